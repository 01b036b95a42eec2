// End-of-turn control of characters: Philippe III's command (R6b.phil.4) and the keep-control
// checks (R6b.keep.1–3), freeing as R6b.free.7 says.
#include <doctest/doctest.h>

#include "adjudicator/rules/keep_control.hpp"
#include "adjudicator/rules/philippe_command.hpp"
#include "rules_support.hpp"

namespace {

using namespace dia;
using adj::rules::keep_control_check;
using adj::rules::philippe_command_check;
using rules_test::add_unit;
using rules_test::board;
using rules_test::place;
using rules_test::six_sides;
using state::UnitType;

const state::Season summer319{-319, state::SeasonKind::summer};

void control(state::GameState& g, const std::string& who, const std::string& side,
             const std::string& space) {
  place(g, who, space);
  g.character(who)->controller = side;
  g.character(who)->prisoner =
      g.character(who)->kind != state::CharacterKind::royal && g.character(who)->side != side;
}

state::GameState with_philippe(const std::string& space) {
  auto g = six_sides(summer319);
  control(g, "philippe-iii", "cassandre", space);
  control(g, "eurydice", "cassandre", space);
  return g;
}

}  // namespace

TEST_CASE("R6b.phil.4 Philippe III commanding no unit at the end of the turn turns neutral") {
  auto g = with_philippe("THE");
  add_unit(g, UnitType::A, "cassandre", "THE").attached = {"philippe-iii", "eurydice"};
  const auto r = philippe_command_check(g);
  CHECK(g.character("philippe-iii")->controller.empty());
  CHECK(g.character("eurydice")->controller.empty());  // with him (R6b.phil.1)
  CHECK(g.character("philippe-iii")->space == "THE");  // where he stands
  CHECK(g.units[0].attached.empty());
  REQUIRE(r.events.size() == 1);
  CHECK(r.events[0].visibility == adj::Visibility::everyone);
  CHECK(rules_test::en(r.events[0].text).find("R6b.phil.4") != std::string::npos);
}

TEST_CASE("R6b.phil.4 Philippe III in command stays with his side") {
  auto g = with_philippe("THE");
  auto& u = add_unit(g, UnitType::A, "cassandre", "THE");
  u.commander = "philippe-iii";
  u.attached = {"eurydice"};
  CHECK(philippe_command_check(g).events.empty());
  CHECK(keep_control_check(board(), g).events.empty());
  CHECK(g.character("philippe-iii")->controller == "cassandre");
  CHECK(g.character("eurydice")->controller == "cassandre");
}

TEST_CASE("R6b.keep.2 Philippe III commanding a unit of another side is lost") {
  auto g = with_philippe("THE");
  add_unit(g, UnitType::A, "antigone", "THE").commander = "philippe-iii";
  CHECK(philippe_command_check(g).events.empty());  // he does command a unit
  const auto r = keep_control_check(board(), g);
  CHECK(g.character("philippe-iii")->controller.empty());
  CHECK(g.character("eurydice")->controller.empty());
  REQUIRE(r.events.size() == 1);
  CHECK(rules_test::en(r.events[0].text).find("R6b.keep.2") != std::string::npos);
}

TEST_CASE("R6b.keep.1 a captured diadoque stays held with a captor unit or in a captor citadel") {
  auto g = six_sides(summer319);
  control(g, "eumene", "antigone", "THE");
  add_unit(g, UnitType::A, "antigone", "THE").attached = {"eumene"};
  g.control["Gordion"] = "antigone";
  control(g, "ptolemee", "antigone", "Gordion");  // shut in a citadel of the captor
  control(g, "seleucos", "antigone", "CAP");      // alone: he escapes
  const auto r = keep_control_check(board(), g);
  CHECK(g.character("eumene")->controller == "antigone");
  CHECK(g.character("ptolemee")->controller == "antigone");
  CHECK(g.character("seleucos")->controller == "seleucos");
  CHECK_FALSE(g.character("seleucos")->prisoner);
  CHECK(g.character("seleucos")->space == "CAP");
  REQUIRE(r.events.size() == 1);
  CHECK(rules_test::en(r.events[0].text).find("R6b.keep.1") != std::string::npos);
}

TEST_CASE("R6b.keep.1 a captured diadoque in a citadel his captor does not control escapes") {
  auto g = six_sides(summer319);
  control(g, "eumene", "antigone", "Lamia");  // neutral citadel
  keep_control_check(board(), g);
  CHECK(g.character("eumene")->controller == "eumene");
}

TEST_CASE("R6b.keep.3 an RF member stays with a unit an escort or in a citadel of his controller") {
  auto g = six_sides(summer319);
  control(g, "olympias", "cassandre", "THE");
  add_unit(g, UnitType::A, "cassandre", "THE").commander = "olympias";
  control(g, "cleopatre", "antigone", "LYD");
  place(g, "antigone", "LYD");  // escorted by the controller's diadoque (D.alone)
  g.control["Pella"] = "cassandre";
  control(g, "roxane", "cassandre", "Pella");
  control(g, "alexandre-iv", "cassandre", "Pella");
  CHECK(keep_control_check(board(), g).events.empty());
  CHECK(g.character("olympias")->controller == "cassandre");
  CHECK(g.character("cleopatre")->controller == "antigone");
  CHECK(g.character("roxane")->controller == "cassandre");
}

TEST_CASE("R6b.keep.3 an RF member alone outside his controller's citadels becomes neutral") {
  auto g = six_sides(summer319);
  control(g, "roxane", "cassandre", "THE");
  control(g, "alexandre-iv", "cassandre", "THE");
  place(g, "demetrios", "LYD");  // Antigone's epigone escorts Cléopâtre, not Olympias
  control(g, "cleopatre", "antigone", "LYD");
  control(g, "olympias", "cassandre", "LYD");
  const auto r = keep_control_check(board(), g);
  CHECK(g.character("roxane")->controller.empty());
  CHECK(g.character("alexandre-iv")->controller.empty());  // the pair goes together
  CHECK(g.character("roxane")->space == "THE");
  CHECK(g.character("cleopatre")->controller == "antigone");
  CHECK(g.character("olympias")->controller.empty());
  REQUIRE(r.events.size() == 2);
  CHECK(rules_test::en(r.events[0].text).find("R6b.keep.3") != std::string::npos);
  CHECK(rules_test::en(r.events[0].text).find("alexandre-iv") !=
        std::string::npos);  // one event per pair
}
