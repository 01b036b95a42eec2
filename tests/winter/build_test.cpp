// R10.build: where a unit may be built, what it costs, and two sides building in one space.
#include "economy_fixture.hpp"

using namespace dia;
using namespace dia::economy_test;
using adj::OrderStatus;

namespace {
state::GameState rich(const std::string& side = "cassandre") {
  state::GameState g = winter();
  g.side(side)->treasury = 100;
  return g;
}
}  // namespace

TEST_CASE("R10.build.1 a build costs the purchase price and keeps within the limits") {
  state::GameState g = rich();
  g.control["Pella"] = "cassandre";  // 31 T
  g.control["Pydna"] = "cassandre";  // 1 T
  g.control["MAC"] = "cassandre";    // 1 T
  test::place(g, UnitType::Ae, "cassandre", "THR");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Construire Ae Pella\nConstruire Fe Pydna\n")});
  CHECK(report_of(r, "Construire Ae Pella").status == OrderStatus::ignored);
  CHECK(note(r, "Construire Ae Pella").find("at most 1 Ae (R10.build.1)") != std::string::npos);
  CHECK(report_of(r, "Construire Fe Pydna").status == OrderStatus::succeeded);
  CHECK(moved(r, "cassandre", "R10.build.1") == -20);
  CHECK(test::unit_in(r.next, "Pydna")->type == UnitType::Fe);
  CHECK(event_has(r, "Cassandre builds Fe Pydna (R10.build.1)"));
}

TEST_CASE("R6a.limit.4 builds and promotions never create an excess") {
  state::GameState g = rich();
  g.control["Pydna"] = "cassandre";
  g.control["MAC"] = "cassandre";
  for (const char* sea : {"EGE", "CYC", "EOL"}) test::place(g, UnitType::F, "cassandre", sea);
  test::place(g, UnitType::Am, "cassandre", "THR");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Construire F EUB\nConstruire Am MAC\n")});
  CHECK(report_of(r, "Construire F EUB").status == OrderStatus::ignored);
  CHECK(report_of(r, "Construire Am MAC").status == OrderStatus::ignored);
  CHECK(count_of(r.next, "cassandre", UnitType::F) == 3);
}

TEST_CASE("R10.build.2 an army is built in a province with no army and a citadel of the side") {
  state::GameState g = rich();
  g.control["Pydna"] = "cassandre";
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Construire A MAC\nConstruire A THR\n")});
  CHECK(report_of(r, "Construire A MAC").status == OrderStatus::succeeded);
  REQUIRE(test::unit_in(r.next, "MAC") != nullptr);
  CHECK(test::unit_in(r.next, "MAC")->side == "cassandre");
  CHECK(report_of(r, "Construire A THR").status == OrderStatus::ignored);  // no citadel of hers
}

TEST_CASE("R10.build.3 an army is built in an empty citadel the side controls") {
  state::GameState g = rich();
  g.control["Pydna"] = "cassandre";
  g.control["Pella"] = "antigone";
  test::place(g, UnitType::A, "antigone", "Pella");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Construire A Pydna\nConstruire A Pella\n")});
  CHECK(report_of(r, "Construire A Pydna").status == OrderStatus::succeeded);
  CHECK(report_of(r, "Construire A Pella").status == OrderStatus::ignored);
}

TEST_CASE("R10.build.4 with an enemy army in the province, a citadel builds within its income") {
  state::GameState g = rich();
  g.control["Pydna"] = "cassandre";  // minor: 1 T
  g.control["Pella"] = "cassandre";  // own capital: 31 T
  test::place(g, UnitType::A, "antigone", "MAC");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Construire A Pydna\nConstruire Ag Pella\n")});
  CHECK(report_of(r, "Construire A Pydna").status == OrderStatus::ignored);
  CHECK(note(r, "Construire A Pydna").find("1 T at most (R10.build.4)") != std::string::npos);
  CHECK(report_of(r, "Construire Ag Pella").status == OrderStatus::succeeded);  // 30 <= 31
}

TEST_CASE("R10.build.5 two sides building an army in one province: each in its own citadel") {
  state::GameState g = rich();
  g.side("antigone")->treasury = 100;
  g.control["Pella"] = "cassandre";
  g.control["Pydna"] = "antigone";
  SUBCASE("both citadels free") {
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Construire A MAC\n"),
                                        test::orders_for("antigone", "Construire A MAC\n")});
    CHECK(test::unit_in(r.next, "Pella")->side == "cassandre");
    CHECK(test::unit_in(r.next, "Pydna")->side == "antigone");
    CHECK(test::unit_in(r.next, "MAC") == nullptr);
  }
  SUBCASE("one side's citadel taken: its army does not appear, the other is garrisoned") {
    test::place(g, UnitType::F, "antigone", "Pydna");
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Construire A MAC\n"),
                                        test::orders_for("antigone", "Construire A MAC\n")});
    CHECK(test::unit_in(r.next, "Pella")->side == "cassandre");
    CHECK(test::unit_in(r.next, "MAC") == nullptr);
    CHECK(report_of(r, "Construire A MAC").status == OrderStatus::succeeded);
    CHECK(count_of(r.next, "antigone", UnitType::A) == 0);
  }
}

