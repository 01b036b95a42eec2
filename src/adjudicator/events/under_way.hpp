#pragma once
// The revolt or intervention `id` under way in the state (R14d), or nullptr: one lookup for the
// draw (R14.gen.4), the revolts and the interventions.
#include <string_view>

#include "state/game_state.hpp"

namespace dia::adj::events {

inline const state::Uprising* under_way(const state::GameState& g, std::string_view id) {
  for (const state::Uprising& u : g.uprisings)
    if (u.id == id) return &u;
  return nullptr;
}

inline state::Uprising* under_way(state::GameState& g, std::string_view id) {
  for (state::Uprising& u : g.uprisings)
    if (u.id == id) return &u;
  return nullptr;
}

}  // namespace dia::adj::events
