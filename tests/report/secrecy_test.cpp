// Secrets on real seasons: every order kind of N1–N3 gets the visibility the rules give it
// (orders/visibility.hpp), whether or not this version adjudicates it, and the public files
// (text, Markdown, JSON, map) do not change by one byte when only private input changes.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <string>
#include <vector>

#include "orders/visibility.hpp"
#include "report/public_report.hpp"
#include "report/season_outputs.hpp"
#include "season/fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

bool contains(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

// Summer -319: Cassandre with her diadoque's army in MAC, an army in THE and a fleet in EGE;
// Lysimaque's army in THR. `treasury` is private: it varies between the seasons compared.
state::GameState position(int treasury) {
  state::GameState g = test::later();
  const std::string spring = state::Season::first().id();
  test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", spring);
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::F, "cassandre", "EGE");
  test::place(g, UnitType::A, "lysimaque", "THR", "lysimaque", spring);
  for (state::Side& s : g.sides) s.treasury = treasury;
  return g;
}

struct Season {
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

Season play(const std::string& cassandre, const std::string& lysimaque, int treasury = 40) {
  Season s;
  s.before = position(treasury);
  s.orders.push_back(test::orders_for("cassandre", cassandre));
  s.orders.push_back(test::orders_for("lysimaque", lysimaque));
  s.result = adj::adjudicate_season(test::diadoques_map(), s.before, s.orders);
  const report::ReportInfo info =
      report::make_report_info(s.before, &test::diadoques_map(), "Secrets");
  s.files = report::season_reports(s.result, s.orders, s.before, info, report::Lang::fr);
  return s;
}

const std::vector<std::string> public_files{"public.txt", "public.md", "public.json", "map.svg"};

// One written example of every order kind (CLAUSES.md N1–N3), by Cassandre.
const std::map<orders::OrderKind, std::string>& examples() {
  using K = orders::OrderKind;
  static const std::map<K, std::string> lines{
      {K::hold, "A* MAC X"},
      {K::move, "A* MAC EPI"},
      {K::support, "A THE S A* MAC"},
      {K::convoy, "F EGE C A THE ATT"},
      {K::siege, "A THE A1 Lamia"},
      {K::supply, "A THE Ra Lamia"},
      {K::build, "Construire A Pella"},
      {K::disband, "Licencier A THE"},
      {K::promote, "Promouvoir A THE Ae"},
      {K::downgrade, "Dégrader A THE"},
      {K::upkeep, "Entretien A THE"},
      {K::corruption, "Co A THR 30"},
      {K::counter_corruption, "CC A* MAC 15"},
      {K::passage, "Passage Antigone F EGE"},
      {K::give, "Donner Roxane Antigone"},
      {K::spare, "Epargner Olympias"},
      {K::assassinate, "Assassiner Eurydice"},
      {K::bid, "Enchère Ae CAP 20, 22, 25"},
      {K::royal_order, "Ordre royal Séleucos"},
      {K::vote, "Vote Ptolémée contre"},
      {K::open_gates, "Ouvrir Pella Antigone"},
      {K::gold, "Or 10 Eumène"},
      {K::no_control, "Pas de contrôle CAR"},
      {K::capital, "Capitale Babylone"},
      {K::no_seize, "Pas de saisie Delphes"},
      {K::seize, "Saisir Pella"},
      {K::dissociate, "Dissocier * MAC"},
      {K::command, "Commandement Philippe III A MAC"},
      {K::announce_marriage, "Annonce mariage *"},
      {K::marriage, "Mariage *"},
      {K::accord, "Accord Chandragupta GHA"},
      {K::epigone_placement, "Epigone Tyane"},
      {K::treasury_heir, "Trésor Pydna"},
      {K::preference, "Préférence Ptolémée, Séleucos, Antigone, Cassandre, Eumène, Lysimaque"},
      {K::purchase, "Achat A A F"},
  };
  return lines;
}

// Private input of two kinds: secret orders (counter-corruption, corruption and the order for
// its target, a gold gift, a bid, a garbled counter-corruption) and the treasuries.
std::string secrets(int variant) {
  if (variant == 1)
    return "CC A* MAC 3\nCo A THR 31\nA THR MAC\nOr 2 Lysimaque\nEnchère A CAP 11\n"
           "CC A* Gordion\n";
  return "Or 9 Antigone\nCC A THE 7\n";
}

}  // namespace

