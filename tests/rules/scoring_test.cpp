// Victory points, prestige and victory tests (R3, R13) on the real board.
#include <doctest/doctest.h>

#include <algorithm>

#include "adjudicator/rules/scoring.hpp"
#include "rules_support.hpp"

namespace {

using namespace dia;
using adj::rules::military_prestige;
using adj::rules::MilitaryFacts;
using adj::rules::PrestigeChange;
using rules_test::add_unit;
using rules_test::board;
using rules_test::six_sides;
using state::UnitType;

// Each side holds its own capital (R12.start.3).
state::GameState start() {
  auto g = six_sides();
  for (const auto& s : g.sides) g.control[s.capital] = s.id;
  return g;
}

int total_for(const std::vector<PrestigeChange>& changes, const std::string& side) {
  int t = 0;
  for (const auto& c : changes)
    if (c.side == side) t += c.pp;
  return t;
}

bool has_clause(const std::vector<PrestigeChange>& changes, const std::string& clause) {
  for (const auto& c : changes)
    if (c.clause == clause) return true;
  return false;
}

TEST_CASE("R3.pv.3 a side holding its own capital scores 3 PV for it") {
  auto g = start();
  CHECK(adj::rules::pv_of("cassandre", g, board()) == 3);
  CHECK(adj::rules::pv_of("seleucos", g, board()) == 3);
}

TEST_CASE("R3.pv.4 another major, even another side's capital, scores 1; a minor nothing") {
  auto g = start();
  g.control["Tarente"] = "cassandre";   // major
  g.control["Babylone"] = "cassandre";  // Séleucos' capital
  g.control["Pydna"] = "cassandre";     // minor
  CHECK(adj::rules::pv_of("cassandre", g, board()) == 5);
  CHECK(adj::rules::pv_of("seleucos", g, board()) == 0);
}

TEST_CASE("R3.pv.5 PV in play: 32 at the start, 2 less per capital held by another") {
  auto g = start();
  CHECK(adj::rules::pv_in_play(g, board()) == 32);
  g.control["Babylone"] = "cassandre";
  CHECK(adj::rules::pv_in_play(g, board()) == 30);
  g.control.erase("Pella");  // neutral
  CHECK(adj::rules::pv_in_play(g, board()) == 28);
  g.control["Tarente"] = "lysimaque";  // an ordinary major changes nothing
  CHECK(adj::rules::pv_in_play(g, board()) == 28);
}

TEST_CASE("R3.total.1 total victory needs strictly more than half the PV in play") {
  auto g = start();
  CHECK(adj::rules::total_victor(g, board()).empty());
  // Séleucos takes every other capital: 3 + 5 = 8 PV of 32 - 10 = 22 in play.
  for (const char* c : {"Pella", "Lysimachia", "Gordion", "Tyane", "Alexandrie"})
    g.control[c] = "seleucos";
  CHECK(adj::rules::pv_in_play(g, board()) == 22);
  CHECK_FALSE(adj::rules::total_victory("seleucos", g, board()));
  // Then majors one by one until 11 (exactly half: not yet), then 12.
  const char* majors[] = {"Tarente", "Byzance", "Athènes", "Rhodes"};
  for (const char* m : majors) g.control[m] = "seleucos";
  int pv = adj::rules::pv_of("seleucos", g, board());
  REQUIRE(pv == 12);
  CHECK(adj::rules::total_victory("seleucos", g, board()));
  CHECK(adj::rules::total_victor(g, board()) == "seleucos");
  g.control.erase("Rhodes");
  CHECK(adj::rules::pv_of("seleucos", g, board()) == 11);
  CHECK_FALSE(adj::rules::total_victory("seleucos", g, board()));
}

TEST_CASE("R3.meas.1 PP = 10 x PV + 5 x RF controlled + ledger") {
  auto g = start();
  g.character("roxane")->controller = "cassandre";
  g.character("alexandre-iv")->controller = "cassandre";
  g.character("eurydice")->controller = "cassandre";
  g.character("eurydice")->alive = false;
  g.side("cassandre")->prestige_ledger = -4;
  CHECK(adj::rules::rf_controlled("cassandre", g) == 2);
  CHECK(adj::rules::pp_of("cassandre", g, board()) == 30 + 10 - 4);
  // R3.meas.2 (PROPOSED): 10 x 32 + 5 x 5 living RF + ledgers.
  CHECK(adj::rules::pp_in_play(g, board()) == 320 + 25 - 4);
  CHECK_FALSE(adj::rules::measured_victory("cassandre", g, board()));
  CHECK_FALSE(adj::rules::marginal_candidate("cassandre", g, board()));
}

TEST_CASE("R3.marg.1 a side above one third of the PP in play is a marginal candidate") {
  auto g = start();
  g.side("cassandre")->prestige_ledger = 150;
  // PP = 30 + 150 = 180; in play = 320 + 30 + 150 = 500: above a third, below a half.
  CHECK(adj::rules::marginal_candidate("cassandre", g, board()));
  CHECK_FALSE(adj::rules::measured_victory("cassandre", g, board()));
  g.side("cassandre")->prestige_ledger = 400;  // 430 of 750
  CHECK(adj::rules::measured_victory("cassandre", g, board()));
}

TEST_CASE("R13.pp.16 controlling Athènes is worth 2 PP while it lasts") {
  auto g = start();
  int before = adj::rules::pp_of("antigone", g, board());
  g.control["Athènes"] = "antigone";
  CHECK(adj::rules::pp_of("antigone", g, board()) == before + 10 + 2);  // 1 PV + 2
}

TEST_CASE("R13.pp.23 R13.star.1 annihilating a mercenary unit scores 1, after a move only") {
  // The star ends the whole row (S1:L1241): a garrison destroyed by a siege (L1247: "et pas un
  // siège") is no annihilation, whatever its kind.
  auto g = start();
  MilitaryFacts f;
  f.annihilations.push_back({"CIL", UnitType::A, "eumene", "antigone", false});
  f.annihilations.push_back({"Tarente", UnitType::A, "", "cassandre", true});
  f.annihilations.push_back({"MOR", UnitType::Am, "ptolemee", "seleucos", false});
  auto c = military_prestige(f, g);
  CHECK(total_for(c, "antigone") == 1);
  CHECK(total_for(c, "cassandre") == 0);
  CHECK(total_for(c, "seleucos") == 1);
  CHECK(has_clause(c, "R13.pp.23"));
}

TEST_CASE("R13.pp.24 R13.star.1 annihilating an elite unit scores 3, after a move only") {
  auto g = start();
  MilitaryFacts f;
  f.annihilations.push_back({"CIL", UnitType::Ae, "eumene", "antigone", false});
  f.annihilations.push_back({"MOR", UnitType::Fe, "ptolemee", "antigone", true});  // a siege
  f.annihilations.push_back({"SYR", UnitType::Ag, "seleucos", "antigone", false});
  auto c = military_prestige(f, g);
  CHECK(total_for(c, "antigone") == 6);
  CHECK(c[0].clause == "R13.pp.24");
  CHECK(rules_test::fr(c[0].reason) == "+3 PP : anéantissement de Ae CIL (R13.pp.24)");
}

TEST_CASE("R13.star.1 an Am or Ag destroyed in a siege scores nothing") {
  auto g = start();
  MilitaryFacts f;
  f.annihilations.push_back({"Pydna", UnitType::Am, "cassandre", "lysimaque", true});
  f.annihilations.push_back({"Pella", UnitType::Ag, "cassandre", "lysimaque", true});
  f.annihilations.push_back({"MAC", UnitType::A, "lysimaque", "lysimaque", false});  // own unit
  CHECK(military_prestige(f, g).empty());
}

TEST_CASE("R13.pp.8 and R13.pp.25 a diadoque killed in combat: -5 to his side, +3 to the killer") {
  auto g = start();
  MilitaryFacts f;
  f.deaths.push_back({"eumene", "antigone", false});
  auto c = military_prestige(f, g);
  CHECK(total_for(c, "eumene") == -5);
  CHECK(total_for(c, "antigone") == 3);
  CHECK(has_clause(c, "R13.pp.8"));
  CHECK(has_clause(c, "R13.pp.25"));
}

TEST_CASE("R13.pp.8 an epigone assassinated: -5 to his side, nothing to the killer") {
  auto g = start();
  MilitaryFacts f;
  f.deaths.push_back({"philippe", "lysimaque", true});
  auto c = military_prestige(f, g);
  CHECK(total_for(c, "cassandre") == -5);
  CHECK(total_for(c, "lysimaque") == 0);
}

TEST_CASE("R13.pp.5 assassinating Philippe III, Eurydice or Olympias costs 1 each") {
  auto g = start();
  MilitaryFacts f;
  f.deaths.push_back({"olympias", "cassandre", true});
  auto c = military_prestige(f, g);
  CHECK(total_for(c, "cassandre") == -1);
  CHECK(c[0].clause == "R13.pp.5");
}

TEST_CASE("R13.pp.6 assassinating Roxane, Alexandre IV or Cléopâtre costs 2 each") {
  auto g = start();
  MilitaryFacts f;
  f.deaths.push_back({"cleopatre", "ptolemee", true});
  auto c = military_prestige(f, g);
  CHECK(total_for(c, "ptolemee") == -2);
  CHECK(c[0].clause == "R13.pp.6");
}

TEST_CASE("R13.pair.1 assassinating a pair costs the sum") {
  auto g = start();
  MilitaryFacts f;
  f.deaths.push_back({"roxane", "cassandre", true});
  f.deaths.push_back({"alexandre-iv", "cassandre", true});
  f.deaths.push_back({"philippe-iii", "antigone", true});
  f.deaths.push_back({"eurydice", "antigone", true});
  auto c = military_prestige(f, g);
  CHECK(total_for(c, "cassandre") == -4);
  CHECK(total_for(c, "antigone") == -2);
}

TEST_CASE("R13.pp.12 and R13.pp.13 Pella: +2 to the taker, -3 to the loser") {
  auto g = start();
  MilitaryFacts f;
  f.control_changes.push_back({"Pella", "cassandre", "lysimaque"});
  auto c = military_prestige(f, g);
  CHECK(total_for(c, "lysimaque") == 2);
  CHECK(total_for(c, "cassandre") == -3);
  MilitaryFacts neutral;
  neutral.control_changes.push_back({"Pella", "", "antigone"});
  CHECK(total_for(military_prestige(neutral, g), "antigone") == 2);
}

TEST_CASE("R13.pp.14 and R13.pp.15 Babylone: +1 to the taker, -2 to the loser") {
  auto g = start();
  MilitaryFacts f;
  f.control_changes.push_back({"Babylone", "seleucos", "antigone"});
  f.control_changes.push_back({"Tarente", "", "cassandre"});  // no prestige row
  auto c = military_prestige(f, g);
  CHECK(total_for(c, "antigone") == 1);
  CHECK(total_for(c, "seleucos") == -2);
  CHECK(total_for(c, "cassandre") == 0);
}

TEST_CASE("R13.pp.4 looting a religious treasure costs 2") {
  auto g = start();
  MilitaryFacts f;
  f.seizures.push_back({"Delphes", "cassandre", true});
  f.seizures.push_back({"Tarente", "cassandre", false});
  CHECK(total_for(military_prestige(f, g), "cassandre") == -2);
}

TEST_CASE("R13.pp.7 taking a citadel from a Greek revolt costs 1") {
  auto g = start();
  MilitaryFacts f;
  f.takings.push_back({"Athènes", "cassandre", "atheniens"});
  f.takings.push_back({"Sparte", "cassandre", "spartiates"});
  f.takings.push_back({"Tarente", "cassandre", "tarentins"});
  CHECK(total_for(military_prestige(f, g), "cassandre") == -2);
}

TEST_CASE("R13.pp.9 and R13.pp.10 losing a war against Rome or a revolt") {
  auto g = start();
  MilitaryFacts f;
  f.war_losses.push_back({"cassandre", "Tarente", true});
  f.war_losses.push_back({"lysimaque", "THR", false});
  auto c = military_prestige(f, g);
  CHECK(total_for(c, "cassandre") == -2);
  CHECK(total_for(c, "lysimaque") == -1);
}

TEST_CASE("R13.pp.18 supplying Tarente while the Romans besiege it") {
  auto g = start();
  MilitaryFacts f;
  adj::rules::SupplyFact s;
  s.side = "cassandre";
  s.citadel = "Tarente";
  s.besieger_labels = {"rome.m1"};
  f.supplies.push_back(s);
  CHECK(total_for(military_prestige(f, g), "cassandre") == 1);
  f.supplies[0].besieger_labels = {"tarentins"};
  CHECK(military_prestige(f, g).empty());
}

TEST_CASE("R13.pp.19 supplying neutral Rhodes while besieged") {
  auto g = start();
  MilitaryFacts f;
  adj::rules::SupplyFact s;
  s.side = "ptolemee";
  s.citadel = "Rhodes";
  s.besieger_sides = {"antigone"};
  f.supplies.push_back(s);
  CHECK(total_for(military_prestige(f, g), "ptolemee") == 1);
  f.supplies[0].citadel_controller = "lysimaque";  // not neutral
  CHECK(military_prestige(f, g).empty());
}

TEST_CASE("R13.pp.20 supplying or supporting the General Greek Revolt") {
  auto g = start();
  MilitaryFacts f;
  f.greek_revolt_helpers = {"ptolemee", "ptolemee", "antigone"};
  auto c = military_prestige(f, g);
  CHECK(total_for(c, "ptolemee") == 1);
  CHECK(total_for(c, "antigone") == 1);
}

TEST_CASE("R13.pp.11 an Ae or Ag in a province without arsenal costs 1 each season") {
  auto g = start();
  add_unit(g, UnitType::Ae, "antigone", "LIB");
  add_unit(g, UnitType::Ag, "antigone", "ARA");
  add_unit(g, UnitType::A, "antigone", "CAU");   // not elite
  add_unit(g, UnitType::Ae, "antigone", "PHE");  // supplied
  auto c = adj::rules::unsupplied_elite_prestige(board(), g);
  CHECK(total_for(c, "antigone") == -2);
  CHECK(c[0].clause == "R13.pp.11");
}

TEST_CASE("R13.star.1 a siege fall feeds the prestige facts (garrison, Greek revolt, temple)") {
  auto g = start();
  g.treasures["Delphes"] = 10;
  auto& a = add_unit(g, UnitType::A, "cassandre", "ETO");
  a.siege = state::SiegeProgress{"Delphes", 1, adj::rules::previous_military_season(g.season).id()};
  add_unit(g, UnitType::A, "", "Delphes").neutral_label = "etoliens";
  adj::rules::SiegeInput in;
  adj::rules::SiegeOrder o;
  o.unit = "ETO";
  o.citadel = "Delphes";
  o.combat = 1;
  in.sieges.push_back(o);
  auto sieges = adj::rules::resolve_sieges(board(), g, in);
  auto after = g;
  auto falls = adj::rules::apply_citadel_falls(board(), after, sieges.falls);
  MilitaryFacts f;
  adj::rules::add_siege_facts(f, falls, sieges, g);
  auto c = military_prestige(f, g);
  // -1 (Greek revolt, R13.pp.7) -2 (temple, R13.pp.4); the A destroyed in the siege is no
  // annihilation (R13.star.1, S1:L1247).
  CHECK(total_for(c, "cassandre") == -3);
  CHECK_FALSE(has_clause(c, "R13.pp.23"));
  CHECK(has_clause(c, "R13.pp.7"));
  CHECK(has_clause(c, "R13.pp.4"));
  auto scores = adj::rules::apply_prestige(board(), after, c, g);
  CHECK(after.side("cassandre")->prestige_ledger == -3);
  auto it = std::find_if(scores.begin(), scores.end(),
                         [](const auto& s) { return s.side == "cassandre"; });
  REQUIRE(it != scores.end());
  CHECK(it->pv == 3);  // Delphes is a minor
  CHECK(it->pp_change == -3);
  CHECK(it->prestige_reasons.size() == 2);
  CHECK(after.side("cassandre")->treasury == 10);
}

}  // namespace

