#pragma once
// R6b.phil.4: if at the end of a turn Philippe III commands no unit, he and Eurydice become
// neutral where they stand (first step of the housekeeping, R8a.end.1). He may change unit
// during the turn (R6b.phil.6): only the end-of-turn position counts.
#include "adjudicator/rules/step_report.hpp"
#include "state/game_state.hpp"

namespace dia::adj::rules {

inline constexpr const char* philippe_iii = "philippe-iii";

StepReport philippe_command_check(state::GameState& state);

}  // namespace dia::adj::rules
