#include "adjudicator/rules/release.hpp"

#include <fmt/format.h>
#include <set>

#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/rules/names.hpp"

namespace dia::adj::rules {

StepReport free_in_citadel(state::GameState& state, const std::string& citadel,
                           const std::string& former_owner, const char* clause) {
  StepReport out;
  std::set<std::string> done;
  for (std::size_t k = 0; k < state.characters.size(); ++k) {
    const state::Character c = state.characters[k];
    if (!c.alive || c.space != citadel || !held(c) || c.controller != former_owner) continue;
    if (done.count(c.id) != 0) continue;
    done.insert(c.id);
    done.insert(pair_partner(c.id));
    std::vector<Arg> args{arg::Place{citadel}};
    for (Arg& a : pair_args(state, c.id)) args.push_back(std::move(a));
    args.emplace_back(arg::Clause{clause});
    free_character(state, c.id);
    const bool royal = c.kind == state::CharacterKind::royal;
    // A pair is always royal (R6b.phil.1, R6b.rox.1): two become neutral together.
    out.add(public_event(Message{args.size() > 3 ? Msg::release_two_neutral
                                 : royal         ? Msg::release_one_neutral
                                                 : Msg::release_one_returns,
                                 std::move(args)}));
  }
  return out;
}

StepReport free_in_neutral_citadels(const map::Map& map, state::GameState& state,
                                    const std::map<std::string, std::string>& before_control) {
  StepReport out;
  for (const map::Space& s : map.spaces) {
    if (!s.is_citadel()) continue;
    const auto was = before_control.find(s.code);
    if (was == before_control.end() || !state.controller_of(s.code).empty()) continue;
    const state::Unit* u = state.unit_at(s.code);
    if (u != nullptr && u->side.empty()) continue;  // joined a revolt or an auction lot
    out.append(free_in_citadel(state, s.code, was->second, "R6b.free.1"));
  }
  return out;
}

}  // namespace dia::adj::rules
