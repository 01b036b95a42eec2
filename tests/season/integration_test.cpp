// The rule modules called by the season pipeline: sieges (rules/siege), control
// (rules/control), prestige (rules/scoring).
#include "fixture.hpp"

using namespace dia;
using dia::state::UnitType;

TEST_CASE(
    "R9a.siege.6 two consecutive siege rounds through the season pipeline: the citadel falls") {
  state::GameState g = test::later();  // summer -319
  g.control.erase("Lamia");
  test::place(g, UnitType::A, "cassandre", "THE");
  const adj::SeasonResult first = adj::adjudicate_season(
      test::diadoques_map(), g, {test::orders_for("cassandre", "A THE A1 Lamia\n")});
  const adj::OrderReport& r1 = test::report_for(first, "A THE A1 Lamia");
  CHECK(r1.status == adj::OrderStatus::succeeded);
  CHECK_FALSE(test::fr(r1.note).empty());
  REQUIRE(test::unit_in(first.next, "THE")->siege.has_value());
  CHECK(test::unit_in(first.next, "THE")->siege->rounds == 1);
  CHECK(first.next.controller_of("Lamia").empty());

  const adj::SeasonResult second = adj::adjudicate_season(
      test::diadoques_map(), first.next, {test::orders_for("cassandre", "A THE A2 Lamia\n")});
  CHECK(test::report_for(second, "A THE A2 Lamia").status == adj::OrderStatus::succeeded);
  CHECK(second.next.controller_of("Lamia") == "cassandre");
  CHECK(test::unit_in(second.next, "THE") != nullptr);  // R9a.siege.10: the besieger stays
  CHECK(std::any_of(
      second.control_changes.begin(), second.control_changes.end(),
      [](const adj::ControlChange& c) { return c.space == "Lamia" && c.to == "cassandre"; }));
}

TEST_CASE("R9a.siege.5 a dislodged besieger's round fails and its progress is lost (R9a.siege.7)") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "antigone", "ATT");
  test::place(g, UnitType::A, "antigone", "ETO");
  const adj::SeasonResult r =
      adj::adjudicate_season(test::diadoques_map(), g,
                             {test::orders_for("cassandre", "A THE A1 Lamia\n"),
                              test::orders_for("antigone", "A ATT THE\nA ETO S A ATT THE\n")});
  CHECK(test::report_for(r, "A THE A1 Lamia").status == adj::OrderStatus::failed);
  CHECK(test::unit_in(r.next, "THE")->side == "antigone");
  for (const state::Unit& u : r.next.units) CHECK_FALSE(u.siege.has_value());
}

TEST_CASE("R11e.ctrl.2 an army ending in a province without citadel takes it") {
  state::GameState g = test::later();
  REQUIRE(g.controller_of("PEO").empty());
  test::place(g, UnitType::A, "cassandre", "MAC");
  const adj::SeasonResult r = adj::adjudicate_season(
      test::diadoques_map(), g, {test::orders_for("cassandre", "A MAC PEO\n")});
  CHECK(r.next.controller_of("PEO") == "cassandre");
  CHECK(std::any_of(
      r.control_changes.begin(), r.control_changes.end(),
      [](const adj::ControlChange& c) { return c.space == "PEO" && c.to == "cassandre"; }));
  CHECK(r.scores.size() == g.sides.size());
}

