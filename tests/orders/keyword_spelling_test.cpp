// Misspelled keywords (R9a.gen.6): a unique close misspelling of an order word or keyword is
// read with a warning that says "did you mean …?"; several possible keywords make an error
// that lists them.
#include <doctest/doctest.h>

#include "order_test_support.hpp"
#include "orders/keyword_spelling.hpp"

using namespace dia;
using namespace dia::orders;
using dia::test::code;
using dia::test::diadoques_map;
using dia::test::errors_of;
using dia::test::has;
using dia::test::parse_with;
using dia::test::warnings_of;

TEST_CASE("R9a.gen.6 a misspelled order word is read with a did-you-mean warning") {
  const auto& m = diadoques_map();
  auto r = parse_with(m,
                      "Constuire F EGE\nEnchre Ae CAP 20, 22\nPromovoir A MAC Ae\n"
                      "Passsage Antigone F MOR\nCorompre A SYR 30\nLicensier F PRO\n");
  CHECK(errors_of(r) == "");
  REQUIRE(r.orders.size() == 6);
  CHECK(r.orders[0].kind() == OrderKind::build);
  CHECK(r.orders[1].kind() == OrderKind::bid);
  CHECK(orders::get<Bid>(r.orders[1].body).amounts == std::vector<int>{20, 22});
  CHECK(r.orders[2].kind() == OrderKind::promote);
  CHECK(r.orders[3].kind() == OrderKind::passage);
  CHECK(r.orders[4].kind() == OrderKind::corruption);
  CHECK(r.orders[5].kind() == OrderKind::disband);
  std::string w = warnings_of(r);
  CHECK(
      has(w, "orders.txt:1:1: warning: misspelled keyword 'Constuire': did you mean Construire?"));
  CHECK(has(w, "orders.txt:2:1: warning: misspelled keyword 'Enchre': did you mean Enchère?"));
  CHECK(has(w, "did you mean Promouvoir?"));
  CHECK(has(w, "did you mean Passage?"));
  CHECK(r.ignored == 0);
}

TEST_CASE("R9a.gen.6 a misspelled military keyword is read with a did-you-mean warning") {
  const auto& m = diadoques_map();
  auto r = parse_with(m,
                      "A PHE Suport A SYR CIL\nF MOR Retrait MIO, CYC, X\n"
                      "F MOR Ravitaile Alexandrie\nA PHE Soutein A SYR\n");
  CHECK(errors_of(r) == "");
  REQUIRE(r.orders.size() == 4);
  const auto& s = orders::get<Support>(r.orders[0].body);
  CHECK(code(m, s.supported.where) == "SYR");
  REQUIRE(s.to);
  CHECK(code(m, *s.to) == "CIL");
  REQUIRE(r.orders[1].retreat);
  CHECK(r.orders[1].retreat->spaces.size() == 2);
  CHECK(r.orders[1].retreat->destroy_last);
  CHECK(code(m, orders::get<Supply>(r.orders[2].body).citadel) == "Alexandrie");
  CHECK(orders::holds<Support>(r.orders[3].body));
  std::string w = warnings_of(r);
  CHECK(has(w, "orders.txt:1:7: warning: misspelled keyword 'Suport': did you mean support?"));
  CHECK(has(w, "orders.txt:2:7: warning: misspelled keyword 'Retrait': did you mean retraite?"));
  CHECK(has(w, "did you mean ravitaille?"));
  CHECK(has(w, "did you mean soutien?"));
}

TEST_CASE("R9a.gen.5 a word as close to two keywords is an error that lists both") {
  auto r = parse_with(diadoques_map(), "Buid F EGE\n");
  CHECK(r.orders.empty());
  CHECK(r.ignored == 1);
  CHECK(has(errors_of(r), "orders.txt:1:1: error: 'Buid' is not an order word (did you mean"));
  CHECK(has(errors_of(r), "Build"));
  CHECK(has(errors_of(r), "Bid"));
}

