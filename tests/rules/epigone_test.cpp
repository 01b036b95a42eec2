// Epigones appear where due (R7a.p2, R8a.gm.11) with the default placement of R7a.p2.4.
#include <doctest/doctest.h>

#include <algorithm>

#include "adjudicator/rules/epigone.hpp"
#include "rules_support.hpp"

namespace {

using namespace dia;
using adj::rules::epigones_appear;
using rules_test::add_unit;
using rules_test::board;
using rules_test::place;
using rules_test::six_sides;
using state::UnitType;

state::GameState antigone_dead(state::Season season) {
  auto g = six_sides(season);
  place(g, "antigone", "CAP");
  g.character("antigone")->alive = false;
  return g;
}

const state::Season spring314{-314, state::SeasonKind::spring};

}  // namespace

TEST_CASE("R7a.p2.1 R6b.epi.2 no epigone appears in period 1: epigones enter only as R7a says") {
  auto g = antigone_dead({-315, state::SeasonKind::autumn});
  g.control["Gordion"] = "antigone";
  state::Dice dice(g.rng);
  const auto r = epigones_appear(board(), g, dice);
  CHECK(r.report.events.empty());
  CHECK(g.character("demetrios")->space.empty());
}

TEST_CASE("R7a.p2.4 by default the epigone appears in the capital the side controls") {
  auto g = antigone_dead(spring314);
  g.control["Gordion"] = "antigone";
  add_unit(g, UnitType::A, "antigone", "Gordion");
  state::Dice dice(g.rng);
  const auto r = epigones_appear(board(), g, dice);
  const state::Character* e = g.character("demetrios");
  CHECK(e->space == "Gordion");
  CHECK(e->controller == "antigone");
  CHECK(g.units[0].commander == "demetrios");  // the garrison had no commander (R6b.lead.3)
  REQUIRE(r.report.events.size() == 1);
  CHECK(r.report.events[0].visibility == adj::Visibility::everyone);
  CHECK(rules_test::en(r.report.events[0].text).find("R7a.p2.1") != std::string::npos);
  // Once on the map he never appears again (R7a.p3.3).
  state::Dice again(g.rng);
  CHECK(epigones_appear(board(), g, again).report.events.empty());
}

TEST_CASE("R7a.p2.4 without the capital: the death space then a major then a minor") {
  auto g = antigone_dead(spring314);
  g.control["Sardes"] = "antigone";
  state::Dice dice(g.rng);
  epigones_appear(board(), g, dice);
  CHECK(g.character("demetrios")->space == "CAP");  // where Antigone died, free of enemies
  auto h = antigone_dead(spring314);
  add_unit(h, UnitType::A, "eumene", "CAP");
  h.control["Sardes"] = "antigone";
  h.control["Lamia"] = "antigone";
  state::Dice d2(h.rng);
  epigones_appear(board(), h, d2);
  CHECK(h.character("demetrios")->space == "Sardes");  // the major before the minor
}

TEST_CASE("R7a.p2.3 with no valid space the side is eliminated") {
  auto g = antigone_dead(spring314);
  add_unit(g, UnitType::A, "eumene", "CAP");
  state::Dice dice(g.rng);
  const auto r = epigones_appear(board(), g, dice);
  CHECK(r.no_place == std::vector<std::string>{"antigone"});
  CHECK(g.character("demetrios")->space.empty());
}

TEST_CASE("R7a.p2.4 the player's choice places the epigone, then is used up") {
  auto g = antigone_dead(spring314);
  g.control["Gordion"] = "antigone";  // the default would be the capital
  g.control["Sardes"] = "antigone";
  g.side("antigone")->epigone_choice = "Sardes";
  state::Dice dice(g.rng);
  epigones_appear(board(), g, dice);
  CHECK(g.character("demetrios")->space == "Sardes");
  CHECK(g.side("antigone")->epigone_choice.empty());
}

TEST_CASE("R7a.p2.4 a choice that is not valid when he appears falls back to the default order") {
  SUBCASE("a citadel the side does not control") {
    auto g = antigone_dead(spring314);
    g.control["Gordion"] = "antigone";
    g.side("antigone")->epigone_choice = "Sardes";  // neutral
    state::Dice dice(g.rng);
    const auto r = epigones_appear(board(), g, dice);
    CHECK(g.character("demetrios")->space == "Gordion");
    CHECK(std::any_of(r.report.log.begin(), r.report.log.end(), [](const adj::Text& l) {
      return adj::in_english(l).find("not a valid place") != std::string::npos;
    }));
  }
  SUBCASE("a space none of R7a.p2.2-3 allows") {
    auto g = antigone_dead(spring314);
    g.control["Gordion"] = "antigone";
    g.side("antigone")->epigone_choice = "SCY";  // far away, neither capital nor death space
    state::Dice dice(g.rng);
    epigones_appear(board(), g, dice);
    CHECK(g.character("demetrios")->space == "Gordion");
  }
}

TEST_CASE("R7a.p2.4 the choice stands until the epigone is due") {
  auto g = antigone_dead({-315, state::SeasonKind::autumn});  // period 1: not due yet
  g.control["Sardes"] = "antigone";
  g.side("antigone")->epigone_choice = "Sardes";
  state::Dice dice(g.rng);
  epigones_appear(board(), g, dice);
  CHECK(g.character("demetrios")->space.empty());
  CHECK(g.side("antigone")->epigone_choice == "Sardes");
}
