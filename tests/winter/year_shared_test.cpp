// Shared victory (R3.shared): no major citadel changing controller over two years, measured
// winter to winter, ends the game in a victory shared by every surviving side.
#include "adjudicator/rules/victory.hpp"
#include "state/state_yaml.hpp"
#include "year_fixture.hpp"

using namespace dia;
using dia::state::SeasonKind;
using test::year::at;
using test::year::public_event;
using test::year::run;

TEST_CASE(
    "R3.shared.1 R3.shared.2 no major changing hands since the start (winter -320) ends "
    "the game at winter -318") {
  state::GameState g = at(-318, SeasonKind::winter);
  g.side("eumene")->eliminated = true;  // its citadels neutral already (R7c.elim.1)
  for (auto it = g.control.begin(); it != g.control.end();)
    it = it->second == "eumene" ? g.control.erase(it) : std::next(it);
  REQUIRE(g.majors_changed == state::Season{-320, SeasonKind::winter});
  const adj::SeasonResult r = run(g);
  REQUIRE(r.next.victory);
  CHECK(r.next.victory->kind == "shared");
  CHECK(r.next.victory->sides ==
        std::vector<std::string>{"cassandre", "lysimaque", "antigone", "ptolemee", "seleucos"});
  CHECK(r.next.victory->season == g.season.id());
  CHECK(public_event(r,
                     "Shared victory of Cassandre, Lysimaque, Antigone, Ptolémée, Séleucos: "
                     "no major citadel has changed hands since winter -320") != nullptr);
}

TEST_CASE("R3.shared.1 a major that changed hands after winter Y-2 keeps the game going") {
  state::GameState g = at(-318, SeasonKind::winter);
  g.majors_changed = {-319, SeasonKind::autumn};
  const adj::SeasonResult r = run(g);
  CHECK_FALSE(r.next.victory);
  // A year later the last change (autumn -319) is before winter -319 = Y-2: shared.
  state::GameState later = at(-317, SeasonKind::winter);
  later.majors_changed = {-319, SeasonKind::autumn};
  const adj::SeasonResult r2 = run(later);
  REQUIRE(r2.next.victory);
  CHECK(r2.next.victory->kind == "shared");
}

TEST_CASE(
    "R3.shared.1 a change in winter Y-2 itself is before its snapshot; one in spring Y-1 is "
    "not") {
  state::GameState g = at(-317, SeasonKind::winter);
  g.majors_changed = {-319, SeasonKind::winter};
  CHECK(adj::rules::shared_victory_due(g));
  g.majors_changed = {-318, SeasonKind::spring};
  CHECK_FALSE(adj::rules::shared_victory_due(g));
}

TEST_CASE("R3.shared.2 the shared victory is declared at a winter only") {
  state::GameState g = at(-317, SeasonKind::autumn);
  CHECK_FALSE(adj::rules::shared_victory_due(g));
  const adj::SeasonResult r = run(g);
  CHECK_FALSE(r.next.victory);
}

TEST_CASE("R3.shared.2 every season records the last one in which a major changed controller") {
  state::GameState g = at(-318, SeasonKind::summer);
  const adj::SeasonResult quiet = run(g);
  CHECK(quiet.next.majors_changed == state::Season{-320, SeasonKind::winter});
  // Babylone lost by Séleucos during the season (a unit of Antigone's standing in it): recorded.
  state::GameState before = g;
  state::GameState after = g;
  after.control["Babylone"] = "antigone";
  adj::rules::record_major_changes(test::diadoques_map(), before, after);
  CHECK(after.majors_changed == state::Season{-318, SeasonKind::summer});
  // A minor citadel changing hands is no PV change: not recorded.
  std::string minor;
  for (const map::Space& s : test::diadoques_map().spaces)
    if (s.citadel && s.citadel->cls == map::CitadelClass::minor) {
      minor = s.code;
      break;
    }
  REQUIRE_FALSE(minor.empty());
  state::GameState after_minor = g;
  after_minor.control[minor] = after_minor.controller_of(minor) == "antigone" ? "" : "antigone";
  if (after_minor.control[minor].empty()) after_minor.control.erase(minor);
  adj::rules::record_major_changes(test::diadoques_map(), before, after_minor);
  CHECK(after_minor.majors_changed == state::Season{-320, SeasonKind::winter});
}

TEST_CASE("R3.shared.2 the record is written to state.yaml and read back") {
  state::GameState g = at(-318, SeasonKind::summer);
  CHECK(state::to_yaml(g).find("majors_changed") == std::string::npos);  // the start: implied
  g.majors_changed = {-319, SeasonKind::autumn};
  const std::string text = state::to_yaml(g);
  CHECK(text.find("majors_changed: 003-autumn-319") != std::string::npos);
  const state::StateLoad back = state::state_from_yaml(text, "state.yaml", test::diadoques_map());
  REQUIRE(back.state);
  CHECK(back.state->majors_changed == state::Season{-319, SeasonKind::autumn});
}
