// R9c.give: the gift of a character, recorded at step 5 and decided after movement.
#include <doctest/doctest.h>

#include "adjudicator/rules/scoring.hpp"
#include "intrigue/before_fixture.hpp"
#include "state/state_yaml.hpp"

using namespace dia;
using dia::state::UnitType;
using namespace dia::test::before;

TEST_CASE(
    "R9c.give.1 R9c.give.3 R9c.give.4 R6b.cap.6 R6b.keep.3 R6b.rf.3 Cassandre gives the Roxane "
    "pair to Antigone: "
    "moved into Antigone's army, both are captured by it automatically") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "antigone", "THE");
  REQUIRE(g.character("roxane")->controller == "cassandre");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Donner Roxane Antigone\nRoxane MAC THE\nA MAC X\n")});
  for (const char* id : {"roxane", "alexandre-iv"}) {
    CAPTURE(id);
    const state::Character* c = r.next.character(id);
    CHECK(c->controller == "antigone");
    CHECK(c->space == "THE");
    CHECK_FALSE(c->prisoner);
  }
  const state::Unit* a = test::unit_in(r.next, "THE");
  REQUIRE(a != nullptr);
  CHECK(std::count(a->attached.begin(), a->attached.end(), "roxane") == 1);
  CHECK(test::report_for(r, "Donner Roxane Antigone").status == adj::OrderStatus::succeeded);
  CHECK(event_has(r, "Cassandre remet Roxane et Alexandre IV à Antigone (R9c.give.4)"));
  // No capture roll: the gift is automatic.
  CHECK(roll_for(r, "R6b.cap") == nullptr);
  // R6b.rf.3: the two members now count for Antigone, no longer for Cassandre.
  CHECK(adj::rules::rf_controlled("antigone", r.next) == 2);
  CHECK(adj::rules::rf_controlled("antigone", g) == 0);
}

TEST_CASE("R9c.give.4 a character already with the receiver's unit needs only a hold") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "THE");
  test::before::hold(g, "roxane", "cassandre", "THE");
  test::before::hold(g, "alexandre-iv", "cassandre", "THE");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Donner Alexandre IV Antigone\nRoxane THE X\n")});
  CHECK(r.next.character("roxane")->controller == "antigone");
  CHECK(r.next.character("alexandre-iv")->controller == "antigone");
  CHECK(test::report_for(r, "Donner Alexandre IV Antigone").status == adj::OrderStatus::succeeded);
}

TEST_CASE(
    "R9c.give.5 R6b.free.2 R6b.free.7 a gift whose character ends alone with no unit of the "
    "receiver fails: the character is freed as any lone character is, and the capture checks "
    "follow") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "antigone", "THE");
  // Eumène, Cassandre's prisoner, sent towards Antigone's army but to the wrong province.
  test::before::hold(g, "eumene", "cassandre", "MAC");
  test::before::attach(g, "eumene", "MAC");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Donner Eumène Antigone\nEumène MAC EPI\nA MAC X\n")});
  const adj::OrderReport& gift = test::report_for(r, "Donner Eumène Antigone");
  CHECK(gift.status == adj::OrderStatus::failed);
  CHECK(test::fr(gift.note).find("faute d'unité d'Antigone sur place (R9c.give.5)") !=
        std::string::npos);
  // Freed: a diadoque goes back to his own side (R6b.free.7).
  const state::Character* e = r.next.character("eumene");
  CHECK(e->controller == "eumene");
  CHECK_FALSE(e->prisoner);
  CHECK(e->space == "EPI");
  // Freed by the ordinary rule (alone at the end of movement, L495-501), not by the gift.
  CHECK(event_has(r, "Eumène échappe au contrôle de Cassandre en EPI et rejoint son camp"));

  // An RF member freed so stands alone with whatever enemy is there: the capture check comes.
  state::GameState h = test::later();
  test::place(h, UnitType::A, "antigone", "THE");
  test::place(h, UnitType::A, "lysimaque", "ILL");  // ILL has no citadel to withdraw to
  const adj::SeasonResult s =
      run(h, {test::orders_for("cassandre", "Donner Roxane Antigone\nRoxane MAC ILL\n")});
  CHECK(test::report_for(s, "Donner Roxane Antigone").status == adj::OrderStatus::failed);
  const state::Roll* roll = roll_for(s, "R6b.cap.2");
  REQUIRE(roll != nullptr);  // Lysimaque's army rolls for the lone (neutral) Roxane
  CHECK(s.next.character("roxane")->controller == (roll->result <= 4 ? "lysimaque" : ""));
}

namespace {

// n06 of the third audit: Cassandre's A* Pella holds Roxane and Alexandre IV in Pella, his own
// citadel; Antigone's army is in PEO, nowhere near.
state::GameState roxane_in_pella() {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "Pella");
  test::place(g, UnitType::A, "antigone", "PEO");
  test::before::attach(g, "cassandre", "Pella");  // not in MAC: no escort there (R6b.keep.3)
  test::before::attach(g, "roxane", "Pella");
  test::before::attach(g, "alexandre-iv", "Pella");
  g.control["Pella"] = "cassandre";
  g.control["Pydna"] = "cassandre";  // no neutral citadel in MAC to withdraw to (R6b.rf.4)
  return g;
}

}  // namespace

