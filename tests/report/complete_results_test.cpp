// Complete results (issue 13): beside each public order the tool's reading when it differs and
// the outcome of every order, then the position after the season, per side, in both languages;
// public.json keeps all of it and reads back.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "adjudicator/season/options.hpp"
#include "report/position_text.hpp"
#include "report/public_report.hpp"
#include "report/season_outputs.hpp"
#include "season/fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

bool contains(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

// Summer -319: Cassandre's diadoque's army in MAC, an army in THE and a fleet in EGE;
// Lysimaque's diadoque's army in THR.
state::GameState position() {
  state::GameState g = test::later();
  const std::string spring = state::Season::first().id();
  test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", spring);
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::F, "cassandre", "EGE");
  test::place(g, UnitType::A, "lysimaque", "THR", "lysimaque", spring);
  return g;
}

report::PublicView season(const std::string& cassandre, const std::string& lysimaque) {
  const state::GameState before = position();
  const std::vector<adj::SideOrders> orders{test::orders_for("cassandre", cassandre),
                                            test::orders_for("lysimaque", lysimaque)};
  // The GM rules that no event happens: the position then holds the players' pieces only.
  adj::SeasonOptions options;
  options.ruling = adj::events::DrawnEvent{};
  const adj::SeasonResult result =
      adj::adjudicate_season(test::diadoques_map(), before, orders, options);
  const report::ReportInfo info =
      report::make_report_info(before, &test::diadoques_map(), "Résultats complets");
  return report::public_view(result, info, orders);
}

}  // namespace

TEST_CASE("R9a.gen.6 R9a.gen.8 beside an order written otherwise, the tool's reading of it") {
  const report::PublicView v = season("a* mac x\nA THE - EPI\nF EGE X\n", "A* THR hold\n");
  const std::string fr = report::public_text(v, report::Lang::fr);
  CAPTURE(fr);
  CHECK(contains(fr, "  a* mac x (lu : A* MAC X) — tient\n"));
  CHECK(contains(fr, "  A THE - EPI (lu : A THE EPI) — réussi\n"));
  CHECK(contains(fr, "  F EGE X — tient\n"));  // written as the tool writes it: no reading
  CHECK(contains(fr, "  A* THR hold (lu : A* THR X) — tient\n"));
  const std::string en = report::public_text(v, report::Lang::en);
  CHECK(contains(en, "  a* mac x (read as A* MAC X) — holds\n"));
  CHECK(contains(en, "  A THE - EPI (read as A THE EPI) — succeeded\n"));
  const std::string md = report::public_markdown(v, report::Lang::fr);
  CHECK(contains(md, "- `a* mac x` (lu : `A* MAC X`) — tient\n"));
}

TEST_CASE("R9a.gen.8 every order has its outcome beside it, a plain success too") {
  const report::PublicView v = season("A* MAC X\nA THE S A* MAC\nF EGE X\n", "A* THR MAC\n");
  const std::string fr = report::public_text(v, report::Lang::fr);
  CAPTURE(fr);
  CHECK(contains(fr, "  A* MAC X — tient\n"));
  CHECK(contains(fr, "  A THE S A* MAC — soutien donné\n"));
  CHECK(contains(fr, "  A* THR MAC — bloquée par A* MAC\n"));
  const std::string en = report::public_text(v, report::Lang::en);
  CHECK(contains(en, "  A* MAC X — holds\n"));
  CHECK(contains(en, "  A THE S A* MAC — support given\n"));
}

