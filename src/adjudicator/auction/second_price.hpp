#pragma once
// Who wins one unit and what it pays (R11b.bid.7, R11b.bid.9), from the bids left once those
// below the starting price (R11b.bid.4) and above each bidder's treasury (R11b.bid.6) are gone.
#include <string>
#include <vector>

namespace dia::adj::auction {

struct SideBids {
  std::string side;
  std::vector<int> amounts;  // the side's valid amounts for the unit, any order
};

struct Sale {
  std::string winner;             // "" : unsold (a tie, or no valid bid)
  int price = 0;                  // what the winner pays
  std::vector<std::string> tied;  // the sides whose highest bids tie for first (R11b.bid.9)
};

// R11b.bid.7: the side with the highest bid wins and pays its lowest bid strictly higher than
// every other side's highest bid; a lone bidder pays its lowest bid. R11b.bid.9: a tie for the
// highest bid, or no bid at all, sells nothing.
Sale decide(const std::vector<SideBids>& bids);

}  // namespace dia::adj::auction
