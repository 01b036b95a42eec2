#pragma once
// The count of the marginal-victory votes (R3.marg), at GM step 2 of a military season
// (R8a.gm.2) and GM step 1 of a winter (R8b.gm.1): the same step for both.
#include <string>

#include "adjudicator/intrigue/step_context.hpp"

namespace dia::adj::intrigue {

// Notes every vote order (counted, or ignored with the reason), announces each candidate's
// count in the results, and returns the side whose marginal victory every other surviving side
// voted for ("" if none; the first in state order if two). The victory itself is declared by the
// victory check at the end of the turn (R3.end.1), after total and measured victories.
std::string count_votes(StepContext& ctx);

}  // namespace dia::adj::intrigue
