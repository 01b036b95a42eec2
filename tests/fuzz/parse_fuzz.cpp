// libFuzzer target for the order parser: any bytes, as an orders file, against the Diadoques
// and the classical map. The parser must never crash, hang or read out of bounds, and must
// print every order it accepts in a form it reads back as the same order.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>

#include "map/load.hpp"
#include "orders/parse.hpp"
#include "orders/print.hpp"

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

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const dia::orders::OrderParser diadoques(maps().diadoques);
  static const dia::orders::OrderParser classical(maps().classical, [] {
    dia::orders::ParseOptions o;
    o.hash_comments = true;
    return o;
  }());
  std::string_view text(reinterpret_cast<const char*>(data), size);
  for (const auto* parser : {&diadoques, &classical}) {
    auto result = parser->parse(text);
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
  }
  return 0;
}
