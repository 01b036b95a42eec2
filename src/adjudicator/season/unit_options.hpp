#pragma once
// What each unit of a side may be ordered next season, for the order sheet sent with the
// results (issue 31): the spaces it may move to directly, the citadels it may besiege, the ones
// it may supply. Each option is an order the season's own legality check (legality.hpp, the one
// `check --game` uses) accepts on this position, so the sheet never offers what the adjudicator
// would ignore. Moves by convoy are left out: whether one is possible depends on other orders.
#include <string>
#include <vector>

#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::season {

struct UnitOptions {
  int unit = -1;                       // index in state.units
  std::vector<map::SpaceId> moves;     // in map order
  std::vector<map::SpaceId> sieges;    // citadels: A1, or A2 where a round is already won
  std::vector<map::SpaceId> supplies;  // citadels
  bool second_round = false;  // a round won against its siege's citadel: A2 there, A1 elsewhere
};

// The options of every unit of `side` in `state` (a military season's position), in state
// order.
std::vector<UnitOptions> unit_options(const map::Map& map, const state::GameState& state,
                                      const std::string& side);

}  // namespace dia::adj::season
