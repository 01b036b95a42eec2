#include "club/club_adjudicate.hpp"

#include <fmt/format.h>

#include <ostream>
#include <sstream>
#include <stdexcept>
#include <string>

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
  if (st.ready()) return "";
  int missing = 0;
  for (const auto& s : st.sides)
    if (!s.eliminated && !s.orders) ++missing;
  return fmt::format("{} waits for {} side(s){}", st.season, missing,
                     st.deadline ? ", deadline " + state::format_instant(*st.deadline) : "");
}

// [#####.....] 2/4 name: the line is redrawn in place.
void draw_bar(std::ostream& out, std::size_t done, std::size_t total, const std::string& name) {
  constexpr std::size_t width = 20;
  const std::size_t full = total == 0 ? width : done * width / total;
  out << fmt::format("\r[{}{}] {}/{} {:<24}", std::string(full, '#'),
                     std::string(width - full, '.'), done, total, name)
      << std::flush;
}

}  // namespace

ClubTally adjudicate_club(const fs::path& dir, const ClubAdjudication& how,
                          const AdjudicateOne& adjudicate, std::ostream& out, std::ostream& err) {
  read_club(dir);  // not a club: said before anything is done
  const auto games = game_dirs(dir);
  ClubTally tally;
  // On a terminal, the games' lines and errors are said under the bar once it is done, so that
  // nothing breaks the line it is redrawn on.
  std::vector<std::string> lines, errors;
  auto say = [&](const std::string& line) {
    if (how.terminal)
      lines.push_back(line);
    else
      out << line << '\n';
  };
  for (std::size_t i = 0; i < games.size(); ++i) {
    const std::string name = games[i].filename().string();
    if (how.terminal) draw_bar(out, i, games.size(), name);
    std::string season;
    if (const std::string why = not_ready_reason(games[i], how, season); !why.empty()) {
      ++tally.not_ready;
      say(fmt::format("{}: not ready: {}", name, why));
      continue;
    }
    std::ostringstream game_out, game_err;
    int rc = 1;
    try {
      rc = adjudicate(games[i], how.all, game_out, game_err);
    } catch (const std::exception& e) {
      game_err << "diadoques adjudicate: error: " << e.what() << '\n';
    } catch (...) {
      game_err << "diadoques adjudicate: error: unknown failure\n";
    }
    if (rc == 0) {
      ++tally.adjudicated;
      say(season.empty() ? name + ": adjudicated"
                         : fmt::format("{}: {} adjudicated", name, season));
    } else {
      ++tally.failed;
      say(fmt::format("{}: FAILED (left as it was)", name));
      std::string line;
      std::istringstream game_errors(game_err.str());
      while (std::getline(game_errors, line)) {
        if (how.terminal)
          errors.push_back(name + ": " + line);
        else
          err << name << ": " << line << '\n';
      }
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
