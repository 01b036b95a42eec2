// Words that agree with the facts (issue 30): what the results, the private notes and the GM log
// say of a season is what happened in it, and nothing the rules keep from its reader.
#include <doctest/doctest.h>

#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "adjudicator/events/event.hpp"
#include "adjudicator/rules/regent.hpp"
#include "adjudicator/season/options.hpp"
#include "map/load.hpp"
#include "report/public_report.hpp"
#include "report/public_view.hpp"
#include "report/season_outputs.hpp"
#include "report/svg_map.hpp"
#include "season/fixture.hpp"
#include "winter/year_fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

bool contains(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

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

Played play(const state::GameState& g, std::vector<adj::SideOrders> orders,
            const std::optional<adj::events::DrawnEvent>& ruling = std::nullopt) {
  Played p;
  p.before = g;
  p.orders = std::move(orders);
  adj::SeasonOptions opt;
  opt.ruling = ruling;
  p.result = adj::adjudicate_season(test::diadoques_map(), g, p.orders, opt);
  const report::ReportInfo info = report::make_report_info(g, &test::diadoques_map(), "Mots");
  p.files = report::season_reports(p.result, p.orders, g, info, report::Lang::fr);
  return p;
}

adj::events::DrawnEvent ruled(adj::events::EventKind kind, const std::string& what,
                              std::vector<std::string> spaces = {}) {
  adj::events::DrawnEvent e;
  e.kind = kind;
  e.what = what;
  e.spaces = std::move(spaces);
  e.by_gm = true;
  return e;
}

}  // namespace

TEST_CASE("R3.marg.4 a vote against a candidacy is noted as against, not counted for it") {
  state::GameState g = test::year::at(-318, state::SeasonKind::summer);
  test::year::make_candidate(g, "seleucos");
  std::vector<adj::SideOrders> o = test::year::votes(g, "seleucos", "Séleucos", true, "ptolemee");
  o.push_back(test::orders_for("ptolemee", "Vote Séleucos contre\n"));
  const Played p = play(g, o);
  const std::string pub = p.file("public.txt");
  CHECK(contains(pub,
                 "  Vote Séleucos contre — vote contre la candidature de Séleucos, compté "
                 "(R3.marg.4)\n"));
  CHECK_FALSE(contains(pub, "Vote Séleucos contre — vote compté pour"));
  CHECK(contains(pub,
                 "  Vote Séleucos pour — vote pour la candidature de Séleucos, compté "
                 "(R3.marg.4)\n"));
}

TEST_CASE("R9a.siege.6 the winter results list the siege round that carries into spring") {
  state::GameState g = test::later();
  g.season = {-319, state::SeasonKind::winter};
  g.control.erase("Suse");
  const std::size_t a = test::place(g, UnitType::A, "seleucos", "SUS");
  g.units[a].siege = state::SiegeProgress{"Suse", 1, "003-autumn-319"};
  const Played p = play(g, {test::orders_for("seleucos", "Entretien A SUS\n")});
  REQUIRE(test::unit_in(p.result.next, "SUS") != nullptr);
  REQUIRE(test::unit_in(p.result.next, "SUS")->siege);
  const std::string pub = p.file("public.txt");
  CHECK(contains(pub, "Sièges en cours\n  A SUS (Séleucos) assiège Suse : 1 tour réussi\n"));
}

TEST_CASE("R11e.ctrl.8 a province whose control changed twice in a season is listed once") {
  state::GameState g = test::later();
  adj::SeasonResult r;
  r.next = g;
  // After the moves, then again after the autumn supply revolts and the housekeeping.
  r.control_changes = {{"SYR", "", "seleucos"},
                       {"CIL", "", "antigone"},
                       {"SYR", "seleucos", "ptolemee"},
                       {"CIL", "antigone", ""}};
  const report::ReportInfo info = report::make_report_info(g, &test::diadoques_map(), "Mots");
  const std::string pub = report::public_text(report::public_view(r, info, {}), report::Lang::fr);
  const std::size_t first = pub.find("  SYR (Syrie) : ");
  REQUIRE(first != std::string::npos);
  CHECK(pub.find("SYR (Syrie) : ", first + 3) == std::string::npos);
  CHECK(pub.substr(first, pub.find('\n', first) - first) == "  SYR (Syrie) : neutre → Ptolémée");
  CHECK_FALSE(contains(pub, "CIL (Cilicie) : "));  // back to its controller at the start
}

