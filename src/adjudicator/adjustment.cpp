#include "adjudicator/adjustment.hpp"

#include <algorithm>
#include <limits>

#include "adjudicator/reach.hpp"

namespace dia::adj {
namespace {

Outcome void_because(Reason r) {
  return {Result::void_order, r, no_unit, 0, 0, false};
}

// Where a unit of `kind` would be built when `node` is written: armies on the main node, fleets
// on a coast (a multi-coast space needs the coast written, DATC 6.B.14).
map::NodeId build_node(const map::Map& map, UnitKind kind, map::NodeId node) {
  const map::Space& space = map.space_of(node);
  if (kind == UnitKind::army) {
    return space.kind == map::SpaceKind::sea ? map::no_node : space.main_node();
  }
  if (map.node(node).fleet_adjacent.empty()) return map::no_node;
  return node;
}

}  // namespace

AdjustmentResult adjudicate_adjustments(const map::Map& map, std::span<const Unit> units,
                                        std::span<const SideId> owner, std::span<const SideId> home,
                                        std::span<const AdjustmentOrder> orders) {
  std::size_t sides = 0;
  auto see = [&](SideId s) {
    if (s != no_side) sides = std::max<std::size_t>(sides, s + 1u);
  };
  for (const Unit& u : units) see(u.side);
  for (SideId s : owner) see(s);
  for (const AdjustmentOrder& o : orders) see(o.side);

  std::vector<int> centres(sides, 0);
  std::vector<int> unit_count(sides, 0);
  for (SideId s : owner) {
    if (s != no_side) ++centres[s];
  }
  for (const Unit& u : units) ++unit_count[u.side];
  std::vector<int> builds(sides, 0);
  std::vector<int> removals(sides, 0);
  for (std::size_t s = 0; s < sides; ++s) {
    builds[s] = std::max(0, centres[s] - unit_count[s]);
    removals[s] = std::max(0, unit_count[s] - centres[s]);
  }

  AdjustmentResult result;
  result.outcomes.resize(orders.size());
  std::vector<std::uint8_t> removed(units.size(), 0);
  std::vector<std::uint8_t> built_space(map.spaces.size(), 0);
  std::vector<std::uint8_t> occupied(map.spaces.size(), 0);
  for (const Unit& u : units) occupied[map.node(u.node).space] = 1;
  std::vector<Unit> built;

  for (std::size_t i = 0; i < orders.size(); ++i) {
    const AdjustmentOrder& o = orders[i];
    Outcome& out = result.outcomes[i];
    if (o.kind == AdjustmentKind::waive) {
      if (builds[o.side] > 0) {
        --builds[o.side];
      } else {
        out = void_because(Reason::build_none_left);
      }
      continue;
    }
    if (o.node == map::no_node) {
      out = void_because(Reason::nothing_there);
      continue;
    }
    const map::SpaceId space = map.node(o.node).space;
    if (o.kind == AdjustmentKind::build) {
      map::NodeId at = build_node(map, o.unit_kind, o.node);
      if (built_space[space]) {
        out = void_because(Reason::already_ordered);
      } else if (builds[o.side] == 0) {
        out = void_because(Reason::build_none_left);
      } else if (space >= home.size() || home[space] != o.side) {
        out = void_because(Reason::build_not_home);
      } else if (space >= owner.size() || owner[space] != o.side) {
        out = void_because(Reason::build_not_owned);
      } else if (occupied[space]) {
        out = void_because(Reason::build_occupied);
      } else if (at == map::no_node) {
        bool multi = map.space(space).nodes.size() > 1 && map.node(o.node).coast.empty();
        out = void_because(multi && o.unit_kind == UnitKind::fleet ? Reason::coast_not_specified
                                                                   : Reason::wrong_unit_kind);
      } else {
        --builds[o.side];
        built_space[space] = 1;
        built.push_back(Unit{o.unit_kind, o.side, at, 1});
      }
      continue;
    }
    // Removal.
    auto it = std::find_if(units.begin(), units.end(), [&](const Unit& u) {
      return map.node(u.node).space == space && u.side == o.side &&
             (!o.unit_kind_given || u.kind == o.unit_kind);
    });
    if (it == units.end()) {
      out = void_because(Reason::not_own_unit);
      continue;
    }
    auto index = static_cast<std::size_t>(it - units.begin());
    if (removed[index]) {
      out = void_because(Reason::already_ordered);
    } else if (removals[o.side] == 0) {
      out = void_because(Reason::remove_none_due);
    } else {
      removed[index] = 1;
      --removals[o.side];
    }
  }

  // Civil disorder for the removals still due.
  const auto neighbours = space_neighbours(map);
  for (std::size_t s = 0; s < sides; ++s) {
    if (removals[s] == 0) continue;
    std::vector<map::SpaceId> owned_homes;
    std::vector<map::SpaceId> homes;
    for (std::size_t sp = 0; sp < home.size(); ++sp) {
      if (home[sp] != s) continue;
      homes.push_back(static_cast<map::SpaceId>(sp));
      if (sp < owner.size() && owner[sp] == s) owned_homes.push_back(static_cast<map::SpaceId>(sp));
    }
    const auto dist = distances_to(neighbours, owned_homes.empty() ? homes : owned_homes);
    std::vector<UnitIndex> candidates;
    for (std::size_t i = 0; i < units.size(); ++i) {
      if (units[i].side == s && !removed[i]) candidates.push_back(static_cast<UnitIndex>(i));
    }
    auto name = [&](UnitIndex u) -> const std::string& {
      const map::Space& sp = map.space_of(units[u].node);
      return sp.name.empty() ? sp.code : sp.name;
    };
    std::sort(candidates.begin(), candidates.end(), [&](UnitIndex a, UnitIndex b) {
      // An unreachable home centre counts as the farthest.
      auto far = [&](UnitIndex u) {
        int d = dist[map.node(units[u].node).space];
        return d < 0 ? std::numeric_limits<int>::max() : d;
      };
      int da = far(a);
      int db = far(b);
      if (da != db) return da > db;
      if (units[a].kind != units[b].kind) return units[a].kind == UnitKind::fleet;
      return name(a) < name(b);
    });
    for (std::size_t k = 0; k < candidates.size() && removals[s] > 0; ++k, --removals[s]) {
      removed[candidates[k]] = 1;
      result.removed_by_civil_disorder.push_back(candidates[k]);
    }
  }

  for (std::size_t i = 0; i < units.size(); ++i) {
    if (!removed[i]) result.units.push_back(units[i]);
  }
  result.units.insert(result.units.end(), built.begin(), built.end());
  return result;
}

}  // namespace dia::adj
