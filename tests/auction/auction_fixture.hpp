#pragma once
// Positions for the auction tests (R11b): whole seasons on the real map, in the far east (GRA,
// ARE, BAC, SOG...), at least four spaces from every character's starting place, so that only
// the pieces a test places are within reach of the units on sale (R11b.bid.1).
#include <algorithm>
#include <string>
#include <vector>

#include "adjudicator/intrigue/step_context.hpp"
#include "adjudicator/rules/auction_lot.hpp"
#include "adjudicator/season.hpp"
#include "adjudicator/season/report_lines.hpp"
#include "season/fixture.hpp"

namespace dia::auction_test {

using state::UnitType;

// Summer -319 (or the season given) with no unit, the RF in Pydna, every treasury 40.
inline state::GameState east(state::SeasonKind kind = state::SeasonKind::summer,
                             std::uint64_t seed = 7) {
  state::GameState g = test::later(seed);
  for (const char* rf : {"philippe-iii", "eurydice", "roxane", "alexandre-iv"})
    g.character(rf)->space = "Pydna";
  for (state::Side& s : g.sides) s.treasury = 40;
  // The test area is neutral ground: control comes from the pieces the tests place.
  for (const char* space :
       {"GRA", "ARE", "BAC", "Bactres", "SOG", "Samarcande", "SAG", "PAR", "HYR", "GHA", "IND"})
    g.control.erase(space);
  g.season.kind = kind;
  if (kind == state::SeasonKind::spring) g.season.year = -318;  // not the first turn (R12)
  return g;
}

// A neutral unit on sale from `label`'s source (rules/auction_lot.hpp), once owned by `owner`,
// offered `offers` times already.
inline std::size_t lot(state::GameState& g, UnitType type, const std::string& space,
                       const char* label, const std::string& owner = "eumene", int offers = 0) {
  const std::size_t i = test::place(g, type, owner, space);
  adj::rules::put_up_for_auction(g.units[i], label);
  g.units[i].auction_offers = offers;
  return i;
}

inline adj::SeasonResult run(const state::GameState& g, std::vector<adj::SideOrders> orders = {}) {
  return adj::adjudicate_season(test::diadoques_map(), g, orders);
}

// Whether some public event reads `needle` in English.
inline bool public_event(const adj::SeasonResult& r, const std::string& needle) {
  return std::any_of(r.events.begin(), r.events.end(), [&](const adj::Event& e) {
    return e.visibility == adj::Visibility::everyone &&
           test::en(e.text).find(needle) != std::string::npos;
  });
}

inline std::string note(const adj::SeasonResult& r, const std::string& order) {
  return test::en(test::report_for(r, order).note);
}

inline int paid(const adj::SeasonResult& r, const std::string& side) {
  int total = 0;
  for (const adj::MoneyMove& m : r.money)
    if (m.side == side) total += m.amount;
  return total;
}

// The auction step alone on `g`, with the turn's facts a test sets (a storm, R11b.bid.10, which
// the events step does not set yet).
struct Step {
  state::GameState work;
  std::vector<adj::SideOrders> orders;
  adj::SeasonResult result;
  adj::intrigue::TurnFacts facts;
  state::Dice dice{work.rng};
  adj::season::ReportLines lines;

  Step(const state::GameState& g, std::vector<adj::SideOrders> o) : work(g), orders(std::move(o)) {
    lines = adj::season::make_report_lines(test::diadoques_map(), work, orders, result);
  }
  adj::intrigue::StepContext context() {
    return {test::diadoques_map(), work, dice, result, orders, lines.report_of, facts};
  }
};

}  // namespace dia::auction_test
