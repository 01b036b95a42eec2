// `diadoques map validate|show|render`: thin wrappers over src/map and src/report.
#include <iostream>
#include <map>
#include <string>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "map/load.hpp"
#include "map/summary.hpp"

namespace dia::cli {
namespace {

void print(const Diagnostics& ds) {
  for (const auto& d : ds) std::cerr << format(d) << '\n';
}

// Loads a map, printing every diagnostic; nullopt (and exit code 1) if it has errors.
std::optional<map::Map> load(const std::string& file, Context& ctx) {
  map::LoadResult r = map::load_map_file(file);
  print(r.diagnostics);
  if (!r.map) ctx.exit_code = 1;
  return std::move(r.map);
}

}  // namespace

void add_map_commands(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand("map", "Validate, show or draw a map");
  cmd->require_subcommand(1);

  static std::string validate_file;
  auto* validate = cmd->add_subcommand("validate", "Check a map file; print a summary");
  validate->add_option("map", validate_file, "map file (YAML)")->required();
  validate->callback([&ctx] {
    auto m = load(validate_file, ctx);
    if (!m) return;
    std::cout << validate_file << ": ok: " << map::summary_line(*m) << '\n';
  });
}

}  // namespace dia::cli
