// One whole season from files to every report: read the state, parse the six orders files,
// adjudicate, render the public (text, Markdown, JSON), private and GM reports in memory.
// Input: the example game's spring -319 (examples/game-319). Target: < 20 ms wall.
#include <benchmark/benchmark.h>

#include "example_game.hpp"

#include <filesystem>

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

void BM_SpringSeasonFromFilesToReports(benchmark::State& st) {
  bench::ExampleGame example("dia-season-bench");
  state::GameDir game(example.dir);
  auto map_load = map::load_map_file(game.map_path().string());
  if (!map_load.map) {
    st.SkipWithError("cannot load the map");
    return;
  }
  const map::Map& map = *map_load.map;
  orders::OrderParser parser(map);  // built once per map, as the command does
  const std::string season = "001-spring-319";
  std::size_t bytes = 0;
  for (auto _ : st) {
    game::SeasonInputs in = game::read_season_inputs(game, season, map, parser);
    adj::SeasonResult result = adj::adjudicate_season(map, in.state, in.orders);
    report::record_annotations(result, in.annotations);  // as `adjudicate` does
    report::ReportInfo info = report::make_report_info(in.state, &map, game.config().name);
    auto files = report::season_reports(result, in.orders, in.state, info, report::Lang::fr);
    for (const auto& f : files) bytes += f.second.size();
    benchmark::DoNotOptimize(files);
  }
  st.counters["report_bytes"] =
      benchmark::Counter(static_cast<double>(bytes), benchmark::Counter::kAvgIterations);
}
BENCHMARK(BM_SpringSeasonFromFilesToReports)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
