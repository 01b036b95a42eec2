#pragma once
// The GM's ruling on the season's event (R8a.gm.1; the Tool lines of the [GM] clauses of R14):
// `seasons/<id>/event.yaml` names the row of the event tables the GM decides on, in place of
// the draw. The ruled event is judged as a drawn one would be (R14.gen.3–7: it may produce
// nothing), rolls nothing on the table dice, and is published as the GM's decision with his note.
// The event's own dice (a revolt unit's space, a sinking) still come from the season's event
// generator, and the game's generator is untouched: a redo with another ruling changes nothing
// else (see docs/gamemaster.md).
//
//   row: T3.8          # a row of Tables I–V (Table I only for the events it decides itself:
//                      # sand and snow storms, floods), or `none` for no event this season
//   variant: Pella     # optional: the row's alternative (a gift's citadel)
//   note: "..."        # optional: the GM's words, published with the event line
#include <optional>
#include <string>
#include <string_view>

#include "adjudicator/events/event.hpp"
#include "common/diagnostic.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::events {

// Reads a ruling file against the map's event tables and the season's state. nullopt with
// errors at file:line:column (unknown key or row with the nearest valid one, a Table I row that
// sends to another table, a result the draw would redraw, a variant that is not on the map).
std::optional<DrawnEvent> read_ruling(std::string_view yaml, const std::string& file_label,
                                      const map::Map& map, const state::GameState& state,
                                      Diagnostics& diagnostics);

}  // namespace dia::adj::events
