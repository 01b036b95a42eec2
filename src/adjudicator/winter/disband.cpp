#include "adjudicator/winter/disband.hpp"

#include <fmt/format.h>

#include "adjudicator/rules/auction_lot.hpp"
#include "adjudicator/rules/philippe_command.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::winter {

int disband_fee(const state::Unit& u) {
  if (u.type == state::UnitType::Am || u.elephants) return 0;
  return state::info(u.type).price / 2;
}

namespace {

// R6b.free.4: the unit's characters stay in its space; a prisoner is freed. PROPOSED: the
// side's own leaders and the royal family members it controls stay its own, alone.
void release_characters(intrigue::StepContext& ctx, state::Unit& u) {
  std::vector<std::string> ids = u.attached;
  if (!u.commander.empty()) ids.insert(ids.begin(), u.commander);
  for (const std::string& id : ids) {
    state::Character* c = ctx.work.character(id);
    if (c == nullptr) continue;
    c->space = u.space;
    if (c->prisoner) {
      c->prisoner = false;
      c->controller = c->side;
      ctx.event(
          Message{Msg::character_released, {arg::Character{c->name}, arg::Clause{"R6b.free.4"}}});
      ctx.log(fmt::format("R6b.free.4: {} freed in {}", c->name, u.space));
    }
  }
  // R6b.phil.5: Philippe III commanded this garrison: its citadel becomes neutral.
  if (u.commander == rules::philippe_iii) {
    const std::optional<map::SpaceId> s = season::space_of(ctx.map, u.space);
    if (s && ctx.map.space(*s).is_citadel()) {
      ctx.work.control.erase(u.space);
      const state::Character* p = ctx.work.character(u.commander);
      ctx.event(Message{Msg::winter_citadel_neutral,
                        {arg::Place{u.space}, arg::Character{p != nullptr ? p->name : u.commander},
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
