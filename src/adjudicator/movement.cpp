#include "adjudicator/movement.hpp"

#include "adjudicator/movement_plan.hpp"
#include "adjudicator/resolver.hpp"

namespace dia::adj {
namespace {

using detail::Plan;
using detail::Resolver;

Outcome failed(Reason reason, UnitIndex by = no_unit, int strength = 0, int opposing = 0) {
  return {Result::fails, reason, by, strength, opposing, false};
}

// Why a move that was resolved as failing failed: the first opposing strength that stopped it.
Outcome move_failure(const Plan& plan, Resolver& r, UnitIndex m) {
  if (!r.path(m)) {
    if (plan.route_of(m).empty()) return failed(Reason::no_convoy_route);
    for (const auto& f : plan.route_of(m)) {
      if (r.paradox(f.fleet)) return failed(Reason::convoy_paradox, f.fleet);
    }
    return failed(Reason::convoy_disrupted);
  }
  const UnitIndex other = plan.occupant[plan.dest[m]];
  const int attack = r.attack_strength(m);
  if (attack == 0 && other != no_unit) return failed(Reason::own_unit, other);
  if (r.head_to_head(m)) {
    int defend = r.defend_strength(other);
    if (attack <= defend) return failed(Reason::beaten, other, attack, defend);
  } else if (int hold = r.hold_strength(plan.dest[m]); attack <= hold) {
    return failed(Reason::bounced, other, attack, hold);
  }
  for (UnitIndex p : plan.moves_into(plan.dest[m])) {
    if (p == m) continue;
    if (int prevent = r.prevent_strength(p); attack <= prevent) {
      return failed(Reason::bounced, p, attack, prevent);
    }
  }
  return failed(Reason::bounced);  // not reached when the decisions are consistent
}

Outcome outcome_of(const Plan& plan, Resolver& r, UnitIndex u) {
  Outcome out = plan.preset[u];
  switch (plan.kind[u]) {
    case OrderKind::move:
      if (!r.resolve(u)) out = move_failure(plan, r, u);
      out.by_convoy = plan.convoyed[u] != 0;
      return out;
    case OrderKind::support:
      if (UnitIndex d = r.dislodger(u); d != no_unit) return failed(Reason::dislodged, d);
      if (UnitIndex c = r.cutting_attack(u); c != no_unit) return failed(Reason::cut, c);
      return out;
    case OrderKind::convoy:
      if (r.paradox(u)) return failed(Reason::convoy_paradox);
      if (UnitIndex d = r.dislodger(u); d != no_unit) return failed(Reason::dislodged, d);
      return out;
    case OrderKind::hold:
      if (out.result == Result::void_order) return out;
      if (UnitIndex d = r.dislodger(u); d != no_unit) return failed(Reason::dislodged, d);
      return out;
  }
  return out;
}

}  // namespace

MovementResult adjudicate_movement(const map::Map& map, std::span<const Unit> units,
                                   std::span<const Order> orders, const MovementRules& rules) {
  const Plan plan = detail::make_plan(map, units, orders, rules);
  Resolver r(plan);
  const std::size_t n = units.size();
  for (std::size_t i = 0; i < n; ++i) {
    if (plan.kind[i] != OrderKind::hold) r.resolve(static_cast<UnitIndex>(i));
  }

  MovementResult result;
  result.outcomes.resize(n);
  result.positions.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    auto u = static_cast<UnitIndex>(i);
    result.outcomes[i] = outcome_of(plan, r, u);
    bool moved = plan.kind[i] == OrderKind::move && r.resolve(u);
    result.positions[i] = moved ? plan.dest_node[i] : units[i].node;
    if (UnitIndex d = r.dislodger(u); d != no_unit) {
      result.dislodged.push_back({u, d, plan.space[d], plan.convoyed[d] != 0});
    }
  }

  // A standoff leaves a space empty after moves into it bounced off each other (R9a.move.19).
  for (std::size_t s = 0; s < map.spaces.size(); ++s) {
    auto space = static_cast<map::SpaceId>(s);
    auto moves = plan.moves_into(space);
    if (moves.empty()) continue;
    UnitIndex there = plan.occupant[space];
    if (there != no_unit && !(plan.kind[there] == OrderKind::move && r.resolve(there))) continue;
    bool entered = false;
    bool bounce = false;
    for (UnitIndex m : moves) {
      entered = entered || r.resolve(m);
      const Outcome& o = result.outcomes[m];
      bounce = bounce || (o.reason == Reason::bounced && o.by != no_unit &&
                          plan.kind[o.by] == OrderKind::move && plan.dest[o.by] == space);
    }
    if (!entered && bounce) result.standoffs.push_back(space);
  }
  return result;
}

}  // namespace dia::adj
