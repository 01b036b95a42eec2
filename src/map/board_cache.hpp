#pragma once
// The board computed once per map content (issue 32, "Fast start"). Deriving the regions,
// borders and coasts from the geography takes ~20 ms, more than everything else a season's
// adjudication does; they depend only on the map and the files it names, so they are kept on
// disk between runs, in the user's cache directory ($XDG_CACHE_HOME/diadoques, else
// ~/.cache/diadoques), one file per content:
//   board-<hash>.bin
// where the hash is of the map file's text, of every file it names (facts, event tables,
// geography) and of the program's build (its GNU build id), so that a GM who edits any of them,
// or installs another build of the program, gets a board made anew at the next run. A file that
// is cut short, damaged or made for something else is refused and made again (map/board_file).
//
// The cache is a convenience, never a source of truth: when it cannot be read or written (no
// home, a read-only disk, DIADOQUES_CACHE=off) the board is computed as before, and what is
// drawn or said from it is the same to the byte.
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "common/diagnostic.hpp"
#include "map/board.hpp"
#include "map/map.hpp"

namespace dia::map {

struct CachedBoard {
  std::shared_ptr<const Board> board;      // null when the geography file does not read
  std::vector<std::string> disagreements;  // check_board(map, *board)
  Diagnostics diagnostics;                 // the geography file's, when it was read
  bool from_cache = false;                 // read from the cache file, not computed
};

// The board of a map that names a geography file (Map::geography_file), from the cache when it
// holds this content's, else computed and stored (written to a temporary file renamed over the
// final name, so a reader never sees half a board).
CachedBoard board_of(const Map& map);

// Where the boards are kept; empty when there is nowhere (no XDG_CACHE_HOME nor HOME, or
// DIADOQUES_CACHE=off).
std::filesystem::path board_cache_dir();

// The cache file the board of `map` goes in, as board_of names it; empty when the map's files
// cannot all be read or there is no cache directory.
std::filesystem::path board_cache_file(const Map& map);

}  // namespace dia::map
