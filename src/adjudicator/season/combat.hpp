#pragma once
// Combat value (D.strength): the table value (R6a-T1) plus the commander's +1 (R6b.diad.1,
// R6b.oly.1), which counts in every comparison (R6b.diad.2).
#include "state/game_state.hpp"

namespace dia::adj::season {

// The +1 is given by a diadoque of the unit's own side, or by Olympias (PROPOSED: with the same
// continuity condition), only if he has commanded the unit without a break since the end of the
// previous turn: Unit::commander_since names the season in which the command began, so the bonus
// applies from the next season on (never in the season the command starts, never in turn 1).
bool leader_bonus(const state::GameState& state, const state::Unit& unit);
int combat_value(const state::GameState& state, const state::Unit& unit);

}  // namespace dia::adj::season
