// Sieges, port sieges and supply (R9a.siege, R9a.port, R9a.supply, G1.4) on the real board.
#include <doctest/doctest.h>

#include "adjudicator/rules/siege.hpp"
#include "rules_support.hpp"

namespace {

using namespace dia;
using adj::rules::Attack;
using adj::rules::resolve_sieges;
using adj::rules::RoundOutcome;
using adj::rules::SiegeInput;
using adj::rules::SiegeOrder;
using adj::rules::SupplyOrder;
using adj::rules::SupplyOutcome;
using adj::rules::UnitFacts;
using rules_test::add_unit;
using rules_test::board;
using rules_test::place;
using rules_test::six_sides;
using state::Season;
using state::SeasonKind;
using state::UnitType;

const Season autumn319{-319, SeasonKind::autumn};
const Season spring318{-318, SeasonKind::spring};

// Ptolémée holds Alexandrie (port, access MOR, in EGY); Séleucos has an army in EGY.
state::GameState alexandria_siege(Season season = spring318) {
  auto g = six_sides(season);
  g.control["Alexandrie"] = "ptolemee";
  add_unit(g, UnitType::A, "seleucos", "EGY");
  return g;
}

SiegeOrder siege(const std::string& unit, const std::string& citadel, int combat = 1,
                 int written = 0) {
  SiegeOrder o;
  o.unit = unit;
  o.citadel = citadel;
  o.combat = combat;
  o.written_round = written;
  return o;
}

UnitFacts facts(const std::string& space, const std::string& side) {
  UnitFacts f;
  f.space = space;
  f.side = side;
  return f;
}

// A successful first round recorded the season before `s`.
void mark_first_round(state::Unit& u, const std::string& citadel, Season s) {
  u.siege = state::SiegeProgress{citadel, 1, adj::rules::previous_military_season(s).id()};
}

TEST_CASE("R9a.siege.5 a first round succeeds when the besieger stays and nothing supplies") {
  auto g = alexandria_siege();
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie"));
  auto r = resolve_sieges(board(), g, in);
  REQUIRE(r.rounds.size() == 1);
  CHECK(r.rounds[0].outcome == RoundOutcome::succeeded);
  CHECK(r.rounds[0].round == 1);
  CHECK_FALSE(r.rounds[0].falls);
  CHECK(rules_test::fr(r.rounds[0].note) == "le siège progresse (1er tour)");
  CHECK(rules_test::en(r.rounds[0].note) == "siege progresses (round 1)");
  CHECK(r.falls.empty());
  REQUIRE(r.progress.size() == 1);
  REQUIRE(r.progress[0].progress.has_value());
  CHECK(r.progress[0].progress->citadel == "Alexandrie");
  CHECK(r.progress[0].progress->rounds == 1);
  CHECK(r.progress[0].progress->last_season == spring318.id());
}

TEST_CASE("R9a.siege.5 a dislodged besieger fails its round and loses its progress") {
  auto g = alexandria_siege();
  mark_first_round(g.units[0], "Alexandrie", spring318);
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie"));
  auto f = facts("EGY", "seleucos");
  f.dislodged = true;
  f.attacks.push_back({"LIB", "ptolemee", false});
  in.movement.units.push_back(f);
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.rounds[0].outcome == RoundOutcome::failed);
  CHECK(r.rounds[0].clause == "R9a.siege.5");
  CHECK(r.falls.empty());
  REQUIRE(r.progress.size() == 1);
  CHECK_FALSE(r.progress[0].progress.has_value());
}

TEST_CASE("R9a.siege.6 autumn followed by spring is consecutive: the citadel falls") {
  auto g = alexandria_siege(spring318);
  g.units[0].siege = state::SiegeProgress{"Alexandrie", 1, autumn319.id()};
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie", 1, 2));
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.rounds[0].round == 2);
  CHECK(r.rounds[0].falls);
  REQUIRE(r.falls.size() == 1);
  CHECK(r.falls[0].citadel == "Alexandrie");
  CHECK(r.falls[0].from == "ptolemee");
  CHECK(r.falls[0].to == "seleucos");
  CHECK_FALSE(r.progress[0].progress.has_value());  // the siege is over
}

TEST_CASE("R9a.siege.6 a round two seasons ago is not consecutive: round 1 again") {
  auto g = alexandria_siege(spring318);
  g.units[0].siege = state::SiegeProgress{"Alexandrie", 1, Season{-319, SeasonKind::summer}.id()};
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie"));
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.rounds[0].round == 1);
  CHECK(r.falls.empty());
}

