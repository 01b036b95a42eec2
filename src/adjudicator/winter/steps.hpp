#pragma once
// The steps of a winter (R8b), in the order the rules fix. Each step finds its orders in
// ctx.orders (ctx.of_kind), checks them on the position as it stands when the step comes,
// applies them and writes their report lines: succeeded, failed, ignored with the reason, or
// not adjudicated yet (never silently dropped). The pipeline (pipeline.cpp) has already set
// aside every order that is not a winter order (Msg::order_not_in_winter).
#include "adjudicator/intrigue/step_context.hpp"
#include "adjudicator/winter/winter_facts.hpp"

namespace dia::adj::winter {

// Orders a winter file may hold: economic orders (R10), gold gifts (R9c.gold.4), treasure
// seizure at income time (R10.income.6), marginal-victory votes (R3.marg.4), and the standing
// orders (epigone placement R7a.p2.4, an eliminated side's treasury R7c.elim.4).
bool is_winter_order(orders::OrderKind kind);

// R8b.gm.1, R3.marg: a marginal-victory vote under way is counted. votes.cpp.
void count_votes(intrigue::StepContext& ctx, WinterFacts& facts);

// R8b.gm.2 first half: income (R10.income, R5b) from the control at the start of winter, and
// treasures seized at income time (R10.income.6, R9c.seize). income_step.cpp.
void collect_income(intrigue::StepContext& ctx, WinterFacts& facts);

// R8b.gm.2, R10.ord: downgrades, upkeep, disbanding, builds and promotions, judged together
// against the treasury and the unit limits (R10.ord.1, R6a.limit). economy.cpp.
void economic_orders(intrigue::StepContext& ctx, WinterFacts& facts);

// R8b.gm.2 last, R10.ord.2, R9c.gold.4: gold gifts after every other winter order. economy.cpp.
void winter_gold(intrigue::StepContext& ctx, WinterFacts& facts);

// R8b.gm.3: epigones appear where due, the general appearance at the end of winter -313
// included (R7a.p3.1). year_end.cpp.
void epigones(intrigue::StepContext& ctx, WinterFacts& facts);

// The turn of the year, after everything else, on the next turn's position (its season already
// advanced): dynasties (R7b.dyn.1). The corruption totals reset after autumn (R9b.year.1) and
// the shared-victory timer is kept every season (R3.shared.2, rules/victory.hpp). year_end.cpp.
void turn_of_year(intrigue::StepContext& ctx, WinterFacts& facts);

}  // namespace dia::adj::winter
