// The order sheet sent with the results (issue 31): each unit with what it may be ordered next
// season, as the season's legality check accepts it, the characters with their units, the
// treasury and the next winter's upkeep (R10.upk.1).
#include <doctest/doctest.h>

#include <string>

#include "report/order_sheet.hpp"
#include "season/fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

bool has(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

// The line of the sheet that begins with `start` (after its indent), or "".
std::string line_of(const std::string& sheet, const std::string& start) {
  const auto at = sheet.find("\n  " + start);
  if (at == std::string::npos) return "";
  const auto end = sheet.find('\n', at + 1);
  return sheet.substr(at + 3, end - at - 3);
}

// Summer -319: Cassandre's A* MAC and F EUB; Pydna is Lysimaque's.
state::GameState position() {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", "001-spring-319");
  test::place(g, UnitType::F, "cassandre", "EUB");
  test::place(g, UnitType::Am, "lysimaque", "THR");
  g.control["Pydna"] = "lysimaque";
  g.side("cassandre")->treasury = 42;
  return g;
}

}  // namespace

TEST_CASE("R10.upk.1 the order sheet gives the treasury and what the units cost next winter") {
  const std::string fr =
      report::order_sheet(test::diadoques_map(), position(), "cassandre", report::Lang::fr);
  CHECK(has(fr, "Feuille d'ordres de Cassandre pour été -319\n"));
  // A 10 + F 10 (R10.upk.1); Lysimaque's Am is not Cassandre's to pay.
  CHECK(has(fr, "  trésor : 42 T ; entretien des unités au prochain hiver : 20 T (R10.upk.1)\n"));
  CHECK_FALSE(has(fr, "THR :"));  // another side's unit has no line
}

TEST_CASE("R9a.move.1 R9a.siege.1 a unit's line lists its direct moves, sieges and supplies") {
  const state::GameState g = position();
  const std::string fr =
      report::order_sheet(test::diadoques_map(), g, "cassandre", report::Lang::fr);
  INFO(fr);
  const std::string army = line_of(fr, "A* MAC : ");
  REQUIRE_FALSE(army.empty());
  for (const char* next : {"ILL", "EPI", "CHA", "PEO", "THR", "THE"}) CHECK(has(army, next));
  CHECK_FALSE(has(army, "ATT"));         // not a neighbour
  CHECK_FALSE(has(army, "EUB"));         // a sea: no army goes there
  CHECK(has(army, "siège A1 : Pydna"));  // Lysimaque's citadel in MAC
  CHECK_FALSE(has(army, "A1 : Pella"));  // its own capital is not besieged
  const std::string fleet = line_of(fr, "F EUB : ");
  REQUIRE_FALSE(fleet.empty());
  CHECK(has(fleet, "EGE"));
  CHECK_FALSE(has(fleet, "MAC"));         // a fleet never stays in a land province (R6a.loc.2)
  CHECK_FALSE(has(fleet, "PEO"));         // inland
  CHECK(has(fleet, "siège A1 : Pydna"));  // a port on its sea (sea_access EUB)
  // In English, with the same options.
  const std::string en =
      report::order_sheet(test::diadoques_map(), g, "cassandre", report::Lang::en);
  CHECK(has(line_of(en, "A* MAC: "), "siege A1: Pydna"));
}

TEST_CASE("R9a.siege.6 a unit with a round won is offered A2 on its citadel") {
  state::GameState g = position();
  g.units[0].siege = state::SiegeProgress{"Pydna", 1, "001-spring-319"};
  const std::string fr =
      report::order_sheet(test::diadoques_map(), g, "cassandre", report::Lang::fr);
  const std::string army = line_of(fr, "A* MAC : ");
  CHECK(has(army, "siège A2 : Pydna"));
  CHECK_FALSE(has(army, "A1 : Pydna"));
}

TEST_CASE("R6b.diad.1 the sheet says where each character stands, with his unit or alone") {
  state::GameState g = position();
  const std::string fr =
      report::order_sheet(test::diadoques_map(), g, "cassandre", report::Lang::fr);
  CHECK(has(fr, "  Cassandre : avec A* MAC\n"));
  g.units[0].commander.clear();
  g.character("cassandre")->space = "THE";
  const std::string alone =
      report::order_sheet(test::diadoques_map(), g, "cassandre", report::Lang::fr);
  CHECK(has(alone, "  Cassandre : sans unité, en THE\n"));
}

TEST_CASE("R8.cal.2 a winter's sheet lists the units without moves") {
  state::GameState g = position();
  g.season = state::Season{-319, state::SeasonKind::winter};
  const std::string fr =
      report::order_sheet(test::diadoques_map(), g, "cassandre", report::Lang::fr);
  CHECK(has(fr, "hiver : pas de mouvement"));
  CHECK_FALSE(has(fr, "vers "));
  CHECK(has(fr, "  F EUB\n"));
}
