// R9c.kill: assassination at step 5, its prestige rows (R13.pp.5-8) and the eliminations and
// successions it may cause (R7a, R7c.elim.5).
#include <doctest/doctest.h>

#include "intrigue/before_fixture.hpp"

using namespace dia;
using dia::state::UnitType;
using namespace dia::test::before;

namespace {
int ledger(const adj::SeasonResult& r, const std::string& side) {
  return r.next.side(side)->prestige_ledger;
}
}  // namespace

TEST_CASE(
    "R9c.kill.1 R9c.kill.2 R13.pp.5 R13.pair.1 Cassandre assassinates Eurydice, with his army: "
    "Philippe III dies with her, -1 PP each") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC", "philippe-iii", "001-spring-319");
  attach(g, "eurydice", "MAC");
  const int before = g.side("cassandre")->prestige_ledger;
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Assassiner Eurydice\nA MAC X\n")});
  CHECK_FALSE(r.next.character("eurydice")->alive);
  CHECK_FALSE(r.next.character("philippe-iii")->alive);
  CHECK(test::unit_in(r.next, "MAC")->commander != "philippe-iii");
  const adj::OrderReport& o = test::report_for(r, "Assassiner Eurydice");
  CHECK(o.status == adj::OrderStatus::succeeded);
  CHECK(event_has(r, "assassinat d'Eurydice et Philippe III sur ordre de Cassandre (R9c.kill.1)"));
  CHECK(ledger(r, "cassandre") == before - 2);
  // Roxane and Alexandre IV are untouched.
  CHECK(r.next.character("roxane")->alive);
}

TEST_CASE(
    "R13.pp.6 R9c.kill.1 assassinating Roxane and Alexandre IV costs 4 PP, Cléopâtre, shut in a "
    "citadel of the killer, 2 PP") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  attach(g, "roxane", "MAC");
  attach(g, "alexandre-iv", "MAC");
  REQUIRE(g.controller_of("Pydna") == "cassandre");
  hold(g, "cleopatre", "cassandre", "Pydna");
  const int before = g.side("cassandre")->prestige_ledger;
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Assassiner Alexandre IV\nAssassiner Cléopâtre\n")});
  CHECK_FALSE(r.next.character("roxane")->alive);
  CHECK_FALSE(r.next.character("alexandre-iv")->alive);
  CHECK_FALSE(r.next.character("cleopatre")->alive);
  CHECK(ledger(r, "cassandre") == before - 6);
  const auto& reasons = r.scores[0].prestige_reasons;
  CHECK(std::count_if(reasons.begin(), reasons.end(), [](const adj::Text& t) {
          return test::fr(t).find("(R13.pp.6)") != std::string::npos;
        }) == 3);
}

TEST_CASE(
    "R9c.kill.1 only a character held in a citadel of the side or with one of its units may be "
    "assassinated") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  // Roxane is Cassandre's but alone in MAC (escorted by Cassandre, no unit, no citadel); Olympias
  // is neutral in Delphes.
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Assassiner Roxane\nAssassiner Olympias\n")});
  const adj::OrderReport& roxane = test::report_for(r, "Assassiner Roxane");
  CHECK(roxane.status == adj::OrderStatus::ignored);
  CHECK(test::fr(roxane.note) ==
        "ignoré : Roxane n'est ni dans une citadelle de ce camp ni avec l'une de ses unités "
        "(R9c.kill.1)");
  CHECK(test::report_for(r, "Assassiner Olympias").status == adj::OrderStatus::ignored);
  CHECK(r.next.character("roxane")->alive);
  CHECK(r.next.character("olympias")->alive);
}

TEST_CASE("R9c.kill.3 a side cannot assassinate its own diadoque or epigone") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", "001-spring-319");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Assassiner *\nAssassiner Philippe\n")});
  const adj::OrderReport& own = test::report_for(r, "Assassiner *");
  CHECK(own.status == adj::OrderStatus::ignored);
  CHECK(test::fr(own.note) == "ignoré : Cassandre est un chef de ce camp (R9c.kill.3)");
  CHECK(test::report_for(r, "Assassiner Philippe").status == adj::OrderStatus::ignored);
  CHECK(r.next.character("cassandre")->alive);
}

TEST_CASE(
    "R9c.kill.4 R6b.cleo.4 the side of Cléopâtre's husband may not assassinate her, another side "
    "holding her may") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  hold(g, "cleopatre", "cassandre", "MAC");
  attach(g, "cleopatre", "MAC");
  g.character("cleopatre")->husband = "cassandre";
  const adj::SeasonResult husband =
      run(g, {test::orders_for("cassandre", "Assassiner Cléopâtre\n")});
  const adj::OrderReport& o = test::report_for(husband, "Assassiner Cléopâtre");
  CHECK(o.status == adj::OrderStatus::ignored);
  CHECK(test::fr(o.note) ==
        "ignoré : le camp de l'époux de Cléopâtre ne peut l'assassiner (R9c.kill.4)");
  CHECK(husband.next.character("cleopatre")->alive);

  // Held by Lysimaque in his capital, she may be killed by him.
  state::GameState h = test::later();
  hold(h, "cleopatre", "lysimaque", "Lysimachia");
  h.character("cleopatre")->husband = "cassandre";
  const adj::SeasonResult other = run(h, {test::orders_for("lysimaque", "Assassiner Cléopâtre\n")});
  CHECK(test::report_for(other, "Assassiner Cléopâtre").status == adj::OrderStatus::succeeded);
  CHECK_FALSE(other.next.character("cleopatre")->alive);
}

