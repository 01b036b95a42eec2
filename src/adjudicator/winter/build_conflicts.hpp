#pragma once
// R10.build.5, .10, .11: two sides ordering a unit built in the same province or sea zone. Each
// unit goes into a citadel of its own side there (an army) or a port citadel of its own side
// with access to the zone (a fleet); a unit with no such citadel does not appear.
#include <map>
#include <optional>
#include <utility>

#include "adjudicator/intrigue/step_context.hpp"

namespace dia::adj::winter {

// Build order (file, index) → where the unit goes instead of the space it names (nullopt: it
// does not appear, R10.build.12). Orders not in the map build where they say.
using Relocations = std::map<std::pair<std::size_t, std::size_t>, std::optional<map::SpaceId>>;

// Judged on `after_disbands`, the position once every side's disbands of this winter are done
// (R10.ord.1, economy.cpp): a citadel emptied by a disband can take a unit.
Relocations settle_build_conflicts(const intrigue::StepContext& ctx,
                                   const state::GameState& after_disbands);

}  // namespace dia::adj::winter
