// A line that is not read as an order but looks like one is a warning, never a silent remark
// (R9a.gen.6): an order word of N1–N3 or its noun, in French or English, or a place of the map.
// (The phrasings themselves, `ouverture des portes de Pella au bénéfice d'Eumène`, are orders:
// natural_phrasings_test.cpp.)
#include <doctest/doctest.h>

#include "order_test_support.hpp"

using namespace dia;
using namespace dia::orders;
using dia::test::diadoques_map;
using dia::test::errors_of;
using dia::test::has;
using dia::test::notes_of;
using dia::test::parse_with;
using dia::test::warnings_of;

TEST_CASE("R9a.gen.6 prose naming a secondary order is a warning, not a silent remark") {
  auto r = parse_with(diadoques_map(),
                      "Bonjour,\n"
                      "je propose l'ouverture des portes de Pella au bénéfice d'Eumène\n"
                      "pensez à la mise à mort de Philippe\n"
                      "I will attack Macedonia with everything I have\n"
                      "A MAC THE\n"
                      "Merci !\n");
  CHECK(errors_of(r) == "");
  REQUIRE(r.orders.size() == 1);
  const std::string w = warnings_of(r);
  CHECK(
      has(w,
          "orders.txt:2:1: warning: looks like an order but is not read as one: 'je propose "
          "l'ouverture des portes de Pella au bénéfice d'Eumène' (order word 'ouverture'); write "
          "it as an order (see orders.md), or the GM can read it with an annotation (R9a.gen.6)"));
  CHECK(has(w,
            "orders.txt:3:1: warning: looks like an order but is not read as one: 'pensez à la "
            "mise à mort de Philippe' (order word 'mise à mort')"));
  CHECK(has(w,
            "orders.txt:4:1: warning: looks like an order but is not read as one: 'I will "
            "attack Macedonia"));
  CHECK(r.suspect_lines == std::vector<int>{2, 3, 4});
  // Still skipped (the GM decides), and the plain greetings stay notes.
  CHECK(r.remark_lines == std::vector<int>{1, 2, 3, 4, 6});
  CHECK(has(notes_of(r), "'Bonjour,'"));
  CHECK(!has(notes_of(r), "Pella"));
}

TEST_CASE("R9a.gen.6 prose naming a place of the map in full is a warning") {
  auto r = parse_with(diadoques_map(), "A MAC THE\nje garde Babylone cette saison, promis\n");
  CHECK(r.suspect_lines == std::vector<int>{2});
  CHECK(has(warnings_of(r), "(place 'Babylone')"));
  // A place code is an everyday word as well ("the", "car"): not enough on its own.
  auto english = parse_with(diadoques_map(), "A MAC THE\nThanks for the game, see you soon!\n");
  CHECK(english.suspect_lines.empty());
  CHECK(warnings_of(english) == "");
}

TEST_CASE("R9a.gen.6 a signature that names a place is a warning, a plain one a note") {
  auto r = parse_with(diadoques_map(), "A MAC THE\nAurélie (Eumène)\n");
  CHECK(r.suspect_lines.empty());
  CHECK(has(notes_of(r), "(signature)"));
  auto place = parse_with(diadoques_map(), "A MAC THE\nAlexandrie\n");
  CHECK(place.suspect_lines == std::vector<int>{2});
  CHECK(has(warnings_of(place), "orders.txt:2:1: warning: looks like an order"));
}
