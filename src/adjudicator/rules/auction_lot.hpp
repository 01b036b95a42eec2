#pragma once
// Units put up for auction (R11b): the three sources and the neutral_label each gives its units,
// so that the auction step (src/adjudicator/auction) knows their starting price and what becomes
// of them unsold.
#include <string_view>

#include "state/game_state.hpp"

namespace dia::adj::rules {

// R11b.unsup: units that revolted for want of supply (R11a.sup.7).
inline constexpr const char* unsupplied_auction_label = "auction";
// R11b.elim: units left by an eliminated side (R7c.elim.8).
inline constexpr const char* elimination_auction_label = "auction.elimination";
// R11b.disb: units disbanded in winter (R10.disb.7).
inline constexpr const char* disbanded_auction_label = "auction.disbanded";
// R11b.elim.3: an eliminated side's unsold unit kept for good at the end of autumn; no longer
// on sale, it keeps the field of action of the auction units (R11b.neu.2).
inline constexpr const char* kept_neutral_auction_label = "auction.kept";

// Whether a neutral unit's label is one of the auction's (on sale or kept): `[enchères]` in the
// GM's neutral orders file names them all (G12.1), and they have the auction units' field of
// action (R11b.neu.1–3).
inline bool is_auction_label(std::string_view label) {
  return label == unsupplied_auction_label || label.starts_with("auction.");
}

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
