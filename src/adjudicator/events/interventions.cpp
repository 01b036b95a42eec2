// R14f: the interventions of Table IV. Not written yet.
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

void start_intervention(StepContext& /*ctx*/, state::Dice& /*dice*/) {}

void interventions_end_of_season(StepContext& /*ctx*/) {}

}  // namespace dia::adj::events
