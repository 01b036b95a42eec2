#include <iostream>

#include "cli/commands.hpp"

namespace dia::cli {

// Placeholder until the map loader lands: says so and fails, never pretends.
void add_map_commands(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand("map", "Validate, show or draw a map");
  static std::string file;
  cmd->add_option("case-file", file, "map file")->required();
  cmd->callback([&ctx] {
    std::cerr << "diadoques map: not implemented yet\n";
    ctx.exit_code = 1;
  });
}

}  // namespace dia::cli
