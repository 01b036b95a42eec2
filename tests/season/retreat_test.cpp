// Retreats (R9a.ret): Re lists, conflicts, unplanned preferences, annihilation.
#include "adjudicator/season/retreats.hpp"
#include "fixture.hpp"
#include "support/words.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {
map::SpaceId sp(const std::string& code) {
  return *test::diadoques_map().find_space(code);
}

// Every space except `free` is occupied.
adj::season::RetreatContext only_free(const std::vector<std::string>& free) {
  adj::season::RetreatContext ctx;
  const map::Map& m = test::diadoques_map();
  for (std::size_t i = 0; i < m.spaces.size(); ++i)
    if (std::find(free.begin(), free.end(), m.spaces[i].code) == free.end())
      ctx.occupied.push_back(static_cast<map::SpaceId>(i));
  return ctx;
}

adj::season::RetreatCase retreat_case(const state::GameState& g, std::size_t unit, int combat) {
  adj::season::RetreatCase c;
  c.unit = static_cast<int>(unit);
  c.from = sp(g.units[unit].space);
  c.combat = combat;
  return c;
}
}  // namespace

TEST_CASE("R9a.ret.11 an Re list is tried left to right") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "cassandre", "PEO");
  test::place(g, UnitType::A, "lysimaque", "THR");
  test::place(g, UnitType::A, "lysimaque", "CHA");
  const adj::SeasonResult r =
      adj::adjudicate_season(test::diadoques_map(), g,
                             {test::orders_for("cassandre", "A MAC X Re PEO, THR, ILL, EPI\n"),
                              test::orders_for("lysimaque", "A THR MAC\nA CHA S A THR MAC\n")});
  // PEO is occupied, THR is where the attacker came from: ILL is the first legal entry.
  CHECK(test::unit_in(r.next, "ILL") != nullptr);
  CHECK(test::en(test::report_for(r, "A MAC X Re PEO, THR, ILL, EPI").note) ==
        "dislodged by A THR MAC, retreats to ILL");
  CHECK(test::fr(test::report_for(r, "A MAC X Re PEO, THR, ILL, EPI").note) ==
        "repoussée en ILL par A THR MAC");
}

TEST_CASE("R9a.ret.19 an Re list on a line of its own is reported by what became of it") {
  // Audit D9 (p02): `A MAC Re THE — tient` for a unit that had retreated to THE.
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "cassandre", "PEO");
  test::place(g, UnitType::A, "lysimaque", "THR");
  test::place(g, UnitType::A, "lysimaque", "CHA");
  const adj::SeasonResult r = adj::adjudicate_season(
      test::diadoques_map(), g,
      {test::orders_for("cassandre", "A MAC X\nA MAC Re THE\nA PEO X\nA PEO Re ILL\n"),
       test::orders_for("lysimaque", "A THR MAC\nA CHA S A THR MAC\n")});
  REQUIRE(test::unit_in(r.next, "THE") != nullptr);
  const adj::OrderReport& used = test::report_for(r, "A MAC Re THE");
  CHECK(used.status == adj::OrderStatus::succeeded);
  CHECK(test::fr(used.note) == "repoussée en THE par A THR MAC");
  const adj::OrderReport& unused = test::report_for(r, "A PEO Re ILL");
  CHECK(test::fr(unused.note) == "liste de retraite sans objet : l'unité n'est pas délogée");
  CHECK(test::en(unused.note) == "retreat list not needed: the unit is not dislodged");
}

TEST_CASE("R9a.ret.11 a final X destroys the unit when no listed space works") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "cassandre", "PEO");
  test::place(g, UnitType::A, "lysimaque", "THR");
  test::place(g, UnitType::A, "lysimaque", "CHA");
  const adj::SeasonResult r =
      adj::adjudicate_season(test::diadoques_map(), g,
                             {test::orders_for("cassandre", "A MAC X Re PEO, X\n"),
                              test::orders_for("lysimaque", "A THR MAC\nA CHA S A THR MAC\n")});
  CHECK(std::count_if(r.next.units.begin(), r.next.units.end(),
                      [](const state::Unit& u) { return u.side == "cassandre"; }) == 1);
  CHECK(test::en(test::report_for(r, "A MAC X Re PEO, X").note).find("destroyed as ordered (X)") !=
        std::string::npos);
}

