#include "adjudicator/auction/second_price.hpp"

#include <algorithm>
#include <optional>

namespace dia::adj::auction {

Sale decide(const std::vector<SideBids>& bids) {
  Sale out;
  std::optional<int> best;
  for (const SideBids& b : bids) {
    if (b.amounts.empty()) continue;
    const int high = *std::max_element(b.amounts.begin(), b.amounts.end());
    if (!best || high > *best) {
      best = high;
      out.tied = {b.side};
    } else if (high == *best) {
      out.tied.push_back(b.side);
    }
  }
  if (!best || out.tied.size() != 1) return out;
  out.winner = out.tied.front();
  out.tied.clear();
  std::optional<int> others;  // the other sides' highest bid
  const std::vector<int>* mine = nullptr;
  for (const SideBids& b : bids) {
    if (b.amounts.empty()) continue;
    if (b.side == out.winner) {
      mine = &b.amounts;
      continue;
    }
    const int high = *std::max_element(b.amounts.begin(), b.amounts.end());
    if (!others || high > *others) others = high;
  }
  std::optional<int> price;
  for (int a : *mine)
    if ((!others || a > *others) && (!price || a < *price)) price = a;
  out.price = *price;  // the highest bid itself qualifies
  return out;
}

}  // namespace dia::adj::auction
