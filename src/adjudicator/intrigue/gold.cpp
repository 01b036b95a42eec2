// R9c.gold: gold gifts, credited at the end of the turn (R8a.end.1). Not adjudicated yet:
// reported as such.
#include "adjudicator/intrigue/checks.hpp"
#include "adjudicator/intrigue/steps.hpp"

namespace dia::adj::intrigue {

void check_gold_order(const CheckInput& in, season::CheckedOrder& c) {
  mark_not_adjudicated(in, c);
}

void end_of_turn_money(StepContext& ctx) {
  not_adjudicated_yet(ctx, orders::OrderKind::gold);
}

}  // namespace dia::adj::intrigue
