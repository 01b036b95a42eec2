// `diadoques new` and `diadoques status`: the arguments, then src/game does the work.
#include <filesystem>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/game_lock.hpp"
#include "game/new_game.hpp"
#include "game/status.hpp"
#include "state/deadline.hpp"
#include "state/whole_dir.hpp"

namespace dia::cli {
namespace fs = std::filesystem;

namespace {

// Two `new` started at once on one directory must not both make it: the check that it is free
// and the making happen under the lock beside it, so the second one finds the first's game.
int run_new(const game::NewGame& args) {
  return run_locked_beside(
      "new", args.dir, std::cerr, [&] { return game::create_game(args, std::cout, std::cerr); },
      [&] { state::recover_whole_dir(state::whole_dir_path(args.dir)); }, true);
}

}  // namespace

void add_game_commands(CLI::App& app, Context& ctx) {
  auto* create = app.add_subcommand("new", "Create a game directory from a scenario");
  static game::NewGame args;
  create->add_option("dir", args.dir, "New game directory")->required();
  create
      ->add_option("--scenario", args.scenario,
                   "Scenario: a file, or the name of an installed one (standard-319)")
      ->required();
  create->add_option("--players", args.players, "players.yaml")
      ->required()
      ->check(CLI::ExistingFile);
  create->add_option("--name", args.name, "The game's name, the results' title (default: dir)");
  create->add_option("--seed", args.seed, "Seed of the game's random generator");
  create->callback([&ctx] { ctx.exit_code = run_new(args); });

  auto* status = app.add_subcommand("status", "Season of a game and who has sent orders");
  static std::string status_dir;
  status->add_option("dir", status_dir, "Game directory")->required();
  status->callback([&ctx] {
    ctx.exit_code = game::print_status(status_dir, state::now(), std::cout, std::cerr);
  });
}

}  // namespace dia::cli
