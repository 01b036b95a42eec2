// The end of the game (R3.end.1): the first victory found ends it; the results say who won which
// victory and give the final standings; no season is adjudicated after it.
#include <stdexcept>

#include "year_fixture.hpp"

using namespace dia;
using dia::state::SeasonKind;
using test::year::at;
using test::year::public_event;
using test::year::public_events;
using test::year::run;

namespace {
// Séleucos controls 14 of the 20 majors: a total victory (R3.total.1).
state::GameState seleucos_wins(state::GameState g) {
  int given = 0;
  for (const map::Space& s : test::diadoques_map().spaces)
    if (s.citadel && s.citadel->cls == map::CitadelClass::major && given < 14) {
      g.control[s.code] = "seleucos";
      ++given;
    }
  return g;
}
}  // namespace

TEST_CASE(
    "R3.end.1 a victory's results give the final standings: PV and PP of every side, the "
    "eliminated last") {
  state::GameState g = seleucos_wins(at(-318, SeasonKind::summer));
  g.side("eumene")->eliminated = true;
  for (auto it = g.control.begin(); it != g.control.end();)
    it = it->second == "eumene" ? g.control.erase(it) : std::next(it);
  const adj::SeasonResult r = run(g);
  REQUIRE(r.next.victory);
  CHECK(r.next.victory->kind == "total");
  const std::vector<std::string> rows = public_events(r, "Final standing: ");
  REQUIRE(rows.size() == 6);
  // The winner first, with the PV and PP the scores give; the eliminated side last.
  const adj::SideScore* winner = nullptr;
  for (const adj::SideScore& s : r.scores)
    if (s.side == "seleucos") winner = &s;
  REQUIRE(winner != nullptr);
  CHECK(rows.front() == "Final standing: Séleucos, " + std::to_string(winner->pv) + " PV, " +
                            std::to_string(winner->pp) + " PP");
  CHECK(rows.back() == "Final standing: Eumène, eliminated");
  // The announcement of the victory comes before the standings.
  std::size_t victory_at = r.events.size(), first_row = r.events.size();
  for (std::size_t i = 0; i < r.events.size(); ++i) {
    const std::string e = test::en(r.events[i].text);
    if (e.find("Total victory of Séleucos") != std::string::npos) victory_at = i;
    if (e.find("Final standing") != std::string::npos && first_row == r.events.size())
      first_row = i;
  }
  CHECK(victory_at < first_row);
}

TEST_CASE("R3.end.1 no victory, no standings") {
  const adj::SeasonResult r = run(at(-318, SeasonKind::summer));
  CHECK_FALSE(r.next.victory);
  CHECK(public_events(r, "Final standing").empty());
}

TEST_CASE("R3.end.1 total before measured before marginal before shared") {
  // At winter -318 with nothing changed since the start, a shared victory is due; a total
  // victory found the same winter is the one declared.
  state::GameState g = seleucos_wins(at(-318, SeasonKind::winter));
  g.majors_changed = {-320, SeasonKind::winter};
  const adj::SeasonResult r = run(g);
  REQUIRE(r.next.victory);
  CHECK(r.next.victory->kind == "total");
  CHECK(public_event(r, "Shared victory") == nullptr);
  // A marginal victory carried by the votes yields to a shared one? No: marginal comes first.
  state::GameState m = at(-318, SeasonKind::winter);
  test::year::make_candidate(m, "seleucos");
  const adj::SeasonResult rm = run(m, test::year::votes(m, "seleucos", "Séleucos"));
  REQUIRE(rm.next.victory);
  CHECK(rm.next.victory->kind == "marginal");
}

TEST_CASE("R3.end.1 a winter's victory ends the game: no season is adjudicated after it") {
  state::GameState g = at(-318, SeasonKind::winter);
  const adj::SeasonResult r = run(g);
  REQUIRE(r.next.victory);
  CHECK_THROWS_AS(run(r.next), std::invalid_argument);
}
