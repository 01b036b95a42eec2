#include "adjudicator/season/pieces.hpp"

#include "common/text.hpp"

namespace dia::adj::season {

state::UnitType to_state_type(orders::UnitType t) {
  switch (t) {
    case orders::UnitType::army:
      return state::UnitType::A;
    case orders::UnitType::militia:
      return state::UnitType::Am;
    case orders::UnitType::elite_army:
      return state::UnitType::Ae;
    case orders::UnitType::guard:
      return state::UnitType::Ag;
    case orders::UnitType::fleet:
      return state::UnitType::F;
    case orders::UnitType::elite_fleet:
      return state::UnitType::Fe;
  }
  return state::UnitType::A;
}

UnitKind kind_of(state::UnitType t) {
  return state::is_fleet(t) ? UnitKind::fleet : UnitKind::army;
}

std::optional<map::SpaceId> space_of(const map::Map& map, const std::string& code) {
  return map.find_space(code);
}

namespace {
std::string commander_mark(const state::GameState& state, const state::Unit& unit) {
  if (unit.commander.empty()) return "";
  const state::Character* c = state.character(unit.commander);
  if (c == nullptr) return "";
  if (c->kind == state::CharacterKind::diadoque && c->side == unit.side) return "*";
  if (c->kind == state::CharacterKind::epigone && c->side == unit.side) return "#";
  return " " + c->name;
}
}  // namespace

std::string describe(const state::GameState& state, const state::Unit& unit) {
  return std::string(state::code(unit.type)) + commander_mark(state, unit) + " " + unit.space;
}

std::string describe_move(const state::GameState& state, const state::Unit& unit,
                          const std::string& to) {
  return describe(state, unit) + " " + to;
}

const state::Character* resolve_character(const state::GameState& state, const std::string& side,
                                          const orders::CharacterRef& ref) {
  const state::Side* s = state.side(side);
  switch (ref.kind) {
    case orders::CharacterKind::diadoque:
      return s != nullptr ? state.character(s->diadoque) : nullptr;
    case orders::CharacterKind::epigone:
      return s != nullptr ? state.character(s->epigone) : nullptr;
    case orders::CharacterKind::named: {
      const std::string key = fold_name(ref.name);
      for (const state::Character& c : state.characters)
        if (fold_name(c.name) == key || fold_name(c.id) == key) return &c;
      return nullptr;
    }
  }
  return nullptr;
}

bool is_leader(const state::Character& c) {
  return leader_rank(c) < 4;
}

int leader_rank(const state::Character& c) {
  if (c.kind == state::CharacterKind::diadoque) return 0;
  if (c.kind == state::CharacterKind::epigone) return 1;
  if (c.id == "philippe-iii") return 2;
  if (c.id == "olympias") return 3;
  return 4;
}

std::string side_name(const state::GameState& state, const std::string& side) {
  if (side.empty()) return "neutre";
  const state::Side* s = state.side(side);
  if (s == nullptr) return side;
  const state::Character* d = state.character(s->diadoque);
  return d != nullptr ? d->name : side;
}

std::string side_by_name(const state::GameState& state, const std::string& name) {
  const std::string key = fold_name(name);
  for (const state::Side& s : state.sides) {
    const state::Character* d = state.character(s.diadoque);
    if (fold_name(s.id) == key || (d != nullptr && fold_name(d->name) == key)) return s.id;
  }
  return "";
}

Text join(const Text& a, const Text& b) {
  if (a.empty()) return b;
  if (b.empty()) return a;
  Text out = a;
  for (const Message& m : b.messages()) out.add(m);
  return out;
}

}  // namespace dia::adj::season
