#pragma once
// What the results site shows of a club, read from public files only: club.yaml's name and
// languages, the standings (club/standings.hpp), and for each game its name, its players with
// their sides, and each adjudicated season's results/public.json and results/map.svg (before the
// first, the diadoques' names from the game's scenario, its public set-up); for the standings,
// the victory and the eliminated sides of the current state.yaml, both announced publicly.
// Never results/private/, gm-log.txt, the rest of state.yaml or the orders: nothing private can
// reach a page because nothing private is read.
#include <filesystem>
#include <string>
#include <vector>

#include "club/club_file.hpp"
#include "club/standings.hpp"
#include "report/lang.hpp"
#include "report/public_view.hpp"

namespace dia::site {

struct SiteSeason {
  std::string id;  // "001-spring-319": the page's and the map's file name
  report::PublicView view;
  std::string map_svg;  // results/map.svg as it is; "" when the season has none
};

struct SiteGame {
  club::GameResult result;          // folder, name, state and seats (player, side) of the game
  std::vector<SiteSeason> seasons;  // the adjudicated seasons, in game order
};

struct SiteModel {
  // club.yaml: its name, languages and points table are shown; its players' emails never.
  club::Club club;
  std::vector<report::Lang> langs;  // club.yaml's languages, the first the site's home
  club::Standings standings;
  std::vector<SiteGame> games;  // as standings.games: by folder name
};

// Reads the club in `dir`. Throws std::runtime_error naming the file on a missing club.yaml,
// an unreadable game.yaml or public.json.
SiteModel read_site(const std::filesystem::path& dir);

}  // namespace dia::site
