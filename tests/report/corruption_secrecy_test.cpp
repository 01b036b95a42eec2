// Secrecy of corruption and counter-corruption (R9b.val.4, R9b.fail.1) in the files the season
// writes: what the rules keep private never reaches public.txt/.md/.json/map.svg, the corrupting
// side's private note shows its attempt, the roll, the odds and its treasury moves, and the GM
// log shows every roll.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "adjudicator/rules/auction_lot.hpp"
#include "auction/auction_fixture.hpp"
#include "report/private_report.hpp"
#include "report/season_outputs.hpp"
#include "season/fixture.hpp"
#include "state/state_yaml.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

bool contains(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

const std::vector<std::string> public_files{"public.txt", "public.md", "public.json", "map.svg"};

struct Played {
  state::GameState before;
  std::vector<adj::SideOrders> orders;
  adj::SeasonResult result;
  report::ReportFiles files;
  const std::string& file(const std::string& name) const {
    for (const auto& [n, content] : files)
      if (n == name) return content;
    throw std::runtime_error("no report " + name);
  }
};

// Summer -319: Antigone's army in CIL, Eumène's in CAP; 100 T each (`eumene_treasury` for him).
Played play(const std::string& eumene, const std::string& antigone, std::uint64_t seed = 7,
            int eumene_treasury = 100) {
  Played p;
  p.before = test::later(seed);
  for (state::Side& s : p.before.sides) s.treasury = 100;
  p.before.side("eumene")->treasury = eumene_treasury;
  test::place(p.before, UnitType::A, "antigone", "CIL");
  test::place(p.before, UnitType::A, "eumene", "CAP");
  p.orders = {test::orders_for("eumene", eumene), test::orders_for("antigone", antigone)};
  p.result = adj::adjudicate_season(test::diadoques_map(), p.before, p.orders);
  const report::ReportInfo info =
      report::make_report_info(p.before, &test::diadoques_map(), "Secrets");
  p.files = report::season_reports(p.result, p.orders, p.before, info, report::Lang::fr);
  return p;
}

// The first seed from 1 on whose season gives the Co line `status`.
Played play_until(adj::OrderStatus status, const std::string& eumene) {
  for (std::uint64_t seed = 1; seed < 200; ++seed) {
    Played p = play(eumene, "", seed);
    if (test::report_for(p.result, eumene.substr(0, eumene.find('\n'))).status == status) return p;
  }
  FAIL("no seed");
  return play(eumene, "");
}

}  // namespace

TEST_CASE(
    "R9b.val.4 an attempt that is not validated and the counter-corruption it met change "
    "no public byte") {
  // Antigone's 10 T of counter-corruption make the level 30: Eumène's 25 T is not validated.
  const Played with = play("Co A CIL 25\nA CIL SYR\nA CAP X\n", "CC A CIL 10\nA CIL X\n");
  const Played without = play("A CAP X\n", "A CIL X\n");
  for (const std::string& name : public_files) {
    CAPTURE(name);
    CHECK(with.file(name) == without.file(name));
  }
  CHECK(contains(with.file("private/eumene.txt"), "  Co A CIL 25 — non validée"));
  CHECK(contains(with.file("private/antigone.txt"), "  CC A CIL 10 — 10 T versés"));
  CHECK_FALSE(contains(with.file("private/eumene.txt"), "CC A CIL"));
}

TEST_CASE(
    "R9b.fail.1 a validated attempt that fails is published, the order for its target is "
    "not") {
  const Played p = play_until(adj::OrderStatus::failed, "Co A CIL 25\nA CIL SYR\n");
  for (const std::string& name : public_files) {
    CAPTURE(name);
    CHECK_FALSE(contains(p.file(name), "A CIL SYR"));
  }
  CHECK(contains(p.file("public.txt"), "Co A CIL 25 — échouée"));
  const std::string mine = p.file("private/eumene.txt");
  CHECK(contains(mine, "  A CIL SYR — ignoré"));
  // The roll and the odds go to Eumène alone; the GM log has the roll.
  CHECK(contains(mine, "corruption de A CIL : jet "));
  CHECK(contains(mine, "pour 80 %"));
  CHECK_FALSE(contains(p.file("public.txt"), "jet "));
  CHECK_FALSE(contains(p.file("private/antigone.txt"), "jet "));
  CHECK(contains(p.file("gm-log.txt"), "1d100"));
}

