// The facts file (maps/README.md, "Facts file"): MAP-FACTS.md as data. A map that breaks a fact,
// or a fact that names nothing, is reported at the fact's line in the facts file.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>

#include "map/load.hpp"
#include "map_test_support.hpp"

using namespace map_test;
namespace fs = std::filesystem;

namespace {

struct Loaded {
  dia::map::LoadResult result;
  std::string facts_path;
  std::string map_path;
};

// Writes the (edited) mini map and facts into a fresh folder and loads the map from there.
Loaded load_pair(const std::string& name, const std::string& map_text,
                 const std::string& facts_text) {
  fs::path dir = fs::temp_directory_path() / ("dia-map-facts-" + name);
  fs::create_directories(dir);
  Loaded l;
  l.map_path = (dir / "mini-diadoques.yaml").string();
  l.facts_path = (dir / "mini-facts.yaml").string();
  std::ofstream(l.map_path, std::ios::binary) << map_text;
  std::ofstream(l.facts_path, std::ios::binary) << facts_text;
  l.result = dia::map::load_map_file(l.map_path);
  return l;
}

const std::string& map_text() {
  static const std::string text = read(mini_file);
  return text;
}
const std::string& facts_text() {
  static const std::string text = read(facts_file);
  return text;
}

void check_fact_error(const Loaded& l, const std::string& message, int line) {
  CHECK_FALSE(l.result.map.has_value());
  CHECK_MESSAGE(has_error(l.result.diagnostics, message, line, l.facts_path),
                "expected " << l.facts_path << ":" << line << ": " << message << "\ngot:\n"
                            << dump(l.result.diagnostics));
}

}  // namespace

TEST_CASE("G5.3 a required citadel in the wrong province") {
  auto facts = edit(facts_text(), "{name: Pella, province: MAC", "{name: Pella, province: CHE");
  auto l = load_pair("province", map_text(), facts);
  check_fact_error(l, "citadel 'Pella' must lie in 'CHE', not 'MAC' (R4a.cit.4)",
                   line_of(facts, "name: Pella"));
}

TEST_CASE("G5.3 a required citadel's class, port and access are checked") {
  auto map = edit(map_text(), "province: SYR, class: major, port: true, sea_access: [MIN]}",
                  "province: SYR, class: minor}");
  map = edit(map, "province: SYR, class: major}",
             "province: SYR, class: major}\n  - {code: X1, "
             "name: X1, kind: citadel, province: ATT, class: "
             "major}");
  auto l = load_pair("class", map, facts_text());
  int line = line_of(facts_text(), "name: Alexandrie d'Issos");
  check_fact_error(l, "citadel 'Alexandrie d'Issos' must be major, but the map makes it minor",
                   line);
  check_fact_error(l, "citadel 'Alexandrie d'Issos' must be a port", line);
  check_fact_error(l, "citadel 'Alexandrie d'Issos' must have a sea access to 'MIN'", line);
}

TEST_CASE("G5.3 treasures and religious treasures are checked") {
  auto map = edit(map_text(), "class: major, treasure: 5}", "class: major}");
  map = edit(map, "class: major, religious_treasure: true}", "class: major}");
  auto l = load_pair("treasure", map, facts_text());
  check_fact_error(l, "citadel 'Rhagai' must hold a treasure of 5 T, not 0 T",
                   line_of(facts_text(), "name: Rhagai"));
  check_fact_error(l, "citadel 'Ecbatane' must hold a religious treasure",
                   line_of(facts_text(), "name: Ecbatane"));
}

TEST_CASE("G5.1 a required name missing from the map gives the nearest name") {
  auto facts = edit(facts_text(), "  - MAC\n", "  - MAK\n");
  auto l = load_pair("missing", map_text(), facts);
  check_fact_error(l, "required 'MAK' is not in the map; nearest: 'MAC'", line_of(facts, "- MAK"));
}

