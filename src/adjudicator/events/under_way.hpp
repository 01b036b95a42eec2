#pragma once
// The revolt or intervention `id` under way in the state (R14d), or nullptr: one lookup for the
// draw (R14.gen.4), the revolts and the interventions. With it, the other two facts every
// events file asks: which uprising a unit's label belongs to, and the once-only events seen.
#include <algorithm>
#include <string>
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

// The uprising id of a neutral unit's label: the part before the first '.'
// ("pirates_illyriens.flotte" → "pirates_illyriens", "rome.m3.armee" → "rome").
inline std::string uprising_id(const std::string& label) {
  return label.substr(0, label.find('.'));
}

// Whether `id` is recorded in the state's once-only events (R14.gen.7, "pyrrhus.flotte", ...).
inline bool happened(const state::GameState& g, std::string_view id) {
  return std::find(g.events_happened.begin(), g.events_happened.end(), id) !=
         g.events_happened.end();
}

}  // namespace dia::adj::events
