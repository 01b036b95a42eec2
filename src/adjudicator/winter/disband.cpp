#include "adjudicator/winter/disband.hpp"

#include <fmt/format.h>

#include "adjudicator/rules/auction_lot.hpp"
#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/rules/philippe_command.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::winter {

int disband_fee(const state::Unit& u) {
  if (u.type == state::UnitType::Am || u.elephants) return 0;
  return state::info(u.type).price / 2;
}

namespace {

// R6b.free.4 (S1:L498–503): the unit's characters stay in its space, and those it held are
// free again: a prisoner goes back to his side, a royal family member becomes neutral
// (R6b.free.7), so that his former controller no longer earns his 5 PP (R6b.rf.3, S1:L428–429).
// The side's own diadoque or epigone stays its own, alone.
void release_characters(intrigue::StepContext& ctx, state::Unit& u) {
  const std::string commander = u.commander;  // freeing Philippe III takes his command away
  std::vector<std::string> ids = u.attached;
  if (!commander.empty()) ids.insert(ids.begin(), commander);
  for (const std::string& id : ids) {
    state::Character* c = ctx.work.character(id);
    if (c == nullptr) continue;
    c->space = u.space;
    if (c->kind == state::CharacterKind::royal && !c->controller.empty()) {
      // A pair member freed with his partner has no controller left here (R6b.phil.1, .rox.1).
      const std::string from = c->controller;
      std::vector<Arg> args = rules::pair_args(ctx.work, id);
      const bool two = args.size() > 1;
      rules::free_character(ctx.work, id);
      args.insert(args.end(), {arg::Side{season::side_name(ctx.work, from)}, arg::Place{u.space},
                               arg::Clause{"R6b.free.4"}});
      ctx.event(Message{two ? Msg::escape_two_neutral : Msg::escape_one_neutral, std::move(args)});
      ctx.log(Message{Msg::log_freed_neutral,
                      {arg::Sub{{rules::names_of(ctx.work, id)}}, arg::Place{u.space}}});
      continue;
    }
    if (c->prisoner) {
      c->prisoner = false;
      c->controller = c->side;
      ctx.event(
          Message{Msg::character_released, {arg::Character{c->name}, arg::Clause{"R6b.free.4"}}});
      ctx.log(Message{Msg::log_freed, {arg::Character{c->name}, arg::Place{u.space}}});
    }
  }
  // R6b.phil.5: Philippe III commanded this garrison: its citadel becomes neutral.
  if (commander == rules::philippe_iii) {
    const std::optional<map::SpaceId> s = season::space_of(ctx.map, u.space);
    if (s && ctx.map.space(*s).is_citadel()) {
      ctx.work.control.erase(u.space);
      const state::Character* p = ctx.work.character(commander);
      ctx.event(Message{Msg::winter_citadel_neutral,
                        {arg::Place{u.space}, arg::Character{p != nullptr ? p->name : commander},
                         arg::Clause{"R6b.phil.5"}}});
    }
  }
  u.commander.clear();
  u.attached.clear();
}

}  // namespace

void dispose_of(intrigue::StepContext& ctx, WinterFacts& facts, std::size_t unit,
                std::vector<std::size_t>& to_erase) {
  state::Unit& u = ctx.work.units[unit];
  const std::string piece = season::describe(ctx.work, u);
  facts.disbanded.push_back(u.space);
  release_characters(ctx, u);
  if (u.type == state::UnitType::Am) {  // R10.disb.2
    ctx.event(Message{Msg::winter_unit_vanishes, {arg::Piece{piece}, arg::Clause{"R10.disb.2"}}});
    to_erase.push_back(unit);
    return;
  }
  rules::put_up_for_auction(u, rules::disbanded_auction_label);  // R10.disb.7
  ctx.event(Message{Msg::winter_unit_to_auction, {arg::Piece{piece}, arg::Clause{"R10.disb.7"}}});
}

}  // namespace dia::adj::winter
