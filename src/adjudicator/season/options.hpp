#pragma once
// What a season needs beyond the state and the orders: the scenario's first-turn data.
#include <vector>

#include "adjudicator/season.hpp"
#include "adjudicator/season/first_turn.hpp"

namespace dia::adj {

struct SeasonOptions {
  season::PurchaseRules purchase;  // from the scenario (R12.start.6–9)
};

SeasonResult adjudicate_season(const map::Map& map, const state::GameState& state,
                               const std::vector<SideOrders>& orders, const SeasonOptions& options);

}  // namespace dia::adj
