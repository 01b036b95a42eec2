#include "tools/season_walk.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <stdexcept>

#include <fmt/format.h>

#include "adjudicator/setup.hpp"
#include "common/text.hpp"
#include "state/file_transaction.hpp"
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

namespace {

bool carried_by(const state::Unit& u, const std::string& id) {
  return u.commander == id ||
         std::find(u.attached.begin(), u.attached.end(), id) != u.attached.end();
}

}  // namespace

std::vector<std::string> invariant_violations(const map::Map& map, const state::GameState& before,
                                              const state::GameState& after) {
  std::vector<std::string> out;
  for (const Diagnostic& d : state::check_state(after, map, "next"))
    if (d.severity == Severity::error) out.push_back(format(d));

  // Characters somewhere: a living character who was on the map still is, on a known space, and
  // no two units carry him.
  for (const state::Character& c : after.characters) {
    if (!c.alive) continue;
    const state::Character* was = before.character(c.id);
    const bool on_map_before = was != nullptr && was->alive && !was->space.empty();
    if ((on_map_before || c.kind != state::CharacterKind::epigone) && c.space.empty())
      out.push_back(fmt::format("{} is alive but nowhere", c.name));
    const auto carriers = std::count_if(after.units.begin(), after.units.end(),
                                        [&](const state::Unit& u) { return carried_by(u, c.id); });
    if (carriers > 1) out.push_back(fmt::format("{} is carried by {} units", c.name, carriers));
  }

  // Control consistent: an eliminated side controls nothing, and a side's unit inside a
  // citadel stands in one of its own (R9a.move.8: a unit enters only its side's citadels).
  for (const auto& [space, side] : after.control) {
    const state::Side* s = after.side(side);
    if (s != nullptr && s->eliminated)
      out.push_back(fmt::format("{} is controlled by the eliminated side {}", space, side));
  }
  for (const state::Unit& u : after.units) {
    const auto id = map.find_space(u.space);
    if (!id || !map.space(*id).is_citadel() || u.side.empty()) continue;
    if (after.controller_of(u.space) != u.side)
      out.push_back(fmt::format("{} {} of {} stands in {}, controlled by '{}'", state::code(u.type),
                                u.space, u.side, u.space, after.controller_of(u.space)));
  }
  return out;
}

}  // namespace dia::tools
