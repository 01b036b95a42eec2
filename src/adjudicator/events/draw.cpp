// Step 1 (R8a.gm.1, R14.gen, R14T): the draw from the event tables. Not written yet: the
// season's event is reported "not yet drawn".
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

void draw_event(StepContext& ctx, state::Dice& /*dice*/, const DrawnEvent* ruling) {
  if (ruling != nullptr) ctx.facts.event = *ruling;
  ctx.result.season_event = Text{Message{Msg::event_not_drawn, {}}};
  ctx.log("not yet adjudicated: the season's random event (R8a.gm.1, R14)");
}

}  // namespace dia::adj::events
