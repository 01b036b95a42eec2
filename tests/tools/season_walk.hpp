#pragma once
// Positions to play random seasons from, and the invariants every adjudicated position keeps
// (issue 12: no season aborted). Shared by the property test (tests/property) and the season
// bench (bench/random_seasons_bench.cpp).
#include <cstdint>
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "map/map.hpp"
#include "orders/parse.hpp"
#include "state/game_state.hpp"

namespace dia::tools {

struct NamedPosition {
  std::string name;  // "opening (seed 3)", "examples/game-319 002-summer-319"
  state::GameState state;
};

// The standard scenario's opening (spring -319, before the purchases), for a seed.
NamedPosition opening_position(const map::Map& map, const std::string& source_dir,
                               std::uint64_t seed);

// The example game's seasons (examples/game-319): its stored spring -319, then the positions
// its players' orders lead to.
std::vector<NamedPosition> example_positions(const map::Map& map, const orders::OrderParser& parser,
                                             const std::string& source_dir);

// The next season to adjudicate after `next`: itself when military; winter, which this version
// does not adjudicate, is passed over to the next spring (its income and builds are not played).
state::GameState next_military(state::GameState next);

// What is wrong with `after`, the position a season led to from `before`: the state checker's
// errors (src/state/state_check.cpp) and what only a comparison with `before` shows. Empty when
// every invariant holds.
std::vector<std::string> invariant_violations(const map::Map& map, const state::GameState& before,
                                              const state::GameState& after);

}  // namespace dia::tools
