// Issue 16 (Reports): neutral units appear in the positions table and on the map picture in a
// colour of their own, named by faction, apart from the sides and from units on sale.
#include <doctest/doctest.h>

#include <string>

#include "report/faction.hpp"
#include "report/position_text.hpp"
#include "report/public_report.hpp"
#include "report/svg_state.hpp"
#include "season/fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

bool contains(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

// Cassandre's army in MAC; the Spartans' Am in LAC, the Illyrian pirates' fleet in ADR, and an
// army on sale in CYR.
state::GameState with_neutrals() {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::Am, "", "LAC");
  g.units.back().neutral_label = "spartiates";
  test::place(g, UnitType::F, "", "ADR");
  g.units.back().neutral_label = "pirates_illyriens.flotte";
  test::place(g, UnitType::A, "", "CYR");
  g.units.back().neutral_label = "auction.disbanded";
  return g;
}

}  // namespace

TEST_CASE("R14d.gen.1 the positions table names each neutral unit's revolt or intervention") {
  const state::GameState g = with_neutrals();
  report::PublicView v;
  v.sides.push_back({{"cassandre", "Cassandre", ""}, {}});
  v.position = report::position_view(g, {"cassandre"}, &test::diadoques_map());
  const std::string fr = report::position_text(v, report::Lang::fr);
  CAPTURE(fr);
  CHECK(contains(fr, "Am LAC [Révolte des Spartiates]"));
  CHECK(contains(fr, "F ADR [Pirates illyriens (flotte)]"));
  CHECK(contains(fr, "A CYR [aux enchères]"));
  CHECK(contains(fr, "A MAC\n"));  // a side's unit carries no faction
  CHECK(contains(report::position_text(v, report::Lang::en), "A CYR [for auction]"));
}

TEST_CASE("R14d.gen.1 the map draws each faction in its own colour, named in the key") {
  const state::GameState g = with_neutrals();
  const std::string svg = report::svg_state(test::diadoques_map(), g, "test");
  const std::string spartans = report::faction_colour("spartiates");
  const std::string pirates = report::faction_colour("pirates_illyriens.flotte");
  const std::string sale = report::faction_colour("auction.disbanded");
  // Never a side's colour, and the factions apart from each other.
  for (const char* side : {"cassandre", "lysimaque", "antigone", "eumene", "ptolemee", "seleucos"})
    for (const std::string& c : {spartans, pirates, sale}) CHECK(c != report::side_colour(side));
  CHECK(spartans != sale);
  CHECK(pirates == report::faction_colour("pirates_illyriens.armee"));  // one faction, one colour
  CHECK(contains(svg, "fill=\"" + spartans + "\" stroke=\"#000000\""));
  CHECK(contains(svg, "fill=\"" + sale + "\" stroke=\"#000000\""));
  CHECK(contains(svg, ">Révolte des Spartiates</text>"));
  CHECK(contains(svg, ">aux enchères</text>"));
  CHECK(contains(report::svg_state(test::diadoques_map(), g, "test", report::Lang::en),
                 ">for auction</text>"));
}
