#pragma once
// The victory check at the end of every turn, after all other steps (R3.end.1, PROPOSED), in
// the order total (R3.total.1) → measured (R3.meas.3) → marginal (vote, R3.marg) → shared
// (R3.shared); the first condition met ends the game, and the results then give the final
// standings (every side's PV and PP, the eliminated sides last).
//   * marginal: the candidates (R3.marg.1) are announced; the votes are counted at step 2
//     (intrigue/votes.hpp), which hands the winner, if any, to this check;
//   * shared: declared at a winter only (R3.shared.2), so never at a military season.
#include <optional>
#include <string>

#include "adjudicator/rules/step_report.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::rules {

struct VictoryCheck {
  std::optional<state::Victory> victory;  // the season id is the state's current season
  StepReport report;                      // the public announcement, candidacies, log
};

struct VictoryInputs {
  std::string marginal;  // the side every other surviving side voted for this turn (R3.marg.3)
};

// On the position at the end of the turn, after the PP update and record_major_changes.
VictoryCheck check_victory(const map::Map& map, const state::GameState& state,
                           const VictoryInputs& in = {});

// R3.shared.2: records in `work` the season `start` was (the one adjudicated) when a major
// citadel's controller differs between the two positions. Every season, before the check.
void record_major_changes(const map::Map& map, const state::GameState& start,
                          state::GameState& work);

// R3.shared.1–2: at winter Y, true when no major has changed controller since winter Y-2.
bool shared_victory_due(const state::GameState& state);

}  // namespace dia::adj::rules
