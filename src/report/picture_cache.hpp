#pragma once
// The map's picture drawn once per process and language (issue 18). A season's map.svg is the
// map's picture (svg_map_picture: on the board, the Voronoi regions, names and legend, ~36–42 ms,
// docs/board.md) with the position on top; the picture depends only on the map and the language,
// so every game of a club played on the same map (map/map_cache) shares it.
//
// Safe from several threads at once: the pictures are const once drawn and kept for the whole
// run; the table is guarded by a mutex, and a picture asked for while another thread draws it is
// waited for, never drawn twice.
#include <memory>

#include "map/map.hpp"
#include "report/lang.hpp"
#include "report/svg_map.hpp"

namespace dia::report {

// svg_map_picture(*map, lang), drawn the first time. Keyed by the map object: the table keeps
// `map` alive, so its address names that map alone as long as the process runs.
std::shared_ptr<const MapPicture> shared_map_picture(const std::shared_ptr<const map::Map>& map,
                                                     Lang lang);

}  // namespace dia::report
