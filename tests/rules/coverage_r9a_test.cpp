// Military-order clauses of R9a that no test named yet (issue 30, clause coverage), each shown on
// the real board through a whole season: orders parsed from text, adjudicated with no event
// (the GM's ruling "no event", so that no draw disturbs the position), the next state asserted.
// The positions use Greece (THE, EPI, ETO, ATT, ILL), where no character stands in the opening.
#include <doctest/doctest.h>

#include <algorithm>

#include "adjudicator/season/options.hpp"
#include "season/fixture.hpp"

using namespace dia;
using state::UnitType;

namespace {

const auto play = test::play_without_event;

const state::Unit* unit_of(const state::GameState& g, const std::string& side,
                           const std::string& space) {
  for (const state::Unit& u : g.units)
    if (u.side == side && u.space == space) return &u;
  return nullptr;
}

}  // namespace

TEST_CASE("R9a.gen.3 all military orders are resolved at the same time, whatever their order") {
  // A THE moves on to EPI while A MAC moves into THE, and A EPI into ILL: each move frees the
  // space the next one enters, in one simultaneous resolution, written in either order.
  for (const char* text : {"A THE EPI\nA ETO THE\nA EPI ILL\n", "A EPI ILL\nA ETO THE\nA THE EPI\n"}) {
    state::GameState g = test::later();
    test::place(g, UnitType::A, "cassandre", "THE");
    test::place(g, UnitType::A, "cassandre", "ETO");
    test::place(g, UnitType::A, "cassandre", "EPI");
    const adj::SeasonResult r = play(g, {test::orders_for("cassandre", text)});
    CHECK(unit_of(r.next, "cassandre", "EPI") != nullptr);
    CHECK(unit_of(r.next, "cassandre", "THE") != nullptr);
    CHECK(unit_of(r.next, "cassandre", "ILL") != nullptr);
    CHECK(test::units_in(r.next, "ETO") == 0);
  }
}

TEST_CASE("R9a.move.2 a lone character may only move or hold") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "antigone", "EPI");
  g.character("cassandre")->space = "ETO";  // the diadoque, alone
  // A lone character's move is carried out...
  const adj::SeasonResult moved = play(g, {test::orders_for("cassandre", "* ETO ATT\n")});
  CHECK(moved.next.character("cassandre")->space == "ATT");
  // ... but he gives no support: the line is refused, the attack gets no help.
  const adj::SeasonResult r =
      play(g, {test::orders_for("cassandre", "A THE EPI\n* ETO S A THE EPI\n")});
  CHECK(unit_of(r.next, "antigone", "EPI") != nullptr);
  CHECK(unit_of(r.next, "cassandre", "THE") != nullptr);
  CHECK(r.next.character("cassandre")->space == "ETO");
}

TEST_CASE("R9a.move.4 mountains do not hinder armies") {
  // EPI and ILL are mountain provinces: an army enters and leaves them as any other.
  const map::Map& m = test::diadoques_map();
  REQUIRE(m.space(*m.find_space("EPI")).terrain == map::Terrain::mountain);
  REQUIRE(m.space(*m.find_space("ILL")).terrain == map::Terrain::mountain);
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "cassandre", "ILL");
  const adj::SeasonResult r = play(g, {test::orders_for("cassandre", "A THE EPI\nA ILL PEO\n")});
  CHECK(unit_of(r.next, "cassandre", "EPI") != nullptr);
  CHECK(unit_of(r.next, "cassandre", "PEO") != nullptr);
  // And an attack into the mountains needs no more strength than elsewhere: 2 against 1 wins.
  state::GameState a = test::later();
  test::place(a, UnitType::A, "cassandre", "THE");
  test::place(a, UnitType::A, "cassandre", "ETO");
  test::place(a, UnitType::A, "antigone", "EPI");
  const adj::SeasonResult won =
      play(a, {test::orders_for("cassandre", "A THE EPI\nA ETO S A THE EPI\n"),
               test::orders_for("antigone", "A EPI X Re ILL\n")});
  CHECK(unit_of(won.next, "cassandre", "EPI") != nullptr);
}

TEST_CASE("R9a.move.11 an attack is a move into an enemy's space: if it succeeds, the defender "
          "is dislodged and retreats") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "cassandre", "ETO");
  test::place(g, UnitType::A, "antigone", "EPI");
  const adj::SeasonResult r =
      play(g, {test::orders_for("cassandre", "A THE EPI\nA ETO S A THE EPI\n"),
               test::orders_for("antigone", "A EPI X Re ILL\n")});
  CHECK(unit_of(r.next, "cassandre", "EPI") != nullptr);
  CHECK(unit_of(r.next, "antigone", "ILL") != nullptr);  // dislodged, retreated as listed
  CHECK(test::report_for(r, "A THE EPI").status == adj::OrderStatus::succeeded);
}

