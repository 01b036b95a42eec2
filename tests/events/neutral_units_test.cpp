// R14d.gen and R14d.ret: the general rules of neutral units (revolts, interventions), played
// through seasons on the real map: their field (gen.3), corruption (gen.4), players' supports
// (gen.5), supply (gen.7, gen.11), the Scythians (gen.8, R14f.scy.4), upkeep (gen.9), retreats
// (gen.12, ret.4, ret.6, ret.7), missions that restart (gen.21) and fights between neutral units
// (gen.22).
#include <set>

#include "neutral_fixture.hpp"
#include "winter/economy_fixture.hpp"

using namespace dia;
using namespace dia::neutral_test;
using adj::OrderStatus;
using adj::events::EventKind;
using adj::season::Verdict;

namespace {

// The Aetolian Am in EPI (field ETO, THE, EPI, Delphes, Lamia) dislodged by Cassandre's army from
// ETO supported from MAC: ILL (outside the field) and THE (inside) are the ways out.
state::GameState aetolian_dislodged(std::uint64_t seed, bool the_held) {
  state::GameState g = base(seed);
  place_neutral(g, UnitType::Am, "etoliens", "EPI");
  test::place(g, UnitType::A, "cassandre", "ETO");
  test::place(g, UnitType::A, "cassandre", "MAC");
  if (the_held) test::place(g, UnitType::A, "antigone", "THE");
  return g;
}

std::vector<adj::SideOrders> aetolian_attack() {
  return {test::orders_for("cassandre", "A ETO EPI\nA MAC S A ETO EPI\n")};
}

bool has_diagnostic(const adj::season::CheckedOrder& c, const std::string& needle) {
  return std::any_of(c.diagnostics.begin(), c.diagnostics.end(), [&](const Diagnostic& d) {
    return d.severity == Severity::warning && d.message.find(needle) != std::string::npos;
  });
}

}  // namespace

TEST_CASE("R14d.gen.3 a dislodged revolt unit whose only retreats leave its field is destroyed") {
  const adj::SeasonResult r = quiet(aetolian_dislodged(7, true), aetolian_attack());
  CHECK(test::unit_in(r.next, "EPI")->side == "cassandre");
  CHECK(labelled(r.next, "etoliens") == nullptr);
  CHECK(test::unit_in(r.next, "ILL") == nullptr);  // free, but outside its field
}

TEST_CASE("R14d.gen.3 a dislodged revolt unit retreats inside its field when it can") {
  // ILL and THE rank alike for an unplanned retreat (R9a.ret.15): only the field decides.
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    const adj::SeasonResult r = quiet(aetolian_dislodged(seed, false), aetolian_attack());
    const state::Unit* u = labelled(r.next, "etoliens");
    REQUIRE(u != nullptr);
    CHECK(u->space == "THE");
  }
}

TEST_CASE("R14d.gen.3 G6.2 the GM's move of a revolt unit out of its field is refused") {
  state::GameState g = base();
  place_neutral(g, UnitType::Am, "etoliens", "EPI");
  const auto out = check_gm(g, "[Etoliens] Am EPI ILL\n");
  REQUIRE(out.size() == 1);
  CHECK(out[0].verdict == Verdict::ignored);
  CHECK(test::en(out[0].reason).find("outside the field of action") != std::string::npos);
  const auto in = check_gm(g, "[Etoliens] Am EPI THE\n");
  REQUIRE(in.size() == 1);
  CHECK(in[0].verdict == Verdict::accepted);
  // Played: the refused move leaves it in EPI.
  const adj::SeasonResult r = quiet(g, {gm("[Etoliens] Am EPI ILL\n")});
  CHECK(labelled(r.next, "etoliens")->space == "EPI");
}

namespace {

// A Spartan Am in LAC and Cassandre's army in ARC, next to it, with its agents (R9b.means).
state::GameState spartan_target(std::uint64_t seed) {
  state::GameState g = base(seed);
  place_neutral(g, UnitType::Am, "spartiates", "LAC");
  test::place(g, UnitType::A, "cassandre", "ARC");
  return g;
}

}  // namespace

