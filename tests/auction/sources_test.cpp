// R11b.elim, R11b.unsup, R11b.disb: the starting price of each source's units and what becomes
// of them unsold.
#include <doctest/doctest.h>

#include "adjudicator/auction/lots.hpp"
#include "auction_fixture.hpp"

using namespace dia;
using namespace dia::auction_test;

namespace {

const state::Unit& unit(const state::GameState& g, std::size_t i) {
  return g.units[i];
}

}  // namespace

TEST_CASE("R11b.elim.1 an eliminated side's unit is first offered at its purchase price") {
  state::GameState g = east();
  const std::size_t a = lot(g, UnitType::A, "GRA", adj::rules::elimination_auction_label);
  const std::size_t ae = lot(g, UnitType::Ae, "SOG", adj::rules::elimination_auction_label);
  CHECK(adj::auction::starting_price(unit(g, a)) == 10);
  CHECK(adj::auction::starting_price(unit(g, ae)) == 20);
  test::place(g, UnitType::A, "seleucos", "ARE");
  const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Enchère A GRA 9\n")});
  CHECK(test::unit_in(r.next, "GRA")->side.empty());
  CHECK(test::log_has(r, "A GRA (from eumene, starting price 10 T)"));
}

TEST_CASE("R11b.elim.2 unsold, it is offered again in each later military season at 1 T") {
  state::GameState g = east(state::SeasonKind::spring);
  test::place(g, UnitType::A, "seleucos", "ARE");
  lot(g, UnitType::A, "GRA", adj::rules::elimination_auction_label);
  const adj::SeasonResult spring = run(g);  // no bid
  const state::Unit* u = test::unit_in(spring.next, "GRA");
  REQUIRE(u != nullptr);
  CHECK(adj::auction::starting_price(*u) == 1);
  const adj::SeasonResult summer =
      run(spring.next, {test::orders_for("seleucos", "Enchère A GRA 1, 2\n")});
  CHECK(test::unit_in(summer.next, "GRA")->side == "seleucos");
  CHECK(summer.next.side("seleucos")->treasury == spring.next.side("seleucos")->treasury - 1);
}

TEST_CASE("R11b.elim.3 unsold at the end of autumn: kept by a neutral major citadel, else gone") {
  state::GameState g = east(state::SeasonKind::autumn);
  // In BAC, the province of Bactres, a neutral major citadel; in GRA, none; a garrison in
  // Samarcande (minor).
  lot(g, UnitType::A, "BAC", adj::rules::elimination_auction_label, "eumene", 1);
  lot(g, UnitType::A, "GRA", adj::rules::elimination_auction_label, "eumene", 1);
  lot(g, UnitType::A, "Samarcande", adj::rules::elimination_auction_label, "eumene", 1);
  REQUIRE(g.controller_of("Bactres").empty());
  const adj::SeasonResult r = run(g);
  const state::Unit* bac = test::unit_in(r.next, "BAC");
  REQUIRE(bac != nullptr);
  CHECK(bac->side.empty());
  CHECK(bac->neutral_label == adj::rules::kept_neutral_auction_label);
  CHECK_FALSE(adj::auction::on_sale(*bac));
  REQUIRE(test::unit_in(r.next, "Samarcande") != nullptr);
  CHECK(test::unit_in(r.next, "Samarcande")->neutral_label ==
        adj::rules::kept_neutral_auction_label);
  CHECK(test::unit_in(r.next, "GRA") == nullptr);
  CHECK(public_event(r, "A GRA, unsold, is eliminated (R11b.elim.3)"));
  CHECK(public_event(r, "A BAC, unsold, becomes permanently neutral (R11b.elim.3)"));
  // The same units at the end of summer are still on sale.
  state::GameState s = g;
  s.season.kind = state::SeasonKind::summer;
  const adj::SeasonResult rs = run(s);
  CHECK(test::unit_in(rs.next, "GRA") != nullptr);
  CHECK(adj::auction::on_sale(*test::unit_in(rs.next, "BAC")));
}

TEST_CASE("R11b.unsup.1 a unit that revolted for want of supply starts at half its price") {
  state::GameState g = east(state::SeasonKind::spring);
  const std::size_t a = lot(g, UnitType::A, "GRA", adj::rules::unsupplied_auction_label);
  const std::size_t am = lot(g, UnitType::Am, "SOG", adj::rules::unsupplied_auction_label);
  CHECK(adj::auction::starting_price(unit(g, a)) == 5);
  CHECK(adj::auction::starting_price(unit(g, am)) == 7);  // 15 / 2, rounded down
  test::place(g, UnitType::A, "seleucos", "ARE");
  const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Enchère A GRA 4, 5\n")});
  CHECK(test::unit_in(r.next, "GRA")->side == "seleucos");
  CHECK(r.next.side("seleucos")->treasury == 35);
}

