#pragma once
// Where a unit can go on the map model, in the terms the adjudication phases need: by node
// (coasts matter for fleets) and by space (conflicts, supports and retreats care for spaces).
#include <cstdint>
#include <vector>

#include "adjudicator/unit.hpp"
#include "map/map.hpp"

namespace dia::adj {

// Whether a unit of `kind` standing on `from` could move into some node of `space`
// (a fleet may reach any coast of it). Supports use this: the supporter must be able to
// move to the space it supports into, whatever coast (DATC 6.B.4).
bool can_reach_space(const map::Map& map, map::NodeId from, UnitKind kind, map::SpaceId space);

// The node a unit of `kind` on `from` arrives at when ordered to `to`.
//  - armies stand on a space's main node: a coast written for an army is ignored (DATC 6.B.12);
//  - a fleet ordered to a multi-coast space without a coast goes to the one coast it can
//    reach; none or several reachable coasts give no_node / `ambiguous` (DATC 6.B.1, 6.B.2).
// Returns no_node when the move is impossible for this unit.
struct Arrival {
  map::NodeId node = map::no_node;
  bool ambiguous = false;  // several coasts reachable and none written
};
Arrival arrival_node(const map::Map& map, map::NodeId from, UnitKind kind, map::NodeId to);

// Whether the fleet standing on `fleet` could take part in a convoy from `origin` to
// `destination`: its sea space is joined by sea spaces to a sea next to each end (the
// geography alone, whatever fleets stand there). A convoy order that fails this is illegal and
// cannot show the intent to convoy (DATC 6.G.7).
bool on_sea_route(const map::Map& map, map::NodeId fleet, map::SpaceId origin,
                  map::SpaceId destination);

// Space-level neighbours (any crossing, any node), for distances that ignore unit kinds
// (civil disorder, DATC 6.J.10–11).
std::vector<std::vector<map::SpaceId>> space_neighbours(const map::Map& map);

// Breadth-first distance from every space to the nearest of `targets` (-1 if unreachable).
std::vector<int> distances_to(const std::vector<std::vector<map::SpaceId>>& neighbours,
                              const std::vector<map::SpaceId>& targets);

}  // namespace dia::adj