TEST_CASE("R9a.move.12 the greater strength wins a conflict; equal strengths stand off") {
  // Ae (2) against A (1): the stronger unit takes the space both enter.
  state::GameState g = test::later();
  test::place(g, UnitType::Ae, "cassandre", "THE");
  test::place(g, UnitType::A, "antigone", "ILL");
  const adj::SeasonResult r = play(
      g, {test::orders_for("cassandre", "Ae THE EPI\n"), test::orders_for("antigone", "A ILL EPI\n")});
  CHECK(unit_of(r.next, "cassandre", "EPI") != nullptr);
  CHECK(unit_of(r.next, "antigone", "ILL") != nullptr);
  // A against A: neither enters.
  state::GameState e = test::later();
  test::place(e, UnitType::A, "cassandre", "THE");
  test::place(e, UnitType::A, "antigone", "ILL");
  const adj::SeasonResult even = play(
      e, {test::orders_for("cassandre", "A THE EPI\n"), test::orders_for("antigone", "A ILL EPI\n")});
  CHECK(test::units_in(even.next, "EPI") == 0);
  CHECK(test::report_for(even, "A THE EPI").status == adj::OrderStatus::failed);
}

TEST_CASE("R9a.sup.1 R9a.sup.2 a support is a military order that adds to a move's or a hold's "
          "strength") {
  // Supported move: 2 against 1, the defender is dislodged.
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "cassandre", "ETO");
  test::place(g, UnitType::A, "antigone", "EPI");
  test::place(g, UnitType::A, "antigone", "ILL");
  const adj::SeasonResult r = play(g, {test::orders_for("cassandre", "A THE EPI\nA ETO S A THE EPI\n")});
  CHECK(unit_of(r.next, "cassandre", "EPI") != nullptr);
  CHECK(test::report_for(r, "A ETO S A THE EPI").status == adj::OrderStatus::succeeded);
  // Supported hold: 2 against 2, the defender stays.
  const adj::SeasonResult held =
      play(g, {test::orders_for("cassandre", "A THE EPI\nA ETO S A THE EPI\n"),
               test::orders_for("antigone", "A EPI X\nA ILL S A EPI\n")});
  CHECK(unit_of(held.next, "antigone", "EPI") != nullptr);
  CHECK(unit_of(held.next, "cassandre", "THE") != nullptr);
}

TEST_CASE("R9a.sup.3 a support is cut by an attack on the supporter") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "cassandre", "ETO");
  test::place(g, UnitType::A, "antigone", "EPI");
  test::place(g, UnitType::A, "antigone", "ATT");
  const adj::SeasonResult r =
      play(g, {test::orders_for("cassandre", "A THE EPI\nA ETO S A THE EPI\n"),
               test::orders_for("antigone", "A EPI X\nA ATT ETO\n")});
  CHECK(test::report_for(r, "A ETO S A THE EPI").status == adj::OrderStatus::failed);
  CHECK(unit_of(r.next, "antigone", "EPI") != nullptr);  // 1 against 1: no dislodgement
  CHECK(unit_of(r.next, "cassandre", "THE") != nullptr);
}

TEST_CASE("R9a.conv.1 a fleet at sea convoys an army") {
  // THE and CHA share no land border; F EUB carries the army across the Euboean Sea.
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::F, "cassandre", "EUB");
  const adj::SeasonResult r = play(g, {test::orders_for("cassandre", "A THE CHA\nF EUB C A THE CHA\n")});
  CHECK(unit_of(r.next, "cassandre", "CHA") != nullptr);
  CHECK(unit_of(r.next, "cassandre", "EUB") != nullptr);  // the fleet stays at sea
  // Without the fleet's order, no convoy: the army stays.
  const adj::SeasonResult alone = play(g, {test::orders_for("cassandre", "A THE CHA\n")});
  CHECK(unit_of(alone.next, "cassandre", "THE") != nullptr);
}

TEST_CASE("R9a.conv.3 two units may swap spaces when one of them goes by convoy") {
  // THE and ATT are neighbours; Cassandre's army goes by convoy (`C`), Antigone's by land.
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::F, "cassandre", "EUB");
  test::place(g, UnitType::A, "antigone", "ATT");
  const adj::SeasonResult r =
      play(g, {test::orders_for("cassandre", "A THE C ATT\nF EUB C A THE ATT\n"),
               test::orders_for("antigone", "A ATT THE\n")});
  CHECK(unit_of(r.next, "cassandre", "ATT") != nullptr);
  CHECK(unit_of(r.next, "antigone", "THE") != nullptr);
  // By land both ways, the same swap is a head-to-head standoff.
  const adj::SeasonResult land = play(
      g, {test::orders_for("cassandre", "A THE ATT\n"), test::orders_for("antigone", "A ATT THE\n")});
  CHECK(unit_of(land.next, "cassandre", "THE") != nullptr);
  CHECK(unit_of(land.next, "antigone", "ATT") != nullptr);
}

