// The natural phrasings of corruption, counter-corruption and the secondary orders (issue 14's
// order language): what players write in French and English, from the rules' examples, the
// headings of chapter 9c (S1:L892–983) and a real game record, each with the N3 order it is
// read as (printed by orders/print.cpp) and where it comes from. The phrasings that are not read
// are listed with the reason and the message `check` gives instead.
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "phrasing_table.hpp"

using namespace dia;
using namespace dia::orders;
using dia::test::has;

namespace {

using test::Phrasing;
using test::printed;
using test::real_diadoques_map;

// S1:Lnnn are the lines of the French rules text (the references of CLAUSES.md); "game record"
// is the autumn -310 record quoted in issue 14.
constexpr Phrasing phrasings[] = {
    // R9b corruption (S1:L825–885)
    {"R9b.tgt.1", "corruption de A SYR pour 30 T", "Co A SYR 30", "issue 14; N3 `Co A SYR 30`"},
    {"R9b.tgt.1", "corrompre l'A SYR pour 30 talents", "Co A SYR 30",
     "S1:L829 \"Pour corrompre une unité\""},
    {"R9b.tgt.1", "corruption de l'armée de SYR pour 30 T", "Co A SYR 30",
     "S1:L829, the unit named in words (N2 \"Mercenaires\")"},
    {"R9b.tgt.1", "tentative de corruption sur Olympias à Delphes pour 10 T",
     "Co Olympias Delphes 10", "S1:L854 \"tentatives de corruption\"; N3 `Co Olympias Delphes 10`"},
    {"R9b.tgt.1", "bribe A SYR with 30 talents", "Co A SYR 30", "English of S1:L829"},
    {"R9b.tgt.1", "attempt to bribe Olympias in Delphi for 10", "Co Olympias Delphes 10",
     "English of S1:L854"},
    // R9b counter-corruption (S1:L886–890)
    {"R9b.cc.1", "contre-corruption de 15 sur Ae* PHR", "CC Ae* PHR 15",
     "issue 14; N3 `CC Ae* PHR 15`"},
    {"R9b.cc.1", "contre-corruption de 15 T sur l'Ae* PHR", "CC Ae* PHR 15",
     "S1:L887 \"une somme libre versée à une de ses unités\""},
    {"R9b.cc.2", "contre-corruption sur Olympias à Delphes pour 10 T", "CC Olympias Delphes 10",
     "S1:L888 \"verser de la contre-corruption à une unité ou un personnage neutres\""},
    {"R9b.cc.1", "counter-corruption of 15 on Ae* PHR", "CC Ae* PHR 15", "English of S1:L887"},
    // R9c passage (S1:L900)
    {"R9c.pass.1", "laisser passer la F MOR d'Antigone", "Passage Antigone F MOR",
     "issue 14; S1:L900 \"Accorder le passage à une unité … d'un autre joueur\""},
    {"R9c.pass.1", "accorder le passage à Antigone pour la F MOR", "Passage Antigone F MOR",
     "S1:L900"},
    {"R9c.pass.1", "Cassandre laisse passer la F MOR d'Antigone", "Passage Antigone F MOR",
     "S1:L900, subject first"},
    {"R9c.pass.1", "grant passage to Antigonus for F MOR", "Passage Antigone F MOR",
     "English of S1:L900"},
    // R9c character gift (S1:L904–911)
    {"R9c.give.4", "Roxane est donnée à Antigone", "Donner Roxane Antigone",
     "issue 14; S1:L904 \"Don de personnage\""},
    {"R9c.give.4", "don de Roxane à Antigone", "Donner Roxane Antigone", "S1:L904"},
    {"R9c.give.4", "Cassandre donne Roxane à Antigone", "Donner Roxane Antigone",
     "S1:L906 \"peut être donné à un autre joueur\""},
    {"R9c.give.4", "Roxana is given to Antigonus", "Donner Roxane Antigone", "English of S1:L906"},
    {"R9c.give.4", "gift of Roxana to Antigonus", "Donner Roxane Antigone", "English of S1:L904"},
    // R9c no-capture (S1:L913)
    {"R9c.nocap.1", "ne pas capturer Olympias", "Epargner Olympias",
     "issue 14; S1:L913 \"Ne pas capturer un personnage ennemi\""},
    {"R9c.nocap.1", "épargner Olympias et Cléopâtre", "Epargner Olympias, Cléopâtre",
     "N3 `Epargner`, a list in words"},
    {"R9c.nocap.1", "Antigone épargne Olympias", "Epargner Olympias", "S1:L913, subject first"},
    {"R9c.nocap.1", "do not capture Olympias and Cleopatra", "Epargner Olympias, Cléopâtre",
     "English of S1:L913"},
    // R9c assassination (S1:L917–922)
    {"R9c.kill.1", "mise à mort de Philippe", "Assassiner Philippe", "game record, autumn -310"},
    {"R9c.kill.1", "assassinat d'Eurydice", "Assassiner Eurydice",
     "issue 14; S1:L917 \"Assassiner un personnage\""},
    {"R9c.kill.1", "exécution de Philippe III", "Assassiner Philippe III", "S1:L917"},
    {"R9c.kill.1", "Cassandre fait assassiner Eurydice", "Assassiner Eurydice",
     "S1:L917, subject first"},
    {"R9c.kill.1", "assassination of Eurydice", "Assassiner Eurydice", "English of S1:L917"},
    {"R9c.kill.1", "Cassander kills Eurydice", "Assassiner Eurydice", "English of S1:L917"},
    // R11c royal order (S1:L927, chapter 11c)
    {"R11c.ro.1", "ordre royal en faveur de Séleucos", "Ordre royal Séleucos",
     "S1:L927 \"Ordre royal\"; R11c.ro.1 names a beneficiary"},
    {"R11c.ro.1", "royal order in favour of Seleucus", "Ordre royal Séleucos",
     "English of R11c.ro.1"},
    // R9c open gates (S1:L933–940)
    {"R9c.gates.1", "ouverture des portes de la citadelle de Pella au bénéfice d'Eumène",
     "Ouvrir Pella Eumène", "game record, autumn -310; S1:L933"},
    {"R9c.gates.1", "Ouvrir les portes de Pella à Eumène", "Ouvrir Pella Eumène", "issue 14"},
    {"R9c.gates.1", "Cassandre ouvre les portes de Pella à Eumène", "Ouvrir Pella Eumène",
     "S1:L935, subject first"},
    {"R9c.gates.1", "open the gates of Sardis to Antigonus", "Ouvrir Sardes Antigone",
     "English of S1:L933"},
    // R9c gold gift (S1:L942–946)
    {"R9c.gold.1", "Cassandre verse 5 T à Lysimaque", "Or 5 Lysimaque",
     "issue 14, a real player's wording"},
    {"R9c.gold.2", "don de 10 talents à Ptolémée (public)", "Or 10 Ptolémée public",
     "issue 14; S1:L944 \"le don d'or sera annoncé\""},
    {"R9c.gold.1", "don d'or de 10 T à Ptolémée", "Or 10 Ptolémée", "S1:L942 \"Don d'or\""},
    {"R9c.gold.2", "verser 10 T à Eumène publiquement", "Or 10 Eumène public", "S1:L944"},
    {"R9c.gold.1", "donner 10 talents d'or à Eumène", "Or 10 Eumène", "S1:L942"},
    {"R9c.gold.1", "Ptolémée verse 10 T à Eumène", "Or 10 Eumène",
     "issue 14's wording; the name is not read as a misspelled `Ptolémée Sôter`"},
    {"R9c.gold.1", "Cassander pays 5 talents to Lysimachus", "Or 5 Lysimaque",
     "English of issue 14's wording"},
    {"R9c.gold.2", "gold gift of 10 to Ptolemy (public)", "Or 10 Ptolémée public",
     "English of S1:L944"},
    // R9c no-control (S1:L948–951)
    {"R9c.noctl.1", "ne pas prendre le contrôle de CAR", "Pas de contrôle CAR",
     "S1:L948 \"Ne pas prendre le contrôle d'une province sans citadelle\""},
    {"R9c.noctl.1", "do not take control of CAR", "Pas de contrôle CAR", "English of S1:L948"},
    // R9c capital transfer (S1:L953–958)
    {"R9c.capital.1", "transfert de la capitale à Babylone", "Capitale Babylone",
     "issue 14; S1:L953 \"Transfert de la capitale\""},
    {"R9c.capital.1", "transférer la capitale à Babylone", "Capitale Babylone", "S1:L956"},
    {"R9c.capital.1", "transfer the capital to Babylon", "Capitale Babylone", "English of S1:L953"},
    // R9c no-seize (S1:L960–962)
    {"R9c.noseize.1", "ne pas saisir le trésor de Delphes", "Pas de saisie Delphes",
     "S1:L960 \"Ne pas saisir un trésor\""},
    {"R9c.noseize.1", "do not seize the treasure of Delphi", "Pas de saisie Delphes",
     "English of S1:L960"},
    // R9c seize (S1:L964–967)
    {"R9c.seize.1", "saisie du trésor d'Ephèse", "Saisir Éphèse", "issue 14; S1:L964"},
    {"R9c.seize.1", "saisir le trésor d'Ephèse", "Saisir Éphèse",
     "S1:L964 \"Saisir le trésor d'une citadelle contrôlée\""},
    {"R9c.seize.1", "seize the treasure of Ephesus", "Saisir Éphèse", "English of S1:L964"},
    // R9c dissociation (S1:L968–971)
    {"R9c.dissoc.2", "dissocier Olympias de l'A MAC", "Dissocier Olympias MAC",
     "S1:L968 \"Dissocier un personnage d'une unité\""},
    {"R9c.dissoc.2", "dissociate Olympias from A MAC", "Dissocier Olympias MAC",
     "English of S1:L968"},
    // R9c command (S1:L973)
    {"R9c.cmd.1", "Philippe III prend le commandement de A MAC", "Commandement Philippe III A MAC",
     "issue 14; S1:L973"},
    {"R9c.cmd.1", "placer Philippe III au commandement de l'A MAC",
     "Commandement Philippe III A MAC", "S1:L973 \"Placer un chef militaire au commandement\""},
    {"R9c.cmd.1", "Philip III takes command of A MAC", "Commandement Philippe III A MAC",
     "English of S1:L973"},
    // R6b marriage with Cléopâtre (S1:L454–463, S1:L977)
    {"R6b.cleo.1", "Cassandre annonce son mariage avec Cléopâtre", "Annonce mariage *",
     "S1:L455 \"annoncer publiquement (via les ordres) son intention\""},
    {"R6b.cleo.1", "annonce du mariage de * avec Cléopâtre", "Annonce mariage *", "S1:L455"},
    {"R6b.cleo.1", "Cassander announces his marriage to Cleopatra", "Annonce mariage *",
     "English of S1:L455"},
    {"R6b.cleo.2", "Cassandre épouse Cléopâtre", "Mariage *",
     "issue 14; S1:L454 \"un diadoque … peut l'épouser\""},
    {"R6b.cleo.2", "mariage de Démétrios avec Cléopâtre", "Mariage #",
     "S1:L454 \"(ou épigone si le diadoque est mort)\"; S1:L977 \"Mariage avec Cléopâtre\""},
    {"R6b.cleo.2", "Cassander marries Cleopatra", "Mariage *", "English of S1:L454"},
    // R11d Chandragupta accord (S1:L981, chapter 11d)
    {"R11d.acc.2", "accord avec Chandragupta (GHA)", "Accord Chandragupta GHA",
     "issue 14; S1:L981 \"Accord avec Chandragupta\""},
    {"R11d.acc.2", "accord avec Chandragupta en IND", "Accord Chandragupta IND",
     "R11d.acc.2 names the province"},
    {"R11d.acc.2", "Chandragupta accord in GHA", "Accord Chandragupta GHA", "English of S1:L981"},
};

// Not read, and why; `said` is part of the message `check` gives (never a silent remark).
struct Unread {
  std::string_view clause;
  std::string_view written;
  std::string_view why;
  Severity severity;
  std::string_view said;
};

constexpr Unread unread[] = {
    {"R9c.gold.1", "donner tout mon or à Ptolémée",
     "a gold gift is a sum (R9c.gold.1): the referee does not look the treasury up for the player",
     Severity::error, "unexpected 'tout'"},
    {"R9c.gates.1", "ouvrir les portes de Pella à Eumène si Antigone attaque",
     "conditional orders are not part of the game: an order is carried out or not", Severity::error,
     "unexpected 'si': the order `ouvrir les portes de Pella à Eumène` is complete before it"},
    {"R9c.gold.1", "verser 5 T à Lysimaque et 5 T à Eumène",
     "one order per line (N3): two gifts are two lines", Severity::error,
     "write it as an order of its own"},
    {"R9c.gold.1", "Joueur Lysimaque\nCassandre verse 5 T à Lysimaque",
     "an order written subject first is given by the subject's side: not in another side's file",
     Severity::error, "these are Lysimaque's orders: an order given by Cassandre's diadoque"},
    {"R9c.gold.1", "Olympias verse 5 T à Eumène",
     "a side gives its orders through its diadoque or epigone, never through a Royal Family member",
     Severity::error, "'Olympias' cannot give this order"},
    {"R6b.cleo.1", "Cassandre épouse Olympias", "only Cléopâtre can be married (R6b.cleo.1)",
     Severity::error, "only Cléopâtre can be married: 'Olympias' cannot"},
    {"R6b.cleo.1", "Joueur Lysimaque\nDémétrios épouse Cléopâtre",
     "Démétrios is Antigone's epigone: Lysimaque cannot marry him off", Severity::error,
     "an order given by Antigone's epigone cannot be read here"},
    {"R9c.give.4", "Roxane est donnée à Zorglub", "the receiver must be a side (R9c.give.4)",
     Severity::error, "a side is needed there"},
    {"R9c.kill.1", "je propose la mise à mort de Philippe",
     "a proposal to another player is diplomacy (R9d), not an order", Severity::warning,
     "looks like an order but is not read as one"},
    {"R9c.gates.1", "et pourquoi pas l'ouverture des portes de Pella ?",
     "a question in an email is not an order", Severity::warning, "(order word 'ouverture')"},
};

ParseResult read(std::string_view text, bool fast_path = true) {
  return test::read_on_real_map(text, fast_path);
}

// Every phrasing of `clause` (a prefix: "R9c.gold" takes R9c.gold.1 and .2) reads as its N3
// order (test::check_phrasings); French and English at least.
void check_phrasings(std::string_view clause) {
  CHECK(test::check_phrasings(phrasings, clause) >= 2);
}

}  // namespace

