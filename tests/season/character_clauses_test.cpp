// Characters through the whole season: the royal family, how characters move, and Philippe III
// losing his command (R6b.rf.1, R6b.move.1-3, R6b.free.6).
#include <algorithm>
#include <set>

#include "fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {
adj::SeasonResult run(const state::GameState& g, std::vector<adj::SideOrders> orders = {}) {
  return adj::adjudicate_season(test::diadoques_map(), g, orders);
}
const std::string spring = state::Season::first().id();
}  // namespace

TEST_CASE("R6b.rf.1 the royal family has six members, none of them belonging to a side") {
  const state::GameState g = test::opening();
  std::set<std::string> royal;
  for (const state::Character& c : g.characters)
    if (c.kind == state::CharacterKind::royal) royal.insert(c.id);
  CHECK(royal == std::set<std::string>{"philippe-iii", "eurydice", "roxane", "alexandre-iv",
                                       "olympias", "cleopatre"});
  for (const std::string& id : royal) {
    CHECK(g.character(id)->side.empty());  // they belong to no side
    CHECK(g.character(id)->alive);
  }
}

TEST_CASE("R6b.move.1 characters of several sides share a space and never fight") {
  state::GameState g = test::later();
  REQUIRE(g.character("cassandre")->space == "MAC");
  g.character("antigone")->space = "EPI";
  g.character("lysimaque")->space = "ATT";
  const adj::SeasonResult r = run(
      g, {test::orders_for("cassandre", "* MAC THE\n"), test::orders_for("antigone", "* EPI THE\n"),
          test::orders_for("lysimaque", "* ATT THE\n")});
  // Three leaders of three sides all arrive: no standoff, nobody dislodged or captured.
  for (const char* who : {"cassandre", "antigone", "lysimaque"}) {
    const state::Character* c = r.next.character(who);
    CHECK(c->space == "THE");
    CHECK(c->alive);
    CHECK(c->controller == who);
    CHECK_FALSE(c->prisoner);
  }
  SUBCASE("a lone character does not hold a space against an army") {
    state::GameState h = test::later();
    h.character("lysimaque")->space = "THE";
    test::place(h, UnitType::A, "cassandre", "MAC");
    const adj::SeasonResult s = run(h, {test::orders_for("cassandre", "A MAC THE\n")});
    CHECK(test::report_for(s, "A MAC THE").status == adj::OrderStatus::succeeded);
    REQUIRE(test::unit_in(s.next, "THE") != nullptr);
    CHECK(test::unit_in(s.next, "THE")->side == "cassandre");
    CHECK(s.next.character("lysimaque")->alive);
  }
}

TEST_CASE("R6b.move.2 characters associated with a unit move with it") {
  state::GameState g = test::later();
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", spring);
  g.units[a].attached = {"roxane", "alexandre-iv"};
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "A* MAC THE\n")});
  for (const char* who : {"cassandre", "roxane", "alexandre-iv"}) {
    CHECK(r.next.character(who)->space == "THE");
    CHECK(r.next.character(who)->controller == "cassandre");
  }
  const state::Unit* u = test::unit_in(r.next, "THE");
  REQUIRE(u != nullptr);
  CHECK(std::find(u->attached.begin(), u->attached.end(), "roxane") != u->attached.end());
}

TEST_CASE("R6b.move.2 characters associated with a dislodged unit retreat with it") {
  state::GameState g = test::later();
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "MAC");
  g.units[a].attached = {"roxane", "alexandre-iv"};
  test::place(g, UnitType::A, "cassandre", "PEO");
  test::place(g, UnitType::A, "lysimaque", "THR");
  test::place(g, UnitType::A, "lysimaque", "CHA");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "A MAC X Re PEO, THR, ILL, EPI\n"),
              test::orders_for("lysimaque", "A THR MAC\nA CHA S A THR MAC\n")});
  REQUIRE(test::unit_in(r.next, "ILL") != nullptr);
  CHECK(test::unit_in(r.next, "ILL")->side == "cassandre");
  for (const char* who : {"roxane", "alexandre-iv"}) {
    CHECK(r.next.character(who)->space == "ILL");
    CHECK(r.next.character(who)->controller == "cassandre");  // still held (R6b.keep.3)
  }
}

TEST_CASE("R6b.move.3 R9a.move.7 a lone character moves one space, as an army or as a fleet") {
  state::GameState g = test::later();
  REQUIRE(g.character("cassandre")->space == "MAC");
  SUBCASE("by land to an adjacent province") {
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "* MAC THE\n")});
    CHECK(r.next.character("cassandre")->space == "THE");
  }
  SUBCASE("by sea, as a fleet, into the adjacent sea zone") {
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "* MAC EUB\n")});
    CHECK(test::report_for(r, "* MAC EUB").status == adj::OrderStatus::succeeded);
    CHECK(r.next.character("cassandre")->space == "EUB");
  }
  SUBCASE("not two spaces in one turn") {
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "* MAC ATT\n")});
    CHECK(test::report_for(r, "* MAC ATT").status != adj::OrderStatus::succeeded);
    CHECK(r.next.character("cassandre")->space == "MAC");
  }
}

TEST_CASE("R6b.free.6 Philippe III is freed when his command is taken away") {
  state::GameState g = test::later();
  g.character("philippe-iii")->space = "MAC";
  g.character("eurydice")->space = "MAC";
  g.character("cassandre")->space = "MAC";
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "MAC", "philippe-iii", spring);
  g.units[a].attached = {"eurydice", "cassandre"};
  SUBCASE("his side names another commander") {
    const adj::SeasonResult r =
        run(g, {test::orders_for("cassandre", "Commandement Cassandre A MAC\n")});
    CHECK(test::report_for(r, "Commandement Cassandre A MAC").status ==
          adj::OrderStatus::succeeded);
    CHECK(test::unit_in(r.next, "MAC")->commander == "cassandre");
    CHECK(r.next.character("philippe-iii")->controller.empty());
    CHECK_FALSE(r.next.character("philippe-iii")->prisoner);
    CHECK(r.next.character("eurydice")->controller.empty());
    CHECK(r.next.character("philippe-iii")->space == "MAC");  // freed where he stands
  }
  SUBCASE("he keeps his command: he stays controlled") {
    const adj::SeasonResult r = run(g);
    CHECK(test::unit_in(r.next, "MAC")->commander == "philippe-iii");
    CHECK(r.next.character("philippe-iii")->controller == "cassandre");
  }
}
