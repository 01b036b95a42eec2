#pragma once
// The auctions of a military season (R11b), at GM step 3 (R8a.gm.3): before the intrigue steps
// and the military check, so that a bought unit's order from its winner is carried out this turn
// (R11b.win.2). The bids (orders::Bid) are secondary orders of this step (R9c.auct.1): it writes
// their report lines (intrigue::owned_by_steps). Files: lots (what is on sale, the starting
// prices, the unsold lots' fate), field (R11b.neu), bid_check (R11b.bid.1–4), second_price
// (R11b.bid.7, .9), purchase (R11b.win), auction_step (this step), unsold (the ends of seasons).
#include "adjudicator/intrigue/step_context.hpp"

namespace dia::adj::auction {

// R8a.gm.3: every unit on sale is examined in a seeded random order (R11b.bid.5) and sold to the
// highest bidder at the second price (R11b.bid.6–8); a unit that revolted for want of supply
// and finds no buyer is eliminated here (R11b.unsup.2).
void auction_step(intrigue::StepContext& ctx);

// The end of the season (before the housekeeping): the disbanded units still unsold after
// summer are eliminated (R11b.disb.3); after autumn, an eliminated side's unsold units become
// permanently neutral or are eliminated (R11b.elim.3).
void end_of_season(intrigue::StepContext& ctx);

}  // namespace dia::adj::auction
