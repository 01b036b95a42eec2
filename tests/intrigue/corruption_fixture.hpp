#pragma once
// Positions and helpers for the corruption tests (R9b): the real map, summer -319 with no unit,
// every side with 100 T, seasons played through adj::adjudicate_season.
#include <doctest/doctest.h>

#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "adjudicator/intrigue/step_context.hpp"
#include "season/fixture.hpp"
#include "support/words.hpp"

namespace dia::test {

inline state::GameState corruption_base(std::uint64_t seed = 7) {
  state::GameState g = later(seed);
  for (state::Side& s : g.sides) s.treasury = 100;
  return g;
}

inline adj::SeasonResult play(const state::GameState& g, const std::vector<adj::SideOrders>& o) {
  return adj::adjudicate_season(diadoques_map(), g, o);
}

inline const state::Roll* corruption_roll(const adj::SeasonResult& r) {
  for (const state::Roll& roll : r.rolls)
    if (::dia::test::english(roll.purpose).find("corruption of") != std::string::npos) return &roll;
  return nullptr;
}

inline int treasury(const state::GameState& g, const std::string& side) {
  return g.side(side)->treasury;
}

using Setup = std::pair<state::GameState, std::vector<adj::SideOrders>>;

// Plays the season from seed 1 on until the order `line` gets `status` (the d100 of R9b.roll.1
// decides it): the tests of a success and of a failure need one of each.
inline adj::SeasonResult until(adj::OrderStatus status, const std::string& line,
                               const std::function<Setup(std::uint64_t)>& make) {
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    const Setup s = make(seed);
    adj::SeasonResult r = play(s.first, s.second);
    if (report_for(r, line).status == status) return r;
  }
  FAIL("no seed gives the outcome wanted for " << line);
  return play(make(1).first, make(1).second);
}

// The step on its own, on `work`, with `orders` (report lines: none).
struct StepRun {
  state::GameState work;
  std::vector<adj::SideOrders> orders;
  adj::SeasonResult result;
  std::vector<std::vector<int>> report_of;
  adj::intrigue::TurnFacts facts;
  state::Dice dice{work.rng};
  adj::intrigue::StepContext ctx() {
    report_of.clear();
    for (const adj::SideOrders& so : orders) report_of.emplace_back(so.parsed.orders.size(), -1);
    return {diadoques_map(), work, dice, result, orders, report_of, facts};
  }
};

inline bool has_text(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

}  // namespace dia::test