TEST_CASE("R9a.ret.13 a retreat conflict goes to the higher combat value; the other goes on") {
  state::GameState g = test::later();
  const std::size_t weak = test::place(g, UnitType::A, "cassandre", "MAC");
  const std::size_t strong = test::place(g, UnitType::Ae, "antigone", "THE");
  auto ctx = only_free({"EPI", "ILL"});
  std::vector<adj::season::RetreatCase> cases = {retreat_case(g, weak, 1),
                                                 retreat_case(g, strong, 2)};
  state::Dice dice(g.rng);
  const auto d = adj::season::place_retreats(test::diadoques_map(), g, cases, ctx, dice);
  // Both prefer EPI (a supplied province); MAC can also reach ILL.
  REQUIRE(adj::season::supplied_province(test::diadoques_map(), g, sp("EPI"), "antigone"));
  CHECK(d[1].to == sp("EPI"));
  CHECK(d[0].to == sp("ILL"));
  for (const state::Roll& roll : dice.log())
    CHECK(::dia::test::english(roll.purpose).find("R9a.ret.14") == std::string::npos);
}

TEST_CASE("R9a.ret.14 equal combat values: seeded draw, logged, keeping the most units alive") {
  state::GameState g = test::later();
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "MAC");
  const std::size_t b = test::place(g, UnitType::A, "antigone", "THE");
  auto ctx = only_free({"EPI"});
  std::vector<adj::season::RetreatCase> cases = {retreat_case(g, a, 1), retreat_case(g, b, 1)};
  state::Dice dice(g.rng);
  const auto d = adj::season::place_retreats(test::diadoques_map(), g, cases, ctx, dice);
  CHECK((d[0].to == sp("EPI")) != (d[1].to == sp("EPI")));
  CHECK(d[0].drawn);
  CHECK(d[1].drawn);
  REQUIRE(dice.log().size() == 1);
  CHECK(::dia::test::english(dice.log()[0].purpose).find("R9a.ret.14") != std::string::npos);

  // With a second way out for MAC only, the unit with nowhere else gets EPI: no draw needed.
  auto ctx2 = only_free({"EPI", "ILL"});
  state::Dice dice2(g.rng);
  const auto d2 = adj::season::place_retreats(test::diadoques_map(), g, cases, ctx2, dice2);
  CHECK(d2[1].to == sp("EPI"));
  CHECK(d2[0].to == sp("ILL"));
  for (const state::Roll& roll : dice2.log())
    CHECK(::dia::test::english(roll.purpose).find("R9a.ret.14") == std::string::npos);
}

TEST_CASE("R9a.ret.15 an unplanned army retreat prefers a supplied province, then a citadel") {
  const map::Map& m = test::diadoques_map();
  state::GameState g = test::later();
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "MAC");
  std::vector<adj::season::RetreatCase> cases = {retreat_case(g, a, 1)};
  // Free: one supplied province, one unsupplied one (if the map has one next to MAC), Pella.
  std::string supplied, unsupplied;
  for (const std::string code : {"ILL", "EPI", "PEO", "THR", "CHA", "THE"})
    (adj::season::supplied_province(m, g, sp(code), "cassandre") ? supplied : unsupplied) = code;
  REQUIRE_FALSE(supplied.empty());
  std::vector<std::string> free = {supplied, "Pella"};
  if (!unsupplied.empty()) free.push_back(unsupplied);
  state::Dice dice(g.rng);
  auto d = adj::season::place_retreats(m, g, cases, only_free(free), dice);
  CHECK(d[0].to == sp(supplied));
  free.erase(free.begin());  // the supplied province taken: the citadel comes next
  d = adj::season::place_retreats(m, g, cases, only_free(free), dice);
  CHECK(d[0].to == sp("Pella"));
  // A citadel the side does not control is never a retreat (R9a.ret.6).
  g.control.erase("Pella");
  d = adj::season::place_retreats(m, g, cases, only_free({"Pella"}), dice);
  CHECK(d[0].to == adj::season::nowhere);
}

