// The board's regions (map/board, issue 20) on a small made-up world: a coast running north to
// south, two provinces on the land, one sea. Every figure expected here is computed from the
// geometry of that world, not read off the code.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <string>

#include "map/board.hpp"
#include "map/board_check.hpp"
#include "map/geography.hpp"
#include "map/load.hpp"
#include "map_test_support.hpp"

using namespace dia;
using namespace dia::map;

namespace {

// Land west of 6°E, sea east of it, on a 10° x 10° board.
constexpr const char* world = R"(bounds: [0, 0, 10, 10]
land:
  - "0 0 6 0 6 10 0 10"
lakes: []
rivers:
  - name: Border River
    line: "0 5 6 5"
)";

// North (N) and South (S) provinces meet along latitude 5, where their seeds are mirrored; the
// sea W washes both.
std::string world_map(const std::string& extra_for_s = "", const std::string& n_army = "[S]",
                      const std::string& w_fleet = "[N, S]", const std::string& top = "") {
  return R"(name: Test world
ruleset: classical
)" + top +
         R"(spaces:
  - code: N
    name: North
    kind: land
    army: )" +
         n_army +
         R"(
    fleet: [W]
    position: [3, 7]
  - code: S
    name: South
    kind: land
    army: [N]
    fleet: [W]
    position: [3, 3]
)" + extra_for_s +
         R"(  - code: W
    name: West Sea
    kind: sea
    fleet: )" +
         w_fleet +
         R"(
    position: [8, 5]
)";
}

Map load_world(const std::string& text) {
  auto r = load_map_text(text, "world.yaml");
  REQUIRE_MESSAGE(r.map, map_test::dump(r.diagnostics));
  return std::move(*r.map);
}

Geography geography() {
  Diagnostics ds;
  auto g = load_geography_text(world, "world-geo.yaml", ds);
  REQUIRE_MESSAGE(g, map_test::dump(ds));
  return *g;
}

const Border* find_border(const Board& b, const Map& m, const std::string& x,
                          const std::string& y) {
  SpaceId a = *m.find_space(x), c = *m.find_space(y);
  for (const auto& border : b.borders) {
    if ((border.a == a && border.b == c) || (border.a == c && border.b == a)) return &border;
  }
  return nullptr;
}

double km_east(double degrees) {
  return degrees * std::cos(34.0 * std::numbers::pi / 180.0) * 111.195;
}
double km_north(double degrees) {
  return degrees * 111.195;
}

}  // namespace

TEST_CASE("R4a.space.1 board: each land province and sea zone gets the region its seeds claim") {
  Map m = load_world(world_map());
  Board b = build_board(m, geography());
  CHECK(b.problems.empty());
  REQUIRE(b.regions.size() == 3);
  // N and S share the land at latitude 5 (their seeds are mirrored about it); W has the sea.
  double land = km_east(6) * km_north(10), half = land / 2;
  CHECK(b.region_of(*m.find_space("N"))->area == doctest::Approx(half).epsilon(1e-6));
  CHECK(b.region_of(*m.find_space("S"))->area == doctest::Approx(half).epsilon(1e-6));
  CHECK(b.region_of(*m.find_space("W"))->area ==
        doctest::Approx(km_east(4) * km_north(10)).epsilon(1e-6));
  const Border* ns = find_border(b, m, "N", "S");
  REQUIRE(ns);
  CHECK(ns->kind == BorderKind::land);
  CHECK(ns->length == doctest::Approx(km_east(6)).epsilon(1e-6));
  // Each province has half the coast (the meridian 6°E) on W.
  const Border* nw = find_border(b, m, "N", "W");
  REQUIRE(nw);
  CHECK(nw->kind == BorderKind::coast);
  CHECK(nw->length == doctest::Approx(km_north(5)).epsilon(1e-3));
  CHECK(check_board(m, b).empty());
}

TEST_CASE("R4a.space.1 board: the regions cover the board once, without gap or overlap") {
  Map m = load_world(world_map());
  Board b = build_board(m, geography());
  Coverage c = board_coverage(m, b);
  CHECK(c.board_area == doctest::Approx(km_east(10) * km_north(10)).epsilon(1e-6));
  CHECK(c.covered_area == doctest::Approx(c.board_area).epsilon(1e-6));
  CHECK(c.summed_area == doctest::Approx(c.board_area).epsilon(1e-6));
  CHECK(c.overlaps.empty());
  CHECK(c.gaps == 0);
}