TEST_CASE(
    "R9b.val.4 R9c.gen.1 R9c.gold.2 R11b.bid.8 every order kind of N1-N3: the public files are "
    "byte-identical when only private input changes") {
  // The examples cover every kind the parser knows.
  REQUIRE(examples().size() == orders::disclosure_table().size());
  for (const auto& [kind, line] : examples()) {
    CAPTURE(line);
    const adj::SideOrders parsed = test::orders_for("cassandre", line + "\n");
    REQUIRE(parsed.parsed.orders.size() == 1);
    CHECK(parsed.parsed.orders[0].kind() == kind);
  }

  for (const auto& rule : orders::disclosure_table()) {
    const std::string& line = examples().at(rule.kind);
    CAPTURE(line);
    const bool secret = rule.disclosure != orders::Disclosure::published &&
                        rule.disclosure != orders::Disclosure::unless_foreign;
    // A secret order is private input itself: the other season does not have it at all.
    const Season a = play(secrets(1) + line + "\n", "CC A* THR 5\nA* THR X\n", 40);
    const Season b =
        play(std::string(secret ? "" : line + "\n") + secrets(2), "A* THR X\nOr 3 Cassandre\n", 77);
    for (const std::string& name : public_files) {
      CAPTURE(name);
      CHECK(a.file(name) == b.file(name));
    }
    // Not vacuous: the order is published or kept, as its kind says, and its author reads it.
    CHECK(contains(a.file("public.txt"), "  " + line) == !secret);
    CHECK(contains(a.file("private/cassandre.txt"), "  " + line) == secret);
    CHECK_FALSE(contains(a.file("private/lysimaque.txt"), line));
  }
}

TEST_CASE("R9c.gold.2 a gold gift is private unless its donor marks it public") {
  const Season s = play("Or 1 Lysimaque\nOr 4 Antigone public\nA* MAC X\n", "");
  const std::string pub = s.file("public.txt");
  CHECK_FALSE(contains(pub, "Or 1 Lysimaque"));
  CHECK(contains(pub, "  Or 4 Antigone public — réussi\n"));
  CHECK(contains(pub, "Cassandre donne 4 T à Antigone (R9c.gold.2)"));
  CHECK(contains(s.file("public.json"), "\"text\": \"Or 4 Antigone public\""));
  CHECK_FALSE(contains(s.file("public.json"), "Or 1"));
  // The private gift, its amount and its existence appear in no public file.
  for (const std::string& name : public_files) {
    CAPTURE(name);
    CHECK_FALSE(contains(s.file(name), "1 T"));
    CHECK_FALSE(contains(s.file(name), "en secret"));
  }
  // Its author reads it among his secret orders, with its fate; the receiver learns it too.
  CHECK(
      contains(s.file("private/cassandre.txt"), "Vos ordres secrets\n  Or 1 Lysimaque — réussi\n"));
  CHECK(contains(s.file("private/cassandre.txt"),
                 "vous donnez en secret 1 T à Lysimaque (R9c.gold.2)"));
  CHECK_FALSE(contains(s.file("private/lysimaque.txt"), "Or 1"));
  CHECK(contains(s.file("private/lysimaque.txt"), "vous recevez 1 T de Cassandre (R9c.gold.1)"));
  CHECK_FALSE(contains(s.file("private/antigone.txt"), "1 T"));
  CHECK(contains(s.file("gm-log.txt"), "[privé] Or 1 Lysimaque"));
}