TEST_CASE("G5.2 a required space of the wrong kind") {
  auto facts = edit(facts_text(), "{code: MOR, kind: sea", "{code: MAC, kind: sea");
  auto l = load_pair("kind", map_text(), facts);
  check_fact_error(l, "'MAC' must be a sea space, but the map makes it land [sea-storm table]",
                   line_of(facts, "code: MAC, kind: sea"));
}

TEST_CASE("G5.5 a proved adjacency must be in the map, with its reason") {
  auto map = edit(map_text(), "fleet: [MOR, MIN]", "fleet: [MOR]");
  map = edit(map, "fleet: [SYR, MOR]", "fleet: [MOR]");
  auto l = load_pair("adjacent", map, facts_text());
  check_fact_error(l,
                   "'SYR' and 'MIN' must be adjacent (fleet move), but the map does not join "
                   "them [G: F MIN - SYR]",
                   line_of(facts_text(), "between: [SYR, MIN]"));
}

TEST_CASE("R9a.move.9 a lake fact needs the lake in the map") {
  auto map = edit(map_text(),
                  "lakes:\n  - name: Lac de Van\n    between: [MES, MED]\n    source: "
                  "rules\n",
                  "");
  auto l = load_pair("lake", map, facts_text());
  check_fact_error(l, "the map needs a lake between 'MES' and 'MED'",
                   line_of(facts_text(), "  - [MES, MED]\nspecial"));
}

TEST_CASE("G3.2 a special link fact needs a link of that kind") {
  auto map = edit(map_text(), "  - kind: canal\n", "  - kind: pass\n");
  map = edit(map, "    units: [fleet]\n    gatekeeper: EGY",
             "    units: [army]\n    gatekeeper: EGY");
  map = edit(map, "between: [MOR, GAR]", "between: [SYR, EGY]");
  // GAR is then reached only by the Arabia bypass from GPE, which is itself cut off.
  auto l = load_pair("link", map, facts_text());
  check_fact_error(l, "the map needs a special link (canal) between 'MOR' and 'GAR'",
                   line_of(facts_text(), "{kind: canal"));
}

TEST_CASE("R4a.prov.2 terrain facts") {
  auto map =
      edit(map_text(), "    terrain: mountain\n    army: [CAP, CHD]", "    army: [CAP, CHD]");
  auto l = load_pair("terrain", map, facts_text());
  check_fact_error(l, "'MED' must be mountain land (R4a.prov.2), but the map has normal land",
                   line_of(facts_text(), "mountain: [MED]"));
}

TEST_CASE("R10.income.1 arsenal exceptions are facts") {
  auto map = edit(map_text(), "    arsenal_exception: true\n", "");
  auto l = load_pair("arsenal", map, facts_text());
  check_fact_error(l, "'MES' must carry 'arsenal_exception: true'",
                   line_of(facts_text(), "arsenal_exception: [MES]"));
}

TEST_CASE("G5 counts are facts") {
  auto facts = edit(facts_text(), "land_and_sea: 17", "land_and_sea: 76");
  auto l = load_pair("counts", map_text(), facts);
  check_fact_error(l, "the map must have 76 land provinces and sea zones, but has 17",
                   line_of(facts, "land_and_sea: 76"));
}

TEST_CASE("G5 an unknown key in the facts file gives the nearest key") {
  auto facts = edit(facts_text(), "not_adjacent:", "not_adjacnt:");
  auto l = load_pair("key", map_text(), facts);
  check_fact_error(l, "unknown key 'not_adjacnt' in the facts file; did you mean 'not_adjacent'?",
                   line_of(facts, "not_adjacnt"));
}

TEST_CASE("G5 a missing facts file is an error at the facts key") {
  auto map = edit(map_text(), "facts: mini-facts.yaml", "facts: nowhere.yaml");
  auto r = dia::map::load_map_text(map, mini_file);
  CHECK_FALSE(r.map);
  CHECK(has_error(r.diagnostics, "cannot read the facts file", line_of(map, "facts: nowhere")));
}