TEST_CASE("R9b.succ.2 after a successful corruption the new owner's order for the unit is public") {
  const Played p = play_until(adj::OrderStatus::succeeded, "Co A CIL 25\nA CIL SYR\n");
  CHECK(contains(p.file("public.txt"), "Co A CIL 25 — réussie"));
  CHECK(contains(p.file("public.txt"), "  A CIL SYR"));
  CHECK(contains(p.file("public.txt"), "A CIL est corrompue et passe dans le camp d'Eumène"));
}

TEST_CASE(
    "R9b.roll.2 R9b.cc.3 the private note shows the treasury before, each payment and after") {
  const Played p = play_until(adj::OrderStatus::failed, "Co A CIL 25\nCC A CAP 5\n");
  const std::string mine = p.file("private/eumene.txt");
  CHECK(contains(mine,
                 "Mouvements du trésor\n"
                 "  trésor au début de la saison : 100 T\n"
                 "  contre-corruption sur A CAP : −5 T (R9b.cc.3)\n"
                 "  corruption de A CIL : −25 T (R9b.roll.2)\n"
                 "  trésor à la fin de la saison : 70 T\n"));
  CHECK_FALSE(contains(p.file("private/antigone.txt"), "Mouvements du trésor"));
  for (const std::string& name : public_files) CHECK_FALSE(contains(p.file(name), "−25 T"));
  // In English for an English reader.
  const report::ReportInfo info =
      report::make_report_info(p.before, &test::diadoques_map(), "Secrets");
  const std::string en =
      report::private_notes(p.result, info, "eumene", report::Lang::en, p.orders, &p.before);
  CHECK(contains(en, "  corruption of A CIL: −25 T (R9b.roll.2)\n"));
}

TEST_CASE("R9b.roll.2 a treasury change no money line explains is signed with the same minus") {
  // Audit D9: that line alone used an ASCII hyphen ("-30 T") where every other used "−".
  Played p = play_until(adj::OrderStatus::failed, "Co A CIL 25\n");
  p.result.next.side("eumene")->treasury -= 3;  // a change no MoneyMove records
  const report::ReportInfo info =
      report::make_report_info(p.before, &test::diadoques_map(), "Secrets");
  const std::string fr =
      report::private_notes(p.result, info, "eumene", report::Lang::fr, p.orders, &p.before);
  CHECK(contains(fr, "  autres changements (voir les résultats) : −3 T\n"));
  p.result.next.side("eumene")->treasury += 10;
  const std::string up =
      report::private_notes(p.result, info, "eumene", report::Lang::fr, p.orders, &p.before);
  CHECK(contains(up, "  autres changements (voir les résultats) : +7 T\n"));
}

namespace {

// n03 of the third audit: Cléopâtre neutral and alone in PTE, within reach of Antigone's army
// in PHR and of Eumène's in CAP; summer -319, 100 T each.
Played play_cleopatre(const std::string& eumene, const std::string& antigone,
                      const state::GameState* start = nullptr) {
  Played p;
  if (start != nullptr) {
    p.before = *start;
  } else {
    p.before = test::later(7);
    for (state::Side& s : p.before.sides) s.treasury = 100;
    test::place(p.before, UnitType::A, "antigone", "PHR");
    test::place(p.before, UnitType::A, "eumene", "CAP");
    state::Character* c = p.before.character("cleopatre");
    c->controller.clear();
    c->space = "PTE";
  }
  p.orders = {test::orders_for("eumene", eumene), test::orders_for("antigone", antigone)};
  p.result = adj::adjudicate_season(test::diadoques_map(), p.before, p.orders);
  const report::ReportInfo info =
      report::make_report_info(p.before, &test::diadoques_map(), "Secrets");
  p.files = report::season_reports(p.result, p.orders, p.before, info, report::Lang::fr);
  return p;
}

const std::string cc_heading = "Contre-corruption en place cette année\n";

}  // namespace

