// The season's orders on its map (results/map.svg): R9a.gen.8, "the results sheet marks
// successful orders with arrows in each side's colour". Seasons adjudicated from small positions
// on the real map; the expected counts come from the adjudicated results, not from the test.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <regex>
#include <string>
#include <vector>

#include "report/catalogue.hpp"
#include "report/season_outputs.hpp"
#include "report/svg_map.hpp"
#include "report/svg_state.hpp"
#include "season/fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

struct Played {
  state::GameState before;
  std::vector<adj::SideOrders> orders;
  adj::SeasonResult result;
  report::ReportFiles files;
  const std::string& file(const std::string& name) const {
    for (const auto& [n, content] : files)
      if (n == name) return content;
    throw std::runtime_error("no report " + name);
  }
};

Played adjudicate(state::GameState before, std::vector<adj::SideOrders> orders,
                  report::Lang lang = report::Lang::fr) {
  Played p;
  p.before = std::move(before);
  p.orders = std::move(orders);
  p.result = adj::adjudicate_season(test::diadoques_map(), p.before, p.orders);
  const report::ReportInfo info =
      report::make_report_info(p.before, &test::diadoques_map(), "Flèches");
  p.files = report::season_reports(p.result, p.orders, p.before, info, lang);
  return p;
}

// Summer -319: Cassandre's diadoque in MAC with armies in THE and ILL, Lysimaque's in THR.
// Cassandre moves ILL to the empty EPI with THE's support; MAC and THR both go to CHA and
// bounce.
Played greek_season(report::Lang lang = report::Lang::fr) {
  state::GameState g = test::later();
  const std::string spring = state::Season::first().id();
  test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", spring);
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "cassandre", "ILL");
  test::place(g, UnitType::A, "lysimaque", "THR", "lysimaque", spring);
  return adjudicate(g,
                    {test::orders_for("cassandre", "A ILL EPI\nA THE S A ILL EPI\nA* MAC CHA\n"),
                     test::orders_for("lysimaque", "A* THR CHA\n")},
                    lang);
}

// How many orders of `kind` ended with `status`, by the season's own results.
int reported(const Played& p, orders::OrderKind kind, adj::OrderStatus status) {
  int n = 0;
  for (const auto& r : p.result.orders) {
    for (const auto& so : p.orders) {
      if (so.side != r.side) continue;
      for (const auto& o : so.parsed.orders)
        if (o.pos.line == r.line && o.kind() == kind && r.status == status) ++n;
    }
  }
  return n;
}

int count(const std::string& svg, const std::string& what) {
  int n = 0;
  for (auto at = svg.find(what); at != std::string::npos; at = svg.find(what, at + 1)) ++n;
  return n;
}

// The colours of the groups of class `cls`, in the order drawn.
std::vector<std::string> colours(const std::string& svg, const std::string& cls) {
  std::vector<std::string> found;
  const std::regex group("<g class=\"" + cls + "\" stroke=\"(#[0-9a-f]{6})\"");
  for (std::sregex_iterator it(svg.begin(), svg.end(), group), end; it != end; ++it)
    found.push_back((*it)[1].str());
  return found;
}

}  // namespace

TEST_CASE("R9a.gen.8 the season's map draws each move, bounce and support in its side's colour") {
  const Played p = greek_season();
  const std::string& svg = p.file("map.svg");
  using K = orders::OrderKind;
  using S = adj::OrderStatus;
  const int moved = reported(p, K::move, S::succeeded);
  const int bounced = reported(p, K::move, S::failed);
  const int supports = reported(p, K::support, S::succeeded) + reported(p, K::support, S::failed);
  // Not vacuous: the season has a move, two bounces and a support.
  REQUIRE(moved == 1);
  REQUIRE(bounced == 2);
  REQUIRE(supports == 1);
  CHECK(count(svg, "<g class=\"order move ok\"") == moved);
  CHECK(count(svg, "<g class=\"order move failed\"") == bounced);
  CHECK(count(svg, "<g class=\"order support ") == supports);
  CHECK(count(svg, "<g class=\"orders\">") == 1);
  // In each side's colour: Cassandre's move and support, one bounce for each side.
  const std::string cassandre = report::side_colour("cassandre");
  const std::string lysimaque = report::side_colour("lysimaque");
  CHECK(colours(svg, "order move ok") == std::vector<std::string>{cassandre});
  CHECK(colours(svg, "order support ok") == std::vector<std::string>{cassandre});
  CHECK(colours(svg, "order move failed") == std::vector<std::string>{cassandre, lysimaque});
  // Well-formed: no element of the orders repeats an attribute (a viewer rejects the file).
  const auto from = svg.find("<g class=\"orders\">");
  const std::string drawn = svg.substr(from, svg.find("\n</g>\n", from) - from);
  const std::regex tag("<[a-z]+( [-a-z]+=\"[^\"]*\")*/?>");
  for (std::sregex_iterator it(drawn.begin(), drawn.end(), tag), end; it != end; ++it) {
    const std::string t = it->str();
    std::vector<std::string> names;
    const std::regex attribute(" ([-a-z]+)=\"");
    for (std::sregex_iterator a(t.begin(), t.end(), attribute); a != std::sregex_iterator(); ++a)
      names.push_back((*a)[1].str());
    std::sort(names.begin(), names.end());
    CAPTURE(t);
    CHECK(std::adjacent_find(names.begin(), names.end()) == names.end());
  }
  // Under the pieces: every order is drawn before the first unit token.
  CHECK(svg.rfind("class=\"order ") < svg.find("<g class=\"unit "));
}