TEST_CASE("R9a.siege.7 another order breaks the siege and resets the count") {
  auto g = alexandria_siege();
  mark_first_round(g.units[0], "Alexandrie", spring318);
  SiegeInput in;  // no siege order this season
  auto r = resolve_sieges(board(), g, in);
  REQUIRE(r.progress.size() == 1);
  CHECK(r.progress[0].unit == "EGY");
  CHECK_FALSE(r.progress[0].progress.has_value());
  adj::rules::apply_siege_progress(g, r.progress);
  CHECK_FALSE(g.units[0].siege.has_value());
  // Next season the siege starts again at round 1.
  g.season = g.season.next();
  in.sieges.push_back(siege("EGY", "Alexandrie"));
  CHECK(resolve_sieges(board(), g, in).rounds[0].round == 1);
}

TEST_CASE("R9a.siege.7 a failed round resets the count; a successful one is kept") {
  auto g = alexandria_siege();
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie"));
  auto r = resolve_sieges(board(), g, in);
  adj::rules::apply_siege_progress(g, r.progress);
  REQUIRE(g.units[0].siege.has_value());
  CHECK(g.units[0].siege->rounds == 1);
}

TEST_CASE("R9a.siege.9 the fallen citadel's garrison is destroyed and everyone inside captured") {
  auto g = alexandria_siege(spring318);
  g.units[0].siege = state::SiegeProgress{"Alexandrie", 1, autumn319.id()};
  auto& garrison = add_unit(g, UnitType::A, "ptolemee", "Alexandrie");
  garrison.commander = "ptolemee-ii";
  place(g, "ptolemee-ii", "Alexandrie");
  place(g, "roxane", "Alexandrie");
  g.character("roxane")->controller = "ptolemee";
  place(g, "antiochos", "Alexandrie");  // Séleucos' epigone, held prisoner there
  g.character("antiochos")->controller = "ptolemee";
  g.character("antiochos")->prisoner = true;
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie"));
  auto r = resolve_sieges(board(), g, in);
  REQUIRE(r.falls.size() == 1);
  auto after = g;
  auto effects = adj::rules::apply_citadel_falls(board(), after, r.falls);
  REQUIRE(effects.size() == 1);
  CHECK(after.controller_of("Alexandrie") == "seleucos");
  CHECK(after.unit_at("Alexandrie") == nullptr);
  REQUIRE(effects[0].garrison.has_value());
  CHECK(effects[0].garrison->side == "ptolemee");
  // The garrison's commander is captured, not killed (R6b.lead.5).
  CHECK(after.character("ptolemee-ii")->alive);
  CHECK(after.character("ptolemee-ii")->controller == "seleucos");
  CHECK(after.character("ptolemee-ii")->prisoner);
  CHECK(after.character("roxane")->controller == "seleucos");
  // Séleucos' own epigone is freed (R6b.free.5).
  CHECK(after.character("antiochos")->controller == "seleucos");
  CHECK_FALSE(after.character("antiochos")->prisoner);
  CHECK(effects[0].captured.size() == 2);
  CHECK(effects[0].freed == std::vector<std::string>{"antiochos"});
  bool reported = false;
  for (const auto& ev : effects[0].events)
    reported |= rules_test::fr(ev.text) == "la garnison A# Alexandrie est détruite" &&
                rules_test::en(ev.text) == "the garrison A# Alexandrie is destroyed";
  CHECK(reported);
}

TEST_CASE("R9a.siege.10 the besieger does not enter the fallen citadel") {
  auto g = alexandria_siege(spring318);
  g.units[0].siege = state::SiegeProgress{"Alexandrie", 1, autumn319.id()};
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie"));
  auto r = resolve_sieges(board(), g, in);
  auto after = g;
  adj::rules::apply_citadel_falls(board(), after, r.falls);
  REQUIRE(after.unit_at("EGY") != nullptr);
  CHECK(after.unit_at("EGY")->side == "seleucos");
  CHECK(after.unit_at("Alexandrie") == nullptr);
  CHECK(after.controller_of("Alexandrie") == "seleucos");
}

