#include "adjudicator/events/field_of_action.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/auction/field.hpp"
#include "adjudicator/events/revolt_data.hpp"
#include "adjudicator/events/under_way.hpp"
#include "adjudicator/events/uprising_units.hpp"
#include "adjudicator/rules/auction_lot.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::events {

namespace {

// "While Pyrrhus is on the map": a unit of his (his Ag, or his fleet the turn it outlives him).
bool pyrrhus_on_map(const state::GameState& g) {
  return std::any_of(g.units.begin(), g.units.end(),
                     [](const state::Unit& u) { return belongs_to(u, "pyrrhus"); });
}

void add(std::vector<map::SpaceId>& field, const map::Map& map, std::string_view id) {
  if (const map::MapEvent* e = season::event_of_label(map, std::string(id)))
    for (map::SpaceId s : e->field)
      if (std::find(field.begin(), field.end(), s) == field.end()) field.push_back(s);
}

void remove(std::vector<map::SpaceId>& field, const map::Map& map, std::string_view code) {
  if (const std::optional<map::SpaceId> s = map.find_space(code)) std::erase(field, *s);
}

}  // namespace

bool in_greek_revolt(const state::GameState& state, const std::string& key) {
  for (const state::Uprising& u : state.uprisings)
    if (u.id == greek_revolt &&
        std::find(u.members.begin(), u.members.end(), key) != u.members.end())
      return true;
  return false;
}

bool pella_lost(const state::GameState& state) {
  return std::none_of(state.sides.begin(), state.sides.end(),
                      [](const state::Side& s) { return !s.eliminated && s.capital == "Pella"; });
}

const map::MapEvent* event_of_unit(const map::Map& map, const state::GameState& state,
                                   const std::string& label) {
  for (const map::MapEvent& e : map.events)
    if (e.id == label) return &e;
  if (const state::Uprising* up = under_way(state, uprising_id(label)); up != nullptr) {
    const std::string mission = fmt::format("{}.m{}", uprising_id(label), up->mission);
    for (const std::string& id : {mission, mission + ".armee"})
      for (const map::MapEvent& e : map.events)
        if (e.id == id) return &e;
  }
  return season::event_of_label(map, label);
}

std::vector<map::SpaceId> field_of_action(const map::Map& map, const state::GameState& state,
                                          const state::Unit& u) {
  if (!u.side.empty()) return {};
  if (rules::is_auction_label(u.neutral_label)) return auction::field_of(map, state, u);
  const map::MapEvent* e = event_of_unit(map, state, u.neutral_label);
  if (e == nullptr) return {};
  std::vector<map::SpaceId> field = e->field;
  const std::string key = uprising_id(u.neutral_label);
  const bool greek_land = !state::is_fleet(u.type) && in_greek_revolt(state, key);
  if (greek_land) {  // R14e.ggr.3
    field.clear();
    add(field, map, greek_revolt);
  }
  if ((greek_land || key == "etoliens") && pyrrhus_on_map(state))  // R14e.eto.4, R14e.ggr.9
    remove(field, map, "EPI");
  if (u.neutral_label == "pyrrhus") {
    // R14e.pyr.4: once his fleet has appeared (revolts.cpp records it).
    if (happened(state, "pyrrhus.flotte") || units_of_uprising(state, "pyrrhus.flotte") > 0)
      add(field, map, "pyrrhus.italie");
    if (pella_lost(state)) add(field, map, "pyrrhus.macedoine");  // R14e.pyr.7
  }
  return field;
}

std::string field_owner_name(const map::Map& map, const state::GameState& state,
                             const state::Unit& u) {
  if (rules::is_auction_label(u.neutral_label)) return season::describe(state, u);
  if (!state::is_fleet(u.type) && in_greek_revolt(state, uprising_id(u.neutral_label)))
    if (const map::MapEvent* ggr = season::event_of_label(map, std::string(greek_revolt)))
      return ggr->name;
  if (const map::MapEvent* e = event_of_unit(map, state, u.neutral_label)) return e->name;
  return u.neutral_label;
}

int retreat_field_rank(const map::Map& map, const state::GameState& state, const state::Unit& u,
                       map::SpaceId to) {
  if (!u.side.empty() || !in_greek_revolt(state, uprising_id(u.neutral_label))) return 0;
  const map::MapEvent* own = event_of_unit(map, state, u.neutral_label);
  if (own == nullptr || std::find(own->field.begin(), own->field.end(), to) != own->field.end())
    return 0;
  return 1000;  // after every rank of R9a.ret.15–17 (at most a few hundred)
}

bool may_help(const state::GameState& state, const state::Unit& helper, const state::Unit& helped) {
  if (!helper.side.empty() || !helped.side.empty()) return false;
  const std::string a = uprising_id(helper.neutral_label);
  const std::string b = uprising_id(helped.neutral_label);
  if (a == b) return true;
  if (in_greek_revolt(state, a) && in_greek_revolt(state, b)) return true;  // R14e.ggr.2
  return helper.neutral_label == "pyrrhus" && b == "etoliens";              // R14e.pyr.6
}

}  // namespace dia::adj::events
