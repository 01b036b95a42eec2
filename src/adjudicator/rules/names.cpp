#include "adjudicator/rules/names.hpp"

namespace dia::adj::rules {

std::string unit_label(const state::Unit& unit, const state::GameState* state) {
  std::string out(state::code(unit.type));
  if (state && !unit.commander.empty()) {
    if (const state::Character* c = state->character(unit.commander)) {
      if (c->kind == state::CharacterKind::diadoque) out += '*';
      if (c->kind == state::CharacterKind::epigone) out += '#';
    }
  }
  return out + " " + unit.space;
}

std::string side_name(const state::GameState& state, const std::string& side, bool french) {
  if (side.empty()) return french ? "neutre" : "neutral";
  if (const state::Side* s = state.side(side)) {
    if (const state::Character* d = state.character(s->diadoque)) return d->name;
  }
  return side;
}

}  // namespace dia::adj::rules
