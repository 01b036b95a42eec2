// The turn of the year's characters: the winter epigones (R8b.gm.3, R7a.p2.1 including winter
// -314, the general appearance of R7a.p3.1 at the end of winter -313, never before spring -314
// R7b.dyn.3), the dynasties (R7b.dyn.1) and the year's corruption totals (R9b.year.1).
#include "adjudicator/rules/elimination.hpp"
#include "adjudicator/rules/epigone.hpp"
#include "year_fixture.hpp"

using namespace dia;
using dia::state::SeasonKind;
using test::year::at;
using test::year::public_event;
using test::year::public_events;
using test::year::run;

namespace {
void kill(state::GameState& g, const std::string& character) {
  state::Character* c = g.character(character);
  c->alive = false;
}
}  // namespace

TEST_CASE(
    "R7a.p3.1 R8b.gm.3 at the end of winter -313 every surviving side without an epigone "
    "receives him") {
  state::GameState g = at(-313, SeasonKind::winter);
  g.majors_changed = {-314, SeasonKind::autumn};  // no shared victory this winter
  g.side("eumene")->eliminated = true;
  const adj::SeasonResult r = run(g);
  for (const state::Side& s : r.next.sides) {
    const state::Character* e = r.next.character(s.epigone);
    REQUIRE(e != nullptr);
    if (s.eliminated) {
      CHECK(e->space.empty());
      continue;
    }
    // The capital, which each side controls (R7a.p3.1: the capital if controlled).
    CHECK(e->space == s.capital);
    CHECK(e->controller == s.id);
  }
  CHECK(public_events(r, "(R7a.p3.1)").size() == 5);
  CHECK(public_event(r, "Antiochos, epigone of Séleucos, appears in Babylone") != nullptr);
}

TEST_CASE("R7a.p3.1 the diadoque's space when the capital is lost") {
  state::GameState g = at(-313, SeasonKind::winter);
  g.majors_changed = {-314, SeasonKind::autumn};
  g.control.erase("Babylone");
  g.character("seleucos")->space = "MES";
  test::place(g, state::UnitType::A, "seleucos", "MES", "seleucos");
  const adj::SeasonResult r = run(g);
  CHECK(r.next.character("antiochos")->space == "MES");
}

TEST_CASE("R7a.p3.1 R7a.p3.3 only at the end of winter -313, and one epigone per game") {
  state::GameState g = at(-314, SeasonKind::winter);
  g.majors_changed = {-315, SeasonKind::autumn};
  const adj::SeasonResult r = run(g);
  for (const state::Side& s : r.next.sides) CHECK(r.next.character(s.epigone)->space.empty());
  // A side whose epigone has appeared and died gets no other one in winter -313.
  state::GameState w = at(-313, SeasonKind::winter);
  w.majors_changed = {-314, SeasonKind::autumn};
  kill(w, "antiochos");
  const adj::SeasonResult r2 = run(w);
  CHECK(r2.next.character("antiochos")->space.empty());
  CHECK_FALSE(r2.next.character("antiochos")->alive);
  CHECK(public_event(r2, "Antiochos") == nullptr);
}

TEST_CASE(
    "R7a.p2.1 R8b.gm.3 a diadoque dead in period 2: his epigone appears at the winter's "
    "step 3 (winter -314 included)") {
  state::GameState g = at(-314, SeasonKind::winter);
  g.majors_changed = {-315, SeasonKind::autumn};
  kill(g, "seleucos");
  g.character("seleucos")->space = "";
  const adj::SeasonResult r = run(g);
  CHECK(r.next.character("antiochos")->space == "Babylone");
  CHECK(public_event(r, "Antiochos, epigone of Séleucos, appears in Babylone (R7a.p2.1)") !=
        nullptr);
}

TEST_CASE("R7b.dyn.3 even with dynasties no epigone appears before spring -314") {
  state::GameState g = at(-315, SeasonKind::winter);
  g.majors_changed = {-316, SeasonKind::autumn};
  g.dynasties = true;
  kill(g, "seleucos");
  const adj::SeasonResult r = run(g);
  CHECK(r.next.character("antiochos")->space.empty());
  // ... and he appears at the epigone step of spring -314.
  const adj::SeasonResult spring = run(r.next);
  CHECK(spring.next.character("antiochos")->space == "Babylone");
}

