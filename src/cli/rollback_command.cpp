// `diadoques rollback <dir> --to <season>`: un-adjudicate <season> and every later season; what
// they had is archived inside the game, never deleted (game/rollback.hpp).
#include <iostream>

#include "cli/commands.hpp"
#include "cli/game_lock.hpp"
#include "game/rollback.hpp"

namespace dia::cli {

void add_rollback_command(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand(
      "rollback", "Go back to a season: it and the later seasons are archived, not deleted");
  static game::RollbackRequest req;
  static std::string dir;
  cmd->add_option("dir", dir, "Game directory")->required();
  cmd->add_option("--to", req.to, "The season to adjudicate again (e.g. 002-summer-319)")
      ->required();
  cmd->callback([&ctx] {
    req.dir = dir;
    req.stamp = game::archive_stamp_now();
    ctx.exit_code = run_locked("rollback", dir, std::cerr,
                               [] { return game::rollback_game(req, std::cout, std::cerr); });
  });
}

}  // namespace dia::cli
