// Many more random seasons than the property test (tests/property/season_property_test.cpp):
//   random_seasons_bench [seasons=20000] [first-walk=0] [keep-ignored-percent=0] [walk=10]
//                        [reports|check]
// Plays walks of (by default) ten random legal seasons (tests/tools/random_orders) from the
// scenario's opening and the example game's seasons, checks every position reached
// (tests/tools/season_walk) and prints each failure with the orders that caused it, then the
// number of seasons per second. Exit 1 if any season failed.
// `check` (issue 30) plays whole years, winters included (tools/random_winter), writes every
// report of each season and runs the season consistency checker (tools/season_check) on it: a
// season with a violation other than the known defects (tools/known_defects.hpp) fails. ctest
// runs a short walk in this mode (bench/CMakeLists.txt).
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "map/load.hpp"
#include "report/report_info.hpp"
#include "report/season_outputs.hpp"
#include "report/svg_map.hpp"
#include "tools/checked_season.hpp"
#include "tools/known_defects.hpp"
#include "tools/random_orders.hpp"
#include "tools/season_walk.hpp"

using namespace dia;

int main(int argc, char** argv) {
  const long wanted = argc > 1 ? std::atol(argv[1]) : 20000;
  const std::uint64_t first_walk = argc > 2 ? std::strtoull(argv[2], nullptr, 10) : 0;
  tools::OrderGenOptions options;  // with a share of ignored orders, sets `check` would refuse
  options.keep_ignored_percent = argc > 3 ? static_cast<std::uint32_t>(std::atoi(argv[3])) : 0;
  const int walk_length = argc > 4 ? std::atoi(argv[4]) : 10;          // 45 reaches the dynasties
  const bool reports = argc > 5 && std::string(argv[5]) == "reports";  // slower: ~15x
  const bool check = argc > 5 && std::string(argv[5]) == "check";      // reports, and checked
  auto loaded = map::load_map_file(DIA_SOURCE_DIR "/maps/diadoques.yaml");
  if (!loaded.map) {
    std::fputs("cannot load maps/diadoques.yaml\n", stderr);
    return 2;
  }
  const map::Map& map = *loaded.map;
  const orders::OrderParser parser(map);
  std::vector<tools::NamedPosition> starts;
  for (std::uint64_t seed = 1; seed <= 8; ++seed)
    starts.push_back(tools::opening_position(map, DIA_SOURCE_DIR, seed));
  for (auto& p : tools::example_positions(map, parser, DIA_SOURCE_DIR))
    starts.push_back(std::move(p));

  std::shared_ptr<const report::MapPicture> picture;
  if (check) picture = std::make_shared<const report::MapPicture>(report::svg_map_picture(map));
  std::map<std::string, long> known;  // the known defects' violations (check mode)
  std::size_t report_files = 0;
  long seasons = 0;
  long failed = 0;
  std::map<std::string, long> kinds;
  std::map<std::string, long> reached;  // how far the walks went, and how they ended  // orders
                                        // played, by form: what the walks exercised
  const auto t0 = std::chrono::steady_clock::now();
  for (std::uint64_t walk = first_walk; seasons < wanted; ++walk) {
    const tools::NamedPosition& start = starts[walk % starts.size()];
    tools::TestRng rng(walk);
    state::GameState now = start.state;
    for (int step = 0; step < walk_length && seasons < wanted && !now.victory; ++step) {
      const auto orders = check ? tools::random_orders_for(map, now, parser, rng, options)
                                : tools::random_season_orders(map, now, parser, rng, options);
      ++seasons;
      for (const adj::SideOrders& so : orders)
        for (const orders::Order& o : so.parsed.orders)
          ++kinds[(so.side.empty() ? "neutral " : "") +
                  (o.piece.kind == orders::Piece::Kind::character
                       ? "character " + std::string(orders::to_string(o.kind()))
                       : std::string(orders::to_string(o.kind())))];
      std::vector<std::string> broken;
      adj::SeasonResult result;
      try {
        if (check) {
          tools::CheckedSeason checked = tools::play_and_check(map, now, orders, picture);
          report_files += checked.files.size();
          for (const tools::Violation& v : checked.violations) {
            if (const auto* k = test::known_defect(v))
              ++known[std::string(k->defect)];
            else
              broken.push_back(tools::to_string(v));
          }
          result = std::move(checked.result);
        } else {
          result = adj::adjudicate_season(map, now, orders);
          broken = tools::invariant_violations(map, now, result.next);
        }
        // As `adjudicate` does next: every report, in both languages.
        if (reports) {
          const report::ReportInfo info = report::make_report_info(now, &map, "bench");
          for (report::Lang lang : {report::Lang::fr, report::Lang::en})
            report_files += report::season_reports(result, orders, now, info, lang).size();
        }
      } catch (const std::exception& e) {
        broken.push_back(std::string("adjudication threw: ") + e.what());
      }
      if (!broken.empty()) {
        ++failed;
        fmt::print("FAIL walk {} from {}, step {} ({}):\n", walk, start.name, step,
                   now.season.id());
        for (const std::string& b : broken) fmt::print("  {}\n", b);
        // The season's event and what it did: most broken positions come from one.
        for (const adj::Text& t : result.gm_log) {
          const std::string l = adj::in_english(t);
          if (l.starts_with("R14") || l.starts_with("R8a.gm.1")) fmt::print("  log: {}\n", l);
        }
        for (const adj::SideOrders& so : orders) fmt::print("--- {}\n{}", so.side, so.text);
        break;
      }
      now = check ? std::move(result.next) : tools::next_military(std::move(result.next));
    }
    ++reached[now.victory ? "victory (" + now.victory->kind + ")" : "reached " + now.season.id()];
  }
  const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  for (const auto& [what, n] : reached) fmt::print("  {:<22} {}\n", what, n);
  for (const auto& [kind, n] : kinds) fmt::print("  {:<22} {}\n", kind, n);
  if (reports || check) fmt::print("{} report files written in memory\n", report_files);
  for (const auto& [defect, n] : known) fmt::print("known defect ({} violations): {}\n", n, defect);
  fmt::print("{} seasons, {} failed, {:.1f} s, {:.0f} seasons/s\n", seasons, failed, s,
             static_cast<double>(seasons) / s);
  return failed == 0 ? 0 : 1;
}
