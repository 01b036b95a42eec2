#pragma once
// The military orders of a Diadoques season handed to the generic movement core, and the G10
// iteration on top of it: a unit that ends up dislodged loses its whole order (R9a.ret.3–4,
// G10.1), so the phase is resolved again until the set of dislodged units is stable (G10.2); a
// cycle makes every unit of the cycle hold and is flagged (G10.3).
#include <string>
#include <vector>

#include "adjudicator/movement.hpp"
#include "adjudicator/season.hpp"
#include "map/map.hpp"
#include "orders/ast.hpp"
#include "state/game_state.hpp"

namespace dia::adj::season {

inline constexpr map::SpaceId nowhere = 0xFFFF;

// A unit's military order after the legality checks (an ignored order is a hold).
struct UnitOrder {
  enum class Kind { hold, move, support, convoy, siege, supply };
  Kind kind = Kind::hold;
  map::SpaceId to = nowhere;       // move, convoy: destination; support: into (nowhere = hold)
  map::SpaceId citadel = nowhere;  // siege, supply, support of a siege
  int target = -1;                 // support, convoy: the unit (index in state.units)
  bool via_convoy = false;
  int written_round = 0;  // siege: A1/A2 as written (informative, R9a.siege.13)
  const orders::RetreatList* retreat = nullptr;
  int report = -1;  // index of the order's report line, -1 if none (no order: holds)
};

struct Resolution {
  std::vector<Outcome> outcomes;            // per state unit
  std::vector<map::SpaceId> positions;      // per state unit: where it stands after the moves
  std::vector<int> dislodged_by;            // per state unit: the attacker, or -1
  std::vector<map::SpaceId> attacker_from;  // per state unit: where the attacker came from
  std::vector<bool> attacker_convoyed;
  std::vector<int> combat;  // per state unit: combat value used
  std::vector<map::SpaceId> standoffs;
  bool cycle = false;  // G10.3
  int iterations = 0;
  std::vector<Text> log;
};

// `orders` has one entry per state unit. Several units may share a space (first turn): all but
// one stand on stand-in copies of that space, which move like it (R12.t1.1).
Resolution resolve_orders(const map::Map& map, const state::GameState& state,
                          const std::vector<UnitOrder>& orders);

}  // namespace dia::adj::season
