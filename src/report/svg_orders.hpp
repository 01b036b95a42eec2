#pragma once
// The season's orders drawn on its map (R9a.gen.8: "the results sheet marks successful orders
// with arrows in each side's colour"), as on the hand-drawn results maps of the time: a move
// is an arrow from where the unit stood to where it went (dashed and ending in a cross when it
// bounced), a support a dashed line to what it supports, a convoy a dotted one, a siege a
// crenellated ring round the citadel, a supply a dash-dot line to it, a retreat a hollow
// arrow, a dislodged unit a cross in a circle where it stood.
//
// Drawn from the PublicView only, never from the orders as received: what the rules keep
// private (a failed corruption's order, a bid...) is not in the view, so it cannot be drawn.
// Every element carries a class (`order move ok`, `order move failed`, `order support ok`,
// `order convoy ok`, `order siege ok`, `order supply ok`, `order retreat`, `order dislodged`)
// and its colour as the group's stroke, so tests can count and check them.
#include <string>
#include <string_view>

#include "map/map.hpp"
#include "report/public_view.hpp"
#include "report/svg_map.hpp"
#include "state/game_state.hpp"

namespace dia::report {

// `<g class="orders">...</g>` for `picture` of `map`. `after` is the public position after the
// season: it gives the colour of a neutral unit (its faction) and of a unit that retreated.
std::string svg_orders(const map::Map& map, const MapPicture& picture, const PublicView& view,
                       const state::GameState& after);

// The mark drawn for `mark` ("move ok", "move failed", "support", "convoy", "siege", "supply",
// "retreat", "dislodged"), small, in grey, 16 px wide from (x, y) on its middle line: for the
// season's key.
std::string svg_order_sample(std::string_view mark, double x, double y);

}  // namespace dia::report
