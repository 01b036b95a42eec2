#include "adjudicator/rules/regent.hpp"

#include "adjudicator/rules/scoring.hpp"

namespace dia::adj::rules {

bool has_leader(const state::GameState& state, const std::string& side) {
  const state::Side* s = state.side(side);
  if (s == nullptr || s->eliminated) return false;
  const state::Character* d = state.character(s->diadoque);
  const state::Character* e = s->epigone.empty() ? nullptr : state.character(s->epigone);
  return (d != nullptr && d->alive) || (e != nullptr && e->alive && !e->space.empty());
}

std::string regent_side(const state::GameState& state) {
  const state::Character* philippe = state.character("philippe-iii");
  const state::Character* alexandre = state.character("alexandre-iv");
  const state::Character* ward = nullptr;
  if (philippe != nullptr && philippe->alive)
    ward = philippe;  // R6b.phil.2
  else if (alexandre != nullptr && alexandre->alive)
    ward = alexandre;  // R6b.rox.2
  if (ward == nullptr || ward->controller.empty()) return {};
  return has_leader(state, ward->controller) ? ward->controller : std::string();
}

std::string cleopatre_husband_side(const state::GameState& state) {
  const state::Character* cleo = state.character("cleopatre");
  if (cleo == nullptr || !cleo->alive || cleo->husband.empty()) return {};
  const state::Character* husband = state.character(cleo->husband);
  if (husband == nullptr || !husband->alive) return {};
  return husband->side;
}

bool may_give_royal_order(const state::GameState& state, const std::string& side) {
  const state::Side* s = state.side(side);
  if (s == nullptr || s->eliminated) return false;
  return regent_side(state) == side || cleopatre_husband_side(state) == side ||
         rf_controlled(side, state) >= 2;
}

bool may_benefit(const state::GameState& state, const std::string& side) {
  if (!has_leader(state, side)) return false;
  for (const char* citadel : {"Suse", "Ecbatane", "Parsagadès"})
    if (state.controller_of(citadel) == side) return true;
  return false;
}

bool satraps_offer_possible(const state::GameState& state) {
  return state.satraps_offer.empty() && !state.satraps_offer_settled;
}

}  // namespace dia::adj::rules
