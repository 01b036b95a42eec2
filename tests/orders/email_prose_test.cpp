// Email bodies as players write them: greetings, "here are my orders", thanks, a signature, the
// quoted message they answer. Lines of prose are skipped with a note (R9a.gen.6: what can be
// understood is carried out); a line that starts like an order but cannot be read is still an
// error (R9a.gen.5). See src/orders/remarks.hpp for the rule.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "map/load.hpp"
#include "order_test_support.hpp"

using namespace dia;
using namespace dia::orders;
using dia::test::code;
using dia::test::diadoques_map;
using dia::test::errors_of;
using dia::test::has;
using dia::test::notes_of;
using dia::test::parse_with;

TEST_CASE("R9a.gen.6 a French email with greetings thanks and a signature reads without errors") {
  const auto& m = diadoques_map();
  std::string mail =
      "Bonjour Jean-Marc,\n"
      "\n"
      "Voici mes ordres pour le printemps -318 :\n"
      "\n"
      "A PHE SYR\n"
      "F MOR A1 Alexandrie\n"
      "A* SYR A2 Alexandrie d'Issos Re PHE, CIL, X\n"
      "Co A SYR 30\n"
      "\n"
      "J'espère que la partie avance bien.\n"
      "Merci, à bientôt !\n"
      "\n"
      "Cordialement,\n"
      "Ptolémée (alias Pierre)\n"
      "\n"
      "Le 12 mars 2024 à 18:02, L'arbitre <mj@example.org> a écrit :\n"
      "> Les ordres du printemps -318 sont attendus pour vendredi.\n";
  auto r = parse_with(m, mail);
  CHECK(errors_of(r) == "");
  REQUIRE(r.orders.size() == 4);
  CHECK(code(m, orders::get<Move>(r.orders[0].body).to) == "SYR");
  CHECK(r.remarks() == 7);
  CHECK(r.rejected() == 0);
  std::string notes = notes_of(r);
  CHECK(
      has(notes, "orders.txt:1:1: note: not an order, skipped as a remark: 'Bonjour Jean-Marc,'"));
  CHECK(has(notes, "orders.txt:3:1: note: not an order, skipped as a remark: 'Voici mes ordres"));
  CHECK(has(notes, "'Merci, à bientôt !'"));
  CHECK(has(notes, "'Cordialement,'"));
  CHECK(has(notes, "'Ptolémée (alias Pierre)' (signature)"));
  CHECK(has(notes, "orders.txt:16:1: note: not an order, skipped as a remark: 'Le 12 mars"));
  // The same lines by number, for the author's private notes (the signature among them).
  CHECK(r.remark_lines == std::vector<int>{1, 3, 10, 11, 13, 14, 16});
}

TEST_CASE("R9a.gen.6 an English email with a quoted reply and a signature reads without errors") {
  const auto& m = diadoques_map();
  std::string mail =
      "Hello GM,\r\n"
      "\r\n"
      "here are my orders for spring 318 BC (sorry, my French is rusty):\r\n"
      "\r\n"
      "A PHE - SYR\r\n"
      "F MOR supports A SYR\r\n"
      "Passage Antigone F MOR\r\n"
      "\r\n"
      "Thanks, and good luck with the adjudication!\r\n"
      "Best regards,\r\n"
      "Peter\r\n"
      "\r\n"
      "On Tue, 12 Mar 2024 at 18:02, GM <gm@example.org> wrote:\r\n"
      "> Orders are due on Friday.\r\n"
      "> A SYR X\r\n";
  auto r = parse_with(m, mail);
  CHECK(errors_of(r) == "");
  REQUIRE(r.orders.size() == 3);
  CHECK(r.orders[2].kind() == OrderKind::passage);
  CHECK(r.remarks() == 6);
  std::string notes = notes_of(r);
  CHECK(has(notes, "'Hello GM,'"));
  CHECK(has(notes, "'here are my orders for spring 318 BC (sorry, my French is rusty):'"));
  CHECK(has(notes, "'Best regards,'"));
  CHECK(
      has(notes, "orders.txt:11:1: note: not an order, skipped as a remark: 'Peter' (signature)"));
  CHECK(has(notes, "'On Tue, 12 Mar 2024 at 18:02, GM <gm@example.org> wrote:'"));
}

TEST_CASE("R9a.gen.5 a line that starts like an order is an error even among prose") {
  const auto& m = diadoques_map();
  auto r = parse_with(m,
                      "Salut,\n"
                      "A PHE SYR\n"
                      "F MOR S A SYR ... non, pardon :\n"
                      "Olympias Delphes\n"
                      "A MAC\n"
                      "Or, je pense que tu as raison\n"
                      "David\n");
  REQUIRE(r.orders.size() == 1);
  std::string e = errors_of(r);
  CHECK(has(e, "orders.txt:3:"));
  CHECK(has(e, "orders.txt:4:17: error: expected an order after 'Olympias Delphes'"));
  CHECK(has(e, "orders.txt:5:"));
  CHECK(r.rejected() == 3);
  std::string notes = notes_of(r);
  CHECK(has(notes, "'Salut,'"));
  CHECK(has(notes, "'Or, je pense que tu as raison'"));
  CHECK(has(notes, "'David' (signature)"));
}

TEST_CASE(
    "R9a.gen.5 a stray word among the orders is an error and the same word last is a signature") {
  const auto& m = diadoques_map();
  auto among = parse_with(m, "A PHE SYR\nBastien\nF MOR A1 Alexandrie\n");
  CHECK(has(errors_of(among), "orders.txt:2:1: error: not an order: 'Bastien'"));
  CHECK(among.rejected() == 1);
  auto last = parse_with(m, "A PHE SYR\nF MOR A1 Alexandrie\n\nBastien\n");
  CHECK(errors_of(last) == "");
  CHECK(has(notes_of(last), "orders.txt:4:1: note: not an order, skipped as a remark: 'Bastien'"));
  CHECK(last.remarks() == 1);
  // A signature has no digits and at most four words.
  auto numbered = parse_with(m, "A PHE SYR\nBastien 2024\n");
  CHECK(has(errors_of(numbered), "not an order: 'Bastien 2024'"));
}

TEST_CASE("R9a.gen.6 prose words and punctuation mark a remark anywhere in the email") {
  const auto& m = diadoques_map();
  auto r = parse_with(m,
                      "A PHE SYR\n"
                      "Mes ordres :\n"
                      "Hi!\n"
                      "ps ne dis rien a Seleucos\n"
                      "A bientôt\n"
                      "F MOR A1 Alexandrie\n");
  CHECK(errors_of(r) == "");
  CHECK(r.orders.size() == 2);
  CHECK(r.remarks() == 4);
}

TEST_CASE("R9a.gen.6 the example emails check without errors on the real map") {
  // tests/orders/data/email_*.txt, also run through `diadoques check` (check_cli.cmake).
  auto loaded = map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/diadoques.yaml");
  REQUIRE(loaded.map);
  const map::Map& m = *loaded.map;
  for (const char* name : {"email_fr.txt", "email_en.txt"}) {
    std::ifstream in(std::string(DIA_SOURCE_DIR) + "/tests/orders/data/" + name);
    std::stringstream ss;
    ss << in.rdbuf();
    auto r = parse_with(m, ss.str());
    INFO(name);
    CHECK(r.rejected() == 0);
    CHECK(r.orders.size() == 4);
    CHECK(r.remarks() >= 6);
  }
}