TEST_CASE("R9a.conv.5 retreats are never convoyed") {
  // A THE is dislodged; its list names CHA, which only a convoy reaches, then ATT; its own
  // fleet in EUB is of no use to a retreat: it goes to ATT.
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::F, "cassandre", "EUB");
  test::place(g, UnitType::A, "antigone", "EPI");
  test::place(g, UnitType::A, "antigone", "ETO");
  const adj::SeasonResult r =
      play(g, {test::orders_for("cassandre", "A THE X Re CHA, ATT\nF EUB C A THE CHA\n"),
               test::orders_for("antigone", "A EPI THE\nA ETO S A EPI THE\n")});
  CHECK(unit_of(r.next, "antigone", "THE") != nullptr);
  CHECK(unit_of(r.next, "cassandre", "CHA") == nullptr);
  CHECK(unit_of(r.next, "cassandre", "ATT") != nullptr);
}

TEST_CASE("R9a.ret.1 a dislodged unit retreats with the characters associated with it") {
  state::GameState g = test::later();
  // Antigone took command of A* EPI this season (no +1 yet, R6b.diad.1): 2 against 1 dislodges.
  test::place(g, UnitType::A, "antigone", "EPI", "antigone", g.season.id());
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "cassandre", "ETO");
  const adj::SeasonResult r =
      play(g, {test::orders_for("cassandre", "A THE EPI\nA ETO S A THE EPI\n"),
               test::orders_for("antigone", "A* EPI X Re ILL\n")});
  REQUIRE(unit_of(r.next, "cassandre", "EPI") != nullptr);
  const state::Unit* retreated = unit_of(r.next, "antigone", "ILL");
  REQUIRE(retreated != nullptr);
  CHECK(retreated->commander == "antigone");
  CHECK(r.next.character("antigone")->space == "ILL");
  // Units that were not dislodged do not retreat: the attackers' Re lists change nothing.
  CHECK(unit_of(r.next, "cassandre", "ETO") != nullptr);
}

TEST_CASE("R9a.ret.3 R9a.ret.4 a unit that must retreat loses its order: it does not bounce "
          "another unit") {
  // Antigone's A EPI and Lysimaque's A PEO both try ILL (1 against 1: a standoff, were both
  // orders alive), and A EPI is dislodged (2 against 1) from THE: a unit that must retreat has
  // no effect on the other orders, so A PEO enters ILL as if A EPI had not tried.
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "EPI");
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "cassandre", "ETO");
  test::place(g, UnitType::A, "lysimaque", "PEO");
  const adj::SeasonResult r =
      play(g, {test::orders_for("cassandre", "A THE EPI\nA ETO S A THE EPI\n"),
               test::orders_for("antigone", "A EPI ILL Re ILL, X\n"),
               test::orders_for("lysimaque", "A PEO ILL\n")});
  CHECK(unit_of(r.next, "lysimaque", "ILL") != nullptr);
  CHECK(unit_of(r.next, "cassandre", "EPI") != nullptr);
}

TEST_CASE("R9a.ret.7 characters never block a retreat") {
  // A lone enemy character in ILL does not stop the dislodged army retreating there.
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "EPI");
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "cassandre", "ETO");
  g.character("cassandre")->space = "ILL";  // Cassandre, alone
  const adj::SeasonResult r =
      play(g, {test::orders_for("cassandre", "A THE EPI\nA ETO S A THE EPI\n"),
               test::orders_for("antigone", "A EPI X Re ILL, X\n")});
  CHECK(unit_of(r.next, "antigone", "ILL") != nullptr);
}

TEST_CASE("R9a.ret.12 a retreat list without a final X that runs out falls back on the unplanned "
          "retreat") {
  // The only space listed (ILL) is taken; the list has no X: the unit is not destroyed but
  // retreats by the unplanned-retreat rule (R9a.ret.15-18) to a free space.
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "EPI");
  test::place(g, UnitType::A, "lysimaque", "ILL");
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "cassandre", "ETO");
  const adj::SeasonResult r =
      play(g, {test::orders_for("cassandre", "A THE EPI\nA ETO S A THE EPI\n"),
               test::orders_for("antigone", "A EPI X Re ILL\n")});
  REQUIRE(unit_of(r.next, "cassandre", "EPI") != nullptr);
  int antigone = 0;
  for (const state::Unit& u : r.next.units) antigone += u.side == "antigone" ? 1 : 0;
  CHECK(antigone == 1);  // still on the board
  CHECK(unit_of(r.next, "antigone", "ILL") == nullptr);
  // With a final X, the same list destroys it.
  const adj::SeasonResult x =
      play(g, {test::orders_for("cassandre", "A THE EPI\nA ETO S A THE EPI\n"),
               test::orders_for("antigone", "A EPI X Re ILL, X\n")});
  int left = 0;
  for (const state::Unit& u : x.next.units) left += u.side == "antigone" ? 1 : 0;
  CHECK(left == 0);
}