TEST_CASE(
    "R9c.give.5 R6b.keep.3 R6b.cap.2 a gift that does not happen leaves the character where he "
    "was, held as before: no release, no capture roll by his own side's army") {
  const state::GameState g = roxane_in_pella();
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Donner Roxane Antigone\nRoxane Pella X\nA Pella X\n"),
              test::orders_for("antigone", "A PEO X\n")});
  const adj::OrderReport& gift = test::report_for(r, "Donner Roxane Antigone");
  CHECK(gift.status == adj::OrderStatus::failed);
  CHECK(test::fr(gift.note).find("faute d'unité d'Antigone sur place (R9c.give.5)") !=
        std::string::npos);
  for (const char* id : {"roxane", "alexandre-iv"}) {
    CAPTURE(id);
    const state::Character* c = r.next.character(id);
    CHECK(c->controller == "cassandre");
    CHECK(c->space == "Pella");
  }
  const state::Unit* a = test::unit_in(r.next, "Pella");
  REQUIRE(a != nullptr);
  CHECK(std::count(a->attached.begin(), a->attached.end(), "roxane") == 1);
  CHECK_FALSE(event_has(r, "libération"));
  CHECK_FALSE(event_has(r, "échappent au contrôle"));
  // Her own side's army never rolls to capture her (R6b.cap.2: an enemy unit).
  CHECK(roll_for(r, "R6b.cap") == nullptr);
  CHECK(adj::rules::rf_controlled("cassandre", r.next) == 2);
}

TEST_CASE(
    "R9c.give.5 R6b.keep.3 a gift whose character's move is ignored, unreadable or missing fails "
    "and changes nothing: the character stays held where he was") {
  // b: a move to a space not adjacent (ignored); d: an unreadable line; none at all.
  for (const char* order : {"Roxane Pella THE\n", "Roxane X\n", ""}) {
    CAPTURE(order);
    const state::GameState g = roxane_in_pella();
    const adj::SeasonResult r =
        run(g, {test::orders_for("cassandre",
                                 std::string("Donner Roxane Antigone\n") + order + "A Pella X\n"),
                test::orders_for("antigone", "A PEO X\n")});
    const adj::OrderReport& gift = test::report_for(r, "Donner Roxane Antigone");
    CHECK(gift.status == adj::OrderStatus::failed);
    CHECK(test::fr(gift.note).find("faute d'unité d'Antigone sur place (R9c.give.5)") !=
          std::string::npos);
    CHECK(r.next.character("roxane")->controller == "cassandre");
    CHECK(r.next.character("alexandre-iv")->controller == "cassandre");
    CHECK(r.next.character("roxane")->space == "Pella");
    CHECK_FALSE(event_has(r, "libération"));
    CHECK(roll_for(r, "R6b.cap") == nullptr);
    CHECK(adj::rules::rf_controlled("cassandre", r.next) == 2);
  }
}

TEST_CASE(
    "R9c.give.5 R6b.free.2 R6b.keep.3 a given pair that ends alone in a province is freed at the "
    "end of the turn and becomes neutral") {
  // n06c: Roxane sent into MAC, where Antigone has no unit: alone, she escapes Cassandre.
  const state::GameState g = roxane_in_pella();
  const adj::SeasonResult r = run(
      g, {test::orders_for("cassandre", "Donner Roxane Antigone\nRoxane Pella MAC\nA Pella X\n"),
          test::orders_for("antigone", "A PEO X\n")});
  CHECK(test::report_for(r, "Donner Roxane Antigone").status == adj::OrderStatus::failed);
  CHECK(r.next.character("roxane")->controller.empty());
  CHECK(r.next.character("alexandre-iv")->controller.empty());
  CHECK(r.next.character("roxane")->space == "MAC");
  CHECK(event_has(r, "Roxane et Alexandre IV échappent au contrôle de Cassandre en MAC"));
  CHECK(adj::rules::rf_controlled("cassandre", r.next) == 0);
}

TEST_CASE(
    "R9c.give.1 only an RF member the side controls or a leader it holds prisoner may be given") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "THE");
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::before::hold(g, "eumene", "cassandre", "MAC");
  const adj::SeasonResult r = run(
      g, {test::orders_for("cassandre",
                           "Donner * Antigone\nDonner Olympias Antigone\nDonner Roxane Cassandre\n"
                           "Donner Eumène Antigone\nEumène MAC THE\n")});
  const adj::OrderReport& own = test::report_for(r, "Donner * Antigone");
  CHECK(own.status == adj::OrderStatus::ignored);
  CHECK(test::fr(own.note) == "ignoré : Cassandre est un chef de ce camp (R9c.give.1)");
  const adj::OrderReport& neutral = test::report_for(r, "Donner Olympias Antigone");
  CHECK(neutral.status == adj::OrderStatus::ignored);
  CHECK(test::fr(neutral.note) == "ignoré : ce camp ne détient pas Olympias (R9c.give.1)");
  CHECK(test::report_for(r, "Donner Roxane Cassandre").status == adj::OrderStatus::ignored);
  // A prisoner changes captor: still a prisoner, now Antigone's.
  CHECK(test::report_for(r, "Donner Eumène Antigone").status == adj::OrderStatus::succeeded);
  CHECK(r.next.character("eumene")->controller == "antigone");
  CHECK(r.next.character("eumene")->prisoner);
  CHECK(r.next.character("cassandre")->controller == "cassandre");
}

