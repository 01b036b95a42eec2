// Shared by the orders after the military orders: names, verdicts, report lines, prestige.
#include <fmt/format.h>

#include "adjudicator/intrigue/after_orders.hpp"
#include "adjudicator/season/pieces.hpp"
#include "common/text.hpp"
#include "report/catalogue.hpp"

namespace dia::adj::intrigue {

std::string side_id(const state::GameState& state, const orders::SideRef& ref) {
  const std::string key = fold_name(ref.name);
  for (const state::Side& s : state.sides) {
    const state::Character* d = state.character(s.diadoque);
    if (fold_name(s.id) == key || (d != nullptr && fold_name(d->name) == key)) return s.id;
  }
  return "";
}

Problem side_problem(const state::GameState& state, const std::string& side) {
  const state::Side* s = state.side(side);
  if (s == nullptr || s->eliminated) return Message{Msg::side_not_in_play, {arg::Side{side}}};
  return std::nullopt;
}

std::string controller(const state::GameState& state, const std::string& space) {
  return state.controller_of(space);
}

void verdict(const CheckInput& in, season::CheckedOrder& c, const Problem& p) {
  if (!p) {
    c.verdict = season::Verdict::accepted;
    return;
  }
  c.verdict = season::Verdict::ignored;
  c.reason = *p;
  c.diagnostics.push_back({Severity::error, in.file, in.order.pos,
                           "order ignored: " + report::words(report::Lang::en, *p), *p});
}

void report_ignored(StepContext& ctx, OrderRef r, const Message& why) {
  ctx.note(r, OrderStatus::ignored, ignored_because(Text{why}));
  const orders::Order& o = ctx.order(r);
  ctx.log(fmt::format("{}: line {}: '{}' ignored: {}", ctx.side(r), o.pos.line, o.text,
                      report::words(report::Lang::en, why)));
}

void report_done(StepContext& ctx, OrderRef r, const Text& note) {
  ctx.note(r, OrderStatus::succeeded, note);
  const orders::Order& o = ctx.order(r);
  ctx.log(fmt::format("{}: line {}: '{}' carried out", ctx.side(r), o.pos.line, o.text));
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
