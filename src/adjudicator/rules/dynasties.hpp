#pragma once
// R7b.dyn.1: dynasties are established at whichever comes first, the start of the turn after the
// last living member of the royal family dies (R14a.death.5), or spring -306. Once established
// they stay (R7b.dyn.2–5 read GameState::dynasties).
#include "adjudicator/rules/step_report.hpp"
#include "state/game_state.hpp"

namespace dia::adj::rules {

// On the next turn's position (its season already advanced): sets `dynasties` and announces it
// in the results of the turn that ends, when due.
StepReport establish_dynasties(state::GameState& next);

}  // namespace dia::adj::rules
