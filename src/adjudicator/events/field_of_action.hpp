#pragma once
// The field of action of a neutral unit (G6.1–2, R14d.gen.3, R11b.neu.1–3): the spaces it may
// move, support, convoy, besiege or supply into, and retreat to. One function for every reader
// (the GM's neutral orders, retreats, the tool's own orders), so a field that changes during the
// game (R14e.eto.4, R14e.ggr.3/9, R14e.pyr.7) changes for all of them at once.
#include <string>
#include <vector>

#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::events {

// The field of `u`, a neutral unit: an unsold auction unit's own field (R11b.neu.2–3), else its
// revolt's or intervention's field in the map's events (G6.1). Empty when the unit has none
// (a player's unit, an unknown label): nothing is then checked.
std::vector<map::SpaceId> field_of_action(const map::Map& map, const state::GameState& state,
                                          const state::Unit& u);

// Its name, for messages ("Révolte des Spartiates", or the auction lot).
std::string field_owner_name(const map::Map& map, const state::GameState& state,
                             const state::Unit& u);

}  // namespace dia::adj::events
