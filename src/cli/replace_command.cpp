// `diadoques replace <dir> <side> --name … [--email …] [--language fr|en]`: a new player takes
// over a side from the current season on (game/replace_player.hpp).
#include <iostream>

#include "cli/commands.hpp"
#include "cli/game_lock.hpp"
#include "mail/replace_player.hpp"

namespace dia::cli {

void add_replace_command(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand(
      "replace", "A new player takes over a side from the current season; he is sent a welcome");
  static mail::ReplaceRequest req;
  cmd->add_option("dir", req.dir, "Game directory")->required();
  cmd->add_option("side", req.side, "The side taken over (eumene, or Eumène)")->required();
  cmd->add_option("--name", req.name, "The new player's name")->required();
  cmd->add_option("--email", req.email,
                  "His address: orders are accepted from it, mail goes to it");
  cmd->add_option("--language", req.language, "fr or en (default: the previous player's)")
      ->check(CLI::IsMember({"fr", "en"}));
  cmd->callback([&ctx] {
    ctx.exit_code = run_locked("replace", req.dir, std::cerr, [] {
      return mail::replace_player(req, state::now(), std::cout, std::cerr);
    });
  });
}

}  // namespace dia::cli
