// R11c, R9c.royal.1: the regent, the royal order and the eastern satraps' offer.
#include <doctest/doctest.h>

#include "adjudicator/rules/regent.hpp"
#include "adjudicator/season/legality.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "intrigue/before_fixture.hpp"
#include "state/state_yaml.hpp"

using namespace dia;
using dia::state::UnitType;
using namespace dia::test::before;
namespace rules = dia::adj::rules;

namespace {

// Summer -319: the satraps' offer came with spring's event (R11c.ro.2, G8.1), their army stands
// in HYR; Cassandre controls the four RF members of Macedonia (regent, R11c.reg.1); Séleucos holds
// Suse and Ptolémée Ecbatane (R11c.ben.1).
state::GameState offer() {
  state::GameState g = test::later();
  g.satraps_offer = state::Season::first().id();
  state::Unit army;
  army.type = UnitType::A;
  army.space = "HYR";
  army.neutral_label = rules::satraps_label;
  g.units.push_back(army);
  g.control["Suse"] = "seleucos";
  g.control["Ecbatane"] = "ptolemee";
  return g;
}

// Gives the Roxane pair to `side` (two RF members, R11c.who.1) where it stands.
void give_pair(state::GameState& g, const std::string& side) {
  g.character("roxane")->controller = side;
  g.character("alexandre-iv")->controller = side;
}

bool moved(const adj::SeasonResult& r, const std::string& side, int amount,
           const std::string& clause) {
  return std::any_of(r.money.begin(), r.money.end(), [&](const adj::MoneyMove& m) {
    return m.side == side && m.amount == amount && m.clause == clause;
  });
}

}  // namespace

TEST_CASE(
    "R11c.reg.1 R6b.phil.2 R6b.rox.2 the regent is Philippe III's controller, if he is dead, "
    "Alexandre IV's, none when both are dead or that side has no leader") {
  state::GameState g = test::later();
  CHECK(rules::regent_side(g) == "cassandre");
  g.character("philippe-iii")->controller = "antigone";
  g.character("eurydice")->controller = "antigone";
  CHECK(rules::regent_side(g) == "antigone");
  // A neutral Philippe III makes no regent, even with Alexandre IV controlled.
  g.character("philippe-iii")->controller.clear();
  g.character("eurydice")->controller.clear();
  CHECK(rules::regent_side(g).empty());
  g.character("philippe-iii")->alive = false;
  g.character("eurydice")->alive = false;
  CHECK(rules::regent_side(g) == "cassandre");  // R6b.rox.2
  // Cassandre dead, his epigone not yet appeared: no leader to hold the title.
  g.character("cassandre")->alive = false;
  CHECK(rules::regent_side(g).empty());
  g.character("philippe")->space = "MAC";  // the epigone appears
  CHECK(rules::regent_side(g) == "cassandre");
  g.character("alexandre-iv")->alive = false;
  g.character("roxane")->alive = false;
  CHECK(rules::regent_side(g).empty());
}

TEST_CASE(
    "R11c.who.1 R6b.cleo.7 a royal order may come from the regent, the husband of a living "
    "Cléopâtre, or a side controlling two RF members") {
  state::GameState g = test::later();
  CHECK(rules::may_give_royal_order(g, "cassandre"));  // regent
  CHECK_FALSE(rules::may_give_royal_order(g, "lysimaque"));
  give_pair(g, "lysimaque");  // two members, counted per person (R6b.rf.3)
  CHECK(rules::may_give_royal_order(g, "lysimaque"));
  // Olympias alone is one member.
  g.character("olympias")->controller = "eumene";
  CHECK_FALSE(rules::may_give_royal_order(g, "eumene"));
  // Antigone married Cléopâtre: his side may give one while she lives.
  CHECK_FALSE(rules::may_give_royal_order(g, "antigone"));
  g.character("cleopatre")->husband = "antigone";
  CHECK(rules::may_give_royal_order(g, "antigone"));
  g.character("cleopatre")->alive = false;
  CHECK_FALSE(rules::may_give_royal_order(g, "antigone"));
}

TEST_CASE("R11c.ben.1 only a side controlling Suse, Ecbatane or Parsagadès may benefit") {
  state::GameState g = test::later();
  CHECK_FALSE(rules::may_benefit(g, "seleucos"));  // Babylone is not enough
  for (const char* citadel : {"Suse", "Ecbatane", "Parsagadès"}) {
    CAPTURE(citadel);
    state::GameState h = g;
    h.control[citadel] = "seleucos";
    CHECK(rules::may_benefit(h, "seleucos"));
    h.side("seleucos")->eliminated = true;
    CHECK_FALSE(rules::may_benefit(h, "seleucos"));
  }
}

