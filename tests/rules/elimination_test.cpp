// Elimination of a side (R7a, R7b.dyn.4) and its effects (R7c).
#include <doctest/doctest.h>

#include <algorithm>

#include "adjudicator/rules/elimination.hpp"
#include "rules_support.hpp"
#include "support/words.hpp"

namespace {

using namespace dia;
using adj::rules::CharacterDeath;
using adj::rules::due_eliminations;
using adj::rules::eliminate_side;
using adj::rules::Elimination;
using rules_test::add_unit;
using rules_test::board;
using rules_test::place;
using rules_test::six_sides;
using state::UnitType;

const state::Season summer319{-319, state::SeasonKind::summer};

// Cassandre killed in combat by Antigone this season.
state::GameState cassandre_dead(state::Season season = summer319) {
  auto g = six_sides(season);
  place(g, "cassandre", "THE");
  g.character("cassandre")->alive = false;
  g.side("cassandre")->treasury = 20;
  return g;
}

const std::vector<CharacterDeath> killed_by_antigone{{"cassandre", "antigone", false}};

bool any_text(const adj::rules::StepReport& r, const std::string& needle) {
  return std::any_of(r.events.begin(), r.events.end(), [&](const adj::Event& e) {
    return e.visibility == adj::Visibility::everyone &&
           (rules_test::fr(e.text).find(needle) != std::string::npos ||
            rules_test::en(e.text).find(needle) != std::string::npos);
  });
}

Elimination p1(const std::string& by = "antigone") {
  return {"cassandre", "R7a.p1.1", report::worded("mort de Cassandre", "death of Cassandre"), by};
}

}  // namespace

TEST_CASE("R7a.p1.1 in period 1 a side whose diadoque dies is eliminated") {
  auto g = cassandre_dead();
  const auto due = due_eliminations(board(), g, killed_by_antigone, {});
  REQUIRE(due.size() == 1);
  CHECK(due[0].side == "cassandre");
  CHECK(due[0].clause == "R7a.p1.1");
  CHECK(due[0].by == "antigone");  // the cause for R7c.elim.5
  g.side("cassandre")->eliminated = true;
  CHECK(due_eliminations(board(), g, killed_by_antigone, {}).empty());  // only once
  CHECK(adj::rules::succession_period({-315, state::SeasonKind::winter}) == 1);
  CHECK(adj::rules::succession_period({-314, state::SeasonKind::spring}) == 2);
  CHECK(adj::rules::succession_period({-312, state::SeasonKind::spring}) == 3);
}

TEST_CASE("R7a.p2.5 from period 2 a side needs both its diadoque and its epigone dead") {
  auto g = cassandre_dead({-314, state::SeasonKind::summer});
  CHECK(due_eliminations(board(), g, killed_by_antigone, {}).empty());
  g.character("philippe")->alive = false;
  const auto due = due_eliminations(board(), g, {{"philippe", "lysimaque", false}}, {});
  REQUIRE(due.size() == 1);
  CHECK(due[0].clause == "R7a.p2.5");
  CHECK(due[0].by == "lysimaque");
}

TEST_CASE("R7b.dyn.4 with dynasties a side goes only at the end of an autumn with nothing left") {
  auto g = cassandre_dead();
  g.dynasties = true;
  CHECK(due_eliminations(board(), g, killed_by_antigone, {}).empty());  // a summer
  g.season.kind = state::SeasonKind::autumn;
  g.control["Pella"] = "cassandre";
  CHECK(due_eliminations(board(), g, killed_by_antigone, {}).empty());  // holds a citadel
  g.control.erase("Pella");
  const auto due = due_eliminations(board(), g, killed_by_antigone, {});
  REQUIRE(due.size() == 1);
  CHECK(due[0].clause == "R7b.dyn.4");
}

TEST_CASE("R7c.elim.3 the treasury stays as a treasure in the capital and is never shown") {
  auto g = cassandre_dead();
  g.control["Pella"] = "cassandre";
  g.control["Pydna"] = "cassandre";
  state::Dice dice(g.rng);
  const auto r = eliminate_side(board(), g, p1(), dice);
  CHECK(g.side("cassandre")->eliminated);
  CHECK(g.treasures["Pella"] == 20);
  CHECK(g.side("cassandre")->treasury == 0);
  CHECK(any_text(r, "R7c.elim.3"));
  CHECK_FALSE(any_text(r, "20"));  // R7c.elim.2
  CHECK(any_text(r, "R7a.p1.1"));
}

TEST_CASE("R7c.elim.4 without its capital the treasury goes to one of its majors") {
  auto g = cassandre_dead();
  g.control["Sardes"] = "cassandre";
  g.control["Lamia"] = "cassandre";
  state::Dice dice(g.rng);
  eliminate_side(board(), g, p1(), dice);
  CHECK(g.treasures["Sardes"] == 20);  // the only major: no draw
  CHECK(dice.log().empty());
  auto h = cassandre_dead();
  h.control["Sardes"] = "cassandre";
  h.control["Athènes"] = "cassandre";
  state::Dice d2(h.rng);
  eliminate_side(board(), h, p1(), d2);
  REQUIRE(d2.log().size() == 1);
  CHECK(::dia::test::english(d2.log()[0].purpose).find("R7c.elim.4") != std::string::npos);
  std::vector<std::string> majors;  // the draw is among them in map order
  for (const map::Space& s : board().spaces)
    if (s.code == "Sardes" || s.code == "Athènes") majors.push_back(s.code);
  const std::string kept = majors[static_cast<std::size_t>(d2.log()[0].result - 1)];
  CHECK(h.treasures[kept] == 20);
}