TEST_CASE("R14b.storm.1 a convoy its fleet could not make in a storm is not 'no convoy ordered'") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "ptolemee", "EGY");
  test::place(g, UnitType::F, "ptolemee", "MIN");
  const Played p = play(g, {test::orders_for("ptolemee", "A EGY SYR\nF MIN C A EGY SYR\n")},
                        ruled(adj::events::EventKind::sea_storm, "", {"MIN"}));
  const adj::OrderReport& move = test::report_for(p.result, "A EGY SYR");
  CHECK(move.status == adj::OrderStatus::failed);
  CHECK(test::fr(move.note) ==
        "convoi impossible : F MIN est prise dans la tempête (R14b.storm.1)");
  CHECK_FALSE(contains(p.file("public.txt"), "aucun convoi ordonné"));
  // The GM's ruling names no table row: the GM log prints none, not an empty "[row ]".
  CHECK_FALSE(contains(p.file("gm-log.txt"), "[row ]"));
}

TEST_CASE("R14c.flood.6 a flood that floods no province names its rivers and no empty list") {
  state::GameState g = test::later();
  g.season = {-318, state::SeasonKind::spring};
  adj::events::DrawnEvent e = ruled(adj::events::EventKind::flood, "araxe");
  e.row = "T1.SP.7";
  const Played p = play(g, {}, e);
  const std::string pub = p.file("public.txt");
  CHECK(contains(pub, "crue : Araxe, Cyros (frontières fermées, aucune province inondée)"));
  CHECK_FALSE(contains(pub, "()"));
}

TEST_CASE(
    "R14d.ret.5 R14d.ret.2 cancelled orders before a revolt are published with their reason") {
  for (const bool citadel : {true, false}) {
    CAPTURE(citadel);
    state::GameState g = test::later();
    if (citadel)
      g.control["Sparte"] = "cassandre";
    else
      g.control.erase("Sparte");
    test::place(g, UnitType::A, "cassandre", "LAC");
    adj::events::DrawnEvent e = ruled(adj::events::EventKind::revolt, "spartiates");
    const Played p = play(g, {test::orders_for("cassandre", "A LAC ARC\n")}, e);
    const std::string pub = p.file("public.txt");
    const std::string mine = p.file("private/cassandre.txt");
    if (citadel) {
      CHECK(contains(pub, "  A LAC ARC — ignoré : ordre annulé : l'unité s'est retirée devant "));
    } else {
      // Eliminated: the note does not say it retreated, as the facts say it could not.
      CHECK(contains(pub, "  A LAC ARC — ignoré : ordre annulé : sans retraite possible devant "));
      CHECK(contains(pub, "l'unité est éliminée (R14d.ret.2)"));
      CHECK_FALSE(contains(pub + mine, "s'est retirée"));
    }
  }
}

TEST_CASE("R11c.prep.1 an order prepared for the satraps' army is not published") {
  // The satraps' offer is pending; no royal order is given, so their army disappears
  // (R11c.none.1): Séleucos's order for it, written in case, stays his secret.
  state::GameState g = test::later();
  state::Unit army;
  army.space = "HYR";
  army.neutral_label = adj::rules::satraps_label;
  g.units.push_back(army);
  g.satraps_offer = state::Season::first().id();
  g.control["Suse"] = "seleucos";
  const Played p = play(g, {test::orders_for("seleucos", "A HYR PAR\n")});
  for (const char* name : {"public.txt", "public.md", "public.json", "map.svg"}) {
    CAPTURE(name);
    CHECK_FALSE(contains(p.file(name), "A HYR PAR"));
  }
  CHECK(contains(p.file("private/seleucos.txt"), "  A HYR PAR — ignoré"));
}

TEST_CASE("R9b.val.4 a tie tells neither corrupter that the other bid the same amount") {
  // Eumène and Ptolémée both offer 25 T for Antigone's A CIL (level 20): the largest amounts
  // are tied, nothing is validated, nothing is revealed (S1:L857-858).
  state::GameState g = test::later();
  for (state::Side& s : g.sides) s.treasury = 100;
  test::place(g, UnitType::A, "antigone", "CIL");
  test::place(g, UnitType::A, "eumene", "CAP");
  test::place(g, UnitType::F, "ptolemee", "SAL");
  const Played p = play(g, {test::orders_for("eumene", "Co A CIL 25\n"),
                            test::orders_for("ptolemee", "Co A CIL 25\n")});
  for (const char* side : {"eumene", "ptolemee"}) {
    CAPTURE(side);
    const std::string mine = p.file(std::string("private/") + side + ".txt");
    CHECK(contains(mine,
                   "  Co A CIL 25 — non validée : le niveau de corruption réel de la "
                   "cible, ou une autre tentative au moins aussi forte, l'emporte"));
    CHECK_FALSE(contains(mine, "égalité"));
  }
  // The GM reads why, in the game's language (issue 30).
  CHECK(contains(p.file("gm-log.txt"), "égalité des plus fortes sommes"));
}