TEST_CASE("R9a.gen.8 a move arrow runs from where the unit stood towards where it went") {
  const Played p = greek_season();
  const std::string& svg = p.file("map.svg");
  // The successful arrow's line starts nearer ILL's pieces than EPI's and ends nearer EPI's.
  std::smatch m;
  REQUIRE(std::regex_search(svg, m,
                            std::regex("<g class=\"order move ok\"[^>]*><line[^>]*/><line "
                                       "x1=\"([-0-9.]+)\" y1=\"([-0-9.]+)\" x2=\"([-0-9.]+)\" "
                                       "y2=\"([-0-9.]+)\"")));
  const double x1 = std::stod(m[1].str()), y1 = std::stod(m[2].str());
  const double x2 = std::stod(m[3].str()), y2 = std::stod(m[4].str());
  auto unit_at = [&](const std::string& space) {
    // The map's own picture says where each space's pieces are drawn.
    state::GameState only;
    only.units.push_back({});
    only.units.back().space = space;
    only.units.back().side = "cassandre";
    const std::string one = report::svg_state(test::diadoques_map(), only, "t");
    std::smatch u;
    REQUIRE(std::regex_search(one, u,
                              std::regex("<g class=\"unit cassandre\"><rect x=\"([-0-9.]+)\" "
                                         "y=\"([-0-9.]+)\" width=\"([-0-9.]+)\"")));
    return std::pair{std::stod(u[1].str()) + std::stod(u[3].str()) / 2, std::stod(u[2].str())};
  };
  auto [ix, iy] = unit_at("ILL");
  auto [ex, ey] = unit_at("EPI");
  auto d = [](double ax, double ay, double bx, double by) { return std::hypot(ax - bx, ay - by); };
  CHECK(d(x1, y1, ix, iy) < d(x1, y1, ex, ey));
  CHECK(d(x2, y2, ex, ey) < d(x2, y2, ix, iy));
}

TEST_CASE("R9a.gen.8 R9b.val.4 a hidden order draws nothing on the map") {
  // Summer -319: Antigone's army in CIL, Eumène's in CAP. Eumène's 25 T do not corrupt it (the
  // level is 20 plus Antigone's 10 T), so the order he wrote for it stays private.
  auto season = [](const std::string& eumene, const std::string& antigone) {
    state::GameState g = test::later();
    for (state::Side& s : g.sides) s.treasury = 100;
    test::place(g, UnitType::A, "antigone", "CIL");
    test::place(g, UnitType::A, "eumene", "CAP");
    return adjudicate(g,
                      {test::orders_for("eumene", eumene), test::orders_for("antigone", antigone)});
  };
  const Played hidden = season("Co A CIL 25\nA CIL SYR\nA CAP X\n", "CC A CIL 10\nA CIL X\n");
  CHECK(count(hidden.file("map.svg"), "class=\"order ") == 0);
  // The same move, ordered by the army's own side, is public and drawn.
  const Played open = season("A CAP X\n", "A CIL SYR\n");
  REQUIRE(reported(open, orders::OrderKind::move, adj::OrderStatus::succeeded) == 1);
  CHECK(colours(open.file("map.svg"), "order move ok") ==
        std::vector<std::string>{report::side_colour("antigone")});
}

TEST_CASE(
    "R9a.gen.8 the season map's key explains the unit tokens and leader marks in the game's "
    "language") {
  for (report::Lang lang : {report::Lang::fr, report::Lang::en}) {
    const std::string svg = greek_season(lang).file("map.svg");
    const auto key = svg.find("<g class=\"unit-key\">");
    REQUIRE(key != std::string::npos);
    const std::string unit_key = svg.substr(key, svg.find("</g>", key) - key);
    for (const auto& [token, id] :
         std::vector<std::pair<std::string, Msg>>{{"A", Msg::key_army},
                                                  {"F", Msg::key_fleet},
                                                  {"Am", Msg::key_militia},
                                                  {"Ae", Msg::key_elite_army},
                                                  {"Ag", Msg::key_guard},
                                                  {"Fe", Msg::key_elite_fleet},
                                                  {"A*", Msg::key_led_diadoque},
                                                  {"A#", Msg::key_led_epigone},
                                                  {"A+", Msg::key_led_other}}) {
      CAPTURE(token);
      CHECK(count(unit_key, ">" + token + "</text>") == 1);
      CHECK(count(unit_key, ">" + report::xml(report::say(lang, id)) + "</text>") == 1);
    }
    // And the order marks, each with its sample.
    const auto orders_key = svg.find("<g class=\"order-key\">");
    REQUIRE(orders_key != std::string::npos);
    const std::string marks = svg.substr(orders_key, svg.find("</g></g>", orders_key) - orders_key);
    for (Msg id : {Msg::key_move, Msg::key_move_failed, Msg::key_support, Msg::key_convoy,
                   Msg::key_siege, Msg::key_retreat, Msg::key_dislodged}) {
      CHECK(count(marks, ">" + report::xml(report::say(lang, id)) + "</text>") == 1);
    }
  }
  CHECK(report::say(report::Lang::fr, Msg::key_led_diadoque) !=
        report::say(report::Lang::en, Msg::key_led_diadoque));
}
