// The Diadoques board (issue 20): the regions derived from maps/diadoques-geography.yaml and
// the map file agree with the rules' adjacency and cover the board once.
#include <doctest/doctest.h>

#include <string>

#include "map/board.hpp"
#include "map/board_check.hpp"
#include "map/geography.hpp"
#include "map/load.hpp"
#include "map_test_support.hpp"

using namespace dia;
using namespace dia::map;

namespace {

const Map& diadoques() {
  static auto r = load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/diadoques.yaml");
  REQUIRE_MESSAGE(r.map, map_test::dump(r.diagnostics));
  return *r.map;
}

const Board& board() {
  static const Board b = [] {
    Diagnostics ds;
    auto g = load_geography_file(diadoques().geography_file, ds);
    REQUIRE_MESSAGE(g, map_test::dump(ds));
    return build_board(diadoques(), *g);
  }();
  return b;
}

std::string lines(const std::vector<std::string>& v) {
  std::string out;
  for (const auto& s : v) out += s + "\n";
  return out;
}

}  // namespace

TEST_CASE(
    "R4a.space.1 diadoques board: the map names its geography and every province and sea "
    "has a region") {
  CHECK(diadoques().geography_file.find("diadoques-geography.yaml") != std::string::npos);
  std::size_t spaces = 0;
  for (const auto& s : diadoques().spaces) spaces += s.is_citadel() ? 0 : 1;
  CHECK(board().regions.size() == spaces);
  for (const auto& r : board().regions) CHECK(r.area > 0);
}

TEST_CASE(
    "R9a.move.9 diadoques board: the drawn borders, coasts, citadels and rivers agree with "
    "the rules (lakes, army and fleet lists, ports, rivers along borders)") {
  auto problems = check_board(diadoques(), board());
  CHECK_MESSAGE(problems.empty(), lines(problems));
}

TEST_CASE(
    "R4a.space.1 diadoques board: regions, lakes, islets, impassable ground and open water "
    "cover the board without gap or overlap") {
  Coverage c = board_coverage(diadoques(), board());
  CHECK(c.covered_area == doctest::Approx(c.board_area).epsilon(1e-6));
  CHECK(c.summed_area == doctest::Approx(c.board_area).epsilon(1e-6));
  CHECK_MESSAGE(c.overlaps.empty(), lines(c.overlaps));
  CHECK(c.gaps == 0);
}
