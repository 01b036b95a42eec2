// R14e.nora, R14e.car, R14e.tar: the revolts of Table III that put no unit on the map (step 4);
// R14.gen.3: an event that cannot apply produces nothing that season; R14.gen.6: a second
// Pontic Pirates result.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "instant_fixture.hpp"
#include "state/state_yaml.hpp"
#include "support/words.hpp"
#include "uprising_fixture.hpp"

using namespace dia;
using namespace dia::instant_test;
using dia::state::UnitType;

namespace {

bool line_says(const adj::SeasonResult& r, const std::string& needle) {
  return test::en(r.season_event).find(needle) != std::string::npos;
}

int money_from(const adj::SeasonResult& r, const std::string& side, const std::string& clause) {
  int total = 0;
  for (const adj::MoneyMove& m : r.money)
    if (m.side == side && m.clause == clause) total += m.amount;
  return total;
}

// A position where Nora and Isaura are held and garrisoned: Eumène's A in Nora commanded by
// his epigone Hyéronimos, Antigone's A in Isaura with Cléopâtre (his) on board.
state::GameState risen_citadels() {
  state::GameState g = test::later();
  g.control["Nora"] = "eumene";
  g.control["Isaura"] = "antigone";
  test::place(g, UnitType::A, "eumene", "Nora", "hyeronimos", g.season.id());
  const std::size_t i = test::place(g, UnitType::A, "antigone", "Isaura");
  state::Character* cleo = g.character("cleopatre");
  cleo->controller = "antigone";
  cleo->space = "Isaura";
  g.units[i].attached.push_back("cleopatre");
  return g;
}

}  // namespace

// ---- R14e.nora ----

TEST_CASE("R14e.nora.1 Nora and Isaura turn neutral, garrisons eliminated, characters captured") {
  const state::GameState g = risen_citadels();
  const adj::SeasonResult r = test::play_with(g, revolt("nora_isaura"));
  CHECK(r.next.controller_of("Nora").empty());
  CHECK(r.next.controller_of("Isaura").empty());
  CHECK(test::unit_in(r.next, "Nora") == nullptr);
  CHECK(test::unit_in(r.next, "Isaura") == nullptr);
  // The commander, an epigone, is killed (PROPOSED); the RF member becomes neutral, held by
  // the revolt.
  CHECK_FALSE(r.next.character("hyeronimos")->alive);
  const state::Character* cleo = r.next.character("cleopatre");
  CHECK(cleo->alive);
  CHECK(cleo->controller.empty());
  CHECK(cleo->held_by == "nora_isaura");
  CHECK(test::event_has_fr(r, "devient neutre"));
  CHECK(std::count_if(r.events.begin(), r.events.end(), [](const adj::Event& e) {
          const std::string t = test::en(e.text);
          return t.starts_with("the garrison A") && t.ends_with("is eliminated (R14e.nora.1)");
        }) == 2);
  CHECK(test::event_has(r, "Cléopâtre captured by"));
  CHECK(test::event_has(r, "Hyéronimos killed by"));
}

TEST_CASE(
    "R14e.nora.1 R14d.ret.2 the results name the rising as the moment of the capture, not as "
    "its captor (S1:L1354)") {
  const adj::SeasonResult r = test::play_with(risen_citadels(), revolt("nora_isaura"));
  CHECK(test::event_has_fr(r, "capture de Cléopâtre lors de « Nora et Isaura se soulèvent »"));
  CHECK(test::event_has_fr(r, "mort d'Hyéronimos lors de « Nora et Isaura se soulèvent »"));
  CHECK_FALSE(test::event_has_fr(r, "par Nora et Isaura se soulèvent"));
  CHECK_FALSE(test::event_has_fr(r, "aux mains de Nora et Isaura"));
}

