#include "adjudicator/intrigue/epigone_choice.hpp"
#include "adjudicator/rules/dynasties.hpp"
#include "adjudicator/rules/epigone.hpp"
#include "adjudicator/winter/steps.hpp"

namespace dia::adj::winter {

namespace {
void take(intrigue::StepContext& ctx, rules::StepReport step) {
  for (Event& e : step.events) ctx.result.events.push_back(std::move(e));
  for (Text& l : step.log) ctx.log(std::move(l));
  for (MoneyMove& m : step.money) ctx.result.money.push_back(std::move(m));
}
}  // namespace

// R8b.gm.3: an epigone due (R7a.p2.1, from winter -314 on: R7b.dyn.3 keeps them out before
// spring -314) appears; at the end of winter -313 every surviving side without one receives its
// epigone (R7a.p3.1). A side with no valid space keeps its diadoque and waits: R7a.p2.3's
// elimination is judged by the military season's housekeeping.
void epigones(intrigue::StepContext& ctx, WinterFacts&) {
  const bool general = ctx.work.season.year == -313;
  intrigue::record_epigone_choices(ctx);  // R7a.p2.4: where the players want them
  rules::EpigoneStep step = rules::epigones_appear(ctx.map, ctx.work, ctx.dice, general);
  take(ctx, std::move(step.report));
}

// After the victory check, on the position of the next turn (its season already advanced):
// the dynasties (R7b.dyn.1). The year's corruption totals were reset after autumn (R9b.year.1,
// in the military season), so nothing of the kind is left to reset here.
void turn_of_year(intrigue::StepContext& ctx, WinterFacts&) {
  take(ctx, rules::establish_dynasties(ctx.work));
}

}  // namespace dia::adj::winter
