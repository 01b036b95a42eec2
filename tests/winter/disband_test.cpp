// R10.disb: voluntary and forced disbanding, its fee, and what becomes of the unit.
#include "adjudicator/rules/auction_lot.hpp"
#include "economy_fixture.hpp"

using namespace dia;
using namespace dia::economy_test;
using adj::OrderStatus;

namespace {
state::GameState cassandre_with(int treasury) {
  state::GameState g = winter();
  g.control["Pydna"] = "cassandre";  // a port, 1 T
  g.side("cassandre")->treasury = treasury;
  return g;
}
}  // namespace

TEST_CASE("R10.disb.1 a unit is disbanded on its side's order, and not paid for") {
  state::GameState g = cassandre_with(99);
  test::place(g, UnitType::A, "cassandre", "THR");
  test::place(g, UnitType::A, "cassandre", "EPI");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Licencier A THR\n")});
  CHECK(report_of(r, "Licencier A THR").status == OrderStatus::succeeded);
  CHECK(note(r, "Licencier A THR") == "Cassandre disbands A THR (R10.disb.1)");
  CHECK(test::unit_in(r.next, "THR")->side.empty());
  CHECK(moved(r, "cassandre", "R10.upk.1") == -10);  // the other A only
  CHECK(r.next.side("cassandre")->treasury == 100 - 10 - 5);
}

TEST_CASE("R10.disb.2 a disbanded Am costs nothing and vanishes") {
  state::GameState g = cassandre_with(0);
  test::place(g, UnitType::Am, "cassandre", "THR");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Licencier Am THR\n")});
  CHECK(report_of(r, "Licencier Am THR").status == OrderStatus::succeeded);
  CHECK(test::unit_in(r.next, "THR") == nullptr);
  CHECK(moved(r, "cassandre", "R10.disb.6") == 0);
  CHECK(r.next.side("cassandre")->treasury == 1);
}

TEST_CASE("R10.disb.3 units over a limit are disbanded, the player choosing which") {
  // Four F after a corruption (R9b.succ.7): the F ordered disbanded goes, no draw.
  state::GameState g = cassandre_with(100);
  for (const char* sea : {"EUB", "EGE", "CYC", "EOL"})
    test::place(g, UnitType::F, "cassandre", sea);
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Licencier F CYC\n")});
  CHECK(test::unit_in(r.next, "CYC")->side.empty());
  CHECK(count_of(r.next, "cassandre", UnitType::F) == 3);
  CHECK_FALSE(test::log_has(r, "R10.disb.9"));
}

TEST_CASE("R10.disb.4 a side with no port and no port citadel disbands its fleets") {
  state::GameState g = winter();
  g.control["Pella"] = "cassandre";  // 31 T, no port
  test::place(g, UnitType::F, "cassandre", "EUB");
  test::place(g, UnitType::A, "cassandre", "THR");
  SUBCASE("no port") {
    const adj::SeasonResult r = run(g);
    CHECK(test::unit_in(r.next, "EUB")->side.empty());
    CHECK(event_has(r, "Cassandre disbands F EUB: no port controlled (R10.disb.4)"));
    CHECK(test::unit_in(r.next, "THR")->side == "cassandre");
  }
  SUBCASE("a plain port is enough to keep a fleet") {
    g.control["CHE"] = "cassandre";  // Sestos
    const adj::SeasonResult r = run(g);
    CHECK(test::unit_in(r.next, "EUB")->side == "cassandre");
  }
}

TEST_CASE("R10.disb.5 an Ag is never disbanded voluntarily; unpaid, it becomes an Ae first") {
  SUBCASE("voluntary") {
    state::GameState g = cassandre_with(99);
    test::place(g, UnitType::Ag, "cassandre", "THR");
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Licencier Ag THR\n")});
    CHECK(report_of(r, "Licencier Ag THR").status == OrderStatus::ignored);
    CHECK(test::unit_in(r.next, "THR")->side == "cassandre");
    CHECK(test::unit_in(r.next, "THR")->type == UnitType::Ag);
  }
  SUBCASE("unpaid") {
    state::GameState g = cassandre_with(24);  // 25 T: not 30, but 20
    test::place(g, UnitType::Ag, "cassandre", "THR");
    const adj::SeasonResult r = run(g);
    REQUIRE(test::unit_in(r.next, "THR") != nullptr);
    CHECK(test::unit_in(r.next, "THR")->side == "cassandre");
    CHECK(test::unit_in(r.next, "THR")->type == UnitType::Ae);
    CHECK(r.next.side("cassandre")->treasury == 5);
  }
}

TEST_CASE("R10.disb.6 disbanding costs half the price; a side short pays all it has left") {
  SUBCASE("A 5 T, Ae 10 T") {
    state::GameState g = cassandre_with(99);
    test::place(g, UnitType::A, "cassandre", "THR");
    test::place(g, UnitType::Ae, "cassandre", "EPI");
    const adj::SeasonResult r =
        run(g, {test::orders_for("cassandre", "Licencier A THR\nLicencier Ae EPI\n")});
    CHECK(moved(r, "cassandre", "R10.disb.6") == -15);
    CHECK(r.next.side("cassandre")->treasury == 85);
  }
  SUBCASE("short of money") {
    state::GameState g = cassandre_with(6);  // 7 T for a 10 T fee
    test::place(g, UnitType::Ae, "cassandre", "EPI");
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Licencier Ae EPI\n")});
    CHECK(moved(r, "cassandre", "R10.disb.6") == -7);
    CHECK(r.next.side("cassandre")->treasury == 0);
    CHECK(test::unit_in(r.next, "EPI")->side.empty());  // disbanded all the same (R10.disb.7)
  }
}

