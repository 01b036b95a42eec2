// One whole winter from files to every report: the example game (examples/game-319) played
// through autumn -319 by the real `adjudicate` once, then winter -319 read, adjudicated and
// rendered (public text, Markdown, JSON, private notes, GM log) in memory at each iteration.
// Its winter orders, if the example has any (examples/game-319/orders/004-winter-319), are
// used. Target: as the season benchmark, < 20 ms wall.
#include <benchmark/benchmark.h>

#include "example_game.hpp"

#include <filesystem>
#include <sstream>

#include "adjudicator/season.hpp"
#include "game/adjudicate.hpp"
#include "map/load.hpp"
#include "orders/parse.hpp"
#include "report/season_outputs.hpp"
#include "state/durable.hpp"
#include "state/game_dir.hpp"

namespace fs = std::filesystem;
using namespace dia;

namespace {

// A copy of the example game with the stored orders of every season, played to its winter.
struct ExampleWinter {
  bench::ExampleGame game{"dia-winter-bench"};
  const fs::path& dir = game.dir;
  bool ready = false;
  std::string error;  // why the example could not be played to its winter
  ExampleWinter() {
    std::ostringstream out, err;
    for (const char* season : {"001-spring-319", "002-summer-319", "003-autumn-319"}) {
      game::AdjudicateRequest req;
      req.dir = dir;
      req.season = season;
      req.force = true;
      if (game::adjudicate_game(req, game::adjudicate_with_options, out, err) != 0) {
        error = err.str();
        return;
      }
    }
    ready = true;
  }
};

void BM_WinterFromFilesToReports(benchmark::State& st) {
  ExampleWinter example;
  if (!example.ready) {
    st.SkipWithError(("cannot play the example game to its winter: " + example.error).c_str());
    return;
  }
  state::GameDir game(example.dir);
  auto map_load = map::load_map_file(game.map_path().string());
  if (!map_load.map) {
    st.SkipWithError("cannot load the map");
    return;
  }
  const map::Map& map = *map_load.map;
  orders::OrderParser parser(map);
  const std::string season = "004-winter-319";
  std::size_t bytes = 0;
  for (auto _ : st) {
    game::SeasonInputs in = game::read_season_inputs(game, season, map, parser);
    adj::SeasonResult result = adj::adjudicate_season(map, in.state, in.orders);
    report::record_annotations(result, in.annotations);
    report::ReportInfo info = report::make_report_info(in.state, &map, game.config().name);
    auto files = report::season_reports(result, in.orders, in.state, info, report::Lang::fr);
    for (const auto& f : files) bytes += f.second.size();
    benchmark::DoNotOptimize(files);
  }
  st.counters["report_bytes"] =
      benchmark::Counter(static_cast<double>(bytes), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_WinterFromFilesToReports)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
