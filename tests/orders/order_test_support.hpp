#pragma once
// Helpers for the order tests: parse one line against a test map and look at the result.
#include <doctest/doctest.h>

#include <string>
#include <variant>

#include "orders/parse.hpp"
#include "orders/print.hpp"
#include "test_maps.hpp"

namespace dia::test {

inline orders::ParseResult parse_with(const map::Map& m, const std::string& text,
                                      bool hash_comments = false) {
  orders::ParseOptions opts;
  opts.file = "orders.txt";
  opts.hash_comments = hash_comments;
  return orders::parse_orders(text, m, opts);
}

// Parses one line that must give exactly one order and no error.
inline orders::Order one_order(const map::Map& m, const std::string& line) {
  auto r = parse_with(m, line);
  INFO("line: ", line);
  for (const auto& d : r.diagnostics) INFO(format(d));
  REQUIRE_MESSAGE(r.orders.size() == 1, line);
  REQUIRE_MESSAGE(!has_errors(r.diagnostics), line);
  return r.orders.front();
}

inline std::string code(const map::Map& m, const orders::PlaceRef& p) {
  if (!p.resolved()) return "<unresolved:" + std::string(p.written) + ">";
  if (!p.coast.empty()) return m.node(p.node).code;
  return m.space(p.space).code;
}

// The diagnostics of one severity, formatted, one per line.
inline std::string diagnostics_of(const orders::ParseResult& r, Severity severity) {
  std::string out;
  for (const auto& d : r.diagnostics) {
    if (d.severity == severity) out += format(d) + "\n";
  }
  return out;
}
inline std::string errors_of(const orders::ParseResult& r) {
  return diagnostics_of(r, Severity::error);
}
inline std::string warnings_of(const orders::ParseResult& r) {
  return diagnostics_of(r, Severity::warning);
}
inline std::string notes_of(const orders::ParseResult& r) {
  return diagnostics_of(r, Severity::note);
}

// Whether `part` occurs in `text` (a diagnostic's message, a printed order).
inline bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace dia::test