TEST_CASE("R9a.siege.13 the real round comes from the history and a mismatch is reported") {
  SUBCASE("written A1, really the second round: the citadel falls") {
    auto g = alexandria_siege();
    mark_first_round(g.units[0], "Alexandrie", spring318);
    SiegeInput in;
    in.sieges.push_back(siege("EGY", "Alexandrie", 1, 1));
    auto r = resolve_sieges(board(), g, in);
    CHECK(r.rounds[0].round == 2);
    CHECK(r.rounds[0].round_mismatch);
    CHECK(r.rounds[0].falls);
    CHECK(rules_test::en(r.rounds[0].note).find("written A1, actual round 2 (R9a.siege.13)") !=
          std::string::npos);
  }
  SUBCASE("written A2 with no first round: it is a first round") {
    auto g = alexandria_siege();
    SiegeInput in;
    in.sieges.push_back(siege("EGY", "Alexandrie", 1, 2));
    auto r = resolve_sieges(board(), g, in);
    CHECK(r.rounds[0].round == 1);
    CHECK(r.rounds[0].round_mismatch);
    CHECK(r.falls.empty());
  }
  SUBCASE("a first round against another citadel does not count") {
    auto g = alexandria_siege();
    mark_first_round(g.units[0], "Péluse", spring318);
    SiegeInput in;
    in.sieges.push_back(siege("EGY", "Alexandrie", 1, 2));
    CHECK(resolve_sieges(board(), g, in).rounds[0].round == 1);
  }
}

TEST_CASE("R9a.siege.14 R5a.tre.2 the treasure is seized when the citadel falls") {
  auto g = six_sides(spring318);
  g.treasures["Tarente"] = 10;
  auto& a = add_unit(g, UnitType::A, "cassandre", "ITA");
  a.siege = state::SiegeProgress{"Tarente", 1, autumn319.id()};
  g.side("cassandre")->treasury = 3;
  SiegeInput in;
  in.sieges.push_back(siege("ITA", "Tarente"));
  auto r = resolve_sieges(board(), g, in);
  auto after = g;
  auto effects = adj::rules::apply_citadel_falls(board(), after, r.falls);
  REQUIRE(effects.size() == 1);
  CHECK(effects[0].treasure_seized == 10);
  CHECK(after.side("cassandre")->treasury == 13);
  CHECK(after.treasures.count("Tarente") == 0);
}

TEST_CASE("R9a.siege.14 R5a.tre.2 Pas de saisie with the second-round order leaves the treasure") {
  auto g = six_sides(spring318);
  g.treasures["Tarente"] = 10;
  auto& a = add_unit(g, UnitType::A, "cassandre", "ITA");
  a.siege = state::SiegeProgress{"Tarente", 1, autumn319.id()};
  SiegeInput in;
  in.sieges.push_back(siege("ITA", "Tarente"));
  in.sieges[0].no_seize = true;
  auto r = resolve_sieges(board(), g, in);
  auto after = g;
  auto effects = adj::rules::apply_citadel_falls(board(), after, r.falls);
  REQUIRE(effects.size() == 1);
  CHECK(after.controller_of("Tarente") == "cassandre");
  CHECK(effects[0].treasure_seized == 0);
  CHECK(after.side("cassandre")->treasury == 0);
  CHECK(after.treasures.at("Tarente") == 10);
}

TEST_CASE("R9a.siege.2 a unit outside a besieging position cannot besiege") {
  auto g = six_sides();
  add_unit(g, UnitType::A, "seleucos", "LIB");
  add_unit(g, UnitType::F, "ptolemee", "MIN");  // Péluse's sea, not Alexandrie's
  SiegeInput in;
  in.sieges.push_back(siege("LIB", "Alexandrie"));
  in.sieges.push_back(siege("MIN", "Alexandrie"));
  in.sieges.push_back(siege("MIN", "Pella"));
  auto r = resolve_sieges(board(), g, in);
  for (const auto& round : r.rounds) {
    CHECK(round.outcome == RoundOutcome::ignored);
    CHECK(round.clause == "R9a.siege.2");
  }
}

TEST_CASE("R9a.siege.3 besieging one's own citadel is ignored") {
  auto g = six_sides();
  g.control["Alexandrie"] = "ptolemee";
  add_unit(g, UnitType::A, "ptolemee", "EGY");
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie"));
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.rounds[0].outcome == RoundOutcome::ignored);
  CHECK(r.rounds[0].clause == "R9a.siege.3");
}