TEST_CASE("R10.ord.1 every side's builds are judged after every side's disbands (S1:L998-999)") {
  state::GameState g = rich();
  g.side("antigone")->treasury = 100;
  g.control["Pydna"] = "cassandre";  // minor: 1 T
  SUBCASE("R10.build.4 an enemy Am disbanded this winter no longer limits the build") {
    test::place(g, UnitType::Am, "antigone", "MAC");
    const adj::SeasonResult kept = run(g, {test::orders_for("cassandre", "Construire A Pydna\n")});
    CHECK(report_of(kept, "Construire A Pydna").status == OrderStatus::ignored);
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Construire A Pydna\n"),
                                        test::orders_for("antigone", "Licencier Am MAC\n")});
    CHECK(report_of(r, "Construire A Pydna").status == OrderStatus::succeeded);
    REQUIRE(test::unit_in(r.next, "Pydna") != nullptr);
    CHECK(test::unit_in(r.next, "Pydna")->side == "cassandre");
    CHECK(test::unit_in(r.next, "MAC") == nullptr);
  }
  SUBCASE("R10.build.5 a citadel emptied by its side's disband takes that side's army") {
    g.control["Pella"] = "cassandre";
    g.control["Pydna"] = "antigone";
    test::place(g, UnitType::Am, "antigone", "Pydna");
    const adj::SeasonResult r =
        run(g, {test::orders_for("cassandre", "Construire A MAC\n"),
                test::orders_for("antigone", "Licencier Am Pydna\nConstruire A MAC\n")});
    REQUIRE(test::unit_in(r.next, "Pydna") != nullptr);
    CHECK(test::unit_in(r.next, "Pydna")->side == "antigone");
    CHECK(test::unit_in(r.next, "Pydna")->type == UnitType::A);
    CHECK(test::unit_in(r.next, "Pella")->side == "cassandre");
  }
}

TEST_CASE("R10.build.6 a fleet is built in an empty own port citadel in an own coastal province") {
  state::GameState g = rich();
  g.control["Pydna"] = "cassandre";
  SUBCASE("the province not controlled") {
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Construire F Pydna\n")});
    CHECK(report_of(r, "Construire F Pydna").status == OrderStatus::ignored);
  }
  SUBCASE("the province controlled") {
    g.control["MAC"] = "cassandre";
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Construire F Pydna\n")});
    CHECK(report_of(r, "Construire F Pydna").status == OrderStatus::succeeded);
    CHECK(test::unit_in(r.next, "Pydna")->type == UnitType::F);
  }
  SUBCASE("not a port") {
    g.control["Pella"] = "cassandre";
    g.control["MAC"] = "cassandre";
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Construire F Pella\n")});
    CHECK(report_of(r, "Construire F Pella").status == OrderStatus::ignored);
  }
}

TEST_CASE(
    "R10.build.7 a fleet is built in a sea zone with no fleet reached by an own port citadel") {
  state::GameState g = rich();
  g.control["Pydna"] = "cassandre";
  g.control["MAC"] = "cassandre";
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Construire Fe EUB\nConstruire F CYC\n")});
  CHECK(report_of(r, "Construire Fe EUB").status == OrderStatus::succeeded);
  CHECK(report_of(r, "Construire F CYC").status == OrderStatus::ignored);  // no access from Pydna
}

TEST_CASE("R10.build.8 a mercenary fleet is built through a port's dotted arrow") {
  state::GameState g = rich();
  g.control["LYD"] = "cassandre";  // Smyrne's arrow reaches EGE
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Construire F EGE\n")});
  CHECK(report_of(r, "Construire F EGE").status == OrderStatus::succeeded);
  CHECK(test::unit_in(r.next, "EGE")->side == "cassandre");
}

