// R9c.accord.1, R11d: the accord with Chandragupta, from the order to the closing of GHA and IND.
#include "adjudicator/rules/accord.hpp"
#include "adjudicator/season/legality.hpp"
#include "after_fixture.hpp"

using namespace dia;
using namespace dia::after_test;
using adj::OrderStatus;

namespace {
// Séleucos controls GHA and IND, his army in ARH.
state::GameState indian() {
  state::GameState g = quiet();
  g.control["GHA"] = "seleucos";
  g.control["IND"] = "seleucos";
  test::place(g, UnitType::A, "seleucos", "ARH");
  return g;
}
int elephants(const state::GameState& g) {
  return static_cast<int>(std::count_if(g.units.begin(), g.units.end(),
                                        [](const state::Unit& u) { return u.elephants; }));
}
}  // namespace

TEST_CASE("R11d.acc.1 a side controlling GHA and IND may order the accord (R9c.accord.1)") {
  state::GameState g = indian();
  const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Accord Chandragupta\n")});
  CHECK(test::report_for(r, "Accord Chandragupta").status == OrderStatus::succeeded);
  REQUIRE(r.next.accord.has_value());
  CHECK(r.next.accord->side == "seleucos");
  SUBCASE("one of the two is enough to refuse") {
    g.control.erase("GHA");
    const adj::SeasonResult no = run(g, {test::orders_for("seleucos", "Accord Chandragupta\n")});
    CHECK(test::report_for(no, "Accord Chandragupta").status == OrderStatus::ignored);
    CHECK(note_of(no, "Accord Chandragupta").find("R11d.acc.1") != std::string::npos);
    CHECK_FALSE(no.next.accord.has_value());
  }
}

TEST_CASE("R11d.acc.2 the elephants appear at the end of the turn where named, else in IND") {
  const state::GameState g = indian();
  const adj::SeasonResult named =
      run(g, {test::orders_for("seleucos", "Accord Chandragupta GHA\n")});
  const state::Unit* u = test::unit_in(named.next, "GHA");
  REQUIRE(u != nullptr);
  CHECK(u->side == "seleucos");
  CHECK(u->type == UnitType::A);
  CHECK(u->elephants);
  CHECK(event_with(named, "war elephants (A) appear in GHA (R11d.acc.2)") != nullptr);
  const adj::SeasonResult dflt = run(g, {test::orders_for("seleucos", "Accord Chandragupta\n")});
  CHECK(test::unit_in(dflt.next, "IND") != nullptr);
  CHECK(test::unit_in(dflt.next, "GHA") == nullptr);
}

TEST_CASE("R11d.acc.3 a unit already in the chosen province voids the accord") {
  state::GameState g = indian();
  test::place(g, UnitType::A, "seleucos", "IND");
  const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Accord Chandragupta IND\n")});
  CHECK(elephants(r.next) == 0);
  CHECK_FALSE(r.next.accord.has_value());
  CHECK(event_with(r, "does not take effect: IND is occupied (R11d.acc.3)") != nullptr);
}

TEST_CASE("R11d.acc.4 the elephants cost nothing, keep for 5, corruption 20, never promoted") {
  const state::GameState g = indian();
  const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Accord Chandragupta\n")});
  const state::Unit* u = test::unit_in(r.next, "IND");
  REQUIRE(u != nullptr);
  CHECK(r.next.side("seleucos")->treasury == 40);  // bought for 0
  CHECK_FALSE(adj::rules::may_be_promoted(*u));
  CHECK(adj::rules::may_be_promoted(*test::unit_in(r.next, "ARH")));
  CHECK(adj::rules::elephant_upkeep == 5);
  CHECK(adj::rules::elephant_corruption_level == 20);
}

namespace {
// The season after the order: the elephants in IND, the accord pending.
adj::SeasonResult ordered() {
  return run(indian(), {test::orders_for("seleucos", "Accord Chandragupta\n")});
}
}  // namespace

TEST_CASE("R11d.acc.5 the next turn the side clears GHA and IND, elephants included") {
  const adj::SeasonResult first = ordered();
  const adj::SeasonResult r = run(first.next, {test::orders_for("seleucos", "A IND GED\n")});
  CHECK(r.next.india_closed);
  CHECK_FALSE(r.next.accord.has_value());
  CHECK(elephants(r.next) == 1);  // the elephants stay with the side
}

TEST_CASE("R11d.acc.6 if GHA or IND is occupied at the end of that turn the accord is cancelled") {
  const adj::SeasonResult first = ordered();
  const adj::SeasonResult r = run(first.next);  // the elephants stay in IND
  CHECK_FALSE(r.next.india_closed);
  CHECK(elephants(r.next) == 0);
  CHECK(test::unit_in(r.next, "IND") == nullptr);
  CHECK(event_with(r, "the elephants disappear (R11d.acc.6)") != nullptr);
}

