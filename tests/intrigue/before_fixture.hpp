#pragma once
// Positions and helpers for the tests of step 5 (secondary orders before the military orders).
#include <algorithm>
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "season/fixture.hpp"
#include "support/words.hpp"

namespace dia::test::before {

inline adj::SeasonResult run(const state::GameState& g, std::vector<adj::SideOrders> orders) {
  return adj::adjudicate_season(diadoques_map(), g, orders);
}

inline const state::Roll* roll_for(const adj::SeasonResult& r, const std::string& needle) {
  for (const state::Roll& roll : r.rolls)
    if (::dia::test::english(roll.purpose).find(needle) != std::string::npos) return &roll;
  return nullptr;
}

// Whether some event of the season reads `needle` in French.
inline bool event_has(const adj::SeasonResult& r, const std::string& needle) {
  return std::any_of(r.events.begin(), r.events.end(), [&](const adj::Event& e) {
    return fr(e.text).find(needle) != std::string::npos;
  });
}

inline std::string note_fr(const adj::SeasonResult& r, const std::string& order) {
  return fr(report_for(r, order).note);
}

// Attaches a character to the unit standing in `space` (D.associated).
inline void attach(state::GameState& g, const std::string& character, const std::string& space) {
  for (state::Unit& u : g.units)
    if (u.space == space) u.attached.push_back(character);
  g.character(character)->space = space;
}

// Moves a character (and his pair partner, R6b.phil.1, R6b.rox.1) under `side`'s control.
inline void hold(state::GameState& g, const std::string& character, const std::string& side,
                 const std::string& space) {
  state::Character* c = g.character(character);
  c->controller = side;
  c->space = space;
  c->prisoner = !c->side.empty() && c->side != side;
}

}  // namespace dia::test::before
