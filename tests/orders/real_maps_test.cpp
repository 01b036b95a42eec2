// The parser against the project's real map files and the jDip DATC case file.
#include <doctest/doctest.h>

#include <fstream>
#include <map>
#include <sstream>

#include "common/text.hpp"
#include "map/load.hpp"
#include "order_test_support.hpp"

using namespace dia;
using namespace dia::orders;

namespace {

const map::Map& real_map(const std::string& name) {
  static std::map<std::string, map::Map> cache;
  auto it = cache.find(name);
  if (it == cache.end()) {
    auto r = map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/" + name);
    for (const auto& d : r.diagnostics) {
      if (d.severity == Severity::error) MESSAGE(format(d));
    }
    REQUIRE(r.map);
    it = cache.emplace(name, std::move(*r.map)).first;
  }
  return it->second;
}

std::string read(const std::string& path) {
  std::ifstream in(path);
  REQUIRE_MESSAGE(in, path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

TEST_CASE(
    "DATC every order line of the jDip DATC v2.4 case file parses against maps/classical.yaml") {
  const auto& m = real_map("classical.yaml");
  std::string text = read(std::string(DIA_SHARED_DIR) + "/datc/jdip/datc_v2.4_06.txt");
  std::istringstream in(text);
  std::string line, orders;
  bool in_orders = false;
  int count = 0;
  while (std::getline(in, line)) {
    if (!line.empty() && line[0] != '\t' && line[0] != ' ' && line[0] != '#') {
      in_orders = line.rfind("ORDERS", 0) == 0;
      continue;
    }
    if (in_orders && !trim(line).empty() && trim(line)[0] != '#') {
      orders += line + "\n";
      ++count;
    }
  }
  auto r = dia::test::parse_with(m, orders, true);
  CHECK(dia::test::errors_of(r) == "");
  CHECK(static_cast<int>(r.orders.size()) == count);
}
