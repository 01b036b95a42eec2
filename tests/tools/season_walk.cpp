#include "tools/season_walk.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <stdexcept>

#include <fmt/format.h>

#include "adjudicator/setup.hpp"
#include "common/text.hpp"
#include "state/durable.hpp"
#include "state/scenario.hpp"
#include "state/state_yaml.hpp"

namespace dia::tools {
namespace fs = std::filesystem;

NamedPosition opening_position(const map::Map& map, const std::string& source_dir,
                               std::uint64_t seed) {
  const auto loaded = state::load_scenario(source_dir + "/scenarios/standard-319.yaml");
  if (!loaded.scenario) throw std::runtime_error("cannot load scenarios/standard-319.yaml");
  std::vector<std::pair<std::string, std::string>> players;
  for (const auto& s : loaded.scenario->sides) players.push_back({"player-" + s.id, s.id});
  return {fmt::format("opening (seed {})", seed),
          adj::initial_state(*loaded.scenario, map, players, state::Rng(seed))};
}

std::vector<NamedPosition> example_positions(const map::Map& map, const orders::OrderParser& parser,
                                             const std::string& source_dir) {
  const fs::path game = fs::path(source_dir) / "examples" / "game-319";
  const fs::path first = game / "seasons" / "001-spring-319" / "state.yaml";
  auto loaded = state::state_from_yaml(state::read_file(first), first.string(), map);
  if (!loaded.state) throw std::runtime_error("cannot load " + first.string());
  std::vector<NamedPosition> out{{"examples/game-319 001-spring-319", *loaded.state}};
  std::vector<fs::path> seasons;
  for (const auto& e : fs::directory_iterator(game / "orders")) seasons.push_back(e.path());
  std::sort(seasons.begin(), seasons.end());
  for (const fs::path& season : seasons) {
    const state::GameState& now = out.back().state;
    if (now.season.id() != season.filename().string()) break;
    std::vector<adj::SideOrders> orders;
    for (const state::Side& s : now.sides) {
      const fs::path file = season / (s.id + ".txt");
      if (!fs::exists(file)) continue;
      adj::SideOrders so{s.id, file.string(), state::read_file(file), {}};
      so.parsed = parser.parse(so.text);
      orders.push_back(std::move(so));
    }
    state::GameState next = next_military(adj::adjudicate_season(map, now, orders).next);
    out.push_back({"examples/game-319 " + next.season.id(), std::move(next)});
  }
  return out;
}

state::GameState next_military(state::GameState next) {
  if (!next.season.military()) next.season = next.season.next();
  return next;
}

std::vector<std::string> invariant_violations(const map::Map& map, const state::GameState& before,
                                              const state::GameState& after) {
  // The state checker holds most of them: one unit per space (R4a.space.2), the pairs together
  // (R6b.phil.1, R6b.rox.1), treasuries >= 0 (D.money), characters on known spaces, carried by
  // one unit at most and standing somewhere, control by known sides that still play, a side's
  // units only in its own citadels (R9a.move.8).
  std::vector<std::string> out;
  for (const Diagnostic& d : state::check_state(after, map, "next"))
    if (d.severity == Severity::error) out.push_back(format(d));
  // What it cannot see in one position: an epigone who was on the map does not leave it alive.
  for (const state::Character& c : after.characters) {
    const state::Character* was = before.character(c.id);
    if (c.alive && c.space.empty() && was != nullptr && was->alive && !was->space.empty())
      out.push_back(fmt::format("{} is alive but left the map", c.name));
  }
  return out;
}

}  // namespace dia::tools