TEST_CASE(
    "R9b.cc.2 R9b.val.4 counter-corruption on a neutral character is listed in its payer's note, "
    "never in the note of the side that takes the character") {
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {  // the d100 succeeds or fails
    CAPTURE(seed);
    state::GameState g = test::later(seed);
    for (state::Side& s : g.sides) s.treasury = 100;
    test::place(g, UnitType::A, "antigone", "PHR");
    test::place(g, UnitType::A, "eumene", "CAP");
    g.character("cleopatre")->controller.clear();
    g.character("cleopatre")->space = "PTE";
    const Played p =
        play_cleopatre("CC Cléopâtre PTE 5\nA CAP X\n", "Co Cléopâtre PTE 20\nA PHR X\n", &g);
    CHECK(contains(p.file("private/eumene.txt"), cc_heading + "  Cléopâtre : 5 T\n"));
    CHECK(contains(p.file("private/antigone.txt"), cc_heading + "  (aucune)\n"));
  }
}

TEST_CASE(
    "R9b.cc.2 R9b.val.4 two sides' counter-corruption on one neutral character: each note shows "
    "its own amount, never the other's nor the total") {
  const Played p = play_cleopatre("CC Cléopâtre PTE 5\nA CAP X\n", "CC Cléopâtre PTE 3\nA PHR X\n");
  const std::string eumene = p.file("private/eumene.txt");
  const std::string antigone = p.file("private/antigone.txt");
  CHECK(contains(eumene, cc_heading + "  Cléopâtre : 5 T\n"));
  CHECK(contains(antigone, cc_heading + "  Cléopâtre : 3 T\n"));
  // The order's note gives the payer's own payment, not the character's 8 T.
  CHECK(contains(antigone,
                 "  CC Cléopâtre PTE 3 — contre-corruption sur Cléopâtre : −3 T (R9b.cc.2)\n"));
  CHECK(contains(eumene,
                 "  CC Cléopâtre PTE 5 — contre-corruption sur Cléopâtre : −5 T (R9b.cc.2)\n"));
  for (const std::string* note : {&eumene, &antigone}) CHECK_FALSE(contains(*note, "8 T"));
  for (const std::string& name : public_files) {
    CAPTURE(name);
    CHECK_FALSE(contains(p.file(name), "CC Cléopâtre"));
  }
  // Next season (autumn) neither note shows the other side's amount.
  const Played autumn = play_cleopatre("A CAP X\n", "A PHR X\n", &p.result.next);
  CHECK_FALSE(contains(autumn.file("private/eumene.txt"), "Cléopâtre : 3 T"));
  CHECK_FALSE(contains(autumn.file("private/antigone.txt"), "Cléopâtre : 5 T"));
  CHECK_FALSE(contains(autumn.file("private/eumene.txt"), "Cléopâtre : 8 T"));
  CHECK_FALSE(contains(autumn.file("private/antigone.txt"), "Cléopâtre : 8 T"));
}

