#pragma once
// The position after a season, as every player may see it on the board (issue 13, "Complete
// results"): each side's units and characters, the provinces and citadels it controls and how
// many major citadels (the only source of PV, R3.pv.2). Built from public facts only: no
// treasury, no counter-corruption, no treasure left in a citadel (R7c.elim.2, R9b.val.4).
#include <string>
#include <vector>

#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::report {

struct PositionCharacter {
  std::string name;   // "Philippe III"
  std::string space;  // where it stands: a province code or a citadel's name
  bool prisoner = false;
};

struct PositionUnit {
  std::string unit;               // "A* Pella", "F EGE": as orders write it
  std::vector<std::string> with;  // the names of the characters with it, commander first
  // A neutral unit's faction (issue 16): the name of the revolt or intervention it belongs to
  // (the map's events), or `on_sale` for an auction lot; empty for players' units and for
  // neutral units of no known faction (a citadel's own garrison).
  std::string faction{};
  bool on_sale = false;
};

struct SidePosition {
  std::string side;  // side id, "" for the neutrals
  std::vector<PositionUnit> units;
  std::vector<PositionCharacter> characters;
  std::vector<std::string> provinces;  // codes, in map order
  std::vector<std::string> citadels;   // names, in map order
  int major_citadels = 0;              // majors and capitals (R3.pv.1)
};

// Every side of `sides` (board order), then the neutrals when they hold anything. Without a
// map, every controlled space is listed as a province and the neutrals' spaces are unknown.
std::vector<SidePosition> position_view(const state::GameState& after,
                                        const std::vector<std::string>& sides, const map::Map* map);

}  // namespace dia::report