TEST_CASE(
    "R11c.ro.1 R11c.eff.1 R11c.prep.1 R9c.royal.1 the beneficiary takes HYR, Hécatompylos and the "
    "satraps' army at step 5, and the army carries out his order") {
  const state::GameState g = offer();
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Ordre royal Séleucos\n"),
              test::orders_for("ptolemee", "A HYR MED\n"),  // ready in case (R11c.prep.1)
              test::orders_for("seleucos", "A HYR PAR\n")});
  const state::Unit* army = test::unit_in(r.next, "PAR");
  REQUIRE(army != nullptr);
  CHECK(army->side == "seleucos");
  CHECK(army->neutral_label.empty());
  CHECK(r.next.controller_of("Hécatompylos") == "seleucos");
  CHECK(r.next.controller_of("HYR") == "seleucos");
  CHECK(std::any_of(r.control_changes.begin(), r.control_changes.end(),
                    [](const adj::ControlChange& c) {
                      return c.space == "Hécatompylos" && c.from.empty() && c.to == "seleucos";
                    }));
  const adj::OrderReport& order = test::report_for(r, "Ordre royal Séleucos");
  CHECK(order.status == adj::OrderStatus::succeeded);
  CHECK(order.visibility == adj::Visibility::everyone);  // R9c.gen.1
  CHECK(test::fr(order.note) ==
        "ordre royal suivi : Séleucos reçoit l'offre des satrapes (R11c.eff.1)");
  CHECK(test::report_for(r, "A HYR PAR").status == adj::OrderStatus::succeeded);
  // Ptolémée's order for an army that did not become his is dropped unpublished.
  const adj::OrderReport& other = test::report_for(r, "A HYR MED");
  CHECK(other.status == adj::OrderStatus::ignored);
  CHECK(other.visibility == adj::Visibility::side_only);
  CHECK(event_has(r, "les satrapes orientaux se rallient à Séleucos"));
  CHECK(r.next.satraps_offer.empty());
}

TEST_CASE(
    "R11c.eff.2 R11c.eff.3 R11c.eff.4 R13.pp.21 R13.pp.27 10 T at the end of the turn, the "
    "Bactres and Samarcande treasures removed, +2 PP to the giver, +1 to the beneficiary") {
  state::GameState g = offer();
  REQUIRE(g.treasures.count("Bactres") == 1);
  REQUIRE(g.treasures.count("Samarcande") == 1);
  g.side("seleucos")->treasury = 3;
  const int cassandre = g.side("cassandre")->prestige_ledger;
  const int seleucos = g.side("seleucos")->prestige_ledger;
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Ordre royal Séleucos\n")});
  CHECK(r.next.side("seleucos")->treasury == 13);
  CHECK(moved(r, "seleucos", 10, "R11c.eff.2"));
  CHECK(r.next.treasures.count("Bactres") == 0);
  CHECK(r.next.treasures.count("Samarcande") == 0);
  CHECK(event_has(r, "le trésor de Bactres disparaît (R11c.eff.3)"));
  CHECK(r.next.side("cassandre")->prestige_ledger == cassandre + 2);
  CHECK(r.next.side("seleucos")->prestige_ledger == seleucos + 1);
  // The army, with no order from its new owner, holds in HYR.
  const state::Unit* army = test::unit_in(r.next, "HYR");
  REQUIRE(army != nullptr);
  CHECK(army->side == "seleucos");
}

TEST_CASE("R11c.count.1 the beneficiary named by most sides wins, a tie for most voids them all") {
  state::GameState g = offer();
  give_pair(g, "lysimaque");                       // two RF members
  g.character("cleopatre")->husband = "antigone";  // Cléopâtre's husband
  const int lysimaque = g.side("lysimaque")->prestige_ledger;
  const int antigone = g.side("antigone")->prestige_ledger;
  const adj::SeasonResult most = run(g, {test::orders_for("cassandre", "Ordre royal Séleucos\n"),
                                         test::orders_for("lysimaque", "Ordre royal Séleucos\n"),
                                         test::orders_for("antigone", "Ordre royal Ptolémée\n")});
  CHECK(test::unit_in(most.next, "HYR")->side == "seleucos");
  const adj::OrderReport& outvoted = test::report_for(most, "Ordre royal Ptolémée");
  CHECK(outvoted.status == adj::OrderStatus::failed);
  CHECK(test::fr(outvoted.note) == "Séleucos est désigné par davantage de camps (R11c.count.1)");
  CHECK(most.next.side("lysimaque")->prestige_ledger == lysimaque + 2);  // R11c.eff.4: each giver
  CHECK(most.next.side("antigone")->prestige_ledger == antigone);

  const adj::SeasonResult tie = run(g, {test::orders_for("cassandre", "Ordre royal Séleucos\n"),
                                        test::orders_for("antigone", "Ordre royal Ptolémée\n")});
  for (const char* line : {"Ordre royal Séleucos", "Ordre royal Ptolémée"}) {
    CAPTURE(line);
    const adj::OrderReport& o = test::report_for(tie, line);
    CHECK(o.status == adj::OrderStatus::failed);
    CHECK(test::fr(o.note) == "égalité entre bénéficiaires : ordres royaux ignorés (R11c.count.1)");
  }
  CHECK(test::unit_in(tie.next, "HYR") == nullptr);
  CHECK(tie.next.controller_of("Hécatompylos").empty());
}

