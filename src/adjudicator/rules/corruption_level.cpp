#include "adjudicator/rules/corruption_level.hpp"

#include <algorithm>

namespace dia::adj::rules {

int royal_base_level(const std::string& character) {
  // Table R6b-T1 (CLAUSES.md R6b): each pair is handled as one piece at one level.
  if (character == "philippe-iii" || character == "eurydice") return 10;
  if (character == "roxane" || character == "alexandre-iv") return 10;
  if (character == "olympias") return 5;
  if (character == "cleopatre") return 10;
  return -1;
}

std::string target_id(const std::string& character) {
  if (character == "eurydice") return "philippe-iii";
  if (character == "alexandre-iv") return "roxane";
  return character;
}

int commander_modifier(const state::GameState& state, const state::Unit& unit) {
  if (unit.commander.empty()) return 0;
  const state::Character* c = state.character(unit.commander);
  if (c == nullptr || !c->alive) return 0;
  if (c->id == "olympias") return -5;                    // R6b.oly.2
  if (c->kind == state::CharacterKind::royal) return 0;  // Philippe III (R6b.phil.3)
  int m = 10;                                            // R6b.diad.3, R6b.epi.1
  const state::Character* cleo = state.character("cleopatre");
  if (cleo != nullptr && cleo->alive && !cleo->husband.empty() && cleo->husband == c->id)
    m += 10;  // R6b.cleo.6
  return m;
}

Level unit_level(const state::GameState& state, const state::Unit& unit, bool commander_leaves) {
  Level l;
  l.base = state::info(unit.type).corruption;
  l.counter = unit.counter_corruption;
  l.commander = commander_leaves ? 0 : commander_modifier(state, unit);
  return l;
}

Level character_level(const state::Character& character) {
  Level l;
  l.base = std::max(0, royal_base_level(character.id));
  l.counter = character.counter_corruption;
  return l;
}

int success_chance(int paid_this_year, int level) {
  return std::clamp(75 + paid_this_year - level, 0, 95);
}

}  // namespace dia::adj::rules
