#pragma once
// The movement phase: a pure function of (map, units, orders) to outcomes, new positions,
// dislodged units and standoff spaces. Decision-based resolution after L. B. Kruijswijk
// (DATC, section 5): every order is one yes/no decision, cycles are settled by trying both
// guesses; circular movement succeeds, convoy paradoxes follow the Szykman rule.
#include <cstdint>
#include <span>
#include <vector>

#include "adjudicator/outcome.hpp"
#include "adjudicator/unit.hpp"
#include "map/map.hpp"

namespace dia::adj {

enum class OrderKind : std::uint8_t { hold, move, support, convoy };

// One order per unit. Locations are nodes as written; coasts written for a unit's own place or
// for a supported unit are not checked (the unit is found by space).
struct Order {
  OrderKind kind = OrderKind::hold;
  // support, convoy: where the supported or convoyed unit stands.
  map::NodeId of = map::no_node;
  // move: destination (a space's main node when no coast is written);
  // support: destination of the supported move, or no_node to support a hold;
  // convoy: the army's destination.
  map::NodeId to = map::no_node;
  bool via_convoy = false;  // move: "via convoy" written (DATC 4.A.3)
};

struct MovementRules {
  // DATC 6.G.8: an army ordered "via convoy" with no convoy ordered for it moves over land if it
  // can. true = DATC v2.4 / 2000 rulebook preference (the godip and jDip files); false = v3.0.
  bool via_convoy_falls_back_to_land = true;
};

struct Dislodgement {
  UnitIndex unit = no_unit;
  UnitIndex attacker = no_unit;
  map::SpaceId attacker_from = no_space;
  bool attacker_convoyed = false;  // then the unit may retreat to attacker_from (DATC 6.H.11)
};

struct MovementResult {
  std::vector<Outcome> outcomes;  // per unit, same index as the input
  std::vector<map::NodeId>
      positions;  // per unit after the moves (dislodged units: where they were)
  std::vector<Dislodgement> dislodged;
  std::vector<map::SpaceId> standoffs;  // spaces left empty by a bounce (no retreat there)
};

// `orders` has one entry per unit (a missing order is a hold). Units must stand on distinct
// spaces.
MovementResult adjudicate_movement(const map::Map& map, std::span<const Unit> units,
                                   std::span<const Order> orders, const MovementRules& rules = {});

}  // namespace dia::adj
