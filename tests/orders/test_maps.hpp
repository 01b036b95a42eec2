#pragma once
// Small maps built in code, so the order tests do not depend on the map files: a corner of the
// classical board (the names the jDip and DATC files use) and a Diadoques-like map with the
// names the rules print (N1, NM1, NM2).
#include <string>
#include <vector>

#include "map/map.hpp"

namespace dia::test {

struct SpaceSpec {
  std::string code;
  std::string name;
  map::SpaceKind kind = map::SpaceKind::land;
  std::vector<std::string> coasts = {};
  std::vector<std::string> aliases = {};
};

inline map::Map build_map(std::string ruleset, const std::vector<SpaceSpec>& specs) {
  map::Map m;
  m.ruleset = std::move(ruleset);
  m.name = "test map";
  for (const auto& spec : specs) {
    map::Space s;
    s.code = spec.code;
    s.name = spec.name;
    s.kind = spec.kind;
    s.aliases = spec.aliases;
    auto id = static_cast<map::SpaceId>(m.spaces.size());
    map::Node main;
    main.code = spec.code;
    main.space = id;
    s.nodes.push_back(static_cast<map::NodeId>(m.nodes.size()));
    m.nodes.push_back(main);
    for (const auto& c : spec.coasts) {
      map::Node coast;
      coast.code = spec.code + "/" + c;
      coast.space = id;
      coast.coast = c;
      s.nodes.push_back(static_cast<map::NodeId>(m.nodes.size()));
      m.nodes.push_back(coast);
    }
    m.spaces.push_back(std::move(s));
  }
  m.index();
  return m;
}

inline const map::Map& classical_map() {
  using K = map::SpaceKind;
  static const map::Map m =
      build_map("classical", {{"lvp", "Liverpool"},
                              {"edi", "Edinburgh"},
                              {"lon", "London"},
                              {"yor", "Yorkshire"},
                              {"wal", "Wales"},
                              {"cly", "Clyde"},
                              {"nth", "North Sea", K::sea},
                              {"nwg", "Norwegian Sea", K::sea},
                              {"iri", "Irish Sea", K::sea},
                              {"eng", "English Channel", K::sea, {}, {"ech"}},
                              {"mao", "Mid-Atlantic Ocean", K::sea},
                              {"nao", "North Atlantic Ocean", K::sea},
                              {"nwy", "Norway", K::land, {}, {"nor"}},
                              {"swe", "Sweden"},
                              {"den", "Denmark"},
                              {"bel", "Belgium"},
                              {"hol", "Holland"},
                              {"pic", "Picardy"},
                              {"bre", "Brest"},
                              {"par", "Paris"},
                              {"bur", "Burgundy"},
                              {"gas", "Gascony"},
                              {"mar", "Marseilles"},
                              {"por", "Portugal"},
                              {"spa", "Spain", K::land, {"nc", "sc"}},
                              {"naf", "North Africa"},
                              {"wes", "Western Mediterranean", K::sea},
                              {"gol", "Gulf of Lyon", K::sea},
                              {"kie", "Kiel"},
                              {"ber", "Berlin"},
                              {"mun", "Munich"},
                              {"ruh", "Ruhr"},
                              {"pru", "Prussia"},
                              {"sil", "Silesia"},
                              {"hel", "Helgoland Bight", K::sea},
                              {"bal", "Baltic Sea", K::sea},
                              {"ska", "Skagerrak", K::sea},
                              {"lvn", "Livonia"},
                              {"war", "Warsaw"},
                              {"mos", "Moscow"},
                              {"fin", "Finland"},
                              {"stp", "St Petersburg", K::land, {"nc", "sc"}, {"Saint Petersburg"}},
                              {"bul", "Bulgaria", K::land, {"ec", "sc"}},
                              {"con", "Constantinople"},
                              {"gre", "Greece"},
                              {"ser", "Serbia"},
                              {"tri", "Trieste"},
                              {"ven", "Venice"},
                              {"tyr", "Tyrolia"},
                              {"vie", "Vienna"},
                              {"boh", "Bohemia"},
                              {"rom", "Rome"},
                              {"apu", "Apulia"},
                              {"nap", "Naples"},
                              {"tun", "Tunis"},
                              {"tys", "Tyrrhenian Sea", K::sea},
                              {"ion", "Ionian Sea", K::sea},
                              {"adr", "Adriatic Sea", K::sea},
                              {"aeg", "Aegean Sea", K::sea},
                              {"bla", "Black Sea", K::sea},
                              {"ank", "Ankara"},
                              {"bar", "Barents Sea", K::sea},
                              {"gob", "Gulf of Bothnia", K::sea}});
  return m;
}

inline const map::Map& diadoques_map() {
  using K = map::SpaceKind;
  static const map::Map m =
      build_map("diadoques", {{"MAC", "Macédoine"},
                              {"SYR", "Syrie"},
                              {"PHE", "Phénicie"},
                              {"PHR", "Phrygie"},
                              {"CIL", "Cilicie"},
                              {"COM", "Commagène"},
                              {"EGY", "Égypte"},
                              {"CHY", "Chypre"},
                              {"CAP", "Cappadoce"},
                              {"CAR", "Carie"},
                              {"THE", "Thessalie"},
                              {"IST", "Istrie"},
                              {"LAC", "Laconie"},
                              {"ARC", "Arcadie"},
                              {"CYR", "Cyrénaïque"},
                              {"GHA", "Gandhara"},
                              {"IND", "Inde"},
                              {"HYR", "Hyrcanie"},
                              {"MOR", "Méditerranée Orientale", K::sea},
                              {"SAL", "Golfe de Salamine", K::sea},
                              {"CYC", "Cyclades", K::sea},
                              {"MIO", "Mer Ionienne", K::sea},
                              {"MRD", "Mer Rhodienne", K::sea},
                              {"MIN", "Mer Intérieure", K::sea},
                              {"EGE", "Mer Égée", K::sea},
                              {"POC", "Pont-Euxin occidental", K::sea},
                              {"PRO", "Propontide", K::sea},
                              {"Alexandrie", "Alexandrie", K::citadel},
                              {"Alexandrie d'Issos", "Alexandrie d'Issos", K::citadel},
                              {"Pella", "Pella", K::citadel},
                              {"Pydna", "Pydna", K::citadel},
                              {"Athènes", "Athènes", K::citadel, {}, {"Athenes", "Athens"}},
                              {"Héraclée Pontique", "Héraclée Pontique", K::citadel},
                              {"Delphes", "Delphes", K::citadel},
                              {"Sardes", "Sardes", K::citadel},
                              {"Babylone", "Babylone", K::citadel},
                              {"Lysimachia", "Lysimachia", K::citadel},
                              {"Byzance", "Byzance", K::citadel},
                              {"Sparte", "Sparte", K::citadel},
                              {"Tyane", "Tyane", K::citadel},
                              {"Ephèse", "Ephèse", K::citadel},
                              {"Hécatompylos", "Hécatompylos", K::citadel}});
  return m;
}

}  // namespace dia::test
