#include "adjudicator/season/resolution.hpp"

#include <fmt/format.h>
#include <algorithm>

#include "adjudicator/season/combat.hpp"
#include "adjudicator/season/first_turn.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::season {

namespace {

void add_unique(std::vector<map::NodeId>& v, map::NodeId n) {
  if (std::find(v.begin(), v.end(), n) == v.end()) v.push_back(n);
}

// The map the core works on: special links become ordinary fleet adjacencies (legality has
// already refused the moves that may not use them, and supports never reach through them, G3.6),
// a starting province lets its fleets into its port citadels (R12.t1.3), and every unit beyond the
// first in a shared space gets a stand-in copy of that space.
struct SeasonMap {
  map::Map map;
  std::vector<map::SpaceId> original;  // per space of `map`: the real space
};

SeasonMap season_map(const map::Map& base, bool first_turn) {
  SeasonMap out{base, {}};
  for (const map::SpecialLink& l : base.special_links) {
    if (l.units == map::Crossing::army) continue;
    add_unique(out.map.nodes[l.a].fleet_adjacent, l.b);
    add_unique(out.map.nodes[l.b].fleet_adjacent, l.a);
  }
  if (first_turn)
    for (const map::Space& s : base.spaces)
      if (s.is_land())
        for (map::SpaceId c : s.citadels)
          if (base.space(c).citadel && base.space(c).citadel->port)
            add_unique(out.map.nodes[s.main_node()].fleet_adjacent, base.space(c).main_node());
  out.original.resize(base.spaces.size());
  for (std::size_t i = 0; i < base.spaces.size(); ++i)
    out.original[i] = static_cast<map::SpaceId>(i);
  return out;
}

map::SpaceId add_stand_in(SeasonMap& sm, map::SpaceId of, int n) {
  const map::Space& orig = sm.map.spaces[of];
  map::Space copy;
  copy.code = fmt::format("{}~{}", orig.code, n);
  copy.name = copy.code;
  copy.kind = orig.kind;
  copy.coastal = orig.coastal;
  map::Node node = sm.map.nodes[orig.main_node()];
  node.code = copy.code;
  node.aliases.clear();
  const auto space_id = static_cast<map::SpaceId>(sm.map.spaces.size());
  const auto node_id = static_cast<map::NodeId>(sm.map.nodes.size());
  node.space = space_id;
  copy.nodes = {node_id};
  sm.map.spaces.push_back(copy);
  sm.map.nodes.push_back(node);
  sm.original.push_back(of);
  return space_id;
}

// Which of several units sharing a space stands on the real one: a unit that stays put if any
// (it is the one an attack meets), then the diadoque's, the strongest, the first listed.
int stand_rank(const state::GameState& state, const state::Unit& u, const UnitOrder& o) {
  int r = o.kind == UnitOrder::Kind::move ? 0 : 1000;
  const state::Character* c = u.commander.empty() ? nullptr : state.character(u.commander);
  if (c != nullptr && c->kind == state::CharacterKind::diadoque) r += 100;
  r += combat_value(state, u) * 10;
  return r;
}

}  // namespace

