// `check --game` in winter (R8b.pl.1): each economic order judged as the winter would, its cost,
// and the side's budget line.
#include "adjudicator/season/legality.hpp"
#include "adjudicator/winter/winter_check.hpp"
#include "economy_fixture.hpp"

using namespace dia;
using namespace dia::economy_test;
using adj::season::Verdict;

namespace {
state::GameState position() {
  state::GameState g = winter();
  g.control["Pella"] = "cassandre";  // 31 T
  g.control["Pydna"] = "cassandre";  // 1 T
  g.control["MAC"] = "cassandre";    // 1 T
  g.side("cassandre")->treasury = 7;
  test::place(g, UnitType::A, "cassandre", "THR");
  test::place(g, UnitType::Ae, "cassandre", "EPI");
  return g;
}
}  // namespace

TEST_CASE("R8b.pl.1 check --game judges each winter order and says what it costs") {
  const state::GameState g = position();
  const adj::SideOrders so = test::orders_for(
      "cassandre", "Construire Ae Pella\nConstruire A Pydna\nLicencier A THR\nA EPI - THE\n");
  const auto checks =
      adj::season::check_orders(test::diadoques_map(), g, "cassandre", so.parsed.orders);
  REQUIRE(checks.size() == 4);
  CHECK(checks[0].verdict == Verdict::ignored);  // a second Ae (R6a.limit.4)
  CHECK(adj::in_english(checks[0].reason).find("at most 1 Ae") != std::string::npos);
  CHECK(checks[1].verdict == Verdict::accepted);
  REQUIRE(!checks[1].diagnostics.empty());
  CHECK(checks[1].diagnostics[0].message == "cost: 10 T");
  CHECK(checks[2].verdict == Verdict::accepted);
  CHECK(checks[2].diagnostics[0].message == "cost: 5 T");  // the disbanding fee
  CHECK(checks[3].verdict == Verdict::ignored);            // a move in winter
}

TEST_CASE("R8b.gm.2 check --game gives the winter budget: income, upkeep, builds, fees, gifts") {
  const state::GameState g = position();
  const adj::SideOrders so =
      test::orders_for("cassandre", "Construire A Pydna\nLicencier A THR\nOr 3 Antigone\n");
  const adj::winter::WinterCheck w =
      adj::winter::check_winter(test::diadoques_map(), g, "cassandre", so.parsed.orders, "x.txt");
  // 7 + 33 income - 20 upkeep (Ae) - 10 build - 5 fee - 3 gift = 2.
  CHECK(adj::in_english(w.budget) ==
        "budget: treasury 7 T + income 33 T − upkeep 20 T − builds and promotions 10 T − "
        "disbanding 5 T − gifts 3 T = left 2 T");
  // The position itself is untouched.
  CHECK(g.side("cassandre")->treasury == 7);
}
