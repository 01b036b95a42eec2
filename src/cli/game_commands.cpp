// `diadoques new` and `diadoques status`: the arguments, then src/game does the work.
#include <filesystem>
#include <iostream>

#include "cli/commands.hpp"
#include "cli/game_lock.hpp"
#include "game/new_game.hpp"
#include "game/status.hpp"
#include "state/deadline.hpp"

namespace dia::cli {
namespace fs = std::filesystem;

namespace {

// Two `new` started at once on one directory must not both write it: the check that it is
// empty and the writes happen under the game's lock, so the second one finds the first's game.
int run_new(const game::NewGame& args) {
  const std::string& dir = args.dir;
  const bool fresh = !fs::exists(dir);
  fs::create_directories(dir);
  auto tidy = [&] {  // a failed `new` leaves no empty directory behind, as if never started
    if (fresh && fs::is_empty(dir)) fs::remove(dir);
  };
  try {
    const int rc = run_locked("new", dir, std::cerr,
                              [&] { return game::create_game(args, std::cout, std::cerr); });
    if (rc != 0) tidy();
    return rc;
  } catch (...) {
    tidy();
    throw;
  }
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
