// R14a (Table V): the death of an RF member, played through a whole season with the GM's
// ruling as the event.
#include <doctest/doctest.h>

#include "adjudicator/rules/regent.hpp"
#include "adjudicator/rules/scoring.hpp"
#include "event_fixture.hpp"

using namespace dia;
using namespace dia::test;
using adj::events::EventKind;

namespace {

adj::SeasonResult death_of(const state::GameState& g, const std::string& who) {
  return play_with(g, drawn(EventKind::royal_death, who));
}

adj::SeasonResult no_event(const state::GameState& g) {
  return play_with(g, drawn(EventKind::none, ""));
}

bool alive(const state::GameState& g, const std::string& who) {
  return g.character(who)->alive;
}

}  // namespace

TEST_CASE("R14a.death.1 the RF member rolled dies; one already dead changes nothing") {
  state::GameState g = later();
  REQUIRE(alive(g, "olympias"));
  const adj::SeasonResult r = death_of(g, "olympias");
  CHECK_FALSE(alive(r.next, "olympias"));
  CHECK(event_has_fr(r, "mort d'Olympias"));

  g.character("olympias")->alive = false;
  const adj::SeasonResult again = death_of(g, "olympias");
  CHECK(event_has_fr(again, "déjà morte"));
  CHECK_FALSE(event_has_fr(again, "mort d'Olympias ("));
}

TEST_CASE("R14a.death.2 the dead member's 5 PP leave his controller and PP in play") {
  const state::GameState g = later();
  REQUIRE(g.character("roxane")->controller == "cassandre");
  const adj::SeasonResult quiet = no_event(g);
  const adj::SeasonResult r = death_of(g, "roxane");
  CHECK(score_of(r, "cassandre")->pp == score_of(quiet, "cassandre")->pp - 5);
  CHECK(adj::rules::pp_in_play(r.next, diadoques_map()) ==
        adj::rules::pp_in_play(quiet.next, diadoques_map()) - 5);
}

TEST_CASE("R14a.death.3 the two members of a pair die separately") {
  const state::GameState g = later();
  const adj::SeasonResult r = death_of(g, "eurydice");
  CHECK_FALSE(alive(r.next, "eurydice"));
  CHECK(alive(r.next, "philippe-iii"));
}

TEST_CASE("R14a.death.4 the regent is recalculated at once when Philippe III dies") {
  state::GameState g = later();
  g.character("roxane")->controller = "seleucos";
  g.character("alexandre-iv")->controller = "seleucos";
  // Each side escorts its members with a unit, so that they stay its own.
  g.character("roxane")->space = "MES";
  g.character("alexandre-iv")->space = "MES";
  place(g, state::UnitType::A, "seleucos", "MES");
  place(g, state::UnitType::A, "cassandre", "MAC");
  REQUIRE(adj::rules::regent_side(g) == "cassandre");
  const adj::SeasonResult r = death_of(g, "philippe-iii");
  CHECK(adj::rules::regent_side(r.next) == "seleucos");
}

TEST_CASE("R14a.death.4 Cléopâtre's death ends her husband's bonus") {
  state::GameState g = later();
  g.character("cleopatre")->husband = "seleucos";
  REQUIRE(adj::rules::cleopatre_husband_side(g) == "seleucos");
  const adj::SeasonResult r = death_of(g, "cleopatre");
  CHECK(adj::rules::cleopatre_husband_side(r.next).empty());
  CHECK(adj::rules::cleopatre_husband_side(no_event(g).next) == "seleucos");
}

TEST_CASE("R14a.death.5 the death of the last RF member establishes the dynasties next turn") {
  state::GameState g = later();
  for (state::Character& c : g.characters)
    if (c.kind == state::CharacterKind::royal && c.id != "olympias") c.alive = false;
  REQUIRE_FALSE(g.dynasties);
  CHECK_FALSE(no_event(g).next.dynasties);
  const adj::SeasonResult r = death_of(g, "olympias");
  CHECK(r.next.dynasties);
}

TEST_CASE("R14a.death.6 a dead commander's unit takes its next leader, or has none") {
  state::GameState g = later();
  g.character("olympias")->controller = "cassandre";
  const std::size_t u = place(g, state::UnitType::A, "cassandre", "EPI", "olympias", "-320W");
  SUBCASE("the diadoque with it takes command") {
    g.units[u].attached.push_back("cassandre");
    g.character("cassandre")->space = "EPI";
    const adj::SeasonResult r = death_of(g, "olympias");
    const state::Unit* unit = unit_in(r.next, "EPI");
    REQUIRE(unit != nullptr);
    CHECK(unit->commander == "cassandre");
  }
  SUBCASE("no other leader: no commander") {
    const adj::SeasonResult r = death_of(g, "olympias");
    const state::Unit* unit = unit_in(r.next, "EPI");
    REQUIRE(unit != nullptr);
    CHECK(unit->commander.empty());
    CHECK(event_has_fr(r, "n'a plus de commandant"));
  }
}
