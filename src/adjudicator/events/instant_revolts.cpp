// R14e.nora, R14e.car, R14e.tar at step 4. Not written yet.
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

void apply_instant_revolt(StepContext& /*ctx*/, state::Dice& /*dice*/) {}

}  // namespace dia::adj::events
