#pragma once
// The regent and the royal order (R11c): who holds the regent title, which sides may give a royal
// order, which may benefit from one, and whether the eastern satraps' offer (Table IV 4, G8) may
// still come. Pure functions of a position.
#include <string>

#include "state/game_state.hpp"

namespace dia::adj::rules {

// The neutral_label of the eastern satraps' army (G8.1, G8.3): the event that makes the offer
// places a neutral A with this label; a royal order gives it to its beneficiary (R11c.eff.1).
inline constexpr const char* satraps_label = "satrapes";

// Whether the side still has a leader to hold a title or receive the satraps: a living diadoque,
// or a living epigone who has appeared (R7a).
bool has_leader(const state::GameState& state, const std::string& side);

// R11c.reg.1 (R6b.phil.2, R6b.rox.2): the side whose diadoque or epigone is regent: the side
// controlling Philippe III; if he is dead, the side controlling Alexandre IV; "" when both are
// dead, when that member is neutral, or when the side has no leader.
std::string regent_side(const state::GameState& state);

// The side whose diadoque or epigone is the husband of a living Cléopâtre (R6b.cleo.7), or "".
std::string cleopatre_husband_side(const state::GameState& state);

// R11c.who.1: the regent's side, the side of a living Cléopâtre's husband, or a side controlling
// at least two living RF members (counted per person, R6b.rf.3).
bool may_give_royal_order(const state::GameState& state, const std::string& side);

// R11c.ben.1: a surviving side with a leader that controls Suse, Ecbatane or Parsagadès.
bool may_benefit(const state::GameState& state, const std::string& side);

// R11c.stop.1 (Tool, G8): the satraps' event may still happen: no offer is pending and none has
// been settled yet (by default the event stays possible until it has happened once).
bool satraps_offer_possible(const state::GameState& state);

}  // namespace dia::adj::rules
