#pragma once
// What the season pipeline hands the rule modules (src/adjudicator/rules/) once movement is
// resolved (G10.5): the movement facts of every unit, and the siege input (siege orders with
// their supports and combat values, supply orders, garrison hold strengths R9a.port.5).
#include <string>
#include <vector>

#include "adjudicator/rules/movement_facts.hpp"
#include "adjudicator/rules/siege.hpp"
#include "adjudicator/season/resolution.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::season {

// `before`: the position at the start of the season (indexes match `orders` and `res`).
rules::MovementFacts movement_facts(const map::Map& map, const state::GameState& before,
                                    const std::vector<UnitOrder>& orders, const Resolution& res);

struct SiegeBridge {
  rules::SiegeInput input;
  std::vector<int> siege_unit;   // per input.sieges entry: the unit (index in `before`)
  std::vector<int> supply_unit;  // per input.supplies entry
};

// `no_seize`: (side, citadel code) pairs of `Pas de saisie` orders (R9c.noseize.1).
SiegeBridge siege_input(const map::Map& map, const state::GameState& before,
                        const std::vector<UnitOrder>& orders, const Resolution& res,
                        const std::vector<std::pair<std::string, std::string>>& no_seize);

}  // namespace dia::adj::season
