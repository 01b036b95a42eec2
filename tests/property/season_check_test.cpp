// The season consistency checker (tests/tools/season_check) finds what it is there to find: each
// check is shown on one real season (the opening, seed 5, random orders, every report written)
// with one defect planted in its outputs or outcomes. The unplanted season has no violation but
// the known defects (known_defects.hpp).
#include <doctest/doctest.h>

#include <algorithm>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "property_fixture.hpp"
#include "report/svg_map.hpp"
#include "tools/checked_season.hpp"
#include "tools/file_formats.hpp"
#include "tools/known_defects.hpp"
#include "tools/season_walk.hpp"

using namespace dia;
using dia::property_test::diadoques_map;

namespace {

const std::shared_ptr<const report::MapPicture>& picture() {
  static const auto p = std::make_shared<const report::MapPicture>(
      report::svg_map_picture(diadoques_map(), report::Lang::fr));
  return p;
}

// One season played and its reports, to plant defects in.
struct Season {
  state::GameState before;
  std::vector<adj::SideOrders> orders;
  tools::CheckedSeason played;

  // `extra`: lines added to Cassandre's random orders.
  explicit Season(const state::GameState& start, const std::string& extra = "",
                  std::uint64_t seed = 5)
      : before(start) {
    const orders::OrderParser parser(diadoques_map());
    tools::TestRng rng(seed);
    orders = tools::random_orders_for(diadoques_map(), before, parser, rng);
    for (adj::SideOrders& so : orders)
      if (so.side == "cassandre" && !extra.empty()) {
        so.text += extra;
        so.parsed = parser.parse(so.text);
      }
    played = tools::play_and_check(diadoques_map(), before, orders, picture());
  }
  std::string& file(const std::string& name) {
    for (auto& [path, content] : played.files)
      if (path == name) return content;
    FAIL("no " << name);
    throw;
  }
  // The checks' names of the violations found on the season as it now is, known defects left
  // out.
  std::vector<std::string> found() const {
    tools::SeasonCheckInput in;
    in.map = &diadoques_map();
    in.before = &before;
    in.orders = &orders;
    in.result = &played.result;
    in.files = &played.files;
    in.picture = picture().get();
    std::vector<std::string> out;
    for (const tools::Violation& v : tools::check_season(in)) {
      MESSAGE(tools::to_string(v));
      if (!test::known_defect(v)) out.push_back(v.check);
    }
    return out;
  }
  bool finds(const std::string& check) const {
    const auto f = found();
    return std::find(f.begin(), f.end(), check) != f.end();
  }
};

state::GameState opening() {
  return tools::opening_position(diadoques_map(), DIA_SOURCE_DIR, 5).state;
}

// Summer -319 of the opening, after a random spring: units on the map.
state::GameState summer() {
  Season spring(opening());
  return spring.played.result.next;
}

}  // namespace

