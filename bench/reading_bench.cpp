// Reading an orders file stays linear in its length, whatever the file holds (issue 34): the
// time per byte of orders::read_orders_bytes (decoding, cleaning, parsing: what `check`,
// `adjudicate` and `inbox` do with a file) from 1 KB to 10 MB, for
//   orders       the example game's orders files (mail prose, quotes, signatures, without the
//                `-- ` after which nothing would be read), repeated;
//   garbage      random printable words and punctuation in lines of 1 to 120 characters;
//   bytes        random bytes (but the five Windows-1252 leaves undefined): transcoded, control
//                characters blanked, nothing readable;
//   one_line     `A THE MAC MAC …` without a line end: refused at its length (it took 38 s at
//                128 KB when each of its words was dropped in turn and the line read again);
//   long_lines   lines of `A THE MAC MAC …` just under the limit (orders/limits.hpp), each one
//                unreadable: the most the misspelling repair can cost.
// Figures: docs/bench-reading.md. Run: build/bench/reading_bench --benchmark_counters_tabular=true
#include <benchmark/benchmark.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <vector>

#include "map/load.hpp"
#include "orders/limits.hpp"
#include "orders/orders_file.hpp"

namespace {

const dia::map::Map& diadoques_map() {
  static const dia::map::Map map = [] {
    auto r = dia::map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/diadoques.yaml");
    if (!r.map) {
      std::cerr << "reading_bench: cannot load maps/diadoques.yaml\n";
      std::exit(1);
    }
    return std::move(*r.map);
  }();
  return map;
}

// Every orders file of the example game, one after the other.
std::string example_orders() {
  std::string all;
  const std::filesystem::path root = std::filesystem::path(DIA_SOURCE_DIR) / "examples/game-319";
  std::vector<std::filesystem::path> files;
  for (const auto& e : std::filesystem::recursive_directory_iterator(root / "orders"))
    if (e.is_regular_file() && e.path().extension() == ".txt") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    std::ifstream in(f, std::ios::binary);
    std::string line;
    // Without their signature separators (`-- `), after which nothing is read: every copy is.
    while (std::getline(in, line))
      if (line != "--" && line != "-- ") all += line + '\n';
    all += '\n';
  }
  return all;
}

std::string repeated(const std::string& unit, std::size_t bytes) {
  std::string out;
  out.reserve(bytes + unit.size());
  while (out.size() < bytes) out += unit;
  out.resize(bytes);
  return out;
}

std::string garbage(std::size_t bytes) {
  std::mt19937 rng(34);
  static constexpr std::string_view alphabet =
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ,.;:!?-'()*#/";
  std::uniform_int_distribution<std::size_t> letter(0, alphabet.size() - 1), width(1, 120);
  std::string out;
  out.reserve(bytes);
  while (out.size() < bytes) {
    for (std::size_t n = width(rng); n > 0 && out.size() < bytes; --n) out += alphabet[letter(rng)];
    out += '\n';
  }
  out.resize(bytes);
  return out;
}

std::string random_bytes(std::size_t bytes) {
  std::mt19937 rng(34);
  std::uniform_int_distribution<int> byte(0, 255);
  std::string out;
  out.reserve(bytes);
  while (out.size() < bytes) {
    const int b = byte(rng);
    if (b == 0x81 || b == 0x8D || b == 0x8F || b == 0x90 || b == 0x9D) continue;
    out += static_cast<char>(b);
  }
  return out;
}

std::string one_line(std::size_t bytes) {
  return "A THE" + repeated(" MAC", bytes > 5 ? bytes - 5 : 0);
}

std::string long_lines(std::size_t bytes) {
  std::string line = "A THE" + repeated(" MAC", dia::orders::max_line_length - 5 - 3);
  line += '\n';
  return repeated(line, bytes);
}

enum Kind { orders, garbage_kind, bytes_kind, one_line_kind, long_lines_kind };

void read(benchmark::State& state, Kind kind) {
  const auto size = static_cast<std::size_t>(state.range(0));
  std::string text;
  switch (kind) {
    case orders:
      text = repeated(example_orders(), size);
      break;
    case garbage_kind:
      text = garbage(size);
      break;
    case bytes_kind:
      text = random_bytes(size);
      break;
    case one_line_kind:
      text = one_line(size);
      break;
    case long_lines_kind:
      text = long_lines(size);
      break;
  }
  const auto& m = diadoques_map();
  dia::orders::OrderParser parser(m, dia::orders::orders_file_options(m));
  std::size_t read_orders = 0, diagnostics = 0;
  for (auto _ : state) {
    dia::orders::OrdersFile f = dia::orders::read_orders_bytes(text, "bench.txt", parser);
    read_orders = f.parsed.orders.size();
    diagnostics = f.parsed.diagnostics.size();
    benchmark::DoNotOptimize(f);
  }
  state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
  // Seconds per byte, shown with an SI prefix (e.g. 25.1n: 25.1 ns a byte).
  state.counters["per_byte"] = benchmark::Counter(
      static_cast<double>(text.size()),
      benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  state.counters["orders"] = static_cast<double>(read_orders);
  state.counters["diagnostics"] = static_cast<double>(diagnostics);
}

void BM_ReadOrders(benchmark::State& state) {
  read(state, orders);
}
void BM_ReadGarbage(benchmark::State& state) {
  read(state, garbage_kind);
}
void BM_ReadRandomBytes(benchmark::State& state) {
  read(state, bytes_kind);
}
void BM_ReadOneLine(benchmark::State& state) {
  read(state, one_line_kind);
}
void BM_ReadLongLines(benchmark::State& state) {
  read(state, long_lines_kind);
}

// 1 KB to 10 MB, ten times larger each step.
void sizes(benchmark::internal::Benchmark* b) {
  for (std::int64_t kb : {1, 10, 100, 1000, 10000}) b->Arg(kb * 1000);
  b->Unit(benchmark::kMillisecond);
}

}  // namespace

BENCHMARK(BM_ReadOrders)->Apply(sizes);
BENCHMARK(BM_ReadGarbage)->Apply(sizes);
BENCHMARK(BM_ReadRandomBytes)->Apply(sizes);
BENCHMARK(BM_ReadOneLine)->Apply(sizes);
BENCHMARK(BM_ReadLongLines)->Apply(sizes);

BENCHMARK_MAIN();
