// The board picture (issue 20) read back from its SVG: one region per space with its id, every
// citadel inside its province's drawn outline, every space's pieces inside its region, no name
// over another name, symbol or piece, the legend in the game's language, under 1 MB.
#include <doctest/doctest.h>

#include <regex>
#include <string>

#include "map/board_check.hpp"
#include "map/load.hpp"
#include "report/svg_map.hpp"
#include "report/svg_state.hpp"

using namespace dia;

namespace {

const map::Map& diadoques() {
  static auto r = map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/diadoques.yaml");
  REQUIRE(r.map);
  return *r.map;
}

const report::MapPicture& picture() {
  static const report::MapPicture p = report::svg_map_picture(diadoques(), report::Lang::fr);
  return p;
}

std::size_t count(const std::string& text, const std::string& needle) {
  std::size_t n = 0;
  for (auto at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) ++n;
  return n;
}

// The rings of the path inside `<g id="space-CODE" ...>`, read from the SVG text.
std::vector<map::Path> region_rings(const std::string& svg, const std::string& code) {
  auto at = svg.find("<g id=\"space-" + code + "\"");
  REQUIRE_MESSAGE(at != std::string::npos, code);
  auto d = svg.find(" d=\"", at);
  auto end = svg.find('"', d + 4);
  std::string path = svg.substr(d + 4, end - d - 4);
  std::vector<map::Path> rings;
  std::regex step("([MLZ])([-0-9.]*) ?([-0-9.]*)");
  for (std::sregex_iterator it(path.begin(), path.end(), step), e; it != e; ++it) {
    char op = (*it)[1].str()[0];
    if (op == 'M') rings.emplace_back();
    if (op == 'M' || op == 'L') {
      rings.back().push_back({std::stod((*it)[2].str()), std::stod((*it)[3].str())});
    }
  }
  return rings;
}

// Even-odd rule over every ring, as the SVG fills it.
bool inside(const std::vector<map::Path>& rings, double x, double y) {
  int crossings = 0;
  for (const auto& ring : rings) {
    map::Piece piece{ring, {}};
    crossings += map::contains(piece, {x, y}) ? 1 : 0;
  }
  return crossings % 2 == 1;
}

}  // namespace

TEST_CASE("R4a.space.1 board picture: every province and sea zone is one region with its id") {
  const std::string& svg = picture().svg;
  for (const auto& s : diadoques().spaces) {
    if (s.is_citadel()) continue;
    CHECK_MESSAGE(count(svg, "id=\"space-" + s.code + "\"") == 1, s.code);
    CHECK(picture().region_paths.count(s.code) == 1);
  }
  CHECK(svg.size() < 1'000'000);
  CHECK(picture().problem.empty());
}

TEST_CASE(
    "R4a.cit.4 board picture: each citadel is drawn inside its province's outline, and "
    "each space's pieces inside its region") {
  const std::string& svg = picture().svg;
  for (const auto& s : diadoques().spaces) {
    if (s.is_citadel()) {
      auto c = picture().centres.at(s.code);
      const std::string& province = diadoques().space(s.citadel->province).code;
      CHECK_MESSAGE(inside(region_rings(svg, province), c.x, c.y),
                    s.code << " not in " << province);
      continue;
    }
    // The slot kept for the space's units, read back as a point inside the drawn region.
    auto slot = picture().unit_slots.at(s.code);
    CHECK_MESSAGE(inside(region_rings(svg, s.code), slot.x + 15, slot.y + 6), s.code);
  }
}

TEST_CASE("R9a.gen.8 board picture: no name overlaps another name, a symbol or a slot") {
  const auto& boxes = picture().boxes;
  std::size_t labels = 0;
  for (std::size_t i = 0; i < boxes.size(); ++i) {
    if (boxes[i].what.rfind("label ", 0) == 0) ++labels;
    for (std::size_t j = i + 1; j < boxes.size(); ++j) {
      const auto& a = boxes[i];
      const auto& b = boxes[j];
      bool overlap = a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
      // Citadel symbols stand where the towns stood: two may touch (Pella and Pydna).
      bool two_symbols = a.what.rfind("citadel ", 0) == 0 && b.what.rfind("citadel ", 0) == 0;
      CHECK_MESSAGE((!overlap || two_symbols), a.what << " overlaps " << b.what);
    }
  }
  // A name for every province, sea and citadel, each counted once in the SVG.
  std::size_t named = diadoques().spaces.size();
  CHECK(labels >= named);
  CHECK(count(picture().svg, "class=\"space-label\"") +
            count(picture().svg, "class=\"citadel-label\"") ==
        named);
}

TEST_CASE("R9a.gen.8 board picture: the legend speaks the game's language") {
  std::string fr = report::svg_map(diadoques(), report::Lang::fr);
  std::string en = report::svg_map(diadoques(), report::Lang::en);
  CHECK(fr.find(">Légende<") != std::string::npos);
  CHECK(fr.find(">citadelle mineure<") != std::string::npos);
  CHECK(en.find(">Legend<") != std::string::npos);
  CHECK(en.find(">minor citadel<") != std::string::npos);
  CHECK(en.find(">Légende<") == std::string::npos);
}

TEST_CASE("R9a.gen.8 board picture: a controlled province is tinted, its units drawn in its slot") {
  state::GameState g;
  g.sides.push_back({"ptolemee", "ptolemee", "", "David", "Alexandrie", 0, 0, false});
  state::Unit a;
  a.side = "ptolemee";
  a.space = "PHE";
  g.units.push_back(a);
  g.control["PHE"] = "ptolemee";
  std::string svg = report::svg_state(diadoques(), g, "test");
  std::smatch m;
  REQUIRE(std::regex_search(svg, m, std::regex("<path class=\"control ptolemee\" d=\"([^\"]+)\"")));
  CHECK(m[1].str() == picture().region_paths.at("PHE"));
  // The tint lies under the names.
  CHECK(svg.find("class=\"control ptolemee\"") < svg.find("class=\"space-label\""));
  REQUIRE(std::regex_search(
      svg, m, std::regex("<g class=\"unit ptolemee\"><rect x=\"([-0-9.]+)\" y=\"([-0-9.]+)\"")));
  auto slot = picture().unit_slots.at("PHE");
  CHECK(std::stod(m[1].str()) == doctest::Approx(slot.x).epsilon(0.001));
  CHECK(std::stod(m[2].str()) == doctest::Approx(slot.y).epsilon(0.001));
}
