// The end of a military season through the pipeline: character retreats (R8a.gm.8: RF
// withdrawal R6b.rf.4, then captures R6b.cap.2), the housekeeping of R8a.end.1 (R6b.phil.4,
// R6b.keep, elimination R7a/R7c, PP) and the victory check (R3.end.1).
#include <stdexcept>

#include "fixture.hpp"
#include "report/lang.hpp"
#include "support/words.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

adj::SeasonResult run(const state::GameState& g, std::vector<adj::SideOrders> orders = {}) {
  return adj::adjudicate_season(test::diadoques_map(), g, orders);
}

std::vector<const state::Roll*> rolls_for(const adj::SeasonResult& r, const std::string& what) {
  std::vector<const state::Roll*> out;
  for (const state::Roll& roll : r.rolls)
    if (::dia::test::english(roll.purpose).find(what) != std::string::npos) out.push_back(&roll);
  return out;
}

const adj::Event* public_event(const adj::SeasonResult& r, const std::string& needle) {
  for (const adj::Event& e : r.events)
    if (e.visibility == adj::Visibility::everyone &&
        report::pick(e.text, report::Lang::en).find(needle) != std::string::npos)
      return &e;
  return nullptr;
}

const adj::SideScore& score(const adj::SeasonResult& r, const std::string& side) {
  for (const adj::SideScore& s : r.scores)
    if (s.side == side) return s;
  throw std::runtime_error("no score for " + side);
}

// A summer position with the RF out of the way (nobody in MAC but Cassandre).
state::GameState quiet(std::uint64_t seed = 7) {
  state::GameState g = test::later(seed);
  for (const char* rf : {"philippe-iii", "eurydice", "roxane", "alexandre-iv"}) {
    g.character(rf)->space = "Pella";  // shut in Cassandre's capital (R6b.keep.3)
  }
  return g;
}

}  // namespace

TEST_CASE("R8a.gm.8 an uncontrolled RF member withdraws before the capture checks") {
  state::GameState g = quiet();
  g.character("olympias")->space = "THE";  // Lamia is a neutral citadel of THE
  test::place(g, UnitType::A, "cassandre", "THE");
  const adj::SeasonResult r = run(g);
  CHECK(r.next.character("olympias")->space == "Lamia");
  CHECK(r.next.character("olympias")->controller.empty());
  CHECK(rolls_for(r, "R6b.cap.2").empty());  // gone before anyone could roll
  CHECK(public_event(r, "R6b.rf.4") != nullptr);
}

TEST_CASE("R6b.cap.2 for an RF member an enemy diadoque alone in the space counts as an enemy") {
  bool taken = false;
  bool missed = false;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {  // both outcomes of the die
    state::GameState g = quiet(seed);
    g.character("olympias")->space = "PEO";  // no citadel: she cannot withdraw
    g.character("antigone")->space = "PEO";
    const adj::SeasonResult r = run(g);
    const auto rolls = rolls_for(r, "R6b.cap.2");
    REQUIRE(rolls.size() == 1);
    CHECK(::dia::test::english(rolls[0]->purpose).find("Antigone") != std::string::npos);
    const state::Character* o = r.next.character("olympias");
    if (rolls[0]->result <= 4) {
      taken = true;
      CHECK(o->controller == "antigone");  // she stays with him (R6b.cap.6, R6b.keep.3)
      const adj::Event* captured = public_event(r, "Olympias is captured by");
      REQUIRE(captured != nullptr);
      // As data: the report words it, in French with the agreement (R9a.gen.8).
      REQUIRE(captured->text.said.size() == 1);
      CHECK(captured->text.said[0].id == Msg::character_captured);
      CHECK(report::pick(captured->text, report::Lang::fr).find("Olympias est capturée par") !=
            std::string::npos);
    } else {
      missed = true;
      CHECK(o->controller.empty());
    }
    CHECK(o->space == "PEO");
  }
  CHECK(taken);
  CHECK(missed);
}

TEST_CASE("R6b.cap.5 several sides with only a leader there roll in a seeded order") {
  state::GameState g = quiet();
  g.character("olympias")->space = "PEO";
  g.character("antigone")->space = "PEO";
  g.character("eumene")->space = "PEO";
  const adj::SeasonResult r = run(g);
  const auto order = rolls_for(r, "R6b.cap.5");
  REQUIRE(order.size() == 1);
  CHECK(order[0]->die == "1d2");
  const auto rolls = rolls_for(r, "R6b.cap.2");
  REQUIRE_FALSE(rolls.empty());
  // The first to roll is the one drawn; the second rolls only if the first failed.
  const std::string first = order[0]->result == 1 ? "Antigone" : "Eumène";
  CHECK(::dia::test::english(rolls[0]->purpose).find(first) != std::string::npos);
  CHECK(rolls.size() == (rolls[0]->result <= 4 ? 1u : 2u));
}

