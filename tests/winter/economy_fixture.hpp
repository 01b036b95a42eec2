#pragma once
// Shared by the tests of the winter economy (R10, R5, R9c.gold.4): whole winters on the real map,
// from a position the test builds (no unit, nobody controls anything, every treasury empty),
// the royal family shut in Pydna's province out of the way.
#include <algorithm>
#include <string>
#include <vector>

#include "adjudicator/season.hpp"
#include "report/lang.hpp"
#include "season/fixture.hpp"

namespace dia::economy_test {

using state::UnitType;

inline state::GameState winter(std::uint64_t seed = 7) {
  state::GameState g = test::later(seed);  // summer -319
  g.season = g.season.next().next();       // winter -319
  g.control.clear();
  g.treasures.clear();
  for (state::Side& s : g.sides) s.treasury = 0;
  for (state::Character& c : g.characters) {
    c.space = "";
    if (c.kind == state::CharacterKind::royal) c.space = "THE";
  }
  return g;
}

inline adj::SeasonResult run(const state::GameState& g, std::vector<adj::SideOrders> orders = {}) {
  return adj::adjudicate_season(test::diadoques_map(), g, orders);
}

inline const adj::OrderReport& report_of(const adj::SeasonResult& r, const std::string& order) {
  return test::report_for(r, order);
}

inline std::string note(const adj::SeasonResult& r, const std::string& order) {
  return test::en(test::report_for(r, order).note);
}

inline bool event_has(const adj::SeasonResult& r, const std::string& needle) {
  return std::any_of(r.events.begin(), r.events.end(), [&](const adj::Event& e) {
    return test::en(e.text).find(needle) != std::string::npos;
  });
}

// The side's money moves of one clause, summed (credits positive).
inline int moved(const adj::SeasonResult& r, const std::string& side, const std::string& clause) {
  int total = 0;
  for (const adj::MoneyMove& m : r.money)
    if (m.side == side && m.clause == clause) total += m.amount;
  return total;
}

inline int count_of(const state::GameState& g, const std::string& side, UnitType t) {
  return static_cast<int>(std::count_if(g.units.begin(), g.units.end(), [&](const state::Unit& u) {
    return u.side == side && u.type == t;
  }));
}

}  // namespace dia::economy_test
