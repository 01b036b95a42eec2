#pragma once
// The board against the rules (issue 20): two land provinces share a drawn border exactly when
// an army may move between them (unless a lake lies between them); a sea region touches
// exactly the coastal provinces and seas of its `fleet` list; a citadel stands in its
// province's region, a port citadel on the coast of each sea it reaches; a river runs along the
// borders its `rivers:` entry lists and through the provinces it floods. And the regions,
// lakes, islets and open water cover the board without gap or overlap.
#include <string>
#include <vector>

#include "map/board.hpp"
#include "map/map.hpp"

namespace dia::map {

// Every disagreement, one sentence each naming the spaces; empty when the board is right.
std::vector<std::string> check_board(const Map& map, const Board& board);

struct Coverage {
  double board_area = 0;    // km²
  double covered_area = 0;  // everything drawn, each spot counted once
  double summed_area = 0;   // sum of the areas one by one: above the union when things overlap
  std::vector<std::string> overlaps;  // "MAC and THR overlap by N km²"
};
Coverage board_coverage(const Map& map, const Board& board);

// Whether `p` lies inside the piece (outer ring minus holes).
bool contains(const Piece& piece, XY p);
// The distance from `p` to the nearest point of the path (open when `closed` is false).
double distance_to(const Path& path, XY p, bool closed);

}  // namespace dia::map
