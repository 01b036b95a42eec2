// R14a at step 4: the RF member rolled on Table V dies. What follows from his death is read
// from the position by the rules that need it: his 5 PP leave his controller and PP in play
// (rules/scoring, R14a.death.2), the regent is whoever regent_side finds (R14a.death.4), a dead
// Cléopâtre's husband loses his bonus (rules/corruption_level), and the last death establishes
// the dynasties the next turn (rules/dynasties, R14a.death.5). This step kills him, takes him
// off his unit and gives a unit he commanded its next leader (R14a.death.6).
#include <fmt/format.h>

#include "adjudicator/events/steps.hpp"
#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::events {

namespace {

// R14a.death.6 (PROPOSED), R6b.lead.3: the unit's next leader by preference (diadoque >
// epigone > Philippe III > Olympias) among the leaders of its side attached to it.
void next_commander(StepContext& ctx, state::Unit& u) {
  auto best = u.attached.end();
  int rank = 4;
  for (auto it = u.attached.begin(); it != u.attached.end(); ++it) {
    const state::Character* c = ctx.work.character(*it);
    if (c == nullptr || !c->alive || c->prisoner || c->controller != u.side) continue;
    if (!season::is_leader(*c)) continue;
    if (season::leader_rank(*c) < rank) {
      rank = season::leader_rank(*c);
      best = it;
    }
  }
  if (best == u.attached.end()) {
    ctx.event(Text{Message{Msg::royal_death_no_commander,
                           {arg::Place{u.space}, arg::Clause{"R14a.death.6"}}}});
    ctx.log(Message{Msg::log_no_commander, {arg::Place{u.space}}});
    return;
  }
  u.commander = *best;
  u.commander_since = ctx.work.season.id();
  u.attached.erase(best);
  const state::Character* c = ctx.work.character(u.commander);
  ctx.event(
      Text{Message{Msg::royal_death_new_commander,
                   {arg::Character{c->name}, arg::Place{u.space}, arg::Clause{"R14a.death.6"}}}});
  ctx.log(Message{Msg::log_new_commander, {arg::Character{c->name}, arg::Place{u.space}}});
}

}  // namespace

void apply_royal_death(StepContext& ctx, state::Dice& /*dice*/) {
  const std::string id = ctx.facts.event.what;
  state::Character* c = ctx.work.character(id);
  if (c == nullptr || c->kind != state::CharacterKind::royal) {
    ctx.log(Message{Msg::log_not_rf, {arg::Words{id}}});
    return;
  }
  if (!c->alive) {  // R14a.death.1: already dead, nothing happens
    ctx.event(Text{
        Message{Msg::royal_death_already, {arg::Character{c->name}, arg::Clause{"R14a.death.1"}}}});
    ctx.log(Message{Msg::log_already_dead, {arg::Character{c->name}}});
    return;
  }
  // R14a.death.3: only the member rolled dies; his pair partner lives on alone.
  const int carrier = rules::carrier_of(ctx.work, id);
  const bool commanded =
      carrier >= 0 && ctx.work.units[static_cast<std::size_t>(carrier)].commander == id;
  rules::detach_character(ctx.work, id);
  c = ctx.work.character(id);
  const std::string controller = c->controller;
  c->alive = false;
  c->held_by.clear();
  ctx.event(
      Text{Message{Msg::royal_death_dies, {arg::Character{c->name}, arg::Clause{"R14a.death.1"}}}});
  ctx.log(
      controller.empty()
          ? Message{Msg::log_rf_dies, {arg::Character{c->name}}}
          : Message{Msg::log_rf_dies_held,  // the holder by name: "Cassandre perd ses 5 PP"
                    {arg::Character{c->name}, arg::Side{season::side_name(ctx.work, controller)}}});
  if (id == "cleopatre" && !c->husband.empty()) ctx.log(Message{Msg::log_cleopatra_bonus, {}});
  if (commanded) next_commander(ctx, ctx.work.units[static_cast<std::size_t>(carrier)]);
}

}  // namespace dia::adj::events
