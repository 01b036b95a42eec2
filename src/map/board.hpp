#pragma once
// The board: every land province and sea zone as a region of land or sea on the real coastlines
// (docs/board.md). A region is the set of points whose nearest seed belongs to its space (a
// Voronoi diagram of the seeds: each space's `position` and `region_points`), cut to the piece
// of ground the seed stands on: land seeds share out the land mass they stand on, sea seeds the
// body of water. Islands no province's seed stands on are islets (drawn as land, no space);
// water no sea zone's seed stands on is open water (the Caspian is a lake: see lakes).
//
// The diagram is computed in a plane where degrees of longitude are scaled by cos(34°), so that
// the bounds are a rectangle and every cut is straight; the picture projects the result
// (map/projection). Shared borders and coast contacts are measured here too, for the check
// against the adjacency (map/board_check) and for drawing borders.
#include <string>
#include <vector>

#include "map/geography.hpp"
#include "map/map.hpp"
#include "map/plane_geometry.hpp"
#include "map/projection.hpp"

namespace dia::map {

struct Region {
  SpaceId space = 0;
  std::vector<Piece> pieces;
  double area = 0;  // km²
};

enum class BorderKind { land, sea, coast };

// Two spaces' common boundary: an inland border, a border between two seas, or a stretch of
// coast between a land province and a sea zone.
struct Border {
  SpaceId a = 0;  // a < b for land and sea borders; the land province for a coast
  SpaceId b = 0;
  BorderKind kind = BorderKind::land;
  std::vector<Path> lines;
  double length = 0;  // km
};

struct NamedArea {
  std::string name;
  std::vector<Piece> pieces;
};

struct NamedPath {
  std::string name;
  Path path;
};

struct Board {
  Piece frame;                  // the board's outline (the geography's bounds)
  std::vector<Region> regions;  // one per land province and sea zone that has a region
  std::vector<Piece> land;      // every land mass (coast outlines)
  std::vector<Piece> islets;    // land no province's seed stands on
  std::vector<NamedArea> lakes;
  std::vector<Piece> open_water;      // water no sea zone's seed stands on
  std::vector<NamedArea> impassable;  // ground the map's `impassable:` areas take
  std::vector<Border> borders;
  std::vector<NamedPath> rivers;
  // What keeps the board from being drawn right: a seed in the wrong ground, two spaces' seeds
  // on one spot, a space with no region. Said with the space's code.
  std::vector<std::string> problems;

  const Region* region_of(SpaceId space) const;
};

// Coordinates are the diagram's plane (km); `to_lon_lat` turns them back, for projecting.
Board build_board(const Map& map, const Geography& geography);
Position to_lon_lat(XY plane);
XY to_plane(Position p);

// Border contacts shorter than this are a meeting at a point, not a shared border (km): less
// than the Bosporus is wide at the board's detail (its channel is about 5 km), so a strait
// still joins the two seas it separates.
inline constexpr double min_border_km = 2.5;

}  // namespace dia::map