TEST_CASE("R14e.nora.2 the provinces of Nora and Isaura turn neutral only if unoccupied") {
  SUBCASE("unoccupied, no other citadel held in it: neutral") {
    state::GameState g = test::later();
    g.character("eumene")->space = "Tyane";  // inside the citadel, not in the province
    g.character("antigone")->space = "Gordion";
    g.control["Nora"] = "eumene";
    g.control["Isaura"] = "antigone";
    g.control.erase("Tyane");
    g.control.erase("Gordion");
    REQUIRE(g.controller_of("CAP") == "eumene");
    REQUIRE(g.controller_of("PHR") == "antigone");
    const Step4 s(g, revolt("nora_isaura"));
    CHECK(s.work.controller_of("CAP").empty());
    CHECK(s.work.controller_of("PHR").empty());
  }
  SUBCASE("an army, a diadoque or an epigone occupies it: unchanged") {
    state::GameState g = test::later();
    test::place(g, UnitType::A, "eumene", "CAP");
    REQUIRE(g.character("antigone")->space == "PHR");  // alone, no army
    const Step4 s(g, revolt("nora_isaura"));
    CHECK(s.work.controller_of("CAP") == "eumene");
    CHECK(s.work.controller_of("PHR") == "antigone");
    CHECK(std::any_of(s.result.events.begin(), s.result.events.end(), [](const adj::Event& e) {
      return test::en(e.text) == "province PHR occupied: its control does not change (R14e.nora.2)";
    }));
  }
  SUBCASE("an RF member does not occupy it") {
    state::GameState g = test::later();
    g.character("eumene")->space = "Tyane";
    g.character("olympias")->space = "CAP";
    g.control["Nora"] = "eumene";
    g.control.erase("Tyane");  // held, CAP would stay Eumène's (S1:L1184-1185)
    REQUIRE(g.controller_of("CAP") == "eumene");
    const Step4 s(g, revolt("nora_isaura"));
    CHECK(s.work.controller_of("CAP").empty());
  }
}

TEST_CASE(
    "R14e.nora.2 R11e.ctrl.6 a province whose other citadel a player holds stays his, and no "
    "fact says it turns neutral (S1:L1353, L1184-1185)") {
  // audit4 q05: Isaura neutral in PHR, Gordion Antigone's; Nora Eumène's in CAP, Tyane his.
  state::GameState g = test::later();
  g.character("eumene")->space = "Tyane";  // inside the citadel, not in the province
  g.character("antigone")->space = "Gordion";
  g.control["Nora"] = "eumene";
  g.control["Tyane"] = "eumene";
  g.control.erase("Isaura");
  g.control["Gordion"] = "antigone";
  REQUIRE(g.controller_of("CAP") == "eumene");
  REQUIRE(g.controller_of("PHR") == "antigone");
  SUBCASE("at the rising") {
    const Step4 s(g, revolt("nora_isaura"));
    CHECK(s.work.controller_of("Nora").empty());
    CHECK(s.work.controller_of("CAP") == "eumene");
    CHECK(s.work.controller_of("PHR") == "antigone");
    CHECK(s.work.controller_of("Tyane") == "eumene");
    CHECK(s.work.controller_of("Gordion") == "antigone");
    for (const adj::Event& e : s.result.events) {
      CHECK(test::en(e.text) != "PHR turns neutral (R14e.nora.2)");
      CHECK(test::en(e.text) != "CAP turns neutral (R14e.nora.2)");
    }
  }
  SUBCASE("the whole season: the facts published and the next state agree") {
    const adj::SeasonResult r = test::play_with(g, revolt("nora_isaura"));
    CHECK(r.next.controller_of("PHR") == "antigone");
    CHECK(r.next.controller_of("CAP") == "eumene");
    CHECK(r.next.controller_of("Nora").empty());
    CHECK_FALSE(test::event_has_fr(r, "PHR devient neutre"));
    CHECK_FALSE(test::event_has_fr(r, "CAP devient neutre"));
    CHECK(test::event_has_fr(r, "Nora devient neutre"));
  }
}

