#pragma once
// The intrigue steps of a military season, in the order R8a fixes. Each step finds its orders in
// ctx.orders, checks them on the position as it stands when the step comes (so that a gate is
// judged after the moves), applies them and writes their report lines.
#include "adjudicator/intrigue/step_context.hpp"

namespace dia::adj::intrigue {

// R8a.gm.5, R9c.gen.2: character gift, no-capture, assassination, royal order (R11c); passage
// is read by the legality check (G3.5). secondary_before.cpp.
void secondary_before(StepContext& ctx);

// R8a.gm.6, R9b: all counter-corruption, then all corruption; a corrupted unit or character
// changes side before the military orders are checked, so the corruptor's order for it is
// carried out (R9b.succ.2). corruption.cpp.
void corruption(StepContext& ctx);

// Before step 5: what the step-9 orders must know of the position at the start of the season
// (the sieges in progress, R9c.capital.2). secondary_after.cpp.
void start_of_turn(StepContext& ctx);

// R8a.gm.9, R9c.gen.2: gates, capital transfer, seize, dissociation, command, marriage, the
// Chandragupta accord (R11d), on the position after movement and retreats; no-control and
// no-seize are read by the control and siege steps. secondary_after.cpp.
void secondary_after(StepContext& ctx);

// R8a.end.1: gold gifts (R9c.gold) and other money due at the end of the turn, credited after
// every other spending. gold.cpp.
void end_of_turn_money(StepContext& ctx);

// R9c.give.4–5: the gifts of step 5, decided after movement and retreats, before the characters
// are associated with their units and the capture checks (R8a.gm.8). gift.cpp.
void settle_gifts(StepContext& ctx);

// R11c.eff.2: the satraps' treasury credited to the royal order's beneficiary at the end of the
// turn, right after end_of_turn_money. royal_order.cpp.
void royal_order_money(StepContext& ctx);

// After autumn (R9b.year.1, R9b.cc.4): the year's counter-corruption and corruption totals reset.
void end_of_year(state::GameState& state);

}  // namespace dia::adj::intrigue
