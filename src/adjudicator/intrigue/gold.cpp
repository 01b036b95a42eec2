// R9c.gold: gold gifts, credited at the end of the turn after every other spending (R8a.end.1).
#include <fmt/format.h>

#include "adjudicator/intrigue/after_orders.hpp"
#include "adjudicator/intrigue/steps.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::intrigue {

Problem gold_problem(const state::GameState& state, const std::string& side,
                     const orders::Gold& o) {
  if (Problem p = side_problem(state, side)) return p;
  const std::string receiver = season::side_by_name(state, o.to.name);
  const state::Side* r = state.side(receiver);
  if (r == nullptr || r->eliminated) return Message{Msg::side_not_in_play, {arg::Side{o.to.name}}};
  if (receiver == side) return Message{Msg::to_own_side, {}};
  if (o.amount <= 0) return Message{Msg::gold_not_positive, {}};
  // R9c.gold.5: the donor's own treasury. The wording leaves the treasury out: the note of an
  // announced gift is public, and a treasury is private.
  const state::Side* d = state.side(side);
  if (d == nullptr || d->treasury < o.amount)
    return Message{Msg::gold_not_enough,
                   {arg::Number{o.amount}, arg::Number{d != nullptr ? d->treasury : 0},
                    arg::Clause{"R9c.gold.5"}}};
  return std::nullopt;
}

void check_gold_order(const CheckInput& in, season::CheckedOrder& c) {
  verdict(in, c, gold_problem(in.state, in.side, orders::get<orders::Gold>(in.order.body)));
}

void end_of_turn_money(StepContext& ctx) {
  // R11d.acc.2, acc.6: the accord's elephants and its judgement come at the end of the turn too.
  accord_end_of_turn(ctx);
  apply_gold_gifts(ctx);
}

void apply_gold_gifts(StepContext& ctx) {
  // R9c.gold.5 (PROPOSED): each gift is checked against the donor's treasury after all his
  // other spending, in the order written, not counting the gifts coming in: every gift is paid
  // first, then every paid gift is credited. R9c.gold.3: a gift cannot be refused.
  struct Paid {
    OrderRef ref;
    std::string receiver;
    int amount;
  };
  std::vector<Paid> paid;
  for (const OrderRef& r : ctx.of_kind(orders::OrderKind::gold)) {
    const auto& o = orders::get<orders::Gold>(ctx.order(r).body);
    const std::string& donor = ctx.side(r);
    if (Problem p = gold_problem(ctx.work, donor, o)) {
      ctx.ignore(r, *p);  // R9c.gold.5: a gift that does not fit is void
      continue;
    }
    const std::string receiver = season::side_by_name(ctx.work, o.to.name);
    ctx.pay(donor, o.amount,
            Message{Msg::money_gold_sent, {arg::Side{season::side_name(ctx.work, receiver)}}},
            "R9c.gold.1");
    paid.push_back({r, receiver, o.amount});
  }
  for (const Paid& p : paid) {
    const auto& o = orders::get<orders::Gold>(ctx.order(p.ref).body);
    const std::string& donor = ctx.side(p.ref);
    const arg::Side donor_name{season::side_name(ctx.work, donor)};
    const arg::Side receiver_name{season::side_name(ctx.work, p.receiver)};
    // R9c.gold.1: credited at the end of the turn, however far apart the sides are.
    ctx.credit(p.receiver, p.amount, Message{Msg::money_gold_received, {donor_name}}, "R9c.gold.1");
    // Said in words: the private notes list a secret order with its note only.
    report_done(ctx, p.ref, Message{Msg::outcome_succeeded, {}});
    ctx.log(Message{o.announce ? Msg::log_gold_announced : Msg::log_gold_private,
                    {arg::Side{donor}, arg::Number{p.amount}, arg::Side{p.receiver}}});
    if (o.announce) {
      // R9c.gold.2: announced at the donor's request, to every player.
      ctx.event(
          Message{Msg::gold_given,
                  {donor_name, arg::Number{p.amount}, receiver_name, arg::Clause{"R9c.gold.2"}}});
      continue;
    }
    // R9c.gold.2: kept private from the other players. The money goes "d'une trésorerie à
    // l'autre" (R9c.gold.1) and only the donor may ask for an announcement "aux autres joueurs":
    // the secret is kept from the players who are not party to the gift, so the receiver, whose
    // treasury it changes, learns the amount and the donor.
    ctx.event(Message{Msg::gold_sent_secretly,
                      {arg::Number{p.amount}, receiver_name, arg::Clause{"R9c.gold.2"}}},
              Visibility::side_only, donor);
    ctx.event(
        Message{Msg::gold_received, {arg::Number{p.amount}, donor_name, arg::Clause{"R9c.gold.1"}}},
        Visibility::side_only, p.receiver);
  }
}

}  // namespace dia::adj::intrigue
