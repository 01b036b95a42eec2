#pragma once
// The random event's steps in a military season (R8a.gm.1, .4, .7, R14), called by the season
// pipeline (adjudicator/season.cpp) in this order:
//   1. draw_event              step 1: Table I and its sub-tables, or the GM's ruling
//   2. apply_event             step 4: the events that are not military (R8a.ev.1)
//   3. military_event          step 7, before the military orders are checked: revolt and
//                              intervention units appear, new missions, retreats before them
//   4. generated_orders        orders the tool writes for neutral units (random movers,
//                              Pyrrhus's automatic supports), checked like the GM's
//   5. end_of_season           after the military resolution: deadlines, removals, supply
//   6. credit_event_money      at the end of the turn, with the gold gifts (R8a.end.1)
// Every roll of an event uses `event_dice`, a generator of its own seeded once per season
// from the game's generator (season.cpp), so that the GM's ruling replacing a draw changes
// no other roll of the season.
#include <string>
#include <vector>

#include "adjudicator/events/event.hpp"
#include "adjudicator/intrigue/step_context.hpp"
#include "state/rng.hpp"

namespace dia::adj::events {

using intrigue::StepContext;

// ---- step 1 (draw.cpp) ----
// Draws the season's event from the event tables (R14.gen.2–7, R14T) on `dice`, or returns
// `ruling` when the GM wrote one (ruling.cpp); the result goes to ctx.facts.event and its line
// to ctx.result.season_event.
void draw_event(StepContext& ctx, state::Dice& dice, const DrawnEvent* ruling);

// ---- step 4 (apply.cpp dispatches) ----
void apply_event(StepContext& ctx, state::Dice& dice);
// R14b, R14c: the spaces hit (ctx.facts.storm_or_flood, flooded borders), sinkings and
// drownings. weather.cpp.
void apply_weather(StepContext& ctx, state::Dice& dice);
// R14a: the death of an RF member. royal_death.cpp.
void apply_royal_death(StepContext& ctx, state::Dice& dice);
// R14e.nora, R14e.car, R14e.tar: the revolts that put no unit on the map. instant_revolts.cpp.
void apply_instant_revolt(StepContext& ctx, state::Dice& dice);
// R14f.gift: Carthage's and Chandragupta's gifts (credited at the end of the turn through
// ctx.facts.event_credits). gifts.cpp.
void apply_gift(StepContext& ctx, state::Dice& dice);

// ---- step 7 ----
// A unit that arrives with a revolt or an intervention: its label (the event id of the map's
// events, as Unit::neutral_label), its type and its space.
struct Arrival {
  std::string label;
  state::UnitType type = state::UnitType::A;
  std::string space;
};
// Dispatches the drawn revolt or intervention (military events only, R8a.ev.1) to
// start_revolt / start_intervention. appear.cpp.
void military_event(StepContext& ctx, state::Dice& dice);
// R14d.gen.2, R14d.ret: puts the arriving units on the map; what stands in their space retreats
// before them (revolts: R14d.ret.1–6, 8; interventions: R14d.ret.7); its random draws
// (R14d.gen.12) are on `dice`, the event's. appear.cpp.
void arrive(StepContext& ctx, state::Dice& dice, const std::vector<Arrival>& arrivals, bool revolt);
// R14e: a revolt of Table III starts (or, for one under way, what R14e says). revolts.cpp.
void start_revolt(StepContext& ctx, state::Dice& dice);
// R14f: an intervention of Table IV starts or moves to its next mission. interventions.cpp.
void start_intervention(StepContext& ctx, state::Dice& dice);

// ---- orders the tool writes (generated.cpp dispatches) ----
// Each line in the neutral orders file's syntax (`[scythes] Ae CAU PAP`), for a neutral unit
// the GM's file gives no order; `gm_ordered` lists the spaces of the units it does order.
struct GeneratedOrder {
  std::string line;
  std::string clause;  // why the tool wrote it: "R14f.scy.3", "R14e.pyr.6"
};
std::vector<GeneratedOrder> generated_orders(const StepContext& ctx, state::Dice& dice,
                                             const std::vector<std::string>& gm_ordered);
// R14f.scy.3, R14f.gau.3: the Scythians' and the Gauls' random moves. random_moves.cpp.
std::vector<GeneratedOrder> random_moves(const StepContext& ctx, state::Dice& dice,
                                         const std::vector<std::string>& gm_ordered);
// R14e.pyr.6: Pyrrhus's automatic supports of the Aetolians. pyrrhus.cpp.
std::vector<GeneratedOrder> pyrrhus_supports(const StepContext& ctx,
                                             const std::vector<std::string>& gm_ordered);

// ---- after the military resolution ----
// R14d.gen.16–21, R14d.gen.10: mission clocks, deadlines, removals, autumn supply; then the
// events' own ends. lifecycle.cpp.
void end_of_season(StepContext& ctx);
// R14e.pon.3, R14e.pyr.5, ...: the revolts' own ends. revolts.cpp.
void revolts_end_of_season(StepContext& ctx);
// R14f.scy.2, ...: the interventions' own ends. interventions.cpp.
void interventions_end_of_season(StepContext& ctx);

// ---- end of the turn (apply.cpp) ----
// R14f.gift.3, R14e.tar.3: the event's money, credited with the gold gifts (R8a.end.1).
void credit_event_money(StepContext& ctx);

}  // namespace dia::adj::events