TEST_CASE("R9a.gen.5 a respelled keyword does not hide the other mistakes of the line") {
  auto r = parse_with(diadoques_map(), "Enchre Ae CAP\n");
  CHECK(r.orders.empty());
  CHECK(r.ignored == 1);
  CHECK(has(warnings_of(r), "did you mean Enchère?"));
  CHECK(has(errors_of(r), "orders.txt:1:14: error: the order stops too soon"));
}

TEST_CASE("R9a.gen.6 names are never taken for misspelled keywords") {
  const auto& m = diadoques_map();
  // `Alexandri d'Isos` is a misspelled citadel, `MIO` a sea: neither is read as a keyword.
  auto r = parse_with(m, "A SYR Alexandri d'Isos\nF MIO Convoi A ARC CYR\n");
  CHECK(errors_of(r) == "");
  REQUIRE(r.orders.size() == 2);
  CHECK(code(m, orders::get<Move>(r.orders[0].body).to) == "Alexandrie d'Issos");
  CHECK_FALSE(has(warnings_of(r), "keyword 'Alexandri"));
  CHECK(has(warnings_of(r), "misspelled keyword 'Convoi': did you mean convoy?"));
  CHECK(code(m, orders::get<Convoy>(r.orders[1].body).to) == "CYR");
}

TEST_CASE("R9a.gen.6 a word closer to a keyword than to any name is read as the keyword") {
  const auto& m = diadoques_map();
  // `Tiens` is one letter from `tient` (hold) and two from `Athens` (Athènes): a hold, not a
  // move to Athènes. A name written right, or closer to a name, stays a name.
  auto r = parse_with(m, "A SYR Tiens\nA SYR Athens\nA SYR Alexandri d'Isos\n");
  CHECK(errors_of(r) == "");
  REQUIRE(r.orders.size() == 3);
  CHECK(orders::holds<Hold>(r.orders[0].body));
  CHECK(r.orders[0].text == "A SYR Tiens");
  const std::string w = warnings_of(r);
  CHECK(has(w, "orders.txt:1:7: warning: misspelled keyword 'Tiens': did you mean tient?"));
  CHECK_FALSE(has(w, "orders.txt:1:7: warning: read 'Tiens'"));
  REQUIRE(orders::holds<Move>(r.orders[1].body));
  CHECK(code(m, orders::get<Move>(r.orders[1].body).to) == "Athènes");
  REQUIRE(orders::holds<Move>(r.orders[2].body));
  CHECK(code(m, orders::get<Move>(r.orders[2].body).to) == "Alexandrie d'Issos");
}

TEST_CASE("R9a.gen.6 the quick keyword test never rules out a misspelling the full search finds") {
  // may_misspell_keyword() lets the parser skip the full search on lines read with a guessed
  // name; it must be true for every word where misspelled_keywords() finds a keyword.
  const auto& m = diadoques_map();
  const PlaceNames places(m);
  const NamedSet characters = character_names();
  const NamedSet sides = side_names();
  const std::vector<std::string> lines = {
      "constuire f ege", "enchre ae cap 20",      "a phe suport a syr",     "f mor retrait mio, x",
      "a syr tiens",     "a lon - bel by convoi", "f mor ravitaile pella",  "a phe soutein a syr",
      "a syr detruir",   "promouvoire a mac ae",  "f mio convoi a arc cyr", "a syr mouve phe",
  };
  std::size_t found = 0;
  for (const auto& line : lines) {
    for (const auto& fix :
         misspelled_keywords(line, places.dictionary(), characters.dictionary, sides.dictionary)) {
      ++found;
      std::string_view word(line);
      word = word.substr(fix.begin, fix.end - fix.begin);
      word = word.substr(0, word.find_first_of(" '-"));
      INFO("line: ", line, " word: ", std::string(word));
      CHECK(may_misspell_keyword(word));
    }
  }
  CHECK(found >= 10);
  // Names far from every keyword are ruled out.
  for (const char* name : {"alexandri", "isos", "phenicie", "babylonne", "syr"})
    CHECK_FALSE(may_misspell_keyword(name));
}
