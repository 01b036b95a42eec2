// Real email bodies and bad lines: every line gets its own diagnostic and never stops the rest
// (R9a.gen.5); understandable misspellings are read with a warning (R9a.gen.6).
#include <doctest/doctest.h>

#include "order_test_support.hpp"

using namespace dia;
using namespace dia::orders;
using dia::test::code;
using dia::test::diadoques_map;
using dia::test::errors_of;
using dia::test::one_order;
using dia::test::parse_with;
using dia::test::warnings_of;

TEST_CASE("R9a.gen.6 email body: CRLF / quoted lines / signature / blank lines / BOM") {
  const auto& m = diadoques_map();
  std::string mail =
      "\xEF\xBB\xBFJoueur Ptolémée\r\n"
      "\r\n"
      "> A SYR PHE\r\n"
      ">> older quote\r\n"
      "A PHE SYR\r\n"
      "   F MOR A1 Alexandrie   \r\n"
      "-- \r\n"
      "Ptolémée, roi d'Egypte\r\n"
      "A SYR X\r\n";
  auto r = parse_with(m, mail);
  CHECK(errors_of(r) == "");
  REQUIRE(r.orders.size() == 2);
  CHECK(r.orders[0].pos.line == 5);
  CHECK(r.orders[1].pos.line == 6);
  CHECK(r.orders[1].pos.column == 4);
  CHECK(r.header.player);
}

TEST_CASE("R9a.gen.6 no-break spaces / accents and typographic apostrophes") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "A\xC2\xA0PHE\xC2\xA0SYR");
  CHECK(code(m, orders::get<Move>(o.body).to) == "SYR");
  o = one_order(m, "F MOR A1 ALEXANDRIE");
  CHECK(code(m, orders::get<Siege>(o.body).citadel) == "Alexandrie");
  o = one_order(m, "F POC A1 heraclee-pontique");
  CHECK(code(m, orders::get<Siege>(o.body).citadel) == "Héraclée Pontique");
  o = one_order(m, "F CYC Ath\xC3\xA8nes");
  CHECK(code(m, orders::get<Move>(o.body).to) == "Athènes");
}

TEST_CASE("N3 comments start with //") {
  auto r = parse_with(diadoques_map(), "// mes ordres\nA PHE SYR // vers la Syrie\n");
  CHECK(errors_of(r) == "");
  CHECK(r.orders.size() == 1);
}

TEST_CASE("R9a.gen.5 an unknown or malformed line never stops the rest of the file") {
  const auto& m = diadoques_map();
  auto r = parse_with(m, "A PHE SYR\nA PHE zzz\nA PHE SYR blah\nZorglub\nF MOR A1 Alexandrie\n");
  CHECK(r.orders.size() == 2);
  CHECK(r.ignored == 3);
  std::string e = errors_of(r);
  CHECK(e.find("orders.txt:2:7: error: unknown place 'zzz'") != std::string::npos);
  // The message names the stray word and the order it leaves (it used to list the grammar's
  // alternatives: "expected via convoy or Re").
  CHECK(e.find("orders.txt:3:11: error: unknown word 'blah'; did you mean a move `A PHE SYR`?") !=
        std::string::npos);
  CHECK(e.find("orders.txt:4:1: error: not an order: 'Zorglub'") != std::string::npos);
}

TEST_CASE("R9a.gen.6 a unique close misspelling is read with a warning naming the reading") {
  const auto& m = diadoques_map();
  auto r = parse_with(m, "A MAC Bablyone\nA SYR Alexandrie d'Isos\nF POC A1 Heraclee\n");
  CHECK(errors_of(r) == "");
  REQUIRE(r.orders.size() == 3);
  std::string w = warnings_of(r);
  CHECK(w.find("orders.txt:1:7: warning: read 'Bablyone' as Babylone") != std::string::npos);
  CHECK(w.find("read 'Alexandrie d'Isos' as Alexandrie d'Issos") != std::string::npos);
  CHECK(w.find("read 'Heraclee' as Héraclée Pontique") != std::string::npos);
  CHECK(code(m, orders::get<Siege>(r.orders[2].body).citadel) == "Héraclée Pontique");
}

