#include "report/order_reading.hpp"

#include "orders/parse.hpp"
#include "orders/print.hpp"

namespace dia::report {

namespace {

// Spaces are the player's own business: `A  MAC   THR` reads as written.
std::string squeezed(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == ' ' || c == '\t') {
      if (!out.empty() && out.back() != ' ') out += ' ';
    } else {
      out += c;
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace

OrderReading read_order(const std::vector<adj::SideOrders>& orders, const std::string& side,
                        int line, std::string_view text, const map::Map* map) {
  OrderReading reading;
  for (const auto& o : orders) {
    if (o.side != side) continue;
    for (const auto& order : o.parsed.orders) {
      if (order.pos.line != line || order.text != text) continue;
      reading.kind = order.kind();
      if (map) {
        std::string canonical = orders::to_text(order, *map);
        // An order written as the referee writes it needs no reading in either language; one
        // written otherwise is shown with the keywords of the results' language.
        if (squeezed(canonical) != squeezed(text)) {
          reading.canonical = std::move(canonical);
          reading.canonical_en = orders::to_text(order, *map, orders::Keywords::english);
        }
      }
      return reading;
    }
  }
  // Not a line of the files the players and the GM sent: an order the tool wrote for a neutral
  // unit (G12.2, adjudicator/events/generated.cpp), in the referee's own notation. Read from its
  // text, so that its outcome is worded like any other ("tient", "réussi").
  if (map && side.empty()) {
    const orders::ParseResult parsed = orders::parse_orders(std::string(text), *map);
    if (parsed.orders.size() == 1) reading.kind = parsed.orders.front().kind();
  }
  return reading;
}

std::optional<orders::OrderKind> order_kind_from(std::string_view code) {
  for (int k = 0; k <= static_cast<int>(orders::OrderKind::purchase); ++k) {
    auto kind = static_cast<orders::OrderKind>(k);
    if (orders::to_string(kind) == code) return kind;
  }
  return std::nullopt;
}

}  // namespace dia::report
