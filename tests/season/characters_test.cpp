// Characters in the military season: lone moves, association, captures (R6b.move, R6b.cap).
#include "adjudicator/season/characters.hpp"
#include "fixture.hpp"
#include "support/words.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {
adj::SeasonResult run(const state::GameState& g, std::vector<adj::SideOrders> orders) {
  return adj::adjudicate_season(test::diadoques_map(), g, orders);
}
const state::Roll* roll_for(const adj::SeasonResult& r, const std::string& rule) {
  for (const state::Roll& roll : r.rolls)
    if (::dia::test::english(roll.purpose).find(rule) != std::string::npos) return &roll;
  return nullptr;
}
}  // namespace

TEST_CASE(
    "R9a.move.10 a lone character is never blocked and may enter a space left empty by a "
    "standoff") {
  state::GameState g = test::later();
  REQUIRE(g.character("cassandre")->space == "MAC");
  test::place(g, UnitType::A, "antigone", "EPI");
  test::place(g, UnitType::A, "lysimaque", "ATT");
  const adj::SeasonResult r = run(
      g, {test::orders_for("cassandre", "* MAC THE\n"), test::orders_for("antigone", "A EPI THE\n"),
          test::orders_for("lysimaque", "A ATT THE\n")});
  CHECK(test::units_in(r.next, "THE") == 0);  // the standoff
  CHECK(r.next.character("cassandre")->space == "THE");
  CHECK(test::report_for(r, "* MAC THE").status == adj::OrderStatus::succeeded);
  CHECK(roll_for(r, "R6b.cap") == nullptr);  // nobody there to capture him
}

TEST_CASE(
    "D.associated a lone diadoque joining his unit takes command from this season (R6b.lead.3)") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "* MAC THE\n")});
  const state::Unit* u = test::unit_in(r.next, "THE");
  REQUIRE(u != nullptr);
  CHECK(u->commander == "cassandre");
  CHECK(u->commander_since == g.season.id());  // so no +1 before next season (R6b.diad.1)
}

TEST_CASE(
    "R6b.cap.2 a lone character ending with an enemy unit: capture roll logged with its purpose") {
  state::GameState g = test::later();
  g.character("eumene")->space = "THE";
  test::place(g, UnitType::A, "cassandre", "MAC");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "A MAC THE\n")});
  const state::Roll* roll = roll_for(r, "R6b.cap.2");
  REQUIRE(roll != nullptr);
  CHECK(roll->die == "1d6");
  CHECK(::dia::test::english(roll->purpose).find("Eumène") != std::string::npos);
  // The purpose as data, worded in the game's language by the GM log's dice section.
  CHECK(::dia::test::french(roll->purpose).find("capture d'Eumène") != std::string::npos);
  const state::Character* e = r.next.character("eumene");
  if (roll->result <= 4) {  // on land: 1-4
    CHECK(e->controller == "cassandre");
    CHECK(e->prisoner);
    CHECK(test::unit_in(r.next, "THE")->attached == std::vector<std::string>{"eumene"});
  } else {
    CHECK(e->controller == "eumene");
    CHECK_FALSE(e->prisoner);
  }
}

TEST_CASE("R6b.cap.1 a lone character crossing an enemy unit rolls for capture") {
  state::GameState g = test::later();
  g.character("cassandre")->space = "THE";
  test::place(g, UnitType::A, "antigone", "MAC");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "* THE MAC\n"),
                                      test::orders_for("antigone", "A MAC THE\n")});
  const state::Roll* roll = roll_for(r, "R6b.cap.1");
  REQUIRE(roll != nullptr);
  const state::Character* c = r.next.character("cassandre");
  if (roll->result <= 4) {
    CHECK(c->controller == "antigone");
    CHECK(c->space == "THE");  // carried off by the capturing unit
  } else {
    CHECK(c->space == "MAC");
    CHECK(c->controller == "cassandre");
  }
}

TEST_CASE("R6b.lead.4 characters follow their unit; an annihilated unit's commander is killed") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", "001-spring-319");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "A* MAC THE\n")});
  CHECK(r.next.character("cassandre")->space == "THE");
  CHECK(test::unit_in(r.next, "THE")->commander == "cassandre");
  CHECK(test::unit_in(r.next, "THE")->commander_since == "001-spring-319");  // unbroken command
}

TEST_CASE("R6b.lead.3 a lone leader joins the unit without a commander and takes its command") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", "001-spring-319");
  test::place(g, UnitType::A, "cassandre", "MAC");  // two units in one space (first turn)
  state::Character* philippe = g.character("philippe-iii");
  REQUIRE(philippe != nullptr);
  philippe->space = "MAC";
  philippe->controller = "cassandre";
  adj::season::associate(test::diadoques_map(), g);
  // Riding with Cassandre's own unit would leave him commanding nothing (R6b.phil.4).
  CHECK(g.units[1].commander == "philippe-iii");
  CHECK(g.units[0].commander == "cassandre");
  const auto& riders = g.units[0].attached;
  CHECK(std::find(riders.begin(), riders.end(), "philippe-iii") == riders.end());
}