TEST_CASE(
    "R11c.none.1 with no order, a tie or an ineligible beneficiary, the satraps' army disappears "
    "at once and nothing else happens") {
  const state::GameState g = offer();
  const adj::SeasonResult none = run(g, {});
  CHECK(test::unit_in(none.next, "HYR") == nullptr);
  CHECK(event_has(none, "leur armée disparaît (R11c.none.1)"));
  CHECK(none.next.satraps_offer.empty());
  CHECK(none.next.satraps_offer_settled);

  const adj::SeasonResult ineligible =
      run(g, {test::orders_for("cassandre", "Ordre royal Lysimaque\n")});
  const adj::OrderReport& o = test::report_for(ineligible, "Ordre royal Lysimaque");
  CHECK(o.status == adj::OrderStatus::failed);
  CHECK(test::fr(o.note) ==
        "Lysimaque ne contrôle ni Suse, ni Ecbatane, ni Parsagadès (R11c.ben.1)");
  CHECK(test::unit_in(ineligible.next, "HYR") == nullptr);
  CHECK(ineligible.next.treasures.count("Bactres") == 1);
  CHECK(ineligible.next.side("cassandre")->prestige_ledger == g.side("cassandre")->prestige_ledger);
  CHECK(ineligible.next.side("lysimaque")->treasury == g.side("lysimaque")->treasury);
}

TEST_CASE(
    "R11c.when.1 royal orders are given in the military season after the offer's: in the same "
    "season they are ignored and the offer waits, an autumn offer is answered in spring") {
  state::GameState g = offer();
  g.satraps_offer = g.season.id();  // this season's event
  const adj::SeasonResult early = run(g, {test::orders_for("cassandre", "Ordre royal Séleucos\n")});
  const adj::OrderReport& o = test::report_for(early, "Ordre royal Séleucos");
  CHECK(o.status == adj::OrderStatus::ignored);
  CHECK(test::fr(o.note).find("(R11c.when.1)") != std::string::npos);
  CHECK(early.next.satraps_offer == g.season.id());
  REQUIRE(test::unit_in(early.next, "HYR") != nullptr);
  CHECK(test::unit_in(early.next, "HYR")->side.empty());
  // Next season it counts.
  const adj::SeasonResult next =
      run(early.next, {test::orders_for("cassandre", "Ordre royal Séleucos\n")});
  CHECK(test::report_for(next, "Ordre royal Séleucos").status == adj::OrderStatus::succeeded);

  state::GameState spring = offer();
  spring.satraps_offer = state::Season{-319, state::SeasonKind::autumn}.id();
  spring.season = state::Season{-318, state::SeasonKind::spring};
  const adj::SeasonResult s =
      run(spring, {test::orders_for("cassandre", "Ordre royal Séleucos\n")});
  CHECK(test::report_for(s, "Ordre royal Séleucos").status == adj::OrderStatus::succeeded);
}

TEST_CASE(
    "R11c.ro.2 R11c.stop.1 the offer is state the event sets, kept in the state file, without it "
    "a royal order is ignored, once settled the event no longer comes") {
  state::GameState g = test::later();
  CHECK(rules::satraps_offer_possible(g));
  const adj::SeasonResult without =
      run(g, {test::orders_for("cassandre", "Ordre royal Séleucos\n")});
  const adj::OrderReport& o = test::report_for(without, "Ordre royal Séleucos");
  CHECK(o.status == adj::OrderStatus::ignored);
  CHECK(test::fr(o.note) == "ignoré : aucune offre des satrapes orientaux en attente (R11c.ro.2)");

  // The state file keeps the pending offer (and an older file without it still loads).
  const state::GameState pending = offer();
  CHECK_FALSE(rules::satraps_offer_possible(pending));
  const std::string yaml = state::to_yaml(pending);
  CHECK(yaml.find("satraps_offer: {since: " + pending.satraps_offer) != std::string::npos);
  const state::StateLoad back = state::state_from_yaml(yaml, "state.yaml", test::diadoques_map());
  REQUIRE(back.state);
  CHECK(back.state->satraps_offer == pending.satraps_offer);
  CHECK(state::to_yaml(g).find("satraps_offer") == std::string::npos);

  const adj::SeasonResult settled = run(pending, {});
  CHECK(settled.next.satraps_offer_settled);
  CHECK_FALSE(rules::satraps_offer_possible(settled.next));
  const state::StateLoad again =
      state::state_from_yaml(state::to_yaml(settled.next), "state.yaml", test::diadoques_map());
  REQUIRE(again.state);
  CHECK(again.state->satraps_offer_settled);
  CHECK_FALSE(rules::satraps_offer_possible(*again.state));
}

