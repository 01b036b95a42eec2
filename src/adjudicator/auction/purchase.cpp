#include "adjudicator/auction/purchase.hpp"

#include "adjudicator/season/pieces.hpp"
#include "common/text.hpp"
#include "report/catalogue.hpp"

namespace dia::adj::auction {

namespace {

void say(intrigue::StepContext& ctx, Message m) {
  ctx.log(Message{Msg::log_prefixed, {arg::Clause{"R11b"}, arg::Sub{{m}}}});
  ctx.event(std::move(m));
}

// R11b.win.1, R6b: a character with the unit, or in its citadel, comes under the winner's control:
// his own side's leader is freed, another side's is its prisoner, a royal changes side.
void take(intrigue::StepContext& ctx, state::Character& c, const std::string& winner) {
  const arg::Side who{season::side_name(ctx.work, winner)};
  c.controller = winner;
  if (c.kind == state::CharacterKind::royal) {
    say(ctx,
        {Msg::character_changes_side, {arg::Character{c.name}, who, arg::Clause{"R11b.win.1"}}});
  } else if (c.side == winner) {
    c.prisoner = false;
    say(ctx, {Msg::character_freed_by, {arg::Character{c.name}, arg::Clause{"R11b.win.1"}}});
  } else {
    c.prisoner = true;
    say(ctx, {Msg::character_captured,
              {arg::Character{c.name}, who, arg::Place{c.space}, arg::Clause{"R11b.win.1"}}});
  }
}

}  // namespace

void join_winner(intrigue::StepContext& ctx, std::size_t unit, const std::string& winner) {
  state::GameState& st = ctx.work;
  state::Unit& u = st.units[unit];
  u.side = winner;
  u.neutral_label.clear();
  u.previous_owner.clear();
  u.auction_offers = 0;
  // A commander held by the revolt (R11a.sup.5 executes the commander; the others stay with the
  // unit) goes with it as the attached ones do.
  for (const std::string& id : u.attached)
    if (state::Character* c = st.character(id)) take(ctx, *c, winner);
  if (!u.commander.empty())
    if (state::Character* c = st.character(u.commander)) take(ctx, *c, winner);
  // R11b.win.1, R11e: its province, or its citadel and the characters shut in it, at once.
  const std::optional<map::SpaceId> where = ctx.map.find_space(u.space);
  if (!where) return;
  const map::Space& sp = ctx.map.space(*where);
  if (sp.is_sea()) return;
  st.control[sp.code] = winner;
  if (!sp.is_citadel()) return;
  for (state::Character& c : st.characters)
    if (c.alive && c.controller != winner && fold_name(c.space) == fold_name(sp.code))
      take(ctx, c, winner);
}

}  // namespace dia::adj::auction