TEST_CASE("R14e.nora.3 Isaura's treasure disappears") {
  state::GameState g = test::later();
  g.control["Isaura"] = "antigone";
  REQUIRE(g.treasures.count("Isaura") == 1);
  const int before = g.treasures.at("Isaura");
  REQUIRE(before > 0);
  std::vector<int> treasuries;
  for (const state::Side& s : g.sides) treasuries.push_back(s.treasury);
  const adj::SeasonResult r = test::play_with(g, revolt("nora_isaura"));
  CHECK(r.next.treasures.count("Isaura") == 0);
  for (std::size_t i = 0; i < g.sides.size(); ++i)
    CHECK(r.next.sides[i].treasury == treasuries[i]);  // nobody receives it
  CHECK(test::event_has(
      r, "the treasure of Isaura (" + std::to_string(before) + " T) disappears (R14e.nora.3)"));
}

// ---- R14e.car ----

TEST_CASE("R14e.car.1 an army, a diadoque or an epigone in CAR stops the Carian revolt") {
  for (const char* who : {"army", "diadoque", "epigone"}) {
    CAPTURE(who);
    state::GameState g = test::later();
    g.control["CAR"] = "antigone";
    if (std::string(who) == "army") test::place(g, UnitType::A, "antigone", "CAR");
    if (std::string(who) == "diadoque") g.character("antigone")->space = "CAR";
    if (std::string(who) == "epigone") g.character("demetrios")->space = "CAR";
    state::Character* cleo = g.character("cleopatre");
    cleo->controller = "antigone";
    cleo->space = "CAR";
    const Step4 s(g, revolt("cariens"));
    CHECK(s.work.controller_of("CAR") == "antigone");
    CHECK(s.work.character("cleopatre")->controller == "antigone");  // not captured
    CHECK_FALSE(s.facts.event.applies);
    CHECK(s.facts.event.why_not == "R14e.car.1");
    // The season's line says it cannot apply and why.
    CHECK(test::en(s.result.season_event).find("no effect (R14e.car.1)") != std::string::npos);
  }
}

TEST_CASE("R14e.car.2 CAR turns neutral and every character in it is captured") {
  state::GameState g = test::later();
  g.control["CAR"] = "antigone";
  const std::size_t f = test::place(g, UnitType::F, "antigone", "CAR");  // a fleet is no army
  state::Character* cleo = g.character("cleopatre");
  cleo->controller = "antigone";
  cleo->space = "CAR";
  g.units[f].attached.push_back("cleopatre");
  const Step4 s(g, revolt("cariens"));
  CHECK(s.facts.event.applies);
  CHECK(s.work.controller_of("CAR").empty());
  const state::Character* c = s.work.character("cleopatre");
  CHECK(c->controller.empty());
  CHECK(c->held_by == "cariens");
  REQUIRE(test::unit_in(s.work, "CAR") != nullptr);  // the fleet stays, without her
  CHECK(test::unit_in(s.work, "CAR")->attached.empty());
}

TEST_CASE("R14e.car.3 the citadels inside Caria are not affected") {
  state::GameState g = test::later();
  g.control["CAR"] = "ptolemee";
  g.control["Rhodes"] = "ptolemee";
  test::place(g, UnitType::F, "ptolemee", "Rhodes", "ptolemee-ii", g.season.id());
  const Step4 s(g, revolt("cariens"));
  CHECK(s.work.controller_of("CAR").empty());
  CHECK(s.work.controller_of("Rhodes") == "ptolemee");
  REQUIRE(test::unit_in(s.work, "Rhodes") != nullptr);
  CHECK(s.work.character("ptolemee-ii")->alive);
  CHECK(s.work.character("ptolemee-ii")->space == "Rhodes");
}

// ---- R14e.tar ----

