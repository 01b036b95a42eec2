#pragma once
// The general rules of neutral units (R14d.gen, R14d.ret) through seasons on the real map: revolt
// and intervention units placed in code with their labels, the GM's neutral orders and the
// players' orders as text, and no event drawn unless the test gives one (SeasonOptions::ruling).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "adjudicator/events/event.hpp"
#include "adjudicator/events/steps.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "intrigue/corruption_fixture.hpp"
#include "season/fixture.hpp"
#include "support/words.hpp"

namespace dia::neutral_test {

using state::UnitType;

// Summer -319, no unit, every side with 100 T, the seed's generator.
inline state::GameState base(std::uint64_t seed = 7) {
  state::GameState g = test::later(seed);
  for (state::Side& s : g.sides) s.treasury = 100;
  return g;
}

// A unit of the revolt or intervention `label` ("spartiates", "pirates_illyriens.armee"), its
// uprising recorded as under way since an earlier season, permanent (no deadline this season).
inline std::size_t place_neutral(state::GameState& g, UnitType type, const std::string& label,
                                 const std::string& space) {
  const std::size_t i = test::place(g, type, "", space);
  g.units[i].neutral_label = label;
  const std::string id = label.substr(0, label.find('.'));
  if (std::none_of(g.uprisings.begin(), g.uprisings.end(),
                   [&](const state::Uprising& u) { return u.id == id; })) {
    state::Uprising up;
    up.id = id;
    up.mission = 1;
    up.appeared = "";
    g.uprisings.push_back(up);
  }
  return i;
}

inline adj::SeasonResult play_event(const state::GameState& g, const adj::events::DrawnEvent& e,
                                    const std::vector<adj::SideOrders>& orders = {}) {
  adj::SeasonOptions opt;
  opt.ruling = e;
  return adj::adjudicate_season(test::diadoques_map(), g, orders, opt);
}

// A season without any event (the GM's ruling "nothing").
inline adj::SeasonResult quiet(const state::GameState& g,
                               const std::vector<adj::SideOrders>& orders = {}) {
  return play_event(g, adj::events::DrawnEvent{}, orders);
}

inline adj::events::DrawnEvent event_of(adj::events::EventKind kind, const std::string& what) {
  adj::events::DrawnEvent e;
  e.kind = kind;
  e.what = what;
  e.by_gm = true;
  return e;
}

inline adj::SideOrders gm(const std::string& text) {
  return test::orders_for(adj::season::neutral_side, text);
}

inline std::vector<adj::season::CheckedOrder> check_gm(const state::GameState& g,
                                                       const std::string& text) {
  return adj::season::check_neutral_orders(test::diadoques_map(), g, gm(text).parsed.orders);
}

inline const state::Unit* labelled(const state::GameState& g, const std::string& label) {
  for (const state::Unit& u : g.units)
    if (u.side.empty() && u.neutral_label == label) return &u;
  return nullptr;
}

inline const state::Unit* of_side(const state::GameState& g, const std::string& side) {
  for (const state::Unit& u : g.units)
    if (u.side == side) return &u;
  return nullptr;
}

inline const state::Roll* roll_for(const adj::SeasonResult& r, const std::string& needle) {
  for (const state::Roll& x : r.rolls)
    if (::dia::test::english(x.purpose).find(needle) != std::string::npos) return &x;
  return nullptr;
}

inline bool in_field(const std::string& event_id, const std::string& space) {
  for (const map::MapEvent& e : test::diadoques_map().events)
    if (e.id == event_id) {
      const auto s = test::diadoques_map().find_space(space);
      return s && std::find(e.field.begin(), e.field.end(), *s) != e.field.end();
    }
  return false;
}

// One step run on its own (arrive() and the retreats before it), on `work`, with `orders`.
using test::StepRun;

}  // namespace dia::neutral_test
