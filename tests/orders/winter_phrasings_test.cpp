// The natural phrasings of the winter orders (issue 15's order language): upkeep, disbanding,
// building, downgrading and promotion (R10), bids (R11b), marginal-victory votes (R3.marg), the
// gold gifts and treasure seizures of winter, and the standing choices of an epigone's
// placement and a treasury's citadel (R7). Each row is what a player writes, French or
// English, with the N3 order it is read as (printed by orders/print.cpp) and where the wording
// comes from: S1:Lnnn are the lines of the French rules text (chapter 10 "Les ordres économiques
// (hiver)", S1:L991–1065, and 11b "Les enchères", S1:L1083–1136), the references of CLAUSES.md.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "common/message.hpp"
#include "orders/visibility.hpp"
#include "phrasing_table.hpp"

using namespace dia;
using namespace dia::orders;
using dia::test::has;

namespace {

using test::Phrasing;
using test::printed;
using test::real_diadoques_map;

constexpr Phrasing phrasings[] = {
    // R10.upk upkeep (S1:L1010–1015)
    {"R10.upk.4", "Entretien", "Entretien", "issue 15; S1:L1010 \"Entretien\""},
    {"R10.upk.4", "Entretien de toutes les unités", "Entretien",
     "S1:L1012 \"Chaque unité est entretenue\""},
    {"R10.upk.4", "Upkeep", "Entretien", "English of S1:L1010"},
    {"R10.upk.4", "Keep all units", "Entretien", "English of S1:L1012"},
    {"R10.upk.2", "Entretien A SYR, F EGE", "Entretien A SYR, F EGE",
     "S1:L998 \"ses ordres d'entretien\", the units ranked"},
    {"R10.upk.2", "Entretenir A SYR", "Entretien A SYR", "S1:L1012 \"On entretient d'abord…\""},
    {"R10.upk.2", "Entretien de l'A SYR et de la F EGE", "Entretien A SYR, F EGE",
     "S1:L1012, the units named in words"},
    {"R10.upk.2", "Keep A SYR", "Entretien A SYR", "issue 15; English of S1:L1012"},
    {"R10.upk.2", "Maintain A SYR and F EGE", "Entretien A SYR, F EGE", "English of S1:L1012"},
    // R10.disb disbanding (S1:L1017–1035)
    {"R10.disb.1", "Licenciement A SYR", "Licencier A SYR",
     "issue 15; S1:L1017 \"Licenciement : On peut licencier volontairement\""},
    {"R10.disb.1", "Licencier la F de PRO", "Licencier F PRO", "S1:L1017; N3 `Licencier F PRO`"},
    {"R10.disb.1", "Licenciement de l'armée de SYR", "Licencier A SYR",
     "S1:L1017, the unit named in words (N2 \"Mercenaires\")"},
    {"R10.disb.1", "Disband A SYR", "Licencier A SYR", "English of S1:L1017"},
    {"R10.disb.1", "Dismiss the F of PRO", "Licencier F PRO", "English of S1:L1017"},
    // R10.build building (S1:L1037–1056)
    {"R10.build.1", "Construction Fe EGE", "Construire Fe EGE",
     "issue 15; S1:L1037 \"Construction\""},
    {"R10.build.1", "Construire une Ae à Pella", "Construire Ae Pella",
     "S1:L1039 \"Pour faire apparaître une nouvelle unité … en précisant l'espace\""},
    {"R10.build.1", "Construire une armée d'élite à Pella", "Construire Ae Pella",
     "S1:L1039, the type named as chapter 6a names it"},
    {"R10.build.11", "Construction d'une F à EGE via Lysimachia", "Construire F EGE Lysimachia",
     "S1:L1051 \"pour construire une flotte d'élite en EGE, … contrôler Lysimachia\""},
    {"R10.build.1", "Build F EGE", "Construire F EGE", "English of S1:L1037"},
    {"R10.build.11", "Build a new Fe in EGE through Lysimachia", "Construire Fe EGE Lysimachia",
     "English of S1:L1051"},
    // R10.prom promotion (S1:L1057–1065)
    {"R10.prom.1", "Promotion A MAC Ae", "Promouvoir A MAC Ae", "issue 15; S1:L1057 \"Promotion\""},
    {"R10.prom.1", "Promotion A MAC en Ae", "Promouvoir A MAC Ae",
     "S1:L1059 \"On peut promouvoir une armée … à un statut supérieur\""},
    {"R10.prom.1", "Promouvoir A MAC Ae", "Promouvoir A MAC Ae", "N3 `Promouvoir A MAC Ae`"},
    {"R10.prom.1", "Promotion de l'A MAC au rang d'armée d'élite", "Promouvoir A MAC Ae",
     "S1:L1059"},
    {"R10.prom.1", "Promote A MAC to Ae", "Promouvoir A MAC Ae", "English of S1:L1059"},
    // R10.down downgrading (S1:L1002–1008)
    {"R10.down.1", "Déclassement Ae MAC", "Dégrader Ae MAC", "issue 15; the noun of S1:L1004"},
    {"R10.down.1", "Dégrader Ae MAC en A", "Dégrader Ae MAC",
     "S1:L1004 \"doit dégrader … en armée(s) … de mercenaires\""},
    {"R10.down.1", "Dégradation de l'armée d'élite de MAC en armée de mercenaires",
     "Dégrader Ae MAC", "S1:L1002 \"Dégradation des armées d'élite\""},
    {"R10.down.2", "Rétrograder Fe MIN", "Dégrader Fe MIN", "S1:L1004, a synonym"},
    {"R10.down.2", "Downgrade Fe MIN", "Dégrader Fe MIN", "English of S1:L1004"},
    {"R10.down.2", "Demote Fe MIN to F", "Dégrader Fe MIN", "English of S1:L1004"},
    // R11b bids (S1:L1117–1136)
    {"R11b.bid.4", "Enchère A CIL 12 15 20", "Enchère A CIL 12, 15, 20",
     "issue 15; S1:L1124 \"une série d'enchères\""},
    {"R11b.bid.4", "Enchère sur A CIL : 12, 15, 20", "Enchère A CIL 12, 15, 20",
     "S1:L1128 \"joueur A : 10, 11, 12, 13, 14\""},
    {"R11b.bid.4", "Enchère A CIL 12 T / 15 T puis 20 T", "Enchère A CIL 12, 15, 20",
     "S1:L1124, amounts in talents"},
    {"R11b.bid.4", "Enchères sur l'A de CIL : 12; 15; 20", "Enchère A CIL 12, 15, 20",
     "S1:L1119 \"qu'ils tentent l'enchère\""},
    {"R11b.bid.4", "Bid A CIL 12 15 20", "Enchère A CIL 12, 15, 20", "English of S1:L1124"},
    {"R11b.bid.4", "Bid on A CIL: 12, 15 then 20 talents", "Enchère A CIL 12, 15, 20",
     "English of S1:L1128"},
    // R3.marg votes (S1:L291–293)
    {"R3.marg.2", "Vote Ptolémée pour", "Vote Ptolémée pour", "N3 `Vote Ptolémée contre`"},
    {"R3.marg.2", "Vote pour Ptolémée", "Vote Ptolémée pour",
     "S1:L292 \"voter pour ou contre lui dans leurs ordres\""},
    {"R3.marg.2", "Vote contre Ptolémée", "Vote Ptolémée contre", "S1:L292"},
    {"R3.marg.2", "Je vote pour Ptolémée", "Vote Ptolémée pour", "S1:L292, in the first person"},
    {"R3.marg.2", "Vote pour la victoire marginale de Ptolémée", "Vote Ptolémée pour",
     "S1:L291 \"victoire marginale\""},
    {"R3.marg.2", "Vote for Ptolemy", "Vote Ptolémée pour", "English of S1:L292"},
    {"R3.marg.2", "Vote against Ptolemy", "Vote Ptolémée contre", "English of S1:L292"},
    {"R3.marg.2", "I vote in favour of Ptolemy", "Vote Ptolémée pour", "English of S1:L292"},
    // R9c.gold gold gifts, given in winter too (S1:L942, S1:L1000)
    {"R9c.gold.1", "Don de 5 T à Ptolémée", "Or 5 Ptolémée", "issue 15; S1:L942 \"Don d'or\""},
    {"R9c.gold.1", "Gift of 5 talents to Ptolemy", "Or 5 Ptolémée", "English of S1:L942"},
    // R9c.seize seizing a treasure, in winter at income time too (S1:L996)
    {"R9c.seize.1", "Saisie du trésor de Pella", "Saisir Pella",
     "issue 15; S1:L996 \"saisir en hiver le trésor d'une citadelle\""},
    {"R9c.seize.1", "Seize the treasure of Pella", "Saisir Pella", "English of S1:L996"},
    // R7a.p2.4 the epigone's placement (S1:L528, S1:L533)
    {"R7a.p2.4", "Epigone Tyane", "Epigone Tyane", "N3 `Epigone Tyane`"},
    {"R7a.p2.4", "Épigone à Tyane", "Epigone Tyane", "S1:L528 \"Il est placé, au choix, dans…\""},
    {"R7a.p2.4", "Placement de l'épigone à Tyane", "Epigone Tyane", "S1:L533"},
    {"R7a.p2.4", "Epigone placed in Tyana", "Epigone Tyane", "English of S1:L528"},
    // R7c.elim.4 the citadel of an eliminated side's treasury (S1:L550)
    {"R7c.elim.4", "Trésor Pydna", "Trésor Pydna", "N3 `Trésor Pydna`"},
    {"R7c.elim.4", "Trésor déposé à Pydna", "Trésor Pydna",
     "S1:L550 \"Son trésor est déposé dans sa capitale\""},
    {"R7c.elim.4", "Treasury to Pydna", "Trésor Pydna", "English of S1:L550"},
};

ParseResult read(std::string_view text, bool fast_path = true) {
  return test::read_on_real_map(text, fast_path);
}

// Every phrasing of `clause` (a prefix) reads as its N3 order (test::check_phrasings), in French
// and in English, and the table has French and English rows for it.
void check_phrasings(std::string_view clause) {
  CHECK(test::check_phrasings(phrasings, clause, true) >= 2);
  int english = 0;
  for (const Phrasing& p : phrasings)
    if (p.clause.starts_with(clause) && p.source.starts_with("English")) ++english;
  CHECK(english >= 1);
}

}  // namespace