TEST_CASE("G12.2 an order the tool wrote for a neutral unit shows its outcome") {
  state::GameState g = test::later();
  adj::SeasonResult r;
  r.next = g;
  adj::OrderReport o;
  o.side = "";
  o.line = 1;
  o.text = "Am ILL MAC";
  o.status = adj::OrderStatus::succeeded;
  r.orders.push_back(o);
  const report::ReportInfo info = report::make_report_info(g, &test::diadoques_map(), "Mots");
  // Not a line of any file sent: the tool wrote it (events/generated.cpp).
  const std::string pub = report::public_text(report::public_view(r, info, {}), report::Lang::fr);
  CHECK(contains(pub, "  Am ILL MAC — réussi\n"));
}

TEST_CASE("R9a.gen.6 the GM log of a French game reads the orders files in French") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "seleucos", "SUS");
  const Played p = play(g, {test::orders_for("seleucos", "Bonjour l'arbitre,\nA SUS X\n")});
  const std::string log = p.file("gm-log.txt");
  const std::string files = log.substr(0, log.find("\n== ", log.find("== Fichiers d'ordres")));
  CHECK(contains(files,
                 "seleucos.txt:1:1: note : pas un ordre, lu comme une remarque : "
                 "« Bonjour l'arbitre, »"));
  CHECK_FALSE(contains(files, "not an order"));
}

TEST_CASE("R9b.cc.4 R9b.year.1 the autumn's notes show the counter-corruption paid that autumn") {
  // The year's totals are reset after autumn: the notes of that autumn still list what is in
  // place this year, not "(aucune)" right after the payment.
  for (const state::SeasonKind kind : {state::SeasonKind::summer, state::SeasonKind::autumn}) {
    CAPTURE(static_cast<int>(kind));
    state::GameState g = test::later();
    g.season = {-319, kind};
    for (state::Side& s : g.sides) s.treasury = 100;
    test::place(g, UnitType::A, "antigone", "CIL");
    const Played p = play(g, {test::orders_for("antigone", "CC A CIL 5\nA CIL X\n")});
    const std::string mine = p.file("private/antigone.txt");
    CHECK(contains(mine, "Contre-corruption en place cette année\n  A CIL : 5 T\n"));
    CHECK_FALSE(contains(mine, "Contre-corruption en place cette année\n  (aucune)"));
  }
}

TEST_CASE("R9a.gen.8 the graph drawing's legend speaks the game's language") {
  // The classical map has no geography: its picture is the graph drawing (report/svg_map.cpp).
  auto load = map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/classical.yaml");
  REQUIRE(load.map);
  const std::string fr = report::svg_map(*load.map, report::Lang::fr);
  const std::string en = report::svg_map(*load.map, report::Lang::en);
  CHECK(contains(fr, ">Légende<"));
  CHECK(contains(fr, ">citadelle mineure<"));
  CHECK(contains(fr, ">frontière pour les armées<"));
  CHECK_FALSE(contains(fr, ">minor citadel<"));
  CHECK_FALSE(contains(fr, ">army border<"));
  CHECK(contains(en, ">Legend<"));
  CHECK(contains(en, ">minor citadel<"));
}

TEST_CASE("R9b.lvl.3 a unit its diadoque is ordered to leave is not written A* in the notes") {
  // Cassandre offers 30 T for Lysimaque's army in THR, which Lysimaque leaves this turn: his
  // +10 does not count (level 20), and the army is `A THR`, as the movement writes it.
  state::GameState g = test::later();
  for (state::Side& s : g.sides) s.treasury = 100;
  test::place(g, UnitType::A, "lysimaque", "THR", "lysimaque", state::Season::first().id());
  test::place(g, UnitType::A, "cassandre", "MAC");
  const Played p = play(g, {test::orders_for("cassandre", "Co A THR 30\nA MAC X\n"),
                            test::orders_for("lysimaque", "* THR CHE\nA THR X\n")});
  const std::string mine = p.file("private/cassandre.txt");
  CHECK(contains(mine, "corruption de A THR : jet "));
  for (const auto& [name, content] : p.files) {
    CAPTURE(name);
    CHECK_FALSE(contains(content, "A* THR"));
  }
}
