#include "tools/bench_club.hpp"

#include <fmt/format.h>

#include <fstream>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "club/club_dir.hpp"
#include "club/club_file.hpp"
#include "game/new_game.hpp"
#include "map/load.hpp"
#include "orders/orders_file.hpp"
#include "orders/parse.hpp"
#include "state/durable.hpp"
#include "state/game_dir.hpp"
#include "state/state_yaml.hpp"
#include "tools/random_orders.hpp"
#include "tools/season_walk.hpp"

namespace dia::tools {

namespace fs = std::filesystem;

namespace {

// The map every generated game is played on, loaded once from the first game's own copy (all
// the games are made from the same scenario, so their copies are the same files), with the
// order parser `adjudicate` reads orders files with.
struct MapAndParser {
  map::Map map;
  std::unique_ptr<orders::OrderParser> parser;

  explicit MapAndParser(const fs::path& game) {
    const state::GameDir dir(game);
    auto loaded = map::load_map_file(dir.map_path().string());
    if (!loaded.map) throw std::runtime_error("cannot load the map of " + game.string());
    map = std::move(*loaded.map);
    parser = std::make_unique<orders::OrderParser>(map, orders::orders_file_options(map));
  }
};

void write_text(const fs::path& file, const std::string& text) {
  fs::create_directories(file.parent_path());
  std::ofstream out(file, std::ios::binary);
  if (!(out << text) || !out.flush()) throw std::runtime_error("cannot write " + file.string());
}

state::GameState read_state(const state::GameDir& game, const std::string& season,
                            const map::Map& map) {
  const fs::path file = game.state_path(season);
  auto loaded = state::state_from_yaml(state::read_file(file), file.string(), map);
  if (!loaded.state) throw std::runtime_error("cannot read " + file.string());
  return std::move(*loaded.state);
}

long units_on_map(const state::GameState& st) {
  return static_cast<long>(st.units.size());
}

// Every side's orders file (and the GM's neutral.txt when there are neutral units) for the
// season `st` stands at, as a player would have sent them.
long write_orders(const state::GameDir& game, const state::GameState& st, const MapAndParser& mp,
                  TestRng& rng) {
  long files = 0;
  for (const adj::SideOrders& so : random_season_orders(mp.map, st, *mp.parser, rng)) {
    const std::string name = so.side.empty() ? "neutral" : so.side;
    write_text(game.orders_dir(st.season.id()) / (name + ".txt"), so.text);
    ++files;
  }
  return files;
}

// Six distinct players of `count`, drawn by `rng` (a partial Fisher-Yates shuffle).
std::vector<std::string> six_players(const club::Club& c, TestRng& rng) {
  std::vector<std::size_t> order(c.players.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::vector<std::string> names;
  for (std::size_t i = 0; i < 6; ++i) {
    const std::size_t j = i + rng.below(static_cast<std::uint32_t>(order.size() - i));
    std::swap(order[i], order[j]);
    names.push_back(c.players[order[i]].name);
  }
  return names;
}

}  // namespace

BenchClubSummary make_bench_club(const BenchClubOptions& options) {
  if (options.players < 6) throw std::runtime_error("a club needs at least six players");
  club::Club c;
  c.name = fmt::format("Bench club (seed {})", options.seed);
  c.languages = {"fr", "en"};
  for (int p = 1; p <= options.players; ++p)
    c.players.push_back(
        {fmt::format("Joueur {:02}", p), fmt::format("joueur{:02}@bench.example", p)});
  club::create_club(options.dir, c);

  BenchClubSummary summary;
  std::unique_ptr<MapAndParser> mp;
  for (int g = 1; g <= options.games; ++g) {
    // One generator per game, from the seed and the game's number: a game's files do not
    // depend on how many games come before it.
    TestRng rng(options.seed * 1'000'003 + static_cast<std::uint64_t>(g));
    club::ClubGame request;
    request.game = fmt::format("g-{:04}", g);
    request.scenario = "standard-319";
    request.players = six_players(c, rng);
    request.seed = options.seed * 100'000 + static_cast<std::uint64_t>(g);
    const game::NewGame args = club::new_game_request(options.dir, c, request);
    fs::create_directories(args.dir);
    std::ostringstream out, err;
    if (game::create_game(args, out, err) != 0)
      throw std::runtime_error("cannot make " + args.dir + ":\n" + err.str());
    if (!mp) mp = std::make_unique<MapAndParser>(args.dir);

    const state::GameDir game(args.dir);
    const std::string opening = game.season_ids().front();
    state::GameState now = read_state(game, opening, mp->map);
    const int ahead =
        options.vary
            ? static_cast<int>(rng.below(static_cast<std::uint32_t>(options.seasons_ahead) + 1))
            : options.seasons_ahead;
    for (int k = 0; k < ahead && !now.victory; ++k) {
      const auto orders = random_season_orders(mp->map, now, *mp->parser, rng);
      now = next_military(adj::adjudicate_season(mp->map, now, orders).next);
    }
    if (now.season.id() != opening) {
      // The position reached is the game's current season; the opening's folder goes, so that
      // the game stands where a club's game would after a few seasons (minus their results).
      fs::remove_all(game.season_dir(opening));
      write_text(game.state_path(now.season.id()), state::to_yaml(now));
    }
    summary.units += units_on_map(now);
    if (!now.victory) summary.orders_files += write_orders(game, now, *mp, rng);
    ++summary.games;
  }
  return summary;
}

BenchClubSummary write_bench_orders(const fs::path& dir, std::uint64_t seed) {
  BenchClubSummary summary;
  std::unique_ptr<MapAndParser> mp;
  int g = 0;
  for (const fs::path& path : club::game_dirs(dir)) {
    ++g;
    TestRng rng(seed * 1'000'003 + static_cast<std::uint64_t>(g));
    const state::GameDir game(path);
    const std::string season = game.season_ids().back();
    ++summary.games;
    if (fs::exists(game.results_dir(season))) continue;  // over: its last season has results
    if (fs::exists(game.orders_dir(season)) && !fs::is_empty(game.orders_dir(season))) continue;
    if (!mp) mp = std::make_unique<MapAndParser>(path);
    const state::GameState now = read_state(game, season, mp->map);
    summary.units += units_on_map(now);
    if (now.victory || !now.season.military()) continue;
    summary.orders_files += write_orders(game, now, *mp, rng);
  }
  return summary;
}

}  // namespace dia::tools
