#pragma once
// A scenario: who starts where (R1-T1, R6b-T1, R12). `scenarios/standard-319.yaml` is the
// rules' six-player game; a GM can write others (G9) without touching code.
#include <optional>
#include <string>
#include <vector>

#include "common/diagnostic.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::state {

struct ScenarioSide {
  std::string id;
  std::string diadoque_id, diadoque_name;
  std::string epigone_id, epigone_name;
  std::string province;
  std::string capital;
  std::string second_citadel;  // "" if none (R1.diad.3)
  bool fleets = false;         // may buy fleets at the start (R12.start.6–7)
};

struct ScenarioCharacter {
  std::string id, name, space, controller;
};

struct Scenario {
  std::string file;
  std::string name;
  std::string map;  // map path, relative to the scenario file
  std::string start;
  std::vector<UnitType> default_purchase;
  std::vector<ScenarioSide> sides;
  std::vector<ScenarioCharacter> royal_family;

  const ScenarioSide* side(const std::string& id) const;
  // The side whose diadoque has this name or id (fold_name-insensitive), if any.
  const ScenarioSide* side_by_diadoque(const std::string& diadoque) const;
};

struct ScenarioLoad {
  std::optional<Scenario> scenario;
  Diagnostics diagnostics;
};

ScenarioLoad load_scenario(const std::string& path);
// The same from the file's text, already read (`path` names it in diagnostics).
ScenarioLoad load_scenario_text(const std::string& text, const std::string& path);
// Checks the scenario against the map: provinces are land, capitals are capital citadels of
// their province, second citadels lie in the province, RF spaces exist.
Diagnostics check_scenario(const Scenario& scenario, const map::Map& map);

}  // namespace dia::state