TEST_CASE("R9a.gen.5 an ambiguous name makes the order ignored and lists the candidates") {
  auto r = parse_with(diadoques_map(), "A PHX SYR");
  CHECK(r.orders.empty());
  CHECK(r.ignored == 1);
  std::string e = errors_of(r);
  CHECK(e.find("orders.txt:1:3: error: ambiguous place 'PHX': could be ") != std::string::npos);
  CHECK(e.find("PHR (Phrygie)") != std::string::npos);
  CHECK(e.find("PHE (Phénicie)") != std::string::npos);
}

TEST_CASE("R9a.gen.5 an unknown name suggests the nearest names") {
  auto r = parse_with(diadoques_map(), "A MAC Thsalxe");
  std::string e = errors_of(r);
  CHECK(r.orders.empty());
  CHECK(e.find("unknown place 'Thsalxe' (did you mean THE (Thessalie)") != std::string::npos);
}

TEST_CASE("R9a.gen.6 a missing order after the unit says what was expected") {
  auto r = parse_with(diadoques_map(), "A PHE");
  CHECK(errors_of(r).find(
            "expected an order after 'A PHE': X, a destination, S, C, A1, A2, Ra or Re") !=
        std::string::npos);
  r = parse_with(diadoques_map(), "Co A SYR");
  CHECK(r.orders.empty());
  CHECK(errors_of(r).find("orders.txt:1:9: error: the order stops too soon") != std::string::npos);
}

TEST_CASE("N3 a misspelled character or side is read with a warning") {
  const auto& m = diadoques_map();
  auto r = parse_with(m, "Olympas Delphes X\nOrdre royal Seleukos\nVote Ptolemé pour\n");
  CHECK(errors_of(r) == "");
  REQUIRE(r.orders.size() == 3);
  CHECK(r.orders[0].piece.characters[0].name == "Olympias");
  CHECK(orders::get<RoyalOrder>(r.orders[1].body).beneficiary.name == "Séleucos");
  CHECK(warnings_of(r).find("read 'Olympas' as Olympias") != std::string::npos);
}

TEST_CASE("R9a.gen.6 quoted text and what follows a signature are skipped with one note each") {
  // Nothing is dropped unseen: an order written in a quote or below the signature is not read,
  // and the note says which lines were left out.
  auto r = parse_with(diadoques_map(),
                      "> Vos ordres ?\n"
                      ">\n"
                      "> A SYR X\n"
                      "A PHE SYR\n"
                      "> cité\n"
                      "\n"
                      "-- \n"
                      "Pierre\n"
                      "A MAC THE\n");
  REQUIRE(r.orders.size() == 1);
  CHECK(errors_of(r) == "");
  const std::string notes = dia::test::notes_of(r);
  CHECK(notes ==
        "orders.txt:1:1: note: quoted text (lines 1-3) is not read\n"
        "orders.txt:5:1: note: quoted text (line 5) is not read\n"
        "orders.txt:7:1: note: signature separator '--': the lines after it are not read\n");
  CHECK(r.ignored == 0);
  // A signature separator at the very end says nothing.
  CHECK(dia::test::notes_of(parse_with(diadoques_map(), "A PHE SYR\n-- \n\n")) == "");
}

TEST_CASE("R9a.gen.6 stray UTF-8 lead bytes: the line is rejected at the right column") {
  const auto& m = diadoques_map();
  // \xD7 alone is not UTF-8: it reads as the letter it would start (×), two bytes for one.
  auto r = parse_with(m, "A PHE \xD7\xD7\xD7\xD7\xD7\xD7 SYR zzz\nA SYR PHE\n");
  REQUIRE(r.orders.size() == 1);
  CHECK(r.orders[0].pos.line == 2);
  CHECK(r.rejected() == 1);
  // Columns count what was written, one per stray byte: SYR is at column 14. (With one stray
  // word only, the message names it: the line now has two, so the reading stops at SYR.)
  CHECK(errors_of(r).find(":1:14: error: unexpected 'SYR'") != std::string::npos);
}
