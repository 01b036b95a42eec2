#include "adjudicator/winter/build_place.hpp"

#include <algorithm>

#include "adjudicator/season/pieces.hpp"

namespace dia::adj::winter {

namespace {

bool controls(const state::GameState& state, const std::string& side, const map::Space& s) {
  return state.controller_of(s.code) == side;
}

bool empty(const state::GameState& state, const map::Space& s) {
  return state.unit_at(s.code) == nullptr;
}

// A port citadel the side controls, in a coastal province it controls (R10.build.6, .7, .9).
bool own_port_citadel(const map::Map& map, const state::GameState& state, const std::string& side,
                      const map::Space& c) {
  if (!c.is_citadel() || !c.citadel || !c.citadel->port) return false;
  return controls(state, side, c) && controls(state, side, map.space(c.citadel->province));
}

bool has_access(const map::Space& citadel, map::SpaceId sea) {
  const auto& a = citadel.citadel->sea_access;
  return std::find(a.begin(), a.end(), sea) != a.end();
}

// R10.build.7 (and R10.prom.2): a sea zone with access to an own port citadel.
bool sea_served_by_own_citadel(const map::Map& map, const state::GameState& state,
                               const std::string& side, map::SpaceId sea) {
  return std::any_of(map.spaces.begin(), map.spaces.end(), [&](const map::Space& c) {
    return own_port_citadel(map, state, side, c) && has_access(c, sea);
  });
}

// R10.build.8: a sea zone reached by the dotted arrow of a port lying in a province the side
// controls.
bool sea_reached_by_own_port(const map::Map& map, const state::GameState& state,
                             const std::string& side, map::SpaceId sea) {
  return std::any_of(map.spaces.begin(), map.spaces.end(), [&](const map::Space& p) {
    if (!p.is_land() || !controls(state, side, p)) return false;
    return std::any_of(p.ports.begin(), p.ports.end(),
                       [&](const map::Port& port) { return port.sea == sea; });
  });
}

bool enemy_army_in(const state::GameState& state, const std::string& side,
                   const map::Space& province) {
  const state::Unit* u = state.unit_at(province.code);
  return u != nullptr && u->side != side && !state::is_fleet(u->type);
}

Message place_problem(const map::Space& s, const char* clause) {
  return Message{Msg::winter_build_place, {arg::Place{s.code}, arg::Clause{clause}}};
}

}  // namespace

int citadel_income(const map::Map&, const state::GameState& state, const std::string& side,
                   const map::Space& citadel) {
  if (citadel.citadel->cls == map::CitadelClass::minor) return 1;
  const state::Side* s = state.side(side);
  return (s != nullptr && s->capital == citadel.code) ? 31 : 11;
}

std::optional<int> besieged_price_cap(const map::Map& map, const state::GameState& state,
                                      const std::string& side, map::SpaceId citadel) {
  const map::Space& c = map.space(citadel);
  if (!c.is_citadel() || !c.citadel) return std::nullopt;
  if (!enemy_army_in(state, side, map.space(c.citadel->province))) return std::nullopt;
  return citadel_income(map, state, side, c);
}

std::optional<Message> build_problem(const map::Map& map, const state::GameState& state,
                                     const std::string& side, state::UnitType type,
                                     map::SpaceId space) {
  const map::Space& s = map.space(space);
  if (!state::is_fleet(type)) {
    if (s.is_sea()) return place_problem(s, "R10.build.2");
    if (!empty(state, s))
      return Message{Msg::winter_space_occupied, {arg::Place{s.code}, arg::Clause{"R10.build.2"}}};
    if (s.is_citadel()) {  // R10.build.3
      if (!controls(state, side, s)) return place_problem(s, "R10.build.3");
      return std::nullopt;
    }
    // R10.build.2: a province with a citadel the side controls.
    const bool own = std::any_of(s.citadels.begin(), s.citadels.end(), [&](map::SpaceId c) {
      return controls(state, side, map.space(c));
    });
    if (!own) return place_problem(s, "R10.build.2");
    return std::nullopt;
  }
  if (s.is_land()) return place_problem(s, "R10.build.6");
  if (!empty(state, s))
    return Message{Msg::winter_space_occupied, {arg::Place{s.code}, arg::Clause{"R10.build.7"}}};
  if (s.is_citadel()) {  // R10.build.6
    if (!own_port_citadel(map, state, side, s)) return place_problem(s, "R10.build.6");
    return std::nullopt;
  }
  if (sea_served_by_own_citadel(map, state, side, space)) return std::nullopt;  // R10.build.7
  // R10.build.8, .9: a port's arrow allows a mercenary fleet only.
  if (type == state::UnitType::F && sea_reached_by_own_port(map, state, side, space))
    return std::nullopt;
  return place_problem(s, type == state::UnitType::F ? "R10.build.8" : "R10.build.9");
}

std::vector<map::SpaceId> own_citadels_for(const map::Map& map, const state::GameState& state,
                                           const std::string& side, state::UnitType type,
                                           map::SpaceId space,
                                           const std::vector<map::SpaceId>& listed) {
  std::vector<map::SpaceId> out;
  auto fits = [&](map::SpaceId c) {
    const map::Space& cs = map.space(c);
    if (!cs.is_citadel() || !cs.citadel || !empty(state, cs)) return false;
    if (std::find(out.begin(), out.end(), c) != out.end()) return false;
    if (state::is_fleet(type))
      return own_port_citadel(map, state, side, cs) && has_access(cs, space);
    return cs.citadel->province == space && controls(state, side, cs);
  };
  for (map::SpaceId c : listed)
    if (fits(c)) out.push_back(c);
  std::vector<map::SpaceId> rest;
  for (std::size_t i = 0; i < map.spaces.size(); ++i) {
    const auto id = static_cast<map::SpaceId>(i);
    if (fits(id)) rest.push_back(id);
  }
  // R10.build.11 (PROPOSED): a major before a minor.
  std::stable_sort(rest.begin(), rest.end(), [&](map::SpaceId a, map::SpaceId b) {
    auto major = [&](map::SpaceId c) {
      return map.space(c).citadel->cls != map::CitadelClass::minor;
    };
    return major(a) && !major(b);
  });
  out.insert(out.end(), rest.begin(), rest.end());
  return out;
}

std::optional<Message> promotion_place_problem(const map::Map& map, const state::GameState& state,
                                               const state::Unit& unit) {
  const std::optional<map::SpaceId> where = season::space_of(map, unit.space);
  if (!where) return Message{Msg::winter_promote_place, {arg::Place{unit.space}}};
  const map::SpaceId id = *where;
  const map::Space& s = map.space(id);
  if (!state::is_fleet(unit.type)) {
    // R10.prom.1: in a citadel, or in the province of a citadel the side controls.
    if (s.is_citadel() && controls(state, unit.side, s)) return std::nullopt;
    if (s.is_land() && std::any_of(s.citadels.begin(), s.citadels.end(), [&](map::SpaceId c) {
          return controls(state, unit.side, map.space(c));
        }))
      return std::nullopt;
    return Message{Msg::winter_promote_place, {arg::Place{s.code}, arg::Clause{"R10.prom.1"}}};
  }
  // R10.prom.2: in a port citadel, or in a sea zone with access to an own port citadel.
  if (s.is_citadel() && s.citadel && s.citadel->port && controls(state, unit.side, s))
    return std::nullopt;
  if (s.is_sea() && sea_served_by_own_citadel(map, state, unit.side, id)) return std::nullopt;
  return Message{Msg::winter_promote_place, {arg::Place{s.code}, arg::Clause{"R10.prom.2"}}};
}

bool controls_a_port(const map::Map& map, const state::GameState& state, const std::string& side) {
  return std::any_of(map.spaces.begin(), map.spaces.end(), [&](const map::Space& s) {
    if (!controls(state, side, s)) return false;
    if (s.is_citadel()) return s.citadel && s.citadel->port;
    return s.is_land() && !s.ports.empty();
  });
}

}  // namespace dia::adj::winter
