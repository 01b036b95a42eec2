#pragma once
// Units put up for auction (R11b): the three sources and the neutral_label each gives its units,
// so that the auction step (src/adjudicator/auction) knows their starting price and what becomes
// of them unsold.
#include "state/game_state.hpp"

namespace dia::adj::rules {

// R11b.unsup: units that revolted for want of supply (R11a.sup.7).
inline constexpr const char* unsupplied_auction_label = "auction";
// R11b.elim: units left by an eliminated side (R7c.elim.8).
inline constexpr const char* elimination_auction_label = "auction.elimination";
// R11b.disb: units disbanded in winter (R10.disb.7).
inline constexpr const char* disbanded_auction_label = "auction.disbanded";

// Makes `u` a neutral unit on sale under `label`: its owner is remembered (R11b.bid.1), its
// siege in progress ends and no offer has been made yet. Its characters are the caller's
// business (each source treats them differently).
inline void put_up_for_auction(state::Unit& u, const char* label) {
  if (!u.side.empty()) u.previous_owner = u.side;
  u.side.clear();
  u.neutral_label = label;
  u.siege.reset();
  u.commander_since.clear();
  u.auction_offers = 0;
}

}  // namespace dia::adj::rules
