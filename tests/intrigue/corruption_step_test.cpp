// R9b piece by piece: the levels (rules/corruption_level), the agents and targets
// (intrigue/corruption_target), the effects of step 6 on their own, and check --game.
#include "adjudicator/intrigue/checks.hpp"
#include "adjudicator/intrigue/corruption_target.hpp"
#include "adjudicator/intrigue/steps.hpp"
#include "adjudicator/rules/corruption_level.hpp"
#include "adjudicator/season/legality.hpp"
#include "corruption_fixture.hpp"
#include "report/catalogue.hpp"

using namespace dia;
using dia::state::UnitType;
namespace intrigue = dia::adj::intrigue;

namespace {

const orders::Order& one(const adj::SideOrders& so) {
  REQUIRE(so.parsed.orders.size() == 1);
  return so.parsed.orders.front();
}

intrigue::TargetCheck target(const state::GameState& g, const std::string& side,
                             const std::string& line, const intrigue::Hit& hit = {}) {
  static std::vector<adj::SideOrders> keep;  // the orders' text outlives the pieces
  keep.push_back(test::orders_for(side, line));
  const orders::Order& o = one(keep.back());
  if (const auto* co = orders::get_if<orders::Corruption>(&o.body))
    return intrigue::corruption_target(test::diadoques_map(), g, side, co->target, hit);
  return intrigue::counter_corruption_target(
      test::diadoques_map(), g, side, orders::get_if<orders::CounterCorruption>(&o.body)->target,
      hit);
}

std::string why(const intrigue::TargetCheck& t) {
  return report::words(report::Lang::en, t.why);
}

// check --game's verdict on one order of `side`.
adj::season::CheckedOrder check(const state::GameState& g, const std::string& side,
                                const std::string& line) {
  const adj::SideOrders so = test::orders_for(side, line);
  auto checks = adj::season::check_orders(test::diadoques_map(), g, side, so.parsed.orders);
  REQUIRE(checks.size() == 1);
  return checks.front();
}

// Runs step 6 alone from seed 1 on until `side` wins its attempt (the unit at index 0 or the
// character changes hands).
template <class Done>
test::StepRun* step_until(test::StepRun& run, const state::GameState& g,
                          const std::vector<adj::SideOrders>& orders, Done done) {
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    run.work = g;
    run.work.rng = state::Rng(seed);
    run.orders = orders;
    run.result.events.clear();
    run.result.money.clear();
    run.result.gm_log.clear();
    run.facts = {};
    intrigue::StepContext ctx = run.ctx();
    intrigue::corruption(ctx);
    if (done(run.work)) return &run;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("R9b.lvl.1 a unit's level: base, counter-corruption and its commander") {
  state::GameState g = test::corruption_base();
  const std::size_t a = test::place(g, UnitType::A, "antigone", "CIL");
  CHECK(adj::rules::unit_level(g, g.units[a], false).total() == 20);  // R6a-T1
  g.units[a].counter_corruption = 7;
  CHECK(adj::rules::unit_level(g, g.units[a], false).total() == 27);
  g.units[a].commander = "antigone";  // diadoque +10 (R6b.diad.3)
  CHECK(adj::rules::unit_level(g, g.units[a], false).total() == 37);
  const std::size_t ag = test::place(g, UnitType::Ag, "eumene", "CAP", "olympias");
  CHECK(adj::rules::unit_level(g, g.units[ag], false).total() == 40);  // 45 - 5 (R6b.oly.2)
  const std::size_t fe = test::place(g, UnitType::Fe, "seleucos", "MIN", "seleucos");
  g.character("cleopatre")->husband = "seleucos";  // R6b.cleo.6: +10 more while she lives
  CHECK(adj::rules::unit_level(g, g.units[fe], false).total() == 50);
  g.character("cleopatre")->alive = false;
  CHECK(adj::rules::unit_level(g, g.units[fe], false).total() == 40);
  const std::size_t ph = test::place(g, UnitType::A, "cassandre", "MAC", "philippe-iii");
  CHECK(adj::rules::unit_level(g, g.units[ph], false).total() == 20);  // R6b.phil.3
}

TEST_CASE("R9b.lvl.2 a character's level: its R6b-T1 value plus counter-corruption") {
  state::GameState g = test::corruption_base();
  CHECK(adj::rules::character_level(*g.character("olympias")).total() == 5);
  CHECK(adj::rules::character_level(*g.character("roxane")).total() == 10);
  g.character("cleopatre")->counter_corruption = 12;
  CHECK(adj::rules::character_level(*g.character("cleopatre")).total() == 22);
}

TEST_CASE("R9b.lvl.3 a commander's modifier does not count if he leaves (Cléopâtre's neither)") {
  state::GameState g = test::corruption_base();
  g.character("cleopatre")->husband = "antigone";
  const std::size_t a = test::place(g, UnitType::A, "antigone", "CIL", "antigone");
  CHECK(adj::rules::unit_level(g, g.units[a], false).total() == 40);
  CHECK(adj::rules::unit_level(g, g.units[a], true).total() == 20);
  const adj::SideOrders so = test::orders_for("antigone", "* CIL PHR\nDissocier # PHR\n");
  const auto leaving = intrigue::ordered_to_leave(g, "antigone", so.parsed.orders);
  CHECK(std::find(leaving.begin(), leaving.end(), "antigone") != leaving.end());
  CHECK(std::find(leaving.begin(), leaving.end(), "demetrios") != leaving.end());
}

TEST_CASE(
    "R9b.means.1 a unit that could move into the target's space qualifies, one further "
    "away does not") {
  state::GameState g = test::corruption_base();
  g.character("eumene")->space = "ARM";  // his diadoque is no agent for CIL from there
  test::place(g, UnitType::A, "antigone", "CIL");
  test::place(g, UnitType::A, "eumene", "PTE");  // PTE is not next to CIL
  CHECK_FALSE(target(g, "eumene", "Co A CIL 25").target.has_value());
  CHECK(test::has_text(why(target(g, "eumene", "Co A CIL 25")), "R9b.means"));
  test::place(g, UnitType::A, "eumene", "COM");  // COM is
  CHECK(target(g, "eumene", "Co A CIL 25").target.has_value());
}

TEST_CASE(
    "R9b.means.2 a fleet in a sea next to the coastal province holding the target "
    "qualifies") {
  state::GameState g = test::corruption_base();
  // Alexandrie d'Issos (SYR) opens on SAL only; a fleet in MIN could not sail into it.
  test::place(g, UnitType::A, "antigone", "Alexandrie d'Issos");
  test::place(g, UnitType::F, "ptolemee", "MOR");
  CHECK_FALSE(target(g, "ptolemee", "Co A Alexandrie d'Issos 25").target.has_value());
  test::place(g, UnitType::F, "ptolemee", "MIN");
  CHECK(target(g, "ptolemee", "Co A Alexandrie d'Issos 25").target.has_value());
}

TEST_CASE(
    "R9b.means.3 R6b.diad.4 the free diadoque on his own qualifies, a captive one does "
    "not") {
  state::GameState g = test::corruption_base();
  test::place(g, UnitType::A, "antigone", "CIL");
  g.character("eumene")->space = "CAP";  // next to CIL, no unit of Eumène anywhere
  CHECK(target(g, "eumene", "Co A CIL 25").target.has_value());
  g.character("eumene")->prisoner = true;
  g.character("eumene")->controller = "antigone";
  CHECK_FALSE(target(g, "eumene", "Co A CIL 25").target.has_value());
}

TEST_CASE("R9b.means.4 agents are judged by adjacency: never across a lake, never from a storm") {
  state::GameState g = test::corruption_base();
  test::place(g, UnitType::A, "eumene", "MES");  // Lac Matiane lies between MES and MED
  CHECK_FALSE(intrigue::has_agent(test::diadoques_map(), g, "eumene", "MED"));
  test::place(g, UnitType::A, "eumene", "CAP");
  CHECK(intrigue::has_agent(test::diadoques_map(), g, "eumene", "CIL"));
  g.character("eumene")->space = "ARM";
  CHECK_FALSE(intrigue::has_agent(test::diadoques_map(), g, "eumene", "CIL", {"CAP"}));
}

TEST_CASE("R9b.tgt.2 R6b.rf.2 a Royal Family member may be targeted only while alone") {
  state::GameState g = test::corruption_base();
  test::place(g, UnitType::A, "cassandre", "ETO");
  g.character("olympias")->space = "ETO";
  test::place(g, UnitType::A, "antigone", "THE");
  CHECK(target(g, "antigone", "Co Olympias ETO 10")
            .target.has_value());  // alone beside Cassandre's army
  g.units[0].attached.push_back("olympias");
  g.character("olympias")->controller = "cassandre";
  CHECK_FALSE(target(g, "antigone", "Co Olympias ETO 10").target.has_value());
  CHECK(test::has_text(why(target(g, "antigone", "Co Olympias ETO 10")), "R9b.tgt.2"));
}

TEST_CASE("R9b.tgt.3 diadoques and epigones can never be corrupted") {
  state::GameState g = test::corruption_base();
  test::place(g, UnitType::A, "eumene", "CAP");
  const auto t = target(g, "eumene", "Co Antigone PHR 50");
  CHECK_FALSE(t.target.has_value());
  CHECK(test::has_text(why(t), "R9b.tgt.3"));
}

TEST_CASE("R9b.tgt.5 R9b.cc.5 nothing in a storm or a flood is targeted or counter-corrupted") {
  state::GameState g = test::corruption_base();
  test::place(g, UnitType::A, "antigone", "CIL");
  test::place(g, UnitType::A, "eumene", "CAP");
  CHECK(target(g, "eumene", "Co A CIL 25").target.has_value());
  CHECK(test::has_text(why(target(g, "eumene", "Co A CIL 25", {"CIL"})), "R9b.tgt.5"));
  CHECK(target(g, "antigone", "CC A CIL 5").target.has_value());
  CHECK(test::has_text(why(target(g, "antigone", "CC A CIL 5", {"CIL"})), "R9b.cc.5"));
  // Through the step: the storm comes in the turn's facts.
  test::StepRun run;
  run.work = g;
  run.orders = {test::orders_for("antigone", "CC A CIL 5\n")};
  run.facts.storm_or_flood = {"CIL"};
  intrigue::StepContext ctx = run.ctx();
  ctx.facts.storm_or_flood = {"CIL"};
  intrigue::corruption(ctx);
  CHECK(run.work.units[0].counter_corruption == 0);
  CHECK(test::treasury(run.work, "antigone") == 100);
}

TEST_CASE("R9b.cc.1 R9b.cc.2 counter-corruption goes to one's own units or a neutral piece only") {
  state::GameState g = test::corruption_base();
  test::place(g, UnitType::A, "antigone", "CIL");
  test::place(g, UnitType::A, "", "PTE");
  CHECK(target(g, "antigone", "CC A CIL 5").target.has_value());             // own unit
  CHECK(target(g, "antigone", "CC A PTE 5").target.has_value());             // neutral unit
  CHECK(target(g, "antigone", "CC Olympias Delphes 5").target.has_value());  // neutral character
  CHECK_FALSE(target(g, "eumene", "CC A CIL 5").target.has_value());         // another side's unit
  CHECK(test::has_text(why(target(g, "eumene", "CC A CIL 5")), "R9b.cc.2"));
  CHECK_FALSE(target(g, "cassandre", "CC Roxane MAC 5")
                  .target.has_value());  // its own character (PROPOSED)
}

TEST_CASE("R9b.cc.7 counter-corruption in turn 1 but never in winter") {
  state::GameState winter = test::corruption_base();
  winter.season = state::Season{-319, state::SeasonKind::winter};
  test::place(winter, UnitType::A, "antigone", "CIL");
  const auto c = check(winter, "antigone", "CC A CIL 5\n");
  CHECK(c.verdict == adj::season::Verdict::ignored);
  CHECK(test::has_text(report::words(report::Lang::en, c.reason.messages().front()), "R9b.cc.7"));
  // Turn 1: the armies bought (R12.start.9) take it at once.
  state::GameState first = test::opening();
  for (state::Side& s : first.sides) s.treasury = 60;
  const adj::SeasonResult r = test::play(first, {test::orders_for("cassandre", "CC A MAC 5\n")});
  CHECK(test::report_for(r, "CC A MAC 5").status == adj::OrderStatus::succeeded);
  CHECK(test::unit_in(r.next, "MAC") != nullptr);
}

TEST_CASE(
    "R9b.val.4 check --game compares with the visible level and never reveals "
    "counter-corruption") {
  state::GameState g = test::corruption_base();
  test::place(g, UnitType::A, "antigone", "CIL");
  test::place(g, UnitType::A, "eumene", "CAP");
  CHECK(check(g, "eumene", "Co A CIL 15\n").verdict == adj::season::Verdict::ignored);
  CHECK(check(g, "eumene", "Co A CIL 20\n").verdict == adj::season::Verdict::accepted);
  g.units[0].counter_corruption = 30;  // Antigone's secret
  CHECK(check(g, "eumene", "Co A CIL 20\n").verdict == adj::season::Verdict::accepted);
  CHECK(check(g, "eumene", "Co A CIL 101\n").verdict == adj::season::Verdict::ignored);
}

TEST_CASE("R9b.succ.3 a corrupted besieger keeps its siege count") {
  state::GameState g = test::corruption_base();
  test::place(g, UnitType::A, "antigone", "CIL");
  g.units[0].siege = state::SiegeProgress{"Tarse", 1, "001-spring-319"};
  test::place(g, UnitType::A, "eumene", "CAP");
  test::StepRun run;
  REQUIRE(step_until(run, g, {test::orders_for("eumene", "Co A CIL 25\n")},
                     [](const state::GameState& w) { return w.units[0].side == "eumene"; }));
  REQUIRE(run.work.units[0].siege);
  CHECK(run.work.units[0].siege->rounds == 1);
  CHECK(run.work.units[0].siege->citadel == "Tarse");
}

TEST_CASE(
    "R9b.succ.5 the unit's other characters pass over, the corruptor's own captive is "
    "freed, a free leader of the loser captured") {
  state::GameState g = test::corruption_base();
  test::place(g, UnitType::A, "antigone", "CIL");
  state::Unit& u = g.units[0];
  u.attached = {"roxane", "alexandre-iv", "eumene", "demetrios"};
  for (const char* id : {"roxane", "alexandre-iv"}) {
    g.character(id)->controller = "antigone";
    g.character(id)->space = "CIL";
  }
  state::Character* eu = g.character("eumene");
  eu->controller = "antigone";
  eu->prisoner = true;
  eu->space = "CIL";
  g.character("demetrios")->space = "CIL";
  test::place(g, UnitType::A, "eumene", "CAP");
  test::StepRun run;
  REQUIRE(step_until(run, g, {test::orders_for("eumene", "Co A CIL 25\n")},
                     [](const state::GameState& w) { return w.units[0].side == "eumene"; }));
  const state::GameState& w = run.work;
  CHECK(w.character("roxane")->controller == "eumene");
  CHECK(w.character("alexandre-iv")->controller == "eumene");
  CHECK(w.character("eumene")->controller == "eumene");
  CHECK_FALSE(w.character("eumene")->prisoner);
  CHECK(w.character("demetrios")->controller == "eumene");
  CHECK(w.character("demetrios")->prisoner);
}

TEST_CASE("R9b.succ.4 the killed commander is handed to the eliminations, with the corruptor") {
  state::GameState g = test::corruption_base();
  test::place(g, UnitType::A, "antigone", "CIL", "antigone");
  test::place(g, UnitType::A, "eumene", "CAP");
  test::StepRun run;
  REQUIRE(step_until(run, g, {test::orders_for("eumene", "Co A CIL 40\n")},
                     [](const state::GameState& w) { return w.units[0].side == "eumene"; }));
  CHECK_FALSE(run.work.character("antigone")->alive);
  REQUIRE(run.facts.corruption_deaths.size() == 1);
  CHECK(run.facts.corruption_deaths[0].character == "antigone");
  CHECK(run.facts.corruption_deaths[0].by == "eumene");
  CHECK_FALSE(run.facts.corruption_deaths[0].assassinated);
}

TEST_CASE("R9b.roll.1 the chance is 75 + paid - level, capped at 95") {
  CHECK(adj::rules::success_chance(25, 20) == 80);
  CHECK(adj::rules::success_chance(60, 20) == 95);
  CHECK(adj::rules::success_chance(30, 30) == 75);
}
