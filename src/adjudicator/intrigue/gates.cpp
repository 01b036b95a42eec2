// R9c.gates: a side opens the gates of one of its citadels to another side, after movement.
#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/intrigue/after_orders.hpp"
#include "adjudicator/rules/names.hpp"
#include "adjudicator/season/characters.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::intrigue {

namespace {

// R9c.gates.3: the receiver has an army, or its free diadoque or epigone, in the enclosing
// province; for a port citadel a fleet, or the diadoque or epigone, in a sea zone with access.
bool receiver_in_reach(const map::Map& map, const state::GameState& state,
                       const std::string& receiver, const map::Space& citadel) {
  const std::string province = map.space(citadel.citadel->province).code;
  std::vector<std::string> seas;
  if (citadel.citadel->port)
    for (map::SpaceId s : citadel.citadel->sea_access) seas.push_back(map.space(s).code);
  const auto at_sea = [&](const std::string& space) {
    return std::find(seas.begin(), seas.end(), space) != seas.end();
  };
  for (const state::Unit& u : state.units) {
    if (u.side != receiver) continue;
    if (!state::is_fleet(u.type) && u.space == province) return true;
    if (state::is_fleet(u.type) && at_sea(u.space)) return true;
  }
  const state::Side* s = state.side(receiver);
  for (const std::string& id : {s->diadoque, s->epigone}) {
    const state::Character* c = state.character(id);
    if (c == nullptr || !c->alive || c->prisoner || c->controller != receiver) continue;
    if (c->space == province || at_sea(c->space)) return true;
  }
  return false;
}

}  // namespace

Problem gates_problem(const map::Map& map, const state::GameState& state, const std::string& side,
                      const orders::OpenGates& o) {
  if (Problem p = side_problem(state, side)) return p;
  const map::Space& cit = map.space(o.citadel.space);
  if (!cit.is_citadel() || !cit.citadel) return Message{Msg::not_a_citadel, {arg::Place{cit.code}}};
  // R9c.gates.1: one of its own citadels.
  if (state.controller_of(cit.code) != side)
    return Message{Msg::not_controlled_here, {arg::Place{cit.code}, arg::Clause{"R9c.gates.1"}}};
  const std::string receiver = season::side_by_name(state, o.to.name);
  const state::Side* r = state.side(receiver);
  if (r == nullptr || r->eliminated) return Message{Msg::side_not_in_play, {arg::Side{o.to.name}}};
  if (receiver == side) return Message{Msg::to_own_side, {}};
  // R9c.gates.2: no garrison, no military leader inside.
  if (state.unit_at(cit.code) != nullptr)
    return Message{Msg::gates_garrison, {arg::Place{cit.code}, arg::Clause{"R9c.gates.2"}}};
  for (const state::Character& c : state.characters)
    if (c.alive && c.space == cit.code && season::is_leader(c))
      return Message{Msg::gates_leader_inside,
                     {arg::Place{cit.code}, arg::Character{c.name}, arg::Clause{"R9c.gates.2"}}};
  // R9c.gates.3–4: the receiver's force after movement, or the order is void.
  if (!receiver_in_reach(map, state, receiver, cit))
    return Message{Msg::gates_no_force,
                   {arg::Side{season::side_name(state, receiver)}, arg::Place{cit.code},
                    arg::Clause{"R9c.gates.3"}}};
  return std::nullopt;
}

void apply_gates(StepContext& ctx) {
  for (const OrderRef& r : ctx.of_kind(orders::OrderKind::open_gates)) {
    const auto& o = orders::get<orders::OpenGates>(ctx.order(r).body);
    const std::string& side = ctx.side(r);
    // Judged on the position after movement and retreats (R9c.gates.3); a second order for the
    // same citadel finds it given already (R9c.gen.3: in the order written).
    if (Problem p = gates_problem(ctx.map, ctx.work, side, o)) {
      ctx.ignore(r, *p);
      continue;
    }
    const std::string citadel = ctx.map.space(o.citadel.space).code;
    const std::string receiver = season::side_by_name(ctx.work, o.to.name);
    ctx.work.control[citadel] = receiver;  // R9c.gates.1; the treasure stays (R9c.gates.5)
    report_done(ctx, r);
    ctx.event(
        Message{Msg::gates_opened,
                {arg::Side{season::side_name(ctx.work, side)}, arg::Place{citadel},
                 arg::Side{season::side_name(ctx.work, receiver)}, arg::Clause{"R9c.gates.1"}}});
    ctx.log(Message{Msg::log_gates_opened,
                    {arg::Side{side}, arg::Place{citadel}, arg::Side{receiver}}});
    // R9c.gates.5, R6b.cap.3: the characters inside are captured by the receiver, no roll.
    for (std::size_t k = 0; k < ctx.work.characters.size(); ++k) {
      const state::Character c = ctx.work.characters[k];
      if (!c.alive || c.space != citadel || c.controller == receiver) continue;
      if (std::find(ctx.facts.spared.begin(), ctx.facts.spared.end(), std::pair{receiver, c.id}) !=
          ctx.facts.spared.end())
        continue;  // R6b.cap.4: the receiver named him in a no-capture order (R9c.nocap.1)
      season::apply_capture(ctx.work, c.id, receiver, -1);
      ctx.event(Message{Msg::character_captured,
                        {arg::Character{c.name}, arg::Side{season::side_name(ctx.work, receiver)},
                         arg::Place{citadel}, arg::Clause{"R6b.cap.3"}}});
    }
  }
}

}  // namespace dia::adj::intrigue
