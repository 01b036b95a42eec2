// The first turn (R12): purchases, turn-1 orders, spreading out.
#include "fixture.hpp"
#include "state/state_yaml.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {
int count_type(const state::GameState& g, const std::string& side, UnitType t) {
  return static_cast<int>(std::count_if(g.units.begin(), g.units.end(), [&](const state::Unit& u) {
    return u.side == side && u.type == t;
  }));
}
}  // namespace

TEST_CASE("R12.start.9 a side without a purchase order gets three A, paid from its treasury") {
  const state::GameState g = test::opening();
  const int treasury = g.side("seleucos")->treasury;
  const adj::SeasonResult r = adj::adjudicate_season(test::diadoques_map(), g, {});
  CHECK(count_type(r.next, "seleucos", UnitType::A) == 3);
  CHECK(r.next.side("seleucos")->treasury == treasury - 30);
  CHECK(test::log_has(r, "seleucos: no valid Achat order: default purchase A, A, A (R12.start.9)"));
  // The diadoque commands one of them, from this season on (R6b.diad.1: no +1 yet).
  const auto commanded =
      std::count_if(r.next.units.begin(), r.next.units.end(),
                    [](const state::Unit& u) { return u.commander == "seleucos"; });
  CHECK(commanded == 1);
  // R12.start.5: the private note's treasury line names the purchase, not "other changes".
  const auto paid = std::find_if(r.money.begin(), r.money.end(), [](const adj::MoneyMove& m) {
    return m.side == "seleucos" && m.clause == "R12.start.5";
  });
  REQUIRE(paid != r.money.end());
  CHECK(paid->amount == -30);
  CHECK(test::fr(adj::Text{paid->what}) == "achat de départ : A, A, A");
}

TEST_CASE(
    "R12.start.7 an Achat with fleets is bought by Ptolemee but ignored for Antigone "
    "(R12.start.6)") {
  const state::GameState g = test::opening();
  const int ptolemee = g.side("ptolemee")->treasury;
  const adj::SeasonResult r = adj::adjudicate_season(
      test::diadoques_map(), g,
      {test::orders_for("antigone", "Achat A F\n"), test::orders_for("ptolemee", "Achat Ae F\n")});
  const adj::OrderReport& bad = test::report_for(r, "Achat A F");
  CHECK(bad.status == adj::OrderStatus::ignored);
  CHECK(test::en(bad.note).find("armies only (R12.start.6)") != std::string::npos);
  CHECK(count_type(r.next, "antigone", UnitType::A) == 3);  // the default instead
  CHECK(count_type(r.next, "antigone", UnitType::F) == 0);
  CHECK(test::report_for(r, "Achat Ae F").status == adj::OrderStatus::succeeded);
  CHECK(count_type(r.next, "ptolemee", UnitType::Ae) == 1);
  CHECK(count_type(r.next, "ptolemee", UnitType::F) == 1);
  CHECK(r.next.side("ptolemee")->treasury == ptolemee - 30);
}

TEST_CASE("R12.start.8 a purchase over the limits of R6a.limit.1 is ignored") {
  const state::GameState g = test::opening();
  const adj::SeasonResult r = adj::adjudicate_season(
      test::diadoques_map(), g, {test::orders_for("cassandre", "Achat Am Am\n")});
  CHECK(test::report_for(r, "Achat Am Am").status == adj::OrderStatus::ignored);
  CHECK(count_type(r.next, "cassandre", UnitType::Am) == 0);
}

TEST_CASE(
    "R12.t1.2 turn 1: the bought units leave the starting province by moves; Re ignored "
    "(R12.t1.5)") {
  const state::GameState g = test::opening();
  const adj::SeasonResult r = adj::adjudicate_season(
      test::diadoques_map(), g,
      {test::orders_for("cassandre", "Achat A A F\nA MAC THR\nA MAC EPI Re ILL\nF MAC EUB\n")});
  CHECK(test::units_in(r.next, "THR") == 1);
  CHECK(test::units_in(r.next, "EPI") == 1);
  CHECK(test::unit_in(r.next, "EUB") != nullptr);
  CHECK(test::unit_in(r.next, "EUB")->type == UnitType::F);
  CHECK(test::units_in(r.next, "MAC") == 0);
  CHECK(test::report_for(r, "A MAC THR").status == adj::OrderStatus::succeeded);
  CHECK(test::log_has(r, "Re list ignored in turn 1 (R12.t1.5)"));
  // The diadoque went with the first A bought, the one the first order moved.
  CHECK(test::unit_in(r.next, "THR")->commander == "cassandre");
  CHECK(r.next.character("cassandre")->space == "THR");
}

