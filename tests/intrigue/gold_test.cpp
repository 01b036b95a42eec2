// R9c.gold: gold gifts, paid at the end of the turn after all other spending (R8a.end.1).
#include "adjudicator/season/legality.hpp"
#include "after_fixture.hpp"

using namespace dia;
using namespace dia::after_test;
using adj::OrderStatus;

namespace {
int money_of(const adj::SeasonResult& r, const std::string& side) {
  int total = 0;
  for (const adj::MoneyMove& m : r.money)
    if (m.side == side) total += m.amount;
  return total;
}
}  // namespace

TEST_CASE("R9c.gold.1 a gift goes from one treasury to the other at the end of the turn") {
  const state::GameState g = quiet();
  const adj::SeasonResult r = run(g, {test::orders_for("ptolemee", "Or 10 Cassandre\n")});
  CHECK(test::report_for(r, "Or 10 Cassandre").status == OrderStatus::succeeded);
  CHECK(r.next.side("ptolemee")->treasury == 30);
  CHECK(r.next.side("cassandre")->treasury == 50);
  CHECK(money_of(r, "ptolemee") == -10);
  CHECK(money_of(r, "cassandre") == 10);
  // Paid once every other step is done: the credit is the season's last money move.
  REQUIRE(!r.money.empty());
  CHECK(r.money.back().side == "cassandre");
  CHECK(r.money.back().clause == "R9c.gold.1");
}

TEST_CASE("R9c.gold.2 a gift stays private unless the donor announces it") {
  const state::GameState g = quiet();
  SUBCASE("private") {
    const adj::SeasonResult r = run(g, {test::orders_for("ptolemee", "Or 10 Cassandre\n")});
    CHECK(test::report_for(r, "Or 10 Cassandre").visibility == adj::Visibility::side_only);
    CHECK_FALSE(any_public_mention(r, "10 T"));
    // The donor and the receiver (who learns the donor) are told, each privately.
    const adj::Event* sent =
        event_with(r, "you secretly give 10 T to Cassandre", adj::Visibility::side_only);
    REQUIRE(sent != nullptr);
    CHECK(sent->side == "ptolemee");
    const adj::Event* got =
        event_with(r, "you receive 10 T from Ptolémée", adj::Visibility::side_only);
    REQUIRE(got != nullptr);
    CHECK(got->side == "cassandre");
  }
  SUBCASE("announced") {
    const adj::SeasonResult r = run(g, {test::orders_for("ptolemee", "Or 10 Cassandre public\n")});
    CHECK(test::report_for(r, "Or 10 Cassandre public").visibility == adj::Visibility::everyone);
    CHECK(event_with(r, "Ptolémée gives 10 T to Cassandre (R9c.gold.2)") != nullptr);
  }
}

TEST_CASE("R9c.gold.3 a gift cannot be refused: the receiver is credited whatever it orders") {
  const state::GameState g = quiet();
  const adj::SeasonResult r = run(g, {test::orders_for("ptolemee", "Or 5 Séleucos\n"),
                                      test::orders_for("seleucos", "Or 5 Ptolémée\n")});
  // Each gift is paid and credited: neither cancels the other.
  CHECK(r.next.side("ptolemee")->treasury == 40);
  CHECK(r.next.side("seleucos")->treasury == 40);
  CHECK(money_of(r, "ptolemee") == 0);
  CHECK(std::count_if(r.money.begin(), r.money.end(),
                      [](const adj::MoneyMove& m) { return m.side == "seleucos"; }) == 2);
}

TEST_CASE("R9c.gold.5 gifts are checked in the order written, incoming gifts not counted") {
  state::GameState g = quiet();
  g.side("cassandre")->treasury = 15;
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Or 10 Lysimaque\nOr 10 Antigone\n"),
              test::orders_for("lysimaque", "Or 20 Cassandre\n")});
  CHECK(test::report_for(r, "Or 10 Lysimaque").status == OrderStatus::succeeded);
  CHECK(test::report_for(r, "Or 10 Antigone").status == OrderStatus::ignored);
  CHECK(note_of(r, "Or 10 Antigone")
            .find("not enough in the treasury for a gift of 10 T (R9c.gold.5)") !=
        std::string::npos);
  CHECK(r.next.side("cassandre")->treasury == 25);  // 15 - 10 + 20
  CHECK(r.next.side("antigone")->treasury == 40);
  CHECK(r.next.side("lysimaque")->treasury == 30);  // 40 - 20 + 10
}

TEST_CASE("R9c.gold.1 check --game: a gift to oneself or beyond the treasury is refused") {
  const state::GameState g = quiet();
  const adj::SideOrders so =
      test::orders_for("cassandre", "Or 10 Cassandre\nOr 50 Lysimaque\nOr 40 Lysimaque\n");
  const auto checks =
      adj::season::check_orders(test::diadoques_map(), g, "cassandre", so.parsed.orders);
  REQUIRE(checks.size() == 3);
  CHECK(checks[0].verdict == adj::season::Verdict::ignored);
  CHECK(checks[1].verdict == adj::season::Verdict::ignored);
  CHECK(checks[2].verdict == adj::season::Verdict::accepted);
}

TEST_CASE("R9c.gold.2 a void announced gift is published without the donor's treasury") {
  state::GameState g = quiet();
  g.side("cassandre")->treasury = 7;
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Or 10 Lysimaque public\n")});
  const adj::OrderReport& line = test::report_for(r, "Or 10 Lysimaque public");
  CHECK(line.status == OrderStatus::ignored);
  CHECK(line.visibility == adj::Visibility::everyone);
  CHECK(note_of(r, "Or 10 Lysimaque public").find("7") == std::string::npos);
  CHECK(r.next.side("lysimaque")->treasury == 40);
  CHECK(r.next.side("cassandre")->treasury == 7);
}
