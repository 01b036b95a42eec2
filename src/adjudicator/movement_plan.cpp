// Static checks of movement orders (DATC 6.A, 6.B, 4.A.3): adjacency, coasts, convoy routes,
// whether a support or convoy matches the order it refers to. Nothing here depends on the
// success of another order.
#include <bit>

#include "adjudicator/movement_plan.hpp"
#include "adjudicator/reach.hpp"

namespace dia::adj::detail {
namespace {

constexpr std::size_t max_route_fleets = 64;

Outcome void_because(Reason reason) {
  return {Result::void_order, reason, no_unit, 0, 0, false};
}

// The fleets on complete convoy routes of `army` (at its space) to `dest`, from the fleets
// whose convoy orders match that move.
struct RouteSearch {
  std::vector<RouteFleet> fleets;
};

RouteSearch find_routes(const map::Map& map, std::span<const Unit> units, const Plan& plan,
                        UnitIndex army, const std::vector<UnitIndex>& candidates) {
  RouteSearch out;
  std::vector<RouteFleet> all;
  for (UnitIndex f : candidates) {
    if (all.size() == max_route_fleets) break;
    RouteFleet rf;
    rf.fleet = f;
    rf.touches_origin = can_reach_space(map, units[f].node, UnitKind::fleet, plan.space[army]);
    rf.touches_destination = can_reach_space(map, units[f].node, UnitKind::fleet, plan.dest[army]);
    all.push_back(rf);
  }
  for (std::size_t i = 0; i < all.size(); ++i) {
    for (std::size_t j = 0; j < all.size(); ++j) {
      if (i != j && can_reach_space(map, units[all[i].fleet].node, UnitKind::fleet,
                                    plan.space[all[j].fleet])) {
        all[i].next |= std::uint64_t{1} << j;
      }
    }
  }
  auto closure = [&](auto seed) {
    std::uint64_t set = 0;
    for (std::size_t i = 0; i < all.size(); ++i) {
      if (seed(all[i])) set |= std::uint64_t{1} << i;
    }
    std::uint64_t frontier = set;
    while (frontier) {
      std::uint64_t grown = 0;
      for (std::uint64_t bits = frontier; bits; bits &= bits - 1) {
        grown |= all[static_cast<std::size_t>(std::countr_zero(bits))].next;
      }
      frontier = grown & ~set;
      set |= grown;
    }
    return set;
  };
  // Adjacency is symmetric, so "can reach the destination" is the closure from the end fleets.
  std::uint64_t on_route = closure([](const RouteFleet& f) { return f.touches_origin; }) &
                           closure([](const RouteFleet& f) { return f.touches_destination; });
  std::vector<int> new_index(all.size(), -1);
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (on_route & (std::uint64_t{1} << i)) {
      new_index[i] = static_cast<int>(out.fleets.size());
      out.fleets.push_back(all[i]);
    }
  }
  for (RouteFleet& f : out.fleets) {
    std::uint64_t remapped = 0;
    for (std::uint64_t bits = f.next; bits; bits &= bits - 1) {
      int k = new_index[static_cast<std::size_t>(std::countr_zero(bits))];
      if (k >= 0) remapped |= std::uint64_t{1} << k;
    }
    f.next = remapped;
  }
  return out;
}

// Whether fleets at sea form a chain from `origin` to `destination`, whatever their orders.
bool fleets_could_convoy(const map::Map& map, std::span<const Unit> units, map::SpaceId origin,
                         map::SpaceId destination) {
  std::vector<map::NodeId> fleets;
  for (const Unit& u : units) {
    if (u.kind == UnitKind::fleet && map.space_of(u.node).kind == map::SpaceKind::sea) {
      fleets.push_back(u.node);
    }
  }
  std::vector<std::uint8_t> reached(fleets.size(), 0);
  std::vector<std::size_t> stack;
  for (std::size_t k = 0; k < fleets.size(); ++k) {
    if (can_reach_space(map, fleets[k], UnitKind::fleet, origin)) {
      reached[k] = 1;
      stack.push_back(k);
    }
  }
  while (!stack.empty()) {
    std::size_t k = stack.back();
    stack.pop_back();
    if (can_reach_space(map, fleets[k], UnitKind::fleet, destination)) return true;
    for (std::size_t j = 0; j < fleets.size(); ++j) {
      if (!reached[j] &&
          can_reach_space(map, fleets[k], UnitKind::fleet, map.node(fleets[j]).space)) {
        reached[j] = 1;
        stack.push_back(j);
      }
    }
  }
  return false;
}

}  // namespace

