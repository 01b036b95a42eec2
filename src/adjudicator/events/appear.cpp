// Step 7 (R8a.gm.7, R8a.ev.1): the military events. Revolt and intervention units appear before
// the military orders are checked, so that what stands in their space has retreated and lost
// its orders (R14d.ret.5, R14d.ret.7) and the intervention units act at once (R14d.gen.15).
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

void military_event(StepContext& ctx, state::Dice& dice) {
  const DrawnEvent& e = ctx.facts.event;
  if (!e.applies || !is_military(e)) return;
  if (e.kind == EventKind::revolt)
    start_revolt(ctx, dice);
  else
    start_intervention(ctx, dice);
}

// Not written yet: the units appear, nothing retreats before them (R14d.ret).
void arrive(StepContext& ctx, const std::vector<Arrival>& arrivals, bool /*revolt*/) {
  for (const Arrival& a : arrivals) {
    state::Unit u;
    u.type = a.type;
    u.neutral_label = a.label;
    u.space = a.space;
    ctx.work.units.push_back(u);
  }
}

}  // namespace dia::adj::events
