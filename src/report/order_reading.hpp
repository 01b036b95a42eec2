#pragma once
// How the tool read an order a player wrote, for the public results (issue 13): its canonical
// form (orders/print.hpp, `A CHD Sus` → `A CHD SUS`) and its kind, from which the report words
// the outcome of an order that simply succeeded ("tient" for a hold, "réussi" for a move).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "adjudicator/season.hpp"
#include "map/map.hpp"
#include "orders/ast.hpp"

namespace dia::report {

struct OrderReading {
  std::string canonical;                  // "" when it reads exactly as written
  std::string canonical_en;               // the same with the English keywords (N1/N3)
  std::optional<orders::OrderKind> kind;  // none for a line that could not be read
};

// The reading of the order written `text` on line `line` of `side`'s orders file; nothing when
// the line is not one of the parsed orders (an unreadable line) or without a map.
OrderReading read_order(const std::vector<adj::SideOrders>& orders, const std::string& side,
                        int line, std::string_view text, const map::Map* map);

std::optional<orders::OrderKind> order_kind_from(std::string_view code);  // "hold" → hold

}  // namespace dia::report
