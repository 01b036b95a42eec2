// `diadoques check <orders.txt> --map <map.yaml> [--game <dir> --player <side>]`: reads an
// orders file (an email body is fine) and shows how every line was understood, so a player can
// fix it before sending. Exit 0 when no order would be ignored, 1 otherwise, 2 on usage errors.
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/commands.hpp"
#include "map/load.hpp"
#include "orders/parse.hpp"
#include "orders/print.hpp"

namespace dia::cli {
namespace {

struct CheckArgs {
  std::string orders_file;
  std::string map_file;
  std::string game_dir;
  std::string player;
};

int run_check(const CheckArgs& args) {
  std::ifstream in(args.orders_file, std::ios::binary);
  if (!in) {
    std::cerr << "diadoques check: cannot read " << args.orders_file << '\n';
    return 2;
  }
  std::stringstream buffer;
  buffer << in.rdbuf();

  auto loaded = map::load_map_file(args.map_file);
  if (!loaded.map) {
    for (const auto& d : loaded.diagnostics) std::cerr << format(d) << '\n';
    std::cerr << "diadoques check: the map " << args.map_file << " could not be loaded\n";
    return 1;
  }
  const map::Map& m = *loaded.map;

  orders::ParseOptions options;
  options.file = args.orders_file;
  options.hash_comments = m.ruleset == "classical";  // `#` is the epigone in Les Diadoques
  orders::OrderParser parser(m, options);
  orders::ParseResult result = parser.parse(buffer.str());

  std::cout << orders::to_text(result.header);
  for (const auto& o : result.orders) {
    std::cout << "  line " << o.pos.line << ": " << orders::to_text(o, m) << '\n';
  }
  for (const auto& d : result.diagnostics) std::cout << format(d) << '\n';

  if (!args.game_dir.empty() || !args.player.empty()) {
    std::cout << "note: legality checks against a game need the game state (not available "
                 "yet); only syntax and names were checked\n";
  }
  std::cout << result.orders.size() << " order(s) understood, " << result.ignored
            << " line(s) ignored\n";
  return result.ignored == 0 ? 0 : 1;
}

}  // namespace

void add_check_command(CLI::App& app, Context& ctx) {
  auto* cmd = app.add_subcommand("check", "Check an orders file before sending it");
  static CheckArgs args;
  cmd->add_option("orders", args.orders_file, "orders file (an email body is fine)")->required();
  cmd->add_option("--map", args.map_file, "map file (maps/*.yaml)")->required();
  cmd->add_option("--game", args.game_dir, "game directory (legality checks: not available yet)");
  cmd->add_option("--player", args.player, "the side whose orders these are (with --game)");
  cmd->callback([&ctx] { ctx.exit_code = run_check(args); });
}

}  // namespace dia::cli