TEST_CASE("R14e.tar.1 the Tarentine offer cannot apply while a player or the Romans hold Tarente") {
  SUBCASE("a player") {
    state::GameState g = test::later();
    g.control["Tarente"] = "ptolemee";
    test::place(g, UnitType::A, "cassandre", "ITA");
    const Step4 s(g, revolt("tarentins"));
    CHECK(s.work.controller_of("Tarente") == "ptolemee");
    CHECK(s.facts.event.why_not == "R14e.tar.1");
    CHECK(s.facts.prestige.empty());
  }
  SUBCASE("the Romans, from their second mission on") {
    state::GameState g = test::later();
    g.control.erase("Tarente");
    test::place(g, UnitType::A, "cassandre", "ITA");
    state::Uprising rome;
    rome.id = "rome";
    rome.mission = 2;
    g.uprisings.push_back(rome);
    const Step4 s(g, revolt("tarentins"));
    CHECK(s.work.controller_of("Tarente").empty());
    CHECK(s.facts.event.why_not == "R14e.tar.1");
    CHECK(std::any_of(s.result.events.begin(), s.result.events.end(), [](const adj::Event& e) {
      return test::en(e.text).find("held by the Romans") != std::string::npos;
    }));
    // On their first mission Rome may not touch Tarente (R14f.rome.1): the offer applies.
    state::GameState first = g;
    first.uprisings[0].mission = 1;
    const Step4 t(first, revolt("tarentins"));
    CHECK(t.work.controller_of("Tarente") == "cassandre");
  }
}

TEST_CASE("R14e.tar.2 Tarente passes without a siege to the side of the unit in ITA") {
  state::GameState g = test::later();
  g.control.erase("Tarente");
  test::place(g, UnitType::A, "cassandre", "ITA");
  g.character("lysimaque")->space = "ITA";  // a leader of another side: the unit's side wins
  const adj::SeasonResult r = test::play_with(g, revolt("tarentins"));
  CHECK(r.next.controller_of("Tarente") == "cassandre");
  CHECK(std::any_of(r.control_changes.begin(), r.control_changes.end(),
                    [](const adj::ControlChange& c) {
                      return c.space == "Tarente" && c.from.empty() && c.to == "cassandre";
                    }));
  CHECK(test::event_has(r, "the Tarentines offer Tarente to Cassandre, without a siege"));
}

TEST_CASE("R14e.tar.2 the Romans never receive Tarente") {
  state::GameState g = rome_in_italy(1);
  g.control.erase("Tarente");
  const Step4 s(g, revolt("tarentins"));
  CHECK(s.work.controller_of("Tarente").empty());
  CHECK(s.facts.event.why_not == "R14e.tar.4");  // nobody else qualifies: nothing happens
  CHECK(s.facts.prestige.empty());
  CHECK(s.facts.event_credits.empty());
}

TEST_CASE("R14e.tar.3 the side gets Tarente's treasure at the end of the turn and +1 PP") {
  state::GameState g = test::later();
  g.control.erase("Tarente");
  REQUIRE(g.treasures.count("Tarente") == 1);
  const int treasure = g.treasures.at("Tarente");
  test::place(g, UnitType::A, "cassandre", "ITA");
  const adj::SeasonResult r = test::play_with(g, revolt("tarentins"));
  CHECK(test::treasury_of(r.next, "cassandre") == test::treasury_of(g, "cassandre") + treasure);
  CHECK(money_from(r, "cassandre", "R14e.tar.3") == treasure);
  CHECK(r.next.treasures.count("Tarente") == 0);
  // R13.pp.17: +1 PP in the ledger, with its reason.
  CHECK(r.next.side("cassandre")->prestige_ledger == g.side("cassandre")->prestige_ledger + 1);
  CHECK(test::has_reason(r, "cassandre", "R13.pp.17"));
  CHECK(test::has_reason(r, "cassandre", "offre des Tarentins"));
  REQUIRE_FALSE(r.money.empty());
  CHECK(r.money.back().clause == "R14e.tar.3");  // at the end of the turn
}

TEST_CASE("R13.pp.17 the Tarentine offer scores +1 PP even when the treasure is gone") {
  state::GameState g = test::later();
  g.control.erase("Tarente");
  g.treasures.erase("Tarente");
  test::place(g, UnitType::A, "cassandre", "ITA");
  const adj::SeasonResult r = test::play_with(g, revolt("tarentins"));
  CHECK(r.next.controller_of("Tarente") == "cassandre");
  CHECK(money_from(r, "cassandre", "R14e.tar.3") == 0);
  CHECK(test::treasury_of(r.next, "cassandre") == test::treasury_of(g, "cassandre"));
  CHECK(r.next.side("cassandre")->prestige_ledger == g.side("cassandre")->prestige_ledger + 1);
}

