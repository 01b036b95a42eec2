#pragma once
// An SVG picture of a map, drawn from the spaces' positions (equirectangular projection with
// cos(mean latitude) scaling) on an A3 landscape page: provinces and seas as labelled nodes
// coloured by terrain, borders as lines styled by who may cross, rivers, lakes and special
// links, citadels beside their province (circle minor, square major, double square capital)
// with port anchors and treasures, and a legend.
//
// Every drawn element carries a class naming what it is (`space land`, `edge army`,
// `citadel capital`, `river`, ...), so tests can check the picture's structure.
#include <map>
#include <string>
#include <string_view>

#include "map/map.hpp"

namespace dia::report {

std::string svg_map(const map::Map& map);

// Text escaped for SVG element content and double-quoted attributes (& < > ").
std::string xml(std::string_view text);

// The picture and where it put each space: the centre of every drawn province, sea and citadel,
// keyed by its code, so overlays (svg_state) draw on the very spots the picture shows.
struct SvgPoint {
  double x = 0;
  double y = 0;
};
struct MapPicture {
  std::string svg;
  std::map<std::string, SvgPoint> centres;
};
MapPicture svg_map_picture(const map::Map& map);

// Writes an SVG picture to `path` (through a temporary file renamed over it, so a failed
// write never leaves half a picture); on failure returns false and says why in `error`.
bool write_svg_file(const std::string& svg, const std::string& path, std::string& error);

}  // namespace dia::report
