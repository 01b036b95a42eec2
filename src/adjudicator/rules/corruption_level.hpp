#pragma once
// Corruption levels and the chance of success (R9b.lvl, R9b.roll.1), as pure functions of a
// position: base levels from Table R6a-T1 (state/units) for units and Table R6b-T1 (here) for
// the Royal Family, the year's counter-corruption, and the commander's modifier.
#include <string>

#include "state/game_state.hpp"

namespace dia::adj::rules {

// Table R6b-T1: the corruption level of a Royal Family member, in T (Philippe III + Eurydice
// 10, Roxane + Alexandre IV 10, Olympias 5, Cléopâtre 10); -1 for anyone else (the diadoques
// and epigones can never be corrupted, R9b.tgt.3).
int royal_base_level(const std::string& character);

// R9b.tgt.4: the pairs Philippe III + Eurydice and Roxane + Alexandre IV are one target, named
// by its first member; anyone else is his own target.
std::string target_id(const std::string& character);

// The commander's modifier of a unit's level (R9b.lvl.1, R6b.diad.3, R6b.epi.1, R6b.oly.2,
// R6b.cleo.6): +10 for a diadoque or epigone, +10 more for Cléopâtre's husband while she lives,
// -5 for Olympias; 0 without commander or for Philippe III (R6b.phil.3).
int commander_modifier(const state::GameState& state, const state::Unit& unit);

struct Level {
  int base = 0;       // R6a-T1 or R6b-T1
  int counter = 0;    // counter-corruption received this year (R9b.cc.4)
  int commander = 0;  // commander_modifier, unless he was ordered to leave (R9b.lvl.3)
  int total() const { return base + counter + commander; }
};

// R9b.lvl.1, R9b.lvl.3: `commander_leaves` = its commander was ordered this turn to leave the
// unit (a lone move or a dissociation); his modifier is then not applied, nor Cléopâtre's.
Level unit_level(const state::GameState& state, const state::Unit& unit, bool commander_leaves);
// R9b.lvl.2.
Level character_level(const state::Character& character);

// R9b.roll.1: 75 + the T this side paid against the target this year (this attempt included)
// - the target's level, at most 95 (and at least 0).
int success_chance(int paid_this_year, int level);

}  // namespace dia::adj::rules
