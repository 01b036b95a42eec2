// `diadoques judge <game>` and `diadoques club judge <club>`: one cycle of the unattended judge
// (game/judge.hpp), for cron or a systemd timer (docs/gamemaster.md, "Running a judge"); with
// --watch, one cycle every --interval seconds until SIGTERM or SIGINT.
#include <signal.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <functional>
#include <iostream>
#include <sstream>
#include <thread>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/game_lock.hpp"
#include "club/club_dir.hpp"
#include "club/club_file.hpp"
#include "game/judge.hpp"
#include "state/deadline.hpp"

namespace dia::cli {
namespace fs = std::filesystem;

namespace {

// What the cycle did, in a few lines prefixed by the game's folder name.
void summary(const std::string& name, const game::JudgeReport& r, std::ostream& out) {
  if (!r.did_something()) {
    out << name << ": nothing to do" << (r.waiting.empty() ? "" : "; waiting: " + r.waiting)
        << '\n';
    return;
  }
  if (!r.arrived.empty()) out << fmt::format("{}: {} new mail(s) read\n", name, r.arrived.size());
  for (const auto& d : r.deadlines) out << fmt::format("{}: deadline {}\n", name, d);
  if (!r.adjudicated.empty()) out << fmt::format("{}: {} adjudicated\n", name, r.adjudicated);
  if (!r.waiting.empty()) out << fmt::format("{}: waiting: {}\n", name, r.waiting);
  for (const auto& f : r.written) out << fmt::format("{}: wrote {}\n", name, f);
  for (const auto& f : r.dropped)
    out << fmt::format("{}: dropped {} (its season is adjudicated)\n", name, f);
  for (const auto& f : r.sent) out << fmt::format("{}: sent {}\n", name, f);
}

// One game's cycle under its lock: 0 done (waiting included), 1 something went wrong.
int one_game(const fs::path& dir, const state::JudgeSettings& defaults, const std::string& name,
             std::ostream& out, std::ostream& err) {
  return run_locked("judge", dir, err, [&] {
    try {
      const game::JudgeReport r = game::judge_cycle(dir, defaults, state::now());
      summary(name, r, out);
      for (const auto& e : r.errors) err << "diadoques judge: " << name << ": error: " << e << '\n';
      return r.errors.empty() ? 0 : 1;
    } catch (const std::exception& e) {
      err << "diadoques judge: " << name << ": error: " << e.what() << '\n';
      return 1;
    }
  });
}

// --watch: a judge that runs until SIGTERM (systemd's stop) or SIGINT (Ctrl-C). The signal only
// sets a flag: the cycle under way finishes (its writes, its sending, its digest), and the
// judge stops before the next one, or at once while it waits.
volatile std::sig_atomic_t stop_asked = 0;
extern "C" void ask_stop(int) {
  stop_asked = 1;
}

// Runs `cycle` (an exit code), then again every `interval` seconds, until a signal; returns 0
// when stopped by it, whatever the cycles said (each one said it on stderr and in the digest).
int watch(int interval, std::ostream& out, const std::function<int()>& cycle) {
  struct sigaction sa {};
  sa.sa_handler = ask_stop;
  sigemptyset(&sa.sa_mask);
  sa.sa_flags = SA_RESTART;  // a write or a read under way goes on: only the flag says stop
  sigaction(SIGTERM, &sa, nullptr);
  sigaction(SIGINT, &sa, nullptr);
  while (!stop_asked) {
    cycle();
    out.flush();
    for (int tenths = 0; tenths < interval * 10 && !stop_asked; ++tenths)
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
  }
  out << "judge: stopped by a signal, after a whole cycle\n";
  return 0;
}

void watch_options(CLI::App* cmd, bool& on, int& interval) {
  cmd->add_flag("--watch", on,
                "Run until SIGTERM or SIGINT: a cycle, then another every --interval seconds (a "
                "signal stops the judge after the cycle under way)");
  cmd->add_option("--interval", interval, "Seconds between two cycles with --watch (default 300)")
      ->check(CLI::Range(1, 86400));
}

}  // namespace

void add_judge_command(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand(
      "judge",
      "One cycle of the unattended judge: fetch and file the mail, adjudicate at the deadline "
      "(or early), send results and reminders, mail the GM a digest (for cron or a timer)");
  static std::string dir;
  static bool watching = false;
  static int interval = 300;
  cmd->add_option("dir", dir, "Game directory (game.yaml `judge:` says where mail comes from)")
      ->required();
  watch_options(cmd, watching, interval);
  cmd->callback([&ctx] {
    const std::string name = fs::path(dir).filename().string();
    if (!fs::exists(fs::path(dir) / "game.yaml")) {
      std::cerr << "diadoques judge: error: " << dir << " is not a game directory (no game.yaml)\n";
      ctx.exit_code = 1;
      return;
    }
    auto cycle = [&] { return one_game(dir, {}, name.empty() ? dir : name, std::cout, std::cerr); };
    ctx.exit_code = watching ? watch(interval, std::cout, cycle) : cycle();
  });
}

void add_club_judge(CLI::App& club, Context& ctx) {
  auto* cmd = club.add_subcommand(
      "judge",
      "One judge cycle for each game of a club; a game that waits is reported, not failed");
  static std::string dir;
  static bool watching = false;
  static int interval = 300;
  cmd->add_option("dir", dir, "Club directory (club.yaml `judge:` gives the games' defaults)")
      ->required();
  watch_options(cmd, watching, interval);
  cmd->callback([&ctx] {
    // The club read again at each cycle: a game added to it meanwhile is judged too.
    auto cycle = [&] {
      try {
        const club::Club c = club::read_club(dir);
        int failed = 0, games = 0;
        for (const auto& game : club::game_dirs(dir)) {
          if (stop_asked) break;  // --watch: the games not yet judged wait for the next start
          ++games;
          if (one_game(game, c.judge, game.filename().string(), std::cout, std::cerr) != 0)
            ++failed;
        }
        std::cout << fmt::format("{} game(s), {} failed\n", games, failed);
        return failed == 0 ? 0 : 1;
      } catch (const std::exception& e) {
        std::cerr << "diadoques club judge: " << e.what() << '\n';
        return 1;
      }
    };
    ctx.exit_code = watching ? watch(interval, std::cout, cycle) : cycle();
  });
}

}  // namespace dia::cli
