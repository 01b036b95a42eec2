// R10.prom: promotions, and R10.down: downgrading surplus elites.
#include "economy_fixture.hpp"

using namespace dia;
using namespace dia::economy_test;
using adj::OrderStatus;

namespace {
state::GameState cassandre_in_macedonia(int treasury = 100) {
  state::GameState g = winter();
  g.control["Pydna"] = "cassandre";
  g.control["MAC"] = "cassandre";
  g.side("cassandre")->treasury = treasury;
  return g;
}
}  // namespace

TEST_CASE("R10.prom.1 an army in a citadel or in an own citadel's province is promoted") {
  state::GameState g = cassandre_in_macedonia();
  test::place(g, UnitType::A, "cassandre", "Pydna");
  test::place(g, UnitType::Am, "cassandre", "MAC");
  test::place(g, UnitType::A, "cassandre", "THR");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre",
                               "Promouvoir A Pydna Ag\nPromouvoir Am MAC Ae\n"
                               "Promouvoir A THR Am\n")});
  CHECK(report_of(r, "Promouvoir A Pydna Ag").status == OrderStatus::succeeded);
  CHECK(test::unit_in(r.next, "Pydna")->type == UnitType::Ag);
  CHECK(report_of(r, "Promouvoir Am MAC Ae").status == OrderStatus::succeeded);
  CHECK(test::unit_in(r.next, "MAC")->type == UnitType::Ae);
  CHECK(report_of(r, "Promouvoir A THR Am").status == OrderStatus::ignored);
  CHECK(event_has(r, "Cassandre promotes A Pydna to Ag (R10.prom.3)"));
}

TEST_CASE("R10.prom.2 an F is promoted to Fe in a port citadel or a sea zone it reaches") {
  state::GameState g = cassandre_in_macedonia();
  test::place(g, UnitType::F, "cassandre", "EUB");
  test::place(g, UnitType::F, "cassandre", "CYC");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Promouvoir F CYC Fe\nPromouvoir F EUB Fe\n")});
  CHECK(report_of(r, "Promouvoir F CYC Fe").status == OrderStatus::ignored);  // no access
  CHECK(report_of(r, "Promouvoir F EUB Fe").status == OrderStatus::succeeded);
  CHECK(test::unit_in(r.next, "EUB")->type == UnitType::Fe);
}

TEST_CASE("R10.prom.3 a promotion costs the new status's price, instead of the upkeep") {
  state::GameState g = cassandre_in_macedonia(18);  // 20 T
  test::place(g, UnitType::A, "cassandre", "Pydna");
  SUBCASE("paid") {
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Promouvoir A Pydna Ae\n")});
    CHECK(report_of(r, "Promouvoir A Pydna Ae").status == OrderStatus::succeeded);
    CHECK(moved(r, "cassandre", "R10.prom.3") == -20);
    CHECK(moved(r, "cassandre", "R10.upk.1") == 0);
    CHECK(r.next.side("cassandre")->treasury == 0);
  }
  SUBCASE("not paid: the unit keeps its status and pays its upkeep") {
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Promouvoir A Pydna Ag\n")});
    CHECK(report_of(r, "Promouvoir A Pydna Ag").status == OrderStatus::failed);
    CHECK(test::unit_in(r.next, "Pydna")->type == UnitType::A);
    CHECK(r.next.side("cassandre")->treasury == 10);
  }
}

TEST_CASE("R10.prom.4 limits apply after promotion; the elephants are never promoted") {
  state::GameState g = cassandre_in_macedonia();
  test::place(g, UnitType::Ae, "cassandre", "THR");
  test::place(g, UnitType::A, "cassandre", "Pydna");
  g.units[test::place(g, UnitType::A, "cassandre", "MAC")].elephants = true;
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Promouvoir A Pydna Ae\nPromouvoir A MAC Am\n")});
  CHECK(report_of(r, "Promouvoir A Pydna Ae").status == OrderStatus::ignored);
  CHECK(note(r, "Promouvoir A Pydna Ae").find("at most 1 Ae") != std::string::npos);
  CHECK(report_of(r, "Promouvoir A MAC Am").status == OrderStatus::ignored);
  CHECK(note(r, "Promouvoir A MAC Am").find("never promoted (R10.prom.4)") != std::string::npos);
}

