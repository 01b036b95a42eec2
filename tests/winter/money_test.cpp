// R5, R5a: the money unit and the irregular income, as a winter credits them.
#include "economy_fixture.hpp"

using namespace dia;
using namespace dia::economy_test;
using adj::OrderStatus;

TEST_CASE("R5.money.1 amounts are whole T: a fractional gift or bid is not read as an order") {
  for (const char* line : {"Or 2.5 Eumène\n", "Enchère A CIL 10.5\n", "Co A SYR 20,5\n"}) {
    const adj::SideOrders so = test::orders_for("cassandre", line);
    CHECK(so.parsed.orders.empty());
    CHECK_FALSE(so.parsed.diagnostics.empty());
  }
  // A whole amount is read, and the treasury moves by whole T.
  state::GameState g = winter();
  g.side("cassandre")->treasury = 7;
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Or 3 Eumène\n")});
  CHECK(report_of(r, "Or 3 Eumène").status == OrderStatus::succeeded);
  CHECK(r.next.side("cassandre")->treasury == 4);
  CHECK(r.next.side("eumene")->treasury == 3);
}

TEST_CASE("R5a.irr.1 gold gifts and seized treasures come in besides the taxes") {
  // Two of the three irregular sources; the third, money from events (R14f), comes with them.
  state::GameState g = winter();
  g.control["Pydna"] = "cassandre";  // 1 T of taxes (R10.income.2)
  g.treasures["Pydna"] = 5;
  g.side("lysimaque")->treasury = 4;
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Saisir Pydna\n"),
                                      test::orders_for("lysimaque", "Or 4 Cassandre\n")});
  CHECK(moved(r, "cassandre", "R10.income.2") == 1);
  CHECK(r.next.side("cassandre")->treasury == 1 + 5 + 4);
  CHECK(r.next.side("lysimaque")->treasury == 0);
  int credits = 0;  // the seizure and the gift each have their own line in the accounts
  for (const adj::MoneyMove& m : r.money)
    if (m.side == "cassandre" && m.amount > 0) ++credits;
  CHECK(credits == 3);
}
