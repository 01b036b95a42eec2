// R9c.nocap.1, R6b.cap.4: a side names characters it will not try to capture this turn.
#include <doctest/doctest.h>

#include "intrigue/before_fixture.hpp"

using namespace dia;
using dia::state::UnitType;
using namespace dia::test::before;

TEST_CASE(
    "R9c.nocap.1 R6b.cap.4 R8a.gm.5 a side that spares a lone character makes no capture attempt "
    "on him after movement: the step-5 order is in force before the moves") {
  state::GameState g = test::later();
  g.character("eumene")->space = "THE";
  test::place(g, UnitType::A, "cassandre", "MAC");
  // Without the order, Cassandre's army rolls for Eumène (R6b.cap.2)...
  const adj::SeasonResult plain = run(g, {test::orders_for("cassandre", "A MAC THE\n")});
  REQUIRE(roll_for(plain, "R6b.cap.2") != nullptr);
  // ...with it, no roll, and Eumène stays free.
  const adj::SeasonResult spared =
      run(g, {test::orders_for("cassandre", "Epargner Eumène\nA MAC THE\n")});
  CHECK(roll_for(spared, "R6b.cap") == nullptr);
  CHECK(spared.next.character("eumene")->controller == "eumene");
  const adj::OrderReport& o = test::report_for(spared, "Epargner Eumène");
  CHECK(o.status == adj::OrderStatus::succeeded);
  CHECK(test::fr(o.note) == "aucune tentative de capture d'Eumène ce tour (R6b.cap.4)");
}

TEST_CASE("R6b.cap.4 R9c.nocap.1 the order also covers captures while crossing (R6b.cap.1)") {
  state::GameState g = test::later();
  g.character("eumene")->space = "THE";
  test::place(g, UnitType::A, "cassandre", "MAC");
  const std::string orders = "A MAC THE\n";
  const adj::SeasonResult plain =
      run(g, {test::orders_for("cassandre", orders), test::orders_for("eumene", "* THE MAC\n")});
  REQUIRE(roll_for(plain, "R6b.cap.1") != nullptr);
  const adj::SeasonResult spared =
      run(g, {test::orders_for("cassandre", "Epargner Eumène\n" + orders),
              test::orders_for("eumene", "* THE MAC\n")});
  CHECK(roll_for(spared, "R6b.cap") == nullptr);
  CHECK(spared.next.character("eumene")->controller == "eumene");
  CHECK(spared.next.character("eumene")->space == "MAC");
}

TEST_CASE(
    "R6b.cap.4 R6b.cap.5 only the side that spared an RF member refrains: another side's leader "
    "there still rolls") {
  state::GameState g = test::later();
  // ILL has no citadel for Olympias to withdraw to (R6b.rf.4).
  test::place(g, UnitType::A, "cassandre", "ILL");
  g.character("olympias")->space = "ILL";  // alone and neutral, with Cassandre's army
  g.character("antigone")->space = "ILL";  // and Antigone on his own
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Epargner Olympias, Antigone\n")});
  CHECK(roll_for(r, "alone with A ILL") == nullptr);
  const state::Roll* roll = roll_for(r, "Olympias alone with Antigone");
  REQUIRE(roll != nullptr);
  CHECK(r.next.character("olympias")->controller == (roll->result <= 4 ? "antigone" : ""));
}

TEST_CASE("R9c.nocap.1 R6b.rox.1 sparing one member of a pair spares both") {
  state::GameState g = test::later();
  for (const char* id : {"roxane", "alexandre-iv"}) {
    g.character(id)->controller.clear();
    g.character(id)->space = "ILL";  // no citadel to withdraw to (R6b.rf.4)
  }
  test::place(g, UnitType::A, "lysimaque", "ILL");
  const adj::SeasonResult plain = run(g, {});
  REQUIRE(roll_for(plain, "R6b.cap.2") != nullptr);
  const adj::SeasonResult spared =
      run(g, {test::orders_for("lysimaque", "Epargner Alexandre IV\n")});
  CHECK(roll_for(spared, "R6b.cap") == nullptr);
  CHECK(spared.next.character("roxane")->controller.empty());
  CHECK(test::fr(test::report_for(spared, "Epargner Alexandre IV").note) ==
        "aucune tentative de capture d'Alexandre IV et Roxane ce tour (R6b.cap.4)");
}

TEST_CASE("R9c.nocap.1 a no-capture order for a character the side controls is ignored") {
  state::GameState g = test::later();
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Epargner Roxane\n")});
  const adj::OrderReport& o = test::report_for(r, "Epargner Roxane");
  CHECK(o.status == adj::OrderStatus::ignored);
  CHECK(test::fr(o.note) == "ignoré : Roxane est déjà sous le contrôle de ce camp");
}

TEST_CASE(
    "R6b.cap.4 R9c.nocap.1 a spared character is not taken with a citadel that falls "
    "(R6b.cap.3, S1:L490-493): no capture, and no 5 PP for it") {
  state::GameState g = test::later();
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "ITA");
  g.units[a].siege = state::SiegeProgress{"Tarente", 1, state::Season::first().id()};
  state::Character* cleo = g.character("cleopatre");
  REQUIRE(cleo != nullptr);
  cleo->space = "Tarente";
  cleo->controller.clear();
  // Without the order the fall takes her (R6b.cap.3)...
  const adj::SeasonResult plain = run(g, {test::orders_for("cassandre", "A ITA A2 Tarente\n")});
  REQUIRE(plain.next.controller_of("Tarente") == "cassandre");
  REQUIRE(plain.next.character("cleopatre")->controller == "cassandre");
  // ...with it, the order is honoured in fact, not only in words.
  const adj::SeasonResult spared = run(
      g, {test::orders_for("cassandre", "Epargner Cléopâtre\nA ITA A2 Tarente\n")});
  REQUIRE(spared.next.controller_of("Tarente") == "cassandre");
  CHECK(note_fr(spared, "Epargner Cléopâtre").find("aucune tentative de capture") !=
        std::string::npos);
  CHECK(spared.next.character("cleopatre")->controller.empty());
  CHECK_FALSE(event_has(spared, "Cléopâtre est capturée"));
}
