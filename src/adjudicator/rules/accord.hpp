#pragma once
// The accord with Chandragupta (R11d) as pure rules: the closed provinces, the elephants'
// constants, who occupies GHA and IND.
#include <string>
#include <vector>

#include "state/game_state.hpp"

namespace dia::adj::rules {

inline constexpr const char* gandhara = "GHA";
inline constexpr const char* india = "IND";

// R11d.acc.4: the war elephants cost 0 to buy, 5 a winter to keep, have corruption level 20 and
// are never promoted.
inline constexpr int elephant_price = 0;
inline constexpr int elephant_upkeep = 5;
inline constexpr int elephant_corruption_level = 20;
bool may_be_promoted(const state::Unit& unit);

// R11d.acc.8: once an accord is respected, GHA and IND are closed to everyone for ever: no move,
// retreat, support or convoy may end there (PROPOSED reading of "inaccessibles").
bool closed_by_accord(const state::GameState& state, const std::string& space);

// R11d.acc.6 (PROPOSED): the sides occupying GHA or IND, by any unit or by their own free
// diadoque or epigone, in state side order.
std::vector<std::string> india_occupiers(const state::GameState& state);

}  // namespace dia::adj::rules
