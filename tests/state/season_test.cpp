#include <doctest/doctest.h>

#include <algorithm>
#include <vector>

#include "state/season.hpp"

using dia::state::Season;
using dia::state::SeasonKind;

TEST_CASE("R8.cal.1 seasons run spring, summer, autumn, winter, then the year goes up") {
  Season s = Season::first();
  CHECK(s.year == -319);
  CHECK(s.kind == SeasonKind::spring);
  CHECK(s.turn() == 1);
  s = s.next().next().next();
  CHECK(s.kind == SeasonKind::winter);
  CHECK_FALSE(s.military());
  s = s.next();
  CHECK(s == Season{-318, SeasonKind::spring});
  CHECK(s.turn() == 5);
  CHECK(s.military());
}

TEST_CASE("season ids sort in game order and read back") {
  std::vector<std::string> ids;
  Season s = Season::first();
  for (int i = 0; i < 60; ++i, s = s.next()) ids.push_back(s.id());
  CHECK(ids.front() == "001-spring-319");
  CHECK(ids[3] == "004-winter-319");
  CHECK(ids[4] == "005-spring-318");
  CHECK(std::is_sorted(ids.begin(), ids.end()));
  for (auto& id : ids) {
    auto back = Season::from_id(id);
    REQUIRE(back);
    CHECK(back->id() == id);
  }
  CHECK_FALSE(Season::from_id("002-spring-319"));  // turn number disagrees
  CHECK_FALSE(Season::from_id("001-spring"));
  CHECK_FALSE(Season::from_id("001-spring-31x"));
}

TEST_CASE("season words are read in French or English") {
  CHECK(dia::state::season_kind_from("Été") == SeasonKind::summer);
  CHECK(dia::state::season_kind_from("ete") == SeasonKind::summer);
  CHECK(dia::state::season_kind_from("AUTOMNE") == SeasonKind::autumn);
  CHECK(dia::state::season_kind_from("fall") == SeasonKind::autumn);
  CHECK_FALSE(dia::state::season_kind_from("monsoon"));
  CHECK(dia::state::display(Season{-319, SeasonKind::summer}, true) == "été -319");
  CHECK(dia::state::display(Season{-319, SeasonKind::summer}, false) == "summer 319 BC");
}
