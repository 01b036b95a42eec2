// The map loader and validator: a small valid Diadoques map, then broken in many ways; each
// break must give its own message at its own line.
#include <doctest/doctest.h>

#include <algorithm>

#include "map/load.hpp"
#include "map/summary.hpp"
#include "map_test_support.hpp"

using namespace map_test;

namespace {
// Read on first use (inside a test), so a missing file is a test failure, not a crash.
const std::string& mini_text() {
  static const std::string text = read(mini_file);
  return text;
}
}  // namespace

TEST_CASE("G5 the mini_text() Diadoques test map loads with its facts and no diagnostic") {
  auto r = dia::map::load_map_text(mini_text(), mini_file);
  CHECK_MESSAGE(r.diagnostics.empty(), dump(r.diagnostics));
  REQUIRE(r.map);
  const auto& m = *r.map;
  REQUIRE(m.facts);
  CHECK(m.facts->citadels.size() == 5);
  CHECK(m.special_links.size() == 3);
  CHECK(m.lakes.size() == 1);
  CHECK(m.rivers.size() == 1);
  REQUIRE(m.storms);
  CHECK(m.storms->sand.size() == 2);
  CHECK(m.events.size() == 1);
  CHECK(dia::map::summary_line(m) ==
        "Mini Diadoques (diadoques): 38 spaces: 11 land (7 coastal), 6 sea, 21 citadels (1 minor, "
        "14 major, 6 capital; 6 ports); borders: 33 army, 19 fleet, 3 special links, 1 lakes, 1 "
        "rivers");
}

TEST_CASE("R9a.move.3 R9a.move.6 citadel links are implicit and typed") {
  auto r = dia::map::load_map_text(mini_text(), mini_file);
  REQUIRE(r.map);
  const auto& m = *r.map;
  auto pella = *m.find_node("Pella");
  auto pydna = *m.find_node("pydna");
  auto mac = *m.find_node("MAC");
  auto ege = *m.find_node("EGE");
  using dia::map::Crossing;
  CHECK(m.adjacent(pella, mac, Crossing::army));
  CHECK(m.adjacent(mac, pella, Crossing::army));
  CHECK_FALSE(m.adjacent(pella, ege, Crossing::fleet));  // not a port
  CHECK(m.adjacent(pydna, ege, Crossing::fleet));
  CHECK(m.adjacent(ege, pydna, Crossing::fleet));
  CHECK_FALSE(m.adjacent(pydna, ege, Crossing::army));
  CHECK_FALSE(m.adjacent(pella, pydna, Crossing::army));  // two citadels of one province
  // The towpath is a special link, not an ordinary fleet move (G3.3).
  auto athenes = *m.find_name("athenes");
  auto mio = *m.find_node("MIO");
  CHECK_FALSE(m.adjacent(mio, athenes, Crossing::fleet));
  const auto* link = m.special_link(athenes, mio, Crossing::fleet);
  REQUIRE(link);
  CHECK(link->kind == dia::map::LinkKind::towpath);
  CHECK(link->gatekeeper == m.find_space("LAC"));
  CHECK_FALSE(link->retreat);
  CHECK(m.special_link(athenes, mio, Crossing::army) == nullptr);
  // Coastal flag is derived from the coastline.
  CHECK(m.space(*m.find_space("SYR")).coastal);
  CHECK_FALSE(m.space(*m.find_space("PHR")).coastal);
  CHECK(m.space(*m.find_space("ATT")).ports.size() == 1);
  CHECK(m.space(*m.find_space("MAC")).cities == 2);
}

TEST_CASE("G5 an unknown key is reported with the nearest valid key") {
  auto text = edit(mini_text(), "    army: [CHE, ATT]\n", "    armyy: [CHE, ATT]\n");
  CHECK_MAP_ERROR(text, "unknown key 'armyy' in space 'MAC'; did you mean 'army'?",
                  line_of(text, "armyy"));
}

