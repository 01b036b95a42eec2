#pragma once
// The victory check at the end of every turn, after all other steps (R3.end.1, PROPOSED), in
// the order total (R3.total.1) → measured (R3.meas.3) → marginal (vote, R3.marg) → shared
// (R3.shared); the first condition met ends the game.
//   * marginal: the candidates (R3.marg.1) are announced; the votes are secondary orders not
//     adjudicated yet (logged), and no marginal victory can be won in -319 (R3.marg.5);
//   * shared: declared at a winter only (R3.shared.2), so never at a military season.
#include <optional>

#include "adjudicator/rules/step_report.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::rules {

struct VictoryCheck {
  std::optional<state::Victory> victory;  // the season id is the state's current season
  StepReport report;                      // the public announcement, candidacies, log
};

// On the position at the end of the turn, after the PP update.
VictoryCheck check_victory(const map::Map& map, const state::GameState& state);

}  // namespace dia::adj::rules