TEST_CASE("R9b.val.4 counter-corruption and corruption stay secret while no attempt is validated") {
  const Season s = play("CC A* MAC 2\nCo A THR 30\nA* MAC X\n", "CC A* THR 12\n");
  for (const std::string& name : public_files) {
    CAPTURE(name);
    CHECK_FALSE(contains(s.file(name), "CC A*"));
    CHECK_FALSE(contains(s.file(name), "Co A THR"));
  }
  const std::string mine = s.file("private/cassandre.txt");
  CHECK(contains(mine, "  CC A* MAC 2 — 2 T versés, 2 T cette année (R9b.cc.4)\n"));
  // Lysimaque's 12 T raise the level of his A* THR to 42: 30 T is not validated (R9b.val.1).
  // 30 T met the level Cassandre sees (30): being told "below the level" would tell him that
  // counter-corruption was paid, which stays secret while nothing is validated (S1:L857-858).
  CHECK(contains(mine,
                 "  Co A THR 30 — non validée : le niveau de corruption réel de la cible, ou une "
                 "autre tentative au moins aussi forte, l'emporte ; ni la contre-corruption ni "
                 "les autres tentatives ne sont révélées (R9b.val.1, R9b.val.3, R9b.val.4)\n"));
  CHECK_FALSE(contains(mine, "inférieur au niveau"));
  CHECK_FALSE(contains(mine, "CC A* THR"));
  CHECK(contains(s.file("private/lysimaque.txt"),
                 "  CC A* THR 12 — 12 T versés, 12 T cette année (R9b.cc.4)\n"));
  // Nothing is said of a side whose only orders are secret.
  CHECK(contains(s.file("public.txt"),
                 "\nLysimaque (player-lysimaque)\n  (aucun ordre publié : ses unités tiennent "
                 "(R9a.gen.7))\n"));
}

TEST_CASE(
    "R9b.fail.1 an order for a piece its author does not control is dropped and not published") {
  // Cassandre's orders for Lysimaque's army and for the neutral Olympias: the corruption they
  // prepared did not happen (29 T is below the level 30 of Lysimaque's A* THR, R9b.val.1).
  const Season s = play("Co A THR 29\nA THR MAC\nOlympias Delphes Athènes\nA* MAC X\n", "");
  const std::string pub = s.file("public.txt");
  CHECK_FALSE(contains(pub, "A THR MAC"));
  // Olympias herself is on the board (the position lists her); the order for her is not.
  CHECK_FALSE(contains(pub, "Olympias Delphes"));
  CHECK_FALSE(contains(pub, "n'appartient pas"));
  CHECK(contains(pub, "\nCassandre (player-cassandre)\n  A* MAC X — tient\n"));
  const std::string mine = s.file("private/cassandre.txt");
  CHECK(contains(mine, "  A THR MAC — ignoré : l'unité en THR n'appartient pas à ce camp\n"));
  CHECK(contains(mine, "  Olympias Delphes Athènes — ignoré : Olympias n'est pas contrôlé"));
  // So is an order for such a unit that could not even be read.
  const Season garbled = play("Co A THR 29\nA THR MAC ... THE\nA* MAC X\n", "");
  CHECK_FALSE(contains(garbled.file("public.txt"), "A THR"));
  CHECK(contains(garbled.file("private/cassandre.txt"),
                 "  A THR MAC ... THE — ignoré : ordre illisible ("));
  // An order for a unit of one's own that is impossible stays public with its reason (R9a.gen.5),
  // and so does an unreadable one.
  const Season own = play("A THE Sardes\n", "");
  CHECK(contains(own.file("public.txt"), "  A THE Sardes — ignoré"));
  const Season own_garbled = play("A THE Sardes ... MAC\n", "");
  CHECK(contains(own_garbled.file("public.txt"),
                 "  A THE Sardes ... MAC — ignoré : ordre illisible"));
}

TEST_CASE(
    "R11b.bid.8 R2.pref.1 R7a.p2.4 R7c.elim.4 bids and standing choices are never published") {
  const Season s = play(
      "Enchère Ae CAP 20, 22\nEpigone Tyane\nTrésor Pydna\n"
      "Préférence Ptolémée, Séleucos, Antigone, Cassandre, Eumène, Lysimaque\nA* MAC X\n",
      "");
  const std::string pub = s.file("public.txt");
  for (const char* hidden : {"Enchère", "Epigone Tyane", "Trésor", "Préférence"}) {
    CAPTURE(hidden);
    CHECK_FALSE(contains(pub, hidden));
    CHECK(contains(s.file("private/cassandre.txt"), std::string("  ") + hidden));
  }
}