TEST_CASE(
    "D.associated a leader alone in the unit's space and written after its type commands it and "
    "moves with it") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  state::Character* olympias = g.character("olympias");
  REQUIRE(olympias != nullptr);
  olympias->space = "MAC";
  olympias->controller = "cassandre";
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "A Olympias MAC THE\n")});
  REQUIRE(test::unit_in(r.next, "THE") != nullptr);
  CHECK(test::unit_in(r.next, "THE")->commander == "olympias");
  CHECK(r.next.character("olympias")->space == "THE");
  // A name written there that is not in the space stays a warning and goes nowhere.
  state::GameState h = test::later();
  test::place(h, UnitType::A, "cassandre", "MAC");
  const adj::SeasonResult s = run(h, {test::orders_for("cassandre", "A Olympias MAC THE\n")});
  CHECK(test::log_has(s, "'Olympias' is not with A MAC (leader suffix ignored, N2)"));
  CHECK(s.next.character("olympias")->space != "THE");
}

TEST_CASE("R6b.cap.1 an RF member crossing with his controller's diadoque is escorted (D.alone)") {
  state::GameState g = test::later();
  g.character("cassandre")->space = "THE";
  state::Character* olympias = g.character("olympias");
  olympias->space = "THE";
  olympias->controller = "cassandre";
  test::place(g, UnitType::A, "antigone", "MAC");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "* THE MAC\nOlympias THE MAC\n"),
              test::orders_for("antigone", "A MAC THE\n")});
  int rolls = 0;
  for (const state::Roll& roll : r.rolls) {
    if (::dia::test::english(roll.purpose).find("R6b.cap.1") == std::string::npos) continue;
    ++rolls;
    CHECK(::dia::test::english(roll.purpose).find("Olympias") == std::string::npos);
  }
  CHECK(rolls == 1);                                    // the diadoque alone is rolled for
  CHECK(r.next.character("olympias")->space == "MAC");  // she did cross
}

TEST_CASE(
    "R6b.diad.5 R9c.dissoc.1 a diadoque ordered to hold beside his own unit stays in it: he "
    "keeps its command and his +1, and is not rolled for as if alone") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", "001-spring-319");
  test::place(g, UnitType::A, "antigone", "THE");
  test::place(g, UnitType::A, "antigone", "EPI");
  // Strength 2 against A* MAC's 1 + 1 (R6b.diad.1): a standoff if Cassandre is still in it.
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "* MAC X\nA MAC X\n"),
              test::orders_for("antigone", "A THE MAC\nA EPI S A THE MAC\n")});
  const state::Unit* mac = test::unit_in(r.next, "MAC");
  REQUIRE(mac != nullptr);
  CHECK(mac->side == "cassandre");
  CHECK(mac->commander == "cassandre");
  CHECK(mac->commander_since == "001-spring-319");  // unbroken: only Dissocier parts them
  CHECK(r.next.character("cassandre")->controller == "cassandre");
  CHECK(roll_for(r, "R6b.cap") == nullptr);
  CHECK(test::report_for(r, "* MAC X").status != adj::OrderStatus::ignored);
}

TEST_CASE(
    "R6b.diad.5 a diadoque ordered to hold while his unit moves away without him stays where he "
    "is, alone (S1:L695-696: X for a piece that does not move)") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", "001-spring-319");
  SUBCASE("A MAC THE and * MAC X: the army goes, Cassandre stays in MAC") {
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "A MAC THE\n* MAC X\n")});
    CHECK(r.next.character("cassandre")->space == "MAC");
    const state::Unit* the = test::unit_in(r.next, "THE");
    REQUIRE(the != nullptr);
    CHECK(the->commander.empty());
    CHECK(test::report_for(r, "* MAC X").status == adj::OrderStatus::succeeded);
  }
  SUBCASE("A* MAC THE names him with the army: he goes with it") {
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "A* MAC THE\n* MAC X\n")});
    CHECK(r.next.character("cassandre")->space == "THE");
    REQUIRE(test::unit_in(r.next, "THE") != nullptr);
    CHECK(test::unit_in(r.next, "THE")->commander == "cassandre");
  }
  SUBCASE("no order of his own: he goes with his army (R9c.dissoc.1)") {
    const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "A MAC THE\n")});
    CHECK(r.next.character("cassandre")->space == "THE");
  }
}
