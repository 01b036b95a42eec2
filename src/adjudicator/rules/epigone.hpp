#pragma once
// Epigones appear where due (R7a, step R8a.gm.11 of a military season): from spring -314 on
// (R7a.p2.1, R7b.dyn.3), a surviving side whose diadoque is dead and whose epigone has not
// appeared yet (never more than one per game, R7a.p3.3) receives him at the end of the turn.
// The player's choice is the standing order `Epigone <space>` (R7a.p2.4, Side::epigone_choice,
// recorded by intrigue/epigone_choice): used if it is one of the spaces below and valid then;
// else the PROPOSED default order applies — the capital if the side controls it, the space where
// the diadoque died, then a controlled major, then a controlled minor (ties by seeded draw). A
// space is valid if no unit of another side stands in it and, if a citadel, the side controls it.
// With no valid space the side is eliminated (R7a.p2.3).
// The general appearance at the end of winter -313 (R7a.p3.1) belongs to the winter season: with
// `general`, every surviving side whose epigone has not appeared receives him, its diadoque
// alive or not (the diadoque's space then stands for the space of his death).
#include <string>
#include <vector>

#include "adjudicator/rules/step_report.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"
#include "state/rng.hpp"

namespace dia::adj::rules {

struct EpigoneStep {
  StepReport report;
  std::vector<std::string> no_place;  // sides to eliminate (R7a.p2.3)
};

EpigoneStep epigones_appear(const map::Map& map, state::GameState& state, state::Dice& dice,
                            bool general = false);

}  // namespace dia::adj::rules
