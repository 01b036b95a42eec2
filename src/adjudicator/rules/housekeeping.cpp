#include "adjudicator/rules/housekeeping.hpp"

#include "adjudicator/rules/elimination.hpp"
#include "adjudicator/rules/keep_control.hpp"
#include "adjudicator/rules/philippe_command.hpp"
#include "adjudicator/rules/release.hpp"

namespace dia::adj::rules {

StepReport housekeeping(const map::Map& map, state::GameState& state,
                        const HousekeepingInput& input, state::Dice& dice) {
  StepReport out;
  out.append(philippe_command_check(state));
  out.append(keep_control_check(map, state));
  // Gold gifts (R9c.gold) and event money (R14f) would come here: secondary orders and events
  // are not adjudicated yet, as the season's log already says.
  for (const Elimination& e : due_eliminations(map, state, input.deaths, input.no_epigone_place))
    out.append(eliminate_side(map, state, e, dice, input.taken));
  out.append(free_in_neutral_citadels(map, state, input.start_control));
  return out;
}

}  // namespace dia::adj::rules
