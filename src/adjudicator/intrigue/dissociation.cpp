// R9c.dissoc: a character kept apart from the unit of his side he stands with, so he is alone.
#include <fmt/format.h>

#include "adjudicator/intrigue/after_orders.hpp"
#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/season/characters.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::intrigue {

namespace {

// R6b.lead.3: a unit left without commander takes the first leader present with it.
void next_commander(StepContext& ctx, state::Unit& u) {
  if (!u.commander.empty()) return;
  auto best = u.attached.end();
  int rank = 4;
  for (auto it = u.attached.begin(); it != u.attached.end(); ++it) {
    const state::Character* c = ctx.work.character(*it);
    if (c == nullptr || c->prisoner || c->controller != u.side) continue;  // R6b.lead.2
    if (season::leader_rank(*c) < rank) {
      rank = season::leader_rank(*c);
      best = it;
    }
  }
  if (best == u.attached.end()) return;
  u.commander = *best;
  u.commander_since = ctx.work.season.id();
  u.attached.erase(best);
  ctx.log(Message{Msg::log_takes_command,
                  {arg::Character{ctx.work.character(u.commander)->name},
                   arg::Piece{season::describe(ctx.work, u)}}});
}

}  // namespace

Problem dissociate_problem(const map::Map& map, const state::GameState& state,
                           const std::string& side, const orders::Dissociate& o) {
  if (Problem p = side_problem(state, side)) return p;
  const state::Character* c = season::resolve_character(state, side, o.who);
  if (c == nullptr || !c->alive || c->controller != side)
    return Message{Msg::character_not_ours, {arg::Character{c != nullptr ? c->name : o.who.name}}};
  const std::string where = map.space(o.where.space).code;
  if (c->space != where)
    return Message{Msg::character_not_there, {arg::Character{c->name}, arg::Place{where}}};
  if (rules::carrier_of(state, c->id) < 0)
    return Message{Msg::character_with_no_unit, {arg::Character{c->name}}};
  return std::nullopt;
}

void apply_dissociation(StepContext& ctx) {
  for (const OrderRef& r : ctx.of_kind(orders::OrderKind::dissociate)) {
    const auto& o = orders::get<orders::Dissociate>(ctx.order(r).body);
    const std::string& side = ctx.side(r);
    // R9c.dissoc.1: judged on the association made at the end of movement.
    if (Problem p = dissociate_problem(ctx.map, ctx.work, side, o)) {
      ctx.ignore(r, *p);
      continue;
    }
    const state::Character* c = season::resolve_character(ctx.work, side, o.who);
    const auto carrier = static_cast<std::size_t>(rules::carrier_of(ctx.work, c->id));
    const std::string unit = season::describe(ctx.work, ctx.work.units[carrier]);
    // R9c.dissoc.2: he is alone; a pair partner stays with him (R6b.phil.1, R6b.rox.1).
    season::detach(ctx.work, c->id);
    const std::string partner = rules::pair_partner(c->id);
    if (!partner.empty()) season::detach(ctx.work, partner);
    next_commander(ctx, ctx.work.units[carrier]);
    report_done(ctx, r);
    ctx.event(Message{Msg::character_dissociated,
                      {arg::Character{c->name}, arg::Piece{unit}, arg::Clause{"R9c.dissoc.2"}}});
  }
}

}  // namespace dia::adj::intrigue
