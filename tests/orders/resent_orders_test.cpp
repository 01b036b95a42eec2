// A resent set of orders pasted after the first (a second `Joueur`/`Saison` header, or a
// forwarded message) replaces the earlier set, as on the classical judges; the orders of one set
// that contradict each other are left to R9a.gen.2 as before.
#include <doctest/doctest.h>

#include "order_test_support.hpp"

using namespace dia;
using namespace dia::orders;
using dia::test::code;
using dia::test::diadoques_map;
using dia::test::errors_of;
using dia::test::has;
using dia::test::parse_with;
using dia::test::warnings_of;

TEST_CASE("R9a.gen.6 a second Joueur/Saison header starts a resent set that replaces the first") {
  const auto& m = diadoques_map();
  auto r = parse_with(m,
                      "Joueur Ptolemee\n"
                      "Saison printemps -318\n"
                      "A EGY X\n"
                      "F MOR zzz\n"
                      "A SYR PHE\n"
                      "\n"
                      "Joueur Ptolemee\n"
                      "Saison printemps -318\n"
                      "A EGY SYR\n");
  REQUIRE(r.orders.size() == 1);
  CHECK(r.orders[0].pos.line == 9);
  CHECK(code(m, orders::get<Move>(r.orders[0].body).to) == "SYR");
  CHECK(r.resent_from == 7);
  // The replaced set's error no longer counts: only the resent set is carried out.
  CHECK(errors_of(r) == "");
  CHECK(r.rejected() == 0);
  CHECK(r.unresolved.empty());
  CHECK(has(warnings_of(r),
            "orders.txt:7:1: warning: a resent set of orders starts here (a second `Joueur` line): "
            "it replaces the 2 order(s) read before it (lines 3-5), as on the classical judges"));
}

TEST_CASE("R9a.gen.6 a forwarded message pasted after the orders replaces them") {
  auto r = parse_with(diadoques_map(),
                      "A EGY X\n"
                      "A SYR PHE\n"
                      "---------- Forwarded message ---------\n"
                      "A EGY SYR\n");
  REQUIRE(r.orders.size() == 1);
  CHECK(r.orders[0].pos.line == 4);
  CHECK(r.resent_from == 3);
  CHECK(has(warnings_of(r),
            "orders.txt:3:1: warning: a resent set of orders starts here (a "
            "forwarded message)"));
  // French mail clients too; a separator with nothing after it replaces nothing.
  auto fr = parse_with(diadoques_map(), "A EGY X\n-------- Message transféré --------\n");
  CHECK(fr.orders.size() == 1);
  CHECK(fr.resent_from == 0);
}

TEST_CASE("R9a.gen.2 contradicting orders of one set are all kept for the adjudicator") {
  // One header, two orders for A EGY: not a resent set.
  auto r = parse_with(diadoques_map(), "Joueur Ptolemee\nA EGY X\nA EGY SYR\n");
  CHECK(r.orders.size() == 2);
  CHECK(r.resent_from == 0);
  // A first header after some orders is not a second one.
  auto late = parse_with(diadoques_map(), "A EGY X\nJoueur Ptolemee\nA SYR PHE\n");
  CHECK(late.orders.size() == 2);
  CHECK(late.resent_from == 0);
}
