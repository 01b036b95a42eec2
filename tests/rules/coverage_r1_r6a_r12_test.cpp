// Clauses of R1 (the sides), R6a (unit types) and R12 (the start and the first turn) that no test
// named yet (issue 30, clause coverage), shown on the standard scenario's opening.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "adjudicator/season/pieces.hpp"
#include "season/fixture.hpp"
#include "state/state_yaml.hpp"

using namespace dia;
using state::UnitType;

namespace {

const state::Unit* unit_of(const state::GameState& g, const std::string& side, UnitType type) {
  for (const state::Unit& u : g.units)
    if (u.side == side && u.type == type) return &u;
  return nullptr;
}

}  // namespace

TEST_CASE("R1.diad.1 six player sides, one per diadoque, each named by its diadoque") {
  const state::GameState g = test::opening();
  REQUIRE(g.sides.size() == 6);
  std::set<std::string> names;
  for (const state::Side& s : g.sides) {
    const state::Character* d = g.character(s.diadoque);
    REQUIRE(d != nullptr);
    CHECK(d->kind == state::CharacterKind::diadoque);
    // The side's name in orders and reports is its diadoque's.
    CHECK(adj::season::side_name(g, s.id) == d->name);
    names.insert(d->name);
  }
  CHECK(names == std::set<std::string>{"Cassandre", "Lysimaque", "Antigone", "Eumène", "Ptolémée",
                                       "Séleucos"});
  // An orders file names its side by that name (`Or 5 Lysimaque`).
  const adj::SeasonResult r =
      adj::adjudicate_season(test::diadoques_map(), g,
                             {test::orders_for("cassandre", "Achat A A\nOr 1 Lysimaque\n")});
  CHECK(test::report_for(r, "Or 1 Lysimaque").status == adj::OrderStatus::succeeded);
}

TEST_CASE("R12.start.1 R1.diad.5 the game starts in spring -319, Cassandre's side playing") {
  const state::GameState g = test::opening();
  CHECK(g.season == state::Season{-319, state::SeasonKind::spring});
  CHECK(g.season == state::Season::first());
  // Cassandre plays from the first turn like every other side (Antipater's death changes
  // nothing): his purchase is carried out.
  const adj::SeasonResult r = adj::adjudicate_season(
      test::diadoques_map(), g, {test::orders_for("cassandre", "Achat Ae A\n")});
  CHECK(test::report_for(r, "Achat Ae A").status == adj::OrderStatus::succeeded);
  CHECK(unit_of(r.next, "cassandre", UnitType::Ae) != nullptr);
}

TEST_CASE("R12.start.2 each player gets the diadoque assigned to him") {
  // test::opening() gives player "player-<side>" the side <side>.
  const state::GameState g = test::opening();
  for (const state::Side& s : g.sides) CHECK(s.player == "player-" + s.id);
}

TEST_CASE("R12.start.10 the money a side does not spend on its purchase stays in its treasury") {
  const state::GameState g = test::opening();
  const int before = g.side("ptolemee")->treasury;
  const adj::SeasonResult r = adj::adjudicate_season(
      test::diadoques_map(), g, {test::orders_for("ptolemee", "Achat A F\n")});
  CHECK(test::report_for(r, "Achat A F").status == adj::OrderStatus::succeeded);
  const int spent = state::info(UnitType::A).price + state::info(UnitType::F).price;
  CHECK(r.next.side("ptolemee")->treasury == before - spent);
  CHECK(r.next.side("ptolemee")->treasury > 0);
}

TEST_CASE("R12.t1.3 in turn 1 a fleet bought in its province moves to a sea off it or into a "
          "port citadel of the province") {
  const state::GameState g = test::opening();
  const adj::SeasonResult sea = adj::adjudicate_season(
      test::diadoques_map(), g, {test::orders_for("ptolemee", "Achat A F\nF EGY MOR\nA EGY LIB\n")});
  REQUIRE(unit_of(sea.next, "ptolemee", UnitType::F) != nullptr);
  CHECK(unit_of(sea.next, "ptolemee", UnitType::F)->space == "MOR");
  CHECK(test::report_for(sea, "F EGY MOR").status == adj::OrderStatus::succeeded);
  const adj::SeasonResult port = adj::adjudicate_season(
      test::diadoques_map(), g,
      {test::orders_for("ptolemee", "Achat A F\nF EGY Alexandrie\nA EGY LIB\n")});
  REQUIRE(unit_of(port.next, "ptolemee", UnitType::F) != nullptr);
  CHECK(unit_of(port.next, "ptolemee", UnitType::F)->space == "Alexandrie");
}

TEST_CASE("R6a.type.1 six unit types: armies A, Am, Ae, Ag and fleets F, Fe") {
  CHECK(std::size(state::all_unit_types) == 6);
  for (UnitType t : {UnitType::A, UnitType::Am, UnitType::Ae, UnitType::Ag})
    CHECK_FALSE(state::is_fleet(t));
  for (UnitType t : {UnitType::F, UnitType::Fe}) CHECK(state::is_fleet(t));
  // Each is written by its own designator in orders, and no other designator is a unit.
  for (const char* d : {"A", "Am", "Ae", "Ag", "F", "Fe"}) CHECK(state::unit_type_from(d).has_value());
  CHECK_FALSE(state::unit_type_from("Fm").has_value());
}

TEST_CASE("R6a.type.2 an army is any of A, Am, Ae, Ag; a fleet is F or Fe") {
  // Every army type goes by land and never to sea; every fleet type goes to sea.
  for (UnitType t : {UnitType::A, UnitType::Am, UnitType::Ae, UnitType::Ag}) {
    state::GameState g = test::later();
    test::place(g, t, "cassandre", "THE");
    const std::string code(state::code(t));
    const adj::SeasonResult r = adj::adjudicate_season(
        test::diadoques_map(), g, {test::orders_for("cassandre", code + " THE EUB\n")});
    CHECK(test::report_for(r, code + " THE EUB").status == adj::OrderStatus::ignored);
    CHECK(test::unit_in(r.next, "THE") != nullptr);
  }
  for (UnitType t : {UnitType::F, UnitType::Fe}) {
    state::GameState g = test::later();
    test::place(g, t, "cassandre", "EUB");
    const std::string code(state::code(t));
    const adj::SeasonResult r = adj::adjudicate_season(
        test::diadoques_map(), g, {test::orders_for("cassandre", code + " EUB CYC\n")});
    CHECK(test::unit_in(r.next, "CYC") != nullptr);
  }
}

TEST_CASE("R6a.limit.2 a side may own an Ae and an Fe at the same time") {
  // Ptolémée owns an Ae and builds an Fe in winter: the build is carried out, and the position
  // with both is a valid state.
  state::GameState g = test::later();
  g.season = state::Season{-319, state::SeasonKind::winter};
  g.side("ptolemee")->treasury = 200;
  test::place(g, UnitType::Ae, "ptolemee", "EGY");
  const adj::SeasonResult r = adj::adjudicate_season(
      test::diadoques_map(), g, {test::orders_for("ptolemee", "Construire Fe Alexandrie\n")});
  CHECK(test::report_for(r, "Construire Fe Alexandrie").status == adj::OrderStatus::succeeded);
  CHECK(unit_of(r.next, "ptolemee", UnitType::Ae) != nullptr);
  CHECK(unit_of(r.next, "ptolemee", UnitType::Fe) != nullptr);
  for (const Diagnostic& d : state::check_state(r.next, test::diadoques_map(), "state.yaml"))
    CHECK_MESSAGE(d.severity != Severity::error, format(d));
}
