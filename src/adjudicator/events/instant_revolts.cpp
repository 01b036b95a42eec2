// R14e.nora, R14e.car, R14e.tar at step 4: dispatch, and what the three revolts share.
#include "adjudicator/events/instant_revolts.hpp"

#include "adjudicator/events/draw_line.hpp"

namespace dia::adj::events {

void apply_instant_revolt(StepContext& ctx, state::Dice& dice) {
  const std::string& id = ctx.facts.event.what;
  if (id == "nora_isaura")
    apply_nora_isaura(ctx);
  else if (id == "cariens")
    apply_carians(ctx);
  else if (id == "tarentins")
    apply_tarentines(ctx, dice);
}

void instant_cannot_apply(StepContext& ctx, const std::string& clause) {
  DrawnEvent& e = ctx.facts.event;
  e.applies = false;
  e.why_not = clause;
  // The line was written at step 1 from the draw; the reason is known only now (units bought at
  // the auction of step 3 count), so it is written again.
  ctx.result.season_event = event_line(e, ctx.map, ctx.work);
  ctx.log(Message{Msg::log_prefixed,
                  {arg::Clause{"R14.gen.3"}, arg::Sub{ctx.result.season_event.messages()}}});
}

void turn_neutral(StepContext& ctx, const std::string& space, const std::string& clause) {
  const std::string before = ctx.work.controller_of(space);
  if (before.empty()) {
    ctx.log(Message{Msg::log_already_neutral, {arg::Clause{clause}, arg::Place{space}}});
    return;
  }
  ctx.work.control.erase(space);
  ctx.event(Text{Message{Msg::instant_turns_neutral, {arg::Place{space}, arg::Clause{clause}}}});
  ctx.log(
      Message{Msg::log_turns_neutral, {arg::Clause{clause}, arg::Place{space}, arg::Side{before}}});
}

}  // namespace dia::adj::events
