// The reconstructed Diadoques board (maps/diadoques.yaml) against every fact of the project's
// MAP-FACTS.md (what the rules and game records prove). The expected values are written here,
// independently of maps/diadoques-facts.yaml, so that deleting a fact from the facts file cannot
// hide a wrong map.
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <deque>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "map/load.hpp"

namespace {

using dia::map::CitadelClass;
using dia::map::Crossing;
using dia::map::LinkKind;
using dia::map::Map;
using dia::map::MapEvent;
using dia::map::NodeId;
using dia::map::Source;
using dia::map::Space;
using dia::map::SpaceId;
using dia::map::SpaceKind;
using dia::map::Terrain;
using Names = std::set<std::string>;

const std::string map_path = std::string(DIA_SOURCE_DIR) + "/maps/diadoques.yaml";

const dia::map::LoadResult& loaded() {
  static const dia::map::LoadResult result = dia::map::load_map_file(map_path);
  return result;
}

std::string diagnostics_text() {
  std::string text;
  for (const auto& d : loaded().diagnostics) text += dia::format(d) + "\n";
  return text;
}

const Map& dmap() {
  if (!loaded().map) FAIL("maps/diadoques.yaml does not load:\n" << diagnostics_text());
  return *loaded().map;
}

SpaceId sid(std::string_view name) {
  auto node = dmap().find_name(name);
  if (!node) FAIL("no space named '" << std::string(name) << "'");
  return dmap().nodes[*node].space;
}

const Space& sp(std::string_view name) {
  return dmap().spaces[sid(name)];
}
NodeId nid(std::string_view name) {
  return sp(name).main_node();
}

bool adjacent(std::string_view a, std::string_view b, Crossing who) {
  return dmap().adjacent(nid(a), nid(b), who) && dmap().adjacent(nid(b), nid(a), who);
}
bool any_move(std::string_view a, std::string_view b) {
  return adjacent(a, b, Crossing::army) || adjacent(a, b, Crossing::fleet) ||
         dmap().special_link(nid(a), nid(b), Crossing::both) != nullptr;
}

Names codes(const std::vector<SpaceId>& ids) {
  Names out;
  for (SpaceId id : ids) out.insert(dmap().spaces[id].code);
  return out;
}
// Codes of the given names, as the map writes them (so "Athenes" and "Athènes" compare equal).
Names canon(const std::vector<std::string>& names) {
  Names out;
  for (const auto& n : names) out.insert(sp(n).code);
  return out;
}

const MapEvent& event(std::string_view id) {
  for (const auto& e : dmap().events) {
    if (e.id == id) return e;
  }
  FAIL("no event '" << std::string(id) << "'");
  return dmap().events.front();
}

std::vector<SpaceId> of_kind(SpaceKind k) {
  std::vector<SpaceId> out;
  for (std::size_t i = 0; i < dmap().spaces.size(); ++i) {
    if (dmap().spaces[i].kind == k) out.push_back(static_cast<SpaceId>(i));
  }
  return out;
}

// Breadth-first search over spaces; `next` lists the neighbours of a space.
template <class Next>
std::set<SpaceId> reach(SpaceId from, Next next) {
  std::set<SpaceId> seen{from};
  std::deque<SpaceId> todo{from};
  while (!todo.empty()) {
    SpaceId s = todo.front();
    todo.pop_front();
    for (SpaceId t : next(s)) {
      if (seen.insert(t).second) todo.push_back(t);
    }
  }
  return seen;
}

std::vector<SpaceId> fleet_neighbours(SpaceId s) {
  std::vector<SpaceId> out;
  for (NodeId n : dmap().spaces[s].nodes) {
    for (NodeId t : dmap().nodes[n].fleet_adjacent) out.push_back(dmap().nodes[t].space);
  }
  return out;
}

// Sea zones a fleet reaches from sea zone `s` in one move, through a port citadel (in and out)
// and, when asked, through special links.
std::vector<SpaceId> sea_moves(SpaceId s, bool with_links) {
  const Map& m = dmap();
  std::vector<SpaceId> out;
  for (SpaceId t : fleet_neighbours(s)) {
    if (m.spaces[t].is_sea()) out.push_back(t);
    if (m.spaces[t].is_citadel()) {
      for (SpaceId u : fleet_neighbours(t)) {
        if (m.spaces[u].is_sea()) out.push_back(u);
      }
    }
  }
  if (with_links) {
    for (const auto& link : m.special_links) {
      if (!(static_cast<int>(link.units) & static_cast<int>(Crossing::fleet))) continue;
      SpaceId a = m.nodes[link.a].space, b = m.nodes[link.b].space;
      for (auto [x, y] : {std::pair{a, b}, std::pair{b, a}}) {
        if (x != s) continue;
        if (m.spaces[y].is_sea()) out.push_back(y);
        for (SpaceId u : fleet_neighbours(y)) {  // a link that ends in a port citadel
          if (m.spaces[y].is_citadel() && m.spaces[u].is_sea()) out.push_back(u);
        }
      }
    }
  }
  return out;
}

std::vector<SpaceId> seas_off(SpaceId land) {
  std::vector<SpaceId> out;
  for (SpaceId t : fleet_neighbours(land)) {
    if (dmap().spaces[t].is_sea()) out.push_back(t);
  }
  return out;
}

}  // namespace

TEST_CASE("R4a.space.1 the Diadoques map loads and validates without any diagnostic") {
  INFO(diagnostics_text());
  CHECK(loaded().diagnostics.empty());
  const Map& m = dmap();
  CHECK(m.ruleset == "diadoques");
  CHECK(m.name == "Les Diadoques");
  CHECK_FALSE(m.mountain_blocks);  // G4.1-2: mountains do not hinder movement
  REQUIRE(m.facts.has_value());
  CHECK(m.facts->file.find("diadoques-facts.yaml") != std::string::npos);
  CHECK(m.facts->counts.size() >= 4);
}

