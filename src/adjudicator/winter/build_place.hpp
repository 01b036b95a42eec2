#pragma once
// Where a side may build or promote a unit in winter (R10.build.2–11, R10.prom.1–2, R10.prom.5)
// and whether it may keep its fleets (R10.disb.4): facts of the map and the position only, shared
// by the economic step and `check --game`.
#include <optional>
#include <string>
#include <vector>

#include "common/message.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::winter {

// Why `side` may not build a unit of `type` in `space` (nullopt: it may). Does not look at the
// treasury, the limits or the other sides' builds.
std::optional<Message> build_problem(const map::Map& map, const state::GameState& state,
                                     const std::string& side, state::UnitType type,
                                     map::SpaceId space);

// R10.build.4: the most a unit built (or promoted, R10.prom.5) in `citadel` may cost when an army
// of another side stands in its province: the citadel's income; nullopt when no limit applies.
std::optional<int> besieged_price_cap(const map::Map& map, const state::GameState& state,
                                      const std::string& side, map::SpaceId citadel);

// R10.build.5, .10, .11: the side's own citadels that can take a unit of `type` ordered in
// `space` (a province: its empty citadels for an army; a sea zone: the empty port citadels with
// access to it), the listed ports first, then a major before a minor (the caller draws among
// citadels of the same rank, R10.build.11).
std::vector<map::SpaceId> own_citadels_for(const map::Map& map, const state::GameState& state,
                                           const std::string& side, state::UnitType type,
                                           map::SpaceId space,
                                           const std::vector<map::SpaceId>& listed);

// Why `unit` may not be promoted where it stands (R10.prom.1–2); nullopt: it may.
std::optional<Message> promotion_place_problem(const map::Map& map, const state::GameState& state,
                                               const state::Unit& unit);

// R10.disb.4: whether `side` controls a port (a province's anchor) or a port citadel.
bool controls_a_port(const map::Map& map, const state::GameState& state, const std::string& side);

// A citadel's income for its controller (R10.income.2–4).
int citadel_income(const map::Map& map, const state::GameState& state, const std::string& side,
                   const map::Space& citadel);

}  // namespace dia::adj::winter
