#pragma once
// Interventions and royal deaths: a season played on the real map with the GM's ruling as the
// season's event (SeasonOptions::ruling), so the test picks the Table IV or V result.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "adjudicator/events/event.hpp"
#include "season/fixture.hpp"

namespace dia::test {

inline adj::events::DrawnEvent drawn(adj::events::EventKind kind, const std::string& what,
                                     const std::string& variant = "") {
  adj::events::DrawnEvent e;
  e.kind = kind;
  e.what = what;
  e.variant = variant;
  e.by_gm = true;
  return e;
}

inline adj::SeasonResult play_with(const state::GameState& g, const adj::events::DrawnEvent& e,
                                   const std::vector<adj::SideOrders>& orders = {}) {
  adj::SeasonOptions opt;
  opt.ruling = e;
  return adj::adjudicate_season(diadoques_map(), g, orders, opt);
}

inline int treasury_of(const state::GameState& g, const std::string& side) {
  return g.side(side)->treasury;
}

inline const adj::SideScore* score_of(const adj::SeasonResult& r, const std::string& side) {
  for (const adj::SideScore& s : r.scores)
    if (s.side == side) return &s;
  return nullptr;
}

inline bool has_reason(const adj::SeasonResult& r, const std::string& side,
                       const std::string& needle) {
  const adj::SideScore* s = score_of(r, side);
  if (s == nullptr) return false;
  return std::any_of(s->prestige_reasons.begin(), s->prestige_reasons.end(),
                     [&](const adj::Text& t) { return fr(t).find(needle) != std::string::npos; });
}

inline bool event_has_fr(const adj::SeasonResult& r, const std::string& needle) {
  return std::any_of(r.events.begin(), r.events.end(), [&](const adj::Event& e) {
    return fr(e.text).find(needle) != std::string::npos;
  });
}

}  // namespace dia::test