TEST_CASE("R9a.siege.1 an empty neutral citadel is taken by siege") {
  auto g = six_sides(spring318);
  auto& a = add_unit(g, UnitType::A, "cassandre", "ATT");
  a.siege = state::SiegeProgress{"Athènes", 1, autumn319.id()};
  SiegeInput in;
  in.sieges.push_back(siege("ATT", "Athènes"));
  auto r = resolve_sieges(board(), g, in);
  REQUIRE(r.falls.size() == 1);
  CHECK(r.falls[0].from.empty());
  CHECK(r.falls[0].to == "cassandre");
}

// Tarente (port, access MIO, in ITA) held by a neutral army garrison.
state::GameState tarente_with_army_garrison() {
  auto g = six_sides();
  add_unit(g, UnitType::A, "", "Tarente").neutral_label = "tarentins";
  add_unit(g, UnitType::F, "cassandre", "MIO");
  add_unit(g, UnitType::A, "cassandre", "ITA");
  return g;
}

TEST_CASE("R9a.port.1 a fleet beats an army garrison only with a greater strength") {
  auto g = tarente_with_army_garrison();
  SiegeInput in;
  in.sieges.push_back(siege("MIO", "Tarente"));
  in.garrisons.push_back({"Tarente", 1});
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.rounds[0].outcome == RoundOutcome::failed);
  CHECK(r.rounds[0].clause == "R9a.port.1");
  // G1.4: a support to the siege makes it 2 > 1.
  in.sieges[0].supports.push_back({"ITA", 1});
  r = resolve_sieges(board(), g, in);
  CHECK(r.rounds[0].outcome == RoundOutcome::succeeded);
  CHECK(r.rounds[0].strength == 2);
  // R9a.port.5: the garrison's hold supports count too.
  in.garrisons[0].strength = 2;
  r = resolve_sieges(board(), g, in);
  CHECK(r.rounds[0].outcome == RoundOutcome::failed);
}

TEST_CASE("G1.4 a cut support to a siege does not count") {
  auto g = tarente_with_army_garrison();
  SiegeInput in;
  in.sieges.push_back(siege("MIO", "Tarente"));
  in.sieges[0].supports.push_back({"ITA", 1});
  in.garrisons.push_back({"Tarente", 1});
  auto f = facts("ITA", "cassandre");
  f.attacks.push_back({"EPI", "lysimaque", false});
  in.movement.units.push_back(f);
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.rounds[0].strength == 1);
  CHECK(r.rounds[0].outcome == RoundOutcome::failed);
}

TEST_CASE("R9a.port.2 an army beats a fleet garrison with an equal strength") {
  auto g = six_sides();
  add_unit(g, UnitType::F, "", "Tarente");
  add_unit(g, UnitType::A, "cassandre", "ITA");
  SiegeInput in;
  in.sieges.push_back(siege("ITA", "Tarente"));
  in.garrisons.push_back({"Tarente", 1});
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.rounds[0].outcome == RoundOutcome::succeeded);
  CHECK(r.rounds[0].clause == "R9a.port.2");
  in.garrisons[0].strength = 2;
  r = resolve_sieges(board(), g, in);
  CHECK(r.rounds[0].outcome == RoundOutcome::failed);
  CHECK(r.rounds[0].clause == "R9a.port.2");
}

TEST_CASE("R9a.port.3 army against army garrison: no strength comparison") {
  auto g = tarente_with_army_garrison();
  SiegeInput in;
  in.sieges.push_back(siege("ITA", "Tarente"));
  in.garrisons.push_back({"Tarente", 5});
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.rounds[0].outcome == RoundOutcome::succeeded);
  CHECK(r.rounds[0].clause == "R9a.port.3");
}

TEST_CASE("R9a.siege.11 a garrison leaving a port citadel does not contest the round") {
  auto g = tarente_with_army_garrison();
  SiegeInput in;
  in.sieges.push_back(siege("MIO", "Tarente"));
  in.garrisons.push_back({"Tarente", 3});
  auto f = facts("Tarente", "");
  f.moved = true;
  f.ends_in = "EPI";
  in.movement.units.push_back(f);
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.rounds[0].outcome == RoundOutcome::succeeded);
}