TEST_CASE("R4a.space.1 diadoques map validate exits 0 and prints its summary") {
  std::string cmd = std::string(DIA_BINARY) + " map validate " + map_path + " 2>&1";
  FILE* pipe = popen(cmd.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::string out;
  char buffer[512];
  while (std::fgets(buffer, sizeof buffer, pipe) != nullptr) out += buffer;
  int status = pclose(pipe);
  INFO(out);
  REQUIRE(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 0);
  CHECK(out.find(": ok: Les Diadoques (diadoques):") != std::string::npos);
  CHECK(out.find(" 59 land ") != std::string::npos);
  CHECK(out.find(" 17 sea,") != std::string::npos);
  CHECK(out.find(" 6 capital") != std::string::npos);
}

TEST_CASE("R4a.space.1 76 land and sea spaces: 59 land provinces and 17 sea zones") {
  CHECK(of_kind(SpaceKind::land).size() == 59);
  CHECK(of_kind(SpaceKind::sea).size() == 17);
  CHECK(of_kind(SpaceKind::land).size() + of_kind(SpaceKind::sea).size() == 76);
}

TEST_CASE("R4a.sea.1 the 17 sea zones of the sea-storm table exist as seas with 3-letter codes") {
  for (const char* code : {"MOR", "MIO", "CYC", "MRD", "MIN", "SAL", "EGE", "EUB", "EOL", "ADR",
                           "PRO", "POC", "POR", "MAE", "GPE", "GAR", "OCI"}) {
    CAPTURE(code);
    auto id = dmap().find_space(code);
    REQUIRE(id.has_value());
    CHECK(dmap().spaces[*id].kind == SpaceKind::sea);
  }
  CHECK(sp("Méditerranée Orientale").code == "MOR");
  CHECK(sp("Mer Ionienne").code == "MIO");
  CHECK(sp("Mer Rhodienne").code == "MRD");
  CHECK(sp("Mer Intérieure").code == "MIN");
  CHECK(sp("Golfe de Salamine").code == "SAL");
  CHECK(sp("Golfe Persique").code == "GPE");
  CHECK(sp("Cyclades").code == "CYC");
}

TEST_CASE("R4a.prov.1 every land province code of the rules and the records exists as land") {
  for (const char* code :
       {"MAC", "CHE", "PHR", "CAP", "EGY", "CHD", "SYR", "PHE", "COM", "CIL", "LYD", "CAR",
        "BIT", "PAP", "PON", "PTE", "ARM", "MED", "MES", "ASS", "SUS", "BAS", "PER", "CAM",
        "GED", "SAG", "HYR", "PAR", "GRA", "ARE", "ARH", "SOG", "GHA", "IND", "NAB", "ARA",
        "GHE", "DAM", "IDU", "CYR", "LIB", "CHY", "LAC", "ARC", "ETO", "THE", "EPI", "ILL",
        "PEO", "THR", "IST", "SCY", "TRD", "CAU", "ITA", "HEL", "CHA"}) {
    CAPTURE(code);
    auto id = dmap().find_space(code);
    REQUIRE(id.has_value());
    const Space& s = dmap().spaces[*id];
    CHECK(s.kind == SpaceKind::land);
    CHECK(s.code.size() == 3);
  }
  // Names given by the rules (NM1 "given").
  CHECK(sp("Macédoine").code == "MAC");
  CHECK(sp("Chersonèse").code == "CHE");
  CHECK(sp("Phrygie").code == "PHR");
  CHECK(sp("Cappadoce").code == "CAP");
  CHECK(sp("Égypte").code == "EGY");
  CHECK(sp("Chaldée").code == "CHD");
  CHECK(sp("Hyrcanie").code == "HYR");
  CHECK(sp("Hycarnie").code == "HYR");  // the rules' own misspelling (R14f)
  CHECK(sp("Médie").code == "MED");
  CHECK(sp("Parthie").code == "PAR");
  CHECK(sp("Carie").code == "CAR");
  CHECK(sp("Italie").code == "ITA");
}

TEST_CASE("R4a.prov.1 the regions named in game records resolve to land spaces") {
  CHECK(sp("Attique").kind == SpaceKind::land);
  CHECK(sp("Bactriane").kind == SpaceKind::land);
  CHECK(sp("Bactres").citadel->province == sid("Bactriane"));
  CHECK(sp("Athènes").citadel->province == sid("Attique"));
  for (const char* region : {"Pisidie", "Lycaonie", "Mysie"}) {
    CAPTURE(region);
    CHECK(sp(region).kind == SpaceKind::land);
  }
}

TEST_CASE("R4a.prov.2 R14c.flood.5 R14b the terrain of the flood and storm provinces") {
  for (const char* c : {"IST", "SCY", "CHD", "BAS", "EGY", "GHA", "IND"}) {
    CAPTURE(c);
    CHECK(sp(c).terrain == Terrain::floodable);
  }
  for (const char* c : {"LIB", "ARA", "NAB", "GHE", "HYR", "SAG", "GED"}) {
    CAPTURE(c);
    CHECK(sp(c).terrain == Terrain::desert);
  }
  for (const char* c : {"ILL", "EPI", "PAP", "PON", "COM", "ARM", "SOG"}) {
    CAPTURE(c);
    CHECK(sp(c).terrain == Terrain::mountain);
  }
}

TEST_CASE("R3.pv.1 exactly 20 major citadels, the 6 capitals among them") {
  int majors = 0, capitals = 0;
  for (SpaceId id : of_kind(SpaceKind::citadel)) {
    const auto& c = *dmap().spaces[id].citadel;
    if (c.cls != CitadelClass::minor) ++majors;
    if (c.cls == CitadelClass::capital) ++capitals;
  }
  CHECK(majors == 20);
  CHECK(capitals == 6);
}

TEST_CASE("R1.diad.2 R4a.cit.1 each capital lies in its diadoque's starting province") {
  const std::map<std::string, std::string> capital_of = {
      {"MAC", "Pella"}, {"CHE", "Lysimachia"}, {"PHR", "Gordion"},
      {"CAP", "Tyane"}, {"EGY", "Alexandrie"}, {"CHD", "Babylone"}};
  for (const auto& [province, capital] : capital_of) {
    CAPTURE(capital);
    const Space& c = sp(capital);
    REQUIRE(c.kind == SpaceKind::citadel);
    CHECK(c.citadel->cls == CitadelClass::capital);
    CHECK(c.citadel->province == sid(province));
  }
  // R1.diad.3: the two second citadels.
  CHECK(sp("Pydna").citadel->province == sid("MAC"));
  CHECK(sp("Péluse").citadel->province == sid("EGY"));
  CHECK(sp("Peluse").code == sp("Péluse").code);
}

TEST_CASE("R9c.capital.1 the capital-transfer targets are major citadels") {
  for (const char* c :
       {"Alexandrie", "Alexandrie d'Issos", "Babylone", "Lysimachia", "Pella", "Sardes"}) {
    CAPTURE(c);
    CHECK(sp(c).citadel->cls != CitadelClass::minor);
  }
}

TEST_CASE("R4a.cit.4 every citadel named by the rules and records exists with its known facts") {
  struct Fact {
    const char* name;
    const char* province;  // "" when the rules do not say
    std::vector<std::string> access;
  };
  const std::vector<Fact> facts = {
      {"Pella", "MAC", {}},
      {"Pydna", "MAC", {}},
      {"Lysimachia", "CHE", {"EGE"}},
      {"Gordion", "PHR", {}},
      {"Tyane", "CAP", {}},
      {"Alexandrie", "EGY", {"MOR"}},
      {"Péluse", "EGY", {}},
      {"Babylone", "CHD", {}},
      {"Alexandrie d'Issos", "SYR", {"SAL"}},
      {"Sardes", "", {}},
      {"Athènes", "", {"CYC"}},
      {"Delphes", "", {}},
      {"Éphèse", "", {}},
      {"Ecbatane", "MED", {}},
      {"Sparte", "LAC", {}},
      {"Corinthe", "", {}},
      {"Lamia", "", {}},
      {"Epidamnos", "", {"ADR"}},
      {"Tarente", "ITA", {}},
      {"Rhodes", "", {}},
      {"Byzance", "", {}},
      {"Cyzique", "HEL", {}},
      {"Héraclée Pontique", "", {}},
      {"Panticapée", "", {}},
      {"Hécatompylos", "HYR", {}},
      {"Bactres", "", {}},
      {"Samarcande", "", {}},
      {"Nora", "", {}},
      {"Isaura", "", {}},
      {"Salamine", "CHY", {}},
      {"Cyrène", "CYR", {}},
      {"Parsagadès", "PER", {}},
      {"Suse", "SUS", {}},
  };
  for (const auto& f : facts) {
    CAPTURE(f.name);
    const Space& c = sp(f.name);
    REQUIRE(c.kind == SpaceKind::citadel);
    CHECK(c.code == c.name);  // R4a.cit.2: a citadel is written by its full name
    CHECK(dmap().spaces[c.citadel->province].kind == SpaceKind::land);
    if (*f.province) {
      CHECK(c.citadel->province == sid(f.province));
    }
    Names access = codes(c.citadel->sea_access);
    for (const auto& sea : f.access) CHECK(access.count(sea) == 1);
  }
  // The ports named by the rules (anchor drawn on the citadel).
  for (const char* c :
       {"Lysimachia", "Alexandrie", "Alexandrie d'Issos", "Athènes", "Epidamnos", "Tarente",
        "Rhodes", "Salamine", "Byzance", "Cyzique", "Héraclée Pontique", "Panticapée"}) {
    CAPTURE(c);
    CHECK(sp(c).citadel->port);
  }
  CHECK(sp("Corinthe").citadel->cls == CitadelClass::minor);
}

TEST_CASE("R4a.cit.4 each citadel lies in one province, which encloses at most two") {
  const Map& m = dmap();
  std::map<SpaceId, int> per_province;
  for (SpaceId id : of_kind(SpaceKind::citadel)) {
    const Space& c = m.spaces[id];
    SpaceId p = c.citadel->province;
    CAPTURE(c.code);
    REQUIRE(m.spaces[p].is_land());
    const auto& enclosed = m.spaces[p].citadels;
    CHECK(std::count(enclosed.begin(), enclosed.end(), id) == 1);
    ++per_province[p];
  }
  for (const auto& [p, n] : per_province) {
    CAPTURE(m.spaces[p].code);
    CHECK(n <= 2);
  }
  CHECK(of_kind(SpaceKind::citadel).size() >= 33);  // every citadel named in MAP-FACTS.md
}

TEST_CASE("R4a.cit.3 R9a.move.6 a port citadel opens both ways onto seas off its province") {
  for (SpaceId id : of_kind(SpaceKind::citadel)) {
    const Space& c = dmap().spaces[id];
    CAPTURE(c.code);
    CHECK(c.citadel->port == !c.citadel->sea_access.empty());
    Names coast = codes(seas_off(c.citadel->province));
    for (SpaceId sea : c.citadel->sea_access) {
      const std::string& code = dmap().spaces[sea].code;
      CAPTURE(code);
      CHECK(dmap().spaces[sea].is_sea());
      CHECK(coast.count(code) == 1);
      CHECK(adjacent(c.code, code, Crossing::fleet));
    }
  }
  CHECK(adjacent("Lysimachia", "EGE", Crossing::fleet));
  CHECK(adjacent("Alexandrie", "MOR", Crossing::fleet));
  CHECK(adjacent("Athènes", "CYC", Crossing::fleet));
  CHECK(adjacent("Alexandrie d'Issos", "SAL", Crossing::fleet));
  CHECK_FALSE(adjacent("Gordion", "PRO", Crossing::fleet));
}

TEST_CASE("R9a.move.3 an army goes between a citadel and its own province only") {
  CHECK(adjacent("Pella", "MAC", Crossing::army));
  CHECK(adjacent("Babylone", "CHD", Crossing::army));
  CHECK(adjacent("Alexandrie d'Issos", "SYR", Crossing::army));
  CHECK_FALSE(adjacent("Pella", "THE", Crossing::army));
  CHECK_FALSE(adjacent("Pella", "Pydna", Crossing::army));
  CHECK_FALSE(adjacent("Babylone", "MES", Crossing::army));
}

TEST_CASE("R4a.cit.2 R9a.gen.6 names resolve whatever the case, accents, apostrophes or language") {
  const std::string issos = sp("Alexandrie d'Issos").code;
  CHECK(sp("alexandrie d issos").code == issos);
  CHECK(sp("ALEXANDRIE-D'ISSOS").code == issos);
  CHECK(sp("Issos").code == issos);
  CHECK(sp("Alexandrie").code != issos);
  CHECK(sp("egypte").code == "EGY");
  CHECK(sp("Egypt").code == "EGY");
  CHECK(sp("Ephese").code == sp("Éphèse").code);
  CHECK(sp("Heraclee Pontique").code == sp("Héraclée Pontique").code);
  CHECK(sp("Athens").code == sp("Athènes").code);
  CHECK(sp("Cyprus").code == "CHY");
}

TEST_CASE("R9a.move.1 the adjacencies proved by game records hold") {
  struct Pair {
    const char* a;
    const char* b;
    Crossing who;
  };
  const std::vector<Pair> proved = {
      {"MAC", "CHA", Crossing::army},  {"SYR", "PHE", Crossing::army},
      {"SYR", "COM", Crossing::army},  {"SYR", "CIL", Crossing::army},
      {"SYR", "MIN", Crossing::fleet}, {"COM", "CIL", Crossing::army},
      {"COM", "DAM", Crossing::army},  {"DAM", "NAB", Crossing::army},
      {"DAM", "MES", Crossing::army},  {"MED", "ARM", Crossing::army},
      {"MED", "PER", Crossing::army},  {"PER", "SAG", Crossing::army},
      {"PER", "GPE", Crossing::fleet}, {"IDU", "MIN", Crossing::fleet},
      {"ARC", "MIO", Crossing::fleet}, {"CYR", "MIO", Crossing::fleet},
      {"SCY", "TRD", Crossing::army},  {"IST", "POC", Crossing::fleet},
      {"EGE", "EUB", Crossing::fleet}, {"EUB", "EOL", Crossing::fleet},
      {"MOR", "MIO", Crossing::fleet}, {"MOR", "CYC", Crossing::fleet},
      {"MOR", "MRD", Crossing::fleet}, {"MOR", "MIN", Crossing::fleet},
  };
  for (const auto& p : proved) {
    CAPTURE(p.a);
    CAPTURE(p.b);
    CHECK(adjacent(p.a, p.b, p.who));
  }
  // N1 example 1: "A PHE SYR"; retreat example 2 moves between COM and CIL.
  CHECK(adjacent("PHE", "SYR", Crossing::army));
}

TEST_CASE("R9a.move.9 no move crosses the lakes MES-MED and ARE-ARH") {
  for (auto [a, b] : {std::pair{"MES", "MED"}, std::pair{"ARE", "ARH"}}) {
    CAPTURE(a);
    CHECK_FALSE(any_move(a, b));
    bool listed = false;
    for (const auto& lake : dmap().lakes) {
      Names ends = codes({lake.a, lake.b});
      if (ends == Names{a, b}) listed = true;
    }
    CHECK(listed);
  }
}

TEST_CASE("G3.2 the canal joins MOR and GAR for fleets; EGY grants passage; no retreat") {
  const auto* link = dmap().special_link(nid("MOR"), nid("GAR"), Crossing::fleet);
  REQUIRE(link != nullptr);
  CHECK(link->kind == LinkKind::canal);
  CHECK(link->units == Crossing::fleet);
  REQUIRE(link->gatekeeper.has_value());
  CHECK(*link->gatekeeper == sid("EGY"));
  CHECK_FALSE(link->retreat);
  CHECK(dmap().special_link(nid("MOR"), nid("GAR"), Crossing::army) == nullptr);
  CHECK_FALSE(adjacent("MOR", "GAR", Crossing::fleet));  // never an ordinary move
}

TEST_CASE("G3.3 the towpath joins MIO and Athènes; the province of Corinthe grants passage") {
  const auto* link = dmap().special_link(nid("MIO"), nid("Athènes"), Crossing::fleet);
  REQUIRE(link != nullptr);
  CHECK(link->kind == LinkKind::towpath);
  CHECK(link->units == Crossing::fleet);
  REQUIRE(link->gatekeeper.has_value());
  CHECK(*link->gatekeeper == sp("Corinthe").citadel->province);
  CHECK_FALSE(link->retreat);
  CHECK_FALSE(adjacent("MIO", "Athènes", Crossing::fleet));
}

TEST_CASE("G3.4 R9a.ret.10 the Arabia bypass joins GAR and GPE for fleets, retreats allowed") {
  const auto* link = dmap().special_link(nid("GAR"), nid("GPE"), Crossing::fleet);
  REQUIRE(link != nullptr);
  CHECK(link->kind == LinkKind::arabia);
  CHECK(link->units == Crossing::fleet);
  CHECK_FALSE(link->gatekeeper.has_value());
  CHECK(link->retreat);
  // R9a.ret.10: every other special link is closed to retreats.
  for (const auto& l : dmap().special_links) {
    CAPTURE(l.name);
    CHECK(l.retreat == (l.kind == LinkKind::arabia));
  }
}

TEST_CASE("G5.5 every sea zone is reachable from every other by fleet moves") {
  for (SpaceId from : of_kind(SpaceKind::sea)) {
    CAPTURE(dmap().spaces[from].code);
    auto seen = reach(from, [](SpaceId s) { return sea_moves(s, true); });
    for (SpaceId to : of_kind(SpaceKind::sea)) CHECK(seen.count(to) == 1);
  }
}

TEST_CASE("G3.1 GAR is reached by sea only through its special links") {
  auto without = reach(sid("MOR"), [](SpaceId s) { return sea_moves(s, false); });
  CHECK(without.count(sid("GAR")) == 0);
  CHECK(without.count(sid("GPE")) == 0);
  auto with = reach(sid("MOR"), [](SpaceId s) { return sea_moves(s, true); });
  CHECK(with.count(sid("GAR")) == 1);
  CHECK(with.count(sid("OCI")) == 1);
}

TEST_CASE("G5.5 G2.2 every land province is reachable from every other by land or convoy") {
  const Map& m = dmap();
  // Sea components by ordinary moves only: convoys never use special links (G3.6).
  std::map<SpaceId, SpaceId> component;
  for (SpaceId s : of_kind(SpaceKind::sea)) {
    if (component.count(s)) continue;
    for (SpaceId t : reach(s, [](SpaceId x) { return sea_moves(x, false); })) component[t] = s;
  }
  auto next = [&](SpaceId p) {
    std::vector<SpaceId> out;
    for (NodeId t : m.nodes[m.spaces[p].main_node()].army_adjacent) {
      if (m.spaces[m.nodes[t].space].is_land()) out.push_back(m.nodes[t].space);
    }
    for (SpaceId q : of_kind(SpaceKind::land)) {
      for (SpaceId a : seas_off(p)) {
        for (SpaceId b : seas_off(q)) {
          if (component[a] == component[b]) out.push_back(q);
        }
      }
    }
    return out;
  };
  auto seen = reach(sid("MAC"), next);
  for (SpaceId p : of_kind(SpaceKind::land)) {
    CAPTURE(m.spaces[p].code);
    CHECK(seen.count(p) == 1);
  }
  // Italy and Cyprus have no land border (only their own citadel): a convoy reaches them.
  for (const char* island : {"ITA", "CHY"}) {
    CAPTURE(island);
    for (NodeId t : m.nodes[nid(island)].army_adjacent) CHECK(m.space_of(t).is_citadel());
  }
}

TEST_CASE("R12.start.7 Cassandre, Lysimaque and Ptolémée reach the sea from home") {
  for (auto [province, port] : {std::pair{"MAC", "Pydna"}, std::pair{"CHE", "Lysimachia"},
                                std::pair{"EGY", "Alexandrie"}}) {
    CAPTURE(province);
    CHECK(sp(province).coastal);
    CHECK_FALSE(seas_off(sid(province)).empty());
    // R10.disb.4: the side keeps its fleets through a port citadel it starts with.
    CHECK(sp(port).citadel->port);
  }
}

TEST_CASE("R12.start.6 Antigone, Eumène and Séleucos start in landlocked provinces") {
  for (auto [province, capital] :
       {std::pair{"PHR", "Gordion"}, std::pair{"CAP", "Tyane"}, std::pair{"CHD", "Babylone"}}) {
    CAPTURE(province);
    CHECK_FALSE(sp(province).coastal);
    CHECK(seas_off(sid(province)).empty());
    CHECK_FALSE(sp(capital).citadel->port);
  }
}

TEST_CASE("R14c.flood.5 each river floods the provinces of Table I, all floodable") {
  std::map<std::string, Names> floods;
  for (const auto& r : dmap().rivers) floods[r.name] = codes(r.provinces);
  Names north = floods["Ister"];
  north.insert(floods["Borysthène"].begin(), floods["Borysthène"].end());
  north.insert(floods["Tanaïs"].begin(), floods["Tanaïs"].end());
  CHECK(north == Names{"IST", "SCY"});
  CHECK(floods["Euphrate"] == Names{"CHD", "BAS"});
  CHECK(floods["Tigre"] == Names{"CHD", "BAS"});
  CHECK(floods["Nil"] == Names{"EGY"});
  CHECK(floods["Indus"] == Names{"GHA", "IND"});
  for (const auto& r : dmap().rivers) {
    for (SpaceId p : r.provinces) {
      CAPTURE(r.name);
      CHECK(dmap().spaces[p].terrain == Terrain::floodable);
    }
  }
}

TEST_CASE("R14c.flood.6 G4.3 every river of Table I runs along real borders") {
  Names named;
  for (const auto& r : dmap().rivers) {
    named.insert(r.name);
    for (auto [a, b] : r.borders) {
      CAPTURE(r.name);
      CHECK(dmap().adjacent(dmap().spaces[a].main_node(), dmap().spaces[b].main_node(),
                            Crossing::army));
    }
  }
  CHECK(named == Names{"Halys", "Ister", "Borysthène", "Tanaïs", "Oxos", "Euphrate", "Tigre",
                       "Araxe", "Cyros", "Nil", "Indus"});
  // The floods that name no province still close borders (R14c.flood.1).
  for (const auto& r : dmap().rivers) {
    if (r.name == "Halys" || r.name == "Oxos" || r.name == "Araxe" || r.name == "Cyros") {
      CAPTURE(r.name);
      CHECK_FALSE(r.borders.empty());
    }
  }
}

TEST_CASE("R14b.storm.3 R14T.tab.1 storm spaces match Tables I and II") {
  REQUIRE(dmap().storms.has_value());
  const auto& st = *dmap().storms;
  CHECK(codes(st.sea) == Names{"MOR", "SAL", "MIN", "EUB", "CYC", "ADR", "MIO", "POR", "MAE", "POC",
                               "PRO", "EGE", "EOL", "MRD", "GPE", "GAR", "OCI"});
  CHECK(codes(st.sand) == Names{"LIB", "ARA", "NAB", "GHE", "HYR", "SAG", "GED"});
  CHECK(codes(st.snow) == Names{"ILL", "EPI", "PAP", "PON", "COM", "ARM", "SOG"});
  for (SpaceId s : st.sea) CHECK(dmap().spaces[s].is_sea());
  for (SpaceId s : st.sand) CHECK(dmap().spaces[s].terrain == Terrain::desert);
  for (SpaceId s : st.snow) CHECK(dmap().spaces[s].terrain == Terrain::mountain);
}

TEST_CASE("R14e revolt fields and appearance spaces match Table III (R14-T6)") {
  struct Expect {
    const char* id;
    std::vector<std::string> field;
    std::vector<std::string> appears;
  };
  const std::vector<Expect> table = {
      {"etoliens", {"ETO", "THE", "EPI", "Delphes", "Lamia"}, {"ETO", "THE"}},
      {"spartiates", {"LAC", "ARC", "Sparte"}, {"LAC"}},
      {"atheniens", {"CYC", "EUB", "MIO", "Athènes"}, {"CYC", "EUB"}},
      {"revolte_grecque",
       {"ETO", "THE", "EPI", "Delphes", "Lamia", "LAC", "ARC", "Sparte", "ATT", "Athènes"},
       {"ETO", "THE", "LAC"}},
      {"thraces", {"THR", "IST", "SCY", "ILL", "PEO"}, {"THR"}},
      {"armeniens", {"ARM"}, {"ARM"}},
      {"cyreneens", {"CYR", "LIB", "Cyrène"}, {"CYR"}},
      {"pirates_pontiques",
       {"POC", "POR", "PRO", "MAE", "Héraclée Pontique", "Panticapée"},
       {"POC", "POR"}},
      {"carmaniens", {"CAM"}, {"CAM"}},
      {"chypriotes", {"CHY", "Salamine"}, {"CHY"}},
      {"pirates_illyriens.armee", {"ILL", "EPI", "Epidamnos"}, {"ILL"}},
      {"pirates_illyriens.flotte", {"ADR", "Epidamnos"}, {"ADR"}},
      {"pyrrhus", {"EPI", "Epidamnos"}, {"EPI"}},
      {"pyrrhus.flotte", {"MIO"}, {"MIO"}},
      {"pyrrhus.italie", {"EPI", "Epidamnos", "ITA", "Tarente"}, {}},
      {"pyrrhus.macedoine", {"MAC", "Pella", "Pydna"}, {}},
      {"nora_isaura", {"Nora", "Isaura"}, {}},
      {"cariens", {"CAR"}, {}},
      {"tarentins", {"Tarente", "ITA"}, {}},
  };
  for (const auto& e : table) {
    CAPTURE(e.id);
    const MapEvent& ev = event(e.id);
    CHECK(ev.table == "III");
    CHECK(codes(ev.field) == canon(e.field));
    CHECK(codes(ev.appears) == canon(e.appears));
  }
}

TEST_CASE("R14f intervention fields and appearance spaces match Table IV (R14-T6)") {
  struct Expect {
    const char* id;
    std::vector<std::string> field;
    std::vector<std::string> appears;
  };
  const std::vector<Expect> table = {
      {"parthes.m1", {"GRA", "PAR"}, {"GRA"}},
      {"parthes.m2", {"GRA", "PAR", "HYR", "Hécatompylos"}, {}},
      {"parthes.m3",
       {"GRA", "PAR", "HYR", "MED", "Hécatompylos", "Ecbatane"},
       {"HYR", "PAR", "Hécatompylos", "GRA"}},
      {"rome.m1", {"ITA"}, {"ITA"}},
      {"rome.m2", {"ITA", "Tarente"}, {}},
      {"rome.m3.armee", {"ITA", "Tarente", "ILL", "EPI", "Epidamnos"}, {}},
      {"rome.m3.flotte", {"Tarente", "MIO", "ADR", "Epidamnos"}, {"Tarente"}},
      {"carthage", {"Pella", "Byzance"}, {}},
      {"chandragupta", {"Tyane", "Cyrène"}, {}},
  };
  for (const auto& e : table) {
    CAPTURE(e.id);
    const MapEvent& ev = event(e.id);
    CHECK(ev.table == "IV");
    CHECK(codes(ev.field) == canon(e.field));
    CHECK(codes(ev.appears) == canon(e.appears));
  }
}

TEST_CASE("R14f.par.3 the new Parthian army takes the first free of HYR, PAR, Hécatompylos, GRA") {
  const auto& appears = event("parthes.m3").appears;
  REQUIRE(appears.size() == 4);
  CHECK(appears[0] == sid("HYR"));
  CHECK(appears[1] == sid("PAR"));
  CHECK(appears[2] == sid("Hécatompylos"));
  CHECK(appears[3] == sid("GRA"));
}

TEST_CASE("R14f.scy.1 G6.1 the Scythian field lies east of the Borysthène, Halys and Euphrate") {
  const MapEvent& ev = event("scythes");
  CHECK(ev.table == "IV");
  CHECK(codes(ev.appears) == Names{"CAU"});
  Names field = codes(ev.field);
  for (const char* c : {"CAU", "TRD", "PAP", "PTE", "CAP", "PON", "ARM", "MED", "MES", "ASS", "SUS",
                        "CHD", "BAS"}) {
    CAPTURE(c);
    CHECK(field.count(c) == 1);
  }
  // West of the Borysthène (SCY), of the Halys (PHR, BIT) and of the Euphrate (COM, SYR, DAM).
  for (const char* c : {"SCY", "IST", "PHR", "BIT", "COM", "SYR", "DAM", "CIL", "ARA", "NAB"}) {
    CAPTURE(c);
    CHECK(field.count(c) == 0);
  }
  for (SpaceId s : ev.field) CHECK(dmap().spaces[s].is_land());
}

TEST_CASE("R14f.gau.1 G6.1 the Gallic field lies south of the Ister and beyond the Dardanelles") {
  const MapEvent& ev = event("gaulois");
  CHECK(codes(ev.appears) == Names{"ILL"});
  Names field = codes(ev.field);
  for (const char* c : {"ILL", "EPI", "MAC", "THR", "CHE", "HEL"}) {
    CAPTURE(c);
    CHECK(field.count(c) == 1);
  }
  for (const char* c : {"SCY", "TRD", "CAU", "ITA"}) {
    CAPTURE(c);
    CHECK(field.count(c) == 0);
  }
  // "au-delà du détroit des Dardanelles": the field crosses the strait by land.
  CHECK(adjacent("CHE", "HEL", Crossing::army));
}

TEST_CASE("G6.2 every event field is one connected area (moves, citadel links, convoys)") {
  const Map& m = dmap();
  for (const auto& ev : m.events) {
    // Instant events (no unit) name distant spaces; an extension joins its base field.
    static const Names not_areas = {"nora_isaura", "cariens",      "tarentins",
                                    "carthage",    "chandragupta", "pyrrhus.macedoine"};
    if (ev.field.size() < 2 || not_areas.count(ev.id)) continue;
    CAPTURE(ev.id);
    std::set<SpaceId> in(ev.field.begin(), ev.field.end());
    auto next = [&](SpaceId s) {
      std::vector<SpaceId> out;
      for (SpaceId t : in) {
        bool convoy = m.spaces[s].is_land() && m.spaces[t].is_land() && !seas_off(s).empty() &&
                      !seas_off(t).empty();
        if (convoy || any_move(m.spaces[s].code, m.spaces[t].code)) out.push_back(t);
      }
      return out;
    };
    CHECK(reach(ev.field.front(), next).size() == in.size());
  }
}

TEST_CASE("R14e.pon.3 Panticapée and Héraclée Pontique are threatened from TRD POC POR MAE BIT") {
  Names near;
  for (const char* c : {"Panticapée", "Héraclée Pontique"}) {
    const auto& cit = *sp(c).citadel;
    near.insert(dmap().spaces[cit.province].code);
    for (SpaceId s : cit.sea_access) near.insert(dmap().spaces[s].code);
  }
  CHECK(near == Names{"TRD", "POC", "POR", "MAE", "BIT"});
}

TEST_CASE("R14e.pon.2 Byzance and Cyzique open onto the Pontic pirates' seas") {
  Names pirate_seas = {"POC", "POR", "PRO", "MAE"};
  for (const char* c : {"Byzance", "Cyzique"}) {
    CAPTURE(c);
    bool reachable = false;
    for (SpaceId s : sp(c).citadel->sea_access) {
      if (pirate_seas.count(dmap().spaces[s].code)) reachable = true;
    }
    CHECK(reachable);
  }
}

TEST_CASE("R14e.ath.3 the Athenian fleet could reach Pydna, Rhodes, Corinthe and Tarente") {
  Names athenian = {"CYC", "EUB", "MIO"};
  for (const char* c : {"Pydna", "Rhodes", "Corinthe", "Tarente"}) {
    CAPTURE(c);
    bool reachable = false;
    for (SpaceId s : sp(c).citadel->sea_access) {
      if (athenian.count(dmap().spaces[s].code)) reachable = true;
    }
    CHECK(reachable);
  }
}

TEST_CASE("R14e.spa.2 R14e.eto.6 R14e.pyr.2 forbidden citadels lie where their revolt stands") {
  // Corinthe in the Spartans' field; Epidamnos in EPI, where the Aetolians and Pyrrhus besiege.
  Names spartan = {"LAC", "ARC"};
  CHECK(spartan.count(dmap().spaces[sp("Corinthe").citadel->province].code) == 1);
  CHECK(sp("Epidamnos").citadel->province == sid("EPI"));
  CHECK(sp("Delphes").citadel->province == sid("ETO"));
  CHECK(sp("Lamia").citadel->province == sid("THE"));
}

TEST_CASE("R14d.gen.17 the mission citadels of the revolts exist") {
  for (const char* c : {"Athènes", "Cyrène", "Delphes", "Sparte", "Salamine", "Epidamnos"}) {
    CAPTURE(c);
    CHECK(sp(c).kind == SpaceKind::citadel);
  }
}

TEST_CASE("R10.income.1 R11a.sup.4 HYR and NAB carry the arsenal exception and hold a citadel") {
  for (const char* c : {"HYR", "NAB"}) {
    CAPTURE(c);
    CHECK(sp(c).arsenal_exception);
    CHECK_FALSE(sp(c).citadels.empty());
  }
  int exceptions = 0;
  for (SpaceId p : of_kind(SpaceKind::land)) exceptions += dmap().spaces[p].arsenal_exception;
  CHECK(exceptions == 2);
}

TEST_CASE("R11a.sup.1 the starting provinces are arsenals, and some deserts are not") {
  auto arsenal = [](const Space& s) {
    return !s.citadels.empty() || s.cities > 0 || !s.ports.empty();
  };
  for (const char* c : {"MAC", "CHE", "PHR", "CAP", "EGY", "CHD"}) {
    CAPTURE(c);
    CHECK(arsenal(sp(c)));
  }
  int without = 0;
  for (SpaceId p : of_kind(SpaceKind::land)) without += !arsenal(dmap().spaces[p]);
  CHECK(without > 0);
}

TEST_CASE("R10.build.9 R4b.feat.2 Smyrne is a port of LYD pointing to EGE; ports point offshore") {
  const Space& lyd = sp("LYD");
  bool smyrne = false;
  for (const auto& p : lyd.ports) {
    if (p.name == "Smyrne") smyrne = p.sea == sid("EGE");
  }
  CHECK(smyrne);
  CHECK(dmap().find_name("Smyrne") == std::nullopt);  // a port is not a space (R4b.feat.1)
  for (SpaceId id : of_kind(SpaceKind::land)) {
    const Space& s = dmap().spaces[id];
    Names coast = codes(seas_off(id));
    for (const auto& p : s.ports) {
      CAPTURE(p.name);
      CHECK(coast.count(dmap().spaces[p.sea].code) == 1);
    }
  }
}

TEST_CASE(
    "R11c.ben.1 R11c.eff.3 the satraps' citadels and the 5 T treasures of Bactres and Samarcande") {
  for (const char* c : {"Suse", "Ecbatane", "Parsagadès"}) {
    CAPTURE(c);
    CHECK(sp(c).kind == SpaceKind::citadel);
  }
  CHECK(sp("Hécatompylos").citadel->province == sid("HYR"));
  CHECK(sp("Bactres").citadel->treasure == 5);
  CHECK(sp("Samarcande").citadel->treasure == 5);
}

TEST_CASE("R5a.tre.1 G15.2 starting treasures are 5 or 10 T; Isaura and Tarente hold one") {
  for (SpaceId id : of_kind(SpaceKind::citadel)) {
    int t = dmap().spaces[id].citadel->treasure;
    CAPTURE(dmap().spaces[id].code);
    CHECK((t == 0 || t == 5 || t == 10));
  }
  CHECK(sp("Isaura").citadel->treasure > 0);   // R14e.nora.3
  CHECK(sp("Tarente").citadel->treasure > 0);  // R14e.tar.3
}

TEST_CASE("R13.pp.4 religious treasures lie at Éphèse, Delphes and Ecbatane only") {
  Names religious;
  for (SpaceId id : of_kind(SpaceKind::citadel)) {
    if (dmap().spaces[id].citadel->religious_treasure) religious.insert(dmap().spaces[id].code);
  }
  CHECK(religious == canon({"Éphèse", "Delphes", "Ecbatane"}));
  CHECK(sp("Ecbatane").citadel->province == sid("MED"));
}

TEST_CASE("R12.rf.1 Olympias' Delphes and Cléopâtre's Sardes are citadels") {
  CHECK(sp("Delphes").kind == SpaceKind::citadel);
  CHECK(sp("Sardes").kind == SpaceKind::citadel);
}

TEST_CASE("R11d.acc.1 R14c.flood.5 GHA and IND, Chandragupta's provinces, border each other") {
  CHECK(adjacent("GHA", "IND", Crossing::army));
  CHECK(sp("GHA").terrain == Terrain::floodable);
  CHECK(sp("IND").terrain == Terrain::floodable);
}

TEST_CASE("G5 every space, river, lake, link and event says where it comes from") {
  for (const auto& s : dmap().spaces) {
    CAPTURE(s.code);
    CHECK(s.source != Source::unspecified);
    CHECK(s.position.has_value());
  }
  for (const auto& r : dmap().rivers) CHECK(r.source != Source::unspecified);
  for (const auto& l : dmap().lakes) CHECK(l.source != Source::unspecified);
  for (const auto& l : dmap().special_links) CHECK(l.source != Source::unspecified);
  for (const auto& e : dmap().events) CHECK(e.source != Source::unspecified);
}

TEST_CASE("G5 positions are real places: Greece west, Egypt south, India east") {
  auto lon = [](const char* c) { return sp(c).position->lon; };
  auto lat = [](const char* c) { return sp(c).position->lat; };
  for (const auto& s : dmap().spaces) {
    CAPTURE(s.code);
    CHECK(s.position->lon > 10.0);
    CHECK(s.position->lon < 80.0);
    CHECK(s.position->lat > 15.0);
    CHECK(s.position->lat < 50.0);
  }
  CHECK(lon("ITA") < lon("MAC"));
  CHECK(lon("MAC") < lon("PHR"));
  CHECK(lon("PHR") < lon("CHD"));
  CHECK(lon("CHD") < lon("PER"));
  CHECK(lon("PER") < lon("IND"));
  CHECK(lat("EGY") < lat("SYR"));
  CHECK(lat("SYR") < lat("CAP"));
  CHECK(lat("CAP") < lat("PON"));
  CHECK(lat("PON") < lat("SCY"));
  // A citadel is drawn near its province (within about 6 degrees).
  for (SpaceId id : of_kind(SpaceKind::citadel)) {
    const Space& c = dmap().spaces[id];
    const Space& p = dmap().spaces[c.citadel->province];
    CAPTURE(c.code);
    CHECK(std::abs(c.position->lon - p.position->lon) < 6.0);
    CHECK(std::abs(c.position->lat - p.position->lat) < 6.0);
  }
}

TEST_CASE("R14e.pyr.4 R14f.rome.3 a fleet in MIO can carry an army between EPI and ITA") {
  CHECK(adjacent("EPI", "MIO", Crossing::fleet));
  CHECK(adjacent("ITA", "MIO", Crossing::fleet));
  CHECK(adjacent("Tarente", "MIO", Crossing::fleet));  // the Roman Fe leaves Tarente for MIO
  CHECK(adjacent("ILL", "ADR", Crossing::fleet));      // and the Roman Ag lands in ILL
  CHECK(adjacent("ITA", "ADR", Crossing::fleet));
}
