// `diadoques club site <dir> <out> [--list]`: the club's static results site (docs/club.md "The
// results site"); the arguments here, the work in src/site.
#include <iostream>

#include "cli/commands.hpp"
#include "cli/game_lock.hpp"
#include "site/site_writer.hpp"
#include "state/whole_dir.hpp"

namespace dia::cli {

void add_club_site(CLI::App& club, Context& ctx) {
  auto* cmd = club.add_subcommand(
      "site", "Write the club's static results site: standings, games, seasons, maps");
  static std::string dir, out;
  static bool list = false;
  cmd->add_option("dir", dir, "Club directory")->required();
  cmd->add_option("out", out, "The site's directory (made if missing)")->required();
  cmd->add_flag("--list", list, "Name each file written");
  cmd->callback([&ctx] {
    try {
      // Two runs at once on one site would build their new copies in the same place.
      ctx.exit_code = run_locked_beside(
          "club site", out, std::cerr,
          [] {
            site::make_site(dir, out, list, std::cout);
            return 0;
          },
          [] { state::recover_whole_dir(state::whole_dir_path(out)); }, false);
    } catch (const std::exception& e) {
      std::cerr << "diadoques club site: " << e.what() << '\n';
      ctx.exit_code = 1;
    }
  });
}

}  // namespace dia::cli
