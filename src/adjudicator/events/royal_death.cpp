// R14a: the death of an RF member at step 4. Not written yet.
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

void apply_royal_death(StepContext& /*ctx*/, state::Dice& /*dice*/) {}

}  // namespace dia::adj::events
