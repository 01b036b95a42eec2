// R14b storms and R14c floods at step 4. Not written yet.
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

void apply_weather(StepContext& /*ctx*/, state::Dice& /*dice*/) {}

}  // namespace dia::adj::events
