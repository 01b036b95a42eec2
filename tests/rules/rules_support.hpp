#pragma once
// Positions for the rule-module tests, on the reconstructed board (maps/diadoques.yaml).
#include <doctest/doctest.h>

#include <string>

#include "map/load.hpp"
#include "report/lang.hpp"
#include "state/game_state.hpp"

namespace dia::rules_test {

inline const map::Map& board() {
  static const map::LoadResult loaded =
      map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/diadoques.yaml");
  REQUIRE(loaded.map.has_value());
  return *loaded.map;
}

// The six sides with their diadoques and capitals (R1-T1), spring -319, nothing on the map.
inline state::GameState six_sides(state::Season season = {}) {
  state::GameState g;
  g.season = season;
  struct Row {
    const char* id;
    const char* name;
    const char* capital;
    const char* epigone;
    const char* epigone_name;
  };
  const Row rows[] = {{"cassandre", "Cassandre", "Pella", "philippe", "Philippe"},
                      {"lysimaque", "Lysimaque", "Lysimachia", "agathocle", "Agathocle"},
                      {"antigone", "Antigone", "Gordion", "demetrios", "Démétrios"},
                      {"eumene", "Eumène", "Tyane", "hyeronimos", "Hyéronimos"},
                      {"ptolemee", "Ptolémée", "Alexandrie", "ptolemee-ii", "Ptolémée II"},
                      {"seleucos", "Séleucos", "Babylone", "antiochos", "Antiochos"}};
  for (const Row& r : rows) {
    state::Side s;
    s.id = r.id;
    s.diadoque = r.id;
    s.epigone = r.epigone;
    s.capital = r.capital;
    g.sides.push_back(s);
    state::Character d;
    d.id = r.id;
    d.name = r.name;
    d.kind = state::CharacterKind::diadoque;
    d.side = r.id;
    d.controller = r.id;
    g.characters.push_back(d);
    state::Character e;
    e.id = r.epigone;
    e.name = r.epigone_name;
    e.kind = state::CharacterKind::epigone;
    e.side = r.id;
    e.controller = r.id;
    g.characters.push_back(e);
  }
  for (const char* rf :
       {"philippe-iii", "eurydice", "roxane", "alexandre-iv", "olympias", "cleopatre"}) {
    state::Character c;
    c.id = rf;
    c.name = rf;
    c.kind = state::CharacterKind::royal;
    g.characters.push_back(c);
  }
  return g;
}

inline state::Unit& add_unit(state::GameState& g, state::UnitType type, const std::string& side,
                             const std::string& space) {
  state::Unit u;
  u.type = type;
  u.side = side;
  u.space = space;
  g.units.push_back(u);
  return g.units.back();
}

inline void place(state::GameState& g, const std::string& character, const std::string& space) {
  state::Character* c = g.character(character);
  REQUIRE(c != nullptr);
  c->space = space;
}

// A note or event as a player reads it (worded by the catalogue when it is data, R9a.gen.8).
inline std::string fr(const adj::Text& t) {
  return report::pick(t, report::Lang::fr);
}
inline std::string en(const adj::Text& t) {
  return report::pick(t, report::Lang::en);
}

}  // namespace dia::rules_test
