#pragma once
// What becomes of the units nobody bought (R11b.bid.9): at the auction step, the units that
// revolted for want of supply are eliminated (R11b.unsup.2), the others stay neutral and on sale;
// at the end of summer the disbanded ones are eliminated (R11b.disb.3); at the end of autumn an
// eliminated side's are kept for good or eliminated (R11b.elim.3). auction.hpp's end_of_season.
#include <cstddef>
#include <vector>

#include "adjudicator/intrigue/step_context.hpp"

namespace dia::adj::auction {

// `unsold`: indexes in ctx.work.units of the lots examined and not sold this step.
void after_auction(intrigue::StepContext& ctx, const std::vector<std::size_t>& unsold);

}  // namespace dia::adj::auction