TEST_CASE("G5.5 an unknown code in an army list is reported with the nearest code") {
  auto text = edit(mini_text(), "army: [MAC, PHR]", "army: [MAC, PHX]");
  CHECK_MAP_ERROR(text, "unknown space 'PHX' in 'army' of 'CHE'; did you mean 'PHR'?",
                  line_of(text, "PHX"));
}

TEST_CASE("G5.5 a one-sided adjacency is reported at the list that names it") {
  auto text = edit(mini_text(), "army: [MAC, PHR]", "army: [PHR]");  // CHE forgets MAC
  CHECK_MAP_ERROR(text, "'MAC' lists 'CHE' as an army neighbour, but 'CHE' does not list 'MAC'",
                  line_of(text, "army: [CHE, ATT]"));
}

TEST_CASE("G5.5 a one-sided fleet adjacency is reported") {
  auto text = edit(mini_text(), "fleet: [SYR, MOR]", "fleet: [MOR]");  // MIN forgets SYR
  CHECK_MAP_ERROR(text, "'SYR' lists 'MIN' as a fleet neighbour, but 'MIN' does not list 'SYR'",
                  line_of(text, "fleet: [MOR, MIN]"));
}

TEST_CASE("R4a.prov.1 a duplicate code is reported with the first definition") {
  auto text = edit(mini_text(), "  - code: LAC\n", "  - code: MAC\n");
  int first = line_of(text, "code: MAC");
  auto second = text.find("code: MAC", text.find("code: MAC") + 1);
  int line = 1 + static_cast<int>(
                     std::count(text.begin(), text.begin() + static_cast<long>(second), '\n'));
  CHECK_MAP_ERROR(
      text, "duplicate code 'MAC' (first defined at line " + std::to_string(first) + ")", line);
}

TEST_CASE("R9a.gen.6 a name that means two spaces is an error") {
  auto text = edit(mini_text(), "aliases: [Egypt]", "aliases: [Egypt, Macedonia]");
  CHECK_MAP_ERROR(text, "the name 'Macedonia' of 'EGY' also names 'MAC'",
                  line_of(text, "code: EGY"));
}

TEST_CASE("R9a.move.3 a citadel in an army list is refused: the link is implicit") {
  auto text = edit(mini_text(), "army: [MAC, LAC]", "army: [MAC, LAC, Sparte]");
  CHECK_MAP_ERROR(text, "citadel 'Sparte' in the army list of 'ATT'", line_of(text, "Sparte]"));
}

TEST_CASE("R9a.move.6 a sea zone in an army list is refused") {
  auto text = edit(mini_text(), "army: [MAC, LAC]", "army: [MAC, LAC, EGE]");
  CHECK_MAP_ERROR(text, "sea zone 'EGE' in the army list of 'ATT'", line_of(text, "LAC, EGE]"));
}

TEST_CASE("R4a.cit.3 a port citadel in a fleet list is refused: use sea_access") {
  auto text = edit(mini_text(), "fleet: [SYR, MOR]", "fleet: [SYR, MOR, Alexandrie d'Issos]");
  CHECK_MAP_ERROR(text, "citadel 'Alexandrie d'Issos' in the fleet list of 'MIN'",
                  line_of(text, "fleet: [SYR, MOR, Alex"));
}

TEST_CASE("R4a.cit.4 a province encloses at most two citadels") {
  auto text = edit(mini_text(), "province: ATT, class: minor", "province: MAC, class: minor");
  CHECK_MAP_ERROR(text, "province 'MAC' encloses 3 citadels (Pella, Pydna, Athènes); at most 2",
                  line_of(text, "code: MAC"));
}

TEST_CASE("R4a.cit.4 a citadel lies in a land province") {
  auto text = edit(mini_text(), "province: CHD, class: major", "province: GPE, class: major");
  CHECK_MAP_ERROR(text, "citadel 'Suse' lies in 'GPE', which is a sea space, not a land province",
                  line_of(text, "code: Suse"));
}

