#pragma once
// A game carries its own copy of the map and the scenario it is played on, so that moving the
// game, or installing a newer program with a changed map, never changes a game in progress.
// `new` stages the copies in the new game's directory (state/whole_dir.hpp):
//   maps/<map file>        and every file the map names (its facts file), same relative paths
//   scenarios/<scenario>   the scenario, whose `map: ../maps/<map file>` still points right
#include <filesystem>
#include <string>

#include "map/map.hpp"
#include "state/whole_dir.hpp"

namespace dia::game {

struct GameData {
  std::string map;       // for game.yaml: the copy's path relative to the game directory
  std::string scenario;  // the same for the scenario
};

// Stages the copies of `map` (loaded from map.file) and of the scenario file in `game`.
GameData stage_game_data(const map::Map& map, const std::filesystem::path& scenario_file,
                         state::WholeDir& game);

}  // namespace dia::game
