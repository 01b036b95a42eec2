#pragma once
// R14b.storm.1, R14c.flood.3: a character caught in a storm or standing in a flooded province
// "ne peut exécuter aucun ordre (militaire, corruption ou ordre secondaire)" (S1:L1270, L1283).
// Military orders and corruption agents are refused by the legality check and by R9b.means.4;
// this step refuses the secondary orders a character carries out himself.
#include "adjudicator/intrigue/step_context.hpp"

namespace dia::adj::intrigue {

// Before step 5 (R8a.gm.5), once the event's spaces are known (TurnFacts::storm_or_flood): each
// gift of a character, dissociation, command, marriage and announcement of marriage whose
// character stands in a hit space is ignored with its reason and set aside
// (TurnFacts::silenced), so that the steps 5 and 9 never see it.
void caught_in_storm(StepContext& ctx);

}  // namespace dia::adj::intrigue
