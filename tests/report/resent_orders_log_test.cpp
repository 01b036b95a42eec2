// The GM log says when a resent set of orders replaced the first one in a player's email
// (orders/parse.hpp, ParseResult::resent_from).
#include <doctest/doctest.h>

#include <string>

#include "report/season_outputs.hpp"
#include "season/fixture.hpp"

using namespace dia;
using dia::state::UnitType;

TEST_CASE("R9a.gen.6 the GM log says that a resent set of orders replaced the first") {
  state::GameState before = test::later();
  test::place(before, UnitType::A, "ptolemee", "EGY");
  std::vector<adj::SideOrders> orders = {
      test::orders_for("ptolemee", "A EGY X\n---------- Forwarded message ---------\nA EGY SYR\n")};
  REQUIRE(orders[0].parsed.orders.size() == 1);
  const adj::SeasonResult result = adj::adjudicate_season(test::diadoques_map(), before, orders);
  const report::ReportInfo info =
      report::make_report_info(before, &test::diadoques_map(), "Les Diadoques");
  for (report::Lang lang : {report::Lang::fr, report::Lang::en}) {
    std::string log;
    for (const auto& [path, content] : report::season_reports(result, orders, before, info, lang))
      if (path == "gm-log.txt") log = content;
    // Once, under the orders file, in the log's language (issue 30); one line is "(ligne 1)".
    const std::string said =
        lang == report::Lang::fr
            ? ":2:1: avertissement : un nouvel envoi d'ordres commence ici : il remplace 1 ordre "
              "lu avant lui (ligne 1), comme sur les juges classiques"
            : ":2:1: warning: a resent set of orders starts here: it replaces the 1 order read "
              "before it (line 1), as on the classical judges";
    CHECK(log.find(said) != std::string::npos);
  }
}
