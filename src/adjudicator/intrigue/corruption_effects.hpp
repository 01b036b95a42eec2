#pragma once
// What a successful corruption does, at once, at step 6 (R9b.succ.1–9, R9b.char.1): the unit
// or character joins the corrupting side before the military orders are checked, so that side's
// order for it is then carried out like its own (R9b.succ.2), and its province or citadel
// follows.
#include <string>
#include <vector>

#include "adjudicator/intrigue/corruption_target.hpp"
#include "adjudicator/intrigue/step_context.hpp"

namespace dia::adj::intrigue {

// `leaving`: the characters the target's owner ordered away from their unit this turn
// (ordered_to_leave); `no_seize`: the corrupting side wrote `Pas de saisie` for the citadel.
void apply_corruption(StepContext& ctx, const Target& target, const std::string& side,
                      const std::vector<std::string>& leaving, bool no_seize);

}  // namespace dia::adj::intrigue