TEST_CASE("R11d.acc.7 after a failure neither the beneficiary nor the spoiler may make it again") {
  const adj::SeasonResult first = ordered();
  state::GameState g = first.next;
  test::place(g, UnitType::A, "ptolemee", "BAC");
  const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "A IND GED\n"),
                                      test::orders_for("ptolemee", "A BAC GHA\n")});
  REQUIRE_FALSE(r.next.india_closed);
  CHECK(std::count(r.next.accord_banned.begin(), r.next.accord_banned.end(), "seleucos") == 1);
  CHECK(std::count(r.next.accord_banned.begin(), r.next.accord_banned.end(), "ptolemee") == 1);
  state::GameState later = next_military(r.next);
  later.control["GHA"] = "seleucos";
  later.control["IND"] = "seleucos";
  const adj::SeasonResult again =
      run(later, {test::orders_for("seleucos", "Accord Chandragupta\n")});
  CHECK(test::report_for(again, "Accord Chandragupta").status == OrderStatus::ignored);
  CHECK(note_of(again, "Accord Chandragupta").find("R11d.acc.7") != std::string::npos);
}

TEST_CASE("R11d.acc.8 a respected accord makes GHA and IND neutral and closed for ever") {
  const adj::SeasonResult first = ordered();
  const adj::SeasonResult r = run(first.next, {test::orders_for("seleucos", "A IND GED\n")});
  REQUIRE(r.next.india_closed);
  CHECK(r.next.controller_of("GHA").empty());
  CHECK(r.next.controller_of("IND").empty());
  CHECK(event_with(r, "GHA and IND become neutral and closed for ever (R11d.acc.8)") != nullptr);
  // No move may enter them afterwards.
  const adj::SeasonResult closed =
      run(next_military(r.next), {test::orders_for("seleucos", "A ARH GHA\n")});
  CHECK(test::report_for(closed, "A ARH GHA").status == OrderStatus::ignored);
  CHECK(note_of(closed, "A ARH GHA").find("closed to everyone (R11d.acc.8)") != std::string::npos);
  CHECK(test::unit_in(closed.next, "GHA") == nullptr);
  // check --game says why, in words.
  const adj::SideOrders so = test::orders_for("seleucos", "A ARH GHA\n");
  const auto checks = adj::season::check_orders(test::diadoques_map(), next_military(r.next),
                                                "seleucos", so.parsed.orders);
  REQUIRE(checks.size() == 1);
  CHECK(checks[0].verdict == adj::season::Verdict::ignored);
  REQUIRE(!checks[0].diagnostics.empty());
  CHECK(checks[0].diagnostics[0].message.find("GHA is closed to everyone (R11d.acc.8)") !=
        std::string::npos);
  CHECK(adj::rules::closed_by_accord(r.next, "IND"));
  CHECK_FALSE(adj::rules::closed_by_accord(first.next, "IND"));
}

TEST_CASE("R11d.acc.9 a successful accord gives +1 PP (R13.pp.26)") {
  const adj::SeasonResult first = ordered();
  const adj::SeasonResult r = run(first.next, {test::orders_for("seleucos", "A IND GED\n")});
  CHECK(has_reason(r, "seleucos", "R13.pp.26"));
  CHECK(r.next.side("seleucos")->prestige_ledger ==
        first.next.side("seleucos")->prestige_ledger + 1);
}

TEST_CASE("R11d.acc.8 no retreat into the closed provinces") {
  const adj::SeasonResult first = ordered();
  const adj::SeasonResult closed = run(first.next, {test::orders_for("seleucos", "A IND GED\n")});
  REQUIRE(closed.next.india_closed);
  // Séleucos's army in ARH is dislodged; its retreat list names only GHA and IND.
  state::GameState g = next_military(closed.next);
  for (state::Unit& u : g.units)
    if (u.space == "GED") u.space = "SAG";  // the elephants out of the way
  test::place(g, UnitType::A, "ptolemee", "GED");
  test::place(g, UnitType::A, "ptolemee", "CAM");
  const std::vector<adj::SideOrders> orders{
      test::orders_for("seleucos", "A ARH X Re GHA, IND\n"),
      test::orders_for("ptolemee", "A GED ARH\nA CAM S A GED ARH\n")};
  const adj::SeasonResult r = run(g, orders);
  CHECK(test::unit_in(r.next, "GHA") == nullptr);
  CHECK(test::unit_in(r.next, "IND") == nullptr);
  const state::Unit* u = test::unit_in(r.next, "ARH");
  REQUIRE(u != nullptr);
  CHECK(u->side == "ptolemee");
  // The same attack before the closing: the army retreats into GHA.
  state::GameState open = g;
  open.india_closed = false;
  const adj::SeasonResult o = run(open, orders);
  const state::Unit* back = test::unit_in(o.next, "GHA");
  REQUIRE(back != nullptr);
  CHECK(back->side == "seleucos");
}
