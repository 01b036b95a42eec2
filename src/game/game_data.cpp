#include "game/game_data.hpp"

#include "map/event_tables.hpp"
#include "state/durable.hpp"

namespace dia::game {

namespace fs = std::filesystem;

GameData stage_game_data(const map::Map& map, const fs::path& scenario_file,
                         state::WholeDir& game) {
  const fs::path map_file(map.file);
  const fs::path map_dir = map_file.parent_path();
  auto stage_map_file = [&](const fs::path& file) {
    fs::path rel = file.lexically_relative(map_dir);
    game.write(fs::path("maps") / rel, state::read_file(file));
    return (fs::path("maps") / rel).generic_string();
  };
  GameData data;
  data.map = stage_map_file(map_file);
  if (map.facts) stage_map_file(map.facts->file);
  if (const map::EventTables* tables = map.event_tables()) stage_map_file(tables->file);
  // The board the season maps are drawn on: the game keeps it with its map.
  if (!map.geography_file.empty()) stage_map_file(map.geography_file);
  // The scenario names its map relative to itself (`../maps/diadoques.yaml`), or by name; the
  // copy keeps the same text, so the map's file name must not change either.
  data.scenario = (fs::path("scenarios") / scenario_file.filename()).generic_string();
  game.write(data.scenario, state::read_file(scenario_file));
  return data;
}

}  // namespace dia::game
