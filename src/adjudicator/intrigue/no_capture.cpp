// R9c.nocap.1: a side names characters it will not try to capture this turn, during movement
// (R6b.cap.1) or after it (R6b.cap.2); the capture checks read TurnFacts::spared (R6b.cap.4). A
// pair is one piece: sparing one member spares the other (R6b.phil.1, R6b.rox.1).
#include <fmt/format.h>

#include "adjudicator/intrigue/before_orders.hpp"
#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::intrigue {

BeforeCheck check_spare(const CheckInput& in, const orders::Spare& s) {
  BeforeCheck out;
  for (const orders::CharacterRef& ref : s.who) {
    const state::Character* c = season::resolve_character(in.state, in.side, ref);
    if ((out.problem = unknown_or_dead(c, ref))) return out;
    if (c->controller == in.side) {
      out.problem = Message{Msg::spare_own, {arg::Character{c->name}}};
      return out;
    }
  }
  return out;
}

void record_spared(StepContext& ctx) {
  for (const OrderRef& r : accepted(ctx, orders::OrderKind::spare)) {
    const std::string& side = ctx.side(r);
    Text note;
    for (const orders::CharacterRef& ref : orders::get<orders::Spare>(ctx.order(r).body).who) {
      const state::Character* c = season::resolve_character(ctx.work, side, ref);
      for (const std::string& id : {c->id, rules::pair_partner(c->id)}) {
        if (id.empty()) continue;
        ctx.facts.spared.emplace_back(side, id);
        ctx.log(Message{Msg::log_no_capture, {arg::Side{side}, arg::Words{id}}});
      }
      note.add(Message{Msg::spare_noted, {who(ctx.work, c->id), arg::Clause{"R6b.cap.4"}}});
    }
    ctx.note(r, OrderStatus::succeeded, note);
  }
}

}  // namespace dia::adj::intrigue