Resolution resolve_orders(const map::Map& map, const state::GameState& state,
                          const std::vector<UnitOrder>& orders) {
  const std::size_t n = state.units.size();
  Resolution res;
  SeasonMap sm = season_map(map, is_first_turn(state));

  // Sides as the core sees them: players by index, each neutral label its own faction.
  std::vector<std::string> factions;
  auto faction_of = [&](const std::string& key) {
    auto it = std::find(factions.begin(), factions.end(), key);
    if (it == factions.end()) {
      factions.push_back(key);
      return static_cast<SideId>(factions.size() - 1);
    }
    return static_cast<SideId>(it - factions.begin());
  };
  auto faction = [&](const state::Unit& u) {
    return faction_of(u.side.empty() ? "~" + u.neutral_label : u.side);
  };
  for (const state::Side& s : state.sides) faction_of(s.id);

  std::vector<Unit> units(n);
  std::vector<map::SpaceId> home(n, nowhere);
  std::vector<std::vector<std::size_t>> by_space(map.spaces.size());
  for (std::size_t i = 0; i < n; ++i) {
    const auto s = map.find_space(state.units[i].space);
    home[i] = s.value_or(0);
    by_space[home[i]].push_back(i);
  }
  std::vector<map::SpaceId> stand(n);
  for (std::size_t s = 0; s < by_space.size(); ++s) {
    auto& list = by_space[s];
    if (list.empty()) continue;
    std::stable_sort(list.begin(), list.end(), [&](std::size_t a, std::size_t b) {
      return stand_rank(state, state.units[a], orders[a]) >
             stand_rank(state, state.units[b], orders[b]);
    });
    for (std::size_t k = 0; k < list.size(); ++k)
      stand[list[k]] = k == 0 ? static_cast<map::SpaceId>(s)
                              : add_stand_in(sm, static_cast<map::SpaceId>(s), static_cast<int>(k));
  }
  sm.map.index();
  res.combat.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    const state::Unit& u = state.units[i];
    res.combat[i] = combat_value(state, u);
    units[i] = Unit{kind_of(u.type), faction(u), sm.map.space(stand[i]).main_node(), res.combat[i]};
  }

  auto core_orders = [&](const std::vector<bool>& cancelled) {
    std::vector<Order> out(n);
    for (std::size_t i = 0; i < n; ++i) {
      const UnitOrder& o = orders[i];
      if (cancelled[i]) continue;
      switch (o.kind) {
        case UnitOrder::Kind::move:
          out[i] = {OrderKind::move, map::no_node, sm.map.space(o.to).main_node(), o.via_convoy};
          break;
        case UnitOrder::Kind::support:
          if (o.target < 0 || o.citadel != nowhere) break;  // a siege support holds (G1.4)
          out[i] = {OrderKind::support, units[static_cast<std::size_t>(o.target)].node,
                    o.to == nowhere ? map::no_node : sm.map.space(o.to).main_node(), false};
          break;
        case UnitOrder::Kind::convoy:
          if (o.target < 0) break;
          out[i] = {OrderKind::convoy, units[static_cast<std::size_t>(o.target)].node,
                    sm.map.space(o.to).main_node(), false};
          break;
        default:
          break;  // hold, siege and supply hold for the movement (G1.1)
      }
    }
    return out;
  };

  std::vector<bool> cancelled(n, false);
  std::vector<std::vector<bool>> seen;
  MovementResult mr;
  for (;;) {
    ++res.iterations;
    const std::vector<Order> co = core_orders(cancelled);
    mr = adjudicate_movement(sm.map, units, co);
    std::vector<bool> dislodged(n, false);
    for (const Dislodgement& d : mr.dislodged) dislodged[d.unit] = true;
    if (dislodged == cancelled) break;
    if (std::find(seen.begin(), seen.end(), dislodged) != seen.end()) {
      // G10.3: the iteration cycles; every unit whose fate flips holds, flagged for the GM.
      res.cycle = true;
      std::vector<bool> all_hold = cancelled;
      std::string who;
      for (std::size_t i = 0; i < n; ++i)
        if (dislodged[i] != cancelled[i]) {
          all_hold[i] = true;
          who += (who.empty() ? "" : " ") + describe(state, state.units[i]);
        }
      res.log.push_back(Message{Msg::log_cycle_holds, {arg::Words{who}}});
      mr = adjudicate_movement(sm.map, units, core_orders(all_hold));
      cancelled = all_hold;
      break;
    }
    seen.push_back(cancelled);
    cancelled = dislodged;
  }
  if (res.iterations > 1)
    res.log.push_back(Message{Msg::log_resolutions, {arg::Number{res.iterations}}});

  res.outcomes = mr.outcomes;
  // A support that no longer matches because G10.1 cancelled the supported unit's order says
  // so: the player ordered the right thing, the other unit's dislodgement voided it.
  for (std::size_t i = 0; i < n; ++i) {
    Outcome& out = res.outcomes[i];
    const int target = orders[i].target;
    if (out.reason == Reason::support_not_matching && !cancelled[i] && target >= 0 &&
        cancelled[static_cast<std::size_t>(target)])
      out.reason = Reason::supported_cancelled;
  }
  // Likewise a convoy whose fleet was dislodged (R9a.conv.2): G10.1 cancelled the fleet's order,
  // so the core found no convoy for the army; it was ordered and cut, and the fleet is named.
  for (std::size_t i = 0; i < n; ++i) {
    Outcome& out = res.outcomes[i];
    if (out.result != Result::fails ||
        (out.reason != Reason::no_convoy_route && out.reason != Reason::convoy_disrupted) ||
        out.by != no_unit)
      continue;
    for (std::size_t j = 0; j < n; ++j)
      if (cancelled[j] && orders[j].kind == UnitOrder::Kind::convoy &&
          orders[j].target == static_cast<int>(i)) {
        out.reason = Reason::convoy_disrupted;
        out.by = static_cast<UnitIndex>(j);
        break;
      }
  }
  // The other fleets of that convoy were ordered to convoy it and lost it further on: their
  // convoy was cut too (S1:L702–705), not "not used" because the core, in the resolution after
  // G10.1, found no route left for them (audit4 q07b: F MOR beside a dislodged F MIO).
  for (std::size_t i = 0; i < n; ++i) {
    Outcome& out = res.outcomes[i];
    const int t = orders[i].target;
    if (cancelled[i] || orders[i].kind != UnitOrder::Kind::convoy || t < 0 ||
        out.reason != Reason::convoy_not_used)
      continue;
    const Outcome& army = res.outcomes[static_cast<std::size_t>(t)];
    if (army.reason != Reason::convoy_disrupted || army.by == no_unit ||
        orders[static_cast<std::size_t>(t)].to != orders[i].to)
      continue;
    out.reason = Reason::convoy_disrupted;
    out.by = army.by;
  }
  res.positions.resize(n);
  res.dislodged_by.assign(n, -1);
  res.attacker_from.assign(n, nowhere);
  res.attacker_convoyed.assign(n, false);
  for (std::size_t i = 0; i < n; ++i)
    res.positions[i] = sm.original[sm.map.node(mr.positions[i]).space];
  for (const Dislodgement& d : mr.dislodged) {
    res.dislodged_by[d.unit] = d.attacker;
    res.attacker_from[d.unit] =
        d.attacker_from == no_space ? nowhere : sm.original[d.attacker_from];
    res.attacker_convoyed[d.unit] = d.attacker_convoyed;
  }
  for (map::SpaceId s : mr.standoffs) res.standoffs.push_back(sm.original[s]);
  return res;
}

}  // namespace dia::adj::season
