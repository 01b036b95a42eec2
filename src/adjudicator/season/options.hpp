#pragma once
// What a season needs beyond the state and the orders: the scenario's first-turn data and the
// GM's ruling on the season's event.
#include <optional>
#include <vector>

#include "adjudicator/events/event.hpp"
#include "adjudicator/season.hpp"
#include "adjudicator/season/first_turn.hpp"

namespace dia::adj {

struct SeasonOptions {
  season::PurchaseRules purchase;  // from the scenario (R12.start.6–9)
  // The GM's written ruling replacing the season's drawn event (issue 16, the [GM] clauses'
  // Tool lines): read from the season's directory by the game layer.
  std::optional<events::DrawnEvent> ruling;
};

SeasonResult adjudicate_season(const map::Map& map, const state::GameState& state,
                               const std::vector<SideOrders>& orders, const SeasonOptions& options);

}  // namespace dia::adj