TEST_CASE("N3 the winter phrasings table holds at least 30 phrasings, French and English") {
  CHECK(std::size(phrasings) >= 30);
  int english = 0;
  for (const auto& p : phrasings) english += p.source.starts_with("English") ? 1 : 0;
  CHECK(english >= 15);
  CHECK(std::size(phrasings) - static_cast<std::size_t>(english) >= 15);
}

TEST_CASE("R10.upk.4 upkeep phrasings: Entretien alone keeps every unit") {
  check_phrasings("R10.upk.4");
  const auto o = test::one_order(real_diadoques_map(), "Entretien");
  REQUIRE(o.kind() == OrderKind::upkeep);
  CHECK(orders::get<Upkeep>(o.body).pieces.empty());
}

TEST_CASE("R10.upk.2 upkeep phrasings: the units listed, in the player's order") {
  check_phrasings("R10.upk.2");
  const auto& m = real_diadoques_map();
  const auto o = test::one_order(m, "Entretien F EGE, A SYR et Ae MAC");
  const auto& pieces = orders::get<Upkeep>(o.body).pieces;
  REQUIRE(pieces.size() == 3);
  CHECK(test::code(m, pieces[0].where) == "EGE");
  CHECK(test::code(m, pieces[1].where) == "SYR");
  CHECK(test::code(m, pieces[2].where) == "MAC");
  CHECK(*pieces[2].type == UnitType::elite_army);
}

