#pragma once
// A bought unit joins its winner at step 3 (R11b.win.1): its side, its space's control, the
// characters with it. A limit may be exceeded until the winter (R11b.win.3, R6a.limit.3): no
// check here.
#include <cstddef>
#include <string>

#include "adjudicator/intrigue/step_context.hpp"

namespace dia::adj::auction {

void join_winner(intrigue::StepContext& ctx, std::size_t unit, const std::string& winner);

}  // namespace dia::adj::auction
