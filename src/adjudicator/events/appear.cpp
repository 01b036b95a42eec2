// Step 7 (R8a.gm.7, R8a.ev.1): the military events. Revolt and intervention units appear before
// the military orders are checked, so that what stands in their space has retreated and lost
// its orders (R14d.ret.5, R14d.ret.7) and the intervention units act at once (R14d.gen.15).
#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/events/steps.hpp"
#include "adjudicator/events/uprising_retreat.hpp"

namespace dia::adj::events {

void military_event(StepContext& ctx, state::Dice& dice) {
  const DrawnEvent& e = ctx.facts.event;
  if (!e.applies || !is_military(e)) return;
  if (e.kind == EventKind::revolt)
    start_revolt(ctx, dice);
  else
    start_intervention(ctx, dice);
}

// R14d.gen.2: each unit appears in its space once whatever stood there has gone (R14d.ret).
void arrive(StepContext& ctx, state::Dice& dice, const std::vector<Arrival>& arrivals,
            bool revolt) {
  for (const Arrival& a : arrivals) {
    clear_space_before(ctx, a, revolt, dice);
    state::Unit u;
    u.type = a.type;
    u.neutral_label = a.label;
    u.space = a.space;
    ctx.event(Text{Message{Msg::revolt_appears,
                           {arg::Piece{std::string(state::code(a.type)) + " " + a.space},
                            arg::Place{a.space}, arg::Words{revolt_name(ctx.map, a.label)}}}});
    ctx.work.units.push_back(u);
    ctx.log(Message{
        revolt ? Msg::log_revolt_appears : Msg::log_intervention_appears,
        {arg::Words{std::string(state::code(a.type))}, arg::Words{a.label}, arg::Place{a.space}}});
  }
}

}  // namespace dia::adj::events
