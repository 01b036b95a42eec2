// Shared by the orders after the military orders: names, verdicts, report lines, prestige.
#include <fmt/format.h>

#include "adjudicator/intrigue/after_orders.hpp"
#include "adjudicator/season/pieces.hpp"
#include "common/text.hpp"

namespace dia::adj::intrigue {

Problem side_problem(const state::GameState& state, const std::string& side) {
  const state::Side* s = state.side(side);
  if (s == nullptr || s->eliminated) return Message{Msg::side_not_in_play, {arg::Side{side}}};
  return std::nullopt;
}

void verdict(const CheckInput& in, season::CheckedOrder& c, const Problem& p) {
  if (!p) {
    c.verdict = season::Verdict::accepted;
    return;
  }
  mark_ignored(in, c, *p);
}

void report_done(StepContext& ctx, OrderRef r, const Text& note) {
  ctx.note(r, OrderStatus::succeeded, note);
  const orders::Order& o = ctx.order(r);
  ctx.log(
      Message{Msg::log_carried_out,
              {arg::Side{ctx.side(r)}, arg::Number{o.pos.line}, arg::Words{std::string(o.text)}}});
}

void add_prestige(StepContext& ctx, const std::string& side, int pp, const char* clause,
                  Message reason) {
  rules::PrestigeChange c;
  c.side = side;
  c.pp = pp;
  c.clause = clause;
  c.reason = std::move(reason);
  ctx.facts.prestige.push_back(std::move(c));
}

}  // namespace dia::adj::intrigue
