// Step 4 (R8a.gm.4, R8a.ev.1): the season's event, unless it is military (step 7), goes to the
// step that applies its kind; and the event money credited at the end of the turn.
#include "adjudicator/events/instant_revolts.hpp"
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

void apply_event(StepContext& ctx, state::Dice& dice) {
  const DrawnEvent& e = ctx.facts.event;
  if (!e.applies || is_military(e)) return;
  switch (e.kind) {
    case EventKind::sea_storm:
    case EventKind::sand_storm:
    case EventKind::snow_storm:
    case EventKind::flood:
      apply_weather(ctx, dice);
      break;
    case EventKind::royal_death:
      apply_royal_death(ctx, dice);
      break;
    case EventKind::revolt:
      apply_instant_revolt(ctx, dice);
      break;
    case EventKind::intervention:
      apply_gift(ctx, dice);
      break;
    case EventKind::none:
      break;
  }
}

void credit_event_money(StepContext& ctx) {
  take_tarentine_treasure(ctx);  // R14e.tar.3: the treasure, if still there, sets its amount
  for (const intrigue::TurnFacts::EventCredit& c : ctx.facts.event_credits)
    ctx.credit(c.side, c.amount, c.what, c.clause);
}

}  // namespace dia::adj::events
