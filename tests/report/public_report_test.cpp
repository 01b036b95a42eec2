#include <doctest/doctest.h>

#include "report/json.hpp"
#include "report/private_report.hpp"
#include "report/public_report.hpp"
#include "report/sample_result.hpp"
#include "report/season_outputs.hpp"

using namespace dia;
using namespace dia::report;
using dia::report::test::add_secrets;
using dia::report::test::sample_before;
using dia::report::test::sample_result;

namespace {

ReportInfo sample_info() {
  return make_report_info(sample_before(), nullptr, "Les Diadoques");
}

bool contains(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

}  // namespace

TEST_CASE(
    "R9a.gen.8 public results: each side's orders as written, a note beside each one that did not "
    "simply succeed") {
  std::string text = public_text(public_view(sample_result(), sample_info()), Lang::fr);
  CHECK(contains(text, "Les Diadoques — été -319 (002-summer-319)\n"));
  CHECK(contains(text, "Événement de la saison : Tempête en mer Égée\n"));
  CHECK(contains(text,
                 "\nPtolémée (Aurélie)\n  A* EGY SYR\n  F ALE CYP — bloquée par F PHE\n"
                 "  A LIB \"CYR\" — ignoré\n"));
  CHECK(contains(text, "\nSéleucos (Élodie)\n  A* BAB MES\n"));
  CHECK(contains(
      text, "Sièges en cours\n  A* SYR (Ptolémée) assiège Alexandrie d'Issos : 1 tour réussi\n"));
  CHECK(contains(text, "Changements de contrôle\n  MES : neutre → Séleucos\n"));
  CHECK(contains(text, "  Ptolémée  PV  4  PP  40 (+2)\n      +2 PP : annihilation de A CIL\n"));
  // The order of the sections: event, orders, what happened, sieges, control, scores.
  auto at = [&](const char* s) { return text.find(s); };
  CHECK(at("Événement") < at("Ptolémée (Aurélie)"));
  CHECK(at("Séleucos (Élodie)") < at("Faits de la saison"));
  CHECK(at("Faits de la saison") < at("Sièges en cours"));
  CHECK(at("Sièges en cours") < at("Changements de contrôle"));
  CHECK(at("Changements de contrôle") < at("Points de victoire"));
}

TEST_CASE("R9a.gen.8 public results in English with --lang en") {
  std::string text = public_text(public_view(sample_result(), sample_info()), Lang::en);
  CHECK(contains(text, "Event of the season: Storm in the Aegean Sea\n"));
  CHECK(contains(text, "  F ALE CYP — bounced by F PHE\n"));
  CHECK(contains(text, "  A LIB \"CYR\" — ignored\n"));
  CHECK(contains(text, "MES: neutral → Séleucos\n"));
  CHECK(contains(text, "A* SYR (Ptolémée) besieges Alexandrie d'Issos: 1 successful round\n"));
  CHECK_FALSE(contains(text, "bloquée"));
}

TEST_CASE("R9a.gen.8 Markdown results carry the same content, escaped") {
  std::string md = public_markdown(public_view(sample_result(), sample_info()), Lang::fr);
  CHECK(contains(md, "# Les Diadoques — été -319\n"));
  CHECK(
      contains(md, "## Ptolémée (Aurélie)\n\n- `A* EGY SYR`\n- `F ALE CYP` — bloquée par F PHE\n"));
  CHECK(contains(md, "| Ptolémée | 4 | 40 | +2 |\n"));
  CHECK(contains(md, "- A\\* SYR (Ptolémée) assiège"));  // a bare * would start emphasis
}

TEST_CASE(
    "R7c.elim.2 R9b.val.4 R11b.bid.8 the public reports do not change when only private inputs "
    "change") {
  adj::SeasonResult plain = sample_result();
  adj::SeasonResult secret1 = sample_result();
  adj::SeasonResult secret2 = sample_result();
  add_secrets(secret1, 1);
  add_secrets(secret2, 2);
  ReportInfo info = sample_info();
  for (Lang lang : {Lang::fr, Lang::en}) {
    std::string t0 = public_text(public_view(plain, info), lang);
    CHECK(t0 == public_text(public_view(secret1, info), lang));
    CHECK(t0 == public_text(public_view(secret2, info), lang));
    std::string m0 = public_markdown(public_view(plain, info), lang);
    CHECK(m0 == public_markdown(public_view(secret2, info), lang));
  }
  std::string j0 = public_json(public_view(plain, info));
  CHECK(j0 == public_json(public_view(secret1, info)));
  // And no secret appears anywhere in the public files written for a season.
  auto files = season_reports(secret1, {}, sample_before(), info, Lang::fr);
  for (const auto& [name, content] : files) {
    if (name.rfind("public", 0) != 0) continue;
    CAPTURE(name);
    for (const char* secret :
         {"SECRET", "1001", "2001", "3001", "91", "Enchère", "CC A*", "enchère perdue"}) {
      CAPTURE(secret);
      CHECK_FALSE(contains(content, secret));
    }
    CHECK_FALSE(contains(content, "27 T"));  // the real treasury either
  }
}

TEST_CASE(
    "R7c.elim.2 private notes: a side reads its own treasury and secrets, never another side's") {
  adj::SeasonResult r = sample_result();
  add_secrets(r, 1);
  ReportInfo info = sample_info();
  std::string sel = private_notes(r, info, "seleucos", Lang::fr);
  CHECK(contains(sel, "Notes privées de Séleucos\n"));
  CHECK(contains(sel, "Trésor : 2001 T\n"));
  CHECK(contains(sel, "  A BAB : 91 T\n"));  // its counter-corruption (R9b.cc)
  CHECK(contains(sel, "  CC A* BAB 91\n"));  // its hidden order
  CHECK(contains(sel, "SECRET-SIDE 1"));     // its side_only event
  CHECK_FALSE(contains(sel, "1001"));        // Ptolémée's treasury
  CHECK_FALSE(contains(sel, "Enchère"));     // Ptolémée's losing bid (R11b.bid.8)
  CHECK_FALSE(contains(sel, "SECRET-GM"));
  CHECK_FALSE(contains(sel, "SECRET-LOG"));
  CHECK(contains(private_notes(r, info, "eumene", Lang::fr), "Notes privées d'eumene\n"));
  std::string pto = private_notes(r, info, "ptolemee", Lang::en);
  CHECK(contains(pto, "Treasury: 1001 T\n"));
  CHECK(contains(pto, "  Enchère A CIL 11 — bid lost\n"));
  CHECK_FALSE(contains(pto, "SECRET-SIDE"));
  CHECK_FALSE(contains(pto, "91 T"));
}

TEST_CASE(
    "R8a.gm.1 the GM log holds every die roll with its purpose, every interpretation and "
    "decision") {
  adj::SeasonResult r = sample_result();
  add_secrets(r, 1);
  adj::SideOrders o;
  o.side = "ptolemee";
  o.file = "seasons/002-summer-319/orders/ptolemee.txt";
  o.parsed.ignored = 1;
  o.parsed.diagnostics.push_back(
      {Severity::warning, o.file, {3, 7}, "'SIRIE' read as SYR (Syrie)"});
  o.parsed.diagnostics.push_back({Severity::error, o.file, {5, 1}, "no unit in LIB"});
  std::string log = gm_log(r, {o}, sample_before(), sample_info(), Lang::fr);
  CHECK(contains(log, "  1. 2d6 événement de la saison (R8a.gm.1) → 7\n"));
  CHECK(contains(log, "  2. 1d6 SECRET-ROLL → 1\n"));
  CHECK(contains(
      log,
      "seasons/002-summer-319/orders/ptolemee.txt:3:7: warning: 'SIRIE' read as SYR (Syrie)\n"));
  CHECK(contains(log, "seasons/002-summer-319/orders/ptolemee.txt:5:1: error: no unit in LIB\n"));
  CHECK(contains(log, "seleucos : pas d'ordres, tout tient (R9a.gen.7)\n"));
  CHECK(contains(log, "ptolemee l.8 [privé] Enchère A CIL 11 : échoué — enchère perdue\n"));
  CHECK(contains(log, "[arbitre] SECRET-GM 1\n"));
  CHECK(contains(log, "[privé seleucos] SECRET-SIDE 1\n"));
  CHECK(contains(log, "SECRET-LOG 1\n"));
  CHECK(contains(log, "ptolemee : 30 T → 1001 T"));
}

TEST_CASE("public.json escapes quotes, backslashes and control characters, and keeps key order") {
  CHECK(json_quote("a\"b\\c\nd\te\x01") == "\"a\\\"b\\\\c\\nd\\te\\u0001\"");
  CHECK(json_quote("Séleucos") == "\"Séleucos\"");
  Json j = Json::object().add("z", 1).add("a", Json::array().push("x").push(true)).add("m", Json());
  CHECK(j.dump() == "{\n  \"z\": 1,\n  \"a\": [\n    \"x\",\n    true\n  ],\n  \"m\": null\n}");
  std::string json = public_json(public_view(sample_result(), sample_info()));
  CHECK(contains(json, "\"text\": \"A LIB \\\"CYR\\\"\""));
  CHECK(json.find("\"game\"") < json.find("\"season\""));
}

TEST_CASE("public.json reads back to the same text and Markdown in both languages") {
  PublicView v = public_view(sample_result(), sample_info());
  PublicView back = public_view_from_json(public_json(v), "public.json");
  for (Lang lang : {Lang::fr, Lang::en}) {
    CHECK(public_text(back, lang) == public_text(v, lang));
    CHECK(public_markdown(back, lang) == public_markdown(v, lang));
  }
  CHECK(public_json(back) == public_json(v));
  CHECK_THROWS_WITH_AS(public_view_from_json("{\"game\": \"x\"}", "r/public.json"),
                       doctest::Contains("r/public.json:1:1: error: missing \"season\""),
                       std::runtime_error);
}

TEST_CASE(
    "R9a.gen.8 lines of an email that are not orders are never published, only shown to their "
    "author") {
  auto with_chatter = [](const std::string& chat) {
    adj::SeasonResult r = sample_result();
    r.orders.push_back({"seleucos", 1, chat, adj::OrderStatus::ignored,
                        worded("ignoré : ordre illisible", "ignored: unreadable order"),
                        adj::Visibility::everyone});
    adj::SideOrders o;
    o.side = "seleucos";
    o.file = "orders/seleucos.txt";
    o.text = chat + "\nA* BAB MES\n";
    o.parsed.diagnostics.push_back({Severity::error,
                                    o.file,
                                    {1, 1},
                                    "not an order: '" + chat + "' (...); the line is ignored"});
    o.parsed.ignored = 1;
    return std::pair{r, std::vector<adj::SideOrders>{o}};
  };
  auto [r1, o1] = with_chatter("Ne dis rien à Ptolémée, j'attaque l'Égypte");
  auto [r2, o2] = with_chatter("Salut");
  ReportInfo info = sample_info();
  std::string pub = public_text(public_view(r1, info, o1), Lang::fr);
  CHECK_FALSE(contains(pub, "Ne dis rien"));
  CHECK(pub == public_text(public_view(r2, info, o2), Lang::fr));
  CHECK(pub == public_text(public_view(sample_result(), info), Lang::fr));
  std::string mine = private_notes(r1, info, "seleucos", Lang::fr, o1);
  CHECK(contains(mine,
                 "Lignes non lues comme des ordres (non publiées)\n  l.1 : Ne dis rien à "
                 "Ptolémée, j'attaque l'Égypte\n"));
  CHECK_FALSE(contains(private_notes(r1, info, "ptolemee", Lang::fr, o1), "Ne dis rien"));
  // An order that could not be read stays public: the rules publish ignored orders (R9a.gen.5).
  auto [r3, o3] = with_chatter("Salut");
  r3.orders.push_back({"seleucos", 2, "a* BAB lybie", adj::OrderStatus::ignored,
                       worded("ignoré : lieu ambigu", "ignored: ambiguous place"),
                       adj::Visibility::everyone});
  o3[0].text = "Salut\na* BAB lybie\n";
  o3[0].parsed.diagnostics.push_back(
      {Severity::error, o3[0].file, {2, 8}, "ambiguous place 'lybie'"});
  std::string pub3 = public_text(public_view(r3, info, o3), Lang::fr);
  CHECK(contains(pub3, "A LIB \"CYR\" — ignoré"));
  CHECK(contains(pub3, "a* BAB lybie — ignoré : lieu ambigu"));
  CHECK_FALSE(contains(pub3, "Salut"));
}

TEST_CASE("R9a.gen.6 the lines read as remarks are listed in their author's private notes only") {
  adj::SeasonResult r = sample_result();
  adj::SideOrders o;
  o.side = "seleucos";
  o.file = "orders/seleucos.txt";
  o.text = "Bonjour à tous,\nA* BAB MES\nMerci !\nSéleucos\n";
  o.parsed.ignored = 3;
  o.parsed.remark_lines = {1, 3, 4};
  const std::vector<adj::SideOrders> orders{o};
  ReportInfo info = sample_info();
  const std::string mine = private_notes(r, info, "seleucos", Lang::fr, orders);
  CHECK(contains(mine,
                 "Lignes lues comme des remarques (non publiées)\n  l.1 : Bonjour à tous,\n"
                 "  l.3 : Merci !\n  l.4 : Séleucos\n"));
  CHECK_FALSE(contains(mine, "l.2 :"));
  CHECK_FALSE(contains(mine, "Lignes non lues comme des ordres"));
  CHECK(contains(private_notes(r, info, "seleucos", Lang::en, orders),
                 "Lines read as remarks, not orders (not published)\n  l.1: Bonjour à tous,\n"));
  // Nobody else sees them, and the public results are those of a file without them.
  CHECK_FALSE(contains(private_notes(r, info, "ptolemee", Lang::fr, orders), "Bonjour"));
  const std::string pub = public_text(public_view(r, info, orders), Lang::fr);
  CHECK_FALSE(contains(pub, "Bonjour"));
  CHECK_FALSE(contains(pub, "Merci"));
  CHECK(pub == public_text(public_view(r, info), Lang::fr));
  // No remark: no section.
  CHECK_FALSE(contains(private_notes(r, info, "seleucos", Lang::fr), "remarques"));
}
