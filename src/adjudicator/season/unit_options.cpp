#include "adjudicator/season/unit_options.hpp"

#include <fmt/format.h>
#include <algorithm>

#include "adjudicator/season/legality.hpp"
#include "adjudicator/season/pieces.hpp"
#include "orders/parse.hpp"

namespace dia::adj::season {
namespace {

// Whether `line`, as a player would write it, is an order the season would carry out or try.
bool accepted(const map::Map& map, const state::GameState& state, const std::string& side,
              const orders::OrderParser& parser, const std::string& line) {
  const orders::ParseResult parsed = parser.parse_line(line);
  if (parsed.orders.size() != 1) return false;
  const std::vector<CheckedOrder> checks = check_orders(map, state, side, parsed.orders);
  return checks.size() == 1 && checks.front().verdict == Verdict::accepted;
}

}  // namespace

std::vector<UnitOptions> unit_options(const map::Map& map, const state::GameState& state,
                                      const std::string& side) {
  std::vector<UnitOptions> all;
  const orders::OrderParser parser(map);
  for (std::size_t i = 0; i < state.units.size(); ++i) {
    const state::Unit& u = state.units[i];
    if (u.side != side) continue;
    UnitOptions o;
    o.unit = static_cast<int>(i);
    const std::optional<map::SpaceId> from = space_of(map, u.space);
    if (!from) {
      all.push_back(std::move(o));
      continue;
    }
    const UnitKind kind = kind_of(u.type);
    // Written as its player writes it: the type and where it stands (a citadel by its name).
    const std::string piece = fmt::format("{} {}", state::code(u.type), map.space(*from).code);
    const map::Space& here = map.space(*from);
    for (std::size_t s = 0; s < map.spaces.size(); ++s) {
      const auto to = static_cast<map::SpaceId>(s);
      if (to == *from || !ordinary_step(map, kind, *from, to)) continue;
      if (accepted(map, state, side, parser, fmt::format("{} {}", piece, map.space(to).code)))
        o.moves.push_back(to);
    }
    // The citadels within reach: those of its province, those a step away, and the ports on
    // the sea a fleet is in.
    std::vector<map::SpaceId> near = here.citadels;
    auto add = [&](map::SpaceId c) {
      if (std::find(near.begin(), near.end(), c) == near.end()) near.push_back(c);
    };
    for (map::SpaceId m : o.moves)
      if (map.space(m).is_citadel()) add(m);
    for (std::size_t c = 0; c < map.spaces.size(); ++c) {  // ports on its sea (R9a.supply.2)
      const map::Space& citadel = map.spaces[c];
      if (citadel.citadel &&
          std::find(citadel.citadel->sea_access.begin(), citadel.citadel->sea_access.end(),
                    *from) != citadel.citadel->sea_access.end())
        add(static_cast<map::SpaceId>(c));
    }
    std::sort(near.begin(), near.end());
    o.second_round = u.siege && u.siege->rounds > 0;
    for (map::SpaceId c : near) {
      const std::string& name = map.space(c).code;
      const bool round_two = o.second_round && u.siege->citadel == name;
      if (accepted(map, state, side, parser,
                   fmt::format("{} {} {}", piece, round_two ? "A2" : "A1", name)))
        o.sieges.push_back(c);
      if (accepted(map, state, side, parser, fmt::format("{} Ra {}", piece, name)))
        o.supplies.push_back(c);
    }
    all.push_back(std::move(o));
  }
  return all;
}

}  // namespace dia::adj::season
