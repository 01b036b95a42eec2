#pragma once
// The tables of natural phrasings (natural_phrasings_test.cpp for corruption and the secondary
// orders, winter_phrasings_test.cpp for the winter orders, bids and votes): a row is what a
// player writes and the N3 order it must be read as, on the real map.
#include <doctest/doctest.h>

#include <span>
#include <string>
#include <string_view>

#include "order_test_support.hpp"
#include "real_map.hpp"

namespace dia::test {

struct Phrasing {
  std::string_view clause;   // the clause of the order read
  std::string_view written;  // what the player wrote
  std::string_view reading;  // the N3 order it is read as, as printed
  std::string_view source;   // where the phrasing comes from
};

// The orders read, as printed, joined by " | ".
inline std::string printed(const orders::ParseResult& r, const map::Map& m,
                           orders::Keywords k = orders::Keywords::french) {
  std::string out;
  for (const auto& o : r.orders) out += (out.empty() ? "" : " | ") + orders::to_text(o, m, k);
  return out;
}

inline orders::ParseResult read_on_real_map(std::string_view text, bool fast_path = true) {
  orders::ParseOptions opts;
  opts.file = "orders.txt";
  opts.fast_path = fast_path;
  return orders::parse_orders(text, real_diadoques_map(), opts);
}

// Every row of `table` whose clause starts with `clause` (a prefix: "R9c.gold" takes R9c.gold.1
// and .2) is read as its N3 order, with no error or warning, the same with and without the fast
// readers; and that N3 order, read in turn, is the same order. With `english`, the order printed
// with the English keywords reads back to it too. Returns how many rows were checked.
inline int check_phrasings(std::span<const Phrasing> table, std::string_view clause,
                           bool english = false) {
  const auto& m = real_diadoques_map();
  int seen = 0;
  for (const Phrasing& p : table) {
    if (!p.clause.starts_with(clause)) continue;
    ++seen;
    INFO("phrasing: ", p.written, " (", p.source, ")");
    const orders::ParseResult r = read_on_real_map(p.written);
    for (const auto& d : r.diagnostics) INFO(format(d));
    CHECK(r.diagnostics.empty());
    REQUIRE(r.orders.size() == 1);
    CHECK(printed(r, m) == p.reading);
    CHECK(printed(read_on_real_map(p.written, false), m) == p.reading);
    const orders::ParseResult canonical = read_on_real_map(p.reading);
    REQUIRE(canonical.orders.size() == 1);
    CHECK(canonical.orders[0].kind() == r.orders[0].kind());
    CHECK(printed(canonical, m) == p.reading);
    if (english) {
      const orders::ParseResult back =
          read_on_real_map(orders::to_text(r.orders[0], m, orders::Keywords::english));
      REQUIRE(back.orders.size() == 1);
      CHECK(printed(back, m) == p.reading);
    }
  }
  return seen;
}

}  // namespace dia::test
