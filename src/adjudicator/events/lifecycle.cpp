// R14d.gen.10, .16–21: mission clocks, deadlines, removals. Not written yet.
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

void end_of_season(StepContext& ctx) {
  revolts_end_of_season(ctx);
  interventions_end_of_season(ctx);
}

}  // namespace dia::adj::events