TEST_CASE("R14d.gen.4 a revolt unit is corrupted in the usual way") {
  const std::string co = "Co Am LAC 40";
  std::optional<adj::SeasonResult> won;
  for (std::uint64_t seed = 1; seed < 60 && !won; ++seed) {
    adj::SeasonResult r = quiet(spartan_target(seed), {test::orders_for("cassandre", co + "\n")});
    if (test::report_for(r, co).status == OrderStatus::succeeded) won = std::move(r);
  }
  REQUIRE(won.has_value());
  const state::Unit* u = test::unit_in(won->next, "LAC");
  REQUIRE(u != nullptr);
  CHECK(u->side == "cassandre");
  CHECK(u->neutral_label.empty());
  CHECK(u->type == UnitType::A);  // R9b.succ.6: a corrupted Am becomes an A
}

TEST_CASE("R14d.gen.4 counter-corruption on a revolt unit raises its level like any unit's") {
  const std::string co = "Co Am LAC 40";
  // Without counter-corruption 40 T is validated: the d100 is rolled.
  const adj::SeasonResult bare =
      quiet(spartan_target(7), {test::orders_for("cassandre", co + "\n")});
  CHECK(test::report_for(bare, co).status != OrderStatus::ignored);
  CHECK(roll_for(bare, "corruption of") != nullptr);
  // Antigone's 30 T of counter-corruption put the level above the 40 T offered.
  const adj::SeasonResult r = quiet(
      spartan_target(7),
      {test::orders_for("cassandre", co + "\n"), test::orders_for("antigone", "CC Am LAC 30\n")});
  const adj::OrderReport& line = test::report_for(r, co);
  CAPTURE(test::en(line.note));
  CHECK(line.status != OrderStatus::succeeded);
  CHECK(roll_for(r, "corruption of") == nullptr);
  CHECK(test::en(line.note).find("R9b.val.1") != std::string::npos);
  const state::Unit* u = test::unit_in(r.next, "LAC");
  REQUIRE(u != nullptr);
  CHECK(u->side.empty());
  CHECK(u->neutral_label == "spartiates");
}

TEST_CASE("R14d.gen.5 G1.8 a player's support of a revolt unit's attack counts") {
  state::GameState g = base();
  place_neutral(g, UnitType::Am, "spartiates", "LAC");
  test::place(g, UnitType::A, "cassandre", "ARC");
  test::place(g, UnitType::A, "antigone", "ATT");
  const adj::SideOrders attack = gm("[Spartiates] Am LAC ARC\n");
  // Alone, the Am bounces off Cassandre's army.
  const adj::SeasonResult alone = quiet(g, {attack});
  CHECK(labelled(alone.next, "spartiates")->space == "LAC");
  // Antigone's support makes it 2 against 1.
  const adj::SeasonResult r =
      quiet(g, {attack, test::orders_for("antigone", "A ATT S Am LAC ARC\n")});
  CHECK(test::report_for(r, "A ATT S Am LAC ARC").status == OrderStatus::succeeded);
  CHECK(labelled(r.next, "spartiates")->space == "ARC");
}

namespace {

// The Athenian fleet in CYC, the sea zone with access to Athènes (their mission citadel).
state::GameState athenian_fleet() {
  state::GameState g = base();
  place_neutral(g, UnitType::F, "atheniens", "CYC");
  g.control.erase("Athènes");
  return g;
}

}  // namespace

TEST_CASE(
    "R14d.gen.7 R9a.supply.6 a neutral unit supplies only its own neutral citadel of origin") {
  state::GameState g = athenian_fleet();
  const auto own = check_gm(g, "[Athéniens] F CYC Ra Athènes\n");
  REQUIRE(own.size() == 1);
  CHECK(own[0].verdict == Verdict::accepted);
  // The same citadel held by a player: refused.
  g.control["Athènes"] = "cassandre";
  const auto players = check_gm(g, "[Athéniens] F CYC Ra Athènes\n");
  REQUIRE(players.size() == 1);
  CHECK(players[0].verdict == Verdict::ignored);
  CHECK(test::en(players[0].reason).find("citadel of origin") != std::string::npos);
  // A neutral citadel that is not its origin: the Thracians (a permanent revolt, no citadel of
  // their own) may not supply Byzance from THR; the Illyrian army may supply Epidamnos, its
  // mission citadel. (Byzance is outside their field too: R14d.gen.7 is checked first.)
  state::GameState e = base();
  e.control.erase("Byzance");
  e.control.erase("Epidamnos");
  place_neutral(e, UnitType::Am, "thraces", "THR");
  const auto other = check_gm(e, "[Thraces] Am THR Ra Byzance\n");
  REQUIRE(other.size() == 1);
  CAPTURE(test::en(other[0].reason));
  CHECK(other[0].verdict == Verdict::ignored);
  CHECK(test::en(other[0].reason).find("citadel of origin") != std::string::npos);
  e.units.clear();
  place_neutral(e, UnitType::A, "pirates_illyriens.armee", "EPI");
  const auto illyrian = check_gm(e, "[Illyriens] A EPI Ra Epidamnos\n");
  REQUIRE(illyrian.size() == 1);
  CHECK(illyrian[0].verdict == Verdict::accepted);
}