TEST_CASE("R11b.unsup.2 unsold, a revolted unit is eliminated at the auction step, before moves") {
  state::GameState g = east(state::SeasonKind::spring);
  lot(g, UnitType::A, "GRA", adj::rules::unsupplied_auction_label);
  test::place(g, UnitType::A, "seleucos", "ARE");
  // Séleucos moves into GRA: the revolted unit is gone before the moves, so nothing bounces.
  const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "A ARE GRA\n")});
  CHECK(public_event(r, "A GRA, unsold, is eliminated (R11b.unsup.2)"));
  const state::Unit* u = test::unit_in(r.next, "GRA");
  REQUIRE(u != nullptr);
  CHECK(u->side == "seleucos");
  CHECK(test::report_for(r, "A ARE GRA").status == adj::OrderStatus::succeeded);
}

TEST_CASE("R11b.disb.1 R11b.disb.2 a disbanded unit: its price in spring, 1 T in summer") {
  state::GameState g = east(state::SeasonKind::spring);
  const std::size_t i = lot(g, UnitType::Ae, "GRA", adj::rules::disbanded_auction_label);
  CHECK(adj::auction::starting_price(unit(g, i)) == 20);
  test::place(g, UnitType::A, "seleucos", "ARE");
  const adj::SeasonResult spring = run(g, {test::orders_for("seleucos", "Enchère Ae GRA 19\n")});
  const state::Unit* u = test::unit_in(spring.next, "GRA");
  REQUIRE(u != nullptr);
  CHECK(u->side.empty());
  CHECK(spring.next.season.kind == state::SeasonKind::summer);
  CHECK(adj::auction::starting_price(*u) == 1);
  const adj::SeasonResult summer =
      run(spring.next, {test::orders_for("seleucos", "Enchère Ae GRA 3\n")});
  CHECK(test::unit_in(summer.next, "GRA")->side == "seleucos");
  CHECK(summer.next.side("seleucos")->treasury == 37);
}

TEST_CASE("R11b.disb.3 a disbanded unit still unsold is eliminated at the end of summer") {
  state::GameState g = east(state::SeasonKind::spring);
  lot(g, UnitType::A, "GRA", adj::rules::disbanded_auction_label);
  const adj::SeasonResult spring = run(g);
  REQUIRE(test::unit_in(spring.next, "GRA") != nullptr);  // kept after spring
  const adj::SeasonResult summer = run(spring.next);
  CHECK(test::unit_in(summer.next, "GRA") == nullptr);
  CHECK(public_event(summer, "A GRA, unsold, is eliminated (R11b.disb.3)"));
}

TEST_CASE(
    "R11b.disb.3 R11b.bid.9 R11b.elim.3 an unsold unit whose last offer failed is said gone once: "
    "never 'stays neutral' before 'is eliminated'") {
  // Spring: a disbanded unit not sold is offered again in summer: it stays neutral (L1104-1107).
  state::GameState g = east(state::SeasonKind::spring);
  lot(g, UnitType::A, "GRA", adj::rules::disbanded_auction_label);
  const adj::SeasonResult spring = run(g);
  CHECK(public_event(spring, "A GRA finds no buyer and stays neutral (R11b.bid.9)"));
  // Summer: its last offer; unsold, it is eliminated at the end of summer (L1106-1107), and the
  // results say only that.
  const adj::SeasonResult summer = run(spring.next);
  CHECK(public_event(summer, "A GRA, unsold, is eliminated (R11b.disb.3)"));
  CHECK_FALSE(public_event(summer, "stays neutral"));
  // Autumn, an eliminated side's units: kept neutral or eliminated at the end of autumn
  // (L1088-1093), either said once.
  state::GameState a = east(state::SeasonKind::autumn);
  lot(a, UnitType::A, "BAC", adj::rules::elimination_auction_label, "eumene", 1);
  lot(a, UnitType::A, "GRA", adj::rules::elimination_auction_label, "eumene", 1);
  const adj::SeasonResult autumn = run(a);
  CHECK(public_event(autumn, "A GRA, unsold, is eliminated (R11b.elim.3)"));
  CHECK(public_event(autumn, "A BAC, unsold, becomes permanently neutral (R11b.elim.3)"));
  CHECK_FALSE(public_event(autumn, "stays neutral"));
}
