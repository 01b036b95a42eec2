// R9c.accord.1, R11d: the accord with Chandragupta. The order at step 9; the elephants at the
// end of that turn; the judgement at the end of the next military season.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "adjudicator/intrigue/after_orders.hpp"
#include "adjudicator/rules/accord.hpp"
#include "adjudicator/rules/control.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::intrigue {

namespace {

// R11d.acc.2: GHA if the order names it, else IND.
std::string place_of(const map::Map& map, const orders::Accord& o) {
  if (o.where && o.where->resolved() && map.space(o.where->space).code == rules::gandhara)
    return rules::gandhara;
  return rules::india;
}

}  // namespace

Problem accord_problem(const map::Map& map, const state::GameState& state, const std::string& side,
                       const orders::Accord& o) {
  if (Problem p = side_problem(state, side)) return p;
  (void)o;
  if (state.india_closed) return Message{Msg::accord_closed, {arg::Clause{"R11d.acc.8"}}};
  if (std::find(state.accord_banned.begin(), state.accord_banned.end(), side) !=
      state.accord_banned.end())
    return Message{Msg::accord_banned, {arg::Clause{"R11d.acc.7"}}};
  if (state.accord) return Message{Msg::accord_pending, {}};
  // R11d.acc.1: control of both provinces on the position as it stands (after movement when
  // the step comes).
  const auto control = rules::recompute_control(map, state).control;
  const auto holds = [&](const char* code) {
    const auto it = control.find(code);
    return it != control.end() && it->second == side;
  };
  if (!holds(rules::gandhara) || !holds(rules::india))
    return Message{Msg::accord_needs_both, {arg::Clause{"R11d.acc.1"}}};
  return std::nullopt;
}

void apply_accord(StepContext& ctx) {
  for (const OrderRef& r : ctx.of_kind(orders::OrderKind::accord)) {
    const auto& o = orders::get<orders::Accord>(ctx.order(r).body);
    const std::string& side = ctx.side(r);
    if (Problem p = accord_problem(ctx.map, ctx.work, side, o)) {
      ctx.ignore(r, *p);
      continue;
    }
    ctx.work.accord = state::AccordPending{side, place_of(ctx.map, o), ctx.work.season.id()};
    report_done(ctx, r);
    ctx.log(Message{Msg::log_accord_made, {arg::Side{side}, arg::Place{ctx.work.accord->where}}});
  }
}

void accord_end_of_turn(StepContext& ctx) {
  if (!ctx.work.accord) return;
  const state::AccordPending a = *ctx.work.accord;
  const arg::Side who{season::side_name(ctx.work, a.side)};
  if (a.season == ctx.work.season.id()) {
    // R11d.acc.3: no room, no accord (and nothing owed).
    if (ctx.work.unit_at(a.where) != nullptr) {
      ctx.work.accord.reset();
      ctx.event(
          Message{Msg::accord_no_room, {who, arg::Place{a.where}, arg::Clause{"R11d.acc.3"}}});
      ctx.log(Message{Msg::log_accord_occupied, {arg::Place{a.where}, arg::Side{a.side}}});
      return;
    }
    // R11d.acc.2, acc.4: an A of war elephants, bought for nothing.
    state::Unit u;
    u.type = state::UnitType::A;
    u.side = a.side;
    u.space = a.where;
    u.elephants = true;
    ctx.work.units.push_back(u);
    ctx.event(Message{Msg::accord_made, {who, arg::Place{a.where}, arg::Clause{"R11d.acc.2"}}});
    ctx.log(Message{Msg::log_elephants_appear, {arg::Place{a.where}, arg::Side{a.side}}});
    return;
  }
  // R11d.acc.5–6: the end of the turn after the order (the next military season: winter moves
  // nothing, PROPOSED): GHA and IND must be empty of every side.
  const std::vector<std::string> occupiers = rules::india_occupiers(ctx.work);
  ctx.work.accord.reset();
  if (occupiers.empty()) {
    // R11d.acc.8: neutral and closed for ever; R11d.acc.9, R13.pp.26: +1 PP.
    ctx.work.india_closed = true;
    ctx.work.control.erase(rules::gandhara);
    ctx.work.control.erase(rules::india);
    ctx.event(Message{Msg::accord_respected, {who, arg::Clause{"R11d.acc.8"}}});
    add_prestige(ctx, a.side, 1, "R13.pp.26", Message{Msg::pp_accord, {arg::Clause{"R13.pp.26"}}});
    ctx.log(Message{Msg::log_accord_respected, {arg::Side{a.side}}});
    return;
  }
  // R11d.acc.6: the elephants disappear; R11d.acc.7: the beneficiary and the sides that made
  // it fail may never make it again.
  std::erase_if(ctx.work.units,
                [&](const state::Unit& u) { return u.elephants && u.side == a.side; });
  std::vector<std::string> names;
  for (const std::string& s : occupiers) names.push_back(season::side_name(ctx.work, s));
  std::vector<std::string> banned = occupiers;
  banned.push_back(a.side);
  for (const std::string& s : banned)
    if (std::find(ctx.work.accord_banned.begin(), ctx.work.accord_banned.end(), s) ==
        ctx.work.accord_banned.end())
      ctx.work.accord_banned.push_back(s);
  ctx.event(Message{
      Msg::accord_failed,
      {who, arg::Words{fmt::format("{}", fmt::join(names, ", "))}, arg::Clause{"R11d.acc.6"}}});
  ctx.log(Message{Msg::log_accord_fails,
                  {arg::Side{a.side}, arg::Words{fmt::format("{}", fmt::join(occupiers, ", "))},
                   arg::Words{fmt::format("{}", fmt::join(banned, ", "))}}});
}

}  // namespace dia::adj::intrigue
