#pragma once
// The winter (economic) season (R8b): a pure function of (map, state, orders) to (next state,
// what happened), as adjudicate_season is for a military season, which calls it for a winter.
#include <vector>

#include "adjudicator/season.hpp"

namespace dia::adj::winter {

SeasonResult adjudicate_winter(const map::Map& map, const state::GameState& state,
                               const std::vector<SideOrders>& orders);

}  // namespace dia::adj::winter