TEST_CASE("R4a.space.1 board: a GM who moves a seed in the map file moves the border") {
  // S's region point at [3, 4.6] pulls the border north: between it and N's seed at latitude 7,
  // the border runs at 5.8.
  Map m = load_world(world_map("    region_points: [[3, 4.6]]\n"));
  Board b = build_board(m, geography());
  CHECK(b.region_of(*m.find_space("N"))->area ==
        doctest::Approx(km_east(6) * km_north(10 - 5.8)).epsilon(1e-6));
  CHECK(b.region_of(*m.find_space("S"))->area ==
        doctest::Approx(km_east(6) * km_north(5.8)).epsilon(1e-6));
  CHECK(check_board(m, b).empty());
}

TEST_CASE("R9a.move.3 board: a shared border no army may cross is reported, naming both spaces") {
  // N does not list S, and S does not list N: the board still draws them side by side.
  std::string text = world_map("", "[]");
  text = map_test::edit(text, "    army: [N]\n", "    army: []\n");
  Map m = load_world(text);
  auto problems = check_board(m, build_board(m, geography()));
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].find("N and S share a border") != std::string::npos);
  CHECK(problems[0].find("no army may move between them") != std::string::npos);
}

TEST_CASE("R4a.sea.1 board: a sea that touches a province its fleet list omits is reported") {
  std::string text = world_map("", "[S]", "[N]");
  text = map_test::edit(text, "    army: [N]\n    fleet: [W]\n", "    army: [N]\n");
  Map m = load_world(text);
  auto problems = check_board(m, build_board(m, geography()));
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].find("W and S touch along") != std::string::npos);
  CHECK(problems[0].find("does not name S") != std::string::npos);
}

TEST_CASE(
    "R9a.move.3 board: impassable ground keeps two provinces apart; an army link then "
    "has no border to cross, and the board says so") {
  std::string impassable = R"(impassable:
  - name: Wall
    points: [[1, 5], [3, 5], [5, 5]]
)";
  Map m = load_world(world_map("", "[S]", "[N, S]", "") + impassable);
  Board b = build_board(m, geography());
  CHECK_FALSE(find_border(b, m, "N", "S"));
  REQUIRE(b.impassable.size() == 1);
  CHECK_FALSE(b.impassable[0].pieces.empty());
  auto problems = check_board(m, b);
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].find("N and S: an army may move between them, but their regions share no "
                         "border") != std::string::npos);
  Coverage c = board_coverage(m, b);
  CHECK(c.covered_area == doctest::Approx(c.board_area).epsilon(1e-6));
  CHECK(c.overlaps.empty());
  CHECK(c.gaps == 0);
}

TEST_CASE("R4a.space.1 board: a province whose seed is at sea has no region, and is named") {
  Map m = load_world(map_test::edit(world_map(), "position: [3, 3]", "position: [8, 2]"));
  Board b = build_board(m, geography());
  auto problems = check_board(m, b);
  REQUIRE(problems.size() >= 2);
  CHECK(problems[0].find("S: its position [8, 2] is not on land") != std::string::npos);
  CHECK(std::any_of(problems.begin(), problems.end(), [](const std::string& p) {
    return p.find("S: no region") != std::string::npos;
  }));
}

TEST_CASE(
    "G4.3 board: the geography's river is drawn where the data puts it, here on the border "
    "of its two provinces") {
  Map m = load_world(world_map());
  Geography g = geography();
  Board b = build_board(m, g);
  REQUIRE(b.rivers.size() == 1);
  // The river runs exactly on the N-S border.
  const Border* ns = find_border(b, m, "N", "S");
  REQUIRE(ns);
  for (const auto& line : ns->lines) {
    for (XY p : line) CHECK(distance_to(b.rivers[0].path, p, false) < 1e-6);
  }
}

TEST_CASE("R4a.space.1 board: a broken geography file is reported at file:line:col") {
  Diagnostics ds;
  auto g = load_geography_text("bounds: [0, 0, 10, 10]\nland:\n  - \"0 0 6 x\"\n", "geo.yaml", ds);
  CHECK_FALSE(g);
  REQUIRE_FALSE(ds.empty());
  CHECK(format(ds[0]).find("geo.yaml:3:") == 0);
  CHECK(format(ds[0]).find("expected a number") != std::string::npos);
  ds.clear();
  CHECK_FALSE(load_geography_text("bounds: [0, 0, 10, 10]\nland: []\nseas: []\n", "geo.yaml", ds));
  REQUIRE_FALSE(ds.empty());
  CHECK(format(ds[0]).find("seas") != std::string::npos);
}
