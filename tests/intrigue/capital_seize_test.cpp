// R9c.capital, R9c.seize, R9c.noseize and R9c.noctl: the orders about citadels, treasures and
// control after the military orders.
#include "adjudicator/rules/scoring.hpp"
#include "adjudicator/season/legality.hpp"
#include "after_fixture.hpp"

using namespace dia;
using namespace dia::after_test;
using adj::OrderStatus;

namespace {
// Spring -306 with dynasties: Séleucos holds Babylone (its capital) and Sardes.
state::GameState dynasties() {
  state::GameState g = quiet();
  g.season = state::Season{-306, state::SeasonKind::spring};
  g.dynasties = true;
  g.control["Sardes"] = "seleucos";
  return g;
}
}  // namespace

TEST_CASE(
    "R9c.capital.1 R7b.dyn.5 from -306, once per game, to one of six citadels, dynasties needed") {
  state::GameState g = dynasties();
  const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Capitale Sardes\n")});
  CHECK(test::report_for(r, "Capitale Sardes").status == OrderStatus::succeeded);
  CHECK(r.next.side("seleucos")->capital == "Sardes");
  CHECK(r.next.side("seleucos")->capital_moved);
  CHECK(event_with(r, "moves its capital from Babylone to Sardes (R9c.capital.1)") != nullptr);
  // Once per game: back to Babylone is refused.
  const adj::SeasonResult again =
      run(r.next, {test::orders_for("seleucos", "Capitale Babylone\n")});
  CHECK(test::report_for(again, "Capitale Babylone").status == OrderStatus::ignored);
  CHECK(again.next.side("seleucos")->capital == "Sardes");
  SUBCASE("before -306") {
    g.season = state::Season{-307, state::SeasonKind::autumn};
    const adj::SeasonResult early = run(g, {test::orders_for("seleucos", "Capitale Sardes\n")});
    CHECK(test::report_for(early, "Capitale Sardes").status == OrderStatus::ignored);
    CHECK(early.next.side("seleucos")->capital == "Babylone");
  }
  SUBCASE("without dynasties") {
    g.dynasties = false;
    const adj::SeasonResult none = run(g, {test::orders_for("seleucos", "Capitale Sardes\n")});
    CHECK(test::report_for(none, "Capitale Sardes").status == OrderStatus::ignored);
  }
  SUBCASE("a citadel not on the list") {
    g.control["Gordion"] = "seleucos";
    const adj::SeasonResult off = run(g, {test::orders_for("seleucos", "Capitale Gordion\n")});
    CHECK(test::report_for(off, "Capitale Gordion").status == OrderStatus::ignored);
    CHECK(note_of(off, "Capitale Gordion").find("cannot become a capital") != std::string::npos);
  }
}

TEST_CASE("R9c.capital.2 the new capital must be controlled and not under siege") {
  state::GameState g = dynasties();
  SUBCASE("not controlled") {
    g.control.erase("Sardes");
    const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Capitale Sardes\n")});
    CHECK(test::report_for(r, "Capitale Sardes").status == OrderStatus::ignored);
  }
  SUBCASE("a siege in progress") {
    const std::size_t a = test::place(g, UnitType::A, "antigone", "LYD");
    g.units[a].siege =
        state::SiegeProgress{"Sardes", 1, state::Season{-307, state::SeasonKind::autumn}.id()};
    const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Capitale Sardes\n")});
    CHECK(test::report_for(r, "Capitale Sardes").status == OrderStatus::ignored);
    CHECK(note_of(r, "Capitale Sardes").find("under siege (R9c.capital.2)") != std::string::npos);
  }
  SUBCASE("a siege order this turn") {
    test::place(g, UnitType::A, "antigone", "LYD");
    const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Capitale Sardes\n"),
                                        test::orders_for("antigone", "A LYD A1 Sardes\n")});
    CHECK(test::report_for(r, "Capitale Sardes").status == OrderStatus::ignored);
    CHECK(r.next.side("seleucos")->capital == "Babylone");
  }
}

TEST_CASE("R9c.capital.3 the new capital is worth 3 PV, the old one an ordinary major") {
  state::GameState g = dynasties();
  g.control["Babylone"] = "ptolemee";  // Séleucos has lost his capital
  const auto& m = test::diadoques_map();
  CHECK(adj::rules::pv_of("seleucos", g, m) == 1);
  const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Capitale Sardes\n")});
  REQUIRE(r.next.side("seleucos")->capital == "Sardes");
  CHECK(adj::rules::pv_of("seleucos", r.next, m) == 3);
  CHECK(adj::rules::pv_in_play(r.next, m) == adj::rules::pv_in_play(g, m) + 2);
}

