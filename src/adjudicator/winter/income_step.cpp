#include "adjudicator/winter/steps.hpp"

namespace dia::adj::winter {

void collect_income(intrigue::StepContext& ctx, WinterFacts&) {
  intrigue::not_adjudicated_yet(ctx, orders::OrderKind::seize);
}

}  // namespace dia::adj::winter