TEST_CASE(
    "D.associated turn 1: A Philippe III MAC THE takes Philippe III (commanding) and Eurydice "
    "along") {
  const state::GameState g = test::opening();
  const adj::SeasonResult r =
      adj::adjudicate_season(test::diadoques_map(), g,
                             {test::orders_for("cassandre",
                                               "Achat A A F\nA* MAC Pella\nA Philippe III MAC THE\n"
                                               "F MAC EUB\n")});
  CHECK(test::report_for(r, "A Philippe III MAC THE").status == adj::OrderStatus::succeeded);
  const state::Unit* u = test::unit_in(r.next, "THE");
  REQUIRE(u != nullptr);
  CHECK(u->commander == "philippe-iii");
  CHECK(r.next.character("philippe-iii")->space == "THE");
  CHECK(r.next.character("eurydice")->space == "THE");  // R6b.phil.1: they never part
  // He commands a unit at the end of the turn, so he stays Cassandre's (R6b.phil.4).
  CHECK(r.next.character("philippe-iii")->controller == "cassandre");
  CHECK_FALSE(test::log_has(r, "leader suffix ignored"));
}

TEST_CASE("R12.t1.2 turn 1 allows only moves and supports") {
  const state::GameState g = test::opening();
  const adj::SeasonResult r = adj::adjudicate_season(
      test::diadoques_map(), g, {test::orders_for("lysimaque", "Achat A A A\nA CHE A1 Byzance\n")});
  const adj::OrderReport& o = test::report_for(r, "A CHE A1 Byzance");
  CHECK(o.status == adj::OrderStatus::ignored);
  CHECK(test::en(o.note).find("R12.t1.2") != std::string::npos);
}

TEST_CASE(
    "R12.t1.4 spreading out: the diadoque's unit stays, the others withdraw or are destroyed") {
  const state::GameState g = test::opening();
  const adj::SeasonResult r = adj::adjudicate_season(test::diadoques_map(), g,
                                                     {test::orders_for("eumene", "Achat A Ae\n")});
  // Nothing moved: two units in CAP at the end of turn 1.
  REQUIRE(test::units_in(r.next, "CAP") == 1);
  CHECK(test::unit_in(r.next, "CAP")->commander == "eumene");  // the A bought first has him
  CHECK(r.next.units.size() + 0 >= 2);
  const auto ae = std::find_if(r.next.units.begin(), r.next.units.end(),
                               [](const state::Unit& u) { return u.type == UnitType::Ae; });
  REQUIRE(ae != r.next.units.end());
  CHECK(ae->space != "CAP");
  CHECK(test::log_has(r, "R12.t1.4: 2 units in CAP; A* CAP stays"));
}

TEST_CASE("R12.t1.4 a fleet left in its starting province withdraws to sea (R6a.loc.2)") {
  const state::GameState g = test::opening();
  const adj::SeasonResult r = adj::adjudicate_season(
      test::diadoques_map(), g, {test::orders_for("ptolemee", "Achat A F\nA EGY LIB\n")});
  const auto f = std::find_if(r.next.units.begin(), r.next.units.end(),
                              [](const state::Unit& u) { return u.type == UnitType::F; });
  REQUIRE(f != r.next.units.end());
  const map::Map& m = test::diadoques_map();
  const map::Space& where = m.space(*m.find_space(f->space));
  CHECK((where.is_sea() || (where.is_citadel() && where.citadel->port)));
  CHECK(test::unit_in(r.next, "LIB")->commander == "ptolemee");
}

TEST_CASE(
    "R12.t1.4 R4a.space.2 spreading out never sends a unit where a dislodged unit has just "
    "retreated") {
  // Found by the random-season property test (tests/property): Eumène's three armies in CAP,
  // one dislodged by Antigone's Ae; every space around but ARM is taken. The dislodged army
  // retreats to ARM; the two left in CAP must spread out (R12.t1.4): one into Tyane, the other
  // has nowhere left to go. ARM was free in the spreading out's eyes and got a second unit.
  state::GameState g = test::opening(2);
  for (const char* s : {"PTE", "PON", "CIL", "COM"}) test::place(g, UnitType::A, "seleucos", s);
  const adj::SeasonResult r =
      adj::adjudicate_season(test::diadoques_map(), g,
                             {test::orders_for("antigone", "Achat Ae A\nAe PHR CAP\n"),
                              test::orders_for("eumene", "Achat A A A\n")});
  REQUIRE(test::log_has(r, "A* CAP retreats to ARM"));
  CHECK(test::units_in(r.next, "ARM") == 1);
  CHECK(test::units_in(r.next, "Tyane") == 1);
  CHECK(state::check_state(r.next, test::diadoques_map(), "next").empty());
}
