#include "site/game_page.hpp"

#include <fmt/format.h>

#include "club/standings_format.hpp"
#include "report/catalogue.hpp"
#include "report/season_name.hpp"
#include "site/html.hpp"
#include "site/page.hpp"
#include "site/site_paths.hpp"

namespace dia::site {

using report::Lang;

std::string game_title(const SiteGame& game) {
  return game.result.name.empty() ? game.result.game : game.result.name;
}

std::string map_figure(const SiteGame& game, const SiteSeason& season, Lang lang,
                       const std::string& from) {
  if (season.map_svg.empty()) return "";
  const std::string alt = report::words(
      lang, {Msg::site_map_alt,
             {arg::Words{game_title(game)}, arg::Words{report::season_name(season.id, lang)}}});
  return fmt::format("<figure class=\"map\"><img src=\"{}\" alt=\"{}\"></figure>\n",
                     href(from, map_path(game.result.game, season.id)), escape(alt));
}

namespace {

// A seat's result: the game's once it is over; "éliminé" as soon as the side is out.
std::string seat_result(const club::Seat& seat, Lang lang) {
  if (!seat.result.empty()) return club::result_words(seat.result, lang);
  return seat.eliminated ? report::say(lang, Msg::club_result_eliminated) : "";
}

std::string players_table(const SiteGame& game, Lang lang) {
  std::string out = "<table class=\"players\">\n<thead><tr>";
  out += column_heading(lang, Msg::club_col_player) + column_heading(lang, Msg::club_col_side) +
         column_heading(lang, Msg::club_col_pv, true) +
         column_heading(lang, Msg::club_col_pp, true) + column_heading(lang, Msg::club_col_result);
  out += "</tr></thead>\n<tbody>\n";
  // Before the first season there are no PV or PP to show, rather than zeros.
  const bool played = !game.seasons.empty();
  for (const auto& seat : game.result.seats) {
    out += fmt::format(
        "<tr><th scope=\"row\">{}</th><td>{}</td><td class=\"n\">{}</td><td class=\"n\">{}</td>"
        "<td>{}</td></tr>\n",
        escape(seat.player), escape(seat.side_name.empty() ? seat.side : seat.side_name),
        played ? std::to_string(seat.pv) : "", played ? std::to_string(seat.pp) : "",
        escape(seat_result(seat, lang)));
  }
  return out + "</tbody>\n</table>\n";
}

std::string seasons_list(const SiteGame& game, Lang lang, const std::string& from) {
  if (game.seasons.empty())
    return fmt::format("<p>{}</p>\n", escape(report::say(lang, Msg::site_no_season)));
  std::string out = "<ol class=\"seasons\">\n";
  for (const auto& season : game.seasons) {
    out += "<li>" +
           link(from, page_path(lang, season_page_rest(game.result.game, season.id)),
                report::season_name(season.id, lang)) +
           "</li>\n";
  }
  return out + "</ol>\n";
}

}  // namespace

Page game_page(const SiteModel& model, const SiteGame& game, Lang lang) {
  Page page;
  page.rest = game_page_rest(game.result.game);
  page.path = page_path(lang, page.rest);
  page.lang = lang;
  page.club = model.club.name;
  page.title = report::words(lang, {Msg::site_game_title, {arg::Words{game_title(game)}}});
  page.main +=
      fmt::format("<p class=\"state\">{}</p>\n", escape(club::game_state_words(game.result, lang)));
  page.main += fmt::format("<h2>{}</h2>\n", escape(report::say(lang, Msg::club_players_heading)));
  page.main += players_table(game, lang);
  if (!game.seasons.empty()) {
    const SiteSeason& last = game.seasons.back();
    page.main += fmt::format(
        "<h2>{}</h2>\n",
        escape(report::words(
            lang, {Msg::site_position_after, {arg::Words{report::season_name(last.id, lang)}}})));
    page.main += map_figure(game, last, lang, page.path);
  }
  page.main += fmt::format("<h2>{}</h2>\n", escape(report::say(lang, Msg::site_seasons_heading)));
  page.main += seasons_list(game, lang, page.path);
  return page;
}

}  // namespace dia::site
