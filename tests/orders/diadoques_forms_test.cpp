// Every military order form of the rules (N1 printed forms, N2 designators, G1/G2 proposed
// forms), read against a small Diadoques-like map.
#include <doctest/doctest.h>

#include "order_test_support.hpp"

using namespace dia;
using namespace dia::orders;
using dia::test::code;
using dia::test::diadoques_map;
using dia::test::one_order;

TEST_CASE("N1 move A PHE SYR") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "A PHE SYR");
  REQUIRE(o.kind() == OrderKind::move);
  CHECK(o.piece.type == UnitType::army);
  CHECK(o.piece.characters.empty());
  CHECK(code(m, o.piece.where) == "PHE");
  CHECK(code(m, orders::get<Move>(o.body).to) == "SYR");
  CHECK(o.pos.line == 1);
  CHECK(o.pos.column == 1);
  CHECK(orders::get<Move>(o.body).to.pos.column == 7);
}

TEST_CASE("N1 move of a fleet with its diadoque into a citadel F* CYC Athènes") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "F* CYC Athènes");
  CHECK(o.piece.type == UnitType::fleet);
  REQUIRE(o.piece.characters.size() == 1);
  CHECK(o.piece.characters[0].kind == CharacterKind::diadoque);
  CHECK(code(m, orders::get<Move>(o.body).to) == "Athènes");
}

TEST_CASE("N1 siege A1 and A2 with a citadel name containing an apostrophe") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "F MOR A1 Alexandrie");
  REQUIRE(o.kind() == OrderKind::siege);
  CHECK(orders::get<Siege>(o.body).round == 1);
  CHECK(code(m, orders::get<Siege>(o.body).citadel) == "Alexandrie");

  o = one_order(m, "A* SYR A2 Alexandrie d'Issos");
  REQUIRE(o.kind() == OrderKind::siege);
  CHECK(o.piece.characters.size() == 1);
  CHECK(orders::get<Siege>(o.body).round == 2);
  CHECK(code(m, orders::get<Siege>(o.body).citadel) == "Alexandrie d'Issos");

  // Typographic apostrophe, no accents, other case.
  o = one_order(m, "a* syr a2 ALEXANDRIE D\xE2\x80\x99ISSOS");
  CHECK(code(m, orders::get<Siege>(o.body).citadel) == "Alexandrie d'Issos");
}

TEST_CASE("N1 supply Ra of Alexandrie and Alexandrie d'Issos") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "F MOR Ra Alexandrie");
  REQUIRE(o.kind() == OrderKind::supply);
  CHECK(code(m, orders::get<Supply>(o.body).citadel) == "Alexandrie");
  o = one_order(m, "A* SYR Ra Alexandrie d'Issos");
  CHECK(code(m, orders::get<Supply>(o.body).citadel) == "Alexandrie d'Issos");
}

TEST_CASE("R9a.ret.19 retreat list F MOR Re MIO / CYC / Alexandrie / MRD / MIN") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "F MOR Re MIO, CYC, Alexandrie, MRD, MIN");
  REQUIRE(o.kind() == OrderKind::hold);
  CHECK_FALSE(orders::get<Hold>(o.body).written);
  REQUIRE(o.retreat);
  REQUIRE(o.retreat->spaces.size() == 5);
  CHECK(code(m, o.retreat->spaces[2]) == "Alexandrie");
  CHECK(code(m, o.retreat->spaces[4]) == "MIN");
  CHECK_FALSE(o.retreat->destroy_last);
}

TEST_CASE("R9a.ret.19 retreat list with final X") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "A* SYR Re Alexandrie d'Issos, PHE, COM, CIL, X");
  REQUIRE(o.retreat);
  REQUIRE(o.retreat->spaces.size() == 4);
  CHECK(code(m, o.retreat->spaces[0]) == "Alexandrie d'Issos");
  CHECK(o.retreat->destroy_last);
}

