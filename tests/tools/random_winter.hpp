#pragma once
// Random winter orders (R10) for the walks of the property test and the benches, so that the
// consistency checker (tools/season_check) sees winters with builds, promotions, downgrades,
// disbands, upkeep lists, seizures and gold gifts, not only empty ones. Written as an orders
// file and read back by the real parser, like tools/random_orders; orders the position does not
// allow are simply ignored by the winter adjudication (R9a.gen.5), which is also worth playing.
#include <vector>

#include "adjudicator/season.hpp"
#include "map/map.hpp"
#include "orders/parse.hpp"
#include "state/game_state.hpp"
#include "tools/random_orders.hpp"

namespace dia::tools {

// The winter orders of every side still in the game (no neutral file: neutrals give none).
std::vector<adj::SideOrders> random_winter_orders(const map::Map& map,
                                                  const state::GameState& state,
                                                  const orders::OrderParser& parser, TestRng& rng);

}  // namespace dia::tools