// Rhodes (port, access MRD and CYC, in CAR), neutral and empty.
TEST_CASE("R9a.port.4 several sieges of one port citadel: only the strongest succeeds") {
  auto g = six_sides();
  add_unit(g, UnitType::F, "ptolemee", "MRD");
  add_unit(g, UnitType::F, "lysimaque", "CYC");
  add_unit(g, UnitType::A, "antigone", "CAR");
  SUBCASE("the strongest wins") {
    SiegeInput in;
    in.sieges = {siege("MRD", "Rhodes", 2), siege("CYC", "Rhodes", 1), siege("CAR", "Rhodes", 1)};
    auto r = resolve_sieges(board(), g, in);
    CHECK(r.rounds[0].outcome == RoundOutcome::succeeded);
    CHECK(r.rounds[1].outcome == RoundOutcome::failed);
    CHECK(r.rounds[1].clause == "R9a.port.4");
    CHECK(r.rounds[1].note.messages().front().id == Msg::siege_fails_stronger);
    CHECK(r.rounds[2].outcome == RoundOutcome::failed);
  }
  SUBCASE("a tie between an army and a fleet: the army") {
    SiegeInput in;
    in.sieges = {siege("MRD", "Rhodes", 2), siege("CAR", "Rhodes", 2)};
    auto r = resolve_sieges(board(), g, in);
    CHECK(r.rounds[0].outcome == RoundOutcome::failed);
    CHECK(r.rounds[1].outcome == RoundOutcome::succeeded);
    // The fleet lost a tie, not to a stronger siege (the audit's p69).
    CHECK(r.rounds[0].note.messages().front().id == Msg::siege_fails_army_tie);
  }
  SUBCASE("a tie between fleets only: none") {
    SiegeInput in;
    in.sieges = {siege("MRD", "Rhodes", 2), siege("CYC", "Rhodes", 2), siege("CAR", "Rhodes", 1)};
    auto r = resolve_sieges(board(), g, in);
    for (const auto& round : r.rounds) CHECK(round.outcome == RoundOutcome::failed);
  }
  SUBCASE("a dislodged besieger does not contest") {
    SiegeInput in;
    in.sieges = {siege("MRD", "Rhodes", 2), siege("CAR", "Rhodes", 1)};
    auto f = facts("MRD", "ptolemee");
    f.dislodged = true;
    in.movement.units.push_back(f);
    auto r = resolve_sieges(board(), g, in);
    CHECK(r.rounds[0].outcome == RoundOutcome::failed);
    CHECK(r.rounds[1].outcome == RoundOutcome::succeeded);
  }
}

TEST_CASE("R9a.supply.1 a successful supply makes the siege round fail") {
  auto g = alexandria_siege();
  add_unit(g, UnitType::F, "ptolemee", "MOR");
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie"));
  in.supplies.push_back({"MOR", "Alexandrie", ""});
  auto r = resolve_sieges(board(), g, in);
  REQUIRE(r.supplies.size() == 1);
  CHECK(r.supplies[0].outcome == SupplyOutcome::succeeded);
  CHECK(r.rounds[0].outcome == RoundOutcome::failed);
  CHECK(r.rounds[0].clause == "R9a.supply.1");
  CHECK(rules_test::fr(r.rounds[0].note) == "échoue : Alexandrie ravitaillée par F MOR");
  CHECK_FALSE(r.progress[0].progress.has_value());
}

TEST_CASE("R9a.supply.2 a supplier out of position is ignored") {
  auto g = alexandria_siege();
  add_unit(g, UnitType::F, "ptolemee", "MIN");
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie"));
  in.supplies.push_back({"MIN", "Alexandrie", ""});
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.supplies[0].outcome == SupplyOutcome::ignored);
  CHECK(r.supplies[0].clause == "R9a.supply.2");
  CHECK(r.rounds[0].outcome == RoundOutcome::succeeded);
}

TEST_CASE("R9a.supply.3 supplying a citadel without port is ignored") {
  auto g = six_sides();
  g.control["Pella"] = "cassandre";
  add_unit(g, UnitType::A, "cassandre", "MAC");
  SiegeInput in;
  in.supplies.push_back({"MAC", "Pella", ""});
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.supplies[0].outcome == SupplyOutcome::ignored);
  CHECK(r.supplies[0].clause == "R9a.supply.3");
}

TEST_CASE("R9a.supply.4 any side may supply any citadel, the owner cannot refuse") {
  auto g = alexandria_siege();
  add_unit(g, UnitType::F, "lysimaque", "MOR");
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie"));
  in.supplies.push_back({"MOR", "Alexandrie", ""});
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.supplies[0].outcome == SupplyOutcome::succeeded);
  CHECK(r.rounds[0].outcome == RoundOutcome::failed);
}