TEST_CASE("R10.disb.7 a disbanded unit stays where it is, neutral, on sale in spring") {
  state::GameState g = cassandre_with(0);
  test::place(g, UnitType::Ae, "cassandre", "EPI");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Licencier Ae EPI\n")});
  const state::Unit* u = test::unit_in(r.next, "EPI");
  REQUIRE(u != nullptr);
  CHECK(u->side.empty());
  CHECK(u->type == UnitType::Ae);
  CHECK(u->neutral_label == adj::rules::disbanded_auction_label);
  CHECK(u->previous_owner == "cassandre");
  CHECK(event_has(r, "Ae EPI stays where it is, neutral, to be auctioned (R10.disb.7)"));
}

TEST_CASE("R10.disb.9 a required disband is drawn, the diadoque's unit last") {
  // Four F, one carrying Cassandre: whatever the seed, one of the three others goes.
  for (std::uint64_t seed : {1u, 2u, 3u, 4u, 5u, 6u}) {
    state::GameState g = winter(seed);
    g.control["Pydna"] = "cassandre";
    g.side("cassandre")->treasury = 100;
    test::place(g, UnitType::F, "cassandre", "EUB", "cassandre");
    for (const char* sea : {"EGE", "CYC", "EOL"}) test::place(g, UnitType::F, "cassandre", sea);
    const adj::SeasonResult r = run(g);
    CHECK(test::unit_in(r.next, "EUB")->side == "cassandre");
    CHECK(count_of(r.next, "cassandre", UnitType::F) == 3);
    CHECK(test::log_has(r, "R10.disb.9"));
  }
}

TEST_CASE("R9b.succ.7 a fleet over the limit after a corruption is disbanded in winter") {
  state::GameState g = cassandre_with(100);
  for (const char* sea : {"EUB", "EGE", "CYC", "EOL"})
    test::place(g, UnitType::F, "cassandre", sea);
  const adj::SeasonResult r = run(g);
  CHECK(count_of(r.next, "cassandre", UnitType::F) == 3);
  CHECK(event_has(r, "drawn among the surplus units (R10.disb.9)"));
}

TEST_CASE("R6b.free.4 a prisoner held by a disbanded unit is freed") {
  state::GameState g = cassandre_with(0);
  test::place(g, UnitType::A, "cassandre", "THR");
  state::Character* p = g.character("ptolemee");
  p->prisoner = true;
  p->controller = "cassandre";
  p->space = "THR";
  g.units.back().attached.push_back("ptolemee");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Licencier A THR\n")});
  const state::Character* after = r.next.character("ptolemee");
  CHECK_FALSE(after->prisoner);
  CHECK(after->controller == "ptolemee");
  CHECK(after->space == "THR");
  CHECK(test::unit_in(r.next, "THR")->attached.empty());
}

TEST_CASE("R6b.phil.5 Philippe III's garrison disbanded: its citadel becomes neutral") {
  state::GameState g = cassandre_with(0);
  test::place(g, UnitType::A, "cassandre", "Pydna", "philippe-iii");
  g.character("philippe-iii")->controller = "cassandre";
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Licencier A Pydna\n")});
  CHECK(r.next.controller_of("Pydna").empty());
  CHECK(event_has(r, "Pydna becomes neutral"));
}

TEST_CASE(
    "R6b.free.4 a royal family member whose unit is disbanded in winter is free again, neutral, "
    "and earns his former controller no 5 PP (R6b.rf.3)") {
  for (const char* how : {"ordered", "unpaid"}) {
    CAPTURE(how);
    const bool ordered = std::string(how) == "ordered";
    state::GameState g = cassandre_with(ordered ? 20 : 0);
    test::place(g, UnitType::A, "cassandre", "THR");
    // Philippe III and Eurydice out of the count: Roxane and Alexandre IV are her only RF.
    for (const char* id : {"philippe-iii", "eurydice"}) g.character(id)->controller.clear();
    for (const char* id : {"roxane", "alexandre-iv"}) {
      state::Character* c = g.character(id);
      c->controller = "cassandre";
      c->space = "THR";
      g.units.back().attached.push_back(id);
    }
    const adj::SeasonResult r =
        run(g, {test::orders_for("cassandre", ordered ? "Licencier A THR\n" : "")});
    REQUIRE(test::unit_in(r.next, "THR") != nullptr);
    CHECK(test::unit_in(r.next, "THR")->side.empty());
    for (const char* id : {"roxane", "alexandre-iv"}) {
      CAPTURE(id);
      CHECK(r.next.character(id)->controller.empty());
      CHECK(r.next.character(id)->space == "THR");
    }
    CHECK(test::unit_in(r.next, "THR")->attached.empty());
    CHECK(event_has(r, "R6b.free.4"));
    const auto s = std::find_if(r.scores.begin(), r.scores.end(),
                                [](const adj::SideScore& x) { return x.side == "cassandre"; });
    REQUIRE(s != r.scores.end());
    // 10 PP a PV, the ledger, and no 5 PP for an RF member any more (R3.meas.1, R6b.rf.3).
    CHECK(s->pp == 10 * s->pv + r.next.side("cassandre")->prestige_ledger);
  }
}