TEST_CASE("issue 30: the strict format checks: UTF-8, XML, JSON") {
  CHECK(tools::utf8_problem("S\xC3\xA9leucos") == "");
  CHECK(tools::utf8_problem("S\xC3") != "");  // cut inside the é
  CHECK(tools::utf8_problem("S\xC3"
                            "leucos") != "");            // é's first byte alone
  CHECK(tools::utf8_problem("\xC0\xAF") != "");          // overlong '/'
  CHECK(tools::utf8_problem("\xED\xA0\x80") != "");      // a surrogate
  CHECK(tools::utf8_problem("\xF4\x90\x80\x80") != "");  // beyond U+10FFFF
  CHECK(tools::xml_problem("<svg><g>x</g></svg>") == "");
  CHECK(tools::xml_problem("<svg><g>x</svg>") != "");
  CHECK(tools::xml_problem("<svg><text>S\xC3</text></svg>") != "");
  CHECK(tools::json_problem(R"({"a": [1, -2.5e3, true, null, "\u00e9\n"]})") == "");
  CHECK(tools::json_problem(R"({"a": 01})") != "");
  CHECK(tools::json_problem(R"({"a": 1,})") != "");
  CHECK(tools::json_problem("{\"a\": \"x\ty\"}") != "");  // a raw tab in a string
  CHECK(tools::json_problem(R"({'a': 1})") != "");
  CHECK(tools::json_problem(R"({"a": "\x"})") != "");
  CHECK(tools::json_problem(R"({"a": 1} 2)") != "");
  CHECK(tools::json_unescaped(R"({"t": "l'arm\u00e9e \"A\""})") == "{\"t\": \"l'armée \"A\"\"}");
  CHECK(tools::xml_unescaped("l&#39;arm&#xE9;e &amp; &lt;") == "l'armée & <");
}

TEST_CASE("issue 30: the season checker finds nothing wrong in a sound season") {
  for (const state::GameState& start : {opening(), summer()}) {
    const Season s(start);
    CHECK(s.found().empty());
  }
}

TEST_CASE("issue 30: the season checker finds a file that is not UTF-8, not XML, not JSON") {
  Season s(summer());
  s.file("public.txt") += "S\xC3";
  CHECK(s.finds("utf8"));
  Season x(summer());
  x.file("map.svg").insert(x.file("map.svg").rfind("</svg>"), "<g>");
  CHECK(x.finds("xml"));
  Season j(summer());
  j.file("public.json").insert(j.file("public.json").rfind('}'), ",");
  CHECK(j.finds("json"));
  Season r(summer());
  r.file("public.txt") += "une ligne de plus\n";
  CHECK(r.finds("json-readback"));
}

TEST_CASE("issue 30: the season checker finds a capture the next state does not show (R6b.cap.6)") {
  Season s(summer());
  // A capture reported by the outcomes, with no change in the next state.
  const state::Character* olympias = s.played.result.next.character("olympias");
  REQUIRE(olympias != nullptr);
  s.played.result.events.push_back({Message{Msg::character_captured,
                                            {arg::Character{olympias->name}, arg::Side{"Séleucos"},
                                             arg::Place{"MAC"}, arg::Clause{"R6b.cap.2"}}},
                                    adj::Visibility::everyone, ""});
  CHECK(s.finds("captured"));
}

TEST_CASE(
    "issue 30: the season checker finds a siege of the next state the results do not list "
    "(R9a.siege.6)") {
  Season s(summer());
  state::Unit& u = s.played.result.next.units.front();
  u.siege = state::SiegeProgress{"Pella", 1, s.before.season.id()};
  CHECK(s.finds("sieges"));
}

TEST_CASE("issue 30: the season checker finds a change of control the results do not list") {
  Season s(summer());
  auto& control = s.played.result.next.control;
  REQUIRE(!control.empty());
  control.begin()->second = control.begin()->second == "antigone" ? "cassandre" : "antigone";
  CHECK(s.finds("control"));
}

TEST_CASE("issue 30: the season checker finds a unit drawn out of its space, or not drawn") {
  Season s(summer());
  std::string& svg = s.file("map.svg");
  const std::size_t unit = svg.find("<g class=\"unit ");
  REQUIRE(unit != std::string::npos);
  svg.erase(unit, svg.find("</g>", unit) + 4 - unit);
  CHECK(s.finds("units-drawn"));
  Season m(summer());
  m.played.result.next.units.front().space = "CRE";
  m.played.result.next.units.front().space = m.played.result.next.unit_at("CRE") ? "LIB" : "CRE";
  CHECK(m.finds("units-drawn"));
}

TEST_CASE("issue 30: the season checker finds a private line in a public file") {
  // A gold gift is private (R9c.gold.2): its order must not be published.
  Season s(summer(), "Or 1 Lysimaque\n");
  CHECK(s.found().empty());
  const auto secret = std::find_if(
      s.played.result.orders.begin(), s.played.result.orders.end(), [](const adj::OrderReport& r) {
        return r.visibility != adj::Visibility::everyone && r.text.size() >= 8;
      });
  REQUIRE(secret != s.played.result.orders.end());
  s.file("public.md") += "\n" + secret->text + "\n";
  CHECK(s.finds("private"));
  // A line of the GM log that the public results lack, in map.svg.
  Season g(summer());
  std::string line;  // the GM log's first line of a die roll, which only the GM reads
  for (const auto& [path, content] : g.played.files)
    if (path == "gm-log.txt")
      for (std::size_t at = 0; at < content.size() && line.empty();) {
        const std::size_t end = content.find('\n', at);
        const std::string l = content.substr(at, end - at);
        if (l.find("1d6") != std::string::npos || l.find("2d6") != std::string::npos) line = l;
        at = end == std::string::npos ? content.size() : end + 1;
      }
  REQUIRE(line.size() >= 10);
  std::string& svg = g.file("map.svg");
  svg.insert(svg.rfind("</svg>"), "<title>" + line + "</title>");
  CHECK(g.finds("private"));
}

TEST_CASE("issue 30: the season checker finds a next state that breaks the state invariants") {
  Season s(summer());
  auto& units = s.played.result.next.units;
  REQUIRE(units.size() >= 2);
  units[1].space = units[0].space;  // two units in one space (R4a.space.2)
  CHECK(s.finds("next-state"));
}

TEST_CASE("issue 30: the season checker finds a published position other than the next state") {
  Season s(summer());
  // The next state gains a unit that the published public.json (and map.svg) do not show.
  state::Unit u;
  u.type = state::UnitType::F;
  u.side = "ptolemee";
  u.space = "MOR";
  REQUIRE(s.played.result.next.unit_at("MOR") == nullptr);
  s.played.result.next.units.push_back(u);
  CHECK(s.finds("position"));
  CHECK(s.finds("units-drawn"));
}
