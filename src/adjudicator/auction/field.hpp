#pragma once
// The field of action of an unsold auction unit (R11b.neu.1–4): it is treated like a revolt unit,
// and may act (and retreat, R11b.neu.4) only within its field.
#include <vector>

#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::auction {

// R11b.neu.2: a garrison, an army in the province of a neutral major citadel or a fleet with a
// two-way access to one: that citadel plus, for an army, the enclosing province, for a fleet, the
// sea zones with access to it. R11b.neu.3: any other unit, only the space where it stands.
std::vector<map::SpaceId> field_of(const map::Map& map, const state::GameState& state,
                                   const state::Unit& u);

}  // namespace dia::adj::auction
