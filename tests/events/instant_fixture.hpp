#pragma once
// The instant revolts (R14e.nora, R14e.car, R14e.tar) and Rome's prestige rows: step 4 alone on
// a position (the season's later control update would hide what the step itself did), and
// whole seasons through event_fixture.hpp.
#include <string>
#include <vector>

#include "adjudicator/events/steps.hpp"
#include "adjudicator/intrigue/step_context.hpp"
#include "adjudicator/season/report_lines.hpp"
#include "event_fixture.hpp"

namespace dia::instant_test {

using adj::events::EventKind;

// Step 4 (apply_event) on `g` with `event` drawn; `event_rng_seed` seeds the event's dice.
struct Step4 {
  state::GameState work;
  std::vector<adj::SideOrders> orders;
  adj::SeasonResult result;
  adj::intrigue::TurnFacts facts;
  state::Rng event_rng;
  state::Dice dice{event_rng};
  adj::season::ReportLines lines;

  Step4(const state::GameState& g, const adj::events::DrawnEvent& event,
        std::uint64_t event_rng_seed = 1)
      : work(g), event_rng(event_rng_seed) {
    lines = adj::season::make_report_lines(test::diadoques_map(), work, orders, result);
    facts.event = event;
    adj::intrigue::StepContext ctx{test::diadoques_map(), work, dice, result, orders,
                                   lines.report_of,       facts};
    adj::events::apply_event(ctx, dice);
  }
};

inline adj::events::DrawnEvent revolt(const std::string& id) {
  return test::drawn(EventKind::revolt, id);
}

// A season with no event at all: what the same season gives when the event produces nothing.
inline adj::SeasonResult without_event(const state::GameState& g,
                                       const std::vector<adj::SideOrders>& orders = {}) {
  return test::play_with(g, adj::events::DrawnEvent{}, orders);
}

// The Attack of Rome under way at `mission`, its Ag in ITA.
inline state::GameState rome_in_italy(int mission) {
  state::GameState g = test::later();
  state::Unit ag;
  ag.type = state::UnitType::Ag;
  ag.space = "ITA";
  ag.neutral_label = "rome";
  g.units.push_back(ag);
  state::Uprising up;
  up.id = "rome";
  up.mission = mission;
  up.appeared = state::Season{-319, state::SeasonKind::spring}.id();
  g.uprisings.push_back(up);
  return g;
}

}  // namespace dia::instant_test
