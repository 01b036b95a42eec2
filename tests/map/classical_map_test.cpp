// maps/classical.yaml against the reference data it was generated from, read in place from
// tests/data/datc/map/ (TedDriggs CSVs, DPjudge politics and geography; tests/data/README.md).
#include <doctest/doctest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "common/text.hpp"
#include "map/load.hpp"

using namespace dia::map;

namespace {

const std::string data_dir = DIA_TEST_DATA_DIR;
const std::string source_dir = DIA_SOURCE_DIR;

std::vector<std::vector<std::string>> read_csv(const std::string& path) {
  std::ifstream in(path);
  REQUIRE_MESSAGE(in.good(), "cannot read " << path);
  std::vector<std::vector<std::string>> rows;
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    std::vector<std::string> row;
    std::stringstream ss(line);
    std::string cell;
    while (std::getline(ss, cell, ',')) row.push_back(std::string(dia::trim(cell)));
    if (line.back() == ',') row.emplace_back();
    rows.push_back(row);
  }
  return rows;
}

const Map& classical() {
  static LoadResult result = load_map_file(source_dir + "/maps/classical.yaml");
  for (const auto& d : result.diagnostics) INFO(dia::format(d));
  REQUIRE(result.map.has_value());
  return *result.map;
}

// TedDriggs id -> our code (godip's ids: nat, nrg, mid, gol).
std::string godip(const std::string& id) {
  static const std::map<std::string, std::string> renamed = {
      {"nao", "nat"}, {"nwg", "nrg"}, {"mao", "mid"}, {"lyo", "gol"}};
  auto it = renamed.find(id);
  return it == renamed.end() ? id : it->second;
}

// "spa(nc)" -> "spa/nc", with godip ids.
std::string region_code(const std::string& region) {
  auto paren = region.find('(');
  if (paren == std::string::npos) return godip(region);
  return godip(region.substr(0, paren)) + "/" + region.substr(paren + 1, region.size() - paren - 2);
}

}  // namespace

TEST_CASE("classical map loads without any diagnostic") {
  LoadResult result = load_map_file(source_dir + "/maps/classical.yaml");
  for (const auto& d : result.diagnostics) CHECK_MESSAGE(false, dia::format(d));
  REQUIRE(result.map.has_value());
  CHECK(result.map->ruleset == "classical");
}

TEST_CASE("classical map has every border of borders.csv with the right unit kinds") {
  const Map& m = classical();
  auto borders = read_csv(data_dir + "/datc/map/teddriggs/borders.csv");
  REQUIRE(borders.size() == 209);
  // borders.csv lacks ten borders of the standard map; scripts/make-classical-map.py adds them
  // from DPjudge standard.geography (DATC 6.J.5 needs nwy-stp).
  for (std::vector<std::string> extra : {std::vector<std::string>{"gal", "ukr", "land"},
                                         {"lvn", "war", "land"},
                                         {"nwy", "stp", "land"},
                                         {"bot", "fin", "sea"},
                                         {"bot", "lvn", "sea"},
                                         {"bot", "stp(sc)", "sea"},
                                         {"bot", "swe", "sea"},
                                         {"mao", "spa(sc)", "sea"},
                                         {"nwy", "stp(nc)", "sea"},
                                         {"tus", "tys", "sea"}}) {
    borders.push_back(extra);
  }
  for (const auto& b : borders) {
    REQUIRE(b.size() == 3);
    auto a = m.find_node(region_code(b[0]));
    auto c = m.find_node(region_code(b[1]));
    REQUIRE_MESSAGE(a.has_value(), b[0]);
    REQUIRE_MESSAGE(c.has_value(), b[1]);
    bool army = b[2] == "land" || b[2] == "coast";
    bool fleet = b[2] == "sea" || b[2] == "coast";
    INFO(b[0] << " - " << b[1] << " (" << b[2] << ")");
    CHECK(m.adjacent(*a, *c, Crossing::army) == army);
    CHECK(m.adjacent(*c, *a, Crossing::army) == army);
    CHECK(m.adjacent(*a, *c, Crossing::fleet) == fleet);
    CHECK(m.adjacent(*c, *a, Crossing::fleet) == fleet);
  }
}

// borders.csv lacks ten borders of the standard map (bot-fin, gal-ukr, nwy-stp, ...); DPjudge's
// ABUTS lines have them. Every ABUTS pair between two nodes must be in the map, and the map
// must have no border that neither source has.
TEST_CASE("classical map agrees with the ABUTS lines of standard.geography") {
  const Map& m = classical();
  std::ifstream in(data_dir + "/datc/map/dpjudge/standard.geography");
  REQUIRE(in.good());
  std::set<std::pair<NodeId, NodeId>> dpjudge;
  std::string line;
  auto node_of = [&](const std::string& loc) { return m.find_name(loc); };
  int lines = 0;
  while (std::getline(in, line)) {
    std::stringstream ss(line);
    std::string type, loc, abuts, to;
    ss >> type >> loc >> abuts;
    if (abuts != "ABUTS" || type == "SHUT") continue;
    ++lines;
    auto from = node_of(loc);
    REQUIRE_MESSAGE(from, loc);
    while (ss >> to) {
      if (dia::fold_name(to) == "swi") continue;
      auto t = node_of(to);
      REQUIRE_MESSAGE(t, to);
      // DPjudge lists a multi-coast province's whole-province fleet neighbours too ("bul ABUTS
      // AEG BLA"); a fleet never stands on the province itself, so those are not borders.
      const Space& fs = m.space_of(*from);
      const Space& ts = m.space_of(*t);
      bool province_of_coasts =
          (fs.nodes.size() > 1 && m.node(*from).coast.empty() && ts.is_sea()) ||
          (ts.nodes.size() > 1 && m.node(*t).coast.empty() && fs.is_sea());
      if (province_of_coasts) continue;
      INFO(loc << " ABUTS " << to);
      CHECK((m.adjacent(*from, *t, Crossing::army) || m.adjacent(*from, *t, Crossing::fleet)));
      dpjudge.insert({std::min(*from, *t), std::max(*from, *t)});
    }
  }
  CHECK(lines == 81);  // 82 ABUTS lines, Switzerland's SHUT line apart
  for (std::size_t i = 0; i < m.nodes.size(); ++i) {
    auto a = static_cast<NodeId>(i);
    for (const auto* list : {&m.nodes[i].army_adjacent, &m.nodes[i].fleet_adjacent}) {
      for (NodeId b : *list) {
        INFO(m.node(a).code << " - " << m.node(b).code);
        CHECK(dpjudge.count({std::min(a, b), std::max(a, b)}) == 1);
      }
    }
  }
}