TEST_CASE("N3 the phrasings table holds at least 30 phrasings, French and English") {
  CHECK(std::size(phrasings) >= 30);
  int english = 0;
  for (const auto& p : phrasings) english += p.source.starts_with("English") ? 1 : 0;
  CHECK(english >= 15);
}

TEST_CASE("R9b.tgt.1 corruption phrasings: corruption de A SYR pour 30 T") {
  check_phrasings("R9b.tgt");
}
TEST_CASE("R9b.cc.1 R9b.cc.2 counter-corruption phrasings: contre-corruption de 15 sur Ae* PHR") {
  check_phrasings("R9b.cc");
}
TEST_CASE("R9c.pass.1 passage phrasings: laisser passer la F MOR d'Antigone") {
  check_phrasings("R9c.pass");
}
TEST_CASE("R9c.give.4 character gift phrasings: Roxane est donnée à Antigone") {
  check_phrasings("R9c.give");
}
TEST_CASE("R9c.nocap.1 no-capture phrasings: ne pas capturer Olympias") {
  check_phrasings("R9c.nocap");
}
TEST_CASE("R9c.kill.1 assassination phrasings: mise à mort de Philippe") {
  check_phrasings("R9c.kill");
}
TEST_CASE("R11c.ro.1 royal order phrasings: ordre royal en faveur de Séleucos") {
  check_phrasings("R11c.ro");
}
TEST_CASE("R9c.gates.1 open gates phrasings: ouverture des portes de la citadelle de Pella") {
  check_phrasings("R9c.gates");
}
TEST_CASE("R9c.gold.1 R9c.gold.2 gold gift phrasings: Cassandre verse 5 T à Lysimaque") {
  check_phrasings("R9c.gold");
}
TEST_CASE("R9c.noctl.1 no-control phrasings: ne pas prendre le contrôle de CAR") {
  check_phrasings("R9c.noctl");
}
TEST_CASE("R9c.capital.1 capital transfer phrasings: transfert de la capitale à Babylone") {
  check_phrasings("R9c.capital");
}
TEST_CASE("R9c.noseize.1 no-seize phrasings: ne pas saisir le trésor de Delphes") {
  check_phrasings("R9c.noseize");
}
TEST_CASE("R9c.seize.1 seize phrasings: saisie du trésor d'Ephèse") {
  check_phrasings("R9c.seize");
}
TEST_CASE("R9c.dissoc.2 dissociation phrasings: dissocier Olympias de l'A MAC") {
  check_phrasings("R9c.dissoc");
}
TEST_CASE("R9c.cmd.1 command phrasings: Philippe III prend le commandement de A MAC") {
  check_phrasings("R9c.cmd");
}
TEST_CASE("R6b.cleo.1 R6b.cleo.2 R9c.marry.1 marriage phrasings: Cassandre épouse Cléopâtre") {
  check_phrasings("R6b.cleo");
}
TEST_CASE("R11d.acc.2 R9c.accord.1 accord phrasings: accord avec Chandragupta (GHA)") {
  check_phrasings("R11d.acc");
}

