#include "adjudicator/intrigue/votes.hpp"
#include "adjudicator/winter/steps.hpp"

namespace dia::adj::winter {

// The same count as a military season's step 2 (R8a.gm.2); the victory is declared by the
// check at the end of the winter (R3.end.1).
void count_votes(intrigue::StepContext& ctx, WinterFacts& facts) {
  facts.marginal_victor = intrigue::count_votes(ctx);
}

}  // namespace dia::adj::winter
