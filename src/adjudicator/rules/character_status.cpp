#include "adjudicator/rules/character_status.hpp"

#include <algorithm>

namespace dia::adj::rules {

int carrier_of(const state::GameState& state, const std::string& character) {
  for (std::size_t i = 0; i < state.units.size(); ++i) {
    const state::Unit& u = state.units[i];
    if (u.commander == character ||
        std::find(u.attached.begin(), u.attached.end(), character) != u.attached.end())
      return static_cast<int>(i);
  }
  return -1;
}

void detach_character(state::GameState& state, const std::string& character) {
  for (state::Unit& u : state.units) {
    if (u.commander == character) {
      u.commander.clear();
      u.commander_since.clear();
    }
    std::erase(u.attached, character);
  }
}

bool escorted(const state::GameState& state, const state::Character& c) {
  if (c.kind != state::CharacterKind::royal || c.controller.empty() || c.space.empty())
    return false;
  return std::any_of(
      state.characters.begin(), state.characters.end(), [&](const state::Character& d) {
        return d.alive && d.kind != state::CharacterKind::royal && d.side == c.controller &&
               d.controller == c.controller && d.space == c.space;
      });
}

bool alone(const state::GameState& state, const state::Character& c) {
  return carrier_of(state, c.id) < 0 && !escorted(state, c);
}

std::string pair_partner(const std::string& character) {
  if (character == "philippe-iii") return "eurydice";
  if (character == "eurydice") return "philippe-iii";
  if (character == "roxane") return "alexandre-iv";
  if (character == "alexandre-iv") return "roxane";
  return {};
}

bool held(const state::Character& c) {
  if (c.controller.empty()) return false;
  return c.kind == state::CharacterKind::royal || c.controller != c.side;
}

std::vector<std::string> free_character(state::GameState& state, const std::string& character) {
  std::vector<std::string> freed;
  for (const std::string& id : {character, pair_partner(character)}) {
    state::Character* c = state.character(id);
    if (c == nullptr || !c->alive) continue;
    detach_character(state, id);
    c->controller = c->kind == state::CharacterKind::royal ? std::string() : c->side;
    c->prisoner = false;
    freed.push_back(c->name);
  }
  return freed;
}

std::vector<Arg> pair_args(const state::GameState& state, const std::string& character) {
  const state::Character* c = state.character(character);
  std::vector<Arg> out{arg::Character{c != nullptr ? c->name : character}};
  const state::Character* p = state.character(pair_partner(character));
  if (p != nullptr && p->alive) out.emplace_back(arg::Character{p->name});
  return out;
}

Message names_of(const state::GameState& state, const std::string& character) {
  std::vector<Arg> args = pair_args(state, character);
  const Msg id = args.size() > 1 ? Msg::names_two : Msg::names_one;
  return Message{id, std::move(args)};
}

}  // namespace dia::adj::rules
