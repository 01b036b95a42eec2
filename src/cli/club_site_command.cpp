// `diadoques club site <dir> <out> [--list]`: the club's static results site (docs/club.md "The
// results site"); the arguments here, the work in src/site.
#include <iostream>

#include "cli/commands.hpp"
#include "site/site_writer.hpp"

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
      site::make_site(dir, out, list, std::cout);
      ctx.exit_code = 0;
    } catch (const std::exception& e) {
      std::cerr << "diadoques club site: " << e.what() << '\n';
      ctx.exit_code = 1;
    }
  });
}

}  // namespace dia::cli
