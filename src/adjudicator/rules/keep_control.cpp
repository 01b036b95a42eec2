#include "adjudicator/rules/keep_control.hpp"

#include <fmt/format.h>
#include <set>

#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/rules/names.hpp"
#include "adjudicator/rules/philippe_command.hpp"

namespace dia::adj::rules {
namespace {

bool with_unit_of(const state::GameState& state, const state::Character& c,
                  const std::string& side) {
  const int u = carrier_of(state, c.id);
  return u >= 0 && state.units[static_cast<std::size_t>(u)].side == side;
}

bool in_citadel_of(const map::Map& map, const state::GameState& state, const state::Character& c,
                   const std::string& side) {
  const auto s = map.find_space(c.space);
  return s && map.space(*s).is_citadel() && state.controller_of(c.space) == side;
}

bool commands_unit_of(const state::GameState& state, const std::string& id,
                      const std::string& side) {
  for (const state::Unit& u : state.units)
    if (u.commander == id && u.side == side) return true;
  return false;
}

bool philippe_alive(const state::GameState& state) {
  const state::Character* p = state.character(philippe_iii);
  return p != nullptr && p->alive;
}

// Whether `c` passes his keep-control test (R6b.keep.1–3) under his controller.
std::pair<bool, const char*> kept(const map::Map& map, const state::GameState& state,
                                  const state::Character& c) {
  const std::string& side = c.controller;
  if (c.kind != state::CharacterKind::royal)
    return {with_unit_of(state, c, side) || in_citadel_of(map, state, c, side), "R6b.keep.1"};
  if (c.id == philippe_iii || (c.id == "eurydice" && philippe_alive(state)))
    return {commands_unit_of(state, philippe_iii, side), "R6b.keep.2"};
  return {with_unit_of(state, c, side) || escorted(state, c) || in_citadel_of(map, state, c, side),
          "R6b.keep.3"};
}

}  // namespace

StepReport keep_control_check(const map::Map& map, state::GameState& state) {
  StepReport out;
  std::set<std::string> done;
  for (std::size_t k = 0; k < state.characters.size(); ++k) {
    const state::Character c = state.characters[k];
    if (!c.alive || c.space.empty() || !held(c) || done.count(c.id) != 0) continue;
    if (c.id == "eurydice" && philippe_alive(state)) continue;  // she follows him (R6b.phil.1)
    const std::string partner = pair_partner(c.id);
    done.insert(c.id);
    done.insert(partner);
    auto [ok, clause] = kept(map, state, c);
    if (const state::Character* p = state.character(partner); !ok && p != nullptr && p->alive)
      ok = kept(map, state, *p).first;
    if (ok) continue;
    const bool royal = c.kind == state::CharacterKind::royal;
    const std::vector<Arg> who = pair_args(state, c.id);
    const bool two = who.size() > 1;
    const std::string from = c.controller;
    free_character(state, c.id);
    // A pair is always royal (R6b.phil.1, R6b.rox.1): two become neutral together.
    std::vector<Arg> args = who;
    args.insert(args.end(), {side_arg(state, from), arg::Place{c.space}, arg::Clause{clause}});
    out.add(public_event(Message{two     ? Msg::escape_two_neutral
                                 : royal ? Msg::escape_one_neutral
                                         : Msg::escape_one_returns,
                                 std::move(args)}));
  }
  return out;
}

}  // namespace dia::adj::rules
