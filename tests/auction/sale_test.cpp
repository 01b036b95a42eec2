// R11b.bid.5–10 and R11b.win: a whole season's auction step (R8a.gm.3), before the moves.
#include <doctest/doctest.h>

#include "adjudicator/auction/auction.hpp"
#include "auction_fixture.hpp"
#include "support/words.hpp"

using namespace dia;
using namespace dia::auction_test;
using adj::OrderStatus;

namespace {

// An eliminated side's A in GRA, first offered (starting price 10 T, R11b.elim.1), with a
// Séleucos A in ARE and a Ptolémée A in BAC beside it.
state::GameState one_lot(state::SeasonKind kind = state::SeasonKind::summer) {
  state::GameState g = east(kind);
  lot(g, UnitType::A, "GRA", adj::rules::elimination_auction_label);
  test::place(g, UnitType::A, "seleucos", "ARE");
  test::place(g, UnitType::A, "ptolemee", "BAC");
  return g;
}

}  // namespace

TEST_CASE("R11b.bid.7 R11b.win.1 the highest bidder buys the unit at the second price") {
  const adj::SeasonResult r =
      run(one_lot(), {test::orders_for("seleucos", "Enchère A GRA 10, 11, 12, 13, 14\n"),
                      test::orders_for("ptolemee", "Enchère A GRA 11, 15, 16\n")});
  const state::Unit* u = test::unit_in(r.next, "GRA");
  REQUIRE(u != nullptr);
  CHECK(u->side == "ptolemee");
  CHECK(u->neutral_label.empty());
  CHECK(u->previous_owner.empty());
  CHECK(r.next.side("ptolemee")->treasury == 25);
  CHECK(r.next.side("seleucos")->treasury == 40);
  CHECK(test::report_for(r, "Enchère A GRA 11, 15, 16").status == OrderStatus::succeeded);
  CHECK(note(r, "Enchère A GRA 11, 15, 16") == "bid won: 15 T paid (R11b.bid.7)");
  CHECK(test::report_for(r, "Enchère A GRA 10, 11, 12, 13, 14").status == OrderStatus::failed);
  CHECK(note(r, "Enchère A GRA 10, 11, 12, 13, 14") == "outbid (R11b.bid.7)");
  CHECK(public_event(r, "A GRA is sold to Ptolémée for 15 T (R11b.bid.7)"));
  // R11b.win.1: its province changes hands with it.
  CHECK(r.next.controller_of("GRA") == "ptolemee");
  CHECK(std::any_of(r.control_changes.begin(), r.control_changes.end(),
                    [](const adj::ControlChange& c) { return c.space == "GRA"; }));
}

TEST_CASE("R11b.bid.8 only the winner pays and only the winning price is published") {
  const adj::SeasonResult r =
      run(one_lot(), {test::orders_for("seleucos", "Enchère A GRA 10, 11, 12, 13, 14\n"),
                      test::orders_for("ptolemee", "Enchère A GRA 11, 15, 16\n")});
  CHECK(paid(r, "ptolemee") == -15);
  CHECK(paid(r, "seleucos") == 0);
  for (const adj::OrderReport& o : r.orders)
    if (o.text.starts_with("Enchère")) CHECK(o.visibility == adj::Visibility::side_only);
  // No public sentence names a losing bid, or the winner's other amounts.
  for (const adj::Event& e : r.events) {
    if (e.visibility != adj::Visibility::everyone) continue;
    for (const char* secret : {"14 T", "16 T", "11 T", "Séleucos"}) {
      CAPTURE(secret);
      CHECK(test::en(e.text).find(secret) == std::string::npos);
    }
  }
  // The GM log has every bid.
  CHECK(test::log_has(r, "seleucos bids 10, 11, 12, 13, 14"));
  CHECK(test::log_has(r, "ptolemee bids 11, 15, 16"));
}

TEST_CASE("R11b.bid.7 a lone bidder pays its lowest valid bid") {
  const adj::SeasonResult r =
      run(one_lot(), {test::orders_for("seleucos", "Enchère A GRA 12, 20\n")});
  CHECK(test::unit_in(r.next, "GRA")->side == "seleucos");
  CHECK(r.next.side("seleucos")->treasury == 28);
}

