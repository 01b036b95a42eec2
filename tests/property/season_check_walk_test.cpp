// Issue 30: the season consistency checker (tests/tools/season_check) on random seasons across
// whole years, winters and the seasons' events included: walks of two years (eight seasons, or
// sixteen now and then) from the scenario's opening and from the example game's seasons, every
// season played as `adjudicate` plays it (adjudication, then every report) and checked. The
// walks use random legal orders (tools/random_orders) and random winter orders
// (tools/random_winter); every third walk keeps a share of ignored orders (R9a.gen.5).
#include <doctest/doctest.h>

#include <chrono>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "property_fixture.hpp"
#include "report/lang.hpp"
#include "report/svg_map.hpp"
#include "tools/checked_season.hpp"
#include "tools/known_defects.hpp"
#include "tools/season_walk.hpp"

using namespace dia;
using dia::property_test::diadoques_map;

TEST_CASE(
    "issue 30: the season consistency checker holds on 1,000 random seasons of whole years, "
    "winters and events included") {
  const map::Map& map = diadoques_map();
  const orders::OrderParser parser(map);
  const std::vector<tools::NamedPosition> starts =
      property_test::walk_starts(map, parser, {11, 12, 13, 14});
  const auto picture =
      std::make_shared<const report::MapPicture>(report::svg_map_picture(map, report::Lang::fr));

  constexpr int wanted_seasons = 1000;
  int seasons = 0, winters = 0, events = 0;
  std::map<std::string, int> known;  // known defects' violations, by defect
  std::vector<std::string> failures;
  const auto t0 = std::chrono::steady_clock::now();
  for (std::uint64_t walk = 0; seasons < wanted_seasons && failures.size() < 10; ++walk) {
    const tools::NamedPosition& start = starts[walk % starts.size()];
    const int walk_length = walk % 5 == 4 ? 16 : 8;
    tools::OrderGenOptions options;
    options.keep_ignored_percent = walk % 3 == 2 ? 20 : 0;
    tools::TestRng rng(1000 + walk);
    state::GameState now = start.state;
    for (int step = 0; step < walk_length && seasons < wanted_seasons && !now.victory; ++step) {
      const auto orders = tools::random_orders_for(map, now, parser, rng, options);
      const std::string where =
          fmt::format("walk {} from {}, step {} ({})", walk, start.name, step, now.season.id());
      ++seasons;
      if (!now.season.military()) ++winters;
      tools::CheckedSeason checked;
      try {
        checked = tools::play_and_check(map, now, orders, picture);
      } catch (const std::exception& e) {
        failures.push_back(fmt::format("{}: adjudication threw '{}'", where, e.what()));
        break;
      }
      for (const adj::Text& l : checked.result.gm_log)
        if (report::pick(l, report::Lang::en).starts_with("R14.gen.8")) ++events;
      std::string broken;
      for (const tools::Violation& v : checked.violations) {
        if (const test::KnownDefect* k = test::known_defect(v)) {
          ++known[std::string(k->defect)];
          continue;
        }
        broken += "  " + tools::to_string(v) + "\n";
      }
      if (!broken.empty()) {
        std::string text;
        for (const adj::SideOrders& so : orders) text += "--- " + so.side + "\n" + so.text;
        failures.push_back(fmt::format("{}:\n{}{}", where, broken, text));
      }
      now = std::move(checked.result.next);
    }
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  MESSAGE(fmt::format("{} seasons checked ({} winters, {} drawn events) in {:.1f} s", seasons,
                      winters, events, s));
  for (const auto& [defect, n] : known)
    MESSAGE(fmt::format("known defect ({} violations): {}", n, defect));
  for (const std::string& f : failures) FAIL_CHECK(f);
  CHECK(seasons >= wanted_seasons);
  CHECK(winters >= wanted_seasons / 8);
  CHECK(events >= wanted_seasons / 4);
}
