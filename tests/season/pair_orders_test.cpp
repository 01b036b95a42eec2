// Orders for one member of an inseparable pair (R6b.phil.1, R6b.rox.1): the pair moves as one
// piece, and a season with such an order is adjudicated to a consistent position (issue 12: a
// lone `Roxane MAC Pella` passed `check` and then aborted the whole season).
#include "adjudicator/season/legality.hpp"
#include "fixture.hpp"
#include "state/state_yaml.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

adj::SeasonResult run(const state::GameState& g, std::vector<adj::SideOrders> orders) {
  return adj::adjudicate_season(test::diadoques_map(), g, orders);
}

// Cassandre's army in MAC carries Roxane and Alexandre IV, as after the first turn.
state::GameState with_royal_pair_on_a_unit() {
  state::GameState g = test::later();
  const std::size_t u = test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", "");
  g.units[u].attached = {"roxane", "alexandre-iv"};
  return g;
}

std::vector<adj::season::CheckedOrder> check(const state::GameState& g, const std::string& side,
                                             const adj::SideOrders& so) {
  return adj::season::check_orders(test::diadoques_map(), g, side, so.parsed.orders);
}

}  // namespace

TEST_CASE("R6b.rox.1 Roxane ordered alone moves with Alexandre IV, and the season is not aborted") {
  const state::GameState g = with_royal_pair_on_a_unit();
  const adj::SideOrders so = test::orders_for("cassandre", "Roxane MAC Pella\n");
  const auto checks = check(g, "cassandre", so);
  REQUIRE(checks.size() == 1);
  CHECK(checks[0].verdict == adj::season::Verdict::accepted);
  CHECK(checks[0].characters == std::vector<std::string>{"roxane", "alexandre-iv"});

  const adj::SeasonResult r = run(g, {so});
  CHECK(r.next.character("roxane")->space == "Pella");
  CHECK(r.next.character("alexandre-iv")->space == "Pella");
  CHECK(state::check_state(r.next, test::diadoques_map(), "next").empty());
  CHECK(test::report_for(r, "Roxane MAC Pella").status == adj::OrderStatus::succeeded);
}

TEST_CASE("R6b.rox.1 Roxane holding alone keeps Alexandre IV with her when their unit moves") {
  const state::GameState g = with_royal_pair_on_a_unit();
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "A MAC THE\nRoxane MAC X\n")});
  CHECK(test::unit_in(r.next, "THE") != nullptr);
  CHECK(r.next.character("roxane")->space == r.next.character("alexandre-iv")->space);
  CHECK(state::check_state(r.next, test::diadoques_map(), "next").empty());
}

TEST_CASE("R6b.phil.1 Eurydice ordered alone moves with Philippe III") {
  state::GameState g = test::later();
  const std::size_t u = test::place(g, UnitType::A, "cassandre", "MAC", "philippe-iii", "");
  g.units[u].attached = {"eurydice"};
  g.character("eurydice")->space = "MAC";
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Eurydice MAC THE\n")});
  CHECK(r.next.character("eurydice")->space == "THE");
  CHECK(r.next.character("philippe-iii")->space == "THE");
  CHECK(state::check_state(r.next, test::diadoques_map(), "next").empty());
}

TEST_CASE("R9a.gen.2 the two members of a pair sent to different places: the pair holds") {
  const state::GameState g = with_royal_pair_on_a_unit();
  const adj::SideOrders so =
      test::orders_for("cassandre", "Roxane MAC Pella\nAlexandre IV MAC THE\n");
  const auto checks = check(g, "cassandre", so);
  REQUIRE(checks.size() == 2);
  CHECK(checks[0].verdict == adj::season::Verdict::ignored);
  CHECK(checks[1].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(checks[1].reason).find("conflicting orders") != std::string::npos);

  const adj::SeasonResult r = run(g, {so});
  CHECK(r.next.character("roxane")->space == "MAC");
  CHECK(r.next.character("alexandre-iv")->space == "MAC");
  CHECK(state::check_state(r.next, test::diadoques_map(), "next").empty());
}

TEST_CASE("R6b.rox.1 both members of a pair given the same move: one move, both accepted") {
  const state::GameState g = with_royal_pair_on_a_unit();
  const adj::SideOrders so =
      test::orders_for("cassandre", "Roxane MAC Pella\nAlexandre IV MAC Pella\n");
  const auto checks = check(g, "cassandre", so);
  REQUIRE(checks.size() == 2);
  CHECK(checks[0].verdict == adj::season::Verdict::accepted);
  CHECK(checks[1].verdict == adj::season::Verdict::accepted);
  const adj::SeasonResult r = run(g, {so});
  CHECK(r.next.character("roxane")->space == "Pella");
  CHECK(r.next.character("alexandre-iv")->space == "Pella");
  CHECK(state::check_state(r.next, test::diadoques_map(), "next").empty());
}