TEST_CASE("R7b.dyn.1 the last RF member's death establishes the dynasties from the next turn") {
  state::GameState g = at(-317, SeasonKind::summer);
  for (state::Character& c : g.characters)
    if (c.kind == state::CharacterKind::royal && c.id != "olympias") c.alive = false;
  const adj::SeasonResult one_left = run(g);
  CHECK_FALSE(one_left.next.dynasties);
  kill(g, "olympias");
  const adj::SeasonResult none_left = run(g);
  CHECK(none_left.next.dynasties);
  CHECK(public_event(none_left, "The dynasties are established (R7b.dyn.1)") != nullptr);
  // Established once: no second announcement.
  const adj::SeasonResult after = run(none_left.next);
  CHECK(after.next.dynasties);
  CHECK(public_event(after, "dynasties") == nullptr);
}

TEST_CASE("R7b.dyn.1 spring -306 at the latest: the winter -307 turn establishes them") {
  state::GameState g = at(-307, SeasonKind::autumn);
  const adj::SeasonResult autumn = run(g);
  CHECK_FALSE(autumn.next.dynasties);
  state::GameState w = at(-307, SeasonKind::winter);
  w.majors_changed = {-308, SeasonKind::autumn};
  const adj::SeasonResult r = run(w);
  CHECK(r.next.season == state::Season{-306, SeasonKind::spring});
  CHECK(r.next.dynasties);
  CHECK(public_event(r, "The dynasties are established") != nullptr);
}

TEST_CASE("R9b.year.1 the corruption totals of the year reset after autumn, not before") {
  state::GameState g = at(-318, SeasonKind::summer);
  test::place(g, state::UnitType::A, "seleucos", "Babylone");  // a garrison: supplied (R11a.sup.2)
  g.units.back().counter_corruption = 6;
  g.units.back().corruption_paid = {{"ptolemee", 4}};
  g.character("olympias")->counter_corruption = 2;
  const adj::SeasonResult summer = run(g);
  REQUIRE(test::unit_in(summer.next, "Babylone") != nullptr);
  CHECK(test::unit_in(summer.next, "Babylone")->counter_corruption == 6);
  CHECK(test::unit_in(summer.next, "Babylone")->corruption_paid.at("ptolemee") == 4);
  const adj::SeasonResult autumn = run(summer.next);
  REQUIRE(test::unit_in(autumn.next, "Babylone") != nullptr);
  CHECK(autumn.next.season.kind == SeasonKind::winter);
  CHECK(test::unit_in(autumn.next, "Babylone")->counter_corruption == 0);
  CHECK(test::unit_in(autumn.next, "Babylone")->corruption_paid.empty());
  CHECK(autumn.next.character("olympias")->counter_corruption == 0);
}

TEST_CASE(
    "R7a.p2.2 the epigone goes to the capital if the side controls it, else where the "
    "diadoque died") {
  state::GameState g = at(-314, SeasonKind::spring);
  kill(g, "seleucos");
  g.character("seleucos")->space = "MES";
  state::GameState lost = g;
  lost.control.erase("Babylone");
  state::Dice dice(g.rng);
  adj::rules::epigones_appear(test::diadoques_map(), g, dice);
  CHECK(g.character("antiochos")->space == "Babylone");
  state::Dice dice2(lost.rng);
  adj::rules::epigones_appear(test::diadoques_map(), lost, dice2);
  CHECK(lost.character("antiochos")->space == "MES");
}

TEST_CASE(
    "R7a.p3.2 R7b.dyn.2 from -312 a side that lost diadoque and epigone is eliminated, "
    "unless dynasties are established") {
  state::GameState g = at(-312, SeasonKind::summer);
  kill(g, "seleucos");
  kill(g, "antiochos");
  const auto due = adj::rules::due_eliminations(test::diadoques_map(), g, {}, {});
  REQUIRE(due.size() == 1);
  CHECK(due[0].side == "seleucos");
  CHECK(due[0].clause == "R7a.p3.2");
  // His epigone alive: no elimination.
  state::GameState epigone_alive = at(-312, SeasonKind::summer);
  kill(epigone_alive, "seleucos");
  CHECK(adj::rules::due_eliminations(test::diadoques_map(), epigone_alive, {}, {}).empty());
  // With dynasties, losing both is no longer enough (R7b.dyn.2): he still holds Babylone.
  g.dynasties = true;
  CHECK(adj::rules::due_eliminations(test::diadoques_map(), g, {}, {}).empty());
}
