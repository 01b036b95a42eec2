#pragma once
// The board as PNG for a phone (issues 31, 32): the whole board, and one side's part of it
// cropped and enlarged, for the results mail and the site. Rendered by librsvg (Debian
// librsvg2-dev), the renderer of rsvg-convert, with cairo: the SVG is the one picture; the PNGs
// are views of it, never drawn a second way.
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "report/svg_map.hpp"
#include "state/game_state.hpp"

namespace dia::report {

// A rectangle of the SVG's user space.
struct Crop {
  double x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};

// The part of the board where `side` has something (units, characters, controlled provinces
// and citadels), with a margin, never narrower than a fifth of the board nor with sides in a
// ratio past 2:1, within the board; nullopt when the side has nothing on it.
std::optional<Crop> side_crop(const MapPicture& picture, const state::GameState& state,
                              const std::string& side);

// `svg` (or its `crop`) rendered `width` pixels wide, as PNG bytes. Throws std::runtime_error
// naming librsvg's complaint when the SVG cannot be read.
std::string svg_to_png(std::string_view svg, int width, const std::optional<Crop>& crop = {});

}  // namespace dia::report
