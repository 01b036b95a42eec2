#pragma once
// The supply rules of neutral units that the GM's neutral orders are checked against:
// R14d.gen.7 (R9a.supply.6), a neutral unit supplies only its own citadel of origin, and
// R14d.gen.11, a revolt tries to end autumn where it is supplied (a warning to the GM).
#include <optional>
#include <string>

#include "adjudicator/season/legality.hpp"
#include "map/map.hpp"
#include "orders/ast.hpp"
#include "state/game_state.hpp"

namespace dia::adj::season {

// R14d.gen.7 (PROPOSED reading of "sa citadelle d'origine"): a revolt unit's is its revolt's
// mission citadel (R14d.gen.17: Athènes for the Athenians, ...); an unsold auction unit's is the
// neutral citadel its field holds (R11b.neu.2); an intervention comes from off the map and has
// none. "" = none. Whoever controls it is not looked at here.
std::string neutral_origin_citadel(const map::Map& map, const state::GameState& state,
                                   const state::Unit& u);

// R14d.gen.7: why the neutral unit `u` may not supply `citadel` (a player's citadel, or a neutral
// one that is not its citadel of origin); nullopt if it may.
std::optional<Text> neutral_supply_refusal(const map::Map& map, const state::GameState& state,
                                           const state::Unit& u, const std::string& citadel);

// R14d.gen.11: in autumn, the warning for an accepted order that would leave a revolt unit
// (not "always supplied", R14e.arm.1, R14e.cam.1) where R14d.gen.10 eliminates it: the space it
// ends in if the order succeeds (a move's destination, else where it stands) is not supplied
// (R11a.sup.2–4). nullopt if none.
std::optional<Diagnostic> autumn_supply_warning(const map::Map& map, const state::GameState& state,
                                                const state::Unit& u, const orders::Order& o,
                                                const std::string& file);

}  // namespace dia::adj::season
