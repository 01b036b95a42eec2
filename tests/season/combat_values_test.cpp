// Combat values on the real map (D.strength): the R6a-T1 table, Olympias's +1, and the leader's
// +1 counting in defence and in the supports a led unit gives.
#include "adjudicator/season/combat.hpp"
#include "fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

adj::SeasonResult run(const state::GameState& g, std::vector<adj::SideOrders> orders) {
  return adj::adjudicate_season(test::diadoques_map(), g, orders);
}

const std::string spring = "001-spring-319";

}  // namespace

TEST_CASE("R6a.value.1 combat values are those of table R6a-T1") {
  state::GameState g = test::later();
  const std::pair<UnitType, int> table[] = {{UnitType::A, 1},  {UnitType::Am, 1},
                                            {UnitType::Ae, 2}, {UnitType::Ag, 2},
                                            {UnitType::F, 1},  {UnitType::Fe, 2}};
  for (const auto& [type, value] : table) {
    state::Unit u;
    u.type = type;
    u.side = "cassandre";
    u.space = state::is_fleet(type) ? "EGE" : "MAC";
    CHECK(adj::season::combat_value(g, u) == value);
  }
}

TEST_CASE("R6a.value.1 an elite army (2) dislodges a mercenary army (1); two armies bounce") {
  state::GameState g = test::later();
  test::place(g, UnitType::Ae, "cassandre", "MAC");
  test::place(g, UnitType::A, "antigone", "THE");
  const adj::SeasonResult elite = run(g, {test::orders_for("cassandre", "Ae MAC THE\n")});
  CHECK(test::unit_in(elite.next, "THE")->side == "cassandre");
  CHECK(test::unit_in(elite.next, "THE")->type == UnitType::Ae);

  g.units[0].type = UnitType::A;
  const adj::SeasonResult plain = run(g, {test::orders_for("cassandre", "A MAC THE\n")});
  CHECK(test::unit_in(plain.next, "THE")->side == "antigone");
  CHECK(test::report_for(plain, "A MAC THE").status == adj::OrderStatus::failed);
}

TEST_CASE("R6b.oly.1 Olympias in command since the previous turn gives +1") {
  state::GameState g = test::later();
  g.character("olympias")->controller = "cassandre";
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "THE", "olympias", spring);
  test::place(g, UnitType::A, "antigone", "EPI");
  CHECK(adj::season::combat_value(g, g.units[a]) == 2);
  const adj::SeasonResult led = run(g, {test::orders_for("cassandre", "A THE EPI\n")});
  CHECK(test::unit_in(led.next, "EPI")->side == "cassandre");

  // PROPOSED continuity condition: command taken this season gives nothing yet.
  g.units[a].commander_since = g.season.id();
  CHECK(adj::season::combat_value(g, g.units[a]) == 1);
  const adj::SeasonResult fresh = run(g, {test::orders_for("cassandre", "A THE EPI\n")});
  CHECK(test::unit_in(fresh.next, "EPI")->side == "antigone");
}

TEST_CASE("R6b.diad.2 the leader's +1 counts in defence") {
  state::GameState g = test::later();
  const std::size_t held = test::place(g, UnitType::A, "cassandre", "THE", "cassandre", spring);
  test::place(g, UnitType::A, "antigone", "EPI");
  test::place(g, UnitType::A, "antigone", "ATT");
  const auto orders =
      std::vector<adj::SideOrders>{test::orders_for("cassandre", "A* THE X\n"),
                                   test::orders_for("antigone", "A EPI THE\nA ATT S A EPI THE\n")};
  // 2 (led) against 1 + 1: the attack bounces.
  const adj::SeasonResult led = run(g, orders);
  CHECK(test::unit_in(led.next, "THE")->side == "cassandre");
  CHECK(test::report_for(led, "A EPI THE").status == adj::OrderStatus::failed);
  // Without the bonus, 1 against 2: dislodged.
  g.units[held].commander_since = g.season.id();
  const adj::SeasonResult unled = run(g, orders);
  CHECK(test::unit_in(unled.next, "THE")->side == "antigone");
}

TEST_CASE("R6b.diad.2 the leader's +1 counts in the supports his unit gives") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  const std::size_t supporter =
      test::place(g, UnitType::A, "cassandre", "EPI", "cassandre", spring);
  test::place(g, UnitType::A, "antigone", "THE");
  test::place(g, UnitType::A, "antigone", "ATT");
  const auto orders =
      std::vector<adj::SideOrders>{test::orders_for("cassandre", "A MAC THE\nA* EPI S A MAC THE\n"),
                                   test::orders_for("antigone", "A THE X\nA ATT S A THE\n")};
  // 1 + 2 (supported by a led unit) against 1 + 1.
  const adj::SeasonResult led = run(g, orders);
  CHECK(test::unit_in(led.next, "THE")->side == "cassandre");
  // The same support without the bonus: 2 against 2, a bounce.
  g.units[supporter].commander_since = g.season.id();
  const adj::SeasonResult unled = run(g, orders);
  CHECK(test::unit_in(unled.next, "THE")->side == "antigone");
  CHECK(test::report_for(unled, "A MAC THE").status == adj::OrderStatus::failed);
}