TEST_CASE(
    "R3.pv.1 R3.pv.2 after the orders, the position: every unit and character, the provinces and "
    "citadels of each side with its major citadels and PV, then the neutrals") {
  const report::PublicView v = season("A* MAC X\nA THE EPI\nF EGE X\n", "A* THR X\n");
  const std::string fr = report::public_text(v, report::Lang::fr);
  CAPTURE(fr);
  CHECK(contains(fr, "\nPosition après la saison\n\nCassandre (PV "));
  CHECK(contains(fr, "  Unités (3) : A* MAC (Cassandre, Roxane, Alexandre IV), A EPI, F EGE\n"));
  CHECK(contains(fr, "Lysimaque (PV "));
  CHECK(contains(fr, "  Unités (1) : A* THR (Lysimaque)\n"));
  CHECK(contains(fr, "  Personnages (1) : Lysimaque (THR)\n"));
  CHECK(contains(fr, "  Citadelles (2, dont 1 majeure) : Pella, Pydna\n"));
  CHECK(contains(fr, "\nNeutres\n  Unités (0) : aucune\n"));
  CHECK(contains(fr, "Olympias (Delphes)"));
  // Between the control changes and the scores.
  CHECK(fr.find("Changements de contrôle") < fr.find("Position après la saison"));
  CHECK(fr.find("Position après la saison") < fr.find("Points de victoire"));
  const std::string en = report::public_text(v, report::Lang::en);
  CHECK(contains(en, "\nPosition after the season\n\nCassandre (PV "));
  CHECK(contains(en, "  Units (3): A* MAC (Cassandre, Roxane, Alexandre IV), A EPI, F EGE\n"));
  CHECK(contains(en, "  Citadels (2, 1 major): Pella, Pydna\n"));
  CHECK(contains(en, "\nNeutrals\n  Units (0): none\n"));
  const std::string md = report::public_markdown(v, report::Lang::en);
  CHECK(contains(md, "\n## Position after the season\n\n### Cassandre (PV "));
  CHECK(
      contains(md, "- **Units (3)**: A\\* MAC (Cassandre, Roxane, Alexandre IV), A EPI, F EGE\n"));
}

TEST_CASE("R9a.gen.8 public.json keeps the readings, kinds and position and reads them back") {
  const report::PublicView v = season("a* mac x\nA THE EPI\nF EGE X\n", "A* THR hold\n");
  const std::string json = report::public_json(v);
  CHECK(contains(json, "\"format\": \"diadoques-public-results-3\""));
  CHECK(contains(json, "\"reading\": \"A* MAC X\""));
  CHECK(contains(json, "\"kind\": \"hold\""));
  CHECK(contains(json, "\"major_citadels\": "));
  // Units as data for tools: the unit as orders write it, and who is with it.
  CHECK(contains(json, "\"unit\": \"A* MAC\",\n"));
  CHECK(contains(json, "\"with\": [\n"));
  const report::PublicView back = report::public_view_from_json(json, "public.json");
  for (report::Lang lang : {report::Lang::fr, report::Lang::en}) {
    CHECK(report::public_text(back, lang) == report::public_text(v, lang));
    CHECK(report::public_markdown(back, lang) == report::public_markdown(v, lang));
  }
  CHECK(report::public_json(back) == json);
}

TEST_CASE("R9a.gen.8 a public.json of format 2 (no reading, kind or position) still reads back") {
  const std::string old = R"({"format": "diadoques-public-results-2", "game": "g",
    "season": {"id": "002-summer-319"}, "event": {"fr": "e", "en": "e"},
    "sides": [{"id": "cassandre", "diadoque": "Cassandre", "player": "P",
      "orders": [{"text": "A* MAC X", "status": "succeeded", "note": {"fr": "", "en": ""}}]}],
    "events": [], "sieges": [], "control_changes": [], "scores": []})";
  const report::PublicView v = report::public_view_from_json(old, "public.json");
  REQUIRE(v.sides.size() == 1);
  REQUIRE(v.sides[0].orders.size() == 1);
  const std::string text = report::public_text(v, report::Lang::fr);
  CHECK(contains(text, "\n  A* MAC X\n"));  // as it was printed then: no word guessed
  CHECK_FALSE(contains(text, "Position après la saison"));
}

TEST_CASE(
    "R7c.elim.2 the position lists the prisoners a side holds apart from its own characters") {
  state::GameState g = position();
  state::Character* lysimaque = g.character("lysimaque");
  REQUIRE(lysimaque);
  lysimaque->controller = "cassandre";
  lysimaque->prisoner = true;
  lysimaque->space = "Pella";
  for (state::Unit& u : g.units)
    if (u.commander == "lysimaque") u.commander.clear();  // captured, he commands no more
  report::PublicView v;
  v.sides.push_back({{"cassandre", "Cassandre", ""}, {}});
  v.sides.push_back({{"lysimaque", "Lysimaque", ""}, {}});
  v.position = report::position_view(g, {"cassandre", "lysimaque"}, &test::diadoques_map());
  const std::string fr = report::position_text(v, report::Lang::fr);
  CAPTURE(fr);
  CHECK(contains(fr, "  Prisonniers (1) : Lysimaque (Pella)\n"));
  CHECK(contains(fr, "\nLysimaque\n  Unités (1) : A THR\n  Personnages (0) : aucun\n"));
  CHECK(
      contains(report::position_text(v, report::Lang::en), "  Prisoners (1): Lysimaque (Pella)\n"));
}
