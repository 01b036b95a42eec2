#pragma once
// R6b.rf.4, at the character-retreat step (R8a.gm.8, PROPOSED, G11.1): an uncontrolled member
// of the Royal Family standing alone in a land province or a sea zone withdraws to a neutral
// citadel he can reach from there (a citadel of that province, or a port citadel with access
// from that sea zone), picked by a seeded draw when there are several. With none, he stays.
// A pair (Philippe III + Eurydice, Roxane + Alexandre IV) withdraws as one piece. A member a
// revolt holds (Character::held_by) stays with the revolt.
#include "adjudicator/rules/step_report.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"
#include "state/rng.hpp"

namespace dia::adj::rules {

// The neutral citadels an RF member standing in `space` can withdraw to, in map order.
std::vector<std::string> withdrawal_citadels(const map::Map& map, const state::GameState& state,
                                             const std::string& space);

// Moves every such RF member (public events; the draw is logged with its purpose).
StepReport withdraw_royal_family(const map::Map& map, state::GameState& state, state::Dice& dice);

}  // namespace dia::adj::rules
