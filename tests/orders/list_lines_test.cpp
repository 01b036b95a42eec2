// Orders written as lists (`- A MAC - THE`, `1) A MAC THE`, `• …`, `Achats : A A A`) are orders,
// not remarks (R9a.gen.6: a badly written order that can still be understood is carried out).
#include <doctest/doctest.h>

#include "order_test_support.hpp"

using namespace dia;
using namespace dia::orders;
using dia::test::code;
using dia::test::diadoques_map;
using dia::test::errors_of;
using dia::test::parse_with;

TEST_CASE("R9a.gen.6 list markers before an order are read past: dash, number, bullet") {
  const auto& m = diadoques_map();
  for (const char* line :
       {"- A MAC - THE", "1) A MAC THE", "1. A MAC THE", "12) A MAC THE", "\xE2\x80\xA2 A MAC THE",
        "\xE2\x80\x93 A MAC THE", "  - A MAC THE", "\xC2\xB7 A MAC -> THE"}) {
    INFO("line: ", line);
    auto r = parse_with(m, line);
    CHECK(errors_of(r) == "");
    CHECK(r.remarks() == 0);
    REQUIRE(r.orders.size() == 1);
    CHECK(code(m, r.orders[0].piece.where) == "MAC");
    CHECK(code(m, orders::get<Move>(r.orders[0].body).to) == "THE");
    // The order's text as written leaves the marker out (reports quote it).
    CHECK(r.orders[0].text.starts_with("A MAC"));
  }
}

TEST_CASE("R9a.gen.6 a numbered list of orders keeps the columns of what was written") {
  auto r = parse_with(diadoques_map(), "1) A MAC zzz\n2) A SYR PHE\n");
  REQUIRE(r.orders.size() == 1);
  CHECK(r.orders[0].pos.line == 2);
  CHECK(r.orders[0].pos.column == 4);
  CHECK(errors_of(r).find("orders.txt:1:10: error: unknown place 'zzz'") != std::string::npos);
}

TEST_CASE("R9a.gen.6 an order word written as a heading with a colon: Achats : A A A") {
  const auto& m = diadoques_map();
  for (const char* line : {"Achats : A A A", "Achat: A A A", "- Achats : A A F"}) {
    INFO("line: ", line);
    auto r = parse_with(m, line);
    CHECK(errors_of(r) == "");
    REQUIRE(r.orders.size() == 1);
    REQUIRE(orders::get_if<Purchase>(&r.orders[0].body) != nullptr);
    CHECK(orders::get<Purchase>(r.orders[0].body).types.size() == 3);
  }
  // A side prefix keeps its colon: `Ptolemee: A EGY X` is not a heading.
  auto r = parse_with(m, "Ptolemee: A EGY X");
  REQUIRE(r.orders.size() == 1);
  CHECK(r.orders[0].side_prefix == "Ptolemee");
}

TEST_CASE("R9a.gen.6 a dash or a number that is not a list marker is not blanked") {
  const auto& m = diadoques_map();
  // `-318` is a year, not a marker; `*` is the diadoque, never a bullet.
  auto r = parse_with(m, "Saison printemps -318\n* MAC THE\n");
  CHECK(errors_of(r) == "");
  REQUIRE(r.header.year.has_value());
  CHECK(*r.header.year == -318);
  REQUIRE(r.orders.size() == 1);
  CHECK(r.orders[0].piece.characters.size() == 1);
}
