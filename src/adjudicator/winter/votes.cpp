#include "adjudicator/winter/steps.hpp"

namespace dia::adj::winter {

void count_votes(intrigue::StepContext& ctx, WinterFacts&) {
  intrigue::not_adjudicated_yet(ctx, orders::OrderKind::vote);
}

}  // namespace dia::adj::winter
