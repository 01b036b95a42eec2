// Error messages give the reason a player can act on, never the grammar's internal list of
// alternatives ("expected via convoy or Re"): a set of typical mistakes (R9a.gen.5: the order is
// ignored; R9a.gen.6: the player can fix it).
#include <doctest/doctest.h>

#include "order_test_support.hpp"
#include "real_map.hpp"

using namespace dia;
using dia::test::errors_of;
using dia::test::parse_with;

TEST_CASE("R9a.gen.5 a stray word in an order is named with the order it leaves") {
  struct Mistake {
    const char* line;
    const char* message;
  };
  for (const Mistake& m : std::initializer_list<Mistake>{
           {"Ae* CAP attaque PTE",
            "orders.txt:1:9: error: unknown word 'attaque'; did you mean a move `Ae* CAP PTE`? "
            "(the order is ignored)"},
           {"A MAC THE SYR",
            "orders.txt:1:11: error: unexpected word 'SYR'; did you mean a move `A MAC THE`?"},
           {"A MAC -> THE via",
            "orders.txt:1:14: error: unexpected word 'via'; did you mean a move `A MAC -> THE`?"},
           {"A MAC THE Re", "error: unexpected word 'Re'; did you mean a move `A MAC THE`?"},
           {"F POC A1 Héraclée merci",
            "orders.txt:1:19: error: unknown word 'merci'; did you mean a siege `F POC A1 "
            "Héraclée`?"},
       }) {
    INFO("line: ", std::string(m.line));
    auto r = parse_with(test::real_diadoques_map(), m.line);
    CHECK(r.orders.empty());
    const std::string e = errors_of(r);
    CHECK_MESSAGE(e.find(m.message) != std::string::npos, e);
    CHECK(e.find("; expected") == std::string::npos);
  }
}

TEST_CASE("R9a.gen.5 an order cut short says what it needs, in a player's words") {
  struct Mistake {
    const char* line;
    const char* message;
  };
  for (const Mistake& m : std::initializer_list<Mistake>{
           {"F POC A1",
            "orders.txt:1:9: error: the order stops too soon: it needs a place at the "
            "end; the order is ignored"},
           {"A MAC S", "orders.txt:1:8: error: the order stops too soon: it needs a unit type"},
           {"Construire A", "error: the order stops too soon: it needs a place at the end"},
           {"Co A SYR", "orders.txt:1:9: error: the order stops too soon: something is missing"},
       }) {
    INFO("line: ", std::string(m.line));
    auto r = parse_with(test::real_diadoques_map(), m.line);
    CHECK(r.orders.empty());
    const std::string e = errors_of(r);
    CHECK_MESSAGE(e.find(m.message) != std::string::npos, e);
    CHECK(e.find("via convoy") == std::string::npos);
  }
}

TEST_CASE("R9a.gen.5 words after a complete order that no single removal fixes") {
  for (const char* line : {"A MAC THE zzz yyy", "F EGE S A THR ... non, pardon :"}) {
    INFO("line: ", std::string(line));
    auto r = parse_with(test::real_diadoques_map(), line);
    CHECK(r.orders.empty());
    const std::string e = errors_of(r);
    CHECK(e.find("the order is ignored") != std::string::npos);
    CHECK(e.find("; expected") == std::string::npos);
  }
  CHECK(errors_of(parse_with(test::real_diadoques_map(), "A MAC THE zzz yyy"))
            .find("orders.txt:1:11: error: unexpected 'zzz': the order `A MAC THE` is complete "
                  "before it; remove it, or write it as an order of its own; the order is "
                  "ignored") != std::string::npos);
  CHECK(errors_of(parse_with(test::real_diadoques_map(), "F EGE S A THR ... non, pardon :"))
            .find("orders.txt:1:15: error: unexpected '...': the order `F EGE S A THR` is "
                  "complete before it") != std::string::npos);
}
