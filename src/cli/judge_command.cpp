// `diadoques judge <game>` and `diadoques club judge <club>`: one cycle of the unattended judge
// (game/judge.hpp), for cron or a systemd timer (docs/gamemaster.md, "Running a judge").
#include <filesystem>
#include <iostream>
#include <sstream>

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

}  // namespace

void add_judge_command(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand(
      "judge",
      "One cycle of the unattended judge: fetch and file the mail, adjudicate at the deadline "
      "(or early), send results and reminders, mail the GM a digest (for cron or a timer)");
  static std::string dir;
  cmd->add_option("dir", dir, "Game directory (game.yaml `judge:` says where mail comes from)")
      ->required();
  cmd->callback([&ctx] {
    const std::string name = fs::path(dir).filename().string();
    if (!fs::exists(fs::path(dir) / "game.yaml")) {
      std::cerr << "diadoques judge: error: " << dir << " is not a game directory (no game.yaml)\n";
      ctx.exit_code = 1;
      return;
    }
    ctx.exit_code = one_game(dir, {}, name.empty() ? dir : name, std::cout, std::cerr);
  });
}

void add_club_judge(CLI::App& club, Context& ctx) {
  auto* cmd = club.add_subcommand(
      "judge",
      "One judge cycle for each game of a club; a game that waits is reported, not failed");
  static std::string dir;
  cmd->add_option("dir", dir, "Club directory (club.yaml `judge:` gives the games' defaults)")
      ->required();
  cmd->callback([&ctx] {
    try {
      const club::Club c = club::read_club(dir);
      int failed = 0, games = 0;
      for (const auto& game : club::game_dirs(dir)) {
        ++games;
        if (one_game(game, c.judge, game.filename().string(), std::cout, std::cerr) != 0) ++failed;
      }
      std::cout << fmt::format("{} game(s), {} failed\n", games, failed);
      ctx.exit_code = failed == 0 ? 0 : 1;
    } catch (const std::exception& e) {
      std::cerr << "diadoques club judge: " << e.what() << '\n';
      ctx.exit_code = 1;
    }
  });
}

}  // namespace dia::cli
