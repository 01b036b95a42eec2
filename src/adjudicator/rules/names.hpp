#pragma once
// How the rule modules name units and sides in their notes and events.
#include <string>

#include "adjudicator/season.hpp"
#include "state/game_state.hpp"

namespace dia::adj::rules {

// "A* SYR", "Fe# MOR", "A PHR": designator, commander mark (diadoque `*`, epigone `#`), space.
std::string unit_label(const state::Unit& unit, const state::GameState* state = nullptr);
// The side's diadoque name ("Séleucos"), or "neutre" / "neutral" for "".
std::string side_name(const state::GameState& state, const std::string& side, bool french = true);

// A side as a catalogue argument: its diadoque's name, or "" for the neutrals (worded
// "neutre" / "neutral" by the catalogue).
inline arg::Side side_arg(const state::GameState& state, const std::string& side) {
  return arg::Side{side.empty() ? std::string() : side_name(state, side)};
}

// An event every reader sees.
inline Event public_event(Message said) {
  Event e;
  e.text = std::move(said);
  return e;
}

}  // namespace dia::adj::rules
