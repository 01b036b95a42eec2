#include "site/standings_page.hpp"

#include <fmt/format.h>

#include "club/standings_format.hpp"
#include "report/catalogue.hpp"
#include "report/season_name.hpp"
#include "site/html.hpp"
#include "site/page.hpp"
#include "site/site_paths.hpp"

namespace dia::site {

using report::Lang;

namespace {

std::string number_cell(const std::string& text) {
  return "<td class=\"n\">" + escape(text) + "</td>";
}

std::string players_table(const SiteModel& model, Lang lang) {
  std::string out = "<table class=\"standings\">\n<thead><tr>";
  out +=
      column_heading(lang, Msg::club_col_rank, true) + column_heading(lang, Msg::club_col_player);
  for (Msg id : {Msg::club_col_played, Msg::club_col_playing, Msg::club_col_wins,
                 Msg::club_col_shared, Msg::club_col_survived, Msg::club_col_eliminated,
                 Msg::club_col_abandoned, Msg::club_col_points, Msg::club_col_rating})
    out += column_heading(lang, id, true);
  out += "</tr></thead>\n<tbody>\n";
  for (const auto& p : model.standings.players) {
    out += "<tr>" + number_cell(fmt::format("{}", p.rank));
    out += "<th scope=\"row\">" + escape(p.player) + "</th>";
    for (int n : {p.played, p.playing, p.wins, p.shared, p.survived, p.eliminated, p.abandoned})
      out += number_cell(fmt::format("{}", n));
    out += number_cell(fmt::format("{}", p.points));
    out += number_cell(club::rating_shown(p.rating));
    out += "</tr>\n";
  }
  return out + "</tbody>\n</table>\n";
}

std::string scoring_note(const SiteModel& model, Lang lang) {
  return fmt::format("<p class=\"note\">{}</p>\n", escape(club::scoring_note(model.club, lang)));
}

std::string games_table(const SiteModel& model, Lang lang, const std::string& path) {
  std::string out = "<table class=\"games\">\n<thead><tr>";
  out += column_heading(lang, Msg::club_col_game) + column_heading(lang, Msg::club_col_season) +
         column_heading(lang, Msg::club_col_result);
  out += "</tr></thead>\n<tbody>\n";
  for (const auto& game : model.games) {
    const club::GameResult& r = game.result;
    out += "<tr><th scope=\"row\">" +
           link(path, page_path(lang, game_page_rest(r.game)), r.name.empty() ? r.game : r.name) +
           "</th>";
    out += "<td>" + escape(r.season.empty() ? "" : report::season_name(r.season, lang)) + "</td>";
    out += "<td>" + escape(club::game_state_words(r, lang)) + "</td></tr>\n";
  }
  return out + "</tbody>\n</table>\n";
}

}  // namespace

Page standings_page(const SiteModel& model, Lang lang, const std::string& path) {
  Page page;
  page.path = path;
  page.lang = lang;
  page.rest = "index.html";
  page.club = model.club.name;
  page.title = report::words(lang, {Msg::club_standings_title, {arg::Words{model.club.name}}});
  page.main += fmt::format("<h2>{}</h2>\n", escape(report::say(lang, Msg::club_players_heading)));
  page.main += players_table(model, lang);
  page.main += scoring_note(model, lang);
  page.main += fmt::format("<h2>{}</h2>\n", escape(report::say(lang, Msg::club_games_heading)));
  page.main += games_table(model, lang, path);
  return page;
}

}  // namespace dia::site
