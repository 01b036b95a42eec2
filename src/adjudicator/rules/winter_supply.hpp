#pragma once
// Winter supply at the end of autumn (R11a.sup.1–8): a unit with no arsenal revolts.
#include <string>
#include <vector>

#include "adjudicator/rules/auction_lot.hpp"
#include "adjudicator/season.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::rules {

// The neutral_label given to units that revolt for want of supply: they go to auction the next
// spring (R11a.sup.7, R11b.unsup).
inline constexpr const char* unsupplied_label = unsupplied_auction_label;

// Is a unit of `side` standing in `space` supplied (R11a.sup.2–4)? Units in a citadel and at
// sea always are; on land the province needs a citadel, a town or a port (an arsenal, whoever
// controls it), except HYR and NAB where the side must control the province's citadel.
bool is_supplied(const map::Map& map, const state::GameState& state, const std::string& side,
                 const std::string& space);

struct SupplyRevolt {
  std::string space;
  std::string side;                   // the side it belonged to
  state::UnitType old_type{};         // before R11a.sup.6
  state::UnitType new_type{};         // Ag → Ae, Am → A, others unchanged
  std::string executed;               // the commander, executed (R11a.sup.5); "" if none
  std::vector<std::string> captured;  // other characters with it, now neutral with the unit
};

struct WinterSupplyResult {
  std::vector<SupplyRevolt> revolts;
  std::vector<Event> events;
};

// Applies R11a.sup.5–7 to `state` (the position at the end of autumn step 10): each player
// unit that is not supplied becomes neutral (label `unsupplied_label`), is downgraded, its
// commander dies and the characters with it stay with it, neutral (PROPOSED reading of
// R11a.sup.5). The caller then recomputes control (R11a.sup.8, control.hpp).
WinterSupplyResult apply_winter_supply(const map::Map& map, state::GameState& state);

}  // namespace dia::adj::rules