TEST_CASE("classical map has the provinces, names and 34 supply centres of provinces.csv") {
  const Map& m = classical();
  auto provinces = read_csv(data_dir + "/datc/map/teddriggs/provinces.csv");
  int centres = 0;
  for (const auto& p : provinces) {
    if (p[0] == "swi") {
      CHECK_FALSE(m.find_space("swi").has_value());  // left out: impassable, no border
      continue;
    }
    auto id = m.find_space(godip(p[0]));
    REQUIRE_MESSAGE(id.has_value(), p[0]);
    CHECK(m.space(*id).name == p[1]);
    CHECK(m.space(*id).supply_centre == !p[2].empty());
    centres += m.space(*id).supply_centre ? 1 : 0;
  }
  CHECK(centres == 34);
  CHECK(m.spaces.size() == 75);
}

TEST_CASE("classical map: bul, spa and stp are the only multi-coast provinces") {
  const Map& m = classical();
  std::set<std::string> multi;
  for (const auto& s : m.spaces) {
    if (s.nodes.size() > 1) multi.insert(s.code);
  }
  CHECK(multi == std::set<std::string>{"bul", "spa", "stp"});
  auto stp = m.find_space("stp");
  REQUIRE(stp);
  CHECK(m.space(*stp).nodes.size() == 3);
  CHECK(m.find_node("stp/nc").has_value());
  CHECK(m.find_node("stp(sc)").has_value());
  CHECK(m.find_node("STP/SC") == m.find_node("stp/sc"));
  CHECK(m.space(*stp).coastal);
  // A fleet on a coast: spa/nc touches mid but not gol.
  CHECK(m.adjacent(*m.find_node("spa/nc"), *m.find_node("mid"), Crossing::fleet));
  CHECK_FALSE(m.adjacent(*m.find_node("spa/nc"), *m.find_node("gol"), Crossing::fleet));
  CHECK_FALSE(m.adjacent(*m.find_node("spa"), *m.find_node("mid"), Crossing::fleet));
}

TEST_CASE("classical map: home centres follow standard.politics") {
  const Map& m = classical();
  std::ifstream in(data_dir + "/datc/map/dpjudge/standard.politics");
  REQUIRE(in.good());
  std::string line;
  int homes = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::stringstream ss(line);
    std::string power, adjective, sc;
    ss >> power >> adjective;
    if (power == "UNOWNED") {
      while (ss >> sc) CHECK(m.space(*m.find_space(sc)).home.empty());
      continue;
    }
    while (ss >> sc) {
      auto id = m.find_space(sc);
      REQUIRE_MESSAGE(id, sc);
      CHECK(dia::fold_name(m.space(*id).home) == dia::fold_name(power));
      ++homes;
    }
  }
  CHECK(homes == 22);
}

TEST_CASE("classical map: every alias of standard.geography resolves to its space") {
  const Map& m = classical();
  std::ifstream in(data_dir + "/datc/map/dpjudge/standard.geography");
  REQUIRE(in.good());
  std::string line;
  int checked = 0;
  while (std::getline(in, line)) {
    auto hash = line.find('#');
    if (hash != std::string::npos) line.erase(hash);
    auto eq = line.find('=');
    if (eq == std::string::npos) continue;
    std::string full(dia::trim(line.substr(0, eq)));
    if (full == "Switzerland") continue;
    auto by_name = m.find_name(full);
    REQUIRE_MESSAGE(by_name, full);
    std::stringstream ss(line.substr(eq + 1));
    std::string alias;
    while (ss >> alias) {
      for (auto& c : alias) {
        if (c == '+') c = ' ';  // DPjudge writes spaces as '+'
      }
      auto node = m.find_name(alias);
      CHECK_MESSAGE(node == by_name, alias << " should name " << full);
      ++checked;
    }
  }
  CHECK(checked > 150);
}

TEST_CASE("classical map: every spelling of the DATC id table resolves") {
  const Map& m = classical();
  const std::pair<const char*, const char*> same[] = {
      {"nat", "nao"},       {"nrg", "nwg"},       {"mid", "mao"},        {"gol", "lyo"},
      {"eng", "ENG"},       {"bot", "BOT"},       {"spa/nc", "spa(nc)"}, {"bul/ec", "BUL/EC"},
      {"spa/sc", "SPA/SC"}, {"stp/nc", "stp(nc)"}};
  for (const auto& [a, b] : same) {
    INFO(a << " / " << b);
    auto na = m.find_name(a);
    REQUIRE(na);
    CHECK(m.find_name(b) == na);
  }
  // The godip ids are the codes themselves.
  for (const char* code : {"nat", "nrg", "mid", "gol", "spa/nc", "bul/ec"}) {
    CHECK_MESSAGE(m.find_node(code).has_value(), code);
  }
}
