#pragma once
// R7a.p2.4 (PROPOSED tool): `Epigone <space>`, the player's choice of where his epigone appears
// when he is due (R7a.p2.1–2, R7a.p3.1). The choice stands until it is used: it is kept in the
// state (Side::epigone_choice), a later order replaces it, and rules/epigone.cpp places the
// epigone there if the space is valid then (else the default order applies).
#include "adjudicator/intrigue/checks.hpp"
#include "adjudicator/intrigue/step_context.hpp"

namespace dia::adj::intrigue {

// check --game: the side in play, its epigone alive and not on the map yet.
void check_epigone_choice(const CheckInput& in, season::CheckedOrder& c);

// Before the epigones appear (R8a.gm.11, R8b.gm.3): every `Epigone <space>` order of the
// season, recorded or ignored with the reason.
void record_epigone_choices(StepContext& ctx);

}  // namespace dia::adj::intrigue
