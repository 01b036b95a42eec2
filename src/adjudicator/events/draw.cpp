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
    const arg::Sub result{{event_result(ctx.facts.event, ctx.map, ctx.work)}};
    ctx.log(ruling->row.empty() ? Message{Msg::log_ruling, {result}}
                                : Message{Msg::log_ruling_row, {result, arg::Words{ruling->row}}});
  } else if (const map::EventTables* tables = ctx.map.event_tables()) {
    DiceRolls rolls(dice);
    ctx.facts.event = draw(*tables, ctx.work, rolls);
  } else {
    // A map without event tables (the classical map): nothing to draw from.
    ctx.result.season_event = Text{Message{Msg::event_not_drawn, {}}};
    ctx.log(Message{Msg::log_no_tables, {}});
    return;
  }
  ctx.result.season_event = event_line(ctx.facts.event, ctx.map, ctx.work);
  const DrawnEvent& e = ctx.facts.event;
  // The row and why it cannot apply, each only when there is one (a ruling of "no event" has
  // no row): never an empty "[row ]".
  const arg::Sub line{ctx.result.season_event.messages()};
  if (e.applies)
    ctx.log(e.row.empty() ? Message{Msg::log_event_drawn, {line}}
                          : Message{Msg::log_event_drawn_row, {line, arg::Words{e.row}}});
  else
    ctx.log(e.row.empty() ? Message{Msg::log_event_drawn_cannot, {line, arg::Clause{e.why_not}}}
                          : Message{Msg::log_event_drawn_row_cannot,
                                    {line, arg::Words{e.row}, arg::Clause{e.why_not}}});
}

}  // namespace dia::adj::events
