// R9c.seize.1: a side takes the treasure still lying in a citadel it controls, without any unit,
// after the military orders (the winter half belongs to the income step, R10.income.6).
#include <fmt/format.h>

#include "adjudicator/intrigue/after_orders.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::intrigue {

Problem seize_problem(const map::Map& map, const state::GameState& state, const std::string& side,
                      const orders::Seize& o) {
  if (Problem p = side_problem(state, side)) return p;
  const map::Space& cit = map.space(o.citadel.space);
  if (!cit.is_citadel() || !cit.citadel) return Message{Msg::not_a_citadel, {arg::Place{cit.code}}};
  // The treasure first: no move brings one back, while control may change before step 9.
  const auto t = state.treasures.find(cit.code);
  if (t == state.treasures.end() || t->second <= 0)
    return Message{Msg::no_treasure, {arg::Place{cit.code}}};
  if (state.controller_of(cit.code) != side)
    return Message{Msg::not_controlled_here, {arg::Place{cit.code}, arg::Clause{"R9c.seize.1"}}};
  return std::nullopt;
}

void apply_seize(StepContext& ctx) {
  for (const OrderRef& r : ctx.of_kind(orders::OrderKind::seize)) {
    const auto& o = orders::get<orders::Seize>(ctx.order(r).body);
    const std::string& side = ctx.side(r);
    // After the gates (R9c.gates.5, R9c.gen.3): a receiver may seize the treasure the same turn.
    if (Problem p = seize_problem(ctx.map, ctx.work, side, o)) {
      ctx.ignore(r, *p);
      continue;
    }
    const map::Space& cit = ctx.map.space(o.citadel.space);
    const int amount = ctx.work.treasures[cit.code];
    ctx.work.treasures.erase(cit.code);
    ctx.credit(side, amount, Message{Msg::money_treasure_seized, {arg::Place{cit.code}}},
               "R9c.seize.1");
    report_done(ctx, r);
    // The amount stays out of the public results: it is the side's money (treasuries are private).
    ctx.event(Message{Msg::seize_order_treasure,
                      {arg::Side{season::side_name(ctx.work, side)}, arg::Place{cit.code},
                       arg::Clause{"R9c.seize.1"}}});
    ctx.log(Message{Msg::log_seize, {arg::Side{side}, arg::Number{amount}, arg::Place{cit.code}}});
    // R13.pp.4: looting a religious treasure (Éphèse, Delphes, Ecbatane) costs 2 PP.
    if (cit.citadel->religious_treasure)
      add_prestige(
          ctx, side, -2, "R13.pp.4",
          Message{Msg::pp_sacred_treasure_seize, {arg::Place{cit.code}, arg::Clause{"R13.pp.4"}}});
  }
}

}  // namespace dia::adj::intrigue
