#pragma once
// Internal to the movement phase: the orders after the static checks (everything that does
// not depend on other units' success), laid out as flat arrays indexed by unit and space so
// that the resolver's hot loops do not allocate.
#include <cstdint>
#include <span>
#include <vector>

#include "adjudicator/movement.hpp"

namespace dia::adj::detail {

// A fleet that lies on at least one complete convoy route of an army's move.
struct RouteFleet {
  UnitIndex fleet = no_unit;
  std::uint64_t next = 0;  // bit k: the route fleet at index k is adjacent
  bool touches_origin = false;
  bool touches_destination = false;
};

struct Plan {
  std::size_t unit_count = 0;
  std::vector<map::SpaceId> space;  // per unit
  std::vector<SideId> side;
  std::vector<int> combat;
  // Effective order after the static checks: a void order becomes a hold.
  std::vector<OrderKind> kind;
  // move: destination space; support: the space it supports into.
  std::vector<map::SpaceId> dest;
  std::vector<map::NodeId> dest_node;  // move: arrival node (coast resolved)
  std::vector<UnitIndex> target;       // support, convoy: the supported or convoyed unit
  std::vector<std::uint8_t> convoyed;  // move: goes by convoy
  std::vector<Outcome> preset;         // void outcomes found by the static checks
  std::vector<UnitIndex> occupant;     // per space: the unit standing there

  // Moves into each space: into[into_begin[s] .. into_begin[s+1]).
  std::vector<std::uint32_t> into_begin;
  std::vector<UnitIndex> into;
  // Valid supports of each unit's order: supporters[support_begin[u] .. support_begin[u+1]).
  std::vector<std::uint32_t> support_begin;
  std::vector<UnitIndex> supporters;
  // Convoy routes of each convoyed move: route[route_begin[u] .. route_begin[u+1]).
  std::vector<std::uint32_t> route_begin;
  std::vector<RouteFleet> route;

  std::span<const UnitIndex> moves_into(map::SpaceId s) const {
    return {into.data() + into_begin[s], into.data() + into_begin[s + 1]};
  }
  std::span<const UnitIndex> supports_of(UnitIndex u) const {
    return {supporters.data() + support_begin[u], supporters.data() + support_begin[u + 1]};
  }
  std::span<const RouteFleet> route_of(UnitIndex u) const {
    return {route.data() + route_begin[u], route.data() + route_begin[u + 1]};
  }
};

Plan make_plan(const map::Map& map, std::span<const Unit> units, std::span<const Order> orders,
               const MovementRules& rules);

}  // namespace dia::adj::detail