TEST_CASE("N3 R9a.gen.6 the phrasings not read get a message that says why, never silence") {
  for (const Unread& u : unread) {
    INFO(u.clause, " '", u.written, "' is not read: ", u.why);
    const ParseResult r = read(u.written);
    CHECK(r.orders.empty());
    const std::string said = test::diagnostics_of(r, u.severity);
    INFO(said);
    CHECK(has(said, std::string(u.said)));
    // What the other reading gives is the same.
    CHECK(test::diagnostics_of(read(u.written, false), u.severity) == said);
  }
}

TEST_CASE("N3 an order written subject first in its own side's file is read") {
  const auto& m = real_diadoques_map();
  auto r = read("Joueur Cassandre\nCassandre verse 5 T à Lysimaque\nCassandre épouse Cléopâtre\n");
  CHECK(r.diagnostics.empty());
  CHECK(printed(r, m) == "Or 5 Lysimaque | Mariage *");
  // The epigone speaks for his diadoque's side.
  r = read("Joueur Antigone\nDémétrios verse 5 T à Lysimaque\n");
  CHECK(r.diagnostics.empty());
  CHECK(printed(r, m) == "Or 5 Lysimaque");
}

TEST_CASE("N3 the phrasings leave the military orders of a lone character alone") {
  const auto& m = real_diadoques_map();
  // A character followed by a place is a move, never an order written subject first.
  auto r = read("Olympias Delphes X\nRoxane MAC THE\n* MAC THE\nPhilippe III MAC THE\n");
  CHECK(r.diagnostics.empty());
  CHECK(printed(r, m) == "Olympias Delphes X | Roxane MAC THE | * MAC THE | Philippe III MAC THE");
  // A place code that is also an English word of the phrasings keeps its place.
  r = read("Pas de contrôle THE\nOuvrir Pella Eumène\n");
  CHECK(r.diagnostics.empty());
  CHECK(printed(r, m) == "Pas de contrôle THE | Ouvrir Pella Eumène");
}
