// The board as PNG for a phone (issues 31, 32): rendered from the SVG by librsvg, the whole
// board and one side's part of it.
#include <doctest/doctest.h>

#include <cstdint>
#include <memory>
#include <string>

#include "report/board_png.hpp"
#include "report/picture_cache.hpp"
#include "report/svg_map.hpp"
#include "season/fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

std::uint32_t be32(const std::string& png, std::size_t at) {
  std::uint32_t v = 0;
  for (std::size_t i = 0; i < 4; ++i) v = (v << 8) | static_cast<unsigned char>(png[at + i]);
  return v;
}

std::shared_ptr<const map::Map> shared_map() {
  return std::shared_ptr<const map::Map>(&test::diadoques_map(), [](const map::Map*) {});
}

}  // namespace

TEST_CASE("the board's SVG is rendered as a PNG of the width asked, its height in proportion") {
  const std::string svg = report::svg_map(test::diadoques_map());
  const std::string png = report::svg_to_png(svg, 400);
  REQUIRE(png.size() > 24);
  CHECK(png.substr(0, 8) == std::string("\x89PNG\r\n\x1a\n", 8));
  CHECK(be32(png, 16) == 400);
  CHECK(be32(png, 20) > 200);  // A3 landscape: about 283
  CHECK(be32(png, 20) < 400);
  CHECK(report::svg_to_png(svg, 400) == png);  // same input, same bytes
  CHECK_THROWS_WITH(report::svg_to_png("<svg", 400), doctest::Contains("the board's SVG"));
}

TEST_CASE("a side's part of the board holds its pieces and provinces, and is smaller") {
  const auto picture = report::shared_map_picture(shared_map(), report::Lang::fr);
  state::GameState g = test::later();
  g.control.clear();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::F, "cassandre", "EUB");
  g.control["THE"] = "cassandre";
  for (state::Character& c : g.characters)
    if (c.controller == "cassandre") c.space = "MAC";
  const std::optional<report::Crop> crop = report::side_crop(*picture, g, "cassandre");
  REQUIRE(crop);
  for (const char* code : {"MAC", "EUB", "THE"}) {
    const report::SvgPoint p = picture->centres.at(code);
    CHECK(p.x > crop->x0);
    CHECK(p.x < crop->x1);
    CHECK(p.y > crop->y0);
    CHECK(p.y < crop->y1);
  }
  const report::SvgPoint far = picture->centres.at("EGY");  // Egypt is far from Macedonia
  CHECK_FALSE((far.x > crop->x0 && far.x < crop->x1 && far.y > crop->y0 && far.y < crop->y1));
  const double w = crop->x1 - crop->x0;
  const double h = crop->y1 - crop->y0;
  CHECK(h <= 2 * w + 1e-6);
  CHECK(w <= 2 * h + 1e-6);
  const std::string png = report::svg_to_png(report::svg_map(test::diadoques_map()), 600, crop);
  CHECK(be32(png, 16) == 600);
  // A side with nothing on the board has no part of it.
  g.units.clear();
  g.control.clear();
  for (state::Character& c : g.characters)
    if (c.controller == "cassandre") c.space.clear();
  CHECK_FALSE(report::side_crop(*picture, g, "cassandre"));
}
