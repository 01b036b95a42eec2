// R14e.car: the Carian revolt. It cannot apply while an army, a diadoque or an epigone stands
// in CAR (R14e.car.1); otherwise CAR turns neutral and every character in it is captured
// (R14e.car.2: uprising_retreat's capture_by_revolt). The citadels inside Caria are not
// affected (R14e.car.3, PROPOSED), and the units in CAR (fleets) stay.
//
// CAR's control is then what R11e.ctrl says at the season's control update: if a player holds
// a citadel inside it (Rhodes), the province goes back to him (R11e.ctrl.3).
#include <optional>

#include "adjudicator/events/instant_revolts.hpp"
#include "adjudicator/events/uprising_retreat.hpp"
#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::events {

namespace {

const std::string label = "cariens";
const std::string province = "CAR";

// R14e.car.1: what stands in CAR that stops the revolt, as the report names it; empty if none.
std::optional<Arg> blocker(const state::GameState& g) {
  for (const state::Unit& u : g.units)
    if (u.space == province && !state::is_fleet(u.type)) return arg::Piece{season::describe(g, u)};
  for (const state::Character& c : g.characters)
    if (c.alive && c.space == province && c.kind != state::CharacterKind::royal)
      return arg::Character{c.name};
  return std::nullopt;
}

}  // namespace

void apply_carians(StepContext& ctx) {
  state::GameState& g = ctx.work;
  if (const std::optional<Arg> who = blocker(g)) {
    ctx.event(Text{Message{Msg::instant_blocked_by,
                           {arg::Words{revolt_name(ctx.map, label)}, *who, arg::Place{province},
                            arg::Clause{"R14e.car.1"}}}});
    instant_cannot_apply(ctx, "R14e.car.1");
    return;
  }
  turn_neutral(ctx, province, "R14e.car.2");
  for (state::Character& c : g.characters) {
    if (!c.alive || c.space != province) continue;
    rules::detach_character(g, c.id);
    capture_by_revolt(ctx, c, label);
  }
  ctx.log(Message{Msg::log_carians_citadels, {}});
}

}  // namespace dia::adj::events
