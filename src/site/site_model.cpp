#include "site/site_model.hpp"

#include <stdexcept>

#include "club/club_dir.hpp"
#include "club/club_file.hpp"
#include "report/public_report.hpp"
#include "state/durable.hpp"
#include "state/game_dir.hpp"

namespace dia::site {
namespace fs = std::filesystem;

namespace {

// The seasons of a game that have public results; a season still being played has none.
std::vector<SiteSeason> adjudicated_seasons(const state::GameDir& game) {
  std::vector<SiteSeason> seasons;
  // A season missing in the middle or a stray one refuses the site, as it refuses `status`: a
  // page that skipped it would read as the whole game (issue 34). season_ids() refuses a write
  // left half-done.
  game.check_season_sequence();
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
  // Each game's public results are read once, for its pages and for the standings.
  std::vector<club::GameResult> results;
  std::vector<std::string> names;
  for (const auto& dir_of_game : club::game_dirs(dir)) {
    const state::GameDir game_dir(dir_of_game);
    SiteGame game;
    game.seasons = adjudicated_seasons(game_dir);
    results.push_back(
        club::game_result(game_dir, game.seasons.empty() ? nullptr : &game.seasons.back().view));
    names.push_back(results.back().game);
    model.games.push_back(std::move(game));
  }
  model.standings = club::compute_standings(model.club, std::move(results));
  // The standings' games, scored, in folder order: each page gets its own game's.
  for (std::size_t i = 0; i < model.games.size(); ++i)
    for (const auto& result : model.standings.games)
      if (result.game == names[i]) model.games[i].result = result;
  return model;
}

}  // namespace dia::site