TEST_CASE("R4a.cit.4 a citadel needs a province") {
  auto text = edit(mini_text(), "kind: citadel, province: CHD, class: major}",
                   "kind: citadel, class: major}");
  CHECK_MAP_ERROR(text, "citadel 'Suse' needs a 'province'", line_of(text, "code: Suse"));
}

TEST_CASE("R4a.cit.3 a port citadel has at least one sea access") {
  auto text = edit(mini_text(), "class: major, port: true, sea_access: [MIO]}",
                   "class: major, port: true}");
  CHECK_MAP_ERROR(text, "port citadel 'Gytheion' has no sea_access",
                  line_of(text, "code: Gytheion"));
}

TEST_CASE("R4a.cit.3 a citadel with an access is marked as a port") {
  auto text = edit(mini_text(), "class: major, port: true, sea_access: [MIO]}",
                   "class: major, sea_access: [MIO]}");
  CHECK_MAP_ERROR(text, "citadel 'Gytheion' has a sea_access but is not marked 'port: true'",
                  line_of(text, "code: Gytheion"));
}

TEST_CASE("R4a.cit.3 a sea access names a sea zone") {
  auto text = edit(mini_text(), "sea_access: [MIO]}", "sea_access: [ATT]}");
  CHECK_MAP_ERROR(text, "sea_access of 'Gytheion' names 'ATT', which is a land space",
                  line_of(text, "code: Gytheion"));
}

TEST_CASE("R4a.cit.3 a sea access lies off the province's coast") {
  auto text = edit(mini_text(), "sea_access: [MIO]}", "sea_access: [MOR]}");
  CHECK_MAP_ERROR(text,
                  "sea_access 'MOR' of citadel 'Gytheion' is not on the coast of its "
                  "province 'LAC'",
                  line_of(text, "code: Gytheion"));
}

TEST_CASE("R3.pv.1 exactly 20 major citadels") {
  auto text = edit(mini_text(), "province: SYR, class: major}", "province: SYR, class: minor}");
  CHECK_MAP_ERROR(text,
                  "the map has 19 major citadels (capitals included); the rules need "
                  "exactly 20",
                  line_of(text, "  - code: MAC"));
}

TEST_CASE("R4a.cit.1 exactly 6 capitals") {
  auto text = edit(mini_text(), "province: CAP, class: capital}", "province: CAP, class: major}");
  CHECK_MAP_ERROR(text, "the map has 5 capitals; the rules need exactly 6",
                  line_of(text, "  - code: MAC"));
}

TEST_CASE("R9a.move.9 a lake is never an adjacency") {
  auto text = edit(mini_text(), "army: [SYR, CHD]", "army: [SYR, CHD, MED]");
  text = edit(text, "army: [CAP, CHD]", "army: [CAP, CHD, MES]");
  CHECK_MAP_ERROR(text,
                  "lake 'Lac de Van' lies between 'MES' and 'MED', which must then not be "
                  "adjacent",
                  line_of(text, "name: Lac de Van"));
}

TEST_CASE("G3.4 every sea zone is reachable by fleet (the canal is the only way to GAR)") {
  auto text = edit(mini_text(), "    between: [MOR, GAR]\n", "    between: [MIN, MOR]\n");
  CHECK_MAP_ERROR(text, "sea zones GAR, GPE cannot be reached by fleet from 'EGE'",
                  line_of(text, "code: GAR"));
}

TEST_CASE("G5.5 every land province is reachable by land or convoy") {
  auto text = edit(mini_text(), "army: [MES, MED]", "army: [MES]");
  text = edit(text, "army: [CAP, CHD]", "army: []");
  text = edit(text, "army: [PHR, SYR, MED]", "army: [PHR, SYR]");
  CHECK_MAP_ERROR(text, "land provinces MED cannot be reached from 'MAC' by land or convoy",
                  line_of(text, "code: MED"));
}

