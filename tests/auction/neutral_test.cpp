// R11b.neu: unsold auction units are neutral, hold unless the GM orders them, and act only
// within their field of action.
#include <doctest/doctest.h>

#include <algorithm>

#include "adjudicator/auction/field.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "auction_fixture.hpp"

using namespace dia;
using namespace dia::auction_test;

namespace {

std::vector<std::string> field(const state::GameState& g, const std::string& space) {
  const map::Map& m = test::diadoques_map();
  std::vector<std::string> out;
  for (map::SpaceId s : adj::auction::field_of(m, g, *test::unit_in(g, space)))
    out.push_back(m.space(s).code);
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

}  // namespace

TEST_CASE("R11b.neu.1 R11b.neu.5 an unsold unit is neutral and holds without an order") {
  state::GameState g = east();
  lot(g, UnitType::A, "GRA", adj::rules::elimination_auction_label);
  const adj::SeasonResult r = run(g);
  const state::Unit* u = test::unit_in(r.next, "GRA");
  REQUIRE(u != nullptr);
  CHECK(u->side.empty());
  CHECK(u->previous_owner == "eumene");  // still barred from bidding (R11b.bid.1)
}

TEST_CASE("R11b.neu.2 a garrison, or a unit by a neutral major citadel: the citadel and around") {
  state::GameState g = east();
  lot(g, UnitType::A, "BAC", adj::rules::elimination_auction_label);         // Bactres, major
  lot(g, UnitType::A, "Samarcande", adj::rules::elimination_auction_label);  // a garrison
  lot(g, UnitType::F, "POC", adj::rules::elimination_auction_label);         // Byzance's access
  g.control.erase("Byzance");
  CHECK(field(g, "BAC") == sorted({"BAC", "Bactres"}));
  CHECK(field(g, "Samarcande") == sorted({"SOG", "Samarcande"}));
  CHECK(field(g, "POC") == sorted({"Byzance", "POC", "PRO"}));
  // A major citadel that a side holds gives no such field.
  g.control["Bactres"] = "seleucos";
  CHECK(field(g, "BAC") == std::vector<std::string>{"BAC"});
}

TEST_CASE("R11b.neu.3 any other unsold unit: only the space where it stands") {
  state::GameState g = east();
  lot(g, UnitType::A, "GRA", adj::rules::elimination_auction_label);
  CHECK(field(g, "GRA") == std::vector<std::string>{"GRA"});
  // The GM's orders are checked against it (R11b.neu.5, G12.1).
  lot(g, UnitType::A, "BAC", adj::rules::elimination_auction_label);
  const adj::SideOrders so = test::orders_for(adj::season::neutral_side,
                                              "[enchères] A GRA PAR\n[enchères] A BAC Bactres\n");
  const auto c = adj::season::check_neutral_orders(test::diadoques_map(), g, so.parsed.orders);
  REQUIRE(c.size() == 2);
  CHECK(c[0].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(c[0].reason) == "PAR is outside the field of action of 'A GRA' (G6.2)");
  CHECK(c[1].verdict == adj::season::Verdict::accepted);
}

TEST_CASE("R11b.neu.4 an unsold unit forced to retreat outside its field is destroyed") {
  state::GameState g = east();
  lot(g, UnitType::A, "GRA", adj::rules::elimination_auction_label);
  test::place(g, UnitType::A, "seleucos", "ARE");
  test::place(g, UnitType::A, "seleucos", "PAR");
  const adj::SeasonResult r =
      run(g, {test::orders_for("seleucos", "A ARE GRA\nA PAR S A ARE GRA\n")});
  // BAC, SOG and HYR were free, but outside its field (GRA alone).
  const state::Unit* u = test::unit_in(r.next, "GRA");
  REQUIRE(u != nullptr);
  CHECK(u->side == "seleucos");
  // No lot is left (the season's random event may bring neutral units of its own).
  CHECK(std::none_of(r.next.units.begin(), r.next.units.end(), [](const state::Unit& x) {
    return x.side.empty() && adj::rules::is_auction_label(x.neutral_label);
  }));
  // A player's unit in its place would have retreated.
  state::GameState h = east();
  test::place(h, UnitType::A, "ptolemee", "GRA");
  test::place(h, UnitType::A, "seleucos", "ARE");
  test::place(h, UnitType::A, "seleucos", "PAR");
  const adj::SeasonResult p =
      run(h, {test::orders_for("seleucos", "A ARE GRA\nA PAR S A ARE GRA\n")});
  CHECK(std::count_if(p.next.units.begin(), p.next.units.end(),
                      [](const state::Unit& x) { return x.side == "ptolemee"; }) == 1);
}
