// The site's pages (src/site): a club built by hand, with a player and a club named with markup,
// rendered in both languages; every name shows escaped, links point at the stable file names,
// and writing the site twice writes nothing the second time.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "report/catalogue.hpp"
#include "site/game_page.hpp"
#include "site/page.hpp"
#include "site/season_page.hpp"
#include "site/site_model.hpp"
#include "site/site_writer.hpp"
#include "site/standings_page.hpp"
#include "state/durable.hpp"

using namespace dia;
using report::Lang;

namespace {

const std::string marked = "<b>Bob</b> & \"x\"";
const std::string marked_shown = "&lt;b&gt;Bob&lt;/b&gt; &amp; &quot;x&quot;";

report::PublicView sample_view() {
  report::PublicView v;
  v.game = "Partie <1>";
  v.season = {-319, state::SeasonKind::spring};
  v.event = report::worded("Rien", "Nothing");
  report::PublicSide side;
  side.info = {"ptolemee", "Ptolémée", marked};
  report::PublicOrder order;
  order.text = "A* EGY <SYR>";
  order.status = adj::OrderStatus::failed;
  order.note = report::worded("bloquée par F PHE", "bounced by F PHE");
  side.orders.push_back(order);
  v.sides.push_back(side);
  v.sides.push_back({{"seleucos", "Séleucos", "Élodie"}, {}});
  v.scores.push_back({"ptolemee", 4, 40, 2, {}});
  return v;
}

site::SiteModel sample_model() {
  site::SiteModel m;
  m.club.name = "Club <des> Diadoques";
  m.club.languages = {"fr", "en"};
  m.langs = {Lang::fr, Lang::en};
  club::GameResult g;
  g.game = "g1";
  g.name = "Partie <1>";
  g.season = "001-spring-319";
  club::Seat bob_seat;
  bob_seat.player = marked;
  bob_seat.side = "ptolemee";
  bob_seat.side_name = "Ptolémée";
  g.seats = {bob_seat};
  m.standings.club = m.club.name;
  m.standings.games = {g};
  club::PlayerRecord bob;
  bob.player = marked;
  bob.playing = 1;
  bob.rating = 1512.4;
  bob.rank = 1;
  m.standings.players = {bob};
  site::SiteGame game;
  game.result = g;
  game.seasons.push_back(
      {"001-spring-319", sample_view(), "<svg xmlns=\"http://www.w3.org/2000/svg\"/>"});
  m.games.push_back(game);
  return m;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("site standings: names with markup are escaped, in text and in the title") {
  const site::SiteModel m = sample_model();
  const std::string html =
      site::render_page(site::standings_page(m, Lang::fr, "fr/index.html"), m.langs);
  CHECK(contains(html, "<html lang=\"fr\">"));
  CHECK(contains(html, "<meta charset=\"utf-8\">"));
  CHECK(contains(html, "name=\"viewport\""));
  CHECK(contains(html, "<title>Club &lt;des&gt; Diadoques : classement — Club &lt;des&gt; "));
  CHECK(contains(html, "<th scope=\"row\">" + marked_shown + "</th>"));
  CHECK_FALSE(contains(html, "<b>"));
  CHECK_FALSE(contains(html, "<des>"));
  // The game linked by its folder, the other language, the style sheet, the rating rounded.
  CHECK(contains(html, "<a href=\"g1/index.html\">Partie &lt;1&gt;</a>"));
  CHECK(contains(html, "href=\"../en/index.html\""));
  CHECK(contains(html, "href=\"../style.css\""));
  CHECK(contains(html, ">1512<"));
  CHECK(contains(html, "en cours (printemps -319)"));
  CHECK_FALSE(contains(html, "<script"));
}

TEST_CASE("site standings: the root page shows the first language's, its links from the root") {
  const site::SiteModel m = sample_model();
  const std::string html =
      site::render_page(site::standings_page(m, Lang::fr, "index.html"), m.langs);
  CHECK(contains(html, "<a href=\"fr/g1/index.html\">"));
  CHECK(contains(html, "href=\"en/index.html\""));
  CHECK(contains(html, "href=\"fr/index.html\""));
  CHECK(contains(html, "href=\"style.css\""));
}

TEST_CASE("site season: the public results in the page's language, escaped, with the map") {
  const site::SiteModel m = sample_model();
  const std::string fr = site::render_page(site::season_page(m, m.games[0], 0, Lang::fr), m.langs);
  CHECK(contains(fr, "<h2>Ptolémée (" + marked_shown + ")</h2>"));
  CHECK(contains(fr,
                 "<li class=\"failed\"><code>A* EGY &lt;SYR&gt;</code> — "
                 "<span class=\"note\">bloquée par F PHE</span></li>"));
  CHECK(contains(fr,
                 "<img src=\"../../maps/g1/001-spring-319.svg\" "
                 "alt=\"Carte de Partie &lt;1&gt;, printemps -319\">"));
  CHECK(contains(fr, "href=\"../../en/g1/001-spring-319.html\""));
  CHECK(contains(fr, "href=\"index.html\">Partie &lt;1&gt;</a>"));
  CHECK_FALSE(contains(fr, "<b>"));
  const std::string en = site::render_page(site::season_page(m, m.games[0], 0, Lang::en), m.langs);
  CHECK(contains(en, "<html lang=\"en\">"));
  CHECK(contains(en, "bounced by F PHE"));
  CHECK(contains(en, "alt=\"Map of Partie &lt;1&gt;, spring 319 BC\""));
}

TEST_CASE("site season: no map, no image") {
  site::SiteModel m = sample_model();
  m.games[0].seasons[0].map_svg.clear();
  const std::string html =
      site::render_page(site::season_page(m, m.games[0], 0, Lang::fr), m.langs);
  CHECK_FALSE(contains(html, "<img"));
  CHECK_FALSE(site::site_files(m).contains("maps/g1/001-spring-319.svg"));
}

TEST_CASE("site files: stable names in every language, the maps once, the same twice") {
  const site::SiteModel m = sample_model();
  const auto files = site::site_files(m);
  for (const char* path : {"index.html", "style.css", "fr/index.html", "en/index.html",
                           "fr/g1/index.html", "en/g1/index.html", "fr/g1/001-spring-319.html",
                           "en/g1/001-spring-319.html", "maps/g1/001-spring-319.svg"}) {
    CAPTURE(path);
    CHECK(files.contains(path));
  }
  CHECK(files.size() == 9);
  CHECK(files == site::site_files(m));
}

TEST_CASE("site writer: only the files whose content changed are written") {
  namespace fs = std::filesystem;
  const fs::path out =
      fs::temp_directory_path() / ("dia-site-writer-test-" + std::to_string(::getpid()));
  fs::remove_all(out);
  site::SiteModel m = sample_model();
  auto tally = site::write_site(site::site_files(m), out);
  CHECK(tally.written.size() == 9);
  CHECK(tally.unchanged == 0);
  CHECK(state::read_file(out / "style.css") == site::site_files(m).at("style.css"));
  tally = site::write_site(site::site_files(m), out);
  CHECK(tally.written.empty());
  CHECK(tally.unchanged == 9);
  // A new rating changes the standings (root and both languages), nothing else.
  m.standings.players[0].rating = 1600;
  tally = site::write_site(site::site_files(m), out);
  CHECK(tally.written == std::vector<std::string>{"en/index.html", "fr/index.html", "index.html"});
  fs::remove_all(out);
}

TEST_CASE("site standings and game: a won game says who won, and each seat's result") {
  site::SiteModel m = sample_model();
  club::GameResult& g = m.games[0].result;
  g.state = "total";
  g.winners = {"ptolemee"};
  g.victory_season = "001-spring-319";
  g.seats[0].result = "win";
  m.standings.games[0] = g;
  const std::string standings =
      site::render_page(site::standings_page(m, Lang::fr, "fr/index.html"), m.langs);
  CHECK(contains(standings, "<td>victoire totale de Ptolémée (printemps -319)</td>"));
  const std::string game = site::render_page(site::game_page(m, m.games[0], Lang::en), m.langs);
  CHECK(contains(game, "total victory of Ptolémée (spring 319 BC)"));
  CHECK(contains(game, "<th scope=\"row\">" + marked_shown +
                           "</th><td>Ptolémée</td><td class=\"n\">0</td><td class=\"n\">0</td>"
                           "<td>win</td>"));
}
