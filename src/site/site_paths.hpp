#pragma once
// The site's file names, stable so links into it survive regeneration:
//   index.html                          the first language's standings
//   <lang>/index.html                   the standings
//   <lang>/<game>/index.html            a game
//   <lang>/<game>/<season-id>.html      an adjudicated season
//   maps/<game>/<season-id>.svg         the season's map, once for every language
//   style.css
#include <string>

#include "report/lang.hpp"

namespace dia::site {

std::string game_page_rest(const std::string& game);  // "g1/index.html"
std::string season_page_rest(const std::string& game,
                             const std::string& season);                   // "g1/001-….html"
std::string map_path(const std::string& game, const std::string& season);  // "maps/g1/001-….svg"
inline constexpr const char* style_path = "style.css";

}  // namespace dia::site
