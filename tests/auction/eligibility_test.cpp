// R11b.bid.1–4: who may bid for which unit, and the bid check of `diadoques check --game`.
#include <doctest/doctest.h>

#include "adjudicator/auction/bid_check.hpp"
#include "adjudicator/season/legality.hpp"
#include "auction_fixture.hpp"

using namespace dia;
using namespace dia::auction_test;
using adj::OrderStatus;

namespace {

map::SpaceId at(const std::string& code) {
  return *test::diadoques_map().find_space(code);
}

std::vector<adj::season::CheckedOrder> check(const state::GameState& g, const std::string& side,
                                             const std::string& text) {
  const adj::SideOrders so = test::orders_for(side, text);
  return adj::season::check_orders(test::diadoques_map(), g, side, so.parsed.orders);
}

}  // namespace

TEST_CASE("R11b.bid.2 distance: the shortest path over ordinary adjacencies, citadels included") {
  const map::Map& m = test::diadoques_map();
  CHECK(adj::auction::within(m, at("ARE"), at("GRA"), 1));
  CHECK(adj::auction::within(m, at("SAG"), at("GRA"), 2));  // SAG-ARE-GRA
  CHECK_FALSE(adj::auction::within(m, at("SAG"), at("GRA"), 1));
  CHECK_FALSE(adj::auction::within(m, at("IND"), at("GRA"), 2));  // IND-GHA-ARE-GRA
  // Citadel–province links count: Bactres-BAC-GRA, Samarcande-SOG-GRA.
  CHECK(adj::auction::within(m, at("Bactres"), at("GRA"), 2));
  CHECK(adj::auction::within(m, at("Samarcande"), at("GRA"), 2));
  // Port access counts too: a sea zone and a port citadel on it.
  CHECK(adj::auction::within(m, at("PRO"), at("Byzance"), 1));
}

TEST_CASE("R11b.bid.1 a side bids only with a unit or its free diadoque or epigone within 2") {
  state::GameState g = east();
  lot(g, UnitType::A, "GRA", adj::rules::elimination_auction_label);
  SUBCASE("a unit two spaces away") {
    test::place(g, UnitType::A, "seleucos", "SAG");
    const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Enchère A GRA 10\n")});
    CHECK(test::unit_in(r.next, "GRA")->side == "seleucos");
  }
  SUBCASE("a unit three spaces away") {
    test::place(g, UnitType::A, "seleucos", "IND");
    const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Enchère A GRA 10\n")});
    CHECK(test::unit_in(r.next, "GRA")->side.empty());
    CHECK(test::report_for(r, "Enchère A GRA 10").status == OrderStatus::ignored);
    CHECK(note(r, "Enchère A GRA 10")
              .find("no unit, nor free diadoque or epigone, within 2 "
                    "spaces of the unit (R11b.bid.1)") != std::string::npos);
    CHECK(r.next.side("seleucos")->treasury == 40);
  }
  SUBCASE("its diadoque, free, two spaces away") {
    g.character("seleucos")->space = "SAG";
    const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Enchère A GRA 10\n")});
    CHECK(test::unit_in(r.next, "GRA")->side == "seleucos");
  }
  SUBCASE("its diadoque held prisoner two spaces away") {
    state::Character* s = g.character("seleucos");
    s->space = "SAG";
    s->controller = "ptolemee";
    s->prisoner = true;
    const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Enchère A GRA 10\n")});
    CHECK(test::unit_in(r.next, "GRA")->side.empty());
    CHECK(test::report_for(r, "Enchère A GRA 10").status == OrderStatus::ignored);
  }
  SUBCASE("its epigone, free, two spaces away") {
    state::Character* e = g.character("demetrios");  // Antigone's
    e->space = "SAG";
    e->controller = "antigone";
    const adj::SeasonResult r = run(g, {test::orders_for("antigone", "Enchère A GRA 10\n")});
    CHECK(test::unit_in(r.next, "GRA")->side == "antigone");
  }
}

TEST_CASE("R11b.bid.1 the unit's previous owner may not bid for it") {
  state::GameState g = east();
  lot(g, UnitType::A, "GRA", adj::rules::elimination_auction_label, "seleucos");
  test::place(g, UnitType::A, "seleucos", "ARE");
  const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Enchère A GRA 15\n")});
  CHECK(test::unit_in(r.next, "GRA")->side.empty());
  CHECK(note(r, "Enchère A GRA 15").find("the previous owner may not bid (R11b.bid.1)") !=
        std::string::npos);
}

TEST_CASE("R11b.bid.4 bids below the starting price are ignored") {
  state::GameState g = east();
  lot(g, UnitType::A, "GRA", adj::rules::elimination_auction_label);  // 10 T (R11b.elim.1)
  test::place(g, UnitType::A, "seleucos", "ARE");
  test::place(g, UnitType::A, "ptolemee", "BAC");
  SUBCASE("all below: the bid is ignored") {
    const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Enchère A GRA 5, 9\n")});
    CHECK(test::unit_in(r.next, "GRA")->side.empty());
    CHECK(test::report_for(r, "Enchère A GRA 5, 9").status == OrderStatus::ignored);
    CHECK(note(r, "Enchère A GRA 5, 9")
              .find("no amount reaches the starting price of 10 T (R11b.bid.4)") !=
          std::string::npos);
  }
  SUBCASE("the amounts below are dropped, the others stand") {
    // Séleucos's 9 would beat nobody; Ptolémée, alone above 10, pays 12, not 10.
    const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Enchère A GRA 9, 11\n"),
                                        test::orders_for("ptolemee", "Enchère A GRA 8, 12\n")});
    CHECK(test::unit_in(r.next, "GRA")->side == "ptolemee");
    CHECK(r.next.side("ptolemee")->treasury == 28);
  }
}

TEST_CASE("R11b.bid.4 R9c.auct.1 check --game: a bid is checked, not left unadjudicated") {
  state::GameState g = east();
  lot(g, UnitType::A, "GRA", adj::rules::elimination_auction_label);
  test::place(g, UnitType::A, "seleucos", "ARE");
  g.side("seleucos")->treasury = 11;
  const auto c = check(g, "seleucos",
                       "Enchère A GRA 5, 10\nEnchère F GRA 10\nEnchère A ARE 10\nEnchère A GRA "
                       "12\nEnchère A GRA 3\n");
  REQUIRE(c.size() == 5);
  using adj::season::Verdict;
  CHECK(c[0].verdict == Verdict::accepted);
  REQUIRE(c[0].diagnostics.size() == 1);
  CHECK(c[0].diagnostics[0].message ==
        "bid order: 5 below the starting price of 10 T, ignored (R11b.bid.4)");
  CHECK(c[1].verdict == Verdict::ignored);  // no F on sale there
  CHECK(test::en(c[1].reason) == "no F on sale in GRA");
  CHECK(c[2].verdict == Verdict::ignored);  // its own unit is not on sale
  CHECK(c[3].verdict == Verdict::accepted);
  REQUIRE(c[3].diagnostics.size() == 1);
  CHECK(c[3].diagnostics[0].message.find("above the treasury (11 T)") != std::string::npos);
  CHECK(c[4].verdict == Verdict::ignored);
  CHECK(test::en(c[4].reason) == "no amount reaches the starting price of 10 T (R11b.bid.4)");
  for (const auto& k : c) CHECK(k.verdict != Verdict::not_adjudicated);
}
