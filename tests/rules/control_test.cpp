// Control of provinces and citadels (R11e.ctrl) on the real board.
#include <doctest/doctest.h>

#include "adjudicator/rules/control.hpp"
#include "rules_support.hpp"

namespace {

using namespace dia;
using adj::rules::ControlInput;
using adj::rules::recompute_control;
using rules_test::add_unit;
using rules_test::board;
using rules_test::place;
using rules_test::six_sides;
using state::UnitType;

std::string ctrl(const adj::rules::ControlResult& r, const std::string& space) {
  auto it = r.control.find(space);
  return it == r.control.end() ? std::string() : it->second;
}

TEST_CASE("R11e.ctrl.1 an empty citadel stays with its owner") {
  auto g = six_sides();
  g.control["Babylone"] = "seleucos";
  g.control["CHD"] = "seleucos";
  auto r = recompute_control(board(), g);
  CHECK(ctrl(r, "Babylone") == "seleucos");
  CHECK(ctrl(r, "CHD") == "seleucos");
  CHECK(r.changes.empty());
}

TEST_CASE("R11e.ctrl.1 a neutral unit standing in a citadel makes it neutral") {
  auto g = six_sides();
  g.control["Babylone"] = "seleucos";
  g.control["CHD"] = "seleucos";
  add_unit(g, UnitType::A, "", "Babylone").neutral_label = "auction";
  auto r = recompute_control(board(), g);
  CHECK(ctrl(r, "Babylone").empty());
  CHECK(ctrl(r, "CHD").empty());  // its only citadel is now neutral (R11e.ctrl.6 reading)
  REQUIRE(r.changes.size() == 2);
}

TEST_CASE("R11e.ctrl.2 a citadel-less province goes to the last army, diadoque or epigone in it") {
  auto g = six_sides();
  g.control["CIL"] = "eumene";
  SUBCASE("an army") {
    add_unit(g, UnitType::A, "antigone", "CIL");
    auto r = recompute_control(board(), g);
    CHECK(ctrl(r, "CIL") == "antigone");
    REQUIRE(r.changes.size() == 1);
    CHECK(r.changes[0].space == "CIL");
    CHECK(r.changes[0].from == "eumene");
    CHECK(r.changes[0].to == "antigone");
  }
  SUBCASE("a lone epigone") {
    place(g, "demetrios", "CIL");
    CHECK(ctrl(recompute_control(board(), g), "CIL") == "antigone");
  }
  SUBCASE("a fleet does not take a province") {
    add_unit(g, UnitType::F, "antigone", "CIL");
    CHECK(ctrl(recompute_control(board(), g), "CIL") == "eumene");
  }
  SUBCASE("nobody there: the last holder keeps it") {
    CHECK(ctrl(recompute_control(board(), g), "CIL") == "eumene");
  }
  SUBCASE("a no-control order keeps it unchanged") {
    add_unit(g, UnitType::A, "antigone", "CIL");
    ControlInput in;
    in.no_control.push_back({"antigone", "CIL"});
    CHECK(ctrl(recompute_control(board(), g, in), "CIL") == "eumene");
  }
}

TEST_CASE("R11e.ctrl.7 neutral units, armies against lone leaders, the last to arrive") {
  auto g = six_sides();
  g.control["CIL"] = "eumene";
  SUBCASE("a neutral unit makes it neutral") {
    add_unit(g, UnitType::A, "", "CIL");
    place(g, "demetrios", "CIL");
    CHECK(ctrl(recompute_control(board(), g), "CIL").empty());
  }
  SUBCASE("an army beats a lone epigone of another side") {
    add_unit(g, UnitType::A, "seleucos", "CIL");
    place(g, "demetrios", "CIL");
    CHECK(ctrl(recompute_control(board(), g), "CIL") == "seleucos");
  }
  SUBCASE("two lone leaders: the one who arrived takes it") {
    place(g, "hyeronimos", "CIL");
    place(g, "demetrios", "CIL");
    ControlInput in;
    in.arrived_characters.push_back("demetrios");
    CHECK(ctrl(recompute_control(board(), g, in), "CIL") == "antigone");
  }
}

TEST_CASE("R11e.ctrl.3 an enemy army in a province with a citadel takes the province") {
  auto g = six_sides();
  g.control["Babylone"] = "seleucos";
  g.control["CHD"] = "seleucos";
  add_unit(g, UnitType::A, "antigone", "CHD");
  auto r = recompute_control(board(), g);
  CHECK(ctrl(r, "CHD") == "antigone");
  CHECK(ctrl(r, "Babylone") == "seleucos");
}

TEST_CASE("R11e.ctrl.3 a lone enemy diadoque does not take a province with a citadel") {
  auto g = six_sides();
  g.control["Babylone"] = "seleucos";
  g.control["CHD"] = "seleucos";
  place(g, "antigone", "CHD");
  CHECK(ctrl(recompute_control(board(), g), "CHD") == "seleucos");
}

TEST_CASE("R11e.ctrl.4 the citadel's owner gets the province back when the army leaves") {
  auto g = six_sides();
  g.control["Babylone"] = "seleucos";
  g.control["CHD"] = "antigone";  // an Antigonid army stood there and has left
  auto r = recompute_control(board(), g);
  CHECK(ctrl(r, "CHD") == "seleucos");
}

TEST_CASE("R11e.ctrl.5 two citadels of two sides: the province is neutral") {
  auto g = six_sides();
  g.control["Pella"] = "cassandre";
  g.control["Pydna"] = "lysimaque";
  g.control["MAC"] = "cassandre";
  CHECK(ctrl(recompute_control(board(), g), "MAC").empty());
  add_unit(g, UnitType::A, "lysimaque", "MAC");
  CHECK(ctrl(recompute_control(board(), g), "MAC") == "lysimaque");
}

TEST_CASE("R11e.ctrl.6 two citadels, one neutral: the owner of the other") {
  auto g = six_sides();
  g.control["Pella"] = "cassandre";
  CHECK(ctrl(recompute_control(board(), g), "MAC") == "cassandre");
}

}  // namespace

namespace {

TEST_CASE("R11e.ctrl.8 changes are reported against the start of the season when asked") {
  auto g = six_sides();
  g.control["Babylone"] = "seleucos";
  g.control["CHD"] = "seleucos";
  ControlInput in;
  in.baseline = g.control;
  g.control["Babylone"] = "antigone";  // a fall applied before the recomputation
  auto r = recompute_control(board(), g, in);
  CHECK(ctrl(r, "CHD") == "antigone");
  REQUIRE(r.changes.size() == 2);
  CHECK(r.changes[0].space == "CHD");
  CHECK(r.changes[1].space == "Babylone");
}

}  // namespace
