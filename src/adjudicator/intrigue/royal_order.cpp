// R11c, R9c.royal.1: the royal order. The eastern satraps' offer (Table IV 4, G8) is pending in
// the state (GameState::satraps_offer, set by the event). In the next military season (R11c.when.1)
// the sides entitled to give a royal order (R11c.who.1) name a beneficiary; the one named by most
// sides wins, a tie for most voids them all (R11c.count.1), and only a side controlling Suse,
// Ecbatane or Parsagadès may benefit (R11c.ben.1). At step 5 the beneficiary takes HYR and
// Hécatompylos and the satraps' army, which carries out the order he wrote for it (R11c.eff.1,
// R11c.prep.1); the Bactres and Samarcande treasures are removed (R11c.eff.3); the satraps'
// 10 T come at the end of the turn (R11c.eff.2); +2 PP to each side that gave the winning order,
// +1 PP to the beneficiary (R11c.eff.4, R13.pp.21, R13.pp.27). With no beneficiary the army
// disappears at once (R11c.none.1). Either way the offer is settled (R11c.stop.1).
#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "adjudicator/intrigue/before_orders.hpp"
#include "adjudicator/intrigue/steps.hpp"
#include "adjudicator/rules/regent.hpp"

namespace dia::adj::intrigue {

namespace {

constexpr int satraps_treasury = 10;  // R11c.eff.2

// The offer is for royal orders of a later season than the event's (R11c.when.1).
bool offer_due(const state::GameState& state) {
  const auto since = state::Season::from_id(state.satraps_offer);
  return since && since->turn() < state.season.turn();
}

// Who gave which order, one per side (R9c.gen.3: a side's conflicting orders, seeded draw).
std::vector<OrderRef> one_per_side(StepContext& ctx, const std::vector<OrderRef>& ok) {
  std::vector<OrderRef> out;
  std::vector<bool> done(ok.size(), false);
  for (std::size_t i = 0; i < ok.size(); ++i) {
    if (done[i]) continue;
    std::vector<std::size_t> mine;
    for (std::size_t j = i; j < ok.size(); ++j)
      if (!done[j] && ctx.side(ok[j]) == ctx.side(ok[i])) {
        mine.push_back(j);
        done[j] = true;
      }
    std::size_t pick = 0;
    if (mine.size() > 1)
      pick = ctx.dice.draw(mine.size(), Message{Msg::roll_which_royal_order,
                                                {arg::Number{static_cast<int>(mine.size())},
                                                 arg::Side{ctx.side(ok[i])}}});
    for (std::size_t k = 0; k < mine.size(); ++k)
      if (k != pick)
        ctx.note(ok[mine[k]], OrderStatus::ignored,
                 ignored_because(Message{Msg::royal_one_per_side, {arg::Clause{"R9c.gen.3"}}}));
    out.push_back(ok[mine[pick]]);
  }
  return out;
}

// R11c.eff.1, .3, .4: the beneficiary takes the satraps' lands and army.
void benefit(StepContext& ctx, const std::string& to, const std::vector<std::string>& givers) {
  for (state::Unit& u : ctx.work.units)
    if (u.side.empty() && u.neutral_label == rules::satraps_label) {
      u.side = to;
      u.neutral_label.clear();
      ctx.log(Message{Msg::log_satraps_join, {arg::Place{u.space}, arg::Side{to}}});
    }
  for (const char* space : {"HYR", "Hécatompylos"}) {
    // PROPOSED: a space held by another side's unit is not handed over.
    const bool occupied =
        std::any_of(ctx.work.units.begin(), ctx.work.units.end(),
                    [&](const state::Unit& u) { return u.space == space && u.side != to; });
    if (occupied) {
      ctx.log(Message{Msg::log_satraps_space_stays, {arg::Place{space}}});
      continue;
    }
    ctx.work.control[space] = to;
  }
  ctx.event(Message{Msg::satraps_rally, {side_arg(ctx.work, to), arg::Clause{"R11c.eff.1"}}});
  for (const char* citadel : {"Bactres", "Samarcande"})
    if (ctx.work.treasures.erase(citadel) > 0)
      ctx.event(Message{Msg::treasure_removed, {arg::Place{citadel}, arg::Clause{"R11c.eff.3"}}});
  ctx.facts.satraps_treasury_to = to;
  for (const std::string& g : givers)
    ctx.facts.prestige.push_back(
        {g, 2, "R13.pp.21",
         Text{Message{Msg::pp_royal_order, {arg::Number{2}, arg::Clause{"R13.pp.21"}}}}});
  ctx.facts.prestige.push_back(
      {to, 1, "R13.pp.27",
       Text{Message{Msg::pp_satraps, {arg::Number{1}, arg::Clause{"R13.pp.27"}}}}});
}

}  // namespace

BeforeCheck check_royal_order(const CheckInput& in, const orders::RoyalOrder& r) {
  BeforeCheck out;
  if (in.state.satraps_offer.empty()) {
    out.problem = Message{Msg::royal_no_offer, {arg::Clause{"R11c.ro.2"}}};
  } else if (!offer_due(in.state)) {
    out.problem = Message{Msg::royal_offer_too_recent, {arg::Clause{"R11c.when.1"}}};
  } else if (!rules::may_give_royal_order(in.state, in.side)) {
    out.problem = Message{Msg::royal_not_entitled, {arg::Clause{"R11c.who.1"}}};
  } else {
    const std::string ben = side_named(in.state, r.beneficiary);
    if (ben.empty())
      out.problem =
          Message{Msg::before_unknown_side, {arg::Words{std::string(r.beneficiary.written)}}};
    else if (!rules::may_benefit(in.state, ben))
      out.warnings.push_back(fmt::format(
          "{} controls neither Suse, Ecbatane nor Parsagadès now: if it wins, nobody benefits "
          "(R11c.ben.1, R11c.none.1)",
          r.beneficiary.name));
  }
  return out;
}

void royal_orders(StepContext& ctx) {
  using K = orders::OrderKind;
  if (ctx.work.satraps_offer.empty() || !offer_due(ctx.work)) {
    accepted(ctx, K::royal_order);  // each is ignored with its reason
    return;
  }
  const std::string regent = rules::regent_side(ctx.work);
  ctx.log(regent.empty()
              ? Message{Msg::log_no_regent, {arg::Words{ctx.work.satraps_offer}}}
              : Message{Msg::log_regent, {arg::Words{regent}, arg::Words{ctx.work.satraps_offer}}});
  const std::vector<OrderRef> given = one_per_side(ctx, accepted(ctx, K::royal_order));
  std::map<std::string, std::vector<OrderRef>> named;  // beneficiary → orders
  for (const OrderRef& r : given)
    named[side_named(ctx.work, orders::get<orders::RoyalOrder>(ctx.order(r).body).beneficiary)]
        .push_back(r);
  std::size_t most = 0;
  std::vector<std::string> leaders;
  for (const auto& [ben, refs] : named) {
    if (refs.size() > most) {
      most = refs.size();
      leaders.clear();
    }
    if (refs.size() == most) leaders.push_back(ben);
  }
  std::string winner;
  if (leaders.size() > 1) {  // R11c.count.1
    for (const OrderRef& r : given)
      ctx.note(r, OrderStatus::failed, Message{Msg::royal_tie, {arg::Clause{"R11c.count.1"}}});
    ctx.log(Message{
        Msg::log_royal_tie,
        {arg::Number{static_cast<int>(leaders.size())}, arg::Number{static_cast<int>(most)}}});
  } else if (leaders.size() == 1) {
    const std::string& w = leaders.front();
    const bool eligible = rules::may_benefit(ctx.work, w);
    for (const OrderRef& r : given) {
      const bool for_w = std::any_of(named[w].begin(), named[w].end(), [&](const OrderRef& x) {
        return x.file == r.file && x.index == r.index;
      });
      if (!for_w)
        ctx.note(
            r, OrderStatus::failed,
            Message{Msg::royal_outvoted, {side_arg(ctx.work, w), arg::Clause{"R11c.count.1"}}});
      else if (!eligible)
        ctx.note(
            r, OrderStatus::failed,
            Message{Msg::royal_ineligible, {side_arg(ctx.work, w), arg::Clause{"R11c.ben.1"}}});
      else
        ctx.note(r, OrderStatus::succeeded,
                 Message{Msg::royal_carried, {side_arg(ctx.work, w), arg::Clause{"R11c.eff.1"}}});
    }
    if (eligible) winner = w;
    ctx.log(Message{eligible ? Msg::log_royal_named : Msg::log_royal_named_ineligible,
                    {arg::Side{w}, arg::Number{static_cast<int>(most)}}});
  }
  if (!winner.empty()) {
    std::vector<std::string> givers;
    for (const OrderRef& r : named[winner]) givers.push_back(ctx.side(r));
    benefit(ctx, winner, givers);
  } else {  // R11c.none.1
    std::erase_if(ctx.work.units, [](const state::Unit& u) {
      return u.side.empty() && u.neutral_label == rules::satraps_label;
    });
    ctx.event(Message{Msg::satraps_army_disappears, {arg::Clause{"R11c.none.1"}}});
    ctx.log(Message{Msg::log_royal_nobody, {}});
  }
  ctx.work.satraps_offer.clear();  // R11c.stop.1: settled once, the event no longer comes
  ctx.work.satraps_offer_settled = true;
}

void royal_order_money(StepContext& ctx) {
  const std::string& to = ctx.facts.satraps_treasury_to;
  if (to.empty()) return;
  ctx.credit(to, satraps_treasury, Message{Msg::money_satraps_treasury, {}}, "R11c.eff.2");
  ctx.log(Message{Msg::log_satraps_treasury, {arg::Side{to}, arg::Number{satraps_treasury}}});
}

}  // namespace dia::adj::intrigue