TEST_CASE("R10.build.9 an Fe in EGE needs Lysimachia: Smyrne allows an F only") {
  state::GameState g = rich("lysimaque");
  g.control["LYD"] = "lysimaque";
  SUBCASE("Smyrne only") {
    const adj::SeasonResult r = run(g, {test::orders_for("lysimaque", "Construire Fe EGE\n")});
    CHECK(report_of(r, "Construire Fe EGE").status == OrderStatus::ignored);
  }
  SUBCASE("Lysimachia and its province") {
    g.control["Lysimachia"] = "lysimaque";
    g.control["CHE"] = "lysimaque";
    const adj::SeasonResult r = run(g, {test::orders_for("lysimaque", "Construire Fe EGE\n")});
    CHECK(report_of(r, "Construire Fe EGE").status == OrderStatus::succeeded);
  }
}

TEST_CASE("R10.build.10 two sides building a fleet in one sea zone: each in its own port citadel") {
  state::GameState g = rich("lysimaque");
  g.side("antigone")->treasury = 100;
  g.control["Lysimachia"] = "lysimaque";
  g.control["CHE"] = "lysimaque";
  g.control["LYD"] = "antigone";  // Smyrne: no port citadel
  const adj::SeasonResult r = run(g, {test::orders_for("lysimaque", "Construire F EGE\n"),
                                      test::orders_for("antigone", "Construire F EGE\n")});
  CHECK(test::unit_in(r.next, "Lysimachia")->side == "lysimaque");
  CHECK(test::unit_in(r.next, "EGE") == nullptr);
  CHECK(count_of(r.next, "antigone", UnitType::F) == 0);
}

TEST_CASE("R10.build.12 a unit that does not appear is not charged for") {
  state::GameState g = rich("lysimaque");
  g.side("antigone")->treasury = 100;
  g.control["Lysimachia"] = "lysimaque";
  g.control["CHE"] = "lysimaque";
  g.control["LYD"] = "antigone";
  const adj::SeasonResult r = run(g, {test::orders_for("lysimaque", "Construire F EGE\n"),
                                      test::orders_for("antigone", "Construire F EGE\n")});
  const auto& mine = r.orders;
  const auto it = std::find_if(mine.begin(), mine.end(), [](const adj::OrderReport& o) {
    return o.side == "antigone" && o.text == "Construire F EGE";
  });
  REQUIRE(it != mine.end());
  CHECK(it->status == OrderStatus::failed);
  CHECK(test::en(it->note).find("does not appear") != std::string::npos);
  CHECK(moved(r, "antigone", "R10.build.1") == 0);
  CHECK(r.next.side("antigone")->treasury == 101);  // 100 + LYD's 1 T
}

TEST_CASE("R10.build.13 a second build by one side in the same space is ignored") {
  state::GameState g = rich();
  g.control["Pydna"] = "cassandre";
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Construire A MAC\nConstruire Ae MAC\n")});
  CHECK(report_of(r, "Construire A MAC").status == OrderStatus::succeeded);
  CHECK(report_of(r, "Construire Ae MAC").status == OrderStatus::ignored);
  CHECK(test::unit_in(r.next, "MAC")->type == UnitType::A);
}

TEST_CASE(
    "R10.build.13 R10.build.9 a refused build fills nothing: the next build in that space is "
    "judged (S1:L636-639, L1047-1053)") {
  // Smyrne, LYD's port, reaches EGE: an F may be built there, an Fe may not (audit4 q01).
  state::GameState g = rich("antigone");
  g.control["LYD"] = "antigone";
  const adj::SeasonResult r =
      run(g, {test::orders_for("antigone", "Construire Fe EGE\nConstruire F EGE\n")});
  CHECK(report_of(r, "Construire Fe EGE").status == OrderStatus::ignored);
  CHECK(report_of(r, "Construire F EGE").status == OrderStatus::succeeded);
  REQUIRE(test::unit_in(r.next, "EGE") != nullptr);
  CHECK(test::unit_in(r.next, "EGE")->type == UnitType::F);
  CHECK(test::unit_in(r.next, "EGE")->side == "antigone");
  CHECK(moved(r, "antigone", "R10.build.1") == -10);
  CHECK(r.next.side("antigone")->treasury == 100 + 1 - 10);  // LYD's 1 T
}

TEST_CASE("R10.ord.1 the orders are judged together: a disband pays for a build") {
  state::GameState g = winter();
  g.control["Pydna"] = "cassandre";  // 1 T
  g.side("cassandre")->treasury = 24;
  test::place(g, UnitType::A, "cassandre", "THR");
  test::place(g, UnitType::A, "cassandre", "EPI");
  SUBCASE("without the disband the build does not fit") {
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Construire A Pydna\n")});
    CHECK(report_of(r, "Construire A Pydna").status == OrderStatus::failed);
    CHECK(note(r, "Construire A Pydna") == "not enough money (R10.ord.1)");
    CHECK(r.next.side("cassandre")->treasury == 5);
  }
  SUBCASE("with it, it does") {
    const adj::SeasonResult r =
        run(g, {test::orders_for("cassandre", "Construire A Pydna\nLicencier A EPI\n")});
    CHECK(report_of(r, "Construire A Pydna").status == OrderStatus::succeeded);
    CHECK(r.next.side("cassandre")->treasury == 0);  // 25 - 5 fee - 10 upkeep - 10 build
  }
}

