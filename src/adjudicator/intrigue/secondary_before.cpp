// R9c secondary orders of the group before the military orders (step 5): character gift,
// no-capture, assassination, royal order. Not adjudicated yet: reported as such.
#include "adjudicator/intrigue/checks.hpp"
#include "adjudicator/intrigue/steps.hpp"

namespace dia::adj::intrigue {

void check_before_order(const CheckInput& in, season::CheckedOrder& c) {
  mark_not_adjudicated(in, c);
}

void secondary_before(StepContext& ctx) {
  using K = orders::OrderKind;
  for (K k : {K::give, K::spare, K::assassinate, K::royal_order}) not_adjudicated_yet(ctx, k);
}

}  // namespace dia::adj::intrigue
