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

// The board's cover, measured two ways: the areas of everything drawn, summed (the board's own
// area when nothing overlaps and nothing is missing), and a fine grid of points of which each
// must lie in exactly one thing drawn.
struct Coverage {
  double board_area = 0;    // km²
  double covered_area = 0;  // the share of the grid's points in something, times the board's area
  double summed_area = 0;   // the areas one by one, summed
  int gaps = 0;             // points of the grid in nothing drawn
  std::vector<std::string> overlaps;  // "MAC and THR overlap (N points of the grid)"
};
Coverage board_coverage(const Map& map, const Board& board);

}  // namespace dia::map
