#include "adjudicator/season/combat.hpp"

namespace dia::adj::season {

bool leader_bonus(const state::GameState& state, const state::Unit& unit) {
  if (unit.commander.empty() || unit.commander_since.empty()) return false;
  const state::Character* c = state.character(unit.commander);
  if (c == nullptr || !c->alive || c->prisoner) return false;
  const bool diadoque = c->kind == state::CharacterKind::diadoque && c->side == unit.side;
  const bool olympias = c->id == "olympias" && c->controller == unit.side;
  if (!diadoque && !olympias) return false;
  // Season ids sort in game order (state/season.hpp).
  return unit.commander_since < state.season.id();
}

int combat_value(const state::GameState& state, const state::Unit& unit) {
  return state::info(unit.type).combat + (leader_bonus(state, unit) ? 1 : 0);
}

}  // namespace dia::adj::season
