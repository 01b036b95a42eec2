#include "club/club_adjudicate.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <system_error>
#include <thread>
#include <vector>

#include "club/club_dir.hpp"
#include "club/club_file.hpp"
#include "game/status.hpp"

namespace dia::club {

namespace fs = std::filesystem;

namespace {

// Why a game is left alone this time, or "" when it is to be adjudicated; `season` is the
// season it stands at.
std::string not_ready_reason(const fs::path& game, const ClubAdjudication& how,
                             std::string& season) {
  game::GameStatus st;
  try {
    st = game::game_status(game, how.now);
  } catch (const std::exception&) {
    return "";  // unreadable: the adjudication itself says why, as a failure
  }
  season = st.season;
  if (st.over()) return "the game is over";
  if (st.adjudicated) return st.season + " is adjudicated";
  if (how.all) return st.any_sent() ? "" : "no orders for " + st.season;
  // The one decision `club status` shows. A season `adjudicate` would refuse for a file is
  // handed to it all the same: its errors are what the GM must read (a failure, exit 1).
  const game::Readiness r = game::readiness(st);
  return r.refused ? "" : r.why;
}

// [#####.....] 2/4 name: the line is redrawn in place.
void draw_bar(std::ostream& out, std::size_t done, std::size_t total, const std::string& name) {
  constexpr std::size_t width = 20;
  const std::size_t full = total == 0 ? width : done * width / total;
  out << fmt::format("\r[{}{}] {}/{} {:<24}", std::string(full, '#'),
                     std::string(width - full, '.'), done, total, name)
      << std::flush;
}

// What became of one game: its line, and its errors (each line prefixed by the game's name).
struct Outcome {
  enum class Kind { adjudicated, failed, not_ready } kind = Kind::failed;
  std::string line;
  std::vector<std::string> errors;
};

Outcome run_game(const fs::path& game, const ClubAdjudication& how,
                 const AdjudicateOne& adjudicate) {
  const std::string name = game.filename().string();
  Outcome o;
  std::string season;
  if (const std::string why = not_ready_reason(game, how, season); !why.empty()) {
    o.kind = Outcome::Kind::not_ready;
    o.line = fmt::format("{}: not ready: {}", name, why);
    return o;
  }
  std::ostringstream game_out, game_err;
  int rc = 1;
  try {
    rc = adjudicate(game, how.all, game_out, game_err);
  } catch (const std::exception& e) {
    game_err << "diadoques adjudicate: error: " << e.what() << '\n';
  } catch (...) {
    game_err << "diadoques adjudicate: error: unknown failure\n";
  }
  if (rc == 0) {
    o.kind = Outcome::Kind::adjudicated;
    o.line =
        season.empty() ? name + ": adjudicated" : fmt::format("{}: {} adjudicated", name, season);
    return o;
  }
  o.line = fmt::format("{}: FAILED (left as it was)", name);
  std::string line;
  std::istringstream game_errors(game_err.str());
  while (std::getline(game_errors, line)) o.errors.push_back(name + ": " + line);
  return o;
}

// The games' outcomes, worked out by `jobs` threads and handed out in the games' order, each as
// soon as it and every game before it are done: the caller says them as a serial run would.
class Outcomes {
 public:
  Outcomes(const std::vector<fs::path>& games, const ClubAdjudication& how,
           const AdjudicateOne& adjudicate, unsigned jobs)
      : outcomes_(games.size()), done_(games.size(), false) {
    for (unsigned j = 0; j < jobs; ++j) start(games, how, adjudicate);
  }

  // Waits for game i. Each outcome is written by one worker, under the mutex, and read here
  // only once it is marked done, under the same mutex.
  Outcome take(std::size_t i) {
    std::unique_lock<std::mutex> lock(mutex_);
    ready_.wait(lock, [&] { return done_[i]; });
    return std::move(outcomes_[i]);
  }

 private:
  // One more worker; when the system refuses a thread, the ones already started do the work
  // (none at all: the error is the command's).
  void start(const std::vector<fs::path>& games, const ClubAdjudication& how,
             const AdjudicateOne& adjudicate) {
    try {
      workers_.emplace_back([this, &games, &how, &adjudicate] {
        for (std::size_t i = next_++; i < games.size(); i = next_++) {
          Outcome o;
          try {
            o = run_game(games[i], how, adjudicate);
          } catch (const std::exception& e) {  // the outcome's own text failed (no memory)
            o.line = games[i].filename().string() + ": FAILED (left as it was)";
            o.errors.push_back(games[i].filename().string() + ": error: " + e.what());
          }
          const std::lock_guard<std::mutex> lock(mutex_);
          outcomes_[i] = std::move(o);
          done_[i] = true;
          ready_.notify_all();
        }
      });
    } catch (const std::system_error&) {
      if (workers_.empty()) throw;
    }
  }

  std::vector<Outcome> outcomes_;
  std::vector<bool> done_;
  std::mutex mutex_;
  std::condition_variable ready_;
  std::atomic<std::size_t> next_ = 0;
  std::vector<std::jthread> workers_;  // last: joined before the rest goes
};

}  // namespace

ClubTally adjudicate_club(const fs::path& dir, const ClubAdjudication& how,
                          const AdjudicateOne& adjudicate, std::ostream& out, std::ostream& err) {
  read_club(dir);  // not a club: said before anything is done
  const auto games = game_dirs(dir);
  ClubTally tally;
  // On a terminal, the games' lines and errors are said under the bar once it is done, so that
  // nothing breaks the line it is redrawn on.
  std::vector<std::string> lines, errors;
  const unsigned jobs = std::max(
      1u, std::min(how.jobs, static_cast<unsigned>(std::max<std::size_t>(1, games.size()))));
  Outcomes outcomes(games, how, adjudicate, jobs);
  for (std::size_t i = 0; i < games.size(); ++i) {
    if (how.terminal) draw_bar(out, i, games.size(), games[i].filename().string());
    const Outcome o = outcomes.take(i);
    switch (o.kind) {
      case Outcome::Kind::adjudicated:
        ++tally.adjudicated;
        break;
      case Outcome::Kind::failed:
        ++tally.failed;
        break;
      case Outcome::Kind::not_ready:
        ++tally.not_ready;
        break;
    }
    if (how.terminal) {
      lines.push_back(o.line);
      errors.insert(errors.end(), o.errors.begin(), o.errors.end());
    } else {
      out << o.line << '\n';
      for (const auto& e : o.errors) err << e << '\n';
    }
  }
  if (how.terminal) {
    draw_bar(out, games.size(), games.size(), "");
    out << '\n';
    for (const auto& l : lines) out << l << '\n';
    for (const auto& e : errors) err << e << '\n';
  }
  out << fmt::format("{} adjudicated, {} failed, {} not ready\n", tally.adjudicated, tally.failed,
                     tally.not_ready);
  return tally;
}

}  // namespace dia::club
