#pragma once
// The build and removal phase of classical Diplomacy (DATC 6.I, 6.J, 2000 rulebook): a side
// builds in its empty, owned home centres up to (centres - units), and removes down to its
// number of centres. Orders count in the order written; a side that removes too few is put in
// civil disorder: its units farthest from its owned home centres go first, fleets before armies,
// then by space name.
#include <cstdint>
#include <span>
#include <vector>

#include "adjudicator/outcome.hpp"
#include "adjudicator/unit.hpp"
#include "map/map.hpp"

namespace dia::adj {

enum class AdjustmentKind : std::uint8_t { build, remove, waive };

struct AdjustmentOrder {
  SideId side = no_side;
  AdjustmentKind kind = AdjustmentKind::build;
  UnitKind unit_kind = UnitKind::army;
  bool unit_kind_given = true;  // a removal may name the space only
  map::NodeId node = map::no_node;
};

struct AdjustmentResult {
  std::vector<Outcome> outcomes;                     // per order
  std::vector<Unit> units;                           // the units after the phase
  std::vector<UnitIndex> removed_by_civil_disorder;  // indexes into the input units
};

// `owner` and `home` are per space (no_side: nobody); only supply centres may have an owner.
AdjustmentResult adjudicate_adjustments(const map::Map& map, std::span<const Unit> units,
                                        std::span<const SideId> owner, std::span<const SideId> home,
                                        std::span<const AdjustmentOrder> orders);

}  // namespace dia::adj
