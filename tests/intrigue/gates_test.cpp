// R9c.gates: opening the gates of a citadel, after movement (step 9), with R6b.cap.3 and the
// Pella prestige rows (R13.pp.12–13).
#include "adjudicator/season/legality.hpp"
#include "after_fixture.hpp"

using namespace dia;
using namespace dia::after_test;
using adj::OrderStatus;

TEST_CASE("R9c.gates.1 a side hands one of its citadels to another side without a siege") {
  state::GameState g = quiet();
  test::place(g, UnitType::A, "lysimaque", "MAC");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Ouvrir Pella Lysimaque\n"),
                                      test::orders_for("lysimaque", "A MAC X\n")});
  CHECK(test::report_for(r, "Ouvrir Pella Lysimaque").status == OrderStatus::succeeded);
  CHECK(r.next.controller_of("Pella") == "lysimaque");
  CHECK(event_with(r, "opens the gates of Pella to Lysimaque (R9c.gates.1)") != nullptr);
  // Only its own citadel: Pydna is not Lysimaque's to give.
  const adj::SeasonResult other =
      run(g, {test::orders_for("lysimaque", "Ouvrir Pydna Antigone\n")});
  CHECK(test::report_for(other, "Ouvrir Pydna Antigone").status == OrderStatus::ignored);
  CHECK(other.next.controller_of("Pydna") == "cassandre");
}

TEST_CASE("R9c.gates.2 a garrison or a military leader inside keeps the gates shut") {
  state::GameState g = quiet();
  test::place(g, UnitType::A, "lysimaque", "MAC");
  SUBCASE("garrison") {
    test::place(g, UnitType::A, "cassandre", "Pella");
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Ouvrir Pella Lysimaque\n")});
    CHECK(test::report_for(r, "Ouvrir Pella Lysimaque").status == OrderStatus::ignored);
    CHECK(note_of(r, "Ouvrir Pella Lysimaque").find("garrison (R9c.gates.2)") != std::string::npos);
    CHECK(r.next.controller_of("Pella") == "cassandre");
  }
  SUBCASE("military leader") {
    g.character("cassandre")->space = "Pella";
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Ouvrir Pella Lysimaque\n")});
    CHECK(test::report_for(r, "Ouvrir Pella Lysimaque").status == OrderStatus::ignored);
    CHECK(note_of(r, "Ouvrir Pella Lysimaque").find("Cassandre is inside Pella") !=
          std::string::npos);
    CHECK(r.next.controller_of("Pella") == "cassandre");
  }
}

TEST_CASE("R9c.gates.3 R8a.gm.9 the receiver's army, fleet or leader is judged after movement") {
  state::GameState g = quiet();
  SUBCASE("an army entering the province this turn") {
    test::place(g, UnitType::A, "lysimaque", "THR");
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Ouvrir Pella Lysimaque\n"),
                                        test::orders_for("lysimaque", "A THR MAC\n")});
    CHECK(r.next.controller_of("Pella") == "lysimaque");
  }
  SUBCASE("a fleet in a sea zone with access to a port citadel") {
    // Pydna must hold no military leader (R9c.gates.2): the RF goes to Pella.
    g.character("roxane")->space = "Pella";
    g.character("alexandre-iv")->space = "Pella";
    g.character("philippe-iii")->space = "Pella";
    g.character("eurydice")->space = "Pella";
    test::place(g, UnitType::F, "lysimaque", "EUB");
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Ouvrir Pydna Lysimaque\n")});
    CHECK(test::report_for(r, "Ouvrir Pydna Lysimaque").status == OrderStatus::succeeded);
    CHECK(r.next.controller_of("Pydna") == "lysimaque");
  }
  SUBCASE("the receiver's diadoque alone in the province") {
    g.character("lysimaque")->space = "MAC";
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Ouvrir Pella Lysimaque\n")});
    CHECK(r.next.controller_of("Pella") == "lysimaque");
  }
}

TEST_CASE("R9c.gates.4 without the receiver's force the order is void") {
  state::GameState g = quiet();
  test::place(g, UnitType::A, "lysimaque", "MAC");
  // The army leaves the province during the movement: the condition fails after it.
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Ouvrir Pella Lysimaque\n"),
                                      test::orders_for("lysimaque", "A MAC THR\n")});
  CHECK(test::report_for(r, "Ouvrir Pella Lysimaque").status == OrderStatus::ignored);
  CHECK(note_of(r, "Ouvrir Pella Lysimaque").find("R9c.gates.3") != std::string::npos);
  CHECK(r.next.controller_of("Pella") == "cassandre");
}

