// `map render`: the SVG's structure (nodes, edges, labels), not its pixels. Expected counts are
// computed here from the map, independently of the drawing code.
#include <doctest/doctest.h>

#include <algorithm>
#include <regex>
#include <set>
#include <string>

#include "map/load.hpp"
#include "map_test_support.hpp"
#include "report/svg_map.hpp"

using namespace dia::map;

namespace {

// Occurrences of `needle` in `text`.
std::size_t count(const std::string& text, const std::string& needle) {
  std::size_t n = 0;
  for (auto at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
  return n;
}

struct Expected {
  std::size_t land = 0, sea = 0, minor = 0, major = 0, capital = 0, ports = 0;
  std::size_t army = 0, fleet = 0, both = 0, access = 0, named = 0, treasures = 0;
};

// One edge per pair of non-citadel spaces, typed by who may cross.
Expected expected(const Map& m) {
  Expected e;
  std::set<std::pair<SpaceId, SpaceId>> army, fleet;
  for (const auto& n : m.nodes) {
    if (m.space(n.space).is_citadel()) continue;
    for (NodeId to : n.army_adjacent) {
      SpaceId t = m.node(to).space;
      if (!m.space(t).is_citadel()) army.insert({std::min(n.space, t), std::max(n.space, t)});
    }
    for (NodeId to : n.fleet_adjacent) {
      SpaceId t = m.node(to).space;
      if (!m.space(t).is_citadel() && t != n.space) {
        fleet.insert({std::min(n.space, t), std::max(n.space, t)});
      }
    }
  }
  for (const auto& p : army) (fleet.count(p) ? e.both : e.army)++;
  for (const auto& p : fleet) e.fleet += army.count(p) ? 0 : 1;
  for (const auto& s : m.spaces) {
    if (s.is_land()) ++e.land;
    if (s.is_sea()) ++e.sea;
    if (!s.is_citadel() && !s.name.empty() && s.name != s.code) ++e.named;
    if (!s.citadel) continue;
    if (s.citadel->cls == CitadelClass::minor) ++e.minor;
    if (s.citadel->cls == CitadelClass::major) ++e.major;
    if (s.citadel->cls == CitadelClass::capital) ++e.capital;
    if (s.citadel->port) ++e.ports;
    e.access += s.citadel->sea_access.size();
    if (s.citadel->treasure || s.citadel->religious_treasure) ++e.treasures;
  }
  return e;
}

void check_structure(const Map& m, const std::string& svg) {
  Expected e = expected(m);
  CHECK(count(svg, "<g class=\"space land") == e.land);
  CHECK(count(svg, "<g class=\"space sea\"") == e.sea);
  CHECK(count(svg, "class=\"space-label\"") == e.land + e.sea);
  CHECK(count(svg, "class=\"name-label\"") == e.named);
  CHECK(count(svg, "<line class=\"edge army\"") == e.army);
  CHECK(count(svg, "<line class=\"edge fleet\"") == e.fleet);
  CHECK(count(svg, "<line class=\"edge both\"") == e.both);
  CHECK(count(svg, "<g class=\"citadel minor") == e.minor);
  CHECK(count(svg, "<g class=\"citadel major") == e.major);
  CHECK(count(svg, "<g class=\"citadel capital") == e.capital);
  CHECK(count(svg, "class=\"citadel-label\"") == e.minor + e.major + e.capital);
  CHECK(count(svg, "class=\"anchor\"") == e.ports);
  CHECK(count(svg, "<line class=\"access\"") == e.access);
  CHECK(count(svg, "class=\"treasure\"") == e.treasures);
  std::size_t rivers = 0;
  for (const auto& r : m.rivers) rivers += r.borders.size();
  CHECK(count(svg, "<line class=\"river\"") == rivers);
  CHECK(count(svg, "<line class=\"lake\"") == m.lakes.size());
  CHECK(count(svg, "class=\"lake-label\"") == m.lakes.size());
  CHECK(count(svg, "<line class=\"link ") == m.special_links.size());
  CHECK(count(svg, "class=\"link-label\"") == m.special_links.size());
  CHECK(count(svg, "<g class=\"legend\">") == 1);
  // Every coordinate lies on the A3 page (1587 x 1123).
  std::regex coord(R"re( (x|y|cx|cy|x1|y1|x2|y2)="(-?[0-9.]+)")re");
  for (auto it = std::sregex_iterator(svg.begin(), svg.end(), coord); it != std::sregex_iterator();
       ++it) {
    double v = std::stod((*it)[2].str());
    double limit = (*it)[1].str().find('x') != std::string::npos ? 1587 : 1123;
    CHECK(v >= 0);
    CHECK(v <= limit);
  }
}

const Map& load(const std::string& path) {
  static std::map<std::string, LoadResult> cache;
  auto it = cache.find(path);
  if (it == cache.end()) it = cache.emplace(path, load_map_file(path)).first;
  if (!it->second.map) FAIL(path << " does not load:\n" << map_test::dump(it->second.diagnostics));
  return *it->second.map;
}

}  // namespace

TEST_CASE("R9a.gen.8 map render: the classical map's SVG has every space, border and centre") {
  const Map& m = load(std::string(DIA_SOURCE_DIR) + "/maps/classical.yaml");
  std::string svg = dia::report::svg_map(m);
  check_structure(m, svg);
  // Golden figures of the classical board: 56 land, 19 seas, 34 centres of which 22 home.
  CHECK(count(svg, "<g class=\"space land") == 56);
  CHECK(count(svg, "<g class=\"space sea\"") == 19);
  CHECK(count(svg, "class=\"supply-centre\"") == 34);
  CHECK(count(svg, "<g class=\"citadel ") == 0);
  CHECK(svg.find("<title>Standard Diplomacy</title>") != std::string::npos);
}

TEST_CASE("R9a.gen.8 map render: the mini Diadoques map's SVG has citadels, links, lakes, rivers") {
  const Map& m = load(map_test::mini_file);
  std::string svg = dia::report::svg_map(m);
  check_structure(m, svg);
  // Golden figures of the mini map.
  CHECK(count(svg, "<g class=\"space land") == 11);
  CHECK(count(svg, "<g class=\"space sea\"") == 6);
  CHECK(count(svg, "<g class=\"citadel capital") == 6);
  CHECK(count(svg, "<g class=\"citadel major") == 14);
  CHECK(count(svg, "<g class=\"citadel minor port\"") == 1);  // Athènes
  CHECK(count(svg, "<line class=\"link canal\"") == 1);
  CHECK(count(svg, "<line class=\"link towpath\"") == 1);
  CHECK(count(svg, "<line class=\"link arabia\"") == 1);
  CHECK(count(svg, "<g class=\"space land floodable\"") == 2);
  CHECK(count(svg, ">10 T<") == 1);                // Alexandrie's treasure
  CHECK(count(svg, ">Alexandrie d'Issos<") == 1);  // names are written as they are
  CHECK(count(svg, "Contournement de l'Arabie") == 1);
}

TEST_CASE("R9a.gen.8 map render: names are XML-escaped") {
  auto text = map_test::edit(map_test::read(map_test::mini_file), "name: Laconie",
                             "name: \"Laconie & <Sparte>\"");
  auto r = load_map_text(text, map_test::mini_file);
  REQUIRE_MESSAGE(r.map, map_test::dump(r.diagnostics));
  std::string svg = dia::report::svg_map(*r.map);
  CHECK(svg.find("Laconie &amp; &lt;Sparte&gt;") != std::string::npos);
  CHECK(svg.find("<Sparte>") == std::string::npos);
}
