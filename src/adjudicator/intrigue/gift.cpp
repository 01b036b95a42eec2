// R9c.give: a side gives an RF member it controls, or a diadoque or epigone it holds prisoner,
// to another side (R9c.give.1), a pair as a whole (R9c.give.3), never Cléopâtre while she is
// married to the giver's leader (R9c.give.2). The gift is recorded at step 5 and decided after
// movement: the receiver captures the character if it then shares a space with one of his units
// (R9c.give.4). Otherwise the gift fails and has no other effect (R9c.give.5), whether the
// character moved, held, or had his move ignored: he stays with his controller, and only the
// ordinary rules may free him (alone at the end of movement, R6b.free.2, checked with every
// other character at the end of the turn by rules/keep_control).
#include <fmt/format.h>

#include "adjudicator/intrigue/before_orders.hpp"
#include "adjudicator/intrigue/steps.hpp"
#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/season/characters.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::intrigue {

namespace {

Problem problem(Msg id, std::vector<Arg> args) {
  return Message{id, std::move(args)};
}

// A pair is one piece (R6b.phil.1, R6b.rox.1): both members name the same gift.
std::string piece_key(const std::string& id) {
  const std::string partner = rules::pair_partner(id);
  return partner.empty() ? id : std::min(id, partner);
}

}  // namespace

BeforeCheck check_gift(const CheckInput& in, const orders::Give& g) {
  BeforeCheck out;
  const state::Character* c = season::resolve_character(in.state, in.side, g.who);
  if ((out.problem = unknown_or_dead(c, g.who))) return out;
  const std::string to = side_named(in.state, g.to);
  const arg::Character name{c->name};
  if (to.empty()) {
    out.problem = problem(Msg::before_unknown_side, {arg::Words{std::string(g.to.written)}});
  } else if (to == in.side) {
    out.problem = problem(Msg::gift_to_itself, {arg::Clause{"R9c.give.1"}});
  } else if (c->kind != state::CharacterKind::royal && c->side == in.side) {
    out.problem = problem(Msg::kill_own_leader, {name, arg::Clause{"R9c.give.1"}});
  } else if (c->controller != in.side) {
    out.problem = problem(Msg::gift_not_held, {name, arg::Clause{"R9c.give.1"}});
  } else if (c->id == "cleopatre" && !c->husband.empty()) {
    const state::Character* husband = in.state.character(c->husband);
    if (husband != nullptr && husband->alive && husband->side == in.side)
      out.problem = problem(Msg::gift_married_cleopatre, {arg::Clause{"R9c.give.2"}});
  }
  if (out.problem) return out;
  if (const state::Character* p = in.state.character(rules::pair_partner(c->id)))
    if (p->alive)
      out.warnings.push_back(fmt::format("{} goes with {} (R9c.give.3)", p->name, c->name));
  out.warnings.push_back(
      "decided after movement: the character needs a move or hold order of its own and must "
      "end with a unit of the receiver (R9c.give.4-5)");
  return out;
}

