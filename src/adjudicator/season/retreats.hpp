#pragma once
// Retreats of a Diadoques season (R9a.ret), placed on the final occupation (G10.4): Re lists
// tried left to right with a final X (R9a.ret.11), the unplanned preferences (R9a.ret.15–18),
// conflicts by combat value then seeded draw keeping the most units alive (R9a.ret.13–14), and
// annihilation when nothing is legal (R9a.ret.8).
#include <string>
#include <utility>
#include <vector>

#include "adjudicator/season.hpp"
#include "adjudicator/season/resolution.hpp"
#include "map/map.hpp"
#include "orders/ast.hpp"
#include "state/game_state.hpp"
#include "state/rng.hpp"

namespace dia::adj::season {

struct RetreatCase {
  int unit = -1;                              // index in state.units
  map::SpaceId from = nowhere;                // where it stands
  map::SpaceId attacker_from = nowhere;       // forbidden (R9a.ret.6), nowhere if none / by convoy
  const orders::RetreatList* list = nullptr;  // nullptr: unplanned retreat
  int combat = 0;
  bool from_starting_province = false;  // R12.t1.4: fleets leave a land province
};

struct RetreatContext {
  std::vector<map::SpaceId> occupied;      // a unit stands there after the moves
  std::vector<map::SpaceId> standoffs;     // left empty by a standoff (R9a.ret.6, R9a.move.19)
  std::vector<map::SpaceId> besieged;      // citadels under siege this season (R9a.ret.16)
  std::vector<map::SpaceId> second_round;  // citadels facing an A2 this season (R9a.ret.16)
  // R14b.storm.3, R14c.flood.4: no retreat into a stormed or flooded space; R14c.flood.1: nor
  // across a border a flooded river closes.
  std::vector<map::SpaceId> weather_hit;
  std::vector<std::pair<map::SpaceId, map::SpaceId>> flooded_borders;
};

struct RetreatDecision {
  int unit = -1;
  map::SpaceId to = nowhere;  // nowhere: destroyed
  bool by_choice = false;     // the list's final X (R9a.ret.9, .11)
  bool drawn = false;         // a seeded draw decided (R9a.ret.14, .18)
  std::vector<Text> log;
};

// R14f.gau.2: the Gallic attack's unit is eliminated whenever it must retreat.
bool never_retreats(const state::Unit& u);

// Every space `c`'s unit may retreat to (R9a.ret.6, .10), whatever other retreats do.
std::vector<map::SpaceId> retreat_destinations(const map::Map& map, const state::GameState& state,
                                               const RetreatCase& c, const RetreatContext& ctx);

// R11a.sup.3–4: an army in this province would be supplied (an arsenal: citadel, town or port).
bool supplied_province(const map::Map& map, const state::GameState& state, map::SpaceId province,
                       const std::string& side);

std::vector<RetreatDecision> place_retreats(const map::Map& map, const state::GameState& state,
                                            const std::vector<RetreatCase>& cases,
                                            const RetreatContext& ctx, state::Dice& dice);

}  // namespace dia::adj::season