TEST_CASE("D.alone an RF member escorted by his controller's diadoque is not rolled for") {
  state::GameState g = quiet();
  for (const char* id : {"roxane", "alexandre-iv", "cassandre", "antigone"})
    g.character(id)->space = "PEO";
  const adj::SeasonResult r = run(g);
  CHECK(rolls_for(r, "R6b.cap.2").empty());  // Antigone would count against a lone member
  CHECK(r.next.character("roxane")->controller == "cassandre");  // kept too (R6b.keep.3)
  g.character("cassandre")->space = "Pella";                     // without the escort she is alone
  const adj::SeasonResult alone = run(g);
  CHECK(rolls_for(alone, "of Roxane").size() == 1);
}

TEST_CASE("R6b.cap.2 a pair is one piece: one roll and both captured or neither") {
  bool taken = false;
  bool missed = false;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    state::GameState g = quiet(seed);
    for (const char* id : {"philippe-iii", "eurydice"}) {
      g.character(id)->space = "PEO";
      g.character(id)->controller.clear();
    }
    test::place(g, UnitType::A, "lysimaque", "PEO");
    const adj::SeasonResult r = run(g);
    const auto rolls = rolls_for(r, "R6b.cap.2");
    REQUIRE(rolls.size() == 1);
    const auto& p = *r.next.character("philippe-iii");
    const auto& e = *r.next.character("eurydice");
    CHECK(p.controller == e.controller);
    if (rolls[0]->result <= 4) {  // he takes command of the captor's unit (R6b.lead.3)
      taken = true;
      CHECK(p.controller == "lysimaque");
      CHECK(test::unit_in(r.next, "PEO")->commander == "philippe-iii");
      CHECK(test::unit_in(r.next, "PEO")->attached == std::vector<std::string>{"eurydice"});
    } else {
      missed = true;
      CHECK(p.controller.empty());
    }
  }
  CHECK(taken);
  CHECK(missed);
}

TEST_CASE("R6b.free.3 a prisoner whose unit is annihilated is freed and may be taken again") {
  state::GameState g = quiet();
  test::place(g, UnitType::A, "cassandre", "THE");
  g.units.back().attached = {"eumene"};
  g.character("eumene")->space = "THE";
  g.character("eumene")->controller = "cassandre";
  g.character("eumene")->prisoner = true;
  test::place(g, UnitType::A, "antigone", "MAC");
  test::place(g, UnitType::A, "antigone", "EPI");
  test::place(g, UnitType::A, "antigone", "ETO");
  test::place(g, UnitType::A, "antigone", "ATT");
  g.character("cassandre")->space = "Pella";
  g.control.erase("Lamia");
  const adj::SeasonResult r =
      run(g, {test::orders_for("antigone", "A MAC THE\nA EPI S A MAC THE\nA ETO S A MAC THE\n")});
  CHECK(test::log_has(r, "Eumène is freed (R6b.free.3)"));
  const auto rolls = rolls_for(r, "capture of Eumène");
  REQUIRE(rolls.size() == 1);
  const state::Character* e = r.next.character("eumene");
  CHECK(e->controller == (rolls[0]->result <= 4 ? "antigone" : "eumene"));
  CHECK(e->prisoner == (rolls[0]->result <= 4));
}

TEST_CASE("R6b.phil.4 in the pipeline: Philippe III without a unit turns neutral and PP follow") {
  state::GameState g = test::later();  // no units: Philippe III commands nothing
  const adj::SeasonResult r = run(g);
  CHECK(r.next.character("philippe-iii")->controller.empty());
  CHECK(r.next.character("eurydice")->controller.empty());
  CHECK(r.next.character("roxane")->controller == "cassandre");  // escorted by Cassandre
  CHECK(public_event(r, "R6b.phil.4") != nullptr);
  CHECK(score(r, "cassandre").pp_change == -10);  // the PP update comes after (R8a.end.1)
}

