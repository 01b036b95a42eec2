// Time to adjudicate the whole godip DATC v2.4 file in-process, reported per case. The map is
// loaded and every case parsed (order parser included) before the timed loop; the loop runs
// the adjudication phases and the comparison with the expected position.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "datc/case_file.hpp"
#include "datc/harness.hpp"
#include "map/load.hpp"

namespace {

struct Fixture {
  dia::map::Map map;
  dia::datc::CaseFile file;
  std::vector<dia::datc::PreparedCase> cases;
  std::unique_ptr<dia::datc::Harness> harness;

  Fixture() {
    auto loaded = dia::map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/classical.yaml");
    if (!loaded.map) {
      std::cerr << "cannot load maps/classical.yaml\n";
      std::exit(1);
    }
    map = std::move(*loaded.map);
    file =
        dia::datc::load_case_file(std::string(DIA_TEST_DATA_DIR) + "/datc/godip/datc_v2.4_06.txt");
    harness = std::make_unique<dia::datc::Harness>(map);
    for (const auto& c : file.cases) cases.push_back(harness->prepare(c));
  }
};

const Fixture& fixture() {
  static const Fixture f;
  return f;
}

void per_case_counters(benchmark::State& state, std::size_t cases) {
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations() * cases));
  state.counters["cases"] = static_cast<double>(cases);
  // Seconds per case (printed with a unit prefix, e.g. "5.1us").
  state.counters["per_case"] =
      benchmark::Counter(static_cast<double>(cases), benchmark::Counter::kIsIterationInvariantRate |
                                                         benchmark::Counter::kInvert);
}

// Every case block of the file: movement, retreat and adjustment phases plus the comparison.
void BM_DatcGodipFile(benchmark::State& state) {
  const Fixture& f = fixture();
  int passed = 0;
  for (auto _ : state) {
    passed = 0;
    for (const auto& c : f.cases) passed += f.harness->adjudicate(c).passed ? 1 : 0;
    benchmark::DoNotOptimize(passed);
  }
  if (passed != static_cast<int>(f.cases.size())) state.SkipWithError("a DATC case failed");
  per_case_counters(state, f.cases.size());
}
BENCHMARK(BM_DatcGodipFile)->Unit(benchmark::kMicrosecond);

// The movement core alone on the movement cases.
void BM_DatcMovementCore(benchmark::State& state) {
  const Fixture& f = fixture();
  std::vector<const dia::datc::PreparedCase*> moves;
  for (const auto& c : f.cases) {
    if (c.phase == dia::datc::Phase::movement) moves.push_back(&c);
  }
  for (auto _ : state) {
    for (const auto* c : moves) {
      auto r = dia::adj::adjudicate_movement(f.map, c->units, c->orders);
      benchmark::DoNotOptimize(r);
    }
  }
  per_case_counters(state, moves.size());
}
BENCHMARK(BM_DatcMovementCore)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
