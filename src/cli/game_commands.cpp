// `diadoques new` and `diadoques status`: create a game directory, and say where it stands.
#include <filesystem>
#include <iostream>
#include <map>
#include <random>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "adjudicator/setup.hpp"
#include "cli/commands.hpp"
#include "cli/data_args.hpp"
#include "cli/game_lock.hpp"
#include "game/game_data.hpp"
#include "game/lock.hpp"
#include "map/load.hpp"
#include "orders/names.hpp"
#include "state/deadline.hpp"
#include "state/file_transaction.hpp"
#include "state/game_dir.hpp"
#include "state/scenario.hpp"
#include "state/state_yaml.hpp"

namespace dia::cli {
namespace fs = std::filesystem;

namespace {

void print(const Diagnostics& ds) {
  for (const auto& d : ds) std::cerr << format(d) << '\n';
}

struct PlayersFile {
  adj::AssignmentMethod method = adj::AssignmentMethod::preference;
  std::vector<adj::PlayerEntry> players;
  std::map<std::string, std::string> language;  // player name → `language:` (fr|en), if given
};

// players.yaml: `assignment: preference|random|fixed` and a list of players with `name`,
// `email`, and `preference` (six diadoque names, R2.pref.1) or `diadoque` (fixed).
PlayersFile read_players(const std::string& path, const state::Scenario& sc) {
  PlayersFile out;
  YAML::Node root;
  try {
    root = YAML::Load(state::read_file(path));
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(
        fmt::format("{}:{}:{}: {}", path, e.mark.line + 1, e.mark.column + 1, e.msg));
  }
  auto where = [&](const YAML::Node& n) {
    return fmt::format("{}:{}:{}", path, n.Mark().line + 1, n.Mark().column + 1);
  };
  auto method = root["assignment"] ? root["assignment"].as<std::string>() : "preference";
  if (method == "preference")
    out.method = adj::AssignmentMethod::preference;
  else if (method == "random")
    out.method = adj::AssignmentMethod::random;
  else if (method == "fixed")
    out.method = adj::AssignmentMethod::fixed;
  else {
    throw std::runtime_error(
        fmt::format("{}: error: assignment '{}' is not preference, random or "
                    "fixed (R2.method.1)",
                    where(root["assignment"]), method));
  }
  // A diadoque by his French name, the side's id, or any name a side is read by in orders
  // (English, Latin or Greek name, a close misspelling: N2), with a warning for a misspelling.
  auto side_id = [&](const YAML::Node& n) {
    auto name = n.as<std::string>();
    const state::ScenarioSide* s = sc.side_by_diadoque(name);
    std::string note;
    if (!s) {
      const std::string diadoque = orders::diadoque_named(name, &note);
      if (!diadoque.empty()) s = sc.side_by_diadoque(diadoque);
      if (s && !note.empty()) std::cerr << fmt::format("{}: warning: {}\n", where(n), note);
    }
    if (!s) {
      throw std::runtime_error(fmt::format("{}: error: '{}' is not a diadoque of this scenario{}",
                                           where(n), name, note.empty() ? "" : " (" + note + ")"));
    }
    return s->id;
  };
  for (const auto& n : root["players"]) {
    adj::PlayerEntry p;
    if (!n["name"])
      throw std::runtime_error(fmt::format("{}: error: a player needs a name", where(n)));
    p.name = n["name"].as<std::string>();
    if (n["email"]) p.email = n["email"].as<std::string>();
    for (const auto& d : n["preference"]) p.preference.push_back(side_id(d));
    if (n["diadoque"]) p.fixed_side = side_id(n["diadoque"]);
    if (const YAML::Node lang = n["language"]) {  // the language of his private notes
      if (!state::is_report_language(lang.as<std::string>()))
        throw std::runtime_error(fmt::format("{}: error: language '{}': expected fr or en",
                                             where(lang), lang.as<std::string>()));
      out.language[p.name] = lang.as<std::string>();
    }
    out.players.push_back(p);
  }
  return out;
}

struct NewGame {
  std::string dir;
  std::string scenario;  // a file or a scenario's name (standard-319)
  std::string players;
  std::string name;  // the game's own name; default: the directory's name
  std::optional<std::uint64_t> seed;
};

// Whether `dir` holds anything but the lock file of the command that is creating it.
bool holds_files(const std::string& dir) {
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().filename() != game::lock_file(dir).filename()) return true;
  return false;
}

int create_game(const NewGame& args) {
  const std::string& dir = args.dir;
  const std::string& players_path = args.players;
  if (holds_files(dir)) {
    std::cerr << fmt::format(
        "diadoques new: error: {} exists and is not empty; a new game needs "
        "a new directory\n",
        dir);
    return 1;
  }
  auto scenario_file = data_file_arg(state::DataKind::scenario, args.scenario, "new");
  if (!scenario_file) return 1;
  auto sc_load = state::load_scenario(*scenario_file);
  print(sc_load.diagnostics);
  if (!sc_load.scenario) return 1;
  const state::Scenario& sc = *sc_load.scenario;
  auto map_path =
      state::find_data_file(state::DataKind::map, sc.map, fs::path(*scenario_file).parent_path());
  if (!map_path) {
    std::cerr << fmt::format("{}: error: {}\n", *scenario_file,
                             state::data_not_found(state::DataKind::map, sc.map));
    return 1;
  }
  auto map_load = map::load_map_file(map_path->string());
  print(map_load.diagnostics);
  if (!map_load.map) return 1;
  auto problems = state::check_scenario(sc, *map_load.map);
  print(problems);
  if (has_errors(problems)) return 1;

  PlayersFile players = read_players(players_path, sc);
  std::uint64_t seed = args.seed ? *args.seed : std::random_device{}();
  state::Rng rng(seed);
  state::Dice dice(rng);
  std::vector<std::string> side_ids;
  for (const auto& s : sc.sides) side_ids.push_back(s.id);
  adj::Assignment assignment;
  try {
    assignment = adj::assign_sides(players.method, players.players, side_ids, dice);
  } catch (const std::invalid_argument& e) {
    std::cerr << fmt::format("{}: error: {}\n", players_path, e.what());
    return 1;
  }
  state::GameState g = adj::initial_state(sc, *map_load.map, assignment.side_of_player, rng);
  auto state_problems = state::check_state(g, *map_load.map, "initial state");
  print(state_problems);
  if (has_errors(state_problems)) return 1;

  fs::create_directories(dir);
  fs::path root = fs::canonical(dir);
  state::FileTransaction tx;
  game::GameData data = game::stage_game_data(*map_load.map, *scenario_file, root, tx);
  state::GameConfig config;
  config.name = args.name.empty() ? root.filename().string() : args.name;
  config.map = data.map;
  config.scenario = data.scenario;
  config.seed = seed;
  for (const auto& [player, side] : assignment.side_of_player) {
    std::string email;
    for (const auto& p : players.players) {
      if (p.name == player) email = p.email;
    }
    const auto language = players.language.find(player);
    config.players.push_back(
        {player, email, side, language != players.language.end() ? language->second : ""});
  }
  std::string log =
      fmt::format("Game created with seed {}\nAssignment of the diadoques (R2):\n", seed);
  for (const auto& line : assignment.log) log += "  " + line + "\n";
  for (const auto& r : dice.log())
    log += fmt::format("  roll {}: {} -> {}\n", r.die, r.purpose, r.result);

  std::string season = g.season.id();
  tx.write(root / "game.yaml", state::to_yaml(config));
  tx.write(root / "seasons" / season / "state.yaml", state::to_yaml(g));
  tx.write(root / "seasons" / season / "setup-log.txt", log);
  tx.commit();
  fs::create_directories(root / "seasons" / season / "orders");
  std::cout << fmt::format("New game '{}' in {}: {} (seed {}).\n", config.name, dir, sc.name, seed);
  for (const auto& p : config.players) {
    std::cout << fmt::format("  {} plays {}\n", p.name, sc.side(p.side)->diadoque_name);
  }
  std::cout << fmt::format("Orders for {} go in {}/seasons/{}/orders/<side>.txt\n",
                           state::display(g.season, true), dir, season);
  return 0;
}

// Two `new` started at once on one directory must not both write it: the check that it is
// empty and the writes happen under the game's lock, so the second one finds the first's game.
int run_new(const NewGame& args) {
  const std::string& dir = args.dir;
  const bool fresh = !fs::exists(dir);
  fs::create_directories(dir);
  auto tidy = [&] {  // a failed `new` leaves no empty directory behind, as if never started
    if (fresh && fs::is_empty(dir)) fs::remove(dir);
  };
  try {
    const int rc = run_locked("new", dir, std::cerr, [&] { return create_game(args); });
    if (rc != 0) tidy();
    return rc;
  } catch (...) {
    tidy();
    throw;
  }
}

int run_status(const std::string& dir) {
  state::GameDir game(dir);
  auto seasons = game.season_ids();
  if (seasons.empty()) {
    std::cerr << fmt::format("diadoques status: error: {} has no season yet\n", dir);
    return 1;
  }
  const std::string& current = seasons.back();
  auto season = state::Season::from_id(current);
  bool adjudicated = fs::exists(game.results_dir(current));
  std::cout << fmt::format("{}: {} ({}){}\n", game.config().name, state::display(*season, true),
                           current, adjudicated ? ", adjudicated" : ", waiting for orders");
  // The deadline (game.yaml `deadlines:`): who is late once it has passed.
  auto deadline = game.config().deadlines.find(current);
  const state::Instant now = state::now();
  const bool passed = deadline != game.config().deadlines.end() && now >= deadline->second;
  if (deadline != game.config().deadlines.end() && !adjudicated) {
    std::cout << fmt::format(
        "  deadline {} ({})\n", state::format_instant(deadline->second),
        passed ? "passed " + state::format_duration(now - deadline->second) + " ago"
               : "in " + state::format_duration(deadline->second - now));
  }
  const state::GameDir::OrdersFiles files = game.orders_files(current);
  for (const auto& p : game.config().players) {
    auto file = files.of_side.find(p.side);
    std::string what = file != files.of_side.end()
                           ? "orders received (" + file->second.filename().string() + ")"
                       : adjudicated ? std::string("no orders (its units held)")
                       : passed      ? std::string("LATE: no orders, the deadline has passed")
                                     : std::string("no orders yet");
    std::cout << fmt::format("  {:<12} {:<20} {}\n", p.side, p.name, what);
  }
  // The GM's own inputs are not players' orders: listed apart (G12.1, R9a.gen.6).
  for (const auto& f : game.neutral_orders_files(current))
    std::cout << fmt::format("  GM: neutral orders ({})\n", f.filename().string());
  if (fs::exists(game.annotations_path(current)))
    std::cout << fmt::format("  GM: annotations ({})\n",
                             game.annotations_path(current).filename().string());
  // A file no side claims, or a side with two files, would make `adjudicate` refuse the season:
  // said now, while the GM can still fix it.
  for (const auto& e : files.errors) std::cerr << e << '\n';
  return files.errors.empty() ? 0 : 1;
}

}  // namespace

void add_game_commands(CLI::App& app, Context& ctx) {
  auto* create = app.add_subcommand("new", "Create a game directory from a scenario");
  static NewGame args;
  create->add_option("dir", args.dir, "New game directory")->required();
  create
      ->add_option("--scenario", args.scenario,
                   "Scenario: a file, or the name of an installed one (standard-319)")
      ->required();
  create->add_option("--players", args.players, "players.yaml")
      ->required()
      ->check(CLI::ExistingFile);
  create->add_option("--name", args.name, "The game's name, the results' title (default: dir)");
  create->add_option("--seed", args.seed, "Seed of the game's random generator");
  create->callback([&ctx] { ctx.exit_code = run_new(args); });

  auto* status = app.add_subcommand("status", "Season of a game and who has sent orders");
  static std::string status_dir;
  status->add_option("dir", status_dir, "Game directory")->required();
  status->callback([&ctx] { ctx.exit_code = run_status(status_dir); });
}

}  // namespace dia::cli