TEST_CASE(
    "R9a.siege.12 a garrison that slips out during the first round may not supply next season "
    "(S1:L723-726)") {
  state::GameState g = test::later();  // Pydna belongs to Cassandre
  g.season = state::Season{-318, state::SeasonKind::spring};
  test::place(g, UnitType::A, "cassandre", "Pydna");
  test::place(g, UnitType::Fe, "antigone", "EUB");
  // Spring: the first round, while the garrison leaves for MAC: the round succeeds.
  const adj::SeasonResult spring =
      adj::adjudicate_season(test::diadoques_map(), g,
                             {test::orders_for("antigone", "Fe EUB A1 Pydna\n"),
                              test::orders_for("cassandre", "A Pydna MAC\n")});
  REQUIRE(test::report_for(spring, "Fe EUB A1 Pydna").status == adj::OrderStatus::succeeded);
  REQUIRE(test::unit_in(spring.next, "MAC") != nullptr);
  CHECK(test::unit_in(spring.next, "MAC")->no_supply_in == spring.next.season.id());
  // Summer: the ex-garrison's supply is refused and the second round takes Pydna.
  const adj::SeasonResult summer =
      adj::adjudicate_season(test::diadoques_map(), spring.next,
                             {test::orders_for("cassandre", "A MAC Ra Pydna\n"),
                              test::orders_for("antigone", "Fe EUB A2 Pydna\n")});
  CHECK(test::report_for(summer, "A MAC Ra Pydna").status == adj::OrderStatus::ignored);
  CHECK(test::report_for(summer, "Fe EUB A2 Pydna").status == adj::OrderStatus::succeeded);
  CHECK(summer.next.controller_of("Pydna") == "antigone");
}

TEST_CASE("R9a.siege.12 a garrison that left a besieged citadel may not supply it next season") {
  state::GameState g = test::later();  // Pydna belongs to Cassandre
  g.season = state::Season{-318, state::SeasonKind::spring};
  test::place(g, UnitType::A, "cassandre", "Pydna");
  test::place(g, UnitType::Fe, "antigone", "EUB");  // stronger than the garrison (R9a.port.1)
  // Spring: a first round succeeds against the garrison.
  const adj::SeasonResult spring = adj::adjudicate_season(
      test::diadoques_map(), g, {test::orders_for("antigone", "Fe EUB A1 Pydna\n")});
  REQUIRE(test::report_for(spring, "Fe EUB A1 Pydna").status == adj::OrderStatus::succeeded);
  // Summer: the garrison leaves; the besieger stops.
  const adj::SeasonResult summer = adj::adjudicate_season(
      test::diadoques_map(), spring.next, {test::orders_for("cassandre", "A Pydna MAC\n")});
  REQUIRE(test::unit_in(summer.next, "MAC") != nullptr);
  CHECK(test::unit_in(summer.next, "MAC")->no_supply_in == summer.next.season.id());
  // Autumn: its supply order is refused, so a new first round succeeds.
  const adj::SeasonResult autumn =
      adj::adjudicate_season(test::diadoques_map(), summer.next,
                             {test::orders_for("cassandre", "A MAC Ra Pydna\n"),
                              test::orders_for("antigone", "Fe EUB A1 Pydna\n")});
  CHECK(test::report_for(autumn, "A MAC Ra Pydna").status != adj::OrderStatus::succeeded);
  CHECK(test::report_for(autumn, "Fe EUB A1 Pydna").status == adj::OrderStatus::succeeded);
  CHECK(test::unit_in(autumn.next, "MAC")->no_supply_in.empty());  // for one season only
}

TEST_CASE(
    "R9a.siege.9 a garrison destroyed by the siege that same season says so on its own order's "
    "line, not that it holds (and not that it was annihilated: S1 L1241, L1247)") {
  // Audit 3, p26: `A Tyane X — tient` for Eumène's garrison when Tyane fell to Antigone's A2.
  state::GameState g = test::later();  // summer -319
  g.control["Tyane"] = "eumene";
  test::place(g, UnitType::A, "eumene", "Tyane");
  const std::size_t a = test::place(g, UnitType::A, "antigone", "CAP");
  g.units[a].siege = state::SiegeProgress{"Tyane", 1, test::opening().season.id()};
  const adj::SeasonResult r =
      test::play_without_event(g, {test::orders_for("antigone", "A CAP A2 Tyane\n"),
                                   test::orders_for("eumene", "A Tyane X\n")});
  REQUIRE(r.next.controller_of("Tyane") == "antigone");
  const adj::OrderReport& hold = test::report_for(r, "A Tyane X");
  CHECK(hold.status == adj::OrderStatus::failed);
  CHECK(test::fr(hold.note) == "détruite : Tyane tombe au siège (R9a.siege.9)");
  CHECK(test::en(hold.note) == "destroyed: Tyane falls to the siege (R9a.siege.9)");
  CHECK(test::fr(hold.note).find("anéanti") == std::string::npos);
}