TEST_CASE("R9c.give.2 Cléopâtre married to the giver's diadoque cannot be given, a widow can") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "THE");
  test::before::hold(g, "cleopatre", "cassandre", "MAC");
  g.character("cleopatre")->husband = "cassandre";
  const adj::SeasonResult married =
      run(g, {test::orders_for("cassandre", "Donner Cléopâtre Antigone\n")});
  const adj::OrderReport& o = test::report_for(married, "Donner Cléopâtre Antigone");
  CHECK(o.status == adj::OrderStatus::ignored);
  CHECK(test::fr(o.note).find("(R9c.give.2)") != std::string::npos);
  CHECK(married.next.character("cleopatre")->controller == "cassandre");
  // The state file keeps the husband (an older file without the key reads as unmarried).
  const std::string yaml = state::to_yaml(married.next);
  CHECK(yaml.find("husband: cassandre") != std::string::npos);
  const state::StateLoad back = state::state_from_yaml(yaml, "state.yaml", test::diadoques_map());
  REQUIRE(back.state);
  CHECK(back.state->character("cleopatre")->husband == "cassandre");
  CHECK(back.state->character("roxane")->husband.empty());

  g.character("cleopatre")->husband.clear();
  const adj::SeasonResult widow =
      run(g, {test::orders_for("cassandre", "Donner Cléopâtre Antigone\nCléopâtre MAC THE\n")});
  CHECK(test::report_for(widow, "Donner Cléopâtre Antigone").status == adj::OrderStatus::succeeded);
  CHECK(widow.next.character("cleopatre")->controller == "antigone");
}

TEST_CASE("R9c.give.3 R6b.phil.1 naming Eurydice gives Philippe III with her, as one piece") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "THE");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Donner Eurydice Antigone\nEurydice MAC THE\n")});
  CHECK(r.next.character("eurydice")->controller == "antigone");
  CHECK(r.next.character("philippe-iii")->controller == "antigone");
  // Philippe III takes command of the receiver's unit that had none (R6b.lead.3).
  CHECK(test::unit_in(r.next, "THE")->commander == "philippe-iii");
  CHECK(event_has(r, "remet Eurydice et Philippe III à Antigone"));
}

TEST_CASE(
    "R9c.gen.3 two gifts of the same character by one side: a seeded draw applies one, the other "
    "is ignored") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "THE");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre",
                               "Donner Roxane Antigone\nDonner Alexandre IV Lysimaque\n"
                               "Roxane MAC THE\n")});
  const state::Roll* roll = roll_for(r, "R9c.gen.3");
  REQUIRE(roll != nullptr);
  const adj::OrderReport& to_antigone = test::report_for(r, "Donner Roxane Antigone");
  const adj::OrderReport& to_lysimaque = test::report_for(r, "Donner Alexandre IV Lysimaque");
  const bool antigone_drawn = to_antigone.status != adj::OrderStatus::ignored;
  CHECK(antigone_drawn == (to_lysimaque.status == adj::OrderStatus::ignored));
  // The drawn gift to Antigone succeeds; the one to Lysimaque fails (no unit of his in THE).
  if (antigone_drawn) {
    CHECK(to_antigone.status == adj::OrderStatus::succeeded);
    CHECK(r.next.character("roxane")->controller == "antigone");
  } else {
    CHECK(to_lysimaque.status == adj::OrderStatus::failed);
  }
}

TEST_CASE(
    "R9c.gen.2 gifts are recorded before assassinations but decided after movement: a pair "
    "assassinated at step 5 is no longer given") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "antigone", "THE");
  test::before::attach(g, "roxane", "MAC");
  test::before::attach(g, "alexandre-iv", "MAC");
  const adj::SeasonResult r = run(
      g, {test::orders_for(
             "cassandre", "Donner Roxane Antigone\nAssassiner Roxane\nRoxane MAC THE\nA MAC X\n")});
  CHECK_FALSE(r.next.character("roxane")->alive);
  CHECK(test::report_for(r, "Assassiner Roxane").status == adj::OrderStatus::succeeded);
  const adj::OrderReport& gift = test::report_for(r, "Donner Roxane Antigone");
  CHECK(gift.status == adj::OrderStatus::failed);
  CHECK(test::fr(gift.note) == "Roxane n'est plus en vie");
}