TEST_CASE("R14e.tar.4 without a unit in ITA, a seeded draw among the sides with a leader there") {
  std::set<std::string> winners;
  for (std::uint64_t seed = 1; seed <= 16; ++seed) {
    state::GameState g = test::later();
    g.control.erase("Tarente");
    g.character("cassandre")->space = "ITA";
    g.character("agathocle")->space = "ITA";  // Lysimaque's epigone
    g.character("olympias")->space = "ITA";   // a neutral RF member: no side
    const Step4 s(g, revolt("tarentins"), seed);
    const auto roll =
        std::find_if(s.dice.log().begin(), s.dice.log().end(), [](const state::Roll& x) {
          return ::dia::test::english(x.purpose).find("R14e.tar.4") != std::string::npos;
        });
    REQUIRE(roll != s.dice.log().end());
    CHECK(roll->die == "1d2");
    // In the state's side order: Cassandre first, then Lysimaque.
    const std::string expected = roll->result == 1 ? "cassandre" : "lysimaque";
    CHECK(s.work.controller_of("Tarente") == expected);
    winners.insert(s.work.controller_of("Tarente"));
  }
  CHECK(winners.size() == 2);
}

TEST_CASE("R14e.tar.4 no unit and no leader of a side in ITA: nothing happens") {
  state::GameState g = test::later();
  g.control.erase("Tarente");
  const Step4 s(g, revolt("tarentins"));
  CHECK(s.work.controller_of("Tarente").empty());
  CHECK_FALSE(s.facts.event.applies);
  CHECK(s.facts.event.why_not == "R14e.tar.4");
  CHECK(s.facts.event_credits.empty());
  CHECK(s.work.treasures.count("Tarente") == 1);
}

TEST_CASE("R14.gen.4 an instant revolt is never under way: drawn again, it applies again") {
  state::GameState g = test::later();
  g.control["CAR"] = "antigone";
  const adj::SeasonResult first = test::play_with(g, revolt("cariens"));
  REQUIRE(line_says(first, "Cariens"));
  CHECK_FALSE(line_says(first, "no effect"));
  // Nothing is recorded as under way, so the draw has nothing to redraw (R14.gen.4) ...
  CHECK(first.next.uprisings.empty());
  CHECK(first.next.events_happened.empty());
  // ... and the same revolt applies again on the next draw.
  state::GameState again = first.next;
  again.control["CAR"] = "antigone";
  const Step4 s(again, revolt("cariens"));
  CHECK(s.facts.event.applies);
  CHECK(s.work.controller_of("CAR").empty());
}

// ---- R14.gen.3: nothing but the event line ----

TEST_CASE("R14.gen.3 the death of an RF member already dead produces nothing") {
  state::GameState g = test::later();
  g.character("olympias")->alive = false;
  const adj::SeasonResult r = test::play_with(g, test::drawn(EventKind::royal_death, "olympias"));
  const adj::SeasonResult none = without_event(g);
  CHECK(state::to_yaml(r.next) == state::to_yaml(none.next));
  CHECK(test::event_has(r, "already dead"));
}

TEST_CASE("R14.gen.3 a gift to the controller of a citadel no player controls produces nothing") {
  state::GameState g = test::later();
  g.control.erase("Byzance");
  const adj::SeasonResult r =
      test::play_with(g, test::drawn(EventKind::intervention, "carthage", "Byzance"));
  const adj::SeasonResult none = without_event(g);
  CHECK(state::to_yaml(r.next) == state::to_yaml(none.next));
  CHECK(r.money.size() == none.money.size());
}