void record_gifts(StepContext& ctx) {
  const std::vector<OrderRef> ok = accepted(ctx, orders::OrderKind::give);
  std::vector<bool> done(ok.size(), false);
  auto character_of = [&](OrderRef r) {
    return season::resolve_character(ctx.work, ctx.side(r),
                                     orders::get<orders::Give>(ctx.order(r).body).who);
  };
  for (std::size_t i = 0; i < ok.size(); ++i) {
    if (done[i]) continue;
    const std::string& giver = ctx.side(ok[i]);
    const std::string key = piece_key(character_of(ok[i])->id);
    std::vector<std::size_t> group;
    for (std::size_t j = i; j < ok.size(); ++j)
      if (!done[j] && ctx.side(ok[j]) == giver && piece_key(character_of(ok[j])->id) == key) {
        group.push_back(j);
        done[j] = true;
      }
    // R9c.gen.3 (PROPOSED): conflicting gifts of one character are applied in seeded random
    // order; the first applied gives him away, which leaves nothing to the others.
    std::size_t pick = 0;
    if (group.size() > 1)
      pick = ctx.dice.draw(group.size(),
                           Message{Msg::roll_which_gift,
                                   {arg::Number{static_cast<int>(group.size())},
                                    arg::Character{character_of(ok[i])->name}, arg::Side{giver}}});
    const OrderRef chosen = ok[group[pick]];
    const std::string receiver =
        side_named(ctx.work, orders::get<orders::Give>(ctx.order(chosen).body).to);
    for (std::size_t k = 0; k < group.size(); ++k)
      if (k != pick)
        ctx.note(
            ok[group[k]], OrderStatus::ignored,
            ignored_because(Message{Msg::gift_drawn_instead,
                                    {side_arg(ctx.work, receiver), arg::Clause{"R9c.gen.3"}}}));
    const state::Character* c = character_of(chosen);
    ctx.facts.gifts.push_back({chosen, giver, receiver, c->id});
    ctx.log(Message{Msg::log_gift_recorded,
                    {arg::Side{giver}, arg::Character{c->name}, arg::Side{receiver}}});
  }
}

void settle_gifts(StepContext& ctx) {
  for (const Gift& g : ctx.facts.gifts) {
    state::Character* c = ctx.work.character(g.character);
    const Arg name = who(ctx.work, g.character);
    const arg::Side giver = side_arg(ctx.work, g.giver);
    const arg::Side receiver = side_arg(ctx.work, g.receiver);
    if (c == nullptr || !c->alive) {
      ctx.note(g.order, OrderStatus::failed,
               Message{Msg::before_character_dead,
                       {arg::Character{c != nullptr ? c->name : g.character}}});
      ctx.log(Message{Msg::log_gift_dead, {arg::Words{g.character}, arg::Side{g.giver}}});
      continue;
    }
    if (c->controller != g.giver) {  // captured on the way (R6b.cap.1), for instance
      ctx.note(g.order, OrderStatus::failed,
               Message{Msg::gift_no_longer_held, {name, giver, arg::Clause{"R9c.give.4"}}});
      ctx.log(
          c->controller.empty()
              ? Message{Msg::log_gift_held_nobody, {arg::Character{c->name}, arg::Side{g.giver}}}
              : Message{Msg::log_gift_held,
                        {arg::Character{c->name}, arg::Side{g.giver}, arg::Side{c->controller}}});
      continue;
    }
    int unit = -1;
    for (std::size_t i = 0; i < ctx.work.units.size() && unit < 0; ++i)
      if (ctx.work.units[i].side == g.receiver && ctx.work.units[i].space == c->space)
        unit = static_cast<int>(i);
    if (unit >= 0) {
      const std::string partner = rules::pair_partner(g.character);
      for (const std::string& id : {g.character, partner})
        if (const state::Character* m = ctx.work.character(id); m != nullptr && m->alive)
          season::apply_capture(ctx.work, id, g.receiver, unit);  // R9c.give.3: as a whole
      const Message made{Msg::gift_made, {name, giver, receiver, arg::Clause{"R9c.give.4"}}};
      ctx.event(made);
      ctx.note(g.order, OrderStatus::succeeded, made);
      ctx.log(Message{Msg::log_gift_captured,
                      {arg::Side{g.receiver}, arg::Character{c->name}, arg::Side{g.giver},
                       arg::Place{c->space}}});
      continue;
    }
    const Message fails{Msg::gift_fails, {name, giver, receiver, arg::Clause{"R9c.give.5"}}};
    ctx.event(fails);
    ctx.note(g.order, OrderStatus::failed, fails);
    // No release here: a gift that does not happen leaves the character as he was (R9c.give.5);
    // if he ends alone, the end-of-turn check frees him like any other (R6b.free.2, R6b.keep).
    ctx.log(Message{Msg::log_gift_no_unit,
                    {arg::Side{g.receiver}, arg::Character{c->name}, arg::Place{c->space}}});
  }
}

}  // namespace dia::adj::intrigue