TEST_CASE("R14d.gen.7 R9a.supply.1 the supply of its citadel of origin by a revolt unit succeeds") {
  state::GameState g = athenian_fleet();
  test::place(g, UnitType::A, "cassandre", "ATT");
  const adj::SeasonResult r = quiet(g, {gm("[Athéniens] F CYC Ra Athènes\n"),
                                        test::orders_for("cassandre", "A ATT A1 Athènes\n")});
  const adj::OrderReport& siege = test::report_for(r, "A ATT A1 Athènes");
  CAPTURE(test::en(siege.note));
  CHECK(siege.status == OrderStatus::failed);
  CHECK(test::en(siege.note).find("supplied by F CYC") != std::string::npos);
}

TEST_CASE("R14d.gen.11 the GM is warned when an autumn order leaves a revolt unit unsupplied") {
  state::GameState g = base();
  g.season = state::Season{-319, state::SeasonKind::autumn};
  place_neutral(g, UnitType::Am, "cyreneens", "CYR");
  // LIB has no citadel, town or port (R11a.sup.2-4): R14d.gen.10 would eliminate the unit there.
  const auto to_lib = check_gm(g, "[Cyrénéens] Am CYR LIB\n");
  REQUIRE(to_lib.size() == 1);
  CHECK(to_lib[0].verdict == Verdict::accepted);  // a warning, the order stands
  CHECK(has_diagnostic(to_lib[0], "R14d.gen.11"));
  // Staying in CYR (a town) is supplied; in summer nothing is said.
  const auto hold = check_gm(g, "[Cyrénéens] Am CYR X\n");
  REQUIRE(hold.size() == 1);
  CHECK_FALSE(has_diagnostic(hold[0], "R14d.gen.11"));
  g.season = state::Season{-319, state::SeasonKind::summer};
  const auto summer = check_gm(g, "[Cyrénéens] Am CYR LIB\n");
  REQUIRE(summer.size() == 1);
  CHECK_FALSE(has_diagnostic(summer[0], "R14d.gen.11"));
}

TEST_CASE(
    "R14f.scy.4 R14d.gen.8 the Scythians move at random even when a player enters their field") {
  // Cassandre's army stands in PON, inside their field and next to CAU: the Scythians do not
  // defend (no hold, no move aimed at the intruder): each season a move drawn among all their
  // moves inside the field.
  std::set<std::string> targets;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    state::GameState g = base(seed);
    place_neutral(g, UnitType::Ae, "scythes", "CAU");
    test::place(g, UnitType::A, "cassandre", "PON");
    const adj::SeasonResult r = quiet(g);
    REQUIRE(roll_for(r, "R14f.scy.3") != nullptr);
    int lines = 0;
    for (const adj::OrderReport& o : r.orders)
      if (o.text.rfind("[scythes] Ae CAU ", 0) == 0) {
        ++lines;
        targets.insert(o.text.substr(o.text.rfind(' ') + 1));
      }
    CHECK(lines == 1);
  }
  CHECK(targets.count("PON") == 1);  // the intruder's space is one of the draws...
  CHECK(targets.size() >= 2);        // ...among the others
}

TEST_CASE("R14d.gen.9 revolt units pay no upkeep and are never disbanded for want of money") {
  state::GameState g = economy_test::winter();
  place_neutral(g, UnitType::Am, "spartiates", "LAC");
  test::place(g, UnitType::A, "cassandre", "THR");  // Cassandre cannot pay for hers
  const adj::SeasonResult r = economy_test::run(g);
  CHECK(economy_test::count_of(r.next, "cassandre", UnitType::A) == 0);  // R10.upk.3
  const state::Unit* u = labelled(r.next, "spartiates");
  REQUIRE(u != nullptr);
  CHECK(u->space == "LAC");
  CHECK(u->type == UnitType::Am);
  for (const adj::MoneyMove& m : r.money) CHECK_FALSE(m.side.empty());
}

