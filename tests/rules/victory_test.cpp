// The victory check at the end of a turn (R3.end.1): total, measured, marginal candidacy.
#include <doctest/doctest.h>

#include "adjudicator/rules/victory.hpp"
#include "rules_support.hpp"

namespace {

using namespace dia;
using adj::rules::check_victory;
using rules_test::board;
using rules_test::six_sides;

const state::Season autumn318{-318, state::SeasonKind::autumn};

// Gives `side` the control of `n` majors that are nobody's capital.
void give_majors(state::GameState& g, const std::string& side, int n) {
  for (const map::Space& s : board().spaces) {
    if (n == 0) break;
    if (!s.citadel || s.citadel->cls != map::CitadelClass::major) continue;
    g.control[s.code] = side;
    --n;
  }
}

void capitals_to_owners(state::GameState& g) {
  for (const state::Side& s : g.sides) g.control[s.capital] = s.id;
}

}  // namespace

TEST_CASE("R3.end.1 total victory comes first and ends the game") {
  auto g = six_sides(autumn318);
  capitals_to_owners(g);  // 32 PV in play
  give_majors(g, "seleucos", 13);
  REQUIRE(2 * (3 + 13) == 32);  // exactly half: not yet
  CHECK_FALSE(check_victory(board(), g).victory);
  give_majors(g, "seleucos", 14);
  g.side("antigone")->prestige_ledger = 10000;  // measured comes only after total
  const auto v = check_victory(board(), g);
  REQUIRE(v.victory);
  CHECK(v.victory->kind == "total");
  CHECK(v.victory->sides == std::vector<std::string>{"seleucos"});
  CHECK(v.victory->season == g.season.id());
  // The announcement, then the final standings of the six sides (R3.end.1); no measured victory.
  REQUIRE(v.report.events.size() == 1 + g.sides.size());
  CHECK(v.report.events[0].visibility == adj::Visibility::everyone);
  CHECK(rules_test::en(v.report.events[0].text).find("R3.total.1") != std::string::npos);
  for (const adj::Event& e : v.report.events)
    CHECK(rules_test::en(e.text).find("R3.meas.3") == std::string::npos);
}

TEST_CASE("R3.end.1 measured victory when no total victory") {
  auto g = six_sides(autumn318);
  capitals_to_owners(g);
  g.side("antigone")->prestige_ledger = 1000;
  const auto v = check_victory(board(), g);
  REQUIRE(v.victory);
  CHECK(v.victory->kind == "measured");
  CHECK(v.victory->sides == std::vector<std::string>{"antigone"});
  CHECK(rules_test::en(v.report.events[0].text).find("R3.meas.3") != std::string::npos);
}

TEST_CASE("R3.marg.1 a candidate is announced but wins nothing without the votes") {
  auto g = six_sides(autumn318);
  capitals_to_owners(g);
  // PP in play 10 x 32 + ledger: a third is crossed, a half is not.
  g.side("eumene")->prestige_ledger = 150;
  const auto v = check_victory(board(), g);
  CHECK_FALSE(v.victory);
  REQUIRE(v.report.events.size() == 1);
  CHECK(rules_test::en(v.report.events[0].text).find("R3.marg.1") != std::string::npos);
  // With the votes of every other side (counted at step 2, R3.marg.3), he wins.
  const auto voted = check_victory(board(), g, {"eumene"});
  REQUIRE(voted.victory);
  CHECK(voted.victory->kind == "marginal");
  CHECK(voted.victory->sides == std::vector<std::string>{"eumene"});
}
