// R14e.tar: the Tarentine offer. Tarente passes without a siege to the side of the unit in ITA,
// else of a military leader there (a seeded draw between sides if several), never to the
// Romans; that side scores +1 PP (R13.pp.17) and receives Tarente's treasure, if still there,
// at the end of the turn (R14e.tar.3, an exception to R14d.gen.14).
#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/events/instant_revolts.hpp"
#include "adjudicator/events/under_way.hpp"
#include "adjudicator/events/uprising_retreat.hpp"
#include "adjudicator/rules/names.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::events {

namespace {

const std::string label = "tarentins";
const std::string city = "Tarente";
const std::string province = "ITA";

// R14e.tar.1: the Romans count as holding Tarente when no player does and their attack is on its
// second mission or later. From then on Tarente is theirs to take (R14f.rome.2: a siege, even of
// a neutral Tarente, since an intervention acquires no citadel without one, S1:L1308), and a
// Roman siege that takes it leaves it neutral: the state keeps no record of which it is, so the
// offer stays closed for both. On its first mission Rome may not touch Tarente (R14f.rome.1),
// which stays the Tarentines' own.
bool roman(const state::GameState& g) {
  if (!g.controller_of(city).empty()) return false;
  const state::Uprising* rome = under_way(g, "rome");
  if (rome != nullptr && rome->mission >= 2) return true;
  const state::Unit* in_city = g.unit_at(city);
  return in_city != nullptr && in_city->side.empty() && in_city->neutral_label.starts_with("rome");
}

// R14e.tar.2, R14e.tar.4 (PROPOSED): the side of the unit in ITA; else the sides of the military
// leaders there, in the state's side order.
std::vector<std::string> candidates(const state::GameState& g) {
  if (const state::Unit* u = g.unit_at(province); u != nullptr && !u->side.empty())
    return {u->side};  // a neutral unit (the Romans) never receives it
  std::vector<std::string> sides;
  for (const state::Side& s : g.sides) {
    if (s.eliminated) continue;
    const bool leader =
        std::any_of(g.characters.begin(), g.characters.end(), [&](const state::Character& c) {
          return c.alive && !c.prisoner && c.space == province && c.controller == s.id &&
                 season::is_leader(c);
        });
    if (leader) sides.push_back(s.id);
  }
  return sides;
}

}  // namespace

void apply_tarentines(StepContext& ctx, state::Dice& dice) {
  state::GameState& g = ctx.work;
  const std::string name = revolt_name(ctx.map, label);
  if (const std::string holder = g.controller_of(city); !holder.empty()) {
    ctx.event(Text{Message{Msg::instant_tarente_held,
                           {arg::Words{name}, arg::Place{city}, rules::side_arg(g, holder),
                            arg::Clause{"R14e.tar.1"}}}});
    return instant_cannot_apply(ctx, "R14e.tar.1");
  }
  if (roman(g)) {
    ctx.event(Text{Message{Msg::instant_tarente_roman,
                           {arg::Words{name}, arg::Place{city}, arg::Clause{"R14e.tar.1"}}}});
    return instant_cannot_apply(ctx, "R14e.tar.1");
  }
  const std::vector<std::string> sides = candidates(g);
  if (sides.empty()) {
    ctx.event(Text{
        Message{Msg::instant_tarente_nobody, {arg::Place{province}, arg::Clause{"R14e.tar.4"}}}});
    return instant_cannot_apply(ctx, "R14e.tar.4");
  }
  std::string side = sides.front();
  if (sides.size() > 1) {
    std::string among;
    for (const std::string& s : sides) among += (among.empty() ? "" : ", ") + s;
    side = sides[dice.draw(sides.size(), Message{Msg::roll_tarente_side, {arg::Words{among}}})];
  }
  g.control[city] = side;
  ctx.event(Text{Message{Msg::instant_tarente_to,
                         {rules::side_arg(g, side), arg::Place{city}, arg::Clause{"R14e.tar.2"}}}});
  ctx.facts.prestige.push_back(
      {side, 1, "R13.pp.17",
       Text{Message{Msg::pp_tarentine_offer, {arg::Number{1}, arg::Clause{"R13.pp.17"}}}}});
  // R14e.tar.3: the treasure waits in Tarente until the end of the turn (take_tarentine_treasure
  // sets the amount then, from what is still there).
  ctx.facts.event_credits.push_back(
      {side, 0, Message{Msg::money_tarentine_treasure, {arg::Place{city}}}, "R14e.tar.3"});
  ctx.log(Message{Msg::log_tarente_passes, {arg::Side{side}}});
}

void take_tarentine_treasure(StepContext& ctx) {
  auto& credits = ctx.facts.event_credits;
  for (auto it = credits.begin(); it != credits.end();) {
    if (it->clause != "R14e.tar.3") {
      ++it;
      continue;
    }
    const auto t = ctx.work.treasures.find(city);
    if (t == ctx.work.treasures.end() || t->second <= 0) {
      ctx.log(Message{Msg::log_tarente_no_treasure, {arg::Side{it->side}}});
      it = credits.erase(it);
      continue;
    }
    it->amount = t->second;
    ctx.log(Message{Msg::log_tarente_treasure, {arg::Side{it->side}, arg::Number{t->second}}});
    ctx.work.treasures.erase(t);
    ++it;
  }
}

}  // namespace dia::adj::events