TEST_CASE("R7c.elim.5 a side without citadel hands its treasury to the side that caused it") {
  auto g = cassandre_dead();
  g.side("antigone")->treasury = 5;
  state::Dice dice(g.rng);
  const auto r = eliminate_side(board(), g, p1("antigone"), dice);
  CHECK(g.side("antigone")->treasury == 25);
  CHECK(g.side("cassandre")->treasury == 0);
  CHECK_FALSE(any_text(r, "20"));  // the amount goes to Antigone's private notes only
  const auto mine = std::find_if(r.events.begin(), r.events.end(), [](const adj::Event& e) {
    return e.visibility == adj::Visibility::side_only;
  });
  REQUIRE(mine != r.events.end());
  CHECK(mine->side == "antigone");
  CHECK(rules_test::en(mine->text).find("20 T") != std::string::npos);
}

TEST_CASE("R7c.elim.5 the inherited treasury is a named money line of both sides' notes") {
  // Audit p75: the heir's private note listed it as "other changes (see the results): +40 T".
  auto g = cassandre_dead();
  state::Dice dice(g.rng);
  const auto r = eliminate_side(board(), g, p1("antigone"), dice);
  REQUIRE(r.money.size() == 2);
  CHECK(r.money[0].side == "cassandre");
  CHECK(r.money[0].amount == -20);
  CHECK(r.money[1].side == "antigone");
  CHECK(r.money[1].amount == 20);
  CHECK(r.money[1].clause == "R7c.elim.5");
  CHECK(rules_test::en(r.money[1].what).find("Cassandre") != std::string::npos);
}

TEST_CASE("R7c.elim.3 a treasury left in the capital leaves the side's money with its reason") {
  auto g = cassandre_dead();
  g.control["Pella"] = "cassandre";
  state::Dice dice(g.rng);
  const auto r = eliminate_side(board(), g, p1(), dice);
  REQUIRE(r.money.size() == 1);
  CHECK(r.money[0].side == "cassandre");
  CHECK(r.money[0].amount == -20);
  CHECK(r.money[0].clause == "R7c.elim.3");
}

TEST_CASE("R7c.elim.1 its citadels become neutral and those held inside are freed") {
  auto g = cassandre_dead();
  g.control["Pella"] = "cassandre";
  g.control["Pydna"] = "cassandre";
  place(g, "eumene", "Pydna");
  g.character("eumene")->controller = "cassandre";
  g.character("eumene")->prisoner = true;
  state::Dice dice(g.rng);
  const auto r = eliminate_side(board(), g, p1(), dice);
  CHECK(g.controller_of("Pella").empty());
  CHECK(g.controller_of("Pydna").empty());
  CHECK(g.character("eumene")->controller == "eumene");
  CHECK_FALSE(g.character("eumene")->prisoner);
  CHECK(any_text(r, "R7c.elim.1"));
}

TEST_CASE("R7c.elim.1 its provinces become neutral with its citadels (R11e.ctrl.3)") {
  auto g = cassandre_dead();
  g.control["Pella"] = "cassandre";
  g.control["MAC"] = "cassandre";  // a province with citadels
  g.control["THR"] = "cassandre";  // a province without, taken by its army (R11e.ctrl.2)
  g.control["PHR"] = "antigone";
  state::Dice dice(g.rng);
  eliminate_side(board(), g, p1(), dice);
  CHECK(g.controller_of("MAC").empty());
  CHECK(g.controller_of("THR").empty());
  CHECK(g.controller_of("PHR") == "antigone");
}

TEST_CASE("R7c.elim.8 its units turn neutral for the auction: Am disappears and Ag becomes Ae") {
  auto g = cassandre_dead();
  add_unit(g, UnitType::A, "cassandre", "THR");
  add_unit(g, UnitType::Am, "cassandre", "EPI");
  add_unit(g, UnitType::Ag, "cassandre", "ILL");
  add_unit(g, UnitType::A, "antigone", "PHR");
  place(g, "cleopatre", "LYD");  // controlled, elsewhere
  g.character("cleopatre")->controller = "cassandre";
  state::Dice dice(g.rng);
  eliminate_side(board(), g, p1(), dice);
  REQUIRE(g.units.size() == 3);
  CHECK(g.units[0].side.empty());
  CHECK(g.units[0].neutral_label == adj::rules::elimination_auction_label);
  CHECK(g.units[1].space == "ILL");
  CHECK(g.units[1].type == UnitType::Ae);
  CHECK(g.units[1].side.empty());
  CHECK(g.units[2].side == "antigone");
  CHECK(g.character("cleopatre")->controller.empty());  // characters it controls: neutral
}

TEST_CASE("R7c.elim.9 its units with an RF member serve him for good under Philippe III") {
  auto g = cassandre_dead();
  place(g, "philippe-iii", "MAC");
  place(g, "eurydice", "MAC");
  g.character("philippe-iii")->controller = "cassandre";
  g.character("eurydice")->controller = "cassandre";
  auto& u = add_unit(g, UnitType::Am, "cassandre", "MAC");
  u.attached = {"philippe-iii", "eurydice"};
  state::Dice dice(g.rng);
  const auto r = eliminate_side(board(), g, p1(), dice);
  REQUIRE(g.units.size() == 1);
  CHECK(g.units[0].type == UnitType::A);  // Am→A
  CHECK(g.units[0].side.empty());
  CHECK(g.units[0].neutral_label == "royal.philippe-iii");
  CHECK(g.units[0].commander == "philippe-iii");
  CHECK(g.units[0].attached == std::vector<std::string>{"eurydice"});
  CHECK(g.character("philippe-iii")->controller.empty());
  CHECK(any_text(r, "R7c.elim.9"));
}
