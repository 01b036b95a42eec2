// Winter supply at the end of autumn (R11a.sup) on the real board.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "adjudicator/rules/winter_supply.hpp"
#include "rules_support.hpp"

namespace {

using namespace dia;
using adj::rules::apply_winter_supply;
using adj::rules::is_supplied;
using rules_test::add_unit;
using rules_test::board;
using rules_test::place;
using rules_test::six_sides;
using state::UnitType;

const state::Season autumn319{-319, state::SeasonKind::autumn};

TEST_CASE("R11a.sup.2 units in a citadel and fleets at sea are always supplied") {
  auto g = six_sides(autumn319);
  CHECK(is_supplied(board(), g, "ptolemee", "Alexandrie"));
  CHECK(is_supplied(board(), g, "ptolemee", "MOR"));
  add_unit(g, UnitType::F, "ptolemee", "MOR");
  add_unit(g, UnitType::A, "ptolemee", "Alexandrie");
  auto r = apply_winter_supply(board(), g);
  CHECK(r.revolts.empty());
  CHECK(g.units[0].side == "ptolemee");
}

TEST_CASE("R11a.sup.3 an army in a province with an arsenal is supplied, whoever controls it") {
  auto g = six_sides(autumn319);
  g.control["CHD"] = "seleucos";
  g.control["Babylone"] = "seleucos";
  CHECK(is_supplied(board(), g, "antigone", "CHD"));  // a citadel
  CHECK(is_supplied(board(), g, "antigone", "CHA"));  // a town
  CHECK(is_supplied(board(), g, "antigone", "SCY"));  // a port (Olbia)
  CHECK_FALSE(is_supplied(board(), g, "antigone", "LIB"));
}

TEST_CASE("R11a.sup.4 in HYR and NAB an army needs its side to control the citadel") {
  auto g = six_sides(autumn319);
  CHECK_FALSE(is_supplied(board(), g, "seleucos", "HYR"));
  CHECK_FALSE(is_supplied(board(), g, "ptolemee", "NAB"));
  g.control["Hécatompylos"] = "seleucos";
  CHECK(is_supplied(board(), g, "seleucos", "HYR"));
  CHECK_FALSE(is_supplied(board(), g, "antigone", "HYR"));
}

TEST_CASE("R11a.sup.5 an unsupplied army revolts: commander executed, others held") {
  auto g = six_sides(autumn319);
  auto& u = add_unit(g, UnitType::A, "ptolemee", "LIB");
  u.commander = "ptolemee-ii";
  u.attached = {"cleopatre"};
  place(g, "ptolemee-ii", "LIB");
  place(g, "cleopatre", "LIB");
  g.character("cleopatre")->controller = "ptolemee";
  auto r = apply_winter_supply(board(), g);
  REQUIRE(r.revolts.size() == 1);
  CHECK(r.revolts[0].side == "ptolemee");
  CHECK(r.revolts[0].executed == "ptolemee-ii");
  CHECK(r.revolts[0].captured == std::vector<std::string>{"cleopatre"});
  CHECK_FALSE(g.character("ptolemee-ii")->alive);
  CHECK(g.character("cleopatre")->alive);
  CHECK(g.character("cleopatre")->controller.empty());
  REQUIRE(g.units.size() == 1);
  CHECK(g.units[0].commander.empty());
  CHECK(g.units[0].attached == std::vector<std::string>{"cleopatre"});
  CHECK_FALSE(r.events.empty());
}

TEST_CASE("R11a.sup.6 in a supply revolt Ag becomes Ae and Am becomes A") {
  auto g = six_sides(autumn319);
  add_unit(g, UnitType::Ag, "antigone", "LIB");
  add_unit(g, UnitType::Am, "antigone", "ARA");
  add_unit(g, UnitType::Ae, "antigone", "CAU");
  apply_winter_supply(board(), g);
  CHECK(g.units[0].type == UnitType::Ae);
  CHECK(g.units[1].type == UnitType::A);
  CHECK(g.units[2].type == UnitType::Ae);
}

TEST_CASE(
    "R11a.sup.5 R11a.sup.6 the revolt of an Ag or Am names the unit as it stood and says its new "
    "type") {
  auto g = six_sides(autumn319);
  add_unit(g, UnitType::Ag, "antigone", "LIB");
  add_unit(g, UnitType::Am, "antigone", "ARA");
  add_unit(g, UnitType::A, "antigone", "CAU");
  const auto r = apply_winter_supply(board(), g);
  std::vector<std::string> said;
  for (const auto& e : r.events) said.push_back(rules_test::en(e.text));
  auto has = [&](const std::string& needle) {
    return std::any_of(said.begin(), said.end(),
                       [&](const std::string& t) { return t.find(needle) != std::string::npos; });
  };
  CHECK(has("Ag LIB (Antigone) is unsupplied and revolts (R11a.sup.5)"));
  CHECK(has("Ag LIB becomes Ae LIB (R11a.sup.6)"));
  CHECK(has("Am ARA (Antigone) is unsupplied and revolts (R11a.sup.5)"));
  CHECK(has("Am ARA becomes A ARA (R11a.sup.6)"));
  CHECK(has("A CAU (Antigone) is unsupplied and revolts (R11a.sup.5)"));
  // Never the new type first, as if it had been an Ae before the revolt.
  CHECK_FALSE(has("Ae LIB (Antigone) is unsupplied"));
  CHECK_FALSE(has("A CAU becomes"));
}

TEST_CASE("R11a.sup.7 revolting units become neutral, for the next auction") {
  auto g = six_sides(autumn319);
  add_unit(g, UnitType::A, "antigone", "SAG");
  add_unit(g, UnitType::A, "antigone", "PHE");  // supplied (town)
  auto r = apply_winter_supply(board(), g);
  REQUIRE(r.revolts.size() == 1);
  CHECK(g.units[0].side.empty());
  CHECK(g.units[0].neutral_label == adj::rules::unsupplied_label);
  CHECK(g.units[1].side == "antigone");
}

}  // namespace

#include "adjudicator/rules/control.hpp"

namespace {

TEST_CASE("R11a.sup.8 control follows a supply revolt") {
  auto g = six_sides(autumn319);
  g.control["LIB"] = "ptolemee";
  add_unit(g, UnitType::A, "ptolemee", "LIB");
  apply_winter_supply(board(), g);
  auto c = adj::rules::recompute_control(board(), g);
  CHECK(c.control.count("LIB") == 0);
  REQUIRE(c.changes.size() == 1);
  CHECK(c.changes[0].from == "ptolemee");
}

}  // namespace