TEST_CASE(
    "R10.build.11 a fleet moved into a port citadel goes where the order lists, else a major") {
  state::GameState g = rich("lysimaque");
  g.side("antigone")->treasury = 100;
  for (const char* s : {"Byzance", "THR", "Cyzique", "HEL"}) g.control[s] = "lysimaque";
  g.control["CHE"] = "antigone";  // Sestos' arrow reaches PRO: a mercenary fleet only
  SUBCASE("by default the major citadel") {
    const adj::SeasonResult r = run(g, {test::orders_for("lysimaque", "Construire F PRO\n"),
                                        test::orders_for("antigone", "Construire F PRO\n")});
    CHECK(test::unit_in(r.next, "Byzance")->side == "lysimaque");
    CHECK(test::unit_in(r.next, "Cyzique") == nullptr);
    CHECK(test::unit_in(r.next, "PRO") == nullptr);
  }
  SUBCASE("two majors: a seeded draw, logged") {
    for (const char* s : {"Athènes", "ATT", "Rhodes", "CAR"}) g.control[s] = "lysimaque";
    g.control["Corinthe"] = "antigone";
    g.control["ARC"] = "antigone";
    const adj::SeasonResult r = run(g, {test::orders_for("lysimaque", "Construire F CYC\n"),
                                        test::orders_for("antigone", "Construire F CYC\n")});
    const state::Unit* athens = test::unit_in(r.next, "Athènes");
    const state::Unit* rhodes = test::unit_in(r.next, "Rhodes");
    CHECK((athens != nullptr) != (rhodes != nullptr));
    CHECK(test::log_has(r, "R10.build.11"));
    CHECK(test::unit_in(r.next, "Corinthe")->side == "antigone");
  }
  SUBCASE("the citadel the order lists") {
    const adj::SeasonResult r = run(g, {test::orders_for("lysimaque", "Construire F PRO Cyzique\n"),
                                        test::orders_for("antigone", "Construire F PRO\n")});
    CHECK(test::unit_in(r.next, "Cyzique")->side == "lysimaque");
    CHECK(test::unit_in(r.next, "Byzance") == nullptr);
  }
}

TEST_CASE("R10.disb.8 control is updated at once: a disbanded garrison leaves its citadel") {
  state::GameState g = rich();
  g.control["Pydna"] = "cassandre";
  g.control["Pella"] = "cassandre";
  test::place(g, UnitType::A, "cassandre", "Pydna");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Licencier A Pydna\n")});
  CHECK(r.next.controller_of("Pydna").empty());  // a neutral unit on sale holds it (R11e.ctrl.1)
  CHECK(std::any_of(r.control_changes.begin(), r.control_changes.end(),
                    [](const adj::ControlChange& c) { return c.space == "Pydna"; }));
}

TEST_CASE(
    "R10.ord.1 a build where a unit is disbanded the same winter is judged after the disband, "
    "as the limits are (S1:L998-999, PROPOSED)") {
  state::GameState g = rich();
  g.control["Pydna"] = "cassandre";
  SUBCASE("a disbanded Am vanishes: an Am may be built in its province") {
    test::place(g, UnitType::Am, "cassandre", "MAC");
    const adj::SeasonResult r =
        run(g, {test::orders_for("cassandre", "Licencier Am MAC\nConstruire Am MAC\n")});
    CHECK(report_of(r, "Licencier Am MAC").status == OrderStatus::succeeded);
    CHECK(report_of(r, "Construire Am MAC").status == OrderStatus::succeeded);
    REQUIRE(test::unit_in(r.next, "MAC") != nullptr);
    CHECK(test::unit_in(r.next, "MAC")->side == "cassandre");
    CHECK(count_of(r.next, "cassandre", UnitType::Am) == 1);
  }
  SUBCASE("a disbanded A stays there, neutral, on sale: the province still has an army") {
    test::place(g, UnitType::A, "cassandre", "MAC");
    const adj::SeasonResult r =
        run(g, {test::orders_for("cassandre", "Licencier A MAC\nConstruire A MAC\n")});
    CHECK(report_of(r, "Construire A MAC").status == OrderStatus::ignored);
    CHECK(test::units_in(r.next, "MAC") == 1);
  }
}