TEST_CASE("G5.5 a convoy reaches a province cut off by land") {
  // LAC loses its only land border but keeps its coast on MIO: still reachable.
  auto text = edit(mini_text(), "army: [MAC, LAC]", "army: [MAC]");
  text = edit(text, "    army: [ATT]\n", "");
  auto r = dia::map::load_map_text(text, mini_file);
  CHECK_MESSAGE(r.map.has_value(), dump(r.diagnostics));
}

TEST_CASE("R9a.ret.10 only the Arabia bypass may be used in retreat") {
  auto text = edit(mini_text(), "    gatekeeper: EGY\n    retreat: false\n",
                   "    gatekeeper: EGY\n    retreat: true\n");
  CHECK_MAP_ERROR(text, "canal 'Canal du Nil' allows retreats; only the Arabia bypass may",
                  line_of(text, "  - kind: canal"));
}

TEST_CASE("G3.1 a fleet special link ends in a sea zone or a port citadel") {
  auto text = edit(mini_text(), "between: [MIO, Athènes]", "between: [MIO, Sparte]");
  CHECK_MAP_ERROR(text,
                  "towpath 'Diolkos' carries fleets, but its end 'Sparte' is a citadel "
                  "space, not a sea zone or a port citadel",
                  line_of(text, "  - kind: towpath"));
}

TEST_CASE("G3.1 a special link names existing spaces") {
  auto text = edit(mini_text(), "between: [MIO, Athènes]", "between: [MIO, Athenses]");
  CHECK_MAP_ERROR(text,
                  "unknown space 'Athenses' in special link 'Diolkos'; did you mean "
                  "'Athènes'?",
                  line_of(text, "Athenses"));
}

TEST_CASE("G4.3 a river runs along a border") {
  auto text = edit(mini_text(), "borders: [[SYR, MES]]", "borders: [[SYR, MED]]");
  CHECK_MAP_ERROR(text, "river 'Euphrate' runs along 'SYR'-'MED', which is not a border",
                  line_of(text, "name: Euphrate"));
}

TEST_CASE("R14c a river floods floodable provinces only") {
  auto text = edit(mini_text(), "    provinces: [CHD]\n", "    provinces: [MES]\n");
  CHECK_MAP_ERROR(text, "river 'Euphrate' floods 'MES', which is not a floodable land province",
                  line_of(text, "name: Euphrate"));
}

TEST_CASE("R14b storms hit spaces of the right kind") {
  auto text = edit(mini_text(), "sea: [EGE, MIO]", "sea: [EGE, MAC]");
  CHECK_MAP_ERROR(text, "sea storms hit 'MAC', which is not a sea zone",
                  line_of(text, "sea: [EGE, MAC]"));
}

TEST_CASE("G6.2 an event's units appear inside its field of action") {
  auto text = edit(mini_text(), "appears: [LAC]", "appears: [MAC]");
  CHECK_MAP_ERROR(text, "event 'spartiates' appears in 'MAC', which is outside its field",
                  line_of(text, "id: spartiates"));
}

TEST_CASE("R4a.cit.1 a wrong value names the valid ones") {
  auto text = edit(mini_text(), "province: CHD, class: major}", "province: CHD, class: grand}");
  CHECK_MAP_ERROR(text, "unknown value 'grand'; expected one of: minor, major, capital",
                  line_of(text, "class: grand"));
}

TEST_CASE("R4a.space.1 a key that does not fit the space's kind is refused") {
  auto text = edit(mini_text(), "    cities: 2\n", "    cities: 2\n    class: major\n");
  CHECK_MAP_ERROR(text, "key 'class' does not apply to land space 'MAC'",
                  line_of(text, "class: major\n"));
}

