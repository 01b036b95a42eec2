// The season map's picture drawn once per map and language (report/picture_cache, issue 18),
// and the season map drawn on it the same as drawn from scratch.
#include <doctest/doctest.h>

#include <memory>

#include "map/load.hpp"
#include "report/picture_cache.hpp"
#include "report/svg_state.hpp"

using namespace dia;

TEST_CASE("a map's picture is drawn once per language and gives the season map drawn anew") {
  auto load = map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/diadoques.yaml");
  REQUIRE(load.map);
  const auto map = std::make_shared<const map::Map>(std::move(*load.map));
  const auto fr = report::shared_map_picture(map, report::Lang::fr);
  const auto en = report::shared_map_picture(map, report::Lang::en);
  CHECK(report::shared_map_picture(map, report::Lang::fr) == fr);
  CHECK(en != fr);
  CHECK(fr->svg == report::svg_map_picture(*map, report::Lang::fr).svg);
  CHECK(en->svg != fr->svg);  // the legend is in the picture's language

  state::GameState g;
  g.sides.push_back({"ptolemee", "ptolemee", "", "David", "Alexandrie", 4321, 0, false});
  state::Unit a;
  a.side = "ptolemee";
  a.space = "EGY";
  g.units.push_back(a);
  g.control["EGY"] = "ptolemee";
  const std::string drawn = report::svg_state(*map, g, "essai", report::Lang::fr);
  CHECK(report::svg_state(*map, *fr, g, "essai", report::Lang::fr, nullptr) == drawn);
  CHECK(drawn.find("class=\"unit ptolemee\"") != std::string::npos);
  // The shared picture is not drawn on: the next season map starts from the bare picture.
  CHECK(fr->svg.find("class=\"unit ptolemee\"") == std::string::npos);
}
