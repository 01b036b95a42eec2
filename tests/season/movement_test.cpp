// Military resolution on the real map: combat values, supports, own-side rules, G10, legality.
#include "adjudicator/season/combat.hpp"
#include "fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {
adj::SeasonResult run(const state::GameState& g, std::vector<adj::SideOrders> orders) {
  return adj::adjudicate_season(test::diadoques_map(), g, orders);
}
}  // namespace

TEST_CASE("R6b.diad.1 leader bonus only after a full turn in command") {
  state::GameState g = test::later();  // summer -319
  const std::string spring = state::Season::first().id();
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "THE", "cassandre", spring);
  test::place(g, UnitType::A, "antigone", "EPI");
  CHECK(adj::season::combat_value(g, g.units[a]) == 2);
  const adj::SeasonResult with = run(g, {test::orders_for("cassandre", "A* THE EPI\n")});
  CHECK(test::unit_in(with.next, "EPI")->side == "cassandre");

  g.units[a].commander_since = g.season.id();  // took command this season: no +1 yet
  CHECK(adj::season::combat_value(g, g.units[a]) == 1);
  const adj::SeasonResult without = run(g, {test::orders_for("cassandre", "A* THE EPI\n")});
  CHECK(test::unit_in(without.next, "EPI")->side == "antigone");
  const adj::OrderReport& o = test::report_for(without, "A* THE EPI");
  CHECK(o.status == adj::OrderStatus::failed);
  CHECK(test::fr(o.note) == "bloquée par A EPI");
  CHECK(test::en(o.note) == "bounced by A EPI");
  // The outcome as data (R9a.gen.8): the report layer words it.
  REQUIRE(o.note.said.size() == 1);
  CHECK(o.note.said[0].id == Msg::note_bounced);
}

TEST_CASE("R6b.diad.1 R9b.lvl.3 a diadoque ordered away from his unit gives it no +1") {
  // The real GM's ruling (game 6, autumn -310): `* PER GPE` beside `A PER A2 Parsagades`.
  state::GameState g = test::later();
  const std::string spring = state::Season::first().id();
  test::place(g, UnitType::A, "cassandre", "THE", "cassandre", spring);
  test::place(g, UnitType::A, "antigone", "EPI");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "A THE EPI\n* THE MAC\n"),
                                      test::orders_for("antigone", "A EPI THE\n")});
  // 1 against 1: both bounce (with the +1, THE would have dislodged EPI).
  REQUIRE(test::unit_in(r.next, "EPI") != nullptr);
  CHECK(test::unit_in(r.next, "EPI")->side == "antigone");
  REQUIRE(test::unit_in(r.next, "THE") != nullptr);
  CHECK(test::unit_in(r.next, "THE")->side == "cassandre");
  CHECK(test::report_for(r, "A THE EPI").status == adj::OrderStatus::failed);
  // The unit his commander left is no longer written `A*`.
  const adj::OrderReport& theirs = test::report_for(r, "A EPI THE");
  CHECK(theirs.status == adj::OrderStatus::failed);
  CHECK(test::fr(theirs.note) == "bloquée par A THE EPI");
  CHECK(test::en(theirs.note) == "bounced by A THE EPI");
  CHECK(r.next.character("cassandre")->space == "MAC");
  CHECK(test::unit_in(r.next, "THE")->commander.empty());
}

TEST_CASE("R6b.lead.4 a diadoque who left his unit is not killed with it") {
  state::GameState g = test::later();
  const std::string spring = state::Season::first().id();
  test::place(g, UnitType::A, "cassandre", "THE", "cassandre", spring);
  test::place(g, UnitType::A, "antigone", "EPI");
  test::place(g, UnitType::A, "antigone", "ATT");
  test::place(g, UnitType::A, "antigone", "ETO");
  // THE is dislodged and destroyed as ordered (Re X), while Cassandre rides off to MAC.
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "A THE X Re X\n* THE MAC\n"),
              test::orders_for("antigone", "A EPI THE\nA ATT S A EPI THE\nA ETO S A EPI THE\n")});
  REQUIRE(test::unit_in(r.next, "THE") != nullptr);
  CHECK(test::unit_in(r.next, "THE")->side == "antigone");
  CHECK(test::units_in(r.next, "MAC") == 0);  // destroyed, not retreated
  const state::Character* c = r.next.character("cassandre");
  REQUIRE(c != nullptr);
  CHECK(c->alive);
  CHECK(c->space == "MAC");
  for (const adj::SideScore& s : r.scores)
    for (const adj::Text& why : s.prestige_reasons) {
      CHECK(test::en(why).find("death of Cassandre") == std::string::npos);
      CHECK(test::en(why).find("Cassandre killed in combat") == std::string::npos);
    }
}

