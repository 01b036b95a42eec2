#include "game/new_game.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <ostream>
#include <random>
#include <stdexcept>

#include "adjudicator/setup.hpp"
#include "game/game_data.hpp"
#include "game/players_file.hpp"
#include "map/load.hpp"
#include "report/catalogue.hpp"
#include "state/data_files.hpp"
#include "state/durable.hpp"
#include "state/game_dir.hpp"
#include "state/scenario.hpp"
#include "state/state_yaml.hpp"
#include "state/whole_dir.hpp"

namespace dia::game {

namespace fs = std::filesystem;

namespace {

void print(std::ostream& err, const Diagnostics& ds) {
  for (const auto& d : ds) err << format(d) << '\n';
}

// Whether `dir` is taken: a file, or a directory that holds anything. An empty directory (made by
// the GM beforehand) is replaced by the new game's.
bool taken(const fs::path& dir) {
  std::error_code ec;
  if (!state::present(dir)) return false;
  return !fs::is_directory(dir, ec) || !fs::is_empty(dir, ec);
}

}  // namespace

int create_game(const NewGame& args, std::ostream& out, std::ostream& err) {
  const std::string& dir = args.dir;
  const std::string& players_path = args.players;
  // The game is made whole beside its place, then renamed into it (state/whole_dir.hpp): a `new`
  // killed before leaves no game (its leftover removed here), one killed just after has made it.
  const fs::path root = state::whole_dir_path(dir);
  if (state::recover_whole_dir(root)) {
    err << fmt::format(
        "diadoques new: finished `new`, which was interrupted (killed or crashed) just after it "
        "made the game in {}\n",
        dir);
    return 0;
  }
  if (taken(root)) {
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

  state::WholeDir made(root, state::WholeDir::Start::empty);
  GameData data = stage_game_data(*map_load.map, *scenario_file, made);
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
  const fs::path season_dir = fs::path("seasons") / season;
  made.write("game.yaml", state::to_yaml(config));
  made.write(season_dir / "state.yaml", state::to_yaml(g));
  made.write(season_dir / "setup-log.txt", log);
  made.make_dir(season_dir / "orders");
  made.publish();
  out << fmt::format("New game '{}' in {}: {} (seed {}).\n", config.name, dir, sc.name, seed);
  for (const auto& p : config.players) {
    out << fmt::format("  {} plays {}\n", p.name, sc.side(p.side)->diadoque_name);
  }
  out << fmt::format("Orders for {} go in {}/seasons/{}/orders/<side>.txt\n",
                     state::display(g.season, true), dir, season);
  return 0;
}

}  // namespace dia::game
