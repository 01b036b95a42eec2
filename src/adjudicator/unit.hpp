#pragma once
// A unit as the movement core sees it: a kind, a side and where it stands. Everything else a
// ruleset knows about a unit (elite, leaders, sieges) is folded into its combat value before
// it reaches the core, so that one resolver serves classical Diplomacy and Les Diadoques.
#include <cstdint>

#include "map/map.hpp"

namespace dia::adj {

// A side is any power that gives orders: a player, a neutral faction. The core only compares
// sides for equality (no self-dislodgement, cut rules).
using SideId = std::uint8_t;
inline constexpr SideId no_side = 0xFF;

// Index of a unit in the span handed to an adjudication function.
using UnitIndex = std::uint16_t;
inline constexpr UnitIndex no_unit = 0xFFFF;

inline constexpr map::SpaceId no_space = 0xFFFF;

enum class UnitKind : std::uint8_t { army, fleet };

struct Unit {
  UnitKind kind = UnitKind::army;
  SideId side = 0;
  map::NodeId node = map::no_node;
  // Strength it fights with, and what it adds when it supports (CLAUSES G1.3). 1 for every
  // classical unit; Les Diadoques gives more to elite units and commanded units.
  int combat = 1;
};

}  // namespace dia::adj
