// R9c.marry.1, R6b.cleo: the announcement of a marriage with Cléopâtre and the wedding, at the
// step after the military orders; the couple kept together and the widow.
#include <fmt/format.h>

#include "adjudicator/intrigue/after_orders.hpp"
#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/season/characters.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::intrigue {

namespace {

constexpr const char* cleopatre = "cleopatre";

// R6b.cleo.1: the side's diadoque, or its epigone once the diadoque is dead; free (a groom held
// by another side does not act for his own).
Problem groom_problem(const state::GameState& state, const std::string& side,
                      const orders::CharacterRef& ref, const state::Character*& groom) {
  groom = season::resolve_character(state, side, ref);
  const state::Side* s = state.side(side);
  const state::Character* diadoque = s != nullptr ? state.character(s->diadoque) : nullptr;
  const bool is_diadoque = groom != nullptr && s != nullptr && groom->id == s->diadoque;
  const bool is_heir = groom != nullptr && s != nullptr && groom->id == s->epigone &&
                       (diadoque == nullptr || !diadoque->alive);
  if (groom == nullptr || !groom->alive || (!is_diadoque && !is_heir) || groom->controller != side)
    return Message{
        Msg::groom_not_allowed,
        {arg::Character{groom != nullptr ? groom->name : ref.name}, arg::Clause{"R6b.cleo.1"}}};
  return std::nullopt;
}

// Cléopâtre alive, controlled by the side and free to marry (unmarried, or a widow: R6b.cleo.9).
Problem bride_problem(const state::GameState& state, const std::string& side, const char* clause) {
  const state::Character* c = state.character(cleopatre);
  if (c == nullptr || !c->alive) return Message{Msg::cleopatra_dead, {}};
  if (c->controller != side) return Message{Msg::cleopatra_not_ours, {arg::Clause{clause}}};
  if (const state::Character* h = state.character(c->husband); h != nullptr && h->alive)
    return Message{Msg::cleopatra_is_married, {arg::Character{h->name}, arg::Clause{"R6b.cleo.3"}}};
  return std::nullopt;
}

}  // namespace

Problem announce_problem(const state::GameState& state, const std::string& side,
                         const orders::AnnounceMarriage& o) {
  if (Problem p = side_problem(state, side)) return p;
  const state::Character* groom = nullptr;
  if (Problem p = groom_problem(state, side, o.groom, groom)) return p;
  return bride_problem(state, side, "R6b.cleo.1");
}

Problem marriage_problem(const map::Map& map, const state::GameState& state,
                         const std::string& side, const orders::Marriage& o) {
  if (Problem p = side_problem(state, side)) return p;
  const state::Character* groom = nullptr;
  if (Problem p = groom_problem(state, side, o.groom, groom)) return p;
  if (Problem p = bride_problem(state, side, "R6b.cleo.2")) return p;
  const state::Character* c = state.character(cleopatre);
  // R6b.cleo.2: announced by this groom in an earlier season (season ids sort in game order).
  if (c->announced_groom != groom->id || c->announced_in.empty() ||
      c->announced_in >= state.season.id())
    return Message{Msg::marriage_not_announced,
                   {arg::Character{groom->name}, arg::Clause{"R6b.cleo.2"}}};
  // R6b.cleo.2: together in one land space, a province or a citadel.
  const auto where = map.find_space(c->space);
  if (c->space.empty() || groom->space != c->space || !where || map.space(*where).is_sea())
    return Message{Msg::marriage_apart, {arg::Character{groom->name}, arg::Clause{"R6b.cleo.2"}}};
  return std::nullopt;
}

void keep_couple_together(StepContext& ctx) {
  state::Character* c = ctx.work.character(cleopatre);
  if (c == nullptr || !c->alive || c->husband.empty()) return;
  const state::Character* h = ctx.work.character(c->husband);
  if (h == nullptr || !h->alive) {
    // R6b.cleo.5: she survives him, a widow whose control follows the ordinary rules.
    ctx.event(
        Message{Msg::cleopatra_widowed,
                {arg::Character{h != nullptr ? h->name : c->husband}, arg::Clause{"R6b.cleo.5"}}});
    ctx.log(Message{Msg::log_widow, {arg::Words{c->husband}}});
    c->husband.clear();
    return;
  }
  // R6b.cleo.3: the couple share location and controller: she goes with the unit that carries
  // him, or stands beside him.
  const std::string controller_before = c->controller;
  const std::string space_before = c->space;
  season::detach(ctx.work, c->id);
  c->space = h->space;
  c->controller = h->controller;
  c->prisoner = false;  // an RF member is held, never a prisoner of her own side
  const int carrier = rules::carrier_of(ctx.work, h->id);
  if (carrier >= 0) ctx.work.units[static_cast<std::size_t>(carrier)].attached.push_back(c->id);
  if (controller_before != c->controller || space_before != c->space)
    ctx.log(Message{Msg::log_cleopatra_follows,
                    {arg::Character{h->name}, arg::Place{c->space}, arg::Side{c->controller}}});
}

void apply_marriage(StepContext& ctx) {
  keep_couple_together(ctx);
  state::Character* c = ctx.work.character(cleopatre);
  // R6b.cleo.2: the announcement holds while the groom's side controls her.
  if (c != nullptr && !c->announced_groom.empty()) {
    const state::Character* g = ctx.work.character(c->announced_groom);
    const std::string side = g != nullptr ? g->side : "";
    if (!c->alive || c->controller != side) {
      ctx.log(Message{Msg::log_marriage_lapses, {arg::Words{c->announced_groom}}});
      c->announced_groom.clear();
      c->announced_in.clear();
    }
  }
  for (const OrderRef& r : ctx.of_kind(orders::OrderKind::announce_marriage)) {
    const auto& o = orders::get<orders::AnnounceMarriage>(ctx.order(r).body);
    const std::string& side = ctx.side(r);
    if (Problem p = announce_problem(ctx.work, side, o)) {
      ctx.ignore(r, *p);
      continue;
    }
    const state::Character* groom = season::resolve_character(ctx.work, side, o.groom);
    c->announced_groom = groom->id;
    c->announced_in = ctx.work.season.id();
    report_done(ctx, r);
    // R6b.cleo.1: the intention is announced publicly.
    ctx.event(
        Message{Msg::marriage_announced, {arg::Character{groom->name}, arg::Clause{"R6b.cleo.1"}}});
  }
  for (const OrderRef& r : ctx.of_kind(orders::OrderKind::marriage)) {
    const auto& o = orders::get<orders::Marriage>(ctx.order(r).body);
    const std::string& side = ctx.side(r);
    if (Problem p = marriage_problem(ctx.map, ctx.work, side, o)) {
      ctx.ignore(r, *p);
      continue;
    }
    const state::Character* groom = season::resolve_character(ctx.work, side, o.groom);
    c->husband = groom->id;
    c->announced_groom.clear();
    c->announced_in.clear();
    report_done(ctx, r);
    ctx.event(
        Message{Msg::marriage_celebrated,
                {arg::Character{groom->name}, arg::Place{c->space}, arg::Clause{"R6b.cleo.2"}}});
    // R6b.cleo.8, R13.pp.3, R6b.cleo.9: 10 permanent PP for each wedding.
    add_prestige(ctx, side, 10, "R13.pp.3", Message{Msg::pp_marriage, {arg::Clause{"R13.pp.3"}}});
    keep_couple_together(ctx);
  }
}

}  // namespace dia::adj::intrigue
