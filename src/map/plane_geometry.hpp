#pragma once
// Plain geometry of the board's plane (km), shared by the regions (map/board), their check
// (map/board_check) and the picture (report/svg_board): paths, pieces with holes, even-odd
// containment as an SVG fills them, areas, distances.
#include <vector>

#include "map/projection.hpp"

namespace dia::map {

using Path = std::vector<XY>;

// A polygon: its outer ring and the rings of its holes (closed implicitly).
struct Piece {
  Path outer;
  std::vector<Path> holes;
};

// The shoelace area of a ring: positive when it runs counter-clockwise (y up).
double ring_area(const Path& ring);
// The area of a piece: its outer ring's less its holes' (km²).
double piece_area(const Piece& piece);
// Whether `p` lies inside the piece (even-odd over every ring, as the SVG fills it).
bool contains(const Piece& piece, XY p);
// The distance from `p` to the nearest point of the path (open when `closed` is false).
double distance_to(const Path& path, XY p, bool closed);

}  // namespace dia::map
