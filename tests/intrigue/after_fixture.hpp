#pragma once
// Shared by the tests of the orders after the military orders (step 9) and the gold gifts:
// whole seasons on the real map, with the royal family out of the way.
#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include "report/lang.hpp"
#include "season/fixture.hpp"

namespace dia::after_test {

using state::UnitType;

// Summer -319 with no unit, the RF shut in Pydna (not in a citadel the tests open) except
// Olympias and Cléopâtre, at their starting places; every treasury 40.
inline state::GameState quiet(std::uint64_t seed = 7) {
  state::GameState g = test::later(seed);
  for (const char* rf : {"philippe-iii", "eurydice", "roxane", "alexandre-iv"})
    g.character(rf)->space = "Pydna";
  for (state::Side& s : g.sides) s.treasury = 40;
  return g;
}

// A state chained past autumn is a winter, which is adjudicated as a winter (its own orders
// only): tests of military orders that chain seasons go on in the next spring.
inline state::GameState next_military(state::GameState g) {
  if (!g.season.military()) g.season = g.season.next();
  return g;
}

inline adj::SeasonResult run(const state::GameState& g, std::vector<adj::SideOrders> orders = {}) {
  return adj::adjudicate_season(test::diadoques_map(), g, orders);
}

inline std::string en_of(const adj::Text& t) {
  return report::pick(t, report::Lang::en);
}

inline const adj::Event* event_with(const adj::SeasonResult& r, const std::string& needle,
                                    adj::Visibility v = adj::Visibility::everyone) {
  for (const adj::Event& e : r.events)
    if (e.visibility == v && en_of(e.text).find(needle) != std::string::npos) return &e;
  return nullptr;
}

inline bool any_public_mention(const adj::SeasonResult& r, const std::string& needle) {
  return std::any_of(r.events.begin(), r.events.end(), [&](const adj::Event& e) {
    return e.visibility == adj::Visibility::everyone &&
           en_of(e.text).find(needle) != std::string::npos;
  });
}

inline const adj::SideScore& score(const adj::SeasonResult& r, const std::string& side) {
  for (const adj::SideScore& s : r.scores)
    if (s.side == side) return s;
  throw std::runtime_error("no score for " + side);
}

inline bool has_reason(const adj::SeasonResult& r, const std::string& side,
                       const std::string& clause) {
  const adj::SideScore& s = score(r, side);
  return std::any_of(s.prestige_reasons.begin(), s.prestige_reasons.end(), [&](const adj::Text& t) {
    return en_of(t).find(clause) != std::string::npos;
  });
}

inline std::string note_of(const adj::SeasonResult& r, const std::string& order) {
  return en_of(test::report_for(r, order).note);
}

}  // namespace dia::after_test
