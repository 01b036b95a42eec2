#pragma once
// Whether a bid is possible on a position (R11b.bid.1–4): the unit on sale it names, the
// bidder's reach, the amounts at least the starting price. Used by `diadoques check --game`
// through the intrigue checks' dispatch, and by the auction step when it comes.
#include <optional>
#include <string>
#include <vector>

#include "adjudicator/intrigue/checks.hpp"
#include "common/message.hpp"
#include "map/map.hpp"
#include "orders/ast.hpp"
#include "state/game_state.hpp"

namespace dia::adj::auction {

// R11b.bid.2 (PROPOSED): the shortest path between two spaces over every ordinary adjacency
// (land, sea, citadel–province, port access), whoever stands on the way, is at most `most`.
bool within(const map::Map& map, map::SpaceId from, map::SpaceId to, int most);

// R11b.bid.1: `side` has a unit, or its diadoque or epigone free (not a prisoner), within 2
// spaces of `space`.
bool in_reach(const map::Map& map, const state::GameState& state, const std::string& side,
              map::SpaceId space);

struct BidCheck {
  int unit = -1;                   // the unit on sale (index in state.units), when found
  int start = 0;                   // its starting price (R11b.bid.4)
  std::vector<int> valid;          // the amounts at least the starting price
  std::vector<int> below;          // those under it, ignored (R11b.bid.4)
  std::optional<Message> problem;  // why the whole bid is ignored
};

// The bid of `side` (neutral_side: the GM's neutral orders file) on `state`.
BidCheck check_bid(const map::Map& map, const state::GameState& state, const std::string& side,
                   const orders::Bid& bid);

// `diadoques check --game` and the legality check: the verdict of a bid order.
void check_bid_order(const intrigue::CheckInput& in, season::CheckedOrder& c);

}  // namespace dia::adj::auction
