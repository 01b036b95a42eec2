#pragma once
// Keeping control of characters at the end of a turn (R6b.keep.1–3, housekeeping after the
// Philippe III check, R8a.end.1). A character who fails his test is freed where he stands
// (R6b.free.7): an RF member becomes neutral, a captured diadoque or epigone returns to his side.
//   keep.1: a captured diadoque or epigone stays held only while associated with a unit of his
//           captor or shut in a citadel the captor controls;
//   keep.2: Philippe III (and Eurydice with him) only while he commands a unit of his
//           controller;
//   keep.3: any other RF member only while associated with a unit of his controller,
//           accompanying the controller's diadoque or epigone, or in a citadel the controller
//           controls. A pair is one piece: kept if either member passes.
#include "adjudicator/rules/step_report.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::rules {

StepReport keep_control_check(const map::Map& map, state::GameState& state);

}  // namespace dia::adj::rules