TEST_CASE("R6b.epi.1 an epigone gives no +1") {
  state::GameState g = test::later();
  const std::size_t a =
      test::place(g, UnitType::A, "cassandre", "THE", "philippe", "001-spring-319");
  CHECK(adj::season::combat_value(g, g.units[a]) == 1);
}

TEST_CASE("R9a.move.8 a unit enters a citadel only if its side controls it") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "cassandre", "THE");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "A MAC Pella\nA THE Lamia\n")});
  CHECK(test::report_for(r, "A MAC Pella").status == adj::OrderStatus::succeeded);
  CHECK(test::unit_in(r.next, "Pella") != nullptr);
  const adj::OrderReport& lamia = test::report_for(r, "A THE Lamia");
  CHECK(lamia.status == adj::OrderStatus::ignored);
  CHECK(test::en(lamia.note).find("R9a.move.8") != std::string::npos);
  CHECK(test::unit_in(r.next, "THE") != nullptr);
}

TEST_CASE("R9a.move.13 a unit is never dislodged by its own side") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::Ae, "cassandre", "EPI");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "A MAC THE\nAe EPI S A MAC THE\n")});
  const adj::OrderReport& o = test::report_for(r, "A MAC THE");
  CHECK(o.status == adj::OrderStatus::failed);
  CHECK(test::en(o.note).find("R9a.move.13") != std::string::npos);
  CHECK(test::units_in(r.next, "THE") == 1);
  CHECK(test::units_in(r.next, "MAC") == 1);
}

TEST_CASE("G1.3 a support adds the supporter's combat value") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::Ae, "cassandre", "EPI");
  test::place(g, UnitType::A, "antigone", "THE");
  test::place(g, UnitType::A, "antigone", "ATT");
  // 1 + 2 (Ae) = 3 against 1 + 1 = 2: counting supports as 1 each would be a standoff.
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "A MAC THE\nAe EPI S A MAC THE\n"),
              test::orders_for("antigone", "A THE X\nA ATT S A THE\n")});
  CHECK(test::unit_in(r.next, "THE")->side == "cassandre");
  CHECK(test::report_for(r, "A THE X").status == adj::OrderStatus::failed);
  CHECK(test::en(test::report_for(r, "A THE X").note).find("dislodged by A MAC THE") !=
        std::string::npos);
}

TEST_CASE("G1.7 a support never counts towards dislodging a unit of the supporter's own side") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "antigone", "EPI");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "A THE S A EPI MAC\n"),
                                      test::orders_for("antigone", "A EPI MAC\n")});
  CHECK(test::unit_in(r.next, "MAC")->side == "cassandre");
  CHECK(test::unit_in(r.next, "EPI")->side == "antigone");
  CHECK(test::report_for(r, "A EPI MAC").status == adj::OrderStatus::failed);
}

TEST_CASE("G10.2 a dislodged unit loses its order: it contests no space and the rival enters") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "antigone", "ATT");
  test::place(g, UnitType::A, "lysimaque", "THR");
  test::place(g, UnitType::A, "lysimaque", "CHA");
  const adj::SeasonResult r = run(
      g, {test::orders_for("cassandre", "A MAC THE\n"), test::orders_for("antigone", "A ATT THE\n"),
          test::orders_for("lysimaque", "A THR MAC\nA CHA S A THR MAC\n")});
  CHECK(test::unit_in(r.next, "MAC")->side == "lysimaque");
  // Standard Diplomacy would bounce ATT against the dislodged unit; G10.1 cancels its move.
  CHECK(test::unit_in(r.next, "THE")->side == "antigone");
  CHECK(test::report_for(r, "A ATT THE").status == adj::OrderStatus::succeeded);
  CHECK(test::log_has(r, "G10.2"));
  const adj::OrderReport& o = test::report_for(r, "A MAC THE");
  CHECK(o.status == adj::OrderStatus::failed);
  CHECK(test::fr(o.note).find("repoussée en ") == 0);
  CHECK(test::fr(o.note).find("par A THR MAC") != std::string::npos);
}

