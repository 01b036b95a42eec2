#include "adjudicator/winter/steps.hpp"

namespace dia::adj::winter {

void economic_orders(intrigue::StepContext& ctx, WinterFacts&) {
  using K = orders::OrderKind;
  for (K k : {K::downgrade, K::disband, K::build, K::promote})
    intrigue::not_adjudicated_yet(ctx, k);
}

void winter_gold(intrigue::StepContext& ctx, WinterFacts&) {
  intrigue::not_adjudicated_yet(ctx, orders::OrderKind::gold);
}

}  // namespace dia::adj::winter
