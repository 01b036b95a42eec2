// R14f.rome.5: the prestige of the wars against Rome. A side that loses a province or citadel
// Rome targets to Rome loses 2 PP (R13.pp.9); supplying Tarente against a Roman siege gives
// +1 PP (R13.pp.18). Whole seasons on the real map, the GM's neutral orders as text.
#include <doctest/doctest.h>

#include "adjudicator/season/neutral_orders.hpp"
#include "instant_fixture.hpp"

using namespace dia;
using namespace dia::instant_test;
using dia::state::UnitType;

namespace {

adj::SideOrders gm(const std::string& text) {
  return test::orders_for(adj::season::neutral_side, text);
}

int ledger_change(const adj::SeasonResult& r, const state::GameState& g, const std::string& side) {
  return r.next.side(side)->prestige_ledger - g.side(side)->prestige_ledger;
}

}  // namespace

TEST_CASE("R14f.rome.5 a side that loses ITA to Rome loses 2 PP (R13.pp.9)") {
  state::GameState g = test::later();
  g.control["ITA"] = "cassandre";
  test::place(g, UnitType::A, "cassandre", "ITA");
  const adj::SeasonResult r = test::play_with(g, test::drawn(EventKind::intervention, "rome"));
  REQUIRE(r.next.unit_at("ITA") != nullptr);
  REQUIRE(r.next.unit_at("ITA")->neutral_label == "rome");
  CHECK(r.next.controller_of("ITA").empty());
  CHECK(test::has_reason(r, "cassandre", "R13.pp.9"));
  CHECK(ledger_change(r, g, "cassandre") == -2);
}

TEST_CASE("R14f.rome.5 a citadel Rome targets, taken by a Roman siege, costs its holder 2 PP") {
  state::GameState g = rome_in_italy(2);  // mission 2: control ITA and Tarente
  g.control["Tarente"] = "cassandre";
  g.control.erase("ITA");
  const adj::SeasonResult first =
      test::play_with(g, adj::events::DrawnEvent{}, {gm("[rome] Ag ITA A1 Tarente\n")});
  REQUIRE(test::report_for(first, "[rome] Ag ITA A1 Tarente").status ==
          adj::OrderStatus::succeeded);
  CHECK_FALSE(test::has_reason(first, "cassandre", "R13.pp.9"));
  const adj::SeasonResult second =
      test::play_with(first.next, adj::events::DrawnEvent{}, {gm("[rome] Ag ITA A2 Tarente\n")});
  CHECK(second.next.controller_of("Tarente").empty());
  CHECK(test::has_reason(second, "cassandre", "R13.pp.9"));
  CHECK(ledger_change(second, first.next, "cassandre") == -2);
}

TEST_CASE("R13.pp.9 a space Rome targets, lost to another neutral, costs nothing") {
  state::GameState g = rome_in_italy(3);  // mission 3 targets ILL too
  g.control["ILL"] = "cassandre";
  test::place(g, UnitType::A, "cassandre", "ILL");
  // The Illyrian Pirates rise in ILL (R14e.ill.1): Cassandre loses it, but not to Rome.
  const adj::SeasonResult r = test::play_with(g, revolt("pirates_illyriens"));
  REQUIRE(r.next.unit_at("ILL") != nullptr);
  REQUIRE(r.next.unit_at("ILL")->side.empty());
  CHECK(r.next.controller_of("ILL").empty());
  CHECK(std::any_of(r.control_changes.begin(), r.control_changes.end(),
                    [](const adj::ControlChange& c) {
                      return c.space == "ILL" && c.from == "cassandre" && c.to.empty();
                    }));
  CHECK_FALSE(test::has_reason(r, "cassandre", "R13.pp.9"));
}

TEST_CASE("R14f.rome.5 supplying Tarente against a Roman siege gives +1 PP (R13.pp.18)") {
  state::GameState g = rome_in_italy(2);
  g.control["Tarente"] = "cassandre";
  g.control.erase("ITA");
  test::place(g, UnitType::F, "cassandre", "MIO");
  const adj::SeasonResult r = test::play_with(
      g, adj::events::DrawnEvent{},
      {gm("[rome] Ag ITA A1 Tarente\n"), test::orders_for("cassandre", "F MIO Ra Tarente\n")});
  REQUIRE(test::report_for(r, "F MIO Ra Tarente").status == adj::OrderStatus::succeeded);
  CHECK(test::report_for(r, "[rome] Ag ITA A1 Tarente").status != adj::OrderStatus::succeeded);
  CHECK(test::has_reason(r, "cassandre", "R13.pp.18"));
  CHECK(ledger_change(r, g, "cassandre") == 1);
  // Without the Romans' siege the same supply scores nothing.
  state::GameState quiet = g;
  const adj::SeasonResult q = test::play_with(
      quiet, adj::events::DrawnEvent{}, {test::orders_for("cassandre", "F MIO Ra Tarente\n")});
  CHECK_FALSE(test::has_reason(q, "cassandre", "R13.pp.18"));
}
