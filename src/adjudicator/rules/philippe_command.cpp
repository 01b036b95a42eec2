#include "adjudicator/rules/philippe_command.hpp"

#include <fmt/format.h>
#include <algorithm>

#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/rules/names.hpp"

namespace dia::adj::rules {

StepReport philippe_command_check(state::GameState& state) {
  StepReport out;
  const state::Character* p = state.character(philippe_iii);
  if (p == nullptr || !p->alive || p->controller.empty()) return out;
  const bool commands =
      std::any_of(state.units.begin(), state.units.end(),
                  [](const state::Unit& u) { return u.commander == philippe_iii; });
  if (commands) return out;
  const std::string from = p->controller;
  std::vector<Arg> args = pair_args(state, philippe_iii);
  const bool two = args.size() > 1;
  const std::string space = p->space;
  free_character(state, philippe_iii);
  args.insert(args.end(), {side_arg(state, from), arg::Place{space}});
  out.add(public_event(
      Message{two ? Msg::philippe_no_unit_two : Msg::philippe_no_unit_one, std::move(args)}));
  return out;
}

}  // namespace dia::adj::rules
