// R14f.gift at step 4. Not written yet.
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

void apply_gift(StepContext& /*ctx*/, state::Dice& /*dice*/) {}

}  // namespace dia::adj::events
