#include "state/game_state.hpp"

#include <algorithm>

namespace dia::state {
namespace {

template <class Vec>
auto find_by_id(Vec& v, const std::string& id) -> decltype(&v.front()) {
  auto it = std::find_if(v.begin(), v.end(), [&](const auto& x) { return x.id == id; });
  return it == v.end() ? nullptr : &*it;
}

}  // namespace

const Side* GameState::side(const std::string& id) const {
  return find_by_id(sides, id);
}
Side* GameState::side(const std::string& id) {
  return find_by_id(sides, id);
}
const Character* GameState::character(const std::string& id) const {
  return find_by_id(characters, id);
}
Character* GameState::character(const std::string& id) {
  return find_by_id(characters, id);
}

const Unit* GameState::unit_at(const std::string& space) const {
  auto it =
      std::find_if(units.begin(), units.end(), [&](const Unit& u) { return u.space == space; });
  return it == units.end() ? nullptr : &*it;
}

std::string GameState::controller_of(const std::string& space) const {
  auto it = control.find(space);
  return it == control.end() ? std::string() : it->second;
}

}  // namespace dia::state