TEST_CASE(
    "R14d.gen.12 R9a.ret.18 a revolt unit's retreat is drawn among equal spaces of its field") {
  // The Thracian Am in ILL attacked from EPI with support from MAC: PEO and IST (its field, both
  // towns) are equal; MAC is held, EPI is the attacker's origin.
  std::set<std::string> seen;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    state::GameState g = base(seed);
    place_neutral(g, UnitType::Am, "thraces", "ILL");
    test::place(g, UnitType::A, "cassandre", "EPI");
    test::place(g, UnitType::A, "cassandre", "MAC");
    const adj::SeasonResult r =
        quiet(g, {test::orders_for("cassandre", "A EPI ILL\nA MAC S A EPI ILL\n")});
    CHECK(roll_for(r, "unplanned retreat of") != nullptr);
    const state::Unit* u = labelled(r.next, "thraces");
    REQUIRE(u != nullptr);
    CHECK((u->space == "PEO" || u->space == "IST"));
    seen.insert(u->space);
  }
  CHECK(seen.size() == 2);
}

TEST_CASE("R14d.gen.12 R9a.ret.11 a revolt unit follows the Re list the GM gives it") {
  state::GameState g = base();
  place_neutral(g, UnitType::Am, "thraces", "ILL");
  test::place(g, UnitType::A, "cassandre", "EPI");
  test::place(g, UnitType::A, "cassandre", "MAC");
  const adj::SeasonResult r =
      quiet(g, {gm("[Thraces] Am ILL Re IST\n"),
                test::orders_for("cassandre", "A EPI ILL\nA MAC S A EPI ILL\n")});
  CHECK(roll_for(r, "unplanned retreat of") == nullptr);
  REQUIRE(labelled(r.next, "thraces") != nullptr);
  CHECK(labelled(r.next, "thraces")->space == "IST");
}

TEST_CASE("R14d.gen.21 a mission with no unit left on the map restarts from mission 1") {
  state::GameState g = base();
  state::Uprising up;
  up.id = "rome";
  up.mission = 2;
  up.appeared = "";
  g.uprisings.push_back(up);  // Rome's units were all destroyed
  const adj::SeasonResult over = quiet(g);
  REQUIRE(std::none_of(over.next.uprisings.begin(), over.next.uprisings.end(),
                       [](const state::Uprising& u) { return u.id == "rome"; }));
  const adj::SeasonResult again = play_event(over.next, event_of(EventKind::intervention, "rome"));
  const auto rome = std::find_if(again.next.uprisings.begin(), again.next.uprisings.end(),
                                 [](const state::Uprising& u) { return u.id == "rome"; });
  REQUIRE(rome != again.next.uprisings.end());
  CHECK(rome->mission == 1);
  REQUIRE(labelled(again.next, "rome") != nullptr);
  CHECK(labelled(again.next, "rome")->space == "ITA");
  CHECK(labelled(again.next, "rome")->type == UnitType::Ag);
}

TEST_CASE("R14d.gen.22 a revolt unit may attack another revolt's unit intruding in its field") {
  // The Illyrian army stands in EPI, in the Aetolians' field: the GM sends the Aetolians at it,
  // with Cassandre's support (R14d.gen.5): different revolts fight as enemies.
  state::GameState g = base();
  place_neutral(g, UnitType::Am, "etoliens", "ETO");
  place_neutral(g, UnitType::A, "pirates_illyriens.armee", "EPI");
  test::place(g, UnitType::A, "cassandre", "THE");
  const auto checked = check_gm(g, "[Etoliens] Am ETO EPI\n");
  REQUIRE(checked.size() == 1);
  CHECK(checked[0].verdict == Verdict::accepted);
  const adj::SeasonResult r = quiet(
      g, {gm("[Etoliens] Am ETO EPI\n"), test::orders_for("cassandre", "A THE S Am ETO EPI\n")});
  REQUIRE(labelled(r.next, "etoliens") != nullptr);
  CHECK(labelled(r.next, "etoliens")->space == "EPI");
  // The Illyrians retreat inside their own field (ILL, EPI, Epidamnos).
  REQUIRE(labelled(r.next, "pirates_illyriens.armee") != nullptr);
  CHECK(labelled(r.next, "pirates_illyriens.armee")->space == "ILL");
}