TEST_CASE("R10.upk.2 a unit listed twice for upkeep keeps its first rank, with a warning") {
  const auto& m = real_diadoques_map();
  for (bool fast : {true, false}) {
    const ParseResult r = read("Entretien A SYR, F EGE, A SYR", fast);
    REQUIRE(r.orders.size() == 1);
    CHECK(printed(r, m) == "Entretien A SYR, F EGE");
    const std::string said = test::warnings_of(r);
    CHECK(has(said, "A SYR is named twice"));
    REQUIRE(r.diagnostics.size() == 1);
    REQUIRE(r.diagnostics[0].said);
    CHECK(r.diagnostics[0].said->id == Msg::diag_listed_twice);
  }
}

TEST_CASE("R10.disb.1 disband phrasings: Licenciement A SYR") {
  check_phrasings("R10.disb");
}
TEST_CASE("R10.build.1 build phrasings: Construire une Ae à Pella") {
  check_phrasings("R10.build.1");
}
TEST_CASE("R10.build.11 build phrasings: the preferred port citadel after via") {
  check_phrasings("R10.build.11");
  const auto& m = real_diadoques_map();
  const auto o = test::one_order(m, "Construction d'une F à EGE via Lysimachia et Byzance");
  const auto& ports = orders::get<Build>(o.body).ports;
  REQUIRE(ports.size() == 2);
  CHECK(test::code(m, ports[0]) == "Lysimachia");
  CHECK(test::code(m, ports[1]) == "Byzance");
}
TEST_CASE("R10.prom.1 promotion phrasings: Promotion A MAC en Ae") {
  check_phrasings("R10.prom");
}
TEST_CASE("R10.down.1 R10.down.2 downgrade phrasings: Déclassement Ae MAC") {
  check_phrasings("R10.down");
}

TEST_CASE("R10.down.1 R10.down.2 a downgrade to another type than the rules' is refused") {
  struct Case {
    std::string_view written;
    bool read;
  };
  for (const Case c : {Case{"Dégrader Ae MAC en A", true}, Case{"Dégrader Fe MIN en F", true},
                       Case{"Dégrader Ag MAC en Ae", true}, Case{"Dégrader Ae MAC en F", false},
                       Case{"Dégrader Fe MIN en A", false}, Case{"Dégrader Ag MAC en A", false}}) {
    INFO(c.written);
    for (bool fast : {true, false}) {
      const ParseResult r = read(c.written, fast);
      CHECK(r.orders.size() == (c.read ? 1U : 0U));
      if (c.read) {
        CHECK(r.diagnostics.empty());
        continue;
      }
      REQUIRE(r.diagnostics.size() == 1);
      REQUIRE(r.diagnostics[0].said);
      CHECK(r.diagnostics[0].said->id == Msg::diag_downgrade_type);
      CHECK(has(test::errors_of(r), "is downgraded to"));
    }
  }
}

