// R9c.pass.1: passage, the first secondary order before the military orders, read by the
// legality check (G3.5) when the moves are checked.
#include <doctest/doctest.h>

#include "intrigue/before_fixture.hpp"

using namespace dia;
using dia::state::UnitType;
using namespace dia::test::before;

TEST_CASE(
    "R9c.pass.1 R9c.gen.2 a passage granted by the gatekeeper lets another side's fleet use the "
    "special link this turn (G3.5)") {
  state::GameState g = test::later();
  test::place(g, UnitType::F, "cassandre", "MOR");
  g.control["EGY"] = "ptolemee";
  const adj::SeasonResult without = run(g, {test::orders_for("cassandre", "F MOR GAR\n")});
  CHECK(test::report_for(without, "F MOR GAR").status == adj::OrderStatus::ignored);
  CHECK(test::unit_in(without.next, "MOR") != nullptr);
  const adj::SeasonResult with =
      run(g, {test::orders_for("cassandre", "F MOR GAR\n"),
              test::orders_for("ptolemee", "Passage Cassandre F MOR\n")});
  CHECK(test::report_for(with, "F MOR GAR").status == adj::OrderStatus::succeeded);
  CHECK(test::unit_in(with.next, "GAR") != nullptr);
  CHECK(test::report_for(with, "Passage Cassandre F MOR").status == adj::OrderStatus::succeeded);
}
