#include <iostream>

#include "cli/commands.hpp"

namespace dia::cli {

// Placeholder until the DATC harness lands: says so and fails, never pretends.
void add_datc_command(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand("datc", "Run a DATC case file through the movement core");
  static std::string file;
  cmd->add_option("case-file", file, "DATC case file")->required();
  cmd->callback([&ctx] {
    std::cerr << "diadoques datc: not implemented yet\n";
    ctx.exit_code = 1;
  });
}

}  // namespace dia::cli