TEST_CASE("R11c.who.1 a royal order from a side not entitled is ignored and does not count") {
  const state::GameState g = offer();
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Ordre royal Séleucos\n"),
                                      test::orders_for("lysimaque", "Ordre royal Ptolémée\n"),
                                      test::orders_for("eumene", "Ordre royal Ptolémée\n")});
  const adj::OrderReport& o = test::report_for(r, "Ordre royal Ptolémée");
  CHECK(o.status == adj::OrderStatus::ignored);
  CHECK(test::fr(o.note).find("(R11c.who.1)") != std::string::npos);
  CHECK(test::unit_in(r.next, "HYR")->side == "seleucos");
}

TEST_CASE("R9c.gen.3 a side's conflicting royal orders: a seeded draw keeps one") {
  const state::GameState g = offer();
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "Ordre royal Séleucos\nOrdre royal Ptolémée\n")});
  REQUIRE(roll_for(r, "R9c.gen.3") != nullptr);
  const bool seleucos =
      test::report_for(r, "Ordre royal Séleucos").status == adj::OrderStatus::succeeded;
  const adj::OrderReport& other =
      test::report_for(r, seleucos ? "Ordre royal Ptolémée" : "Ordre royal Séleucos");
  CHECK(other.status == adj::OrderStatus::ignored);
  CHECK(test::unit_in(r.next, "HYR")->side == (seleucos ? "seleucos" : "ptolemee"));
}

TEST_CASE(
    "R11c.ben.1 R9c.kill.3 check --game says before sending whether a step-5 order is possible") {
  const state::GameState g = offer();
  const adj::SideOrders so = test::orders_for(
      "cassandre", "Ordre royal Lysimaque\nAssassiner *\nDonner Roxane Antigone\n");
  const std::vector<adj::season::CheckedOrder> checks =
      adj::season::check_orders(test::diadoques_map(), g, "cassandre", so.parsed.orders);
  REQUIRE(checks.size() == 3);
  CHECK(checks[0].verdict == adj::season::Verdict::accepted);
  const std::string warning = format(checks[0].diagnostics.front());
  CHECK(warning.find("neither Suse, Ecbatane nor Parsagadès") != std::string::npos);
  CHECK(checks[1].verdict == adj::season::Verdict::ignored);
  CHECK(format(checks[1].diagnostics.front()).find("own leader (R9c.kill.3)") != std::string::npos);
  CHECK(checks[2].verdict == adj::season::Verdict::accepted);
}

TEST_CASE("R9c.auct.1 auction bids belong to the auction step, not to step 5") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "THE");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre",
                               "Enchère A CAP 11\nDonner Roxane Antigone\nRoxane MAC THE\n")});
  // Judged by the auction step (adjudicator/auction): there is no unit on sale in CAP.
  CHECK(test::report_for(r, "Enchère A CAP 11").status == adj::OrderStatus::ignored);
  CHECK(
      test::log_has(r, "R11b: cassandre: line 1: 'Enchère A CAP 11' ignored: no A on sale in CAP"));
  CHECK(test::log_has(r, "belongs to the auction step (R9c.auct.1, R8a.gm.3)"));
  CHECK(test::report_for(r, "Donner Roxane Antigone").status == adj::OrderStatus::succeeded);
}

TEST_CASE(
    "G12.1 R9c.gen.2 step-5 orders in the GM's neutral orders file are ignored: it orders neutral "
    "units only") {
  state::GameState g = offer();
  test::place(g, UnitType::A, "antigone", "THE");
  g.character("olympias")->space = "THE";
  const adj::SeasonResult r =
      run(g, {test::orders_for(adj::season::neutral_side,
                               "Donner Olympias Antigone\nAssassiner Olympias\n"
                               "Ordre royal Séleucos\nEpargner Olympias\n")});
  for (const char* line : {"Donner Olympias Antigone", "Assassiner Olympias",
                           "Ordre royal Séleucos", "Epargner Olympias"}) {
    CAPTURE(line);
    const adj::OrderReport& o = test::report_for(r, line);
    CHECK(o.status == adj::OrderStatus::ignored);
    CHECK(test::fr(o.note) ==
          "ignoré : le fichier neutre ne donne d'ordres qu'aux unités neutres (G12.1)");
  }
  CHECK(r.next.character("olympias")->alive);
  CHECK(test::unit_in(r.next, "HYR") == nullptr);  // no royal order: the army is gone
}
