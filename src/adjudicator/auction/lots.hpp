#pragma once
// The units on sale (R11b): which neutral units are auction lots, at what starting price, and
// what becomes of those left unsold, by source (rules/auction_lot.hpp gives each source's label).
#include <cstddef>
#include <string>
#include <vector>

#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::auction {

// Whether `u` is a neutral unit waiting for a buyer (one of the three auction labels).
bool on_sale(const state::Unit& u);

// The starting price of `u` this season: its purchase price the first time a lot of an
// eliminated side or a disbanded unit is offered (R11b.elim.1, R11b.disb.1), 1 T afterwards
// (R11b.elim.2, R11b.disb.2); half its purchase price, rounded down, for a unit that revolted
// for want of supply (R11b.unsup.1).
int starting_price(const state::Unit& u);

// The indexes in state.units of the units on sale, in state order.
std::vector<std::size_t> lots(const state::GameState& state);

// What becomes of a lot left unsold at the end of a season (R11b.elim.3, R11b.disb.3).
enum class Unsold { stays, eliminated, kept_neutral };
Unsold at_season_end(const map::Map& map, const state::GameState& state, const state::Unit& u);

// R11b.elim.3, R11b.neu.2: a garrison, an army in the province of a neutral major citadel or a
// fleet with a two-way access to one: the citadel it keeps to, or nullptr.
const map::Space* neutral_major_citadel(const map::Map& map, const state::GameState& state,
                                        const state::Unit& u);

}  // namespace dia::adj::auction