TEST_CASE("R7a.p1.1 in the pipeline a diadoque killed in -319 eliminates his side") {
  state::GameState g = quiet();
  test::place(g, UnitType::A, "eumene", "THE", "eumene", "001-spring-319");
  test::place(g, UnitType::A, "eumene", "CAP");
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "cassandre", "EPI");
  test::place(g, UnitType::A, "cassandre", "ETO");
  test::place(g, UnitType::A, "cassandre", "ATT");
  g.character("cassandre")->space = "Pella";
  g.control.erase("Lamia");
  const int treasury = g.side("eumene")->treasury;
  REQUIRE(g.controller_of("Tyane") == "eumene");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "A MAC THE\nA EPI S A MAC THE\nA ETO S A MAC THE\n")});
  REQUIRE_FALSE(r.next.character("eumene")->alive);
  CHECK(r.next.side("eumene")->eliminated);
  CHECK(public_event(r, "R7a.p1.1") != nullptr);
  CHECK(r.next.controller_of("Tyane").empty());  // R7c.elim.1
  // ... and the public control changes say so.
  CHECK(std::any_of(r.control_changes.begin(), r.control_changes.end(), [](const auto& c) {
    return c.space == "Tyane" && c.from == "eumene" && c.to.empty();
  }));
  CHECK(r.next.treasures.at("Tyane") == treasury);  // R7c.elim.3
  CHECK(r.next.side("eumene")->treasury == 0);
  const state::Unit* cap = test::unit_in(r.next, "CAP");
  REQUIRE(cap != nullptr);
  CHECK(cap->side.empty());  // R7c.elim.8
  CHECK(r.next.controller_of("CAP").empty());
}

TEST_CASE("R7c.elim.7 the eliminated side's orders of its last season are carried out") {
  // As above, Eumène dies in THE and his side is eliminated at the end of the season; his army in
  // CAP moved to PTE that same season, and the move stands before the unit turns neutral.
  state::GameState g = quiet();
  test::place(g, UnitType::A, "eumene", "THE", "eumene", "001-spring-319");
  test::place(g, UnitType::A, "eumene", "CAP");
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "cassandre", "EPI");
  test::place(g, UnitType::A, "cassandre", "ETO");
  test::place(g, UnitType::A, "cassandre", "ATT");
  g.character("cassandre")->space = "Pella";
  g.control.erase("Lamia");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "A MAC THE\nA EPI S A MAC THE\nA ETO S A MAC THE\n"),
              test::orders_for("eumene", "A THE X\nA CAP PTE\n")});
  REQUIRE(r.next.side("eumene")->eliminated);
  CHECK(test::report_for(r, "A CAP PTE").status == adj::OrderStatus::succeeded);
  const state::Unit* moved = test::unit_in(r.next, "PTE");
  REQUIRE(moved != nullptr);
  CHECK(moved->side.empty());  // then neutral, for the auction (R7c.elim.8)
  CHECK(test::unit_in(r.next, "CAP") == nullptr);
}

TEST_CASE("R3.end.1 a total victory is recorded and public and no season follows") {
  state::GameState g = quiet();
  int given = 0;
  for (const map::Space& s : test::diadoques_map().spaces)
    if (s.citadel && s.citadel->cls == map::CitadelClass::major && given < 14) {
      g.control[s.code] = "seleucos";
      ++given;
    }
  const adj::SeasonResult r = run(g);
  REQUIRE(r.next.victory);
  CHECK(r.next.victory->kind == "total");
  CHECK(r.next.victory->sides == std::vector<std::string>{"seleucos"});
  CHECK(r.next.victory->season == g.season.id());
  CHECK(public_event(r, "Total victory of") != nullptr);
  CHECK_THROWS_AS(run(r.next), std::invalid_argument);
}

TEST_CASE("R6b.cap.7 a neutral unit captures no one outside an event: no roll, no capture") {
  // Olympias alone in PEO with a neutral army (an auction unit, R11b.neu.1): she stays free. The
  // same space with an enemy unit is a capture roll (R6b.cap.2), which is what R6b.cap.7 rules
  // out for neutrals. Captures by revolt units under an event (R14d.ret.2, R14e) come with the
  // events.
  state::GameState g = quiet();
  g.character("olympias")->space = "PEO";  // no citadel: she cannot withdraw
  const std::size_t n = test::place(g, UnitType::A, "", "PEO");
  g.units[n].neutral_label = "auction.disbanded";
  const adj::SeasonResult r = run(g);
  CHECK(rolls_for(r, "R6b.cap.2").empty());
  CHECK(r.next.character("olympias")->controller.empty());
  CHECK_FALSE(r.next.character("olympias")->prisoner);
  // With an enemy army instead, the capture is rolled.
  state::GameState enemy = quiet();
  enemy.character("olympias")->space = "PEO";
  test::place(enemy, UnitType::A, "antigone", "PEO");
  CHECK(rolls_for(run(enemy), "R6b.cap.2").size() == 1);
}
