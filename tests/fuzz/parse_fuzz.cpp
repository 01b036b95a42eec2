// libFuzzer target for the order parser: any bytes, as an orders file, against the Diadoques
// and the classical map. The parser must never crash, hang or read out of bounds, must print
// every order it accepts in a form it reads back as the same order, and must give exactly the
// same result with and without its fast path (grammar/fast_line.cpp against the X3 grammar).
// Orders copied out of a result stay readable once the result is gone (their
// text views are kept alive by Order::source), and every unsettled name is found where the
// result says it is.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "map/load.hpp"
#include "orders/parse.hpp"
#include "orders/print.hpp"
#include "tests/orders/result_dump.hpp"

namespace {

struct Maps {
  dia::map::Map diadoques;
  dia::map::Map classical;
};

dia::map::Map load(const char* name) {
  auto r = dia::map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/" + name);
  if (!r.map) {
    std::cerr << "parse_fuzz: cannot load maps/" << name << '\n';
    std::abort();
  }
  return std::move(*r.map);
}

const Maps& maps() {
  static const Maps m{load("diadoques.yaml"), load("classical.yaml")};
  return m;
}

dia::orders::ParseOptions options(bool classical, bool fast) {
  dia::orders::ParseOptions o;
  o.hash_comments = classical;
  o.fast_path = fast;
  return o;
}

// Line `number` (1-based) of `text` as the parser cuts it (a BOM before line 1 is skipped).
std::string_view line_of(std::string_view text, int number) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  for (int n = 1; n < number; ++n) {
    std::size_t nl = text.find('\n');
    if (nl == std::string_view::npos) return {};
    text.remove_prefix(nl + 1);
  }
  return text.substr(0, text.find('\n'));
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const dia::orders::OrderParser diadoques(maps().diadoques, options(false, true));
  static const dia::orders::OrderParser classical(maps().classical, options(true, true));
  static const dia::orders::OrderParser diadoques_x3(maps().diadoques, options(false, false));
  static const dia::orders::OrderParser classical_x3(maps().classical, options(true, false));
  std::string_view text(reinterpret_cast<const char*>(data), size);
  for (auto [parser, x3] :
       {std::pair{&diadoques, &diadoques_x3}, std::pair{&classical, &classical_x3}}) {
    auto result = parser->parse(text);
    // The fast path reads every line as the X3 grammar does.
    std::string fast_dump = dia::test::dump(result, parser->map());
    std::string x3_dump = dia::test::dump(x3->parse(text), parser->map());
    if (fast_dump != x3_dump) {
      std::cerr << "fast path and X3 differ\nfast:\n" << fast_dump << "x3:\n" << x3_dump;
      std::abort();
    }
    for (const auto& u : result.unresolved) {
      if (line_of(text, u.pos.line).substr(u.offset, u.written.size()) != u.written) {
        std::cerr << "unresolved name '" << u.written << "' not at line " << u.pos.line
                  << " offset " << u.offset << '\n';
        std::abort();
      }
    }
    for (const auto& order : result.orders) {
      // Round trip: the printed form must read back as one order printing the same way.
      std::string printed = dia::orders::to_text(order, parser->map());
      auto again = parser->parse_line(printed);
      if (again.orders.size() != 1 ||
          dia::orders::to_text(again.orders.front(), parser->map()) != printed) {
        std::cerr << "round trip failed: '" << order.text << "' printed as '" << printed << "'\n";
        for (const auto& d : again.diagnostics) std::cerr << dia::format(d) << '\n';
        std::abort();
      }
    }
    // Orders copied out of a result outlive it (the parser's copy of the input goes with the
    // result): ASan reports a dangling view, the dump any change.
    dia::orders::ParseResult kept;
    kept.orders = result.orders;
    const std::string dumped = dia::test::dump(kept, parser->map());
    result = {};
    if (dia::test::dump(kept, parser->map()) != dumped) {
      std::cerr << "orders changed once their result was gone\n";
      std::abort();
    }
  }
  return 0;
}
