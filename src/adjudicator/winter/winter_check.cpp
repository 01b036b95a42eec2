#include "adjudicator/winter/winter_check.hpp"

#include <fmt/format.h>

#include "adjudicator/intrigue/checks.hpp"
#include "adjudicator/season/pieces.hpp"
#include "adjudicator/winter/disband.hpp"
#include "adjudicator/winter/steps.hpp"

namespace dia::adj::winter {

namespace {

// The reason inside "ignored: <why>", for the check's own "IGNORED:" verdict.
Text reason_of(const Text& note) {
  if (note.said.size() == 1 && note.said[0].id == Msg::note_ignored &&
      note.said[0].args.size() == 1)
    if (const auto* sub = std::get_if<arg::Sub>(&note.said[0].args[0])) {
      Text t;
      for (const Message& m : sub->messages) t.add(m);
      return t;
    }
  return note;
}

// What a carried-out order cost (R10.build.1, R10.prom.3, R10.disb.6), from the position before.
int cost_of(const map::Map& map, const state::GameState& state, const std::string& side,
            const orders::Order& o) {
  if (const auto* b = orders::get_if<orders::Build>(&o.body))
    return state::info(season::to_state_type(b->type)).price;
  if (const auto* p = orders::get_if<orders::Promote>(&o.body))
    return state::info(season::to_state_type(p->to)).price;
  if (const auto* g = orders::get_if<orders::Gold>(&o.body)) return g->amount;
  if (const auto* d = orders::get_if<orders::Disband>(&o.body)) {
    if (!d->piece.where.resolved()) return 0;
    const std::string& code = map.space(d->piece.where.space).code;
    for (const state::Unit& u : state.units)
      if (u.side == side && fold_name(u.space) == fold_name(code)) return disband_fee(u);
  }
  return 0;
}

int sum(const SeasonResult& r, const std::string& side, std::initializer_list<const char*> clauses,
        bool income) {
  int total = 0;
  for (const MoneyMove& m : r.money) {
    if (m.side != side) continue;
    if (income ? m.amount < 0 : m.amount > 0) continue;
    for (const char* c : clauses)
      if (m.clause.rfind(c, 0) == 0) total += income ? m.amount : -m.amount;
  }
  return total;
}

}  // namespace

WinterCheck check_winter(const map::Map& map, const state::GameState& state,
                         const std::string& side, const std::vector<orders::Order>& orders,
                         const std::string& file) {
  std::vector<SideOrders> files(1);
  files[0].side = side;
  files[0].file = file;
  files[0].parsed.orders = orders;
  std::vector<std::vector<int>> report_of(1);
  SeasonResult result;
  for (std::size_t k = 0; k < orders.size(); ++k) {
    report_of[0].push_back(static_cast<int>(k));
    OrderReport rep;
    rep.side = side;
    rep.line = orders[k].pos.line;
    rep.text = std::string(orders[k].text);
    result.orders.push_back(std::move(rep));
  }
  // The winter's own steps on a copy of the position, with a copy of its dice: a draw shown
  // here is what the GM would draw if nothing else changed.
  state::GameState work = state;
  state::Dice dice(work.rng);
  intrigue::TurnFacts turn;
  WinterFacts facts;
  facts.start_control = work.control;
  intrigue::StepContext ctx{map, work, dice, result, files, report_of, turn};
  collect_income(ctx, facts);
  economic_orders(ctx, facts);
  winter_gold(ctx, facts);

  WinterCheck out;
  out.checks.resize(orders.size());
  for (std::size_t k = 0; k < orders.size(); ++k) {
    season::CheckedOrder& c = out.checks[k];
    const orders::Order& o = orders[k];
    const OrderReport& rep = result.orders[k];
    if (!is_winter_order(o.kind())) {  // R8.cal.2
      // A secondary order's own check may say more precisely why not in winter (R9b.cc.7).
      const intrigue::CheckInput in{map, state, side, o, file};
      if (intrigue::owned_by_steps(o.kind())) intrigue::check_order(in, c);
      if (c.verdict == season::Verdict::ignored) continue;
      c.verdict = season::Verdict::ignored;
      c.reason = Message{Msg::order_not_in_winter, {arg::Clause{"R8.cal.2"}}};
    } else if (rep.status == OrderStatus::ignored) {
      c.verdict = season::Verdict::ignored;
      c.reason = reason_of(rep.note);
    } else if (rep.status == OrderStatus::failed) {
      const Message said{Msg::diag_would_fail, {arg::Sub{rep.note.said}}};
      c.diagnostics.push_back({Severity::warning, file, o.pos, in_english(said), said});
      continue;
    } else {
      const int cost = cost_of(map, state, side, o);
      if (cost > 0)
        c.diagnostics.push_back({Severity::note, file, o.pos,
                                 in_english(Message{Msg::winter_cost, {arg::Number{cost}}}),
                                 Message{Msg::winter_cost, {arg::Number{cost}}}});
      continue;
    }
    c.diagnostics.push_back(
        {Severity::error, file, o.pos, "order ignored: " + in_english(c.reason) + " (R9a.gen.5)"});
  }
  const state::Side* before = state.side(side);
  const state::Side* after = work.side(side);
  out.budget = Message{Msg::winter_budget,
                       {arg::Number{before != nullptr ? before->treasury : 0},
                        arg::Number{sum(result, side, {"R10.income", "R9c.seize"}, true)},
                        arg::Number{sum(result, side, {"R10.upk"}, false)},
                        arg::Number{sum(result, side, {"R10.build", "R10.prom"}, false)},
                        arg::Number{sum(result, side, {"R10.disb"}, false)},
                        arg::Number{sum(result, side, {"R9c.gold"}, false)},
                        arg::Number{after != nullptr ? after->treasury : 0}}};
  return out;
}

}  // namespace dia::adj::winter
