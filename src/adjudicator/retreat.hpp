#pragma once
// The retreat phase (R9a.ret, DATC 6.H): each dislodged unit retreats to an adjacent empty space
// that is neither the attacker's origin (unless the attack came by convoy) nor a standoff space,
// or is disbanded. Units retreating to the same space are all disbanded.
#include <cstdint>
#include <span>
#include <vector>

#include "adjudicator/outcome.hpp"
#include "adjudicator/unit.hpp"
#include "map/map.hpp"

namespace dia::adj {

struct RetreatingUnit {
  Unit unit;
  // Where the dislodging unit came from; no_space when it came by convoy (DATC 6.H.11) or
  // when it is unknown.
  map::SpaceId attacker_from = no_space;
};

enum class RetreatKind : std::uint8_t { none, retreat, disband };

struct RetreatOrder {
  RetreatKind kind = RetreatKind::none;
  map::NodeId to = map::no_node;
};

struct RetreatResult {
  // Per retreating unit. For Reason::retreat_conflict, `by` indexes the retreating units (pass
  // them to format_outcome).
  std::vector<Outcome> outcomes;
  std::vector<map::NodeId> positions;  // where it ends; no_node when disbanded
};

// Why a retreat to `to` is not allowed, or Reason::none when it is.
Reason retreat_problem(const map::Map& map, std::span<const Unit> standing,
                       const RetreatingUnit& unit, std::span<const map::SpaceId> standoffs,
                       map::NodeId to, map::NodeId* arrival = nullptr);

// Every node the unit may retreat to (empty: it will be disbanded).
std::vector<map::NodeId> retreat_options(const map::Map& map, std::span<const Unit> standing,
                                         const RetreatingUnit& unit,
                                         std::span<const map::SpaceId> standoffs);

// `orders` has one entry per retreating unit (none = no order: the unit is disbanded).
RetreatResult adjudicate_retreats(const map::Map& map, std::span<const Unit> standing,
                                  std::span<const RetreatingUnit> retreating,
                                  std::span<const map::SpaceId> standoffs,
                                  std::span<const RetreatOrder> orders);

}  // namespace dia::adj
