#pragma once
// Random orders for any position of a Les Diadoques game, for property tests and benches
// (issue 12: any order set that `check --game` accepts must adjudicate). Later rules reuse it:
// a new order form gets its generator here, and the property test then covers it.
//
// Orders are produced as text, one order per line, in the notation of docs/orders.md, and read
// back by the real parser, so the parser, the legality check and the adjudicator all see what a
// player could have sent. Every unit and every character a side controls gets an order in one
// of the forms the position allows: move (also by convoy and along special links), hold,
// supports of a hold, a move or a siege, convoy, siege (A1/A2), supply, retreat lists; lone
// character moves and holds; the purchase of the first turn; and the secondary orders
// (corruption, counter-corruption, passage, gifts, sparing, assassination, gold, no control,
// no seizure, open gates, dissociation, command, royal order, bids, marriage...).
#include <cstdint>
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "map/map.hpp"
#include "orders/parse.hpp"
#include "state/game_state.hpp"

namespace dia::tools {

// A fixed generator for test inputs (splitmix64): the same seed gives the same orders on every
// platform. Not the game's dice, which come from the state's own generator.
class TestRng {
 public:
  explicit TestRng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  std::uint32_t below(std::uint32_t n);  // uniform enough in [0, n); n > 0
  bool percent(std::uint32_t p) { return below(100) < p; }
  template <class T>
  const T& pick(const std::vector<T>& v) {
    return v[below(static_cast<std::uint32_t>(v.size()))];
  }

 private:
  std::uint64_t state_;
};

struct OrderGenOptions {
  // Of the generated orders that the legality check ignores, the share (percent) kept anyway:
  // 0 gives order sets that `check --game` accepts entirely.
  std::uint32_t keep_ignored_percent = 0;
  std::uint32_t secondary_orders = 3;  // at most this many secondary orders per side
};

// The orders of one side (or, for side "", of the neutral units), as the text of an orders file
// (every line an order), filtered by the legality check as `options` says.
std::string random_orders_text(const map::Map& map, const state::GameState& state,
                               const std::string& side, const orders::OrderParser& parser,
                               TestRng& rng, const OrderGenOptions& options = {});

// Orders for every side still in the game, and the GM's neutral orders file when there are
// neutral units (side "", G12.1), parsed by `parser`, as `adjudicate` would read them.
std::vector<adj::SideOrders> random_season_orders(const map::Map& map,
                                                  const state::GameState& state,
                                                  const orders::OrderParser& parser, TestRng& rng,
                                                  const OrderGenOptions& options = {});

}  // namespace dia::tools
