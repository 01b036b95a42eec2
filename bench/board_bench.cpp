// The board picture (issue 20): reading the geography and deriving the regions, and a whole
// season map (results/map.svg) of the example game's first position, regions to names. Issue 32:
// the same board read back from the cache (map/board_cache) instead, and the map file's loading
// that every command pays.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "map/board.hpp"
#include "map/board_cache.hpp"
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

// A cache directory of the bench's own, warmed once: what every run after the first pays.
void use_bench_cache() {
  static const bool done = [] {
    const auto dir = std::filesystem::temp_directory_path() / "dia-board-bench-cache";
    ::setenv("XDG_CACHE_HOME", dir.string().c_str(), 1);
    ::unsetenv("DIADOQUES_CACHE");
    map::board_of(diadoques());
    return true;
  }();
  (void)done;
}

void BM_BoardFromCache(benchmark::State& s) {
  use_bench_cache();
  for (auto _ : s) {
    map::CachedBoard b = map::board_of(diadoques());
    if (!b.from_cache) s.SkipWithError("the board was not read from the cache");
    benchmark::DoNotOptimize(b.board.get());
  }
}
BENCHMARK(BM_BoardFromCache)->Unit(benchmark::kMillisecond);

// The map file and the files it names, parsed: every command's first step.
void BM_MapLoad(benchmark::State& s) {
  const std::string file = std::string(DIA_SOURCE_DIR) + "/maps/diadoques.yaml";
  for (auto _ : s) {
    auto r = map::load_map_file(file);
    benchmark::DoNotOptimize(r.map.has_value());
  }
}
BENCHMARK(BM_MapLoad)->Unit(benchmark::kMillisecond);

// The season's map; with the board from the cache since issue 32 (the drawing is what is left).
void BM_SeasonMap(benchmark::State& s) {
  use_bench_cache();
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
