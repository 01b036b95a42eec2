// The board picture (issue 20): reading the geography and deriving the regions, and a whole
// season map (results/map.svg) of the example game's first position, regions to names.
#include <benchmark/benchmark.h>

#include <string>

#include "map/board.hpp"
#include "map/geography.hpp"
#include "map/load.hpp"
#include "report/svg_state.hpp"
#include "state/durable.hpp"
#include "state/state_yaml.hpp"

namespace {

using namespace dia;

const map::Map& diadoques() {
  static auto r = map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/diadoques.yaml");
  return *r.map;
}

void BM_BoardRegions(benchmark::State& s) {
  for (auto _ : s) {
    Diagnostics ds;
    auto geo = map::load_geography_file(diadoques().geography_file, ds);
    map::Board b = map::build_board(diadoques(), *geo);
    benchmark::DoNotOptimize(b.regions.data());
  }
}
BENCHMARK(BM_BoardRegions)->Unit(benchmark::kMillisecond);

void BM_SeasonMap(benchmark::State& s) {
  const std::string file =
      std::string(DIA_SOURCE_DIR) + "/examples/game-319/seasons/001-spring-319/state.yaml";
  auto load = state::state_from_yaml(state::read_file(file), file, diadoques());
  std::size_t bytes = 0;
  for (auto _ : s) {
    std::string svg = report::svg_state(diadoques(), *load.state, "Les Diadoques — printemps -319");
    bytes = svg.size();
    benchmark::DoNotOptimize(svg.data());
  }
  s.counters["svg_bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_SeasonMap)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
