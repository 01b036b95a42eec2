#include "game/new_game.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <ostream>
#include <random>
#include <stdexcept>

#include "adjudicator/setup.hpp"
#include "game/game_data.hpp"
#include "game/lock.hpp"
#include "game/players_file.hpp"
#include "map/load.hpp"
#include "report/catalogue.hpp"
#include "state/data_files.hpp"
#include "state/file_transaction.hpp"
#include "state/game_dir.hpp"
#include "state/scenario.hpp"
#include "state/state_yaml.hpp"

namespace dia::game {

namespace fs = std::filesystem;

namespace {

void print(std::ostream& err, const Diagnostics& ds) {
  for (const auto& d : ds) err << format(d) << '\n';
}

// Whether `dir` holds anything but the lock file of the command that is creating it.
bool holds_files(const std::string& dir) {
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename() != lock_file(dir).filename()) return true;
  return false;
}

}  // namespace

int create_game(const NewGame& args, std::ostream& out, std::ostream& err) {
  const std::string& dir = args.dir;
  const std::string& players_path = args.players;
  if (holds_files(dir)) {
    err << fmt::format(
        "diadoques new: error: {} exists and is not empty; a new game needs "
        "a new directory\n",
        dir);
    return 1;
  }
  auto scenario_file = state::find_data_file(state::DataKind::scenario, args.scenario);
  if (!scenario_file) {
    err << fmt::format("diadoques new: error: {}\n",
                       state::data_not_found(state::DataKind::scenario, args.scenario));
    return 1;
  }
  auto sc_load = state::load_scenario(scenario_file->string());
  print(err, sc_load.diagnostics);
  if (!sc_load.scenario) return 1;
  const state::Scenario& sc = *sc_load.scenario;
  auto map_path = state::find_data_file(state::DataKind::map, sc.map, scenario_file->parent_path());
  if (!map_path) {
    err << fmt::format("{}: error: {}\n", scenario_file->string(),
                       state::data_not_found(state::DataKind::map, sc.map));
    return 1;
  }
  auto map_load = map::load_map_file(map_path->string());
  print(err, map_load.diagnostics);
  if (!map_load.map) return 1;
  auto problems = state::check_scenario(sc, *map_load.map);
  print(err, problems);
  if (has_errors(problems)) return 1;

  PlayersFile players = args.roster ? *args.roster : read_players(players_path, sc, err);
  std::uint64_t seed = args.seed ? *args.seed : std::random_device{}();
  state::Rng rng(seed);
  state::Dice dice(rng);
  std::vector<std::string> side_ids;
  for (const auto& s : sc.sides) side_ids.push_back(s.id);
  adj::Assignment assignment;
  try {
    assignment = adj::assign_sides(players.method, players.players, side_ids, dice);
  } catch (const std::invalid_argument& e) {
    err << fmt::format("{}: error: {}\n", players_path, e.what());
    return 1;
  }
  state::GameState g = adj::initial_state(sc, *map_load.map, assignment.side_of_player, rng);
  auto state_problems = state::check_state(g, *map_load.map, "initial state");
  print(err, state_problems);
  if (has_errors(state_problems)) return 1;

  fs::create_directories(dir);
  fs::path root = fs::canonical(dir);
  state::FileTransaction tx;
  GameData data = stage_game_data(*map_load.map, *scenario_file, root, tx);
  state::GameConfig config;
  config.name = args.name.empty() ? root.filename().string() : args.name;
  config.map = data.map;
  config.scenario = data.scenario;
  config.seed = seed;
  if (!args.language.empty()) config.language = args.language;
  for (const auto& [player, side] : assignment.side_of_player) {
    std::string email;
    for (const auto& p : players.players) {
      if (p.name == player) email = p.email;
    }
    const auto language = players.language.find(player);
    const auto emails = players.emails.find(player);
    config.players.push_back(
        {player, email, side, language != players.language.end() ? language->second : "",
         emails != players.emails.end() ? emails->second : std::vector<std::string>{}});
  }
  std::string log =
      fmt::format("Game created with seed {}\nAssignment of the diadoques (R2):\n", seed);
  for (const auto& line : assignment.log) log += "  " + line + "\n";
  // The setup log is in English, as its other lines; each roll's purpose as the catalogue words it.
  for (const auto& r : dice.log())
    log += fmt::format("  roll {}: {} -> {}\n", r.die, report::words(report::Lang::en, r.purpose),
                       r.result);

  std::string season = g.season.id();
  tx.write(root / "game.yaml", state::to_yaml(config));
  tx.write(root / "seasons" / season / "state.yaml", state::to_yaml(g));
  tx.write(root / "seasons" / season / "setup-log.txt", log);
  tx.commit();
  fs::create_directories(root / "seasons" / season / "orders");
  out << fmt::format("New game '{}' in {}: {} (seed {}).\n", config.name, dir, sc.name, seed);
  for (const auto& p : config.players) {
    out << fmt::format("  {} plays {}\n", p.name, sc.side(p.side)->diadoque_name);
  }
  out << fmt::format("Orders for {} go in {}/seasons/{}/orders/<side>.txt\n",
                     state::display(g.season, true), dir, season);
  return 0;
}

}  // namespace dia::game
