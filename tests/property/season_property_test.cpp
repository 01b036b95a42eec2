// Property: any order set that `check --game` accepts adjudicates (issue 12, R9a.gen.5: an
// impossible order is ignored, it never stops the season), and every position reached keeps the
// state invariants. Random legal order sets (tests/tools/random_orders) for every unit and
// character of every side are played over 1,200 seeded seasons, in walks of ten or forty seasons
// from several positions: the scenario's opening, the example game's seasons, and the positions the
// walks themselves reach. Every 50th season is also rendered into its reports.
// bench/random_seasons_bench plays many more.
#include <doctest/doctest.h>

#include <exception>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "adjudicator/season/legality.hpp"
#include "report/report_info.hpp"
#include "report/season_outputs.hpp"
#include "tools/random_orders.hpp"
#include "property_fixture.hpp"
#include "tools/season_walk.hpp"

using namespace dia;
using dia::property_test::diadoques_map;

namespace {

std::string orders_text(const std::vector<adj::SideOrders>& orders) {
  std::string out;
  for (const adj::SideOrders& so : orders) out += "--- " + so.side + "\n" + so.text;
  return out;
}

}  // namespace

TEST_CASE(
    "R9a.gen.5 any order set check accepts adjudicates: 1,200 random seasons keep R4a.space.2, "
    "R6b.phil.1, R6b.rox.1, D.money and the other state invariants") {
  const map::Map& map = diadoques_map();
  const orders::OrderParser parser(map);
  const std::vector<tools::NamedPosition> starts =
      property_test::walk_starts(map, parser, {1, 2, 3, 4});

  // Walks of ten seasons, and every fourth one of forty (to the epigones of period 2); every
  // third keeps a share of ignored orders, which must not stop a season either (R9a.gen.5).
  constexpr int wanted_seasons = 1200;
  int seasons = 0;
  int orders_given = 0;
  std::size_t reports = 0;
  int refused_by_check = 0;
  std::vector<std::string> failures;
  for (std::uint64_t walk = 0; seasons < wanted_seasons; ++walk) {
    const tools::NamedPosition& start = starts[walk % starts.size()];
    const int walk_length = walk % 4 == 3 ? 40 : 10;
    tools::OrderGenOptions options;
    options.keep_ignored_percent = walk % 3 == 2 ? 20 : 0;
    tools::TestRng rng(walk);
    state::GameState now = start.state;
    for (int step = 0; step < walk_length && seasons < wanted_seasons && !now.victory; ++step) {
      const std::vector<adj::SideOrders> orders =
          tools::random_season_orders(map, now, parser, rng, options);
      for (const adj::SideOrders& so : orders) {
        orders_given += static_cast<int>(so.parsed.orders.size());
        // The sets are the ones `check --game` accepts (unless asked to keep ignored orders).
        if (options.keep_ignored_percent == 0 && !so.side.empty())
          for (const auto& c : adj::season::check_orders(map, now, so.side, so.parsed.orders))
            if (c.verdict == adj::season::Verdict::ignored) ++refused_by_check;
      }
      const std::string where =
          fmt::format("walk {} from {}, step {} ({})", walk, start.name, step, now.season.id());
      ++seasons;
      adj::SeasonResult result;
      try {
        result = adj::adjudicate_season(map, now, orders);
        // Every 50th season also goes through the reports, as `adjudicate` does (slower).
        if (seasons % 50 == 0) {
          const report::ReportInfo info = report::make_report_info(now, &map, "property");
          for (report::Lang lang : {report::Lang::fr, report::Lang::en})
            reports += report::season_reports(result, orders, now, info, lang).size();
        }
      } catch (const std::exception& e) {
        failures.push_back(
            fmt::format("{}: adjudication threw '{}'\n{}", where, e.what(), orders_text(orders)));
        break;
      }
      const std::vector<std::string> broken = tools::invariant_violations(map, now, result.next);
      if (!broken.empty()) {
        std::string list;
        for (const std::string& b : broken) list += "  " + b + "\n";
        failures.push_back(
            fmt::format("{}: inconsistent position:\n{}{}", where, list, orders_text(orders)));
        break;
      }
      now = tools::next_military(std::move(result.next));
    }
    if (failures.size() >= 3) break;
  }
  MESSAGE(fmt::format("{} seasons, {} orders", seasons, orders_given));
  for (const std::string& f : failures) FAIL_CHECK(f);
  CHECK(seasons >= wanted_seasons);
  CHECK(orders_given > 10 * seasons);
  CHECK(reports > 0);
  CHECK(refused_by_check == 0);  // the seasons were played with orders, not held
}