TEST_CASE("G10.2 a dislodged supporter's support is cancelled") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "cassandre", "EPI");
  test::place(g, UnitType::A, "antigone", "THE");
  test::place(g, UnitType::A, "lysimaque", "ILL");
  test::place(g, UnitType::A, "lysimaque", "ETO");
  // EPI supports MAC into THE but is dislodged from ILL (supported by ETO): no support left.
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "A MAC THE\nA EPI S A MAC THE\n"),
              test::orders_for("lysimaque", "A ILL EPI\nA ETO S A ILL EPI\n")});
  CHECK(test::unit_in(r.next, "EPI")->side == "lysimaque");
  CHECK(test::unit_in(r.next, "THE")->side == "antigone");
  CHECK(test::report_for(r, "A MAC THE").status == adj::OrderStatus::failed);
}

TEST_CASE("G10.1 a support of a move cancelled by G10.1 says so") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "cassandre", "EPI");
  test::place(g, UnitType::A, "antigone", "THE");
  test::place(g, UnitType::A, "antigone", "ATT");
  test::place(g, UnitType::A, "lysimaque", "THR");
  test::place(g, UnitType::A, "lysimaque", "CHA");
  // MAC bounces on THE (2 against 2), then THR dislodges it: G10.1 cancels its move, and the
  // support EPI gave it is void because of that, not because it was written wrong.
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "A MAC THE\nA EPI S A MAC THE\n"),
              test::orders_for("antigone", "A ATT S A THE\n"),
              test::orders_for("lysimaque", "A THR MAC\nA CHA S A THR MAC\n")});
  CHECK(test::unit_in(r.next, "MAC")->side == "lysimaque");
  const adj::OrderReport& o = test::report_for(r, "A EPI S A MAC THE");
  CHECK(o.status == adj::OrderStatus::failed);
  CHECK(test::fr(o.note) == "soutien sans objet : A MAC THE, délogée, perd son ordre (G10.1)");
  CHECK(test::en(o.note) ==
        "support void: A MAC THE was dislodged and its order cancelled (G10.1)");
}

TEST_CASE("R9a.gen.2 a unit with conflicting orders holds") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "A MAC THE\nA MAC EPI\n")});
  CHECK(test::report_for(r, "A MAC THE").status == adj::OrderStatus::ignored);
  CHECK(test::report_for(r, "A MAC EPI").status == adj::OrderStatus::ignored);
  CHECK(test::fr(test::report_for(r, "A MAC EPI").note).find("ordres contradictoires") !=
        std::string::npos);
  CHECK(test::unit_in(r.next, "MAC") != nullptr);
}

TEST_CASE("R9a.gen.1 the same order written twice is one order, not a conflict") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "A MAC THE\nA MAC - THE\n")});
  CHECK(test::report_for(r, "A MAC THE").status == adj::OrderStatus::succeeded);
  const adj::OrderReport& again = test::report_for(r, "A MAC - THE");
  CHECK(again.status == adj::OrderStatus::ignored);
  CHECK(test::fr(again.note) == "ignoré : ordre répété : déjà donné ligne 1 (R9a.gen.1)");
  CHECK(test::unit_in(r.next, "MAC") == nullptr);
  CHECK(test::unit_in(r.next, "THE") != nullptr);
}

TEST_CASE("R9a.gen.5 an impossible order is ignored with its reason and the unit holds") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "antigone", "EPI");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "A MAC EUB\nA THE MED\nA EPI ILL\n")});
  const adj::OrderReport& sea = test::report_for(r, "A MAC EUB");
  CHECK(sea.status == adj::OrderStatus::ignored);
  CHECK(test::fr(sea.note).rfind("ignoré : ", 0) == 0);
  CHECK(test::en(sea.note).find("R6a.loc.1") != std::string::npos);
  CHECK(test::en(test::report_for(r, "A THE MED").note) == "ignored: MED is not adjacent to THE");
  CHECK(test::en(test::report_for(r, "A EPI ILL").note).find("does not belong to this side") !=
        std::string::npos);
  CHECK(test::unit_in(r.next, "MAC") != nullptr);
  CHECK(test::log_has(r, "'A MAC EUB' ignored"));
}

