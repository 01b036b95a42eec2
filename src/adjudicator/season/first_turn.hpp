#pragma once
// The first turn (R12): starting purchases and the spreading out of the units that still share
// a space at the end of it.
#include <optional>
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "orders/ast.hpp"
#include "state/game_state.hpp"

namespace dia::adj::season {

bool is_first_turn(const state::GameState& state);

struct PurchaseRules {
  // Sides that may buy fleets at the start (R12.start.6–7; the scenario's `fleets: true`).
  std::vector<std::string> fleet_sides = {"cassandre", "lysimaque", "ptolemee"};
  std::vector<state::UnitType> default_purchase = {state::UnitType::A, state::UnitType::A,
                                                   state::UnitType::A};  // R12.start.9
};

// Why `types` cannot be bought by `side` (R12.start.6–8, R6a.limit.1, the treasury), or nullopt.
std::optional<Text> purchase_problem(const state::GameState& state, const std::string& side,
                                     const std::vector<state::UnitType>& types,
                                     const PurchaseRules& rules);

struct PurchaseOutcome {
  std::vector<state::UnitType> bought;
  int cost = 0;
  int order = -1;                  // index of the `Achat` order used, -1 for the default purchase
  std::vector<int> ignored;        // other `Achat` orders, and an illegal one
  Text ignored_reason;             // why the side's `Achat` was not used (empty if it was)
  std::vector<std::size_t> units;  // indexes of the new units in state.units
  std::vector<Text> log;
};

// R12.start.5–10: buys the units of `side` (its `Achat` order, or the default when it sent none
// or an illegal one), places them in the side's starting province (where its diadoque stands),
// deducts the price. The diadoque commands the first unit bought, unless one of the side's
// military orders writes `*` after another bought unit's type: then the first unit of that type
// (rule chosen here; R6b.lead.6 writes the commander after the designator). Command starts
// this season, so the +1 of R6b.diad.1 first counts next season.
PurchaseOutcome apply_purchase(state::GameState& state, const std::string& side,
                               const std::vector<orders::Order>& orders,
                               const PurchaseRules& rules);

}  // namespace dia::adj::season
