#include <doctest/doctest.h>

#include <regex>

#include "map/load.hpp"
#include "report/svg_state.hpp"

using namespace dia;

namespace {

const map::Map& diadoques_map() {
  static auto load = map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/diadoques.yaml");
  REQUIRE(load.map);
  return *load.map;
}

std::pair<double, double> label_at(const std::string& svg, const std::string& code) {
  std::smatch m;
  // The code, then the marks of its towns and ports, or the full name as a tooltip.
  std::regex label(
      "<text class=\"space-label\" x=\"([-0-9.]+)\" y=\"([-0-9.]+)\"[^>]*>(<title>[^<]*</title>)?" +
      code + "<");
  REQUIRE(std::regex_search(svg, m, label));
  return {std::stod(m[1].str()), std::stod(m[2].str())};
}

}  // namespace

TEST_CASE("R9a.gen.8 the season's map shows units in their side's colour, leaders and control") {
  state::GameState g;
  g.sides.push_back({"ptolemee", "ptolemee", "", "David", "Alexandrie", 4321, 0, false});
  g.characters.push_back({"ptolemee", "Ptolémée", state::CharacterKind::diadoque, "ptolemee",
                          "ptolemee", "EGY", true, false, 0, state::Payments(), state::Payments(),
                          ""});
  g.characters.push_back({"olympias", "Olympias", state::CharacterKind::royal, "", "", "Delphes",
                          true, false, 0, state::Payments(), state::Payments(), ""});
  state::Unit a;
  a.side = "ptolemee";
  a.space = "EGY";
  a.commander = "ptolemee";
  g.units.push_back(a);
  state::Unit f;
  f.type = state::UnitType::F;
  f.side = "ptolemee";
  f.space = "MIN";
  g.units.push_back(f);
  g.control["EGY"] = "ptolemee";
  g.control["Alexandrie"] = "ptolemee";

  std::string svg = report::svg_state(diadoques_map(), g, "Les Diadoques — printemps -319");
  CHECK(svg.rfind("</svg>\n") == svg.size() - 7);
  CHECK(svg.find("<g class=\"unit ptolemee\">") != std::string::npos);
  CHECK(svg.find(">A*</text>") != std::string::npos);  // led by the diadoque
  CHECK(svg.find(">F</text>") != std::string::npos);
  CHECK(svg.find("<circle class=\"control ptolemee\"") != std::string::npos);
  // A lone character: on the board a token of two letters, named in full by its tooltip.
  CHECK(svg.find("<g class=\"character\"><title>Olympias</title>") != std::string::npos);
  CHECK(svg.find("4321") == std::string::npos);  // never the treasury
  // The army is drawn just above Egypt's label, not somewhere else on the page.
  auto [ex, ey] = label_at(svg, "EGY");
  std::smatch m;
  REQUIRE(std::regex_search(
      svg, m, std::regex("<g class=\"unit ptolemee\"><rect x=\"([-0-9.]+)\" y=\"([-0-9.]+)\"")));
  CHECK(std::abs(std::stod(m[1].str()) - ex) < 20);
  CHECK(std::abs(std::stod(m[2].str()) - ey) < 35);
  CHECK(report::side_colour("ptolemee") != report::side_colour("seleucos"));
}

namespace {

// Whether `text` is well-formed UTF-8: each lead byte followed by as many continuation bytes
// (10xxxxxx) as it announces, no continuation byte alone.
bool valid_utf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto b = static_cast<unsigned char>(text[i]);
    const std::size_t len = b < 0x80           ? 1
                            : (b >> 5) == 0x6  ? 2
                            : (b >> 4) == 0xE  ? 3
                            : (b >> 3) == 0x1E ? 4
                                               : 0;
    if (len == 0 || i + len > text.size()) return false;
    for (std::size_t k = 1; k < len; ++k)
      if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return false;
    i += len;
  }
  return true;
}

}  // namespace

TEST_CASE("the season's map stays valid UTF-8 when a lone character's name has an accent") {
  // Séleucos and Démétrios alone in a space: their token's two letters are "Sé" and "Dé",
  // never "S" and half an "é" (which made map.svg invalid UTF-8, hence invalid XML).
  state::GameState g;
  g.sides.push_back({"seleucos", "seleucos", "", "Eve", "Babylone", 0, 0, false});
  g.characters.push_back({"seleucos", "Séleucos", state::CharacterKind::diadoque, "seleucos",
                          "seleucos", "MES", true, false, 0, state::Payments(), state::Payments(),
                          ""});
  g.characters.push_back({"demetrios", "Démétrios", state::CharacterKind::epigone, "seleucos",
                          "seleucos", "SYR", true, false, 0, state::Payments(), state::Payments(),
                          ""});
  const std::string svg = report::svg_state(diadoques_map(), g, "Les Diadoques — été -318");
  CHECK(valid_utf8(svg));
  CHECK(svg.find("<title>Séleucos</title>") != std::string::npos);
  CHECK(svg.find(">Sé</text>") != std::string::npos);
  CHECK(svg.find(">Dé</text>") != std::string::npos);
}