TEST_CASE("R9a.supply.5 an attack cuts the supply whatever its result") {
  auto g = alexandria_siege();
  add_unit(g, UnitType::F, "ptolemee", "MOR");
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie"));
  in.supplies.push_back({"MOR", "Alexandrie", ""});
  auto f = facts("MOR", "ptolemee");
  SUBCASE("a bounced enemy attack cuts") {
    f.attacks.push_back({"MIN", "seleucos", false});
    in.movement.units.push_back(f);
    auto r = resolve_sieges(board(), g, in);
    CHECK(r.supplies[0].outcome == SupplyOutcome::cut);
    CHECK(r.supplies[0].clause == "R9a.supply.5");
    CHECK(r.rounds[0].outcome == RoundOutcome::succeeded);
  }
  SUBCASE("an attack by the supplier's own side does not cut") {
    f.attacks.push_back({"MIN", "ptolemee", false});
    in.movement.units.push_back(f);
    auto r = resolve_sieges(board(), g, in);
    CHECK(r.supplies[0].outcome == SupplyOutcome::succeeded);
    CHECK(r.rounds[0].outcome == RoundOutcome::failed);
  }
  SUBCASE("an attacker that ends up retreating does not cut") {
    f.attacks.push_back({"MIN", "seleucos", true});
    in.movement.units.push_back(f);
    auto r = resolve_sieges(board(), g, in);
    CHECK(r.supplies[0].outcome == SupplyOutcome::succeeded);
  }
}

TEST_CASE("R9a.supply.6 a neutral unit supplies only its own citadel of origin") {
  auto g = alexandria_siege();
  add_unit(g, UnitType::F, "", "MOR").neutral_label = "cyreneens";
  SiegeInput in;
  in.supplies.push_back({"MOR", "Alexandrie", ""});
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.supplies[0].outcome == SupplyOutcome::ignored);
  CHECK(r.supplies[0].clause == "R9a.supply.6");
}

TEST_CASE("R9a.siege.12 a unit that left a besieged citadel may not supply next season") {
  // Summer: the garrison of Alexandrie slips out to MOR after a first round in spring.
  auto g = alexandria_siege(Season{-319, SeasonKind::summer});
  mark_first_round(g.units[0], "Alexandrie", g.season);
  add_unit(g, UnitType::F, "ptolemee", "Alexandrie");
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie"));
  auto f = facts("Alexandrie", "ptolemee");
  f.moved = true;
  f.ends_in = "MOR";
  in.movement.units.push_back(f);
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.supply_barred_next == std::vector<std::string>{"MOR"});
  // Autumn: its supply order is ignored.
  auto autumn = six_sides(autumn319);
  autumn.control["Alexandrie"] = "ptolemee";
  add_unit(autumn, UnitType::F, "ptolemee", "MOR");
  SiegeInput next;
  next.supplies.push_back({"MOR", "Alexandrie", ""});
  next.supply_barred = r.supply_barred_next;
  auto r2 = resolve_sieges(board(), autumn, next);
  CHECK(r2.supplies[0].outcome == SupplyOutcome::ignored);
  CHECK(r2.supplies[0].clause == "R9a.siege.12");
}

}  // namespace

namespace {

TEST_CASE("R9a.siege.7 a besieger caught in a storm breaks its siege") {
  auto g = alexandria_siege();
  mark_first_round(g.units[0], "Alexandrie", spring318);
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie"));
  auto f = facts("EGY", "seleucos");
  f.storm = true;
  in.movement.units.push_back(f);
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.rounds[0].outcome == RoundOutcome::failed);
  CHECK(r.rounds[0].clause == "R9a.siege.7");
  CHECK(r.falls.empty());
  CHECK_FALSE(r.progress[0].progress.has_value());
}

TEST_CASE("R9a.siege.8 a besieger taken over by corruption keeps its count") {
  auto g = alexandria_siege();
  mark_first_round(g.units[0], "Alexandrie", spring318);
  g.units[0].side = "antigone";  // corrupted last season, progress kept
  SiegeInput in;
  in.sieges.push_back(siege("EGY", "Alexandrie", 1, 2));
  auto r = resolve_sieges(board(), g, in);
  CHECK(r.rounds[0].round == 2);
  REQUIRE(r.falls.size() == 1);
  CHECK(r.falls[0].to == "antigone");
}

}  // namespace