TEST_CASE("R11b.bid.9 tied highest bids: the unit stays neutral, nobody pays") {
  const adj::SeasonResult r =
      run(one_lot(), {test::orders_for("seleucos", "Enchère A GRA 12\n"),
                      test::orders_for("ptolemee", "Enchère A GRA 11, 12\n")});
  const state::Unit* u = test::unit_in(r.next, "GRA");
  REQUIRE(u != nullptr);
  CHECK(u->side.empty());
  CHECK(u->neutral_label == adj::rules::elimination_auction_label);
  CHECK(u->auction_offers == 1);
  CHECK(note(r, "Enchère A GRA 12") == "highest bids tied: the unit stays neutral (R11b.bid.9)");
  CHECK(test::report_for(r, "Enchère A GRA 11, 12").status == OrderStatus::failed);
  CHECK(r.money.empty());
  CHECK(public_event(r, "A GRA finds no buyer and stays neutral (R11b.bid.9)"));
}

TEST_CASE("R11b.bid.9 no bid: the unit stays neutral and follows its source rule") {
  const adj::SeasonResult r = run(one_lot());
  const state::Unit* u = test::unit_in(r.next, "GRA");
  REQUIRE(u != nullptr);
  CHECK(u->side.empty());
  CHECK(u->auction_offers == 1);  // next time at 1 T (R11b.elim.2)
  CHECK(public_event(r, "A GRA finds no buyer and stays neutral (R11b.bid.9)"));
  CHECK(test::log_has(r, "A GRA (from eumene, starting price 10 T); no bid"));
}

TEST_CASE("R11b.bid.6 a bid above the bidder's treasury when the unit is examined is discarded") {
  state::GameState g = one_lot();
  g.side("seleucos")->treasury = 12;
  const adj::SeasonResult r = run(g, {test::orders_for("seleucos", "Enchère A GRA 10, 15\n"),
                                      test::orders_for("ptolemee", "Enchère A GRA 11\n")});
  // 15 is gone: 10 against 11, Ptolémée wins and pays 11.
  CHECK(test::unit_in(r.next, "GRA")->side == "ptolemee");
  CHECK(r.next.side("ptolemee")->treasury == 29);
  CHECK(r.next.side("seleucos")->treasury == 12);

  g.side("seleucos")->treasury = 9;  // nothing left of the list
  const adj::SeasonResult none = run(g, {test::orders_for("seleucos", "Enchère A GRA 10, 15\n")});
  CHECK(test::unit_in(none.next, "GRA")->side.empty());
  CHECK(note(none, "Enchère A GRA 10, 15") ==
        "the amounts at or above the starting price exceed the treasury (9 T) (R11b.bid.6)");
}

TEST_CASE("R11b.bid.5 R11b.bid.6 the units on sale are examined in a seeded random order") {
  state::GameState g = one_lot();
  lot(g, UnitType::A, "SOG", adj::rules::elimination_auction_label);
  g.side("ptolemee")->treasury = 10;  // enough for one of the two
  const std::vector<adj::SideOrders> orders{
      test::orders_for("ptolemee", "Enchère A GRA 10\nEnchère A SOG 10\n")};
  const adj::SeasonResult r = run(g, orders);
  bool drawn = false;
  for (const state::Roll& roll : r.rolls)
    drawn = drawn || ::dia::test::english(roll.purpose).starts_with("R11b.bid.5");
  CHECK(drawn);
  const bool gra_first =
      test::log_has(r, "R11b.bid.5: the units on sale are examined in this order: A GRA, A SOG");
  CHECK(
      (gra_first ||
       test::log_has(r, "R11b.bid.5: the units on sale are examined in this order: A SOG, A GRA")));
  // The first examined takes the 10 T; the other bid is then above the treasury (R11b.bid.6).
  const std::string first = gra_first ? "GRA" : "SOG";
  const std::string second = gra_first ? "SOG" : "GRA";
  CHECK(test::unit_in(r.next, first)->side == "ptolemee");
  CHECK(test::unit_in(r.next, second)->side.empty());
  CHECK(test::report_for(r, "Enchère A " + second + " 10").status == OrderStatus::failed);
  CHECK(r.next.side("ptolemee")->treasury == 0);
  // The same seed draws the same order; another seed may not, but both are logged.
  const adj::SeasonResult again = run(g, orders);
  CHECK(test::unit_in(again.next, first)->side == "ptolemee");
  bool other = false;
  for (std::uint64_t seed = 1; seed < 40 && !other; ++seed) {
    state::GameState h = g;
    h.rng = state::Rng(seed);
    other = test::unit_in(run(h, orders).next, second)->side == "ptolemee";
  }
  CHECK(other);
}

