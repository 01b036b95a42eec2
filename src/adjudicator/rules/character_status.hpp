#pragma once
// Where a character stands with respect to units and escorts, shared by the end-of-turn
// character rules: association (D.associated), being alone (D.alone), being held, and what
// freeing him means (R6b.free.7).
#include <string>
#include <vector>

#include "common/message.hpp"
#include "state/game_state.hpp"

namespace dia::adj::rules {

// The unit the character commands or is attached to (index into state.units), or -1.
int carrier_of(const state::GameState& state, const std::string& character);

// Takes the character off whatever unit carries him (commander or attached).
void detach_character(state::GameState& state, const std::string& character);

// D.alone (PROPOSED): an RF member standing with his controller's own diadoque or epigone
// (alive, free, same space) is escorted, and so not alone (R6b.keep.3 treats the escort like a
// unit).
bool escorted(const state::GameState& state, const state::Character& character);

// D.alone: neither carried by a unit nor escorted.
bool alone(const state::GameState& state, const state::Character& character);

// The other member of an inseparable pair (Philippe III + Eurydice, R6b.phil.1; Roxane +
// Alexandre IV, R6b.rox.1), or "".
std::string pair_partner(const std::string& character);

// A held character: an RF member controlled by a side, or a diadoque or epigone controlled by
// a side other than his own (a prisoner).
bool held(const state::Character& character);

// R6b.free.7 (PROPOSED): a freed RF member becomes neutral where he stands; a freed diadoque or
// epigone goes back to his own side where he stands. Either way he leaves the unit that
// carried him. The pair partner is freed with him. Returns the names freed ("Roxane",
// "Alexandre IV").
std::vector<std::string> free_character(state::GameState& state, const std::string& character);

// The same as catalogue arguments: the character, then his living pair partner if any (one or
// two arg::Character), so that a sentence agrees in number and gender.
std::vector<Arg> pair_args(const state::GameState& state, const std::string& character);
// The same as one sentence: "Philippe III et Eurydice" / "Philippe III and Eurydice".
Message names_of(const state::GameState& state, const std::string& character);

}  // namespace dia::adj::rules
