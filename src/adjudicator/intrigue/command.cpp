// R9c.cmd.1, R6b.lead.3: a side names which of the leaders associated with a unit commands it.
#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/intrigue/after_orders.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::intrigue {

namespace {

// The side's unit standing in the order's space, or -1.
int unit_of(const map::Map& map, const state::GameState& state, const std::string& side,
            const orders::Piece& piece) {
  const std::string where = map.space(piece.where.space).code;
  for (std::size_t i = 0; i < state.units.size(); ++i)
    if (state.units[i].side == side && state.units[i].space == where) return static_cast<int>(i);
  return -1;
}

}  // namespace

Problem command_problem(const map::Map& map, const state::GameState& state, const std::string& side,
                        const orders::Command& o) {
  if (Problem p = side_problem(state, side)) return p;
  const state::Character* c = season::resolve_character(state, side, o.leader);
  if (c == nullptr || !c->alive || c->controller != side)
    return Message{Msg::character_not_ours,
                   {arg::Character{c != nullptr ? c->name : o.leader.name}}};
  if (!season::is_leader(*c))
    return Message{Msg::not_a_leader, {arg::Character{c->name}, arg::Clause{"R6b.lead.1"}}};
  if (c->prisoner)
    return Message{Msg::leader_prisoner, {arg::Character{c->name}, arg::Clause{"R6b.lead.2"}}};
  const int i = unit_of(map, state, side, o.unit);
  if (i < 0)
    return Message{Msg::no_own_unit_there, {arg::Place{map.space(o.unit.where.space).code}}};
  const state::Unit& u = state.units[static_cast<std::size_t>(i)];
  const std::string unit = season::describe(state, u);
  if (u.commander == c->id)
    return Message{Msg::leader_commands_already, {arg::Character{c->name}, arg::Piece{unit}}};
  if (std::find(u.attached.begin(), u.attached.end(), c->id) == u.attached.end())
    return Message{Msg::leader_not_with_unit,
                   {arg::Character{c->name}, arg::Piece{unit}, arg::Clause{"R9c.cmd.1"}}};
  return std::nullopt;
}

void apply_command(StepContext& ctx) {
  for (const OrderRef& r : ctx.of_kind(orders::OrderKind::command)) {
    const auto& o = orders::get<orders::Command>(ctx.order(r).body);
    const std::string& side = ctx.side(r);
    // On the association at the end of movement, after the dissociations (R9c.gen.3); a second
    // order for the same unit replaces the first (in the order written).
    if (Problem p = command_problem(ctx.map, ctx.work, side, o)) {
      ctx.ignore(r, *p);
      continue;
    }
    const state::Character* c = season::resolve_character(ctx.work, side, o.leader);
    state::Unit& u =
        ctx.work.units[static_cast<std::size_t>(unit_of(ctx.map, ctx.work, side, o.unit))];
    std::erase(u.attached, c->id);
    if (!u.commander.empty()) u.attached.insert(u.attached.begin(), u.commander);
    u.commander = c->id;
    u.commander_since = ctx.work.season.id();  // R6b.diad.1: his +1 from the next season
    const std::string unit = season::describe(ctx.work, u);
    report_done(ctx, r);
    ctx.event(Message{Msg::leader_takes_command,
                      {arg::Character{c->name}, arg::Piece{unit}, arg::Clause{"R9c.cmd.1"}}});
    ctx.log(Message{Msg::log_cmd_takes_command, {arg::Character{c->name}, arg::Piece{unit}}});
  }
}

}  // namespace dia::adj::intrigue