TEST_CASE("R9c.gates.5 characters inside are captured by the receiver; the treasure stays") {
  state::GameState g = quiet();
  g.control["Éphèse"] = "antigone";
  g.character("roxane")->space = "Éphèse";
  g.character("alexandre-iv")->space = "Éphèse";
  g.character("roxane")->controller = "antigone";
  g.character("alexandre-iv")->controller = "antigone";
  test::place(g, UnitType::A, "eumene", "LYD");
  const adj::SeasonResult r = run(g, {test::orders_for("antigone", "Ouvrir Éphèse Eumène\n")});
  CHECK(r.next.controller_of("Éphèse") == "eumene");
  CHECK(r.next.character("roxane")->controller == "eumene");
  CHECK(r.next.character("alexandre-iv")->controller == "eumene");
  CHECK(event_with(r, "Roxane is captured by Eumène in Éphèse (R6b.cap.3)") != nullptr);
  CHECK(r.next.treasures.at("Éphèse") == 10);
  CHECK(r.next.side("eumene")->treasury == 40);
}

TEST_CASE("R9c.gen.3 gates come before seize: the receiver seizes the treasure the same turn") {
  state::GameState g = quiet();
  g.control["Éphèse"] = "antigone";
  test::place(g, UnitType::A, "eumene", "LYD");
  const adj::SeasonResult r = run(g, {test::orders_for("antigone", "Ouvrir Éphèse Eumène\n"),
                                      test::orders_for("eumene", "Saisir Éphèse\n")});
  CHECK(test::report_for(r, "Saisir Éphèse").status == OrderStatus::succeeded);
  CHECK(r.next.treasures.count("Éphèse") == 0);
  CHECK(r.next.side("eumene")->treasury == 50);
}

TEST_CASE("R9c.gen.2 gates are an after-military order: judged on the position after the moves") {
  // The receiver's army that bounces out of the province never gets there: the order fails;
  // the same army holding in the province succeeds.
  state::GameState g = quiet();
  test::place(g, UnitType::A, "lysimaque", "THR");
  test::place(g, UnitType::A, "cassandre", "MAC");
  const adj::SeasonResult bounced =
      run(g, {test::orders_for("cassandre", "Ouvrir Pella Lysimaque\nA MAC X\n"),
              test::orders_for("lysimaque", "A THR MAC\n")});
  CHECK(test::report_for(bounced, "Ouvrir Pella Lysimaque").status == OrderStatus::ignored);
  CHECK(bounced.next.controller_of("Pella") == "cassandre");
}

TEST_CASE(
    "R13.pp.12 opening the gates of Pella: +2 PP to the receiver, -3 to the giver (R13.pp.13)") {
  state::GameState g = quiet();
  test::place(g, UnitType::A, "lysimaque", "MAC");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Ouvrir Pella Lysimaque\n")});
  CHECK(has_reason(r, "lysimaque", "R13.pp.12"));
  CHECK(has_reason(r, "cassandre", "R13.pp.13"));
  CHECK(r.next.side("lysimaque")->prestige_ledger - g.side("lysimaque")->prestige_ledger == 2);
  CHECK(r.next.side("cassandre")->prestige_ledger - g.side("cassandre")->prestige_ledger == -3);
}

TEST_CASE(
    "R9c.gates.3 check --game: a receiver not yet in reach is a warning, judged after the moves") {
  const state::GameState g = quiet();
  const adj::SideOrders so =
      test::orders_for("cassandre", "Ouvrir Pella Lysimaque\nOuvrir Pydna Cassandre\n");
  const auto checks =
      adj::season::check_orders(test::diadoques_map(), g, "cassandre", so.parsed.orders);
  REQUIRE(checks.size() == 2);
  // Lysimaque may still move into MAC this season.
  CHECK(checks[0].verdict == adj::season::Verdict::accepted);
  REQUIRE(!checks[0].diagnostics.empty());
  CHECK(checks[0].diagnostics[0].severity == Severity::warning);
  CHECK(checks[0].diagnostics[0].message.find("R9c.gates.3") != std::string::npos);
  // No move makes a gift to oneself possible.
  CHECK(checks[1].verdict == adj::season::Verdict::ignored);
}
