#include "report/position_view.hpp"

#include <algorithm>

#include "adjudicator/rules/auction_lot.hpp"
#include "report/faction.hpp"

namespace dia::report {

namespace {

// The designator and commander mark as orders write it (`A*` diadoque, `A#` epigone) and the
// space, then the names of the characters with it.
PositionUnit unit_of(const state::GameState& g, const state::Unit& u, const map::Map* map) {
  PositionUnit out{std::string(state::code(u.type)), {}};
  if (u.side.empty()) {
    out.on_sale = adj::rules::is_auction_label(u.neutral_label);
    if (!out.on_sale) out.faction = faction_name(map, u.neutral_label);
  }
  if (const state::Character* c = g.character(u.commander)) {
    if (c->kind == state::CharacterKind::diadoque) out.unit += '*';
    if (c->kind == state::CharacterKind::epigone) out.unit += '#';
    out.with.push_back(c->name);
  }
  out.unit += " " + u.space;
  for (const auto& id : u.attached) {
    if (const state::Character* c = g.character(id)) out.with.push_back(c->name);
  }
  return out;
}

SidePosition& entry(std::vector<SidePosition>& out, const std::string& side) {
  for (auto& s : out) {
    if (s.side == side) return s;
  }
  out.push_back({side, {}, {}, {}, {}, 0});
  return out.back();
}

// Land provinces and citadels in map order: whoever controls them, or the neutrals.
void add_control(std::vector<SidePosition>& out, const state::GameState& g, const map::Map* map) {
  if (!map) {
    for (const auto& [space, side] : g.control) entry(out, side).provinces.push_back(space);
    return;
  }
  for (const map::Space& s : map->spaces) {
    if (s.is_sea()) continue;
    SidePosition& p = entry(out, g.controller_of(s.code));
    if (!s.is_citadel()) {
      p.provinces.push_back(s.code);
      continue;
    }
    p.citadels.push_back(s.code);
    if (s.citadel && s.citadel->cls != map::CitadelClass::minor) ++p.major_citadels;
  }
}

}  // namespace

std::vector<SidePosition> position_view(const state::GameState& after,
                                        const std::vector<std::string>& sides,
                                        const map::Map* map) {
  std::vector<SidePosition> out;
  for (const auto& id : sides) entry(out, id);
  for (const auto& u : after.units) entry(out, u.side).units.push_back(unit_of(after, u, map));
  for (const auto& c : after.characters) {
    if (!c.alive || c.space.empty()) continue;
    entry(out, c.controller).characters.push_back({c.name, c.space, c.prisoner});
  }
  add_control(out, after, map);
  // The neutrals last, whatever came first.
  std::stable_partition(out.begin(), out.end(),
                        [](const SidePosition& p) { return !p.side.empty(); });
  return out;
}

}  // namespace dia::report