TEST_CASE("R10.prom.5 in a citadel whose province holds an enemy army, within its income") {
  state::GameState g = winter();
  g.control["Pydna"] = "cassandre";
  g.side("cassandre")->treasury = 100;
  test::place(g, UnitType::A, "cassandre", "Pydna");
  test::place(g, UnitType::A, "antigone", "MAC");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Promouvoir A Pydna Am\n")});
  CHECK(report_of(r, "Promouvoir A Pydna Am").status == OrderStatus::ignored);
  CHECK(note(r, "Promouvoir A Pydna Am").find("(R10.prom.5)") != std::string::npos);
}

TEST_CASE("R10.down.1 a side with two Ae downgrades the one it chooses, or promotes one to Ag") {
  state::GameState g = cassandre_in_macedonia();
  test::place(g, UnitType::Ae, "cassandre", "THR");
  test::place(g, UnitType::Ae, "cassandre", "MAC");
  SUBCASE("downgrade") {
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Dégrader Ae THR\n")});
    CHECK(report_of(r, "Dégrader Ae THR").status == OrderStatus::succeeded);
    CHECK(test::unit_in(r.next, "THR")->type == UnitType::A);
    CHECK(test::unit_in(r.next, "MAC")->type == UnitType::Ae);
  }
  SUBCASE("promotion to Ag instead") {
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Promouvoir Ae MAC Ag\n")});
    CHECK(report_of(r, "Promouvoir Ae MAC Ag").status == OrderStatus::succeeded);
    CHECK(test::unit_in(r.next, "THR")->type == UnitType::Ae);
    CHECK(test::unit_in(r.next, "MAC")->type == UnitType::Ag);
  }
  SUBCASE("no surplus, no downgrade") {
    g.units.pop_back();
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Dégrader Ae THR\n")});
    CHECK(report_of(r, "Dégrader Ae THR").status == OrderStatus::ignored);
  }
}

TEST_CASE("R10.down.2 a side with two Fe downgrades the extra one to F") {
  state::GameState g = cassandre_in_macedonia();
  test::place(g, UnitType::Fe, "cassandre", "EUB");
  test::place(g, UnitType::Fe, "cassandre", "EGE");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Dégrader Fe EGE\n")});
  CHECK(report_of(r, "Dégrader Fe EGE").status == OrderStatus::succeeded);
  CHECK(test::unit_in(r.next, "EGE")->type == UnitType::F);
  CHECK(note(r, "Dégrader Fe EGE") == "Cassandre downgrades Fe EGE to F (R10.down.2)");
}

TEST_CASE("R10.down.3 a surplus left unregularised is downgraded by a seeded draw") {
  state::GameState g = cassandre_in_macedonia();
  test::place(g, UnitType::Ae, "cassandre", "THR");
  test::place(g, UnitType::Ae, "cassandre", "MAC");
  const adj::SeasonResult r = run(g);
  CHECK(count_of(r.next, "cassandre", UnitType::Ae) == 1);
  CHECK(count_of(r.next, "cassandre", UnitType::A) == 1);
  CHECK(test::log_has(r, "R10.down.3"));
  CHECK(event_has(r, "drawn, is downgraded to A (R10.down.3)"));
  // The same seed draws the same unit.
  const adj::SeasonResult again = run(g);
  CHECK(test::unit_in(again.next, "THR")->type == test::unit_in(r.next, "THR")->type);
}

TEST_CASE("R10.down.4 downgrading is free and comes before the fleet count") {
  state::GameState g = cassandre_in_macedonia(200);
  for (const char* sea : {"EUB", "CYC", "EOL"}) test::place(g, UnitType::F, "cassandre", sea);
  test::place(g, UnitType::Fe, "cassandre", "EGE");
  test::place(g, UnitType::Fe, "cassandre", "PRO");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Dégrader Fe PRO\n")});
  // Four F after the downgrade: one is disbanded.
  CHECK(count_of(r.next, "cassandre", UnitType::Fe) == 1);
  CHECK(count_of(r.next, "cassandre", UnitType::F) == 3);
  CHECK(test::log_has(r, "R10.disb.9"));
  // Upkeep 3 F + Fe = 50, one F's fee 5; the downgrade itself costs nothing.
  CHECK(r.next.side("cassandre")->treasury == 202 - 50 - 5);
}

TEST_CASE("R6a.limit.3 an excess from a purchase stays legal until winter, then is put right") {
  // R11b.win.3: two Ag after an auction; winter downgrades one.
  state::GameState g = cassandre_in_macedonia(200);
  test::place(g, UnitType::Ag, "cassandre", "THR");
  test::place(g, UnitType::Ag, "cassandre", "MAC");
  const adj::SeasonResult r = run(g);
  CHECK(count_of(r.next, "cassandre", UnitType::Ag) == 1);
  CHECK(count_of(r.next, "cassandre", UnitType::Ae) == 1);
}
