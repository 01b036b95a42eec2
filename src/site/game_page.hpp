#pragma once
// A game's page: its players and their diadoques (PV, PP and result as the standings give
// them), how far it is, the map of the position after its last adjudicated season, and the
// list of its seasons, each linked to its page.
#include "report/lang.hpp"
#include "site/page.hpp"
#include "site/site_model.hpp"

namespace dia::site {

Page game_page(const SiteModel& model, const SiteGame& game, report::Lang lang);

// The game's name as shown: game.yaml's name, else its folder's.
std::string game_title(const SiteGame& game);

// `<figure>` with the map of `season` (its alt text says which game and season), seen from the
// page at `from`; "" when the season has no map.
std::string map_figure(const SiteGame& game, const SiteSeason& season, report::Lang lang,
                       const std::string& from);

}  // namespace dia::site
