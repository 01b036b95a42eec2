#include "site/site_model.hpp"

#include <stdexcept>

#include "club/club_dir.hpp"
#include "club/club_file.hpp"
#include "report/public_report.hpp"
#include "state/file_transaction.hpp"
#include "state/game_dir.hpp"

namespace dia::site {
namespace fs = std::filesystem;

namespace {

// The seasons of a game that have public results; a season still being played has none.
std::vector<SiteSeason> adjudicated_seasons(const state::GameDir& game) {
  std::vector<SiteSeason> seasons;
  for (const auto& id : game.season_ids()) {
    const fs::path results = game.results_dir(id);
    const fs::path json = results / "public.json";
    if (!fs::exists(json)) continue;
    SiteSeason season;
    season.id = id;
    season.view = report::public_view_from_json(state::read_file(json), json.string());
    const fs::path map = results / "map.svg";
    if (fs::exists(map)) season.map_svg = state::read_file(map);
    seasons.push_back(std::move(season));
  }
  return seasons;
}

}  // namespace

SiteModel read_site(const fs::path& dir) {
  SiteModel model;
  model.club = club::read_club(dir);
  for (const auto& code : model.club.languages) {
    if (auto lang = report::lang_from(code)) model.langs.push_back(*lang);
  }
  if (model.langs.empty()) model.langs.push_back(report::Lang::fr);
  model.standings = club::club_standings(dir, model.club);
  for (const auto& result : model.standings.games) {
    SiteGame game;
    game.result = result;
    const state::GameDir game_dir(club::games_dir(dir) / result.game);
    game.seasons = adjudicated_seasons(game_dir);
    model.games.push_back(std::move(game));
  }
  return model;
}

}  // namespace dia::site
