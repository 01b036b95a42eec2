// Order parsing throughput (MB/s) on large generated orders files: the real Diadoques and
// classical maps, every order form, and a variant where one line in ten has a misspelled name
// (the fuzzy matcher's cost). Target: at least 50 MB/s on clean files.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "map/load.hpp"
#include "orders/parse.hpp"

namespace {

const dia::map::Map& load(const char* name) {
  static std::vector<std::pair<std::string, dia::map::Map>> cache;
  for (auto& [n, m] : cache) {
    if (n == name) return m;
  }
  auto r = dia::map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/" + name);
  if (!r.map) {
    std::cerr << "parse_bench: cannot load maps/" << name << '\n';
    std::exit(1);
  }
  cache.emplace_back(name, std::move(*r.map));
  return cache.back().second;
}

const std::vector<std::string> diadoques_lines = {
    "A PHE SYR",
    "F* CYC Athènes",
    "F MOR A1 Alexandrie",
    "A* SYR A2 Alexandrie d'Issos",
    "F MOR Re MIO, CYC, Alexandrie, MRD, MIN",
    "A* SYR Re Alexandrie d'Issos, PHE, COM, CIL, X",
    "A PHE S A SYR CIL",
    "A EGY S F MOR A1 Alexandrie",
    "F MIO C A ARC CYR",
    "A EGY C CHY",
    "* MAC X",
    "Olympias Delphes X",
    "Philippe III MAC THE",
    "Co A SYR 30",
    "CC Ae* PHR 15",
    "Passage Antigone F MOR",
    "Enchère Ae CAP 20, 22, 25",
    "Or 10 Eumène public",
    "Construire F EGE",
    "Promouvoir A MAC Ae",
    "[Spartiates] Am LAC A1 Sparte",
    "A SYR X",
    "Ae* MAC THE",
    "F POC A1 Héraclée Pontique",
};

const std::vector<std::string> classical_lines = {
    "A lvp - edi",
    "F nth C A yor - nwy",
    "A ber S A mun - kie",
    "F gol S F wes - spa/sc",
    "A lon - bel via convoy",
    "F Kiel - Munich",
    "A Venice HOLD",
    "F North Sea - Norway",
    "Build A kie",
    "Remove F ber",
    "F St Petersburg (south coast) - Gulf of Bothnia",
};

std::string generate(const std::vector<std::string>& lines, std::size_t bytes, bool mistakes) {
  std::string out;
  out.reserve(bytes + 128);
  for (std::size_t i = 0; out.size() < bytes; ++i) {
    std::string line = lines[i % lines.size()];
    if (mistakes && i % 10 == 0) line = "A SYR Alexandri d'Isos";  // read with a warning
    out += line;
    out += '\n';
  }
  return out;
}

// `reuse`: parse into the same ParseResult each time (its storage is kept, as a caller parsing
// many files in a row would); otherwise every parse builds a fresh result (a 4 MB file gives
// about 72 MB of orders, 360 bytes each, allocated and zeroed by the kernel each time; huge
// pages where the system offers them, see common/memory.hpp).
void run(benchmark::State& state, const char* map_name, const std::vector<std::string>& lines,
         bool mistakes, bool reuse = false) {
  const auto& m = load(map_name);
  dia::orders::ParseOptions options;
  options.hash_comments = m.ruleset == "classical";
  dia::orders::OrderParser parser(m, options);
  const std::string text = generate(lines, 4 << 20, mistakes);
  std::size_t orders = 0;
  dia::orders::ParseResult reused;
  for (auto _ : state) {
    if (reuse) {
      parser.parse(text, reused);
      orders = reused.orders.size();
      benchmark::DoNotOptimize(reused);
    } else {
      auto result = parser.parse(text);
      orders = result.orders.size();
      benchmark::DoNotOptimize(result);
    }
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
  state.counters["orders"] = static_cast<double>(orders);
}

void BM_ParseDiadoques(benchmark::State& state) {
  run(state, "diadoques.yaml", diadoques_lines, false);
}
void BM_ParseDiadoquesWithMisspellings(benchmark::State& state) {
  run(state, "diadoques.yaml", diadoques_lines, true);
}
void BM_ParseClassical(benchmark::State& state) {
  run(state, "classical.yaml", classical_lines, false);
}
void BM_ParseDiadoquesReusingResult(benchmark::State& state) {
  run(state, "diadoques.yaml", diadoques_lines, false, true);
}
void BM_ParseClassicalReusingResult(benchmark::State& state) {
  run(state, "classical.yaml", classical_lines, false, true);
}

}  // namespace

BENCHMARK(BM_ParseDiadoques)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ParseDiadoquesWithMisspellings)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ParseClassical)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ParseDiadoquesReusingResult)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_ParseClassicalReusingResult)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
