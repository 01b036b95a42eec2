#include "adjudicator/rules/accord.hpp"

#include <algorithm>

namespace dia::adj::rules {

namespace {
bool in_india(const std::string& space) {
  return space == gandhara || space == india;
}
}  // namespace

bool may_be_promoted(const state::Unit& unit) {
  return !unit.elephants;
}

bool closed_by_accord(const state::GameState& state, const std::string& space) {
  return state.india_closed && in_india(space);
}

std::vector<std::string> india_occupiers(const state::GameState& state) {
  std::vector<std::string> out;
  for (const state::Side& s : state.sides) {
    const bool unit =
        std::any_of(state.units.begin(), state.units.end(),
                    [&](const state::Unit& u) { return u.side == s.id && in_india(u.space); });
    bool leader = false;
    for (const std::string& id : {s.diadoque, s.epigone})
      if (const state::Character* c = state.character(id))
        leader = leader || (c->alive && c->controller == s.id && in_india(c->space));
    if (unit || leader) out.push_back(s.id);
  }
  return out;
}

}  // namespace dia::adj::rules