TEST_CASE("Orders not adjudicated yet are reported, never dropped") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "antigone", "THE");
  const adj::SeasonResult r = run(
      g,
      {test::orders_for("cassandre",
                        "A MAC X\nCo A THE 20\nOr 10 Eumène\nTrésor Pella\nConstruire A Pella\n")});
  // The standing choice of the citadel an eliminated side's treasury goes to (R7c.elim.4) is not
  // adjudicated yet (the default citadel applies); votes and epigone choices are.
  const adj::OrderReport& o = test::report_for(r, "Trésor Pella");
  CHECK(o.status == adj::OrderStatus::not_adjudicated);
  CHECK(test::fr(o.note) == "non encore arbitré");
  CHECK(test::en(o.note) == "not yet adjudicated");
  // Corruption and gold gifts are adjudicated (R9b, R9c.gold.1, tests/intrigue): reported with
  // their outcome.
  CHECK(test::report_for(r, "Co A THE 20").status != adj::OrderStatus::not_adjudicated);
  CHECK(test::report_for(r, "Or 10 Eumène").status == adj::OrderStatus::succeeded);
  CHECK(test::report_for(r, "Construire A Pella").status == adj::OrderStatus::ignored);
  CHECK(test::log_has(r, "'Trésor Pella' not yet adjudicated"));
  CHECK(r.orders.size() == 5);
}

TEST_CASE("R8.cal.1 the next state is the next season, counter-corruption reset after autumn") {
  state::GameState g = test::later();
  g.season.kind = state::SeasonKind::autumn;
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "MAC");
  g.units[a].counter_corruption = 15;
  const adj::SeasonResult r = run(g, {});
  CHECK(r.next.season.kind == state::SeasonKind::winter);
  CHECK(r.next.units.at(0).counter_corruption == 0);
}

TEST_CASE("G2.1 an army is convoyed by a fleet ordered to convoy it; without one the move fails") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::F, "cassandre", "EUB");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "A MAC ATT\nF EUB C A MAC ATT\n")});
  CHECK(test::unit_in(r.next, "ATT") != nullptr);
  CHECK(test::report_for(r, "A MAC ATT").status == adj::OrderStatus::succeeded);

  g.units.pop_back();  // no fleet at all
  const adj::SeasonResult alone = run(g, {test::orders_for("cassandre", "A MAC ATT\n")});
  CHECK(test::unit_in(alone.next, "MAC") != nullptr);
  CHECK(test::en(test::report_for(alone, "A MAC ATT").note) == "no convoy ordered (G2.1)");
}

TEST_CASE(
    "R9a.conv.2 a fleet of a convoy cut further on says the convoy was cut, naming the fleet "
    "dislodged (S1:L702-705)") {
  // audit4 q07b: A EGY ETO through MOR and MIO; F MIO dislodged by Fe ADR. F MOR was ordered to
  // convoy and did its part: its convoy was cut, not "sans objet".
  state::GameState g = test::later();
  test::place(g, UnitType::A, "ptolemee", "EGY");
  test::place(g, UnitType::F, "ptolemee", "MOR");
  test::place(g, UnitType::F, "ptolemee", "MIO");
  test::place(g, UnitType::Fe, "lysimaque", "ADR");
  const adj::SeasonResult r =
      run(g, {test::orders_for("ptolemee", "A EGY ETO\nF MOR C A EGY ETO\nF MIO C A EGY ETO\n"),
              test::orders_for("lysimaque", "Fe ADR MIO\n")});
  REQUIRE(test::unit_in(r.next, "EGY") != nullptr);  // the army stays home
  CHECK(test::en(test::report_for(r, "A EGY ETO").note) ==
        "convoy cut: F MIO dislodged (R9a.conv.2)");
  const adj::OrderReport& mor = test::report_for(r, "F MOR C A EGY ETO");
  CHECK(mor.status == adj::OrderStatus::failed);
  CHECK(test::en(mor.note) == "convoy cut: F MIO dislodged (R9a.conv.2)");
  CHECK(test::fr(mor.note) == "convoi coupé : F MIO délogée (R9a.conv.2)");
}

TEST_CASE("R9a.conv.2 a convoy fails when its fleet is dislodged") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::F, "cassandre", "EUB");
  test::place(g, UnitType::F, "lysimaque", "EGE");
  test::place(g, UnitType::F, "lysimaque", "CYC");
  const adj::SeasonResult r =
      run(g, {test::orders_for("cassandre", "A MAC ATT\nF EUB C A MAC ATT\n"),
              test::orders_for("lysimaque", "F EGE EUB\nF CYC S F EGE EUB\n")});
  CHECK(test::unit_in(r.next, "EUB")->side == "lysimaque");
  CHECK(test::unit_in(r.next, "MAC") != nullptr);
  CHECK(test::report_for(r, "A MAC ATT").status == adj::OrderStatus::failed);
}
