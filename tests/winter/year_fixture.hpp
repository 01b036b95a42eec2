#pragma once
// Positions for the tests of the turn of the year and the end of the game (R3.marg, R3.shared,
// R3.end, R7a.p3, R7b, R8b.gm.1/3): the standard opening on the real map, moved to the season
// a test needs, with no unit and the royal family shut in Pella (nothing else happens).
#include <algorithm>
#include <string>
#include <vector>

#include "adjudicator/rules/scoring.hpp"
#include "season/fixture.hpp"

namespace dia::test::year {

inline state::GameState at(int year, state::SeasonKind kind, std::uint64_t seed = 7) {
  state::GameState g = later(seed);
  g.season = {year, kind};
  for (const char* rf : {"philippe-iii", "eurydice", "roxane", "alexandre-iv"})
    g.character(rf)->space = "Pella";
  return g;
}

inline adj::SeasonResult run(const state::GameState& g, std::vector<adj::SideOrders> orders = {}) {
  return adj::adjudicate_season(diadoques_map(), g, orders);
}

// Makes `side` a marginal-victory candidate (PP above a third of PP in play, R3.marg.1) without
// a measured victory (not above a half, R3.meas.3), through its ledger.
inline void make_candidate(state::GameState& g, const std::string& side) {
  const map::Map& m = diadoques_map();
  for (int ledger = 0; ledger < 1000; ++ledger) {
    g.side(side)->prestige_ledger = ledger;
    if (adj::rules::marginal_candidate(side, g, m)) break;
  }
  REQUIRE(adj::rules::marginal_candidate(side, g, m));
  REQUIRE_FALSE(adj::rules::measured_victory(side, g, m));
}

// Every other surviving side's orders file: `Vote <name> pour|contre`, except `silent`.
inline std::vector<adj::SideOrders> votes(const state::GameState& g, const std::string& candidate,
                                          const std::string& name, bool in_favour = true,
                                          const std::string& silent = "") {
  std::vector<adj::SideOrders> out;
  for (const state::Side& s : g.sides)
    if (s.id != candidate && s.id != silent && !s.eliminated)
      out.push_back(orders_for(s.id, "Vote " + name + (in_favour ? " pour\n" : " contre\n")));
  return out;
}

inline const adj::Event* public_event(const adj::SeasonResult& r, const std::string& needle) {
  for (const adj::Event& e : r.events)
    if (e.visibility == adj::Visibility::everyone && en(e.text).find(needle) != std::string::npos)
      return &e;
  return nullptr;
}

inline std::vector<std::string> public_events(const adj::SeasonResult& r,
                                              const std::string& needle) {
  std::vector<std::string> out;
  for (const adj::Event& e : r.events)
    if (e.visibility == adj::Visibility::everyone && en(e.text).find(needle) != std::string::npos)
      out.push_back(en(e.text));
  return out;
}

}  // namespace dia::test::year