TEST_CASE("R9a.ret.2 retreat list appended to another order") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "A SYR A2 Alexandrie d'Issos Re PHE, CIL, X");
  CHECK(o.kind() == OrderKind::siege);
  REQUIRE(o.retreat);
  CHECK(o.retreat->spaces.size() == 2);
  CHECK(o.retreat->destroy_last);

  o = one_order(m, "A PHE SYR, Re CIL");
  CHECK(o.kind() == OrderKind::move);
  REQUIRE(o.retreat);
  CHECK(code(m, o.retreat->spaces[0]) == "CIL");
}

TEST_CASE("R9a.ret.11 X anywhere but last in a retreat list is an error") {
  auto r = dia::test::parse_with(diadoques_map(), "F MOR Re MIO, X, CYC");
  CHECK(r.orders.empty());
  CHECK(dia::test::errors_of(r).find("X must come last") != std::string::npos);
}

TEST_CASE("R9a.move.20 hold written X") {
  auto o = one_order(diadoques_map(), "A SYR X");
  CHECK(o.kind() == OrderKind::hold);
  CHECK(orders::get<Hold>(o.body).written);
}

TEST_CASE("N2 every unit designator A Am Ae Ag F Fe") {
  const auto& m = diadoques_map();
  const std::pair<const char*, UnitType> cases[] = {
      {"A MAC X", UnitType::army},        {"Am MAC X", UnitType::militia},
      {"Ae MAC X", UnitType::elite_army}, {"Ag MAC X", UnitType::guard},
      {"F MIO X", UnitType::fleet},       {"Fe MIO X", UnitType::elite_fleet}};
  for (const auto& [line, type] : cases) {
    auto o = one_order(m, line);
    CHECK(o.piece.type == type);
  }
}

TEST_CASE("N2 leader suffixes A* Ag* F# and A* Olympias") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "Ag* MAC THE");
  CHECK(o.piece.type == UnitType::guard);
  REQUIRE(o.piece.characters.size() == 1);
  CHECK(o.piece.characters[0].kind == CharacterKind::diadoque);

  o = one_order(m, "F# MIO CYC");
  REQUIRE(o.piece.characters.size() == 1);
  CHECK(o.piece.characters[0].kind == CharacterKind::epigone);

  o = one_order(m, "A* Olympias SYR CIL");
  REQUIRE(o.piece.characters.size() == 2);
  CHECK(o.piece.characters[0].kind == CharacterKind::diadoque);
  CHECK(o.piece.characters[1].name == "Olympias");
  CHECK(code(m, o.piece.where) == "SYR");
  CHECK(code(m, orders::get<Move>(o.body).to) == "CIL");
}

TEST_CASE("N2 lone characters * MAC X / # POC IST / Olympias Delphes X / Philippe III MAC THE") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "* MAC X");
  CHECK(o.piece.kind == Piece::Kind::character);
  CHECK(o.piece.characters[0].kind == CharacterKind::diadoque);
  CHECK(o.kind() == OrderKind::hold);

  o = one_order(m, "# POC IST");
  CHECK(o.piece.characters[0].kind == CharacterKind::epigone);
  CHECK(code(m, o.piece.where) == "POC");
  CHECK(code(m, orders::get<Move>(o.body).to) == "IST");

  o = one_order(m, "Olympias Delphes X");
  CHECK(o.piece.kind == Piece::Kind::character);
  CHECK(o.piece.characters[0].name == "Olympias");
  CHECK(code(m, o.piece.where) == "Delphes");

  o = one_order(m, "Philippe III MAC THE");
  CHECK(o.piece.characters[0].name == "Philippe III");
  CHECK(code(m, orders::get<Move>(o.body).to) == "THE");

  o = one_order(m, "Cleopatre Sardes CAR");
  CHECK(o.piece.characters[0].name == "Cléopâtre");
}

TEST_CASE("R9a.gen.4 a lone character can only move or hold") {
  auto r = dia::test::parse_with(diadoques_map(), "Olympias Delphes S A MAC");
  CHECK(r.orders.empty());
  CHECK(dia::test::errors_of(r).find("R9a.gen.4") != std::string::npos);
}

