// The issue-30 defects the season consistency checker found before their fixes were merged
// (svg UTF-8, siege listing in winter), each asserted gone: they were marked may_fail until
// then; now they are ordinary tests and known_defects.hpp is empty.
#include <doctest/doctest.h>

#include <fmt/format.h>

#include "map/load.hpp"
#include "report/svg_map.hpp"
#include "report/svg_state.hpp"
#include "adjudicator/season.hpp"
#include "tools/file_formats.hpp"
#include "tools/season_walk.hpp"

using namespace dia;

TEST_CASE(
    "issue 30 known defect (svg UTF-8): map.svg cuts no character's name inside a UTF-8 "
    "character") {
  auto loaded = map::load_map_file(DIA_SOURCE_DIR "/maps/diadoques.yaml");
  REQUIRE(loaded.map.has_value());
  // The opening before the purchases: no unit yet, every character stands alone and is drawn
  // as a token with his initials (Séleucos, Démétrios...).
  const state::GameState st = tools::opening_position(*loaded.map, DIA_SOURCE_DIR, 1).state;
  for (report::Lang lang : {report::Lang::fr, report::Lang::en}) {
    const std::string svg = report::svg_state(*loaded.map, report::svg_map_picture(*loaded.map, lang),
                                              st, "opening", lang, nullptr);
    CHECK(tools::utf8_problem(svg) == "");
    CHECK(tools::xml_problem(svg) == "");
  }
}

TEST_CASE(
    "issue 30 known defect (siege listing in winter): a winter's results list the sieges in "
    "progress (R9a.siege.6)") {
  auto loaded = map::load_map_file(DIA_SOURCE_DIR "/maps/diadoques.yaml");
  REQUIRE(loaded.map.has_value());
  // Winter -319: Séleucos's army in EGY has won a first round against Alexandrie in autumn.
  state::GameState g = tools::opening_position(*loaded.map, DIA_SOURCE_DIR, 1).state;
  g.season = state::Season{-319, state::SeasonKind::winter};
  state::Unit u;
  u.type = state::UnitType::A;
  u.side = "seleucos";
  u.space = "EGY";
  u.siege = state::SiegeProgress{"Alexandrie", 1, "003-autumn-319"};
  g.units.push_back(u);
  const adj::SeasonResult r = adj::adjudicate_season(*loaded.map, g, {});
  REQUIRE(r.next.unit_at("EGY") != nullptr);
  REQUIRE(r.next.unit_at("EGY")->siege.has_value());
  CHECK(r.sieges.size() == 1);
}
