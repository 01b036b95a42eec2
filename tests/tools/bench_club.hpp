#pragma once
// A generated club for the scale bench (issue 18, bench/club_scale.sh): club.yaml with generated
// players, N games made by the library's own new-game code (club::new_game_request and
// game::create_game, as `club game` makes them), each at the opening or a few random seasons
// later, and random legal orders (tools/random_orders) for every side of its current season, so
// that `club adjudicate` finds every game ready. Deterministic: the same options give the same
// files, byte for byte.
#include <cstdint>
#include <filesystem>

namespace dia::tools {

struct BenchClubOptions {
  std::filesystem::path dir;  // the club's directory; must not hold a club yet
  int games = 1000;
  int players = 60;  // the club's players; each game takes six of them
  std::uint64_t seed = 1;
  // Each game is played this many military seasons ahead of the opening, in memory, with random
  // legal orders (more units, characters, control than the opening); with `vary`, each game a
  // number of its own between 0 and this.
  int seasons_ahead = 0;
  bool vary = false;
};

struct BenchClubSummary {
  int games = 0;
  long units = 0;         // units on the map in the games' current positions, neutral included
  long orders_files = 0;  // orders files written
};

// Throws std::runtime_error when a game cannot be made.
BenchClubSummary make_bench_club(const BenchClubOptions& options);

// Random legal orders for the current season of every game of the club at `dir` that has none
// yet (nor results): the next round of a bench that adjudicates several seasons in a row.
// A game whose current season is a winter, or that is over, is left without orders.
BenchClubSummary write_bench_orders(const std::filesystem::path& dir, std::uint64_t seed);

}  // namespace dia::tools
