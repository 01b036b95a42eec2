#include "adjudicator/retreat.hpp"

#include <algorithm>

#include "adjudicator/reach.hpp"

namespace dia::adj {
namespace {

bool occupied(const map::Map& map, std::span<const Unit> standing, map::SpaceId space) {
  return std::any_of(standing.begin(), standing.end(),
                     [&](const Unit& u) { return map.node(u.node).space == space; });
}

}  // namespace

Reason retreat_problem(const map::Map& map, std::span<const Unit> standing,
                       const RetreatingUnit& unit, std::span<const map::SpaceId> standoffs,
                       map::NodeId to, map::NodeId* arrival) {
  Arrival a = arrival_node(map, unit.unit.node, unit.unit.kind, to);
  if (a.node == map::no_node) {
    return a.ambiguous ? Reason::coast_not_specified : Reason::not_adjacent;
  }
  map::SpaceId space = map.node(a.node).space;
  if (unit.unit.kind == UnitKind::army && map.space(space).kind == map::SpaceKind::sea) {
    return Reason::wrong_unit_kind;
  }
  if (occupied(map, standing, space)) return Reason::retreat_occupied;
  if (space == unit.attacker_from) return Reason::retreat_attacker_origin;
  if (std::find(standoffs.begin(), standoffs.end(), space) != standoffs.end()) {
    return Reason::retreat_standoff;
  }
  if (arrival) *arrival = a.node;
  return Reason::none;
}

std::vector<map::NodeId> retreat_options(const map::Map& map, std::span<const Unit> standing,
                                         const RetreatingUnit& unit,
                                         std::span<const map::SpaceId> standoffs) {
  std::vector<map::NodeId> out;
  const map::Node& here = map.node(unit.unit.node);
  const auto& next = unit.unit.kind == UnitKind::army ? here.army_adjacent : here.fleet_adjacent;
  for (map::NodeId to : next) {
    map::NodeId arrival = map::no_node;
    if (retreat_problem(map, standing, unit, standoffs, to, &arrival) == Reason::none) {
      out.push_back(arrival);
    }
  }
  return out;
}

RetreatResult adjudicate_retreats(const map::Map& map, std::span<const Unit> standing,
                                  std::span<const RetreatingUnit> retreating,
                                  std::span<const map::SpaceId> standoffs,
                                  std::span<const RetreatOrder> orders) {
  const std::size_t n = retreating.size();
  RetreatResult result;
  result.outcomes.assign(n, Outcome{Result::fails, Reason::disbanded, no_unit, 0, 0, false});
  result.positions.assign(n, map::no_node);
  std::vector<map::NodeId> wanted(n, map::no_node);
  for (std::size_t i = 0; i < n; ++i) {
    if (i >= orders.size() || orders[i].kind != RetreatKind::retreat) {
      if (i < orders.size() && orders[i].kind == RetreatKind::disband) {
        result.outcomes[i] = Outcome{Result::succeeds, Reason::disbanded, no_unit, 0, 0, false};
      }
      continue;
    }
    map::NodeId arrival = map::no_node;
    Reason problem =
        retreat_problem(map, standing, retreating[i], standoffs, orders[i].to, &arrival);
    if (problem != Reason::none) {
      result.outcomes[i] = Outcome{Result::void_order, problem, no_unit, 0, 0, false};
      continue;
    }
    wanted[i] = arrival;
  }
  for (std::size_t i = 0; i < n; ++i) {
    if (wanted[i] == map::no_node) continue;
    UnitIndex rival = no_unit;
    for (std::size_t j = 0; j < n; ++j) {
      if (j != i && wanted[j] != map::no_node &&
          map.node(wanted[j]).space == map.node(wanted[i]).space) {
        rival = static_cast<UnitIndex>(j);
        break;
      }
    }
    if (rival != no_unit) {
      result.outcomes[i] = Outcome{Result::fails, Reason::retreat_conflict, rival, 0, 0, false};
    } else {
      result.outcomes[i] = Outcome{};
      result.positions[i] = wanted[i];
    }
  }
  return result;
}

}  // namespace dia::adj
