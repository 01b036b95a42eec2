// make_bench_club: writes a generated club for the scale bench (tests/tools/bench_club.hpp,
// bench/club_scale.sh, docs/bench-club.md).
//   make_bench_club <dir> [--games N=1000] [--seed S=1] [--seasons-ahead K=0] [--vary]
//                   [--players P=60]
//   make_bench_club <dir> --orders-only [--seed S=1]
// The second form writes random legal orders for the current season of every game of an
// existing club (after `club adjudicate`, for the next season in a row).
// Exit codes: 0 done, 1 failed, 2 usage error.
#include <cstdio>
#include <exception>
#include <string>

#include <fmt/format.h>

#include "tools/bench_club.hpp"

namespace {

int usage(const std::string& why) {
  fmt::print(stderr,
             "make_bench_club: {}\nusage: make_bench_club <dir> [--games N] [--seed S] "
             "[--seasons-ahead K] [--vary] [--players P]\n       make_bench_club <dir> "
             "--orders-only [--seed S]\n",
             why);
  return 2;
}

// A whole number of at least `least`, or nullopt-like -1.
long number(const std::string& text, long least) {
  try {
    std::size_t used = 0;
    const long n = std::stol(text, &used);
    return used == text.size() && n >= least ? n : -1;
  } catch (const std::exception&) {
    return -1;
  }
}

}  // namespace

int main(int argc, char** argv) {
  dia::tools::BenchClubOptions options;
  bool orders_only = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    auto value = [&](long least) -> long {
      if (i + 1 >= argc) return -1;
      return number(argv[++i], least);
    };
    long n = 0;
    if (arg == "--games") {
      if ((n = value(1)) < 0) return usage("--games wants a number of at least 1");
      options.games = static_cast<int>(n);
    } else if (arg == "--seed") {
      if ((n = value(0)) < 0) return usage("--seed wants a whole number");
      options.seed = static_cast<std::uint64_t>(n);
    } else if (arg == "--seasons-ahead") {
      if ((n = value(0)) < 0) return usage("--seasons-ahead wants a whole number");
      options.seasons_ahead = static_cast<int>(n);
    } else if (arg == "--players") {
      if ((n = value(6)) < 0) return usage("--players wants a number of at least 6");
      options.players = static_cast<int>(n);
    } else if (arg == "--vary") {
      options.vary = true;
    } else if (arg == "--orders-only") {
      orders_only = true;
    } else if (arg.starts_with("-")) {
      return usage("unknown option '" + arg + "'");
    } else if (options.dir.empty()) {
      options.dir = arg;
    } else {
      return usage("one directory only");
    }
  }
  if (options.dir.empty()) return usage("the club's directory is missing");
  try {
    const dia::tools::BenchClubSummary s =
        orders_only ? dia::tools::write_bench_orders(options.dir, options.seed)
                    : dia::tools::make_bench_club(options);
    fmt::print("{} game(s), {} unit(s) on the map, {} orders file(s)\n", s.games, s.units,
               s.orders_files);
    return 0;
  } catch (const std::exception& e) {
    fmt::print(stderr, "make_bench_club: error: {}\n", e.what());
    return 1;
  }
}
