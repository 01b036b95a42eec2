#include "club/standings_format.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

#include "report/catalogue.hpp"
#include "report/json.hpp"
#include "report/public_lines.hpp"
#include "report/public_report.hpp"
#include "report/season_name.hpp"

namespace dia::club {

using report::Lang;
using report::say;

namespace {

using Row = std::vector<std::string>;

std::string side_of(const GameResult& g, const std::string& side) {
  for (const auto& s : g.seats)
    if (s.side == side) return s.side_name;
  return side;
}

Row players_header(Lang lang) {
  return {say(lang, Msg::club_col_rank),      say(lang, Msg::club_col_player),
          say(lang, Msg::club_col_played),    say(lang, Msg::club_col_playing),
          say(lang, Msg::club_col_wins),      say(lang, Msg::club_col_shared),
          say(lang, Msg::club_col_survived),  say(lang, Msg::club_col_eliminated),
          say(lang, Msg::club_col_abandoned), say(lang, Msg::club_col_points),
          say(lang, Msg::club_col_rating)};
}

Row player_row(const PlayerRecord& p) {
  return {std::to_string(p.rank),      p.player,
          std::to_string(p.played),    std::to_string(p.playing),
          std::to_string(p.wins),      std::to_string(p.shared),
          std::to_string(p.survived),  std::to_string(p.eliminated),
          std::to_string(p.abandoned), std::to_string(p.points),
          rating_shown(p.rating)};
}

Row seats_header(Lang lang) {
  return {say(lang, Msg::club_col_place),  say(lang, Msg::club_col_player),
          say(lang, Msg::club_col_side),   say(lang, Msg::club_col_pv),
          say(lang, Msg::club_col_pp),     say(lang, Msg::club_col_result),
          say(lang, Msg::club_col_points), say(lang, Msg::club_col_rating)};
}

Row seat_row(const GameResult& g, const Seat& s, Lang lang) {
  const bool scored = g.finished();
  return {std::to_string(s.place),
          s.player,
          s.side_name,
          std::to_string(s.pv),
          std::to_string(s.pp),
          result_words(s.result, lang),
          scored ? std::to_string(s.points) : "",
          scored ? rating_change_shown(s.rating_change) : ""};
}

// The players' table and a game's table, each under its header row.
std::vector<Row> player_rows(const Standings& st, Lang lang) {
  std::vector<Row> rows{players_header(lang)};
  for (const auto& p : st.players) rows.push_back(player_row(p));
  return rows;
}

std::vector<Row> seat_rows(const GameResult& g, Lang lang) {
  std::vector<Row> rows{seats_header(lang)};
  for (const auto& s : g.seats) rows.push_back(seat_row(g, s, lang));
  return rows;
}

// Columns padded to their widest cell, two spaces apart, no trailing spaces.
std::string text_table(const std::vector<Row>& rows, const std::string& indent) {
  std::vector<std::size_t> width;
  for (const auto& r : rows)
    for (std::size_t c = 0; c < r.size(); ++c) {
      if (width.size() <= c) width.push_back(0);
      width[c] = std::max(width[c], report::display_width(r[c]));
    }
  std::string out;
  for (const auto& r : rows) {
    std::string line = indent;
    for (std::size_t c = 0; c < r.size(); ++c)
      line += c + 1 < r.size() ? report::padded(r[c], width[c] + 2) : r[c];
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  return out;
}

// A column of numbers (or empty cells) is aligned right.
bool numeric_column(const std::vector<Row>& rows, std::size_t c) {
  for (std::size_t i = 1; i < rows.size(); ++i)
    if (rows[i][c].find_first_not_of("+-0123456789") != std::string::npos) return false;
  return true;
}

std::string md_table(const std::vector<Row>& rows) {
  std::string out;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    out += "|";
    for (const auto& cell : rows[i]) out += " " + report::md_escape(cell) + " |";
    out += "\n";
    if (i == 0) {
      out += "|";
      for (std::size_t c = 0; c < rows[i].size(); ++c)
        out += numeric_column(rows, c) ? " ---: |" : " --- |";
      out += "\n";
    }
  }
  return out;
}

// "g-ete" or, when game.yaml names it otherwise, "g-ete (Partie d'été)".
std::string game_title(const GameResult& g) {
  return g.name.empty() || g.name == g.game ? g.game : fmt::format("{} ({})", g.game, g.name);
}

std::string csv_cell(const std::string& s) {
  if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

// "victoire 10, victoire partagée 5, …": the points table in `lang`.
std::string points_table(const Club& club, Lang lang) {
  std::string out;
  for (const auto& [result, points] : club.scoring)
    out += fmt::format("{}{} {}", out.empty() ? "" : ", ", result_words(result, lang), points);
  return out;
}

}  // namespace

std::string result_words(const std::string& result, Lang lang) {
  if (result == "win") return say(lang, Msg::club_result_win);
  if (result == "shared") return say(lang, Msg::club_result_shared);
  if (result == "survived") return say(lang, Msg::club_result_survived);
  if (result == "eliminated") return say(lang, Msg::club_result_eliminated);
  if (result == "total") return say(lang, Msg::club_result_total);
  if (result == "measured") return say(lang, Msg::club_result_measured);
  if (result == "marginal") return say(lang, Msg::club_result_marginal);
  return "";
}

std::string game_state_words(const GameResult& g, Lang lang) {
  const std::string season = report::season_name(g.season, lang);
  if (g.state == "abandoned")
    return report::words(lang, Message{Msg::club_game_abandoned, {arg::Words{season}}});
  if (g.state.empty()) {
    if (g.season.empty()) return say(lang, Msg::club_game_not_started);
    return report::words(lang, Message{Msg::club_game_playing, {arg::Words{season}}});
  }
  const std::string decided = report::season_name(g.victory_season, lang);
  if (g.state == "shared") {
    std::string sides;
    for (const auto& s : g.seats)
      if (!s.eliminated) sides += (sides.empty() ? "" : ", ") + s.side_name;
    return report::words(lang,
                         Message{Msg::club_game_shared, {arg::Words{sides}, arg::Words{decided}}});
  }
  const Msg id = g.state == "total"      ? Msg::club_game_total
                 : g.state == "measured" ? Msg::club_game_measured
                                         : Msg::club_game_marginal;
  const std::string winner = g.winners.empty() ? std::string() : side_of(g, g.winners.front());
  return report::words(lang, Message{id, {arg::Side{winner}, arg::Words{decided}}});
}

std::string rating_shown(double rating) {
  return std::to_string(std::lround(rating));
}

std::string rating_change_shown(double change) {
  return report::signed_number(static_cast<int>(std::lround(change)));
}

std::string scoring_note(const Club& club, Lang lang) {
  return report::words(lang,
                       Message{Msg::club_scoring_note, {arg::Words{points_table(club, lang)}}});
}

std::string standings_text(const Standings& st, const Club& club, Lang lang) {
  std::string out =
      report::words(lang, Message{Msg::club_standings_title, {arg::Words{st.club}}}) + "\n\n";
  out += text_table(player_rows(st, lang), "");
  out += "\n" + scoring_note(club, lang) + "\n\n";
  out += say(lang, Msg::club_games_heading) + "\n";
  for (const auto& g : st.games) {
    out +=
        fmt::format("\n{}{} {}\n", game_title(g), report::colon(lang), game_state_words(g, lang));
    out += text_table(seat_rows(g, lang), "  ");
  }
  return out;
}

std::string standings_markdown(const Standings& st, const Club& club, Lang lang) {
  std::string out = "# " +
                    report::md_escape(report::words(
                        lang, Message{Msg::club_standings_title, {arg::Words{st.club}}})) +
                    "\n\n";
  out += md_table(player_rows(st, lang));
  out += "\n" + report::md_escape(scoring_note(club, lang)) + "\n\n";
  out += "## " + say(lang, Msg::club_games_heading) + "\n";
  for (const auto& g : st.games) {
    out += fmt::format("\n### {}\n\n{}\n\n", report::md_escape(game_title(g)),
                       report::md_escape(game_state_words(g, lang)));
    out += md_table(seat_rows(g, lang));
  }
  return out;
}

std::string standings_json(const Standings& st) {
  using report::Json;
  Json players = Json::array();
  for (const auto& p : st.players)
    players.push(Json::object()
                     .add("rank", p.rank)
                     .add("player", p.player)
                     .add("played", p.played)
                     .add("playing", p.playing)
                     .add("wins", p.wins)
                     .add("shared", p.shared)
                     .add("survived", p.survived)
                     .add("eliminated", p.eliminated)
                     .add("abandoned", p.abandoned)
                     .add("points", p.points)
                     .add("rating", static_cast<std::int64_t>(std::lround(p.rating))));
  Json games = Json::array();
  for (const auto& g : st.games) {
    Json seats = Json::array();
    for (const auto& s : g.seats)
      seats.push(
          Json::object()
              .add("place", s.place)
              .add("player", s.player)
              .add("side", s.side)
              .add("pv", s.pv)
              .add("pp", s.pp)
              .add("eliminated", s.eliminated)
              .add("result", s.result)
              .add("points", s.points)
              .add("rating_change", static_cast<std::int64_t>(std::lround(s.rating_change))));
    Json winners = Json::array();
    for (const auto& w : g.winners) winners.push(w);
    games.push(Json::object()
                   .add("game", g.game)
                   .add("name", g.name)
                   .add("season", g.season)
                   .add("state", g.state.empty()
                                     ? std::string(g.season.empty() ? "not-started" : "playing")
                                     : g.state)
                   .add("winners", std::move(winners))
                   .add("decided", g.victory_season)
                   .add("seats", std::move(seats)));
  }
  return Json::object()
             .add("format", "diadoques-club-standings-1")
             .add("club", st.club)
             .add("players", std::move(players))
             .add("games", std::move(games))
             .dump() +
         "\n";
}

std::string standings_csv(const Standings& st) {
  std::string out =
      "rank,player,played,playing,wins,shared,survived,eliminated,abandoned,points,rating\n";
  for (const auto& p : st.players) {
    const Row r = player_row(p);
    for (std::size_t c = 0; c < r.size(); ++c) out += (c ? "," : "") + csv_cell(r[c]);
    out += "\n";
  }
  return out;
}

}  // namespace dia::club
