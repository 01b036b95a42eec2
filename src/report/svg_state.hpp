#pragma once
// The season's map picture (results/map.svg): the map drawn by svg_map() with the position on
// top: each side's units (A, Am, Ae, Ag, F, Fe) in the side's colour, `*` on a unit led by a
// diadoque (`#` an epigone), the neutral units in their faction's colour, lone characters, and a
// coloured ring on every controlled space. Only public facts are drawn (no treasury, no
// counter-corruption).
#include <string>

#include "map/map.hpp"
#include "report/lang.hpp"
#include "report/public_view.hpp"
#include "report/svg_map.hpp"
#include "state/game_state.hpp"

namespace dia::report {

// Neutral units are drawn in their faction's colour (report/faction), each faction on the map
// named in the key under the sides (auction lots worded in `lang`). With the season's public
// view, its orders are drawn too (report/svg_orders), under the pieces and the names; the key
// then explains the unit tokens, the leader marks and the order marks.
std::string svg_state(const map::Map& map, const state::GameState& state, const std::string& title,
                      Lang lang = Lang::fr, const PublicView* season = nullptr);
// The same on `picture`, svg_map_picture(map, lang) drawn beforehand (report/picture_cache: once
// per process for all the games on one map).
std::string svg_state(const map::Map& map, const MapPicture& picture, const state::GameState& state,
                      const std::string& title, Lang lang, const PublicView* season);

// The fixed colour of a side ("" neutral): the same in every picture of every game.
std::string side_colour(const std::string& side);

}  // namespace dia::report
