#pragma once
// The end-of-turn housekeeping of a military season (R8a.end.1, PROPOSED), after the epigones
// (R8a.gm.11), in this order:
//   1. the Philippe III command check (R6b.phil.4, philippe_command.hpp);
//   2. the keep-control checks (R6b.keep.1–3, keep_control.hpp);
//   3. gold gifts and event money: not adjudicated yet (logged);
//   4. elimination processing (R7a, R7c, elimination.hpp), then the release of those held in
//      citadels that became neutral this season without joining a revolt (R6b.free.1).
// The pipeline then recomputes control, updates PP (R13) and checks victory (victory.hpp).
#include <map>
#include <string>
#include <vector>

#include "adjudicator/rules/elimination.hpp"
#include "adjudicator/rules/scoring.hpp"
#include "adjudicator/rules/step_report.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"
#include "state/rng.hpp"

namespace dia::adj::rules {

struct HousekeepingInput {
  std::vector<CharacterDeath> deaths;                // this season's (R7c.elim.5)
  std::vector<std::string> no_epigone_place;         // R7a.p2.3 (epigone.hpp)
  std::map<std::string, std::string> start_control;  // control at the season's start
  std::vector<CitadelTaking> taken;  // citadels taken between sides this season (R7c.elim.5)
};

StepReport housekeeping(const map::Map& map, state::GameState& state,
                        const HousekeepingInput& input, state::Dice& dice);

}  // namespace dia::adj::rules
