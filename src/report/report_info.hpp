#pragma once
// What the reports need to know besides a SeasonResult: which season it was, the sides in
// board order with their diadoque's name and player, and the map for space names. Built from
// the state at the start of the season (never from private fields).
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "map/map.hpp"
#include "report/lang.hpp"
#include "state/game_state.hpp"

namespace dia::report {

struct MapPicture;  // report/svg_map.hpp

struct SideInfo {
  std::string id;      // "ptolemee"
  std::string name;    // the diadoque's name, "Ptolémée"
  std::string player;  // "Aurélie"
  // The language the player chose for his private notes (game.yaml `players:`), if any.
  std::optional<Lang> language = std::nullopt;
};

struct ReportInfo {
  std::string game;  // the game's name (game.yaml)
  state::Season season;
  std::vector<SideInfo> sides;
  const map::Map* map = nullptr;  // optional: without it spaces are shown by code
  // Optional: the map's picture in the report's language, drawn beforehand
  // (report/picture_cache); without it the season's map.svg draws the picture anew.
  std::shared_ptr<const MapPicture> picture = nullptr;

  // "Ptolémée"; "neutre"/"neutral" for ""; the id itself if unknown.
  std::string side_name(const std::string& id, Lang lang) const;
  // "SYR (Syrie)" for a province or sea, the citadel's name for a citadel.
  std::string space_name(const std::string& code) const;
  std::string season_name(Lang lang) const;  // "printemps -319" / "spring 319 BC"
};

ReportInfo make_report_info(const state::GameState& before, const map::Map* map, std::string game);

}  // namespace dia::report