TEST_CASE("R14.gen.3 the Carian revolt with an army in CAR produces nothing") {
  state::GameState g = test::later();
  g.control["CAR"] = "antigone";
  test::place(g, UnitType::A, "antigone", "CAR");
  state::Character* cleo = g.character("cleopatre");
  cleo->controller = "antigone";
  cleo->space = "CAR";
  const adj::SeasonResult r = test::play_with(g, revolt("cariens"));
  const adj::SeasonResult none = without_event(g);
  CHECK(state::to_yaml(r.next) == state::to_yaml(none.next));
  CHECK(line_says(r, "no effect (R14e.car.1)"));
  CHECK_FALSE(line_says(none, "R14e.car.1"));
}

// ---- R14.gen.6: the Pontic Pirates drawn again ----

namespace {

state::GameState pirates_under_way(const std::vector<std::string>& fleets) {
  state::GameState g = test::later();
  for (const std::string& zone : fleets) {
    state::Unit f;
    f.type = UnitType::F;
    f.space = zone;
    f.neutral_label = "pirates_pontiques";
    g.units.push_back(f);
  }
  state::Uprising up;
  up.id = "pirates_pontiques";
  up.appeared = state::Season{-319, state::SeasonKind::spring}.id();
  g.uprisings.push_back(up);
  // A player unit threatens their citadels from BIT, so they are not removed at the end of the
  // season (R14e.pon.3).
  test::place(g, UnitType::A, "lysimaque", "BIT");
  return g;
}

int pirates_in(const state::GameState& g, const std::string& zone) {
  return static_cast<int>(std::count_if(g.units.begin(), g.units.end(), [&](const state::Unit& u) {
    return u.side.empty() && u.neutral_label == "pirates_pontiques" && u.space == zone;
  }));
}

}  // namespace

TEST_CASE("R14.gen.6 a second Pontic Pirates result: each missing fleet reappears in POC or POR") {
  SUBCASE("one missing, POC empty") {
    const state::GameState g = pirates_under_way({"MAE"});
    const adj::SeasonResult r = test::play(g, "pirates_pontiques");
    CHECK(test::neutrals_of(r.next, "pirates_pontiques").size() == 2);
    CHECK(pirates_in(r.next, "POC") == 1);
  }
  SUBCASE("two missing") {
    const state::GameState g = pirates_under_way({});
    // An uprising with no unit left would be over (R14d.gen.20) at the end of the season;
    // here the draw comes first.
    const adj::SeasonResult r = test::play(g, "pirates_pontiques");
    CHECK(pirates_in(r.next, "POC") == 1);
    CHECK(pirates_in(r.next, "POR") == 1);
  }
  SUBCASE("POC occupied: the missing fleet goes to POR") {
    state::GameState g = pirates_under_way({"PRO"});
    test::place(g, UnitType::F, "lysimaque", "POC");
    const adj::SeasonResult r = test::play(g, "pirates_pontiques");
    CHECK(pirates_in(r.next, "POR") == 1);
    CHECK(test::neutrals_of(r.next, "pirates_pontiques").size() == 2);
  }
}

TEST_CASE("R14.gen.6 otherwise nothing happens") {
  SUBCASE("no fleet missing") {
    const state::GameState g = pirates_under_way({"POC", "MAE"});
    const adj::SeasonResult r = test::play(g, "pirates_pontiques");
    CHECK(test::neutrals_of(r.next, "pirates_pontiques").size() == 2);
    CHECK(pirates_in(r.next, "POR") == 0);
    CHECK(test::event_has(r, "both Pontic Pirate fleets are on the map"));
  }
  SUBCASE("POC and POR occupied") {
    state::GameState g = pirates_under_way({"MAE"});
    test::place(g, UnitType::F, "lysimaque", "POC");
    test::place(g, UnitType::F, "lysimaque", "POR");
    const adj::SeasonResult r = test::play(g, "pirates_pontiques");
    CHECK(test::neutrals_of(r.next, "pirates_pontiques").size() == 1);
    CHECK(test::unit_in(r.next, "POC")->side == "lysimaque");
    CHECK(test::unit_in(r.next, "POR")->side == "lysimaque");
    CHECK(test::event_has(r, "POC and POR are occupied"));
  }
}
