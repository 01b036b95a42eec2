// R9c secondary orders of the group after the military orders (step 9): gates, capital transfer,
// seize, dissociation, command, marriage, Chandragupta accord. Not adjudicated yet: reported as
// such.
#include "adjudicator/intrigue/checks.hpp"
#include "adjudicator/intrigue/steps.hpp"

namespace dia::adj::intrigue {

void check_after_order(const CheckInput& in, season::CheckedOrder& c) {
  mark_not_adjudicated(in, c);
}

void secondary_after(StepContext& ctx) {
  using K = orders::OrderKind;
  for (K k : {K::open_gates, K::capital, K::seize, K::dissociate, K::command, K::announce_marriage,
              K::marriage, K::accord})
    not_adjudicated_yet(ctx, k);
}

}  // namespace dia::adj::intrigue
