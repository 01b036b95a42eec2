// Clauses of R3 (gaining citadels), R4a (terrain) and R13 (prestige of annihilations) that no
// test named yet (issue 30, clause coverage), each shown through a whole season on the real
// board, with no event drawn (the GM's ruling "no event").
#include <doctest/doctest.h>

#include <algorithm>

#include "adjudicator/season/options.hpp"
#include "season/fixture.hpp"

using namespace dia;
using state::UnitType;

namespace {

const auto play = test::play_without_event;

// The French wording of every prestige reason of `side` this season.
std::string reasons(const adj::SeasonResult& r, const std::string& side) {
  std::string out;
  for (const adj::SideScore& s : r.scores)
    if (s.side == side)
      for (const adj::Text& t : s.prestige_reasons) out += test::fr(t) + "\n";
  return out;
}

}  // namespace

TEST_CASE("R4a.prov.3 neither mountains nor deserts hinder movement") {
  const map::Map& m = test::diadoques_map();
  REQUIRE(m.space(*m.find_space("EPI")).terrain == map::Terrain::mountain);
  REQUIRE(m.space(*m.find_space("LIB")).terrain == map::Terrain::desert);
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "ptolemee", "CYR");
  const adj::SeasonResult r = play(g, {test::orders_for("cassandre", "A THE EPI\n"),
                                       test::orders_for("ptolemee", "A CYR LIB\n")});
  CHECK(test::report_for(r, "A THE EPI").status == adj::OrderStatus::succeeded);
  CHECK(test::report_for(r, "A CYR LIB").status == adj::OrderStatus::succeeded);
  REQUIRE(test::unit_in(r.next, "LIB") != nullptr);
  CHECK(test::unit_in(r.next, "LIB")->side == "ptolemee");
}

TEST_CASE("R3.pv.6 an army standing in a province does not gain its citadels") {
  // Antigone's army spends summer and autumn in MAC, where Cassandre's Pella and Pydna stand,
  // without besieging them: both stay Cassandre's.
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "THE");
  const adj::SeasonResult summer = play(g, {test::orders_for("antigone", "A THE MAC\n")});
  REQUIRE(test::unit_in(summer.next, "MAC") != nullptr);
  const adj::SeasonResult autumn = play(summer.next, {test::orders_for("antigone", "A MAC X\n")});
  CHECK(autumn.next.controller_of("Pella") == "cassandre");
  CHECK(autumn.next.controller_of("Pydna") == "cassandre");
  for (const adj::SeasonResult* r : {&summer, &autumn})
    for (const adj::ControlChange& c : r->control_changes)
      CHECK((c.space != "Pella" && c.space != "Pydna"));
}

TEST_CASE("R13.star.3 a unit destroyed by its own X, or for want of a retreat, is annihilated "
          "by the attack that dislodged it") {
  // Its owner chose X: Cassandre, whose A THE dislodged it, scores the annihilation of an A
  // (R13.pp.23).
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "EPI");
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "cassandre", "ETO");
  const adj::SeasonResult chose =
      play(g, {test::orders_for("cassandre", "A THE EPI\nA ETO S A THE EPI\n"),
               test::orders_for("antigone", "A EPI X Re X\n")});
  CHECK(test::units_in(chose.next, "EPI") == 1);
  CHECK(test::unit_in(chose.next, "EPI")->side == "cassandre");
  CHECK(reasons(chose, "cassandre").find("anéantissement de A EPI (R13.pp.23)") != std::string::npos);
  // No retreat left: every neighbour of EPI is taken (THE by the attacker's origin, ETO, ILL,
  // MAC by units); the unit is destroyed and the annihilation scores the same.
  state::GameState h = g;
  test::place(h, UnitType::A, "lysimaque", "ILL");
  test::place(h, UnitType::A, "lysimaque", "MAC");
  const adj::SeasonResult none =
      play(h, {test::orders_for("cassandre", "A THE EPI\nA ETO S A THE EPI\n")});
  REQUIRE(test::unit_in(none.next, "EPI") != nullptr);
  CHECK(test::unit_in(none.next, "EPI")->side == "cassandre");
  CHECK(std::none_of(none.next.units.begin(), none.next.units.end(),
                     [](const state::Unit& u) { return u.side == "antigone"; }));
  CHECK(reasons(none, "cassandre").find("anéantissement de A EPI (R13.pp.23)") != std::string::npos);
}

TEST_CASE("R13.unsup.1 at the end of each military season an own Ae or Ag in a province without "
          "arsenal costs 1 PP") {
  // Antigone's Ae stands in LIB (no arsenal: R11a.sup.3-4), her Ag in PHE (supplied).
  state::GameState g = test::later();
  test::place(g, UnitType::Ae, "antigone", "LIB");
  test::place(g, UnitType::Ag, "antigone", "PHE");
  const adj::SeasonResult summer =
      play(g, {test::orders_for("antigone", "Ae LIB X\nAg PHE X\n")});
  const std::string why = reasons(summer, "antigone");
  CHECK(why.find("R13.pp.11") != std::string::npos);
  CHECK(why.find("LIB") != std::string::npos);
  CHECK(why.find("PHE") == std::string::npos);
  // Not in winter: the clause counts military seasons only.
  state::GameState w = g;
  w.season = state::Season{-319, state::SeasonKind::winter};
  w.side("antigone")->treasury = 200;
  const adj::SeasonResult winter = adj::adjudicate_season(test::diadoques_map(), w, {});
  CHECK(reasons(winter, "antigone").find("R13.pp.11") == std::string::npos);
}
