// `diadoques data`: where the program finds maps and scenarios by name, and which it has.
#include <iostream>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "state/data_files.hpp"

namespace dia::cli {

namespace {

void list(state::DataKind kind, std::string_view title) {
  std::cout << title << ":\n";
  for (const auto& name : state::data_names(kind)) {
    auto file = state::find_data_file(kind, name);
    std::cout << fmt::format("  {:<14} {}\n", name, file ? file->string() : std::string("?"));
  }
}

}  // namespace

void add_data_command(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand(
      "data", "The maps and scenarios known by name (--scenario standard-319, map: diadoques)");
  cmd->callback([&ctx] {
    std::cout << "Folders searched, in order ($DIADOQUES_DATA_DIR, the installed data, the "
                 "source tree):\n";
    for (const auto& dir : state::data_dirs()) std::cout << "  " << dir.string() << '\n';
    list(state::DataKind::map, "Maps");
    list(state::DataKind::scenario, "Scenarios");
    ctx.exit_code = 0;
  });
}

}  // namespace dia::cli
