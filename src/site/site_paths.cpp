#include "site/site_paths.hpp"

namespace dia::site {

std::string game_page_rest(const std::string& game) {
  return game + "/index.html";
}

std::string season_page_rest(const std::string& game, const std::string& season) {
  return game + "/" + season + ".html";
}

std::string map_path(const std::string& game, const std::string& season) {
  return "maps/" + game + "/" + season + ".svg";
}

}  // namespace dia::site
