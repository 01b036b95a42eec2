#pragma once
// Order parsing: text (an orders file, an email body, one line) → order AST + diagnostics.
//
// Usage:
//   dia::orders::ParseOptions opts;
//   opts.file = "orders/ptolemee.txt";          // used in diagnostics
//   dia::orders::OrderParser parser(map, opts);  // build once per map (name tables), reuse
//   dia::orders::ParseResult r = parser.parse(text);
//   for (const dia::orders::Order& o : r.orders) {
//     if (auto* m = dia::orders::get_if<dia::orders::Move>(&o.body))
//       use(o.piece.type, o.piece.where.node, m->to.node, m->via_convoy);
//   }
//   for (const dia::Diagnostic& d : r.diagnostics) std::cerr << dia::format(d) << '\n';
//
// One order per line. Every line is parsed on its own: an unknown or malformed line gets an
// error diagnostic and is left out of `orders` (R9a.gen.5: the order is ignored) without
// stopping the rest. Misspelled but understandable names and keywords are accepted with a
// warning (R9a.gen.6). Email bodies are fine: quoted lines (`>`), everything after a `-- `
// signature line, blank lines, CRLF, a UTF-8 BOM and no-break spaces are handled, and lines of
// prose (greetings, "voici mes ordres :", a signature) are skipped with a note (remarks.hpp), or
// with a warning when they look like orders. List markers (`- `, `1) `, `• `) are read past.
// `//` starts a comment. A resent set of orders pasted after the first (a second `Joueur` or
// `Saison` line, a forwarded message) replaces it (ParseResult::resent_from).
//
// Classical (DATC) files: set `hash_comments` so that `#` starts a comment (in Les Diadoques
// `#` is the epigone designator). `England: A lon H` keeps "England" in Order::side_prefix.
// Retreat-phase orders of classical files are written as moves; the caller knows the phase.
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"
#include "map/map.hpp"
#include "orders/ast.hpp"

namespace dia::orders {

struct ParseOptions {
  std::string file = "<orders>";              // file name shown in diagnostics
  bool hash_comments = false;                 // `#` starts a comment (classical files)
  std::vector<std::string> extra_characters;  // more character names (epigones' personal names)
  // Read the common lines with the hand-written fast path (grammar/fast_line.cpp) before the X3
  // grammar. The result is the same either way; tests and the fuzz target turn it off to check.
  bool fast_path = true;
};

// A name the parser could not settle (R9a.gen.5): unknown, or shared by several entries. Each
// also has an error in ParseResult::diagnostics; this is the same fact for programs, e.g. the
// GM's `choose <name>` annotation (report/annotations.hpp) replaces `written` in the line.
struct UnresolvedName {
  enum class Kind : std::uint8_t { place, character, side };
  Kind kind = Kind::place;
  bool ambiguous = false;       // false: unknown
  SourcePos pos;                // where the name starts
  std::size_t offset = 0;       // byte offset of the name in its line as written
  std::string written;          // the name as written
  std::vector<int> candidates;  // ambiguous: the tied entries (ids as in Resolution)
};
std::string_view to_string(UnresolvedName::Kind k);  // "place", "character", "side"

struct ParseResult {
  SourceText source;                       // the text read; the header's `written` views need it
  Header header;                           // `Joueur …` / `Saison …` lines, when present
  std::vector<Order> orders;               // the orders that were understood, in file order
  Diagnostics diagnostics;                 // in line order; every error means one ignored line
  std::vector<UnresolvedName> unresolved;  // in line order, the names behind those errors
  int ignored = 0;                         // number of lines not read as orders: errors and remarks
  // Of those, the lines of prose (greetings, a signature) skipped with a note, in line order.
  std::vector<int> remark_lines;
  // Of those, the lines that still look like orders (an order word, a place): each has a
  // warning, never a silent note (R9a.gen.6), and the GM may read them with an annotation.
  std::vector<int> suspect_lines;
  // A resent set of orders (a second `Joueur`/`Saison` line, or a forwarded message) replaced
  // the orders before it from this line on; 0 when the file holds one set. A warning at that
  // line says so (it reaches the GM log); the replaced orders are gone from `orders`.
  int resent_from = 0;
  int remarks() const { return static_cast<int>(remark_lines.size()); }
  int rejected() const { return ignored - remarks(); }  // lines ignored because of an error
};

class OrderParser {
 public:
  explicit OrderParser(const map::Map& map, ParseOptions options = {});
  ~OrderParser();
  OrderParser(const OrderParser&) = delete;
  OrderParser& operator=(const OrderParser&) = delete;

  // A whole file or email body.
  ParseResult parse(std::string_view text) const;
  // The same into `result` (cleared first), reusing its storage: for callers that parse many
  // files in a row.
  void parse(std::string_view text, ParseResult& result) const;
  // A single line (numbered `line_number` in diagnostics); no email handling.
  ParseResult parse_line(std::string_view line, int line_number = 1) const;

  const map::Map& map() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Convenience for one-off use; builds the name tables each call.
ParseResult parse_orders(std::string_view text, const map::Map& map,
                         const ParseOptions& options = {});

}  // namespace dia::orders
