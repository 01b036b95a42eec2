// `diadoques map validate|show|render`: thin wrappers over src/map and src/report.
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/data_args.hpp"
#include "cli/map_show.hpp"
#include "map/board_cache.hpp"
#include "map/load.hpp"
#include "map/summary.hpp"
#include "report/svg_map.hpp"
#include "report/svg_state.hpp"
#include "state/durable.hpp"
#include "state/state_yaml.hpp"

namespace dia::cli {
namespace {

void print(const Diagnostics& ds) {
  for (const auto& d : ds) std::cerr << format(d) << '\n';
}

// Loads a map, printing every diagnostic; nullopt (and exit code 1) if it has errors.
std::optional<map::Map> load(const std::string& spec, Context& ctx) {
  auto file = data_file_arg(state::DataKind::map, spec, "map");
  if (!file) {
    ctx.exit_code = 1;
    return std::nullopt;
  }
  map::LoadResult r = map::load_map_file(*file);
  print(r.diagnostics);
  if (!r.map) ctx.exit_code = 1;
  return std::move(r.map);
}

// The SVG to draw: the bare map, or the map with the position of a state file on top. A state
// that does not load against this map (unknown codes, two units in a space, ...) draws nothing:
// a half-drawn position would be taken for the real one.
std::optional<std::string> render_svg(const map::Map& m, const std::string& state_file,
                                      Context& ctx) {
  if (state_file.empty()) {
    report::MapPicture picture = report::svg_map_picture(m);
    if (!picture.problem.empty()) {
      std::cerr << picture.problem;
      ctx.exit_code = 1;
      return std::nullopt;
    }
    return std::move(picture.svg);
  }
  std::string text;
  try {
    text = state::read_file(state_file);
  } catch (const std::exception& e) {
    std::cerr << "diadoques map render: cannot read the state file '" << state_file
              << "': " << e.what() << '\n';
    ctx.exit_code = 1;
    return std::nullopt;
  }
  state::StateLoad load = state::state_from_yaml(text, state_file, m);
  print(load.diagnostics);
  if (!load.state) {
    ctx.exit_code = 1;
    return std::nullopt;
  }
  const std::string title =
      fmt::format("{} — {}", m.name, state::display(load.state->season, true));
  return report::svg_state(m, *load.state, title);
}

// The drawn board's disagreements with the rules; nullopt (exit code 1) when the geography file
// does not read.
std::optional<std::vector<std::string>> board_problems(const map::Map& m, Context& ctx) {
  // Kept between runs with the board itself (map/board_cache): a map already seen is not
  // measured again.
  map::CachedBoard board = map::board_of(m);
  print(board.diagnostics);
  if (!board.board) {
    ctx.exit_code = 1;
    return std::nullopt;
  }
  return std::move(board.disagreements);
}

}  // namespace

void add_map_commands(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand("map", "Validate, show or draw a map");
  cmd->require_subcommand(1);

  static std::string validate_file;
  auto* validate = cmd->add_subcommand("validate", "Check a map file; print a summary");
  validate
      ->add_option("map", validate_file,
                   "map file (YAML), or the name of an installed map (diadoques, classical)")
      ->required();
  validate->callback([&ctx] {
    auto m = load(validate_file, ctx);
    if (!m) return;
    // The geography the board is drawn on must read; the board's disagreements with the rules
    // are warnings here (a GM moving a border sees at once what it breaks), errors in `board`.
    if (!m->geography_file.empty()) {
      auto problems = board_problems(*m, ctx);
      if (!problems) return;
      for (const auto& p : *problems) {
        std::cerr << validate_file << ": warning: the board: " << p << '\n';
      }
    }
    std::cout << validate_file << ": ok: " << map::summary_line(*m) << '\n';
  });

  static std::string show_file, show_name;
  auto* show = cmd->add_subcommand("show", "Describe one space and its neighbours");
  show->add_option("map", show_file,
                   "map file (YAML), or the name of an installed map (diadoques, classical)")
      ->required();
  show->add_option("name", show_name, "code, name or alias of a space")->required();
  show->callback([&ctx] {
    auto m = load(show_file, ctx);
    if (!m) return;
    ctx.exit_code = show_space(*m, show_name, std::cout, std::cerr);
  });

  static std::string board_file;
  auto* board = cmd->add_subcommand(
      "board", "Check the drawn board against the rules: borders, coasts, citadels, rivers");
  board
      ->add_option("map", board_file,
                   "map file (YAML), or the name of an installed map (diadoques, classical)")
      ->required();
  board->callback([&ctx] {
    auto m = load(board_file, ctx);
    if (!m) return;
    if (m->geography_file.empty()) {
      std::cerr << board_file << ": the map names no geography file (key 'geography')\n";
      ctx.exit_code = 1;
      return;
    }
    auto problems = board_problems(*m, ctx);
    if (!problems) return;
    for (const auto& p : *problems) std::cout << p << '\n';
    std::cout << board_file << ": " << problems->size()
              << (problems->size() == 1 ? " disagreement" : " disagreements")
              << " between the drawn board and the rules\n";
    if (!problems->empty()) ctx.exit_code = 1;
  });

  static std::string render_file, render_state, render_out;
  auto* render = cmd->add_subcommand("render", "Draw the map as SVG (A3 landscape)");
  render
      ->add_option("map", render_file,
                   "map file (YAML), or the name of an installed map (diadoques, classical)")
      ->required();
  render->add_option("--state", render_state,
                     "a game state (state.yaml) whose units, characters and control to draw");
  render->add_option("-o,--output", render_out, "SVG file to write")->required();
  render->callback([&ctx] {
    auto m = load(render_file, ctx);
    if (!m) return;
    auto svg = render_svg(*m, render_state, ctx);
    if (!svg) return;
    std::string error;
    if (!report::write_svg_file(*svg, render_out, error)) {
      std::cerr << "diadoques map render: " << error << '\n';
      ctx.exit_code = 1;
      return;
    }
    std::cout << "wrote " << render_out << '\n';
  });
}

}  // namespace dia::cli