TEST_CASE("R9c.seize.1 a side seizes a treasure lying in a citadel it controls, without a unit") {
  state::GameState g = quiet();
  g.control["Éphèse"] = "antigone";
  const adj::SeasonResult r = run(g, {test::orders_for("antigone", "Saisir Éphèse\n")});
  CHECK(test::report_for(r, "Saisir Éphèse").status == OrderStatus::succeeded);
  CHECK(r.next.treasures.count("Éphèse") == 0);
  CHECK(r.next.side("antigone")->treasury == 50);
  CHECK(event_with(r, "Antigone seizes the treasure of Éphèse (R9c.seize.1)") != nullptr);
  CHECK_FALSE(any_public_mention(r, "10 T"));  // the amount is the side's money
  // R13.pp.4: a sacred treasure costs 2 PP.
  CHECK(has_reason(r, "antigone", "R13.pp.4"));
  CHECK(r.next.side("antigone")->prestige_ledger == g.side("antigone")->prestige_ledger - 2);
  SUBCASE("another side's citadel") {
    const adj::SeasonResult no = run(g, {test::orders_for("eumene", "Saisir Éphèse\n")});
    CHECK(test::report_for(no, "Saisir Éphèse").status == OrderStatus::ignored);
    CHECK(no.next.treasures.at("Éphèse") == 10);
  }
  SUBCASE("no treasure left") {
    const adj::SeasonResult twice = run(r.next, {test::orders_for("antigone", "Saisir Éphèse\n")});
    CHECK(test::report_for(twice, "Saisir Éphèse").status == OrderStatus::ignored);
    CHECK(note_of(twice, "Saisir Éphèse").find("no treasure") != std::string::npos);
  }
}

TEST_CASE("R9c.noseize.1 Pas de saisie with the second round leaves the treasure, seized later") {
  state::GameState g = quiet();
  g.treasures["Tarente"] = 10;
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "ITA");
  g.units[a].siege = state::SiegeProgress{"Tarente", 1, state::Season::first().id()};
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "A ITA A2 Tarente\nPas de saisie Tarente\n")});
  REQUIRE(r.next.controller_of("Tarente") == "cassandre");
  CHECK(r.next.treasures.at("Tarente") == 10);
  CHECK(r.next.side("cassandre")->treasury == 40);
  // R5a.tre.4: seized later by its controller, with no unit.
  const adj::SeasonResult later = run(r.next, {test::orders_for("cassandre", "Saisir Tarente\n")});
  CHECK(later.next.treasures.count("Tarente") == 0);
  CHECK(later.next.side("cassandre")->treasury == 50);
}

TEST_CASE("R9c.noctl.1 an army entering a citadel-less province takes no control when ordered") {
  state::GameState g = quiet();
  test::place(g, UnitType::A, "ptolemee", "EGY");
  const std::string before = g.controller_of("LIB");
  const adj::SeasonResult r =
      run(g, {test::orders_for("ptolemee", "A EGY LIB\nPas de contrôle LIB\n")});
  REQUIRE(test::unit_in(r.next, "LIB") != nullptr);
  CHECK(r.next.controller_of("LIB") == before);
  const adj::SeasonResult takes = run(g, {test::orders_for("ptolemee", "A EGY LIB\n")});
  CHECK(takes.next.controller_of("LIB") == "ptolemee");
}

TEST_CASE(
    "R9c.seize.1 check --game: a citadel the side does not hold yet is a warning, not a refusal") {
  // Its gates may be opened to the side, or it may fall, before step 9 (R9c.gates.5).
  state::GameState g = quiet();
  g.control["Éphèse"] = "antigone";
  const adj::SideOrders so = test::orders_for("eumene", "Saisir Éphèse\nSaisir Sardes\n");
  const auto checks =
      adj::season::check_orders(test::diadoques_map(), g, "eumene", so.parsed.orders);
  REQUIRE(checks.size() == 2);
  CHECK(checks[0].verdict == adj::season::Verdict::accepted);
  REQUIRE(!checks[0].diagnostics.empty());
  CHECK(checks[0].diagnostics[0].severity == Severity::warning);
  // Sardes holds no treasure: nothing the season can change.
  CHECK(checks[1].verdict == adj::season::Verdict::ignored);
}
