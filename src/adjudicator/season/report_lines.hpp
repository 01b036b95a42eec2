#pragma once
// The report lines of a season, one per order or unreadable line of every side's file, in side
// order (the state's) then file order: what both the military season's pipeline and the winter
// one start from, before any step says what became of each order.
#include <cstddef>
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "map/map.hpp"
#include "orders/visibility.hpp"
#include "state/game_state.hpp"

namespace dia::adj::season {

struct ReportLines {
  std::vector<std::size_t> sides;           // indexes into the orders, in side order
  std::vector<std::vector<int>> report_of;  // [orders index][order index] -> line in result.orders
};

// Appends to result.orders a line per order and per unreadable line (ignored, with the parser's
// reason), each with its visibility (orders/visibility); the parser's diagnostics go to the GM
// log.
ReportLines make_report_lines(const map::Map& map, const state::GameState& state,
                              const std::vector<SideOrders>& orders, SeasonResult& result);

// Who may read an order's report line: the rules' table (orders/visibility) decides.
Visibility visibility_of(const orders::Order& o, const orders::Disclosed& facts = {});

// Who wrote an orders file, for the GM log: the side id, or "neutral" for the GM's file (G12.1).
std::string author(const SideOrders& so);

}  // namespace dia::adj::season
