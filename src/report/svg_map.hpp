#pragma once
// An SVG picture of a map. A map that names a geography file is drawn as a board of regions
// (report/svg_board). A map without one (the classical map of the DATC) is drawn as a graph, from
// the spaces' positions (equirectangular projection with cos(mean latitude) scaling) on an A3
// landscape page: provinces and seas as labelled nodes coloured by terrain, borders as lines styled
// by who may cross, rivers, lakes and special links, citadels beside their province (circle minor,
// square major, double square capital) with port anchors and treasures, and a legend.
//
// Every drawn element carries a class naming what it is (`space land`, `edge army`,
// `citadel capital`, `river`, ...), so tests can check the picture's structure.
#include <map>
#include <string>
#include <string_view>

#include "map/map.hpp"
#include "report/lang.hpp"

namespace dia::report {

std::string svg_map(const map::Map& map, Lang lang = Lang::fr);

// Text escaped for SVG element content and double-quoted attributes (& < > ").
std::string xml(std::string_view text);

// The picture and where it put each space: the centre of every drawn province, sea and citadel,
// keyed by its code, so overlays (svg_state) draw on the very spots the picture shows.
struct SvgPoint {
  double x = 0;
  double y = 0;
};
// A rectangle of the picture something was drawn in: a name, a symbol, a slot for pieces.
struct SvgBox {
  std::string what;  // "label MAC", "citadel Pella", "slot MAC", "legend", ...
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};
struct MapPicture {
  std::string svg;
  std::map<std::string, SvgPoint> centres;
  // Where the season's units of each space go: the top left of the first piece. On the board a
  // slot of room is kept free of names and symbols there.
  std::map<std::string, SvgPoint> unit_slots;
  // The board only: each region's outline (an SVG path's d), for the controllers' tint, and where
  // in `svg` the tint goes (under the borders and names); npos for the graph.
  std::map<std::string, std::string> region_paths;
  std::size_t tint_at = std::string::npos;
  SvgPoint key_at{24, 56};    // where the season's title and the sides' key go
  std::vector<SvgBox> boxes;  // the board: every name, symbol and slot placed
  std::string problem;        // why the board could not be drawn (the graph was drawn instead)
};
MapPicture svg_map_picture(const map::Map& map, Lang lang = Lang::fr);

// The graph drawing alone (the picture of a map without geography).
MapPicture svg_graph_picture(const map::Map& map, Lang lang);

// Writes an SVG picture to `path` (through a temporary file renamed over it, so a failed
// write never leaves half a picture); on failure returns false and says why in `error`.
bool write_svg_file(const std::string& svg, const std::string& path, std::string& error);

}  // namespace dia::report