TEST_CASE("R4a treasures are 5 or 10 T") {
  auto text = edit(mini_text(), "treasure: 5}", "treasure: 7}");
  CHECK_MAP_ERROR(text, "treasure of 'Rhagai' is 7 T; treasures are 5 or 10 T",
                  line_of(text, "code: Rhagai"));
}

TEST_CASE("G5 a key written twice is refused") {
  auto text = edit(mini_text(), "    cities: 2\n", "    cities: 2\n    cities: 3\n");
  CHECK_MAP_ERROR(text, "key 'cities' written twice in space 'MAC'", line_of(text, "cities: 3"));
}

TEST_CASE("G5 broken YAML is reported at its line") {
  auto text = edit(mini_text(), "    fleet: [EGE, MIO]\n", "    fleet: [EGE, MIO\n");
  auto r = dia::map::load_map_text(text, mini_file);
  CHECK_FALSE(r.map);
  REQUIRE(r.diagnostics.size() == 1);
  CHECK(r.diagnostics[0].message.find("invalid YAML") == 0);
  CHECK(r.diagnostics[0].pos.line >= line_of(text, "fleet: [EGE, MIO\n"));
}

TEST_CASE("G5.2 a multi-coast province is named with its coast in fleet lists") {
  const std::string text = R"(name: t
ruleset: classical
spaces:
  - code: spa
    name: Spain
    kind: land
    coasts:
      - {code: nc, name: Spain (north coast), fleet: [mid]}
  - code: mid
    name: Mid-Atlantic
    kind: sea
    fleet: [spa]
)";
  auto r = dia::map::load_map_text(text, "t.yaml");
  CHECK_FALSE(r.map);
  CHECK(has_error(r.diagnostics, "'spa' has coasts: name one of spa/nc in the fleet list of 'mid'",
                  12, "t.yaml"));
}

TEST_CASE("G5 the ruleset must be known and the Diadoques sections need it") {
  auto text = edit(mini_text(), "ruleset: diadoques", "ruleset: classical");
  CHECK_MAP_ERROR(text, "'rivers' is only for ruleset diadoques",
                  line_of(text, "  - name: Euphrate"));
  text = edit(mini_text(), "ruleset: diadoques", "ruleset: diadoque");
  CHECK_MAP_ERROR(text, "unknown ruleset 'diadoque'; expected classical or diadoques",
                  line_of(text, "ruleset: diadoque"));
}

TEST_CASE("R9a.move.6 in the diadoques ruleset a province's fleet list names seas only") {
  auto text = edit(mini_text(), "    fleet: [EGE, MIO]\n", "    fleet: [EGE, MIO, LAC]\n");
  text = edit(text, "    fleet: [MIO]\n", "    fleet: [MIO, ATT]\n");
  CHECK_MAP_ERROR(text,
                  "'ATT' lists land province 'LAC' in its fleet list; in the diadoques "
                  "ruleset a province's fleet list is its coastline",
                  line_of(text, "fleet: [EGE, MIO, LAC]"));
}

TEST_CASE("G5 issue 34: a value that is an alias of a wrong value is reported at its key") {
  // yaml-cpp marks an alias at its anchor: ATT's `cities: *many` must be reported at ATT's line.
  auto text = edit(mini_text(), "    cities: 2\n    position: [22.5, 40.8]\n",
                   "    cities: &many lots\n    position: [22.5, 40.8]\n");
  text = edit(text, "    cities: 1\n    ports:\n      - {name: Pirée, sea: EGE}\n",
              "    cities: *many\n    ports:\n      - {name: Pirée, sea: EGE}\n");
  CHECK_MAP_ERROR(text, "'cities' must be a whole number from 0 to 99, not 'lots'",
                  line_of(text, "cities: &many"));
  CHECK_MAP_ERROR(text, "'cities' must be a whole number from 0 to 99, not 'lots'",
                  line_of(text, "cities: *many"));
}
