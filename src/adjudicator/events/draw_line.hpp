#pragma once
// The season's event line (R14.gen.8): every roll, the result, and whether it applies, as data.
#include "adjudicator/events/event.hpp"
#include "adjudicator/season.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::events {

// The result alone ("révolte : Révolte des Arméniens"), names from the map and the state.
Message event_result(const DrawnEvent& event, const map::Map& map, const state::GameState& state);
// The whole line: the rolls then the result, or the GM's decision with its note.
Text event_line(const DrawnEvent& event, const map::Map& map, const state::GameState& state);

}  // namespace dia::adj::events
