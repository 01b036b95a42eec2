#pragma once
// The YAML form of a GameState (`state.yaml`), and the consistency checks a loaded state must
// pass before anything is adjudicated from it.
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/diagnostic.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::state {

// Deterministic text: the same state always gives the same bytes.
std::string to_yaml(const GameState& state);

struct StateLoad {
  std::optional<GameState> state;  // empty if any error was found
  Diagnostics diagnostics;
};

// Reads a state and checks it against the map (unknown codes, two units in a space, a fleet
// inland, characters that must travel together apart, ...). Each problem is reported with
// file:line:col; nothing is returned if any is an error.
StateLoad state_from_yaml(std::string_view text, const std::string& file, const map::Map& map);
// The reading alone, without the map's checks: every key known (an unknown one is an error with
// the nearest known key), every value of its kind. For the readers that need no map (`status`,
// the standings), so that they refuse what `adjudicate` would.
StateLoad state_from_yaml(std::string_view text, const std::string& file);

// Where each element of a loaded state was written, so checks can point at the line.
struct StatePositions {
  std::vector<SourcePos> sides, units, characters;
  std::map<std::string, SourcePos> control, treasures;
  SourcePos victory;
};

// The consistency checks alone (also run on every state before it is written).
Diagnostics check_state(const GameState& state, const map::Map& map, const std::string& file,
                        const StatePositions* positions = nullptr);

}  // namespace dia::state
