// `diadoques map validate|show|render`: thin wrappers over src/map and src/report.
#include <iostream>
#include <map>
#include <string>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/map_show.hpp"
#include "map/load.hpp"
#include "map/summary.hpp"
#include "report/svg_map.hpp"

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

  static std::string show_file, show_name;
  auto* show = cmd->add_subcommand("show", "Describe one space and its neighbours");
  show->add_option("map", show_file, "map file (YAML)")->required();
  show->add_option("name", show_name, "code, name or alias of a space")->required();
  show->callback([&ctx] {
    auto m = load(show_file, ctx);
    if (!m) return;
    ctx.exit_code = show_space(*m, show_name, std::cout, std::cerr);
  });

  static std::string render_file, render_state, render_out;
  auto* render = cmd->add_subcommand("render", "Draw the map as SVG (A3 landscape)");
  render->add_option("map", render_file, "map file (YAML)")->required();
  render->add_option("--state", render_state, "a game state to draw (not supported yet)");
  render->add_option("-o,--output", render_out, "SVG file to write")->required();
  render->callback([&ctx] {
    auto m = load(render_file, ctx);
    if (!m) return;
    if (!render_state.empty()) {
      // No state format is drawn yet: say so rather than draw an empty board as if it were one.
      std::cerr << "diadoques map render: state files are not supported yet\n";
      ctx.exit_code = 1;
      return;
    }
    std::string error;
    if (!report::write_svg_map_file(*m, render_out, error)) {
      std::cerr << "diadoques map render: " << error << '\n';
      ctx.exit_code = 1;
      return;
    }
    std::cout << "wrote " << render_out << '\n';
  });
}

}  // namespace dia::cli
