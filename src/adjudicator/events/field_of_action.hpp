#pragma once
// The field of action of a neutral unit (G6.1–2, R14d.gen.3, R11b.neu.1–3): the spaces it may
// move, support, convoy, besiege or supply into, and retreat to. One function for every reader
// (the GM's neutral orders, retreats, the tool's own orders), so a field that changes during the
// game (R14e.eto.4, R14e.ggr.3/9, R14e.pyr.4/7) changes for all of them at once.
#include <string>
#include <vector>

#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::events {

// The field of `u`, a neutral unit: an unsold auction unit's own field (R11b.neu.2–3), else its
// revolt's or intervention's field in the map's events (G6.1), as the state changes it:
// - R14e.ggr.3: a land unit of the General Greek Revolt acts in the GGR's field (the union of
//   the three revolts' land fields and Athènes), whichever of its units are left; the Athenian
//   fleet keeps its own;
// - R14e.eto.4, R14e.ggr.9: EPI is left out of the Aetolians' and the GGR's field while
//   Pyrrhus is on the map;
// - R14e.pyr.4: Pyrrhus's Ag adds ITA and Tarente once his fleet has appeared;
// - R14e.pyr.7: and MAC, Pella and Pydna once Pella has lost its capital status.
// Empty when the unit has none (a player's unit, an unknown label): nothing is then checked.
std::vector<map::SpaceId> field_of_action(const map::Map& map, const state::GameState& state,
                                          const state::Unit& u);

// The map event whose field `label` has now (G6.1): the event named by the label itself
// ("rome.m3.flotte", "spartiates"); for the units of an intervention with missions, labelled
// with the intervention's id ("rome", "parthes"), the event of its current mission
// (state::Uprising::mission): "parthes.m2", or "rome.m3.armee" for the Roman Ag on mission 3
// (R14f.par.1–3, R14f.rome.1–3); else season::event_of_label's answer. nullptr: no field.
const map::MapEvent* event_of_unit(const map::Map& map, const state::GameState& state,
                                   const std::string& label);

// Its name, for messages ("Révolte des Spartiates", or the auction lot).
std::string field_owner_name(const map::Map& map, const state::GameState& state,
                             const state::Unit& u);

// R14e.ggr.10: a GGR unit retreats into its own revolt's field whenever it can. The rank to add
// to an unplanned retreat's preference (season/retreats.cpp): 0 inside that field (and for any
// other unit), a penalty after every ordinary rank outside it.
int retreat_field_rank(const map::Map& map, const state::GameState& state, const state::Unit& u,
                       map::SpaceId to);

// R14d.gen.6: whether neutral unit `helper` may support or convoy neutral unit `helped`: units
// of one revolt; all the General Greek Revolt's units count as one (R14e.ggr.2); Pyrrhus's Ag
// supports the Aetolians (R14e.pyr.6).
bool may_help(const state::GameState& state, const state::Unit& helper, const state::Unit& helped);

// The General Greek Revolt under way counts the revolt `key` ("spartiates") among its parts.
bool in_greek_revolt(const state::GameState& state, const std::string& key);

// R14e.pyr.7 (PROPOSED): Pella has lost its capital status: no surviving side has it as capital.
bool pella_lost(const state::GameState& state);

}  // namespace dia::adj::events