TEST_CASE(
    "R9b.cc.2 R9b.val.4 a neutral unit bought at auction: its buyer sees only what he paid on it, "
    "never what another side paid while it was neutral; that side still sees its own") {
  // Audit 3, item 13: the state kept each piece's total only, so the buyer's note listed what
  // Séleucos had paid on the unit before the sale.
  state::GameState g = auction_test::east(state::SeasonKind::spring);
  auction_test::lot(g, UnitType::A, "GRA", adj::rules::elimination_auction_label);
  test::place(g, UnitType::A, "seleucos", "ARE");
  test::place(g, UnitType::A, "ptolemee", "BAC");
  const adj::SeasonResult spring = auction_test::run(
      g, {test::orders_for("seleucos", "CC A GRA 5\n"), test::orders_for("ptolemee", "A BAC X\n")});
  REQUIRE(test::report_for(spring, "CC A GRA 5").status == adj::OrderStatus::succeeded);
  const state::Unit* neutral = test::unit_in(spring.next, "GRA");
  REQUIRE(neutral != nullptr);
  REQUIRE(neutral->side.empty());

  // Summer: Ptolémée buys it and pays 2 T of his own on it; the state goes through its file.
  const state::StateLoad back =
      state::state_from_yaml(state::to_yaml(spring.next), "state.yaml", test::diadoques_map());
  REQUIRE(back.state);
  const std::vector<adj::SideOrders> orders{
      test::orders_for("ptolemee", "Enchère A GRA 10, 12\nCC A GRA 2\n"),
      test::orders_for("seleucos", "A ARE X\n")};
  const adj::SeasonResult summer =
      adj::adjudicate_season(test::diadoques_map(), *back.state, orders);
  REQUIRE(test::unit_in(summer.next, "GRA")->side == "ptolemee");
  REQUIRE(test::report_for(summer, "CC A GRA 2").status == adj::OrderStatus::succeeded);
  // The piece's level still counts all of it (R9b.cc.4): 7 T.
  CHECK(test::unit_in(summer.next, "GRA")->counter_corruption == 7);
  const report::ReportInfo info =
      report::make_report_info(*back.state, &test::diadoques_map(), "Secrets");
  const std::string buyer =
      report::private_notes(summer, info, "ptolemee", report::Lang::fr, orders, &*back.state);
  const std::string payer =
      report::private_notes(summer, info, "seleucos", report::Lang::fr, orders, &*back.state);
  CHECK(contains(buyer, cc_heading + "  A GRA : 2 T\n"));
  CHECK(contains(buyer, "2 T versés, 2 T cette année"));
  for (const char* leak : {"A GRA : 7 T", "A GRA : 5 T", "7 T cette année"}) {
    CAPTURE(leak);
    CHECK_FALSE(contains(buyer, leak));
  }
  CHECK(contains(payer, cc_heading + "  A GRA : 5 T\n"));
  CHECK_FALSE(contains(payer, "A GRA : 7 T"));
  CHECK_FALSE(contains(payer, "A GRA : 2 T"));
}

TEST_CASE(
    "R9b.cc.2 R9b.val.4 who paid a piece's counter-corruption survives the state file, and a state "
    "written before it was kept gives a side's own unit's total to that side") {
  state::GameState g = test::later();
  const std::size_t i = test::place(g, UnitType::A, "eumene", "CAP");
  g.units[i].counter_corruption = 8;
  g.units[i].counter_corruption_by = {{"eumene", 3}, {"antigone", 5}};
  const state::StateLoad back =
      state::state_from_yaml(state::to_yaml(g), "state.yaml", test::diadoques_map());
  REQUIRE(back.state);
  CHECK(test::unit_in(*back.state, "CAP")->counter_corruption_by ==
        g.units[i].counter_corruption_by);
  std::string legacy = state::to_yaml(g);
  const auto key = legacy.find("counter_corruption_by");
  REQUIRE(key != std::string::npos);
  const auto at = legacy.rfind('\n', key) + 1;  // the whole line, its indent too
  legacy.erase(at, legacy.find('\n', key) - at + 1);
  const state::StateLoad old = state::state_from_yaml(legacy, "state.yaml", test::diadoques_map());
  REQUIRE(old.state);
  CHECK(test::unit_in(*old.state, "CAP")->counter_corruption_by == state::Payments{{"eumene", 8}});
}
