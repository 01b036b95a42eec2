#pragma once
// The plain-line reader: the most common order lines, read straight into an orders::Order.
//
// Most lines of an orders file are well formed and name every place, character and side
// exactly. For those, building the syntax tree (fast_line.cpp or X3) and then converting it
// (orders/parse.cpp) costs more than reading the line. This reader follows fast_line.cpp's
// Reader step by step (the same keyword tables, the same name matcher, the same alternatives in
// the same order) and fills the order as the converter would. It gives up on anything that would
// need a diagnostic (a misspelled, ambiguous or unknown name, a piece without a unit type in Les
// Diadoques, an order a lone character cannot give, a coast the space does not have) and on
// the rarer forms; the caller then reads the line the full way, which explains it.
// tests/orders/fast_path_test.cpp and the fuzz target compare the two ways on every line.
#include <string>
#include <string_view>
#include <vector>

#include "grammar/session.hpp"
#include "map/map.hpp"
#include "orders/ast.hpp"

namespace dia::grammar {

// One normalised line and how it maps back to the line as written.
struct PlainLine {
  std::string_view norm;  // lower case, ASCII (orders/parse.cpp's normalisation)
  std::string_view raw;   // as written: the order's views point into it
  int line_number = 0;
  // Per byte of `norm` (and one past its end): the column and the byte offset in `raw`. Null
  // when `norm` maps to `raw` byte for byte: an ASCII line whose only blank is ' '.
  const int* column = nullptr;
  const int* raw_offset = nullptr;
};

// What a resolved order needs besides the dictionaries of the Session.
struct PlainNames {
  const map::Map* map = nullptr;
  const std::vector<std::string>* characters = nullptr;  // canonical names, by id
  const std::vector<std::string>* sides = nullptr;
  bool diadoques = false;  // a piece without a unit type gets a warning: not a plain line
};

// What the line held besides the order (the caller takes them from the raw text).
struct PlainExtras {
  bool label = false;   // `[Spartiates] …`
  bool prefix = false;  // `England: …`
};

// True with `out` filled (all but source, text, label and side_prefix) when `line` is a plain
// order; false otherwise, with `out` in an unspecified state (the caller discards it).
bool read_plain_order(const PlainLine& line, const PlainNames& names, Session& session,
                      orders::Order& out, PlainExtras& extras);

}  // namespace dia::grammar
