// R14e.nora: Nora and Isaura rise. Both citadels turn neutral, their garrisons are eliminated
// and every character inside is captured (uprising_retreat's capture_by_revolt: an RF member
// becomes neutral and held by the revolt, a diadoque or epigone is killed); the provinces that
// contain them turn neutral too unless occupied; Isaura's treasure disappears.
//
// A province whose other citadel a player holds is his, not neutral (S1:L1184–1185, R11e.ctrl.6:
// "Si une des citadelles est neutre, la province appartient au joueur contrôlant l'autre
// citadelle"). L1353 makes the province follow its risen city, which is all it does when the
// city was the province's only held citadel; it does not override L1185. So the rising says
// nothing of such a province and leaves it to the other citadel's owner, as the season's
// control update would (audit4 q05: the results said "PHR devient neutre" while PHR stayed
// Antigone's, who holds Gordion).
#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/events/instant_revolts.hpp"
#include "adjudicator/events/uprising_retreat.hpp"
#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::events {

namespace {

const std::string label = "nora_isaura";

// The single player holding a citadel of `province` other than the risen one, if any
// (S1:L1184–1185).
std::string other_citadel_owner(const StepContext& ctx, map::SpaceId province) {
  std::string owner;
  for (map::SpaceId c : ctx.map.space(province).citadels) {
    const std::string o = ctx.work.controller_of(ctx.map.space(c).code);
    if (o.empty()) continue;
    if (!owner.empty() && owner != o) return {};
    owner = o;
  }
  return owner;
}

// R14e.nora.2 (PROPOSED): "unoccupied" = no army and no diadoque or epigone in the province.
bool occupied(const state::GameState& g, const std::string& province) {
  const bool army = std::any_of(g.units.begin(), g.units.end(), [&](const state::Unit& u) {
    return u.space == province && !state::is_fleet(u.type);
  });
  const bool leader =
      std::any_of(g.characters.begin(), g.characters.end(), [&](const state::Character& c) {
        return c.alive && c.space == province && c.kind != state::CharacterKind::royal;
      });
  return army || leader;
}

void rise(StepContext& ctx, const std::string& citadel) {
  state::GameState& g = ctx.work;
  turn_neutral(ctx, citadel, "R14e.nora.1");
  // R14e.nora.1: the garrison is eliminated; its commander and the characters inside are
  // captured with everyone else in the citadel.
  for (std::size_t i = 0; i < g.units.size();) {
    if (g.units[i].space != citadel) {
      ++i;
      continue;
    }
    ctx.event(
        Text{Message{Msg::instant_garrison_eliminated,
                     {arg::Piece{season::describe(g, g.units[i])}, arg::Clause{"R14e.nora.1"}}}});
    ctx.log(Message{Msg::log_nora_garrison,
                    {arg::Words{std::string(state::code(g.units[i].type))}, arg::Place{citadel},
                     arg::Side{g.units[i].side}}});
    g.units.erase(g.units.begin() + static_cast<std::ptrdiff_t>(i));
  }
  for (state::Character& c : g.characters) {
    if (!c.alive || c.space != citadel) continue;
    rules::detach_character(g, c.id);
    capture_by_revolt(ctx, c, label);
  }
}

}  // namespace

void apply_nora_isaura(StepContext& ctx) {
  state::GameState& g = ctx.work;
  for (const char* name : {"Nora", "Isaura"}) {
    const std::string citadel = name;
    const auto id = ctx.map.find_space(citadel);
    if (!id || !ctx.map.space(*id).is_citadel()) {
      ctx.log(Message{Msg::log_no_citadel, {arg::Place{citadel}}});
      continue;
    }
    rise(ctx, citadel);
    // R14e.nora.2: the province around it, if unoccupied.
    const map::SpaceId province_id = ctx.map.space(*id).citadel->province;
    const std::string province = ctx.map.space(province_id).code;
    if (occupied(g, province)) {
      ctx.event(Text{Message{Msg::instant_province_occupied,
                             {arg::Place{province}, arg::Clause{"R14e.nora.2"}}}});
      ctx.log(Message{Msg::log_nora_province_occupied, {arg::Place{province}}});
    } else if (const std::string owner = other_citadel_owner(ctx, province_id); !owner.empty()) {
      g.control[province] = owner;  // R11e.ctrl.6; a change shows in the control changes
    } else {
      turn_neutral(ctx, province, "R14e.nora.2");
    }
  }
  // R14e.nora.3: Isaura's treasure disappears (rather than going to anybody).
  const auto t = g.treasures.find("Isaura");
  if (t != g.treasures.end() && t->second > 0) {
    ctx.event(
        Text{Message{Msg::revolt_treasure_gone,
                     {arg::Place{"Isaura"}, arg::Number{t->second}, arg::Clause{"R14e.nora.3"}}}});
    ctx.log(Message{Msg::log_isaura_treasure, {arg::Number{t->second}}});
  }
  if (t != g.treasures.end()) g.treasures.erase(t);
}

}  // namespace dia::adj::events