TEST_CASE("R11b.bid.4 bid phrasings: amounts separated by commas, spaces, slashes or puis") {
  check_phrasings("R11b.bid");
  const auto o = test::one_order(real_diadoques_map(), "Enchère A CIL 10 11 12 13 14");
  CHECK(orders::get<Bid>(o.body).amounts == std::vector<int>{10, 11, 12, 13, 14});
}
TEST_CASE("R3.marg.2 vote phrasings: Vote pour Ptolémée") {
  check_phrasings("R3.marg");
  const auto& m = real_diadoques_map();
  CHECK(orders::get<Vote>(test::one_order(m, "Vote contre Ptolémée").body).in_favour == false);
  CHECK(orders::get<Vote>(test::one_order(m, "Vote pour Ptolémée").body).in_favour == true);
}
TEST_CASE("R9c.gold.1 winter gold gift phrasings: Don de 5 T à Ptolémée") {
  check_phrasings("R9c.gold");
}
TEST_CASE("R9c.seize.1 winter seizure phrasings: Saisie du trésor de Pella") {
  check_phrasings("R9c.seize");
}
TEST_CASE("R7a.p2.4 epigone placement phrasings: Epigone à Tyane") {
  check_phrasings("R7a.p2.4");
}
TEST_CASE("R7c.elim.4 treasury citadel phrasings: Trésor déposé à Pydna") {
  check_phrasings("R7c.elim.4");
}

TEST_CASE("R10.upk.4 an upkeep order is public, like the other winter orders") {
  const DisclosureRule& rule = disclosure_rule(OrderKind::upkeep);
  CHECK(rule.kind == OrderKind::upkeep);
  CHECK(rule.disclosure == Disclosure::published);
  CHECK(has(std::string(rule.clause), "R10.upk.4"));
}

TEST_CASE("N3 the winter phrasings leave the other orders alone") {
  const auto& m = real_diadoques_map();
  // `payer` is still a gold gift when no upkeep follows; `Keep` needs no unit after it.
  auto r = read("Payer 10 T à Eumène\nKeep\nEpigone Tyane\nTrésor Pydna\nA MAC THE\n");
  CHECK(r.diagnostics.empty());
  CHECK(printed(r, m) == "Or 10 Eumène | Entretien | Epigone Tyane | Trésor Pydna | A MAC THE");
  // A place code that is also a word of the phrasings (THE, PAR, MES) keeps its place.
  r = read("Construire A THE\nLicencier A THE\nConstruire A PAR\nEntretien A MES, A THE\n");
  CHECK(r.diagnostics.empty());
  CHECK(printed(r, m) ==
        "Construire A THE | Licencier A THE | Construire A PAR | Entretien A MES, A THE");
}

TEST_CASE("N3 an unreadable winter order says what is missing") {
  for (std::string_view line : {"Enchère A CIL", "Vote pour", "Promouvoir A MAC", "Construire"}) {
    INFO(line);
    const ParseResult r = read(line);
    CHECK(r.orders.empty());
    CHECK_FALSE(test::errors_of(r).empty());
    CHECK(test::errors_of(read(line, false)) == test::errors_of(r));
  }
}

TEST_CASE("N3 a winter order word that is an everyday word leaves a line of prose a remark") {
  const auto& m = real_diadoques_map();
  // `Keep`, `Entretien`, `Je vote` start orders, and sentences of an email too: a sentence is
  // an order only when a unit, a place, a character or an amount follows the word.
  for (bool fast : {true, false}) {
    const ParseResult r = read(
        "Bonjour,\nKeep in touch!\nJe vote pour toi la prochaine fois.\nEntretien de mes "
        "relations avec Ptolémée, merci.\nKeep A SYR\nJe vote pour Ptolémée\nAmicalement,\n",
        fast);
    CHECK(test::errors_of(r).empty());
    CHECK(printed(r, m) == "Entretien A SYR | Vote Ptolémée pour");
    CHECK(r.remark_lines == std::vector<int>{1, 2, 3, 4, 7});
  }
  // The same words before a unit or a side are an order, misspelled or not: an error says why.
  const ParseResult r = read("Keep A SYR!\nJe vote pour Ptolémée !\n");
  CHECK(r.orders.empty());
  CHECK(has(test::errors_of(r), "orders.txt:1:"));
  CHECK(has(test::errors_of(r), "orders.txt:2:"));
}