TEST_CASE("G1.10 support of a hold / a move and a siege") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "A PHE S A SYR");
  auto s = orders::get<Support>(o.body);
  CHECK(code(m, s.supported.where) == "SYR");
  CHECK_FALSE(s.to);

  o = one_order(m, "A PHE S A SYR CIL");
  s = orders::get<Support>(o.body);
  REQUIRE(s.to);
  CHECK(code(m, *s.to) == "CIL");

  o = one_order(m, "A EGY S F MOR A1 Alexandrie");
  s = orders::get<Support>(o.body);
  CHECK(s.siege_round == 1);
  REQUIRE(s.citadel);
  CHECK(code(m, *s.citadel) == "Alexandrie");
  CHECK(s.supported.type == UnitType::fleet);
}

TEST_CASE("G2.10 convoy F MIO C A ARC CYR and forced convoy A EGY C CHY") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "F MIO C A ARC CYR");
  REQUIRE(o.kind() == OrderKind::convoy);
  CHECK(code(m, orders::get<Convoy>(o.body).convoyed.where) == "ARC");
  CHECK(code(m, orders::get<Convoy>(o.body).to) == "CYR");

  o = one_order(m, "A EGY C CHY");
  REQUIRE(o.kind() == OrderKind::move);
  CHECK(orders::get<Move>(o.body).via_convoy);
  CHECK(code(m, orders::get<Move>(o.body).to) == "CHY");

  o = one_order(m, "A EGY CHY");
  CHECK_FALSE(orders::get<Move>(o.body).via_convoy);
}

TEST_CASE("N3 citadel names with spaces and apostrophes are matched longest first") {
  const auto& m = diadoques_map();
  auto o = one_order(m, "F POC A1 Héraclée Pontique");
  CHECK(code(m, orders::get<Siege>(o.body).citadel) == "Héraclée Pontique");
  o = one_order(m, "A SYR Alexandrie d'Issos");
  CHECK(code(m, orders::get<Move>(o.body).to) == "Alexandrie d'Issos");
  o = one_order(m, "A EGY Alexandrie");
  CHECK(code(m, orders::get<Move>(o.body).to) == "Alexandrie");
  o = one_order(m, "A Alexandrie d'Issos SYR");
  CHECK(code(m, o.piece.where) == "Alexandrie d'Issos");
  CHECK(code(m, orders::get<Move>(o.body).to) == "SYR");
}

// The rare parts of an order (a support's, a convoy's or a passage's details, a retreat list, the
// characters a unit carries) are kept on the heap so that an order stays small; a copy of an
// order must still stand on its own (ast.hpp).
TEST_CASE("N3 a copied order owns its boxed support, retreat list and characters") {
  const auto& m = diadoques_map();
  Order original = one_order(m, "A* PHE S A SYR CIL Re PHE, X");
  REQUIRE(original.kind() == OrderKind::support);
  REQUIRE(holds<Support>(original.body));
  REQUIRE(original.retreat);
  Order copy = original;
  get<Support>(copy.body).to.reset();
  copy.retreat->spaces.clear();
  copy.piece.characters.clear();

  const Support* kept = get_if<Support>(&original.body);
  REQUIRE(kept != nullptr);
  REQUIRE(kept->to);
  CHECK(code(m, *kept->to) == "CIL");
  CHECK(code(m, kept->supported.where) == "SYR");
  CHECK(original.retreat->spaces.size() == 1);
  CHECK(original.retreat->destroy_last);
  CHECK(original.piece.characters.size() == 1);
  CHECK(get_if<Move>(&original.body) == nullptr);
  CHECK_FALSE(get<Support>(copy.body).to);

  // What the boxing is for: an orders file makes one order per line (bench/parse_bench).
  if constexpr (sizeof(void*) == 8) CHECK(sizeof(Order) <= 208);
}
