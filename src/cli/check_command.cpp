#include <iostream>

#include "cli/commands.hpp"

namespace dia::cli {

// Placeholder until the order parser lands: says so and fails, never pretends.
void add_check_command(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand("check", "Check an orders file before sending it");
  static std::string file;
  cmd->add_option("case-file", file, "orders file")->required();
  cmd->callback([&ctx] {
    std::cerr << "diadoques check: not implemented yet\n";
    ctx.exit_code = 1;
  });
}

}  // namespace dia::cli