TEST_CASE("R9c.gen.1 the other secondary orders are published, adjudicated or not") {
  const Season s = play("Passage Antigone F EGE\nVote Ptolémée contre\nAnnonce mariage *\n", "");
  const std::string pub = s.file("public.txt");
  CHECK(contains(pub, "  Passage Antigone F EGE — réussi\n"));
  // Judged now (void in -319, R3.marg.5) and published with the reason.
  CHECK(contains(pub,
                 "  Vote Ptolémée contre — ignoré : aucune victoire marginale ne peut être "
                 "remportée en -319 : vote nul (R3.marg.5)\n"));
  // Adjudicated: Cassandre does not control Cléopâtre; refused, and published with the reason.
  CHECK(contains(pub,
                 "  Annonce mariage * — ignoré : Cléopâtre n'est pas contrôlée par ce camp "
                 "(R6b.cleo.1)\n"));
}

TEST_CASE("R9b.val.4 a garbled secret order is not published, only shown to its author") {
  const Season s = play("CC A* Gordion\nOr deux Lysimaque\nA* MAC X\n", "");
  const Season plain = play("A* MAC X\n", "");
  for (const std::string& name : public_files) {
    CAPTURE(name);
    CHECK(s.file(name) == plain.file(name));
  }
  CHECK_FALSE(contains(s.file("public.txt"), "CC A*"));  // Gordion itself is on the board
  const std::string mine = s.file("private/cassandre.txt");
  CHECK(contains(mine, "l.1 : CC A* Gordion\n"));
  CHECK(contains(mine, "l.2 : Or deux Lysimaque\n"));
  CHECK(contains(mine, "Vos ordres secrets\n  (aucun)\n"));  // listed once, as a line not read
  // The GM log says who may read it.
  CHECK(contains(s.file("gm-log.txt"), "cassandre l.1 [privé] CC A* Gordion"));
}

TEST_CASE("R9b.val.4 public.json gives no line number, which would show where secrets were") {
  const Season with = play("CC A* MAC 2\nA* MAC X\n", "");
  const Season without = play("A* MAC X\n", "");
  CHECK_FALSE(contains(with.file("public.json"), "\"line\""));
  CHECK(with.file("public.json") == without.file("public.json"));
}

TEST_CASE("the visibility table gives every order kind a clause") {
  std::size_t k = 0;
  for (const auto& rule : orders::disclosure_table()) {
    CAPTURE(orders::to_string(rule.kind));
    CHECK(static_cast<std::size_t>(rule.kind) == k++);
    CHECK_FALSE(rule.clause.empty());
    CHECK(&orders::disclosure_rule(rule.kind) == &rule);
  }
}

TEST_CASE("R9b.val.4 a public.json written with line numbers (format 1) still reads back") {
  const std::string old = R"({"format": "diadoques-public-results-1", "game": "g",
    "season": {"id": "002-summer-319"}, "event": {"fr": "e", "en": "e"},
    "sides": [{"id": "cassandre", "diadoque": "Cassandre", "player": "P", "orders": [
      {"line": 4, "text": "A* MAC X", "status": "succeeded", "note": {"fr": "", "en": ""}}]}],
    "events": [], "sieges": [], "control_changes": [], "scores": []})";
  const report::PublicView v = report::public_view_from_json(old, "public.json");
  REQUIRE(v.sides.size() == 1);
  REQUIRE(v.sides[0].orders.size() == 1);
  CHECK(v.sides[0].orders[0].text == "A* MAC X");
  CHECK_FALSE(contains(report::public_json(v), "\"line\""));
}

TEST_CASE(
    "R9c.gold.2 R11b.bid.8 the public view reads the rules' table even for a result that "
    "marks a secret form public") {
  // A result as an adjudication step that forgot the table would make it.
  adj::SeasonResult r;
  r.next = position(40);
  for (const char* line : {"Or 1 Lysimaque", "Enchère A CAP 11", "Or 4 Antigone public"}) {
    adj::OrderReport o;
    o.side = "cassandre";
    o.line = static_cast<int>(r.orders.size()) + 1;
    o.text = line;
    r.orders.push_back(o);
  }
  const std::vector<adj::SideOrders> orders{
      test::orders_for("cassandre", "Or 1 Lysimaque\nEnchère A CAP 11\nOr 4 Antigone public\n")};
  const report::ReportInfo info = report::make_report_info(r.next, nullptr, "Secrets");
  const std::string pub =
      report::public_text(report::public_view(r, info, orders), report::Lang::fr);
  CHECK_FALSE(contains(pub, "Or 1"));
  CHECK_FALSE(contains(pub, "Enchère"));
  CHECK(contains(pub, "  Or 4 Antigone public — réussi\n"));
}
