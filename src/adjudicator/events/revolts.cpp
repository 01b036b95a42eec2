// R14e: the revolts of Table III that put units on the map. Not written yet.
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

void start_revolt(StepContext& /*ctx*/, state::Dice& /*dice*/) {}

void revolts_end_of_season(StepContext& /*ctx*/) {}

}  // namespace dia::adj::events
