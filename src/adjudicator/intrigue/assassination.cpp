// R9c.kill: a side assassinates a character it holds, shut in a citadel it controls or
// associated with one of its units (R9c.kill.1); a pair dies together (R9c.kill.2); never its
// own diadoque or epigone (R9c.kill.3), nor Cléopâtre by her husband's side (R9c.kill.4). The
// deaths go to TurnFacts: the prestige rows (R13.pp.5–8, R13.pair.1) and, if the victim's side
// is eliminated, the killer as its cause (R9c.kill.5, R7c.elim.5) are applied at the end of the
// turn by the pipeline.
#include <fmt/format.h>

#include "adjudicator/intrigue/before_orders.hpp"
#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/rules/regent.hpp"
#include "adjudicator/season/pieces.hpp"
#include "common/text.hpp"

namespace dia::adj::intrigue {

namespace {

// R9c.kill.1: carried by one of the side's units, or in a citadel the side controls.
bool held_by(const map::Map& map, const state::GameState& state, const state::Character& c,
             const std::string& side) {
  if (c.controller != side) return false;
  for (const std::string& id : {c.id, rules::pair_partner(c.id)}) {
    const int carrier = rules::carrier_of(state, id);
    if (carrier >= 0 && state.units[static_cast<std::size_t>(carrier)].side == side) return true;
  }
  const auto space = map.find_space(c.space);
  return space && map.space(*space).is_citadel() && state.controller_of(c.space) == side;
}

// A living character on the map whose name begins with the words written (`Philippe` for
// Philippe III): whom an order naming one not on the map more likely meant.
const state::Character* likely_meant(const state::GameState& state, const state::Character& named,
                                     std::string_view written) {
  const std::string key = fold_name(std::string(written));
  for (const state::Character& c : state.characters) {
    if (c.id == named.id || !c.alive || c.space.empty()) continue;
    const std::string name = fold_name(c.name);
    if (name.size() > key.size() && name.compare(0, key.size(), key) == 0 &&
        name[key.size()] == ' ')
      return &c;
  }
  return nullptr;
}

}  // namespace

BeforeCheck check_assassination(const CheckInput& in, const orders::Assassinate& a) {
  BeforeCheck out;
  const state::Character* c = season::resolve_character(in.state, in.side, a.who);
  if ((out.problem = unknown_or_dead(c, a.who))) return out;
  const arg::Character name{c->name};
  if (c->space.empty()) {  // an epigone not yet in play (R7a): nobody to assassinate
    const state::Character* meant = likely_meant(in.state, *c, a.who.written);
    out.problem = meant != nullptr
                      ? Message{Msg::kill_not_on_map_guess,
                                {name, arg::Character{meant->name}, arg::Clause{"R9c.kill.1"}}}
                      : Message{Msg::kill_not_on_map, {name, arg::Clause{"R9c.kill.1"}}};
  } else if (c->kind != state::CharacterKind::royal && c->side == in.side) {
    out.problem = Message{Msg::kill_own_leader, {name, arg::Clause{"R9c.kill.3"}}};
  } else if (c->id == "cleopatre" && rules::cleopatre_husband_side(in.state) == in.side) {
    out.problem = Message{Msg::kill_husband_side, {arg::Clause{"R9c.kill.4"}}};
  } else if (!held_by(in.map, in.state, *c, in.side)) {
    out.problem = Message{Msg::kill_not_held, {name, arg::Clause{"R9c.kill.1"}}};
  }
  if (out.problem) return out;
  if (const state::Character* p = in.state.character(rules::pair_partner(c->id)))
    if (p->alive) out.warnings.push_back(fmt::format("{} dies too (R9c.kill.2)", p->name));
  out.warnings.push_back("an assassination costs prestige (R9c.kill.5, R13.pp.5-6, R13.pp.8)");
  return out;
}

void assassinate(StepContext& ctx) {
  // One at a time on the position as it stands: a second order for a victim already dead is
  // ignored.
  for (const OrderRef& r : ctx.of_kind(orders::OrderKind::assassinate)) {
    if (!accept(ctx, r)) continue;
    const std::string& killer = ctx.side(r);
    const state::Character* c = season::resolve_character(
        ctx.work, killer, orders::get<orders::Assassinate>(ctx.order(r).body).who);
    const std::string victim = c->id;
    for (const std::string& id : {victim, rules::pair_partner(victim)}) {  // R9c.kill.2
      state::Character* v = ctx.work.character(id);
      if (v == nullptr || !v->alive) continue;
      v->alive = false;
      rules::detach_character(ctx.work, id);
      ctx.facts.deaths.push_back({id, killer, true});
      ctx.log(Message{Msg::log_assassinates, {arg::Side{killer}, arg::Character{v->name}}});
      // R6b.cleo.5: Cléopâtre survives her husband, a widow.
      state::Character* cleo = ctx.work.character("cleopatre");
      if (cleo != nullptr && cleo->alive && cleo->husband == id) {
        cleo->husband.clear();
        ctx.event(Message{Msg::cleopatre_widowed, {arg::Clause{"R6b.cleo.5"}}});
      }
    }
    const Message done{
        Msg::character_assassinated,
        {who(ctx.work, victim), side_arg(ctx.work, killer), arg::Clause{"R9c.kill.1"}}};
    ctx.event(done);
    ctx.note(r, OrderStatus::succeeded, done);
  }
}

}  // namespace dia::adj::intrigue