TEST_CASE("R9a.supply.7 a supply order is written `<unit> <space> Ra <citadel>`") {
  const orders::ParseResult p = orders::parse_orders("F MOR Ra Alexandrie\nA EGY ravitaille Alexandrie\n",
                                                     test::diadoques_map(), {});
  REQUIRE(p.orders.size() == 2);
  for (const orders::Order& o : p.orders) {
    CHECK(o.kind() == orders::OrderKind::supply);
    CHECK(orders::get<orders::Supply>(o.body).citadel.space ==
          test::diadoques_map().find_space("Alexandrie"));
  }
}

namespace {

// Antigone's army in MAC has won a first round against Cassandre's Pydna, held by an A.
state::GameState pydna_besieged() {
  state::GameState g = test::later();
  g.season = state::Season{-319, state::SeasonKind::autumn};
  test::place(g, UnitType::A, "cassandre", "Pydna");
  const std::size_t besieger = test::place(g, UnitType::A, "antigone", "MAC");
  g.units[besieger].siege = state::SiegeProgress{"Pydna", 1, "002-summer-319"};
  test::place(g, UnitType::A, "cassandre", "THE");
  return g;
}

}  // namespace

TEST_CASE("R9a.siege.4 a garrison defends by moving out against the besieger") {
  // The garrison attacks MAC, supported from THE: 2 against 1, the besieger is dislodged and
  // the siege is over.
  const state::GameState g = pydna_besieged();
  const adj::SeasonResult r =
      play(g, {test::orders_for("cassandre", "A Pydna MAC\nA THE S A Pydna MAC\n"),
               test::orders_for("antigone", "A MAC A2 Pydna Re EPI, X\n")});
  CHECK(test::report_for(r, "A Pydna MAC").status == adj::OrderStatus::succeeded);
  CHECK(unit_of(r.next, "cassandre", "MAC") != nullptr);
  CHECK(unit_of(r.next, "antigone", "MAC") == nullptr);
  CHECK(r.next.controller_of("Pydna") == "cassandre");
}

TEST_CASE("R9a.sup.5 a garrison may support a unit that attacks its citadel's besieger") {
  // A THE attacks the besieger with the garrison's support: 2 against 1.
  const state::GameState g = pydna_besieged();
  const adj::SeasonResult r =
      play(g, {test::orders_for("cassandre", "A THE MAC\nA Pydna S A THE MAC\n"),
               test::orders_for("antigone", "A MAC A2 Pydna Re EPI, X\n")});
  CHECK(test::report_for(r, "A Pydna S A THE MAC").status == adj::OrderStatus::succeeded);
  CHECK(unit_of(r.next, "cassandre", "MAC") != nullptr);
  CHECK(unit_of(r.next, "cassandre", "Pydna") != nullptr);  // the garrison stayed inside
  CHECK(r.next.controller_of("Pydna") == "cassandre");
}

TEST_CASE("R9a.sup.4 no support is given across a border a flooded river lines end to end") {
  // The Halys lines the whole BIT-PAP border. Eumène attacks Antigone's A PAP from PON with A
  // BIT's support: 2 against 1 in a dry season; with the Halys in flood the support is refused,
  // and 1 against 1 dislodges nothing.
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "PAP");
  test::place(g, UnitType::A, "eumene", "PON");
  test::place(g, UnitType::A, "eumene", "BIT");
  const std::vector<adj::SideOrders> orders{
      test::orders_for("eumene", "A PON PAP\nA BIT S A PON PAP\n"),
      test::orders_for("antigone", "A PAP X Re PTE, X\n")};
  const adj::SeasonResult dry = play(g, orders);
  CHECK(unit_of(dry.next, "eumene", "PAP") != nullptr);
  adj::events::DrawnEvent flood;
  flood.kind = adj::events::EventKind::flood;
  flood.what = "halys";
  flood.by_gm = true;
  adj::SeasonOptions options;
  options.ruling = flood;
  const adj::SeasonResult wet = adj::adjudicate_season(test::diadoques_map(), g, orders, options);
  CHECK(test::report_for(wet, "A BIT S A PON PAP").status == adj::OrderStatus::ignored);
  CHECK(unit_of(wet.next, "antigone", "PAP") != nullptr);
  CHECK(unit_of(wet.next, "eumene", "PON") != nullptr);
}
