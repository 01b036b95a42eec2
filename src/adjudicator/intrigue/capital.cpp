// R9c.capital: a dynasty moves its capital, once per game, from -306 on.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <string_view>

#include "adjudicator/intrigue/after_orders.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::intrigue {

namespace {

// R9c.capital.1: the citadels a capital may move to.
constexpr std::array<std::string_view, 6> eligible{
    "Alexandrie", "Alexandrie d'Issos", "Babylone", "Lysimachia", "Pella", "Sardes"};

// R9c.capital.2 (PROPOSED): a siege in progress against it on the position, that is a
// successful round this season or last season not yet broken off (SiegeProgress).
bool siege_in_progress(const state::GameState& state, const std::string& citadel) {
  return std::any_of(state.units.begin(), state.units.end(), [&](const state::Unit& u) {
    return u.siege && u.siege->citadel == citadel && u.siege->rounds >= 1;
  });
}

}  // namespace

Problem capital_problem(const map::Map& map, const state::GameState& state, const std::string& side,
                        const orders::Capital& o) {
  if (Problem p = side_problem(state, side)) return p;
  const std::string citadel = map.space(o.citadel.space).code;
  if (!state.dynasties) return Message{Msg::capital_no_dynasties, {arg::Clause{"R9c.capital.1"}}};
  if (state.season.year < -306)
    return Message{Msg::capital_too_early, {arg::Clause{"R9c.capital.1"}}};
  const state::Side* s = state.side(side);
  if (s == nullptr) return Message{Msg::capital_moved_already, {arg::Clause{"R9c.capital.1"}}};
  if (s->capital_moved) return Message{Msg::capital_moved_already, {arg::Clause{"R9c.capital.1"}}};
  if (std::find(eligible.begin(), eligible.end(), citadel) == eligible.end())
    return Message{Msg::capital_not_eligible, {arg::Place{citadel}, arg::Clause{"R9c.capital.1"}}};
  if (s->capital == citadel) return Message{Msg::capital_already, {arg::Place{citadel}}};
  if (state.controller_of(citadel) != side)
    return Message{Msg::not_controlled_here, {arg::Place{citadel}, arg::Clause{"R9c.capital.2"}}};
  // PROPOSED: the capital of another surviving side (held by this one) cannot become this
  // side's capital too: a citadel is the capital of one side at most (R3.pv.3).
  for (const state::Side& other : state.sides)
    if (other.id != side && !other.eliminated && other.capital == citadel)
      return Message{Msg::capital_of_other,
                     {arg::Place{citadel}, arg::Side{season::side_name(state, other.id)}}};
  if (siege_in_progress(state, citadel))
    return Message{Msg::capital_under_siege, {arg::Place{citadel}, arg::Clause{"R9c.capital.2"}}};
  return std::nullopt;
}

void apply_capital(StepContext& ctx) {
  for (const OrderRef& r : ctx.of_kind(orders::OrderKind::capital)) {
    const auto& o = orders::get<orders::Capital>(ctx.order(r).body);
    const std::string& side = ctx.side(r);
    const std::string citadel = ctx.map.space(o.citadel.space).code;
    Problem p = capital_problem(ctx.map, ctx.work, side, o);
    // R9c.capital.2 (PROPOSED): a siege in progress at the start of the season, or a siege
    // order against it this turn, by anyone, counts too.
    const auto& start = ctx.facts.besieged_at_start;
    if (!p && std::find(start.begin(), start.end(), citadel) != start.end())
      p = Message{Msg::capital_under_siege, {arg::Place{citadel}, arg::Clause{"R9c.capital.2"}}};
    if (!p)
      for (const SideOrders& so : ctx.orders)
        for (const orders::Order& other : so.parsed.orders)
          if (const auto* sg = orders::get_if<orders::Siege>(&other.body))
            if (sg->citadel.resolved() && ctx.map.space(sg->citadel.space).code == citadel)
              p = Message{Msg::capital_under_siege,
                          {arg::Place{citadel}, arg::Clause{"R9c.capital.2"}}};
    if (p) {
      ctx.ignore(r, *p);
      continue;
    }
    state::Side* s = ctx.work.side(side);
    const std::string old = s->capital;
    // R9c.capital.3 (PROPOSED): the new capital is worth 3 PV and 31 T, the old one becomes an
    // ordinary major; PV and income read Side::capital.
    s->capital = citadel;
    s->capital_moved = true;
    report_done(ctx, r);
    ctx.event(Message{Msg::capital_moved,
                      {arg::Side{season::side_name(ctx.work, side)}, arg::Place{old},
                       arg::Place{citadel}, arg::Clause{"R9c.capital.1"}}});
    ctx.log(
        Message{Msg::log_capital_moved, {arg::Side{side}, arg::Place{old}, arg::Place{citadel}}});
  }
}

}  // namespace dia::adj::intrigue