TEST_CASE("R14d.ret.6 a player's unit dislodged later by a revolt unit retreats by its Re list") {
  for (const char* to : {"MAC", "ILL"}) {
    state::GameState g = base();
    place_neutral(g, UnitType::Am, "etoliens", "ETO");
    test::place(g, UnitType::A, "cassandre", "THE");
    test::place(g, UnitType::A, "antigone", "EPI");
    const adj::SeasonResult r = quiet(
        g, {gm("[Etoliens] Am ETO EPI\n"), test::orders_for("cassandre", "A THE S Am ETO EPI\n"),
            test::orders_for("antigone", std::string("A EPI Re ") + to + "\n")});
    const state::Unit* a = of_side(r.next, "antigone");
    REQUIRE(a != nullptr);
    CHECK(a->space == to);
  }
}

TEST_CASE("R14d.ret.7 R9a.ret.11 a unit before an intervention retreats by its Re list") {
  for (const char* to : {"PEO", "IST"}) {
    state::GameState g = base();
    test::place(g, UnitType::A, "antigone", "ILL");
    const adj::SeasonResult r =
        play_event(g, event_of(EventKind::intervention, "gaulois"),
                   {test::orders_for("antigone", std::string("A ILL MAC\nA ILL Re ") + to + "\n")});
    const state::Unit* a = of_side(r.next, "antigone");
    REQUIRE(a != nullptr);
    CHECK(a->space == to);
  }
}

TEST_CASE("R14d.ret.7 R9a.ret.18 without an Re list the retreat before an intervention is drawn") {
  std::set<std::string> seen;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    state::GameState g = base(seed);
    test::place(g, UnitType::A, "antigone", "ILL");
    const adj::SeasonResult r = play_event(g, event_of(EventKind::intervention, "gaulois"));
    CHECK(roll_for(r, "unplanned retreat of") != nullptr);
    const state::Unit* a = of_side(r.next, "antigone");
    REQUIRE(a != nullptr);
    seen.insert(a->space);
  }
  CHECK(seen.size() >= 2);
  CHECK(seen.count("ILL") == 0);
}

TEST_CASE("R14d.ret.7 R14b.storm.3 no retreat before an intervention into a stormed space") {
  StepRun run;
  run.work = base();
  test::place(run.work, UnitType::A, "antigone", "ILL");
  run.facts.storm_or_flood = {"EPI", "MAC", "PEO"};
  auto ctx = run.ctx();
  adj::events::arrive(ctx, ctx.dice, {{"gaulois", UnitType::Am, "ILL"}}, false);
  const state::Unit* a = of_side(run.work, "antigone");
  REQUIRE(a != nullptr);
  CHECK(a->space == "IST");
  // Every way out hit: it is eliminated.
  StepRun shut;
  shut.work = base();
  test::place(shut.work, UnitType::A, "antigone", "ILL");
  shut.facts.storm_or_flood = {"EPI", "MAC", "PEO", "IST"};
  auto ctx2 = shut.ctx();
  adj::events::arrive(ctx2, ctx2.dice, {{"gaulois", UnitType::Am, "ILL"}}, false);
  CHECK(of_side(shut.work, "antigone") == nullptr);
}

TEST_CASE("R14d.ret.4 a stronger unit retreats before a revolt to its move destination first") {
  for (const char* to : {"PEO", "CHA"}) {
    state::GameState g = base();
    g.control["Byzance"] = "cassandre";  // no citadel of its own to go into (R14d.ret.1)
    test::place(g, UnitType::Ag, "antigone", "THR");
    const adj::SeasonResult r =
        play_event(g, event_of(EventKind::revolt, "thraces"),
                   {test::orders_for("antigone", std::string("Ag THR ") + to + "\n")});
    const state::Unit* a = of_side(r.next, "antigone");
    REQUIRE(a != nullptr);
    CHECK(a->space == to);
    CHECK(test::report_for(r, std::string("Ag THR ") + to).status == OrderStatus::ignored);
  }
}