Plan make_plan(const map::Map& map, std::span<const Unit> units, std::span<const Order> orders,
               const MovementRules& rules) {
  Plan plan;
  const std::size_t n = units.size();
  plan.unit_count = n;
  plan.space.resize(n);
  plan.side.resize(n);
  plan.combat.resize(n);
  plan.kind.assign(n, OrderKind::hold);
  plan.dest.assign(n, no_space);
  plan.dest_node.assign(n, map::no_node);
  plan.target.assign(n, no_unit);
  plan.convoyed.assign(n, 0);
  plan.preset.assign(n, Outcome{});
  plan.occupant.assign(map.spaces.size(), no_unit);
  for (std::size_t i = 0; i < n; ++i) {
    plan.space[i] = map.node(units[i].node).space;
    plan.side[i] = units[i].side;
    plan.combat[i] = units[i].combat;
    plan.occupant[plan.space[i]] = static_cast<UnitIndex>(i);
  }
  auto order_of = [&](std::size_t i) -> Order { return i < orders.size() ? orders[i] : Order{}; };
  auto unit_at = [&](map::NodeId node) -> UnitIndex {
    return node == map::no_node ? no_unit : plan.occupant[map.node(node).space];
  };
  auto make_void = [&](std::size_t i, Reason reason) {
    plan.kind[i] = OrderKind::hold;
    plan.preset[i] = void_because(reason);
  };

  // Moves: destination and, for fleets, the coast (armies are settled below with convoys).
  std::vector<std::uint8_t> army_adjacent(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    const Order o = order_of(i);
    if (o.kind != OrderKind::move) continue;
    if (o.to == map::no_node) {
      make_void(i, Reason::not_adjacent);
      continue;
    }
    map::SpaceId to_space = map.node(o.to).space;
    if (to_space == plan.space[i]) {
      make_void(i, Reason::same_space);
      continue;
    }
    plan.kind[i] = OrderKind::move;
    plan.dest[i] = to_space;
    if (units[i].kind == UnitKind::fleet) {
      Arrival a = arrival_node(map, units[i].node, UnitKind::fleet, o.to);
      if (a.node == map::no_node) {
        make_void(i, a.ambiguous ? Reason::coast_not_specified : Reason::not_adjacent);
        continue;
      }
      plan.dest_node[i] = a.node;
    } else {
      if (map.space(to_space).kind == map::SpaceKind::sea) {
        make_void(i, Reason::wrong_unit_kind);
        continue;
      }
      plan.dest_node[i] = map.space(to_space).main_node();
      army_adjacent[i] = can_reach_space(map, units[i].node, UnitKind::army, to_space);
    }
  }

  // Convoy orders that match an army's move; the fleets each army could use.
  std::vector<std::vector<UnitIndex>> convoy_fleets(n);
  for (std::size_t i = 0; i < n; ++i) {
    const Order o = order_of(i);
    if (o.kind != OrderKind::convoy) continue;
    UnitIndex army = unit_at(o.of);
    if (units[i].kind != UnitKind::fleet || map.space(plan.space[i]).kind != map::SpaceKind::sea) {
      make_void(i, Reason::convoy_not_at_sea);
    } else if (army == no_unit) {
      make_void(i, Reason::nothing_there);
    } else if (units[army].kind != UnitKind::army) {
      make_void(i, Reason::convoy_not_army);
    } else if (plan.kind[army] != OrderKind::move || o.to == map::no_node ||
               plan.dest[army] != map.node(o.to).space) {
      make_void(i, Reason::convoy_not_matching);
    } else {
      plan.target[i] = army;
      convoy_fleets[army].push_back(static_cast<UnitIndex>(i));
    }
  }

  // Armies: over land or by convoy (DATC 4.A.3, 2000 rulebook: a convoy of the army's own side
  // shows the intent to convoy, "via convoy" asks for it).
  plan.route_begin.assign(n + 1, 0);
  std::vector<std::vector<RouteFleet>> routes(n);
  std::vector<std::uint8_t> convoy_used(n, 0);
  for (std::size_t i = 0; i < n; ++i) {
    if (plan.kind[i] != OrderKind::move || units[i].kind != UnitKind::army) continue;
    const Order o = order_of(i);
    RouteSearch search;
    if (!convoy_fleets[i].empty()) {
      search = find_routes(map, units, plan, static_cast<UnitIndex>(i), convoy_fleets[i]);
    }
    bool route = !search.fleets.empty();
    // Intent: a legal convoy order of the army's own side, on a route or not (DATC 6.G.6).
    bool intent = false;
    for (UnitIndex f : convoy_fleets[i]) {
      intent = intent || (units[f].side == units[i].side &&
                          on_sea_route(map, units[f].node, plan.space[i], plan.dest[i]));
    }
    bool by_convoy = false;
    if (route && (o.via_convoy || intent)) {
      by_convoy = true;
    } else if (army_adjacent[i]) {
      by_convoy = !rules.via_convoy_falls_back_to_land && o.via_convoy;
    } else if (fleets_could_convoy(map, units, plan.space[i], plan.dest[i])) {
      // A move that needs a convoy stays a move when fleets stand where they could convoy it
      // but none is ordered to: it fails, and the unit gets no hold support (DATC 6.D.8).
      // Without such fleets the order is impossible and the unit holds (DATC 6.D.32).
      by_convoy = true;
    } else {
      make_void(i, Reason::no_convoy_route);
      continue;
    }
    plan.convoyed[i] = by_convoy ? 1 : 0;
    if (by_convoy) {
      for (const RouteFleet& f : search.fleets) convoy_used[f.fleet] = 1;
      routes[i] = std::move(search.fleets);
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    plan.route_begin[i + 1] = plan.route_begin[i] + static_cast<std::uint32_t>(routes[i].size());
    plan.route.insert(plan.route.end(), routes[i].begin(), routes[i].end());
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (order_of(i).kind != OrderKind::convoy || plan.preset[i].result == Result::void_order) {
      continue;
    }
    if (convoy_used[i]) {
      plan.kind[i] = OrderKind::convoy;
    } else {
      make_void(i, Reason::convoy_not_used);
    }
  }

  // Supports: the supporter must reach the space, and the supported unit's effective order
  // must be the one supported (DATC 6.B.4–6.B.9, 6.A.8).
  std::vector<std::uint32_t> support_count(n + 1, 0);
  for (std::size_t i = 0; i < n; ++i) {
    const Order o = order_of(i);
    if (o.kind != OrderKind::support) continue;
    UnitIndex t = unit_at(o.of);
    if (t == no_unit) {
      make_void(i, Reason::nothing_there);
      continue;
    }
    if (t == i) {
      make_void(i, Reason::cannot_support_self);
      continue;
    }
    map::SpaceId into;
    if (o.to == map::no_node) {
      if (plan.kind[t] == OrderKind::move) {
        make_void(i, Reason::support_not_matching);
        continue;
      }
      into = plan.space[t];
    } else {
      into = map.node(o.to).space;
      bool coast_written = !map.node(o.to).coast.empty();
      if (plan.kind[t] != OrderKind::move || plan.dest[t] != into ||
          (coast_written && units[t].kind == UnitKind::fleet && plan.dest_node[t] != o.to)) {
        make_void(i, Reason::support_not_matching);
        continue;
      }
    }
    if (into == plan.space[i] || !can_reach_space(map, units[i].node, units[i].kind, into)) {
      make_void(i, Reason::support_unreachable);
      continue;
    }
    plan.kind[i] = OrderKind::support;
    plan.dest[i] = into;
    plan.target[i] = t;
    ++support_count[t];
  }
  plan.support_begin.assign(n + 1, 0);
  for (std::size_t i = 0; i < n; ++i) {
    plan.support_begin[i + 1] = plan.support_begin[i] + support_count[i];
  }
  plan.supporters.assign(plan.support_begin[n], no_unit);
  std::vector<std::uint32_t> fill(plan.support_begin.begin(), plan.support_begin.end() - 1);
  for (std::size_t i = 0; i < n; ++i) {
    if (plan.kind[i] == OrderKind::support) {
      plan.supporters[fill[plan.target[i]]++] = static_cast<UnitIndex>(i);
    }
  }

  // Moves into each space.
  const std::size_t spaces = map.spaces.size();
  plan.into_begin.assign(spaces + 1, 0);
  for (std::size_t i = 0; i < n; ++i) {
    if (plan.kind[i] == OrderKind::move) ++plan.into_begin[plan.dest[i] + 1];
  }
  for (std::size_t s = 0; s < spaces; ++s) plan.into_begin[s + 1] += plan.into_begin[s];
  plan.into.assign(plan.into_begin[spaces], no_unit);
  std::vector<std::uint32_t> at(plan.into_begin.begin(), plan.into_begin.end() - 1);
  for (std::size_t i = 0; i < n; ++i) {
    if (plan.kind[i] == OrderKind::move) plan.into[at[plan.dest[i]]++] = static_cast<UnitIndex>(i);
  }
  return plan;
}

}  // namespace dia::adj::detail
