// The printer shows a player how a line was read: in the rules' notation, and such that reading
// the printed text gives the same order back.
#include <doctest/doctest.h>

#include "order_test_support.hpp"

using namespace dia;
using namespace dia::orders;
using dia::test::one_order;

TEST_CASE("N1 the printer writes the rules' notation for every Diadoques form") {
  const auto& m = dia::test::diadoques_map();
  const std::pair<const char*, const char*> cases[] = {
      {"a phe - syr", "A PHE SYR"},
      {"f* cyc athenes", "F* CYC Athènes"},
      {"A* SYR A2 alexandrie d issos", "A* SYR A2 Alexandrie d'Issos"},
      {"F MOR ravitaille Alexandrie", "F MOR Ra Alexandrie"},
      {"F MOR Re MIO,CYC ,X", "F MOR Re MIO, CYC, X"},
      {"A SYR A2 Alexandrie d'Issos, Re PHE", "A SYR A2 Alexandrie d'Issos Re PHE"},
      {"A PHE soutient A SYR - CIL", "A PHE S A SYR CIL"},
      {"A EGY S F MOR A1 Alexandrie", "A EGY S F MOR A1 Alexandrie"},
      {"F MIO convoie A ARC - CYR", "F MIO C A ARC CYR"},
      {"A EGY C CHY", "A EGY C CHY"},
      {"A SYR hold", "A SYR X"},
      {"A* Olympias SYR CIL", "A* Olympias SYR CIL"},
      {"Ag*# MAC X", "Ag*# MAC X"},
      {"* MAC X", "* MAC X"},
      {"olympias delphes x", "Olympias Delphes X"},
      {"Philippe 3 MAC THE", "Philippe III MAC THE"},
      {"corruption A SYR 30 T", "Co A SYR 30"},
      {"contre-corruption Ae* PHR 15", "CC Ae* PHR 15"},
      {"grant passage antigonus F MOR", "Passage Antigone F MOR"},
      {"give Roxane to Antigone", "Donner Roxane Antigone"},
      {"spare Olympias", "Epargner Olympias"},
      {"kill Eurydice", "Assassiner Eurydice"},
      {"bid Ae CAP 20,22,25", "Enchère Ae CAP 20, 22, 25"},
      {"royal order Seleucus", "Ordre royal Séleucos"},
      {"vote ptolemy against", "Vote Ptolémée contre"},
      {"open Sardes to Antigone", "Ouvrir Sardes Antigone"},
      {"gold 10 Eumenes public", "Or 10 Eumène public"},
      {"no control CAR", "Pas de contrôle CAR"},
      {"capital Babylone", "Capitale Babylone"},
      {"no seize Delphes", "Pas de saisie Delphes"},
      {"seize Ephese", "Saisir Ephèse"},
      {"dissociate # PHR", "Dissocier # PHR"},
      {"command Philippe III A MAC", "Commandement Philippe III A MAC"},
      {"announce marriage *", "Annonce mariage *"},
      {"marry #", "Mariage #"},
      {"chandragupta accord IND", "Accord Chandragupta IND"},
      {"epigone Tyane", "Epigone Tyane"},
      {"treasury Pydna", "Trésor Pydna"},
      {"build F EGE Lysimachia", "Construire F EGE Lysimachia"},
      {"promote A MAC Ae", "Promouvoir A MAC Ae"},
      {"downgrade Fe MIN", "Dégrader Fe MIN"},
      {"remove F PRO", "Licencier F PRO"},
      {"preference Ptolemy Seleucus Antigonus Cassander Eumenes Lysimachus",
       "Préférence Ptolémée, Séleucos, Antigone, Cassandre, Eumène, Lysimaque"},
      {"buy A, A, F", "Achat A A F"},
      {"[Spartiates] Am LAC A1 Sparte", "[Spartiates] Am LAC A1 Sparte"},
  };
  for (const auto& [line, printed] : cases) {
    auto o = one_order(m, line);
    CHECK(to_text(o, m) == printed);
    // Read back: the same order, printed the same way.
    auto again = one_order(m, printed);
    CHECK(again.kind() == o.kind());
    CHECK(to_text(again, m) == printed);
  }
}

TEST_CASE("DATC the printer writes DATC notation on the classical map") {
  const auto& m = dia::test::classical_map();
  const std::pair<const char*, const char*> cases[] = {
      {"A Liverpool-Edinburgh", "A lvp - edi"},
      {"F North Sea convoys A Yorkshire - Norway", "F nth C A yor - nwy"},
      {"A lon-bel by convoy", "A lon - bel via convoy"},
      {"a lvp-iri-eng-lon", "A lvp - iri - eng - lon"},
      {"F gol supports f wes-spain(sc)", "F gol S F wes - spa/sc"},
      {"A Venice HOLD", "A ven H"},
      {"Build F stp/nc", "Build F stp/nc"},
      {"Remove par", "Remove par"},
  };
  for (const auto& [line, printed] : cases) {
    auto o = one_order(m, line);
    CHECK(to_text(o, m) == printed);
    CHECK(to_text(one_order(m, printed), m) == printed);
  }
}

TEST_CASE("N3 the printer writes the header") {
  auto r = dia::test::parse_with(dia::test::diadoques_map(), "joueur ptolemee\nsaison ete -317\n");
  CHECK(to_text(r.header) == "Joueur Ptolémée\nSaison été -317\n");
}