namespace {

TEST_CASE("R3.shared.1 no major changing hands over two years gives a shared victory") {
  auto g = start();
  auto w320 = adj::rules::majors_snapshot(g, board());
  CHECK(w320.size() == 20);  // R3.pv.1
  auto w319 = w320;
  auto w318 = w320;
  CHECK(adj::rules::shared_victory({w320, w319, w318}));
  CHECK_FALSE(adj::rules::shared_victory({w320}));
  g.control["Tarente"] = "cassandre";
  auto changed = adj::rules::majors_snapshot(g, board());
  CHECK_FALSE(adj::rules::shared_victory({w320, changed, w318}));
}

}  // namespace

#include "adjudicator/rules/control.hpp"

namespace {

TEST_CASE("R13.ctrl.1 Pella falling by siege: control, PV and Pella prestige together") {
  auto g = start();
  g.control = adj::rules::recompute_control(board(), g).control;  // provinces follow capitals
  REQUIRE(g.controller_of("MAC") == "cassandre");
  auto& a = add_unit(g, UnitType::A, "lysimaque", "MAC");
  a.siege = state::SiegeProgress{"Pella", 1, adj::rules::previous_military_season(g.season).id()};
  adj::rules::SiegeInput in;
  adj::rules::SiegeOrder o;
  o.unit = "MAC";
  o.citadel = "Pella";
  o.combat = 1;
  in.sieges.push_back(o);
  auto sieges = adj::rules::resolve_sieges(board(), g, in);
  auto work = g;
  auto falls = adj::rules::apply_citadel_falls(board(), work, sieges.falls);
  adj::rules::ControlInput ci;
  ci.baseline = g.control;
  auto control = adj::rules::recompute_control(board(), work, ci);
  work.control = control.control;
  CHECK(control.changes.size() == 2);  // MAC (army of Lysimaque, R11e.ctrl.3) and Pella
  MilitaryFacts f;
  f.control_changes = control.changes;
  adj::rules::add_siege_facts(f, falls, sieges, g);
  auto changes = military_prestige(f, g);
  CHECK(total_for(changes, "lysimaque") == 2);
  CHECK(total_for(changes, "cassandre") == -3);
  auto scores = adj::rules::apply_prestige(board(), work, changes, g);
  for (const auto& s : scores) {
    if (s.side == "cassandre") {
      CHECK(s.pv == 0);
      CHECK(s.pp_change == -30 - 3);
    }
    if (s.side == "lysimaque") {
      CHECK(s.pv == 4);
      CHECK(s.pp_change == 10 + 2);
    }
  }
  CHECK(adj::rules::pv_in_play(work, board()) == 30);
}

}  // namespace
