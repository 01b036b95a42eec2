#pragma once
// The board of regions (issue 20, docs/board.md): every land province and sea zone drawn as its
// region on the real coastlines (map/board), in a Lambert conic projection on an A3 landscape
// page; terrain by fill and hatching, lakes, rivers, impassable ground, borders, citadels,
// ports, treasures, the special moves, names placed where they overlap nothing, and a legend
// in the game's language. Each region is `<g id="space-CODE">`.
#include <optional>
#include <string>

#include "map/map.hpp"
#include "report/lang.hpp"
#include "report/svg_map.hpp"

namespace dia::report {

// nullopt, with the reason in `problem`, when the geography file cannot be read.
std::optional<MapPicture> svg_board_picture(const map::Map& map, Lang lang, std::string& problem);

}  // namespace dia::report
