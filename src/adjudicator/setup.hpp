#pragma once
// Setting up a game: who plays which diadoque (R2) and the position before the first orders
// (R12.start).
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "map/map.hpp"
#include "state/game_state.hpp"
#include "state/rng.hpp"
#include "state/scenario.hpp"

namespace dia::adj {

struct PlayerEntry {
  std::string name;
  std::string email;
  std::vector<std::string> preference;  // side ids, most wanted first (R2.pref.1)
  std::string fixed_side;               // GM-imposed side ("" = none)
};

enum class AssignmentMethod { fixed, random, preference };

struct Assignment {
  std::vector<std::pair<std::string, std::string>> side_of_player;  // player name → side id
  std::vector<std::string> log;  // how each side was given, for the GM log
};

// R2: random draw (R2.random.1), preference rounds (R2.pref.2–5), or GM-fixed sides. Throws
// std::invalid_argument with a clear message for an incomplete or duplicate ranking.
Assignment assign_sides(AssignmentMethod method, const std::vector<PlayerEntry>& players,
                        const std::vector<std::string>& side_ids, state::Dice& dice);

// R12.start: holdings, diadoques in their provinces, the Royal Family, the map's treasures,
// and each treasury = the winter income of its starting holdings (R12.start.4). Units are bought
// with the first orders (R12.start.5). `players`: player name → side id.
state::GameState initial_state(const state::Scenario& scenario, const map::Map& map,
                               const std::vector<std::pair<std::string, std::string>>& players,
                               const state::Rng& rng);

}  // namespace dia::adj