TEST_CASE("R11b.bid.10 a unit in a storm or a flooded province cannot be sold") {
  const state::GameState g = one_lot();
  Step step(g, {test::orders_for("ptolemee", "Enchère A GRA 15\n")});
  step.facts.storm_or_flood = {"GRA"};
  adj::intrigue::StepContext ctx = step.context();
  adj::auction::auction_step(ctx);
  CHECK(test::unit_in(step.work, "GRA")->side.empty());
  CHECK(step.work.side("ptolemee")->treasury == 40);
  CHECK(test::en(test::report_for(step.result, "Enchère A GRA 15").note) ==
        "A GRA cannot be sold: storm or flood (R11b.bid.10)");
  // Without the storm, the same bid buys it.
  Step calm(g, {test::orders_for("ptolemee", "Enchère A GRA 15\n")});
  adj::intrigue::StepContext c2 = calm.context();
  adj::auction::auction_step(c2);
  CHECK(test::unit_in(calm.work, "GRA")->side == "ptolemee");
}

TEST_CASE("R11b.win.2 R8a.gm.3 the winner's order for the bought unit is carried out this turn") {
  const adj::SeasonResult r =
      run(one_lot(), {test::orders_for("seleucos", "Enchère A GRA 11\nA GRA PAR\n"),
                      test::orders_for("ptolemee", "Enchère A GRA 12\nA GRA HYR\n")});
  CHECK(test::unit_in(r.next, "HYR") != nullptr);
  CHECK(test::unit_in(r.next, "HYR")->side == "ptolemee");
  CHECK(test::report_for(r, "A GRA HYR").status == OrderStatus::succeeded);
  // The loser's order is for a unit it does not control: ignored, and never published.
  CHECK(test::report_for(r, "A GRA PAR").status == OrderStatus::ignored);
  CHECK(test::report_for(r, "A GRA PAR").visibility != adj::Visibility::everyone);
  CHECK(test::unit_in(r.next, "PAR") == nullptr);
}

TEST_CASE("R11b.bid.3 a bought unit without an order from its winner holds") {
  const adj::SeasonResult r = run(one_lot(), {test::orders_for("ptolemee", "Enchère A GRA 12\n")});
  const state::Unit* u = test::unit_in(r.next, "GRA");
  REQUIRE(u != nullptr);
  CHECK(u->side == "ptolemee");
}

TEST_CASE("R11b.win.3 R6a.limit.3 a purchase may take the winner over a limit until winter") {
  state::GameState g = east();
  lot(g, UnitType::Ae, "GRA", adj::rules::elimination_auction_label);
  test::place(g, UnitType::Ae, "ptolemee", "BAC");  // its one Ae (R6a.limit.1)
  const adj::SeasonResult r = run(g, {test::orders_for("ptolemee", "Enchère Ae GRA 20\n")});
  CHECK(test::unit_in(r.next, "GRA")->side == "ptolemee");
  CHECK(std::count_if(r.next.units.begin(), r.next.units.end(), [](const state::Unit& u) {
          return u.side == "ptolemee" && u.type == UnitType::Ae;
        }) == 2);
}

TEST_CASE("R11b.win.1 the characters held with a bought unit come under the winner's control") {
  state::GameState g = one_lot();
  // A revolt kept Démétrios, Antigone's epigone, with the unit (R11a.sup.5, winter_supply).
  state::Character* d = g.character("demetrios");
  d->space = "GRA";
  d->controller.clear();
  d->prisoner = true;
  for (state::Unit& u : g.units)
    if (u.space == "GRA") u.attached.push_back("demetrios");
  const adj::SeasonResult r = run(g, {test::orders_for("ptolemee", "Enchère A GRA 12\n")});
  CHECK(r.next.character("demetrios")->controller == "ptolemee");
  CHECK(r.next.character("demetrios")->prisoner);
}

TEST_CASE("R11b.bid.8 R9a.gen.8 the sale is published in French; each side reads its own bids") {
  const adj::SeasonResult r =
      run(one_lot(), {test::orders_for("seleucos", "Enchère A GRA 10, 11, 12, 13, 14\n"),
                      test::orders_for("ptolemee", "Enchère A GRA 11, 15, 16\n")});
  CHECK(std::any_of(r.events.begin(), r.events.end(), [](const adj::Event& e) {
    return test::fr(e.text) == "A GRA est adjugée à Ptolémée pour 15 T (R11b.bid.7)";
  }));
  CHECK(test::fr(test::report_for(r, "Enchère A GRA 11, 15, 16").note) ==
        "enchère remportée : 15 T payés (R11b.bid.7)");
  CHECK(test::fr(test::report_for(r, "Enchère A GRA 10, 11, 12, 13, 14").note) ==
        "enchère dépassée (R11b.bid.7)");
  // The payment is a line of the winner's treasury moves.
  REQUIRE(r.money.size() == 1);
  CHECK(test::fr(adj::Text{r.money[0].what}) == "achat aux enchères de A GRA");
}
