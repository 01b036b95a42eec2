// R9c.dissoc and R9c.cmd: which characters go with a unit and who commands it, after movement
// (R6b.lead.3, R6b.diad.5, Philippe III's command R6b.phil).
#include <algorithm>

#include "adjudicator/season/pieces.hpp"
#include "after_fixture.hpp"

using namespace dia;
using namespace dia::after_test;
using adj::OrderStatus;

namespace {
bool attached(const state::Unit& u, const std::string& id) {
  return std::find(u.attached.begin(), u.attached.end(), id) != u.attached.end();
}
const std::string spring = state::Season::first().id();
}  // namespace

TEST_CASE(
    "R9c.dissoc.1 by default a character is associated with his side's unit at the end of "
    "movement") {
  state::GameState g = quiet();
  test::place(g, UnitType::A, "antigone", "LYD");
  g.character("antigone")->space = "PHR";
  const adj::SeasonResult r = run(g, {test::orders_for("antigone", "A LYD PHR\n")});
  const state::Unit* u = test::unit_in(r.next, "PHR");
  REQUIRE(u != nullptr);
  CHECK(u->commander == "antigone");
}

TEST_CASE("R9c.dissoc.2 a dissociated character stays alone beside the unit (R6b.diad.5)") {
  state::GameState g = quiet();
  test::place(g, UnitType::A, "antigone", "PHR", "antigone", spring);
  const adj::SeasonResult r = run(g, {test::orders_for("antigone", "Dissocier * PHR\n")});
  CHECK(test::report_for(r, "Dissocier * PHR").status == OrderStatus::succeeded);
  const state::Unit* u = test::unit_in(r.next, "PHR");
  REQUIRE(u != nullptr);
  CHECK(u->commander.empty());
  CHECK(r.next.character("antigone")->space == "PHR");
  CHECK(event_with(r, "Antigone leaves A* PHR (R9c.dissoc.2)") != nullptr);
  SUBCASE("not where the order says") {
    const adj::SeasonResult w = run(g, {test::orders_for("antigone", "Dissocier * CAP\n")});
    CHECK(test::report_for(w, "Dissocier * CAP").status == OrderStatus::ignored);
    CHECK(test::unit_in(w.next, "PHR")->commander == "antigone");
  }
}

TEST_CASE("R6b.phil.4 Philippe III dissociated from his unit commands none and turns neutral") {
  state::GameState g = quiet();
  g.character("philippe-iii")->space = "MAC";
  g.character("eurydice")->space = "MAC";
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "MAC", "philippe-iii", spring);
  g.units[a].attached.push_back("eurydice");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Dissocier Philippe III MAC\n")});
  CHECK(test::report_for(r, "Dissocier Philippe III MAC").status == OrderStatus::succeeded);
  CHECK(r.next.character("philippe-iii")->controller.empty());
  CHECK(r.next.character("eurydice")->controller.empty());  // R6b.phil.1: the pair goes together
}

TEST_CASE("R9c.cmd.1 the side names which associated leader commands the unit (R6b.lead.3)") {
  state::GameState g = quiet();
  g.character("philippe-iii")->space = "MAC";
  g.character("eurydice")->space = "MAC";
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", spring);
  g.units[a].attached = {"philippe-iii", "eurydice"};
  SUBCASE("the order names Philippe III") {
    const adj::SeasonResult r =
        run(g, {test::orders_for("cassandre", "Commandement Philippe III A MAC\n")});
    CHECK(test::report_for(r, "Commandement Philippe III A MAC").status == OrderStatus::succeeded);
    const state::Unit* u = test::unit_in(r.next, "MAC");
    REQUIRE(u != nullptr);
    CHECK(u->commander == "philippe-iii");
    CHECK(attached(*u, "cassandre"));
    CHECK(event_with(r, "Philippe III takes command of A Philippe III MAC (R9c.cmd.1)") != nullptr);
  }
  SUBCASE("R6b.lead.3 with no order the commander stays the same") {
    const adj::SeasonResult r = run(g);
    CHECK(test::unit_in(r.next, "MAC")->commander == "cassandre");
  }
}

TEST_CASE("R6b.phil.6 Philippe III may change unit if he commands one at the end of the turn") {
  // He leaves his unit in Pydna to join the diadoque's army in MAC: by default he would ride
  // with it without command and turn neutral (R6b.phil.4); named commander, he stays.
  state::GameState g = quiet();
  const std::size_t p = test::place(g, UnitType::A, "cassandre", "Pydna", "philippe-iii", spring);
  g.units[p].attached = {"eurydice"};
  test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", spring);
  const std::string moves = "Philippe III Pydna MAC\n";
  const adj::SeasonResult without = run(g, {test::orders_for("cassandre", moves)});
  CHECK(without.next.character("philippe-iii")->controller.empty());
  const adj::SeasonResult with =
      run(g, {test::orders_for("cassandre", moves + "Commandement Philippe III A MAC\n")});
  CHECK(with.next.character("philippe-iii")->controller == "cassandre");
  CHECK(test::unit_in(with.next, "MAC")->commander == "philippe-iii");
}

TEST_CASE("R6b.lead.1 only a military leader may be named commander") {
  state::GameState g = quiet();
  g.character("roxane")->space = "MAC";
  g.character("alexandre-iv")->space = "MAC";
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", spring);
  g.units[a].attached = {"roxane", "alexandre-iv"};
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Commandement Roxane A MAC\n")});
  CHECK(test::report_for(r, "Commandement Roxane A MAC").status == OrderStatus::ignored);
  CHECK(note_of(r, "Commandement Roxane A MAC").find("not a military leader (R6b.lead.1)") !=
        std::string::npos);
  CHECK(test::unit_in(r.next, "MAC")->commander == "cassandre");
}

TEST_CASE("R6b.lead.2 a prisoner may not command his captor's unit") {
  state::GameState g = quiet();
  state::Character* e = g.character("eumene");
  e->controller = "cassandre";
  e->prisoner = true;
  e->space = "MAC";
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", spring);
  g.units[a].attached = {"eumene"};
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Commandement Eumène A MAC\n")});
  CHECK(test::report_for(r, "Commandement Eumène A MAC").status == OrderStatus::ignored);
  CHECK(test::unit_in(r.next, "MAC")->commander == "cassandre");
}

TEST_CASE("R6b.lead.6 after a change of command the results write the new commander first") {
  state::GameState g = quiet();
  g.character("philippe-iii")->space = "MAC";
  g.character("eurydice")->space = "MAC";
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", spring);
  g.units[a].attached = {"philippe-iii", "eurydice"};
  CHECK(adj::season::describe(g, g.units[a]) == "A* MAC");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Commandement Philippe III A MAC\n")});
  const state::Unit* u = test::unit_in(r.next, "MAC");
  REQUIRE(u != nullptr);
  CHECK(adj::season::describe(r.next, *u) == "A Philippe III MAC");
}
