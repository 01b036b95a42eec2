// Step 1 (R8a.gm.1, R14.gen, R14T): the draw from the map's event tables (draw_table.cpp), or
// the GM's ruling in its place; the event line (draw_line.cpp) goes first in the results.
#include "adjudicator/events/draw_line.hpp"
#include "adjudicator/events/draw_table.hpp"
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

void draw_event(StepContext& ctx, state::Dice& dice, const DrawnEvent* ruling) {
  if (ruling != nullptr) {
    ctx.facts.event = *ruling;
    ctx.facts.event.by_gm = true;
    ctx.log("R8a.gm.1: the GM's ruling replaces the event's draw: " +
            in_english(Text{event_result(ctx.facts.event, ctx.map, ctx.work)}) +
            (ruling->row.empty() ? "" : " [" + ruling->row + "]"));
  } else if (const map::EventTables* tables = ctx.map.event_tables()) {
    DiceRolls rolls(dice);
    ctx.facts.event = draw(*tables, ctx.work, rolls);
  } else {
    // A map without event tables (the classical map): nothing to draw from.
    ctx.result.season_event = Text{Message{Msg::event_not_drawn, {}}};
    ctx.log("not adjudicated: the season's random event (R8a.gm.1, R14): the map has no tables");
    return;
  }
  ctx.result.season_event = event_line(ctx.facts.event, ctx.map, ctx.work);
  const DrawnEvent& e = ctx.facts.event;
  // The row and why it cannot apply, each only when there is one (a ruling of "no event" has
  // no row): never an empty "[row ]".
  std::string row = e.row.empty() ? "" : "row " + e.row;
  if (!e.applies) row += (row.empty() ? "" : ", ") + ("cannot apply: " + e.why_not);
  ctx.log("R14.gen.8: " + in_english(ctx.result.season_event) +
          (row.empty() ? "" : " [" + row + "]"));
}

}  // namespace dia::adj::events
