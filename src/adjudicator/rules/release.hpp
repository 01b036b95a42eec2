#pragma once
// R6b.free.1: a held character (rules/character_status.hpp) is freed when the citadel holding
// him becomes neutral without joining a revolt. A citadel where a neutral unit now stands has
// gone over to a revolt or an auction lot (R11e.ctrl.1) and frees nobody; a fallen citadel's
// occupants were already taken by the new controller (R6b.cap.3).
#include <map>
#include <string>

#include "adjudicator/rules/step_report.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::rules {

// `before_control`: the control the citadels had before (the season's start). Frees those held
// by the former owner in every citadel now neutral (R6b.free.7), with a public event.
StepReport free_in_neutral_citadels(const map::Map& map, state::GameState& state,
                                    const std::map<std::string, std::string>& before_control);

// The same for one citadel that has just become neutral, held by `former_owner` (R7c.elim.1).
StepReport free_in_citadel(state::GameState& state, const std::string& citadel,
                           const std::string& former_owner, const char* clause);

}  // namespace dia::adj::rules
