#pragma once
// Revolts played through seasons on the real map: the GM's ruling names the event (the draw is
// another step's business), the GM's neutral orders and the players' orders are given as text.
#include <string>
#include <vector>

#include "adjudicator/season/neutral_orders.hpp"
#include "season/fixture.hpp"

namespace dia::test {

inline adj::events::DrawnEvent revolt_event(const std::string& id) {
  adj::events::DrawnEvent e;
  e.kind = adj::events::EventKind::revolt;
  e.what = id;
  e.by_gm = true;
  return e;
}

// One season with `event` as the GM's ruling (none if `id` is empty).
// `g` with the revolts' mission citadels (R14d.gen.17) held by a player. They are neutral in the
// opening, and a neutral one joins its revolt as it appears (R14d.gen.13), which leaves no
// deadline to run: the tests of the 4-season deadline start from this position.
inline state::GameState mission_citadels_held(state::GameState g) {
  for (const char* c : {"Sparte", "Cyrène", "Athènes", "Delphes", "Salamine", "Epidamnos"})
    g.control[c] = g.sides.front().id;
  return g;
}

inline adj::SeasonResult play(const state::GameState& g, const std::string& id,
                              const std::vector<adj::SideOrders>& orders = {}) {
  adj::SeasonOptions opt;
  if (!id.empty()) opt.ruling = revolt_event(id);
  return adj::adjudicate_season(diadoques_map(), g, orders, opt);
}

inline std::vector<const state::Unit*> neutrals_of(const state::GameState& g,
                                                   const std::string& label) {
  std::vector<const state::Unit*> out;
  for (const state::Unit& u : g.units)
    if (u.side.empty() && u.neutral_label == label) out.push_back(&u);
  return out;
}

inline const state::Uprising* uprising(const state::GameState& g, const std::string& id) {
  for (const state::Uprising& u : g.uprisings)
    if (u.id == id) return &u;
  return nullptr;
}

inline bool event_has(const adj::SeasonResult& r, const std::string& needle) {
  for (const adj::Event& e : r.events)
    if (en(e.text).find(needle) != std::string::npos) return true;
  return false;
}

}  // namespace dia::test
