#include "adjudicator/intrigue/epigone_choice.hpp"

#include <fmt/format.h>

#include "adjudicator/intrigue/after_orders.hpp"

namespace dia::adj::intrigue {

namespace {

// Nothing left to choose: the epigone has appeared already, or is dead.
Problem choice_problem(const state::GameState& state, const std::string& side) {
  if (Problem p = side_problem(state, side)) return p;
  const state::Side* s = state.side(side);
  const state::Character* e = s->epigone.empty() ? nullptr : state.character(s->epigone);
  if (e == nullptr || !e->alive || !e->space.empty())
    return Message{Msg::epigone_choice_moot, {arg::Clause{"R7a.p2.4"}}};
  return std::nullopt;
}

}  // namespace

void check_epigone_choice(const CheckInput& in, season::CheckedOrder& c) {
  verdict(in, c, choice_problem(in.state, in.side));
}

void record_epigone_choices(StepContext& ctx) {
  for (const OrderRef& r : ctx.of_kind(orders::OrderKind::epigone_placement)) {
    const std::string& side = ctx.side(r);
    if (Problem p = choice_problem(ctx.work, side)) {
      ctx.ignore(r, *p, "R7a.p2.4: ");
      continue;
    }
    const auto& o = orders::get<orders::EpigonePlacement>(ctx.order(r).body);
    if (!o.where.resolved()) continue;  // the parser has said why
    const std::string where = ctx.map.space(o.where.space).code;
    ctx.work.side(side)->epigone_choice = where;  // a later order replaces it
    report_done(ctx, r, Message{Msg::epigone_choice_recorded, {arg::Place{where}}});
    ctx.log(Message{Msg::log_epigone_choice, {arg::Side{side}, arg::Place{where}}});
  }
}

}  // namespace dia::adj::intrigue
