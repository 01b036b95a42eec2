// R9c secondary orders of the group before the military orders (step 5, R8a.gm.5): character
// gift, no-capture, assassination, royal order, applied in that order (R9c.gen.2–3). Passage is
// read by the legality check (G3.5); auction bids belong to step 3 (R9c.auct.1, R11b).
#include <fmt/format.h>

#include "adjudicator/intrigue/before_orders.hpp"
#include "adjudicator/intrigue/steps.hpp"
#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "adjudicator/season/pieces.hpp"
#include "common/text.hpp"

namespace dia::adj::intrigue {

std::string side_named(const state::GameState& state, const orders::SideRef& ref) {
  const std::string id = season::side_by_name(state, ref.name);
  const state::Side* s = state.side(id);
  return s != nullptr && !s->eliminated ? id : std::string();
}

Arg who(const state::GameState& state, const std::string& character) {
  const state::Character* c = state.character(character);
  const std::string name = c != nullptr ? c->name : character;
  // The partner shares the character's fate (R6b.phil.1, R6b.rox.1): named with him while both
  // are alive, or both dead.
  const state::Character* p = state.character(rules::pair_partner(character));
  if (c == nullptr || p == nullptr || p->alive != c->alive) return arg::Character{name};
  return arg::Sub{
      {Message{Msg::pair_of_characters, {arg::Character{name}, arg::Character{p->name}}}}};
}

arg::Side side_arg(const state::GameState& state, const std::string& side) {
  return arg::Side{season::side_name(state, side)};
}

std::optional<Problem> unknown_or_dead(const state::Character* c, const orders::CharacterRef& ref) {
  if (c == nullptr)
    return Message{Msg::before_unknown_character, {arg::Words{std::string(ref.written)}}};
  if (!c->alive) return Message{Msg::before_character_dead, {arg::Character{c->name}}};
  return std::nullopt;
}

BeforeCheck check_one(const CheckInput& in) {
  const orders::Order& o = in.order;
  if (in.side == season::neutral_side)  // G12.1: the GM orders neutral units there, nothing else
    return {Message{Msg::before_neutral_file, {arg::Clause{"G12.1"}}}, {}};
  if (const auto* g = orders::get_if<orders::Give>(&o.body)) return check_gift(in, *g);
  if (const auto* s = orders::get_if<orders::Spare>(&o.body)) return check_spare(in, *s);
  if (const auto* a = orders::get_if<orders::Assassinate>(&o.body))
    return check_assassination(in, *a);
  if (const auto* r = orders::get_if<orders::RoyalOrder>(&o.body)) return check_royal_order(in, *r);
  return {};
}

void check_before_order(const CheckInput& in, season::CheckedOrder& c) {
  const BeforeCheck b = check_one(in);
  const std::string kind(orders::to_string(in.order.kind()));
  for (const std::string& w : b.warnings)
    c.diagnostics.push_back({Severity::warning, in.file, in.order.pos, kind + " order: " + w});
  if (b.problem) mark_ignored(in, c, *b.problem);
}

bool accept(StepContext& ctx, OrderRef r) {
  const orders::Order& o = ctx.order(r);
  const CheckInput in{ctx.map, ctx.work, ctx.side(r), o, ctx.orders[r.file].file};
  const BeforeCheck b = check_one(in);
  if (!b.problem) return true;
  ctx.ignore(r, *b.problem);
  return false;
}

std::vector<OrderRef> accepted(StepContext& ctx, orders::OrderKind kind) {
  std::vector<OrderRef> out;
  for (const OrderRef& r : ctx.of_kind(kind))
    if (accept(ctx, r)) out.push_back(r);
  return out;
}

void secondary_before(StepContext& ctx) {
  // R9c.auct.1: bids are secondary orders of the auction step (R8a.gm.3), not of this one; the
  // GM log says so once, at the first bid (one line per bid was noise among the decisions).
  if (const std::vector<OrderRef> bids = ctx.of_kind(orders::OrderKind::bid); !bids.empty())
    ctx.log(
        Message{Msg::log_bid_wrong_step,
                {arg::Side{ctx.side(bids.front())}, arg::Number{ctx.order(bids.front()).pos.line},
                 arg::Words{std::string(ctx.order(bids.front()).text)}}});
  record_gifts(ctx);   // R9c.give
  record_spared(ctx);  // R9c.nocap
  assassinate(ctx);    // R9c.kill
  royal_orders(ctx);   // R9c.royal.1, R11c
}

}  // namespace dia::adj::intrigue
