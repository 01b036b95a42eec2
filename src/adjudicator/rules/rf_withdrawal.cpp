#include "adjudicator/rules/rf_withdrawal.hpp"

#include <fmt/format.h>
#include <algorithm>
#include <set>

#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/rules/names.hpp"

namespace dia::adj::rules {

std::vector<std::string> withdrawal_citadels(const map::Map& map, const state::GameState& state,
                                             const std::string& space) {
  std::vector<std::string> out;
  const auto id = map.find_space(space);
  if (!id) return out;
  const map::Space& s = map.space(*id);
  auto neutral = [&](const map::Space& c) { return state.controller_of(c.code).empty(); };
  if (s.is_land()) {
    for (map::SpaceId c : s.citadels)
      if (neutral(map.space(c))) out.push_back(map.space(c).code);
  } else if (s.is_sea()) {
    for (const map::Space& c : map.spaces) {
      if (!c.citadel || !c.citadel->port || !neutral(c)) continue;
      const auto& access = c.citadel->sea_access;
      if (std::find(access.begin(), access.end(), *id) != access.end()) out.push_back(c.code);
    }
  }
  return out;
}

StepReport withdraw_royal_family(const map::Map& map, state::GameState& state, state::Dice& dice) {
  StepReport out;
  std::set<std::string> done;
  for (std::size_t k = 0; k < state.characters.size(); ++k) {
    const state::Character c = state.characters[k];
    if (c.kind != state::CharacterKind::royal || !c.alive || c.space.empty()) continue;
    if (!c.controller.empty() || done.count(c.id) != 0) continue;
    // A member a revolt holds (R14d.ret.2, R14e.eto.7) is the revolt's: it moves on the GM's
    // orders (season/neutral_orders), not on its own.
    if (!c.held_by.empty()) continue;
    // Held by a neutral unit (rebels, R11a.sup.5): not alone, he stays with it.
    if (carrier_of(state, c.id) >= 0) continue;
    const auto where = map.find_space(c.space);
    if (!where || map.space(*where).is_citadel()) continue;
    const std::string partner = pair_partner(c.id);
    const state::Character* p = state.character(partner);
    const bool pair = p != nullptr && p->alive;
    done.insert(c.id);
    done.insert(partner);
    const std::vector<std::string> choices = withdrawal_citadels(map, state, c.space);
    if (choices.empty()) {
      out.note(
          Message{Msg::log_rf_stays, {arg::Sub{{names_of(state, c.id)}}, arg::Place{c.space}}});
      continue;
    }
    std::size_t pick = 0;
    if (choices.size() > 1) {
      std::string list;
      for (const std::string& x : choices) list += (list.empty() ? "" : ", ") + x;
      pick = dice.draw(choices.size(), Message{Msg::roll_rf_withdrawal,
                                               {arg::Sub{{names_of(state, c.id)}},
                                                arg::Place{c.space}, arg::Words{list}}});
    }
    const std::string& to = choices[pick];
    for (const std::string& id : {c.id, partner})
      if (state::Character* m = state.character(id); m != nullptr && m->alive) m->space = to;
    std::vector<Arg> args = pair_args(state, c.id);
    args.insert(args.end(), {arg::Place{c.space}, arg::Place{to}});
    Message said{pair ? Msg::rf_withdraws_two : Msg::rf_withdraws_one, std::move(args)};
    if (choices.size() > 1) said = Message{Msg::randomly_drawn, {arg::Sub{{std::move(said)}}}};
    out.add(public_event(std::move(said)));
  }
  return out;
}

}  // namespace dia::adj::rules