TEST_CASE("R9a.ret.15 fleets prefer a sea zone to a citadel") {
  state::GameState g = test::later();
  const std::size_t f = test::place(g, UnitType::F, "cassandre", "EUB");
  std::vector<adj::season::RetreatCase> cases = {retreat_case(g, f, 1)};
  state::Dice dice(g.rng);
  const auto d = adj::season::place_retreats(test::diadoques_map(), g, cases,
                                             only_free({"Pydna", "EGE"}), dice);
  CHECK(d[0].to == sp("EGE"));
}

TEST_CASE("R9a.ret.8 a unit with no legal retreat is annihilated and its commander killed") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "eumene", "THE", "eumene", "001-spring-319");
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "cassandre", "EPI");
  test::place(g, UnitType::A, "cassandre", "ETO");
  test::place(g, UnitType::A, "cassandre", "ATT");
  g.control.erase("Lamia");
  // A* THE has combat 2; MAC attacks with the supports of EPI and ETO (3); ATT holds the last exit.
  const adj::SeasonResult r = adj::adjudicate_season(
      test::diadoques_map(), g,
      {test::orders_for("cassandre", "A MAC THE\nA EPI S A MAC THE\nA ETO S A MAC THE\n"),
       test::orders_for("eumene", "A* THE X\n")});
  CHECK(test::unit_in(r.next, "THE")->side == "cassandre");
  CHECK(std::none_of(r.next.units.begin(), r.next.units.end(),
                     [](const state::Unit& u) { return u.side == "eumene"; }));
  CHECK_FALSE(r.next.character("eumene")->alive);
  CHECK(test::en(test::report_for(r, "A* THE X").note) ==
        "dislodged by A MAC THE, destroyed: no retreat");
}

TEST_CASE("R9a.ret.10 a retreat may use the Arabia bypass but no other special link") {
  state::GameState g = test::later();
  const std::size_t gar = test::place(g, UnitType::F, "ptolemee", "GAR");
  const std::size_t mor = test::place(g, UnitType::F, "ptolemee", "MOR");
  adj::season::RetreatContext ctx;  // nothing occupied
  const auto from_gar =
      adj::season::retreat_destinations(test::diadoques_map(), g, retreat_case(g, gar, 1), ctx);
  CHECK(std::find(from_gar.begin(), from_gar.end(), sp("GPE")) != from_gar.end());
  const auto from_mor =
      adj::season::retreat_destinations(test::diadoques_map(), g, retreat_case(g, mor, 1), ctx);
  CHECK(std::find(from_mor.begin(), from_mor.end(), sp("GAR")) == from_mor.end());
  CHECK(std::find(from_mor.begin(), from_mor.end(), sp("CYC")) != from_mor.end());
}

TEST_CASE("R9a.ret.14 the draw of a retreat conflict numbers the units and names their sides") {
  // Issue 30: "conflit de retraite pour HEL entre A CHE A CHE A PHR" told the GM nothing of which
  // unit the die chose; each is numbered as the die counts and carries its side.
  state::GameState g = test::later();
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "MAC");
  const std::size_t b = test::place(g, UnitType::A, "antigone", "THE");
  auto ctx = only_free({"EPI"});
  std::vector<adj::season::RetreatCase> cases = {retreat_case(g, a, 1), retreat_case(g, b, 1)};
  state::Dice dice(g.rng);
  adj::season::place_retreats(test::diadoques_map(), g, cases, ctx, dice);
  REQUIRE(dice.log().size() == 1);
  CHECK(::dia::test::french(dice.log()[0].purpose) ==
        "conflit de retraite pour EPI entre 1 A MAC (Cassandre), 2 A THE (Antigone) (R9a.ret.14)");
  CHECK(dice.log()[0].die == "1d2");  // a draw among 2: no English word in a French log
}