TEST_CASE(
    "R6b.cleo.5 R13.pp.8 Cléopâtre survives her assassinated husband as a widow, his side loses "
    "5 PP") {
  state::GameState g = test::later();
  g.season = state::Season{-314, state::SeasonKind::spring};  // period 2: no elimination
  test::place(g, UnitType::A, "antigone", "PHR");
  hold(g, "cassandre", "antigone", "PHR");
  attach(g, "cassandre", "PHR");
  hold(g, "cleopatre", "cassandre", "Pella");
  g.character("cleopatre")->husband = "cassandre";
  const int before = g.side("cassandre")->prestige_ledger;
  const adj::SeasonResult r = run(g, {test::orders_for("antigone", "Assassiner Cassandre\n")});
  CHECK_FALSE(r.next.character("cassandre")->alive);
  CHECK(r.next.character("cleopatre")->alive);
  CHECK(r.next.character("cleopatre")->husband.empty());
  CHECK(event_has(r, "Cléopâtre est veuve (R6b.cleo.5)"));
  CHECK(ledger(r, "cassandre") == before - 5);
  // Not killed in combat: no +3 for the killer (R13.pp.25).
  CHECK(ledger(r, "antigone") == g.side("antigone")->prestige_ledger);
}

TEST_CASE(
    "R9c.kill.5 R7a.p1.1 R7c.elim.5 an assassinated diadoque eliminates his side in period 1, "
    "holding no citadel, its treasury goes to the killer") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "PHR");
  hold(g, "eumene", "antigone", "PHR");
  attach(g, "eumene", "PHR");
  std::erase_if(g.control, [](const auto& e) { return e.second == "eumene"; });
  g.side("eumene")->treasury = 17;
  g.side("antigone")->treasury = 5;
  const adj::SeasonResult r =
      run(g, {test::orders_for("antigone", "Assassiner Eumène\nA PHR X\n")});
  CHECK(r.next.side("eumene")->eliminated);
  CHECK(r.next.side("antigone")->treasury == 22);
  CHECK(r.next.side("eumene")->treasury == 0);
  CHECK(event_has(r, "revient à Antigone (R7c.elim.5)"));
}

TEST_CASE("R7a.p2.1 R9c.kill.5 in period 2 an assassinated diadoque's epigone appears that turn") {
  state::GameState g = test::later();
  g.season = state::Season{-314, state::SeasonKind::spring};
  test::place(g, UnitType::A, "antigone", "PHR");
  hold(g, "eumene", "antigone", "PHR");
  attach(g, "eumene", "PHR");
  REQUIRE(g.character("hyeronimos")->space.empty());
  const adj::SeasonResult r = run(g, {test::orders_for("antigone", "Assassiner Eumène\n")});
  CHECK_FALSE(r.next.character("eumene")->alive);
  CHECK_FALSE(r.next.side("eumene")->eliminated);
  CHECK_FALSE(r.next.character("hyeronimos")->space.empty());
}

TEST_CASE(
    "R13.pp.2 R13.pp.5 the season's PP change counts the RF members a step-5 assassination took, "
    "from the position at the start of the season") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  attach(g, "philippe-iii", "MAC");
  attach(g, "eurydice", "MAC");
  for (state::Character& c : g.characters)
    if (c.id == "philippe-iii" || c.id == "eurydice") c.controller = "cassandre";
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Assassiner Eurydice\n")});
  REQUIRE_FALSE(r.next.character("eurydice")->alive);
  const adj::SideScore& s = r.scores[0];
  REQUIRE(s.side == "cassandre");
  // Two RF members fewer (−10, R13.pp.2) and two assassinations (−2, R13.pp.5).
  CHECK(s.pp_change == -12);
  CHECK(std::count_if(s.prestige_reasons.begin(), s.prestige_reasons.end(), [](const adj::Text& t) {
          return test::fr(t).find("(R13.pp.2)") != std::string::npos;
        }) == 1);
}

TEST_CASE(
    "R9c.kill.1 R9c.kill.3 `Assassiner Philippe` while the epigone Philippe is not on the map: "
    "the note says so and names Philippe III as the likely intent") {
  state::GameState g = test::later();
  REQUIRE(g.character("philippe")->space.empty());  // Cassandre's epigone, not yet in play (R7a)
  test::place(g, UnitType::A, "cassandre", "MAC", "philippe-iii", "001-spring-319");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Assassiner Philippe\nA MAC X\n")});
  const adj::OrderReport& o = test::report_for(r, "Assassiner Philippe");
  CHECK(o.status == adj::OrderStatus::ignored);
  CHECK(test::fr(o.note).find("Philippe n'est pas sur la carte ; vouliez-vous dire Philippe III ?") !=
        std::string::npos);
  CHECK(test::en(o.note).find("Philippe is not on the map; did you mean Philippe III?") !=
        std::string::npos);
  CHECK(test::fr(o.note).find("chef de ce camp") == std::string::npos);
  CHECK(r.next.character("philippe-iii")->alive);
}
