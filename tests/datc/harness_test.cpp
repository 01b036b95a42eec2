// The DATC harness (src/datc/harness.hpp) on the classical map, with cases written here.
#include <doctest/doctest.h>

#include <string>

#include "datc/case_file.hpp"
#include "datc/harness.hpp"
#include "map/load.hpp"

namespace {

const dia::map::Map& classical() {
  static const auto loaded =
      dia::map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/classical.yaml");
  REQUIRE(loaded.map.has_value());
  return *loaded.map;
}

dia::datc::Verdict run(const std::string& text, std::vector<std::string>* notes = nullptr) {
  auto file = dia::datc::read_case_file(text, "t.txt");
  REQUIRE(file.cases.size() == 1);
  dia::datc::Harness harness(classical());
  auto prepared = harness.prepare(file.cases[0]);
  if (notes) *notes = prepared.notes;
  return harness.adjudicate(prepared);
}

}  // namespace

TEST_CASE("DATC harness: 6.C.1 three-army circular movement passes") {
  auto v =
      run("CASE 6.C.1\nPRESTATE\n\tTurkey: F ank\n\tTurkey: A con\n\tTurkey: A smy\nORDERS\n"
          "\tTurkey: F ank-con\n\tTurkey: A con-smy\n\tTurkey: A smy-ank\nPOSTSTATE\n"
          "\tTurkey: A ank\n\tTurkey: F con\n\tTurkey: A smy\nEND\n");
  CHECK(v.passed);
  CHECK(v.difference.empty());
}

TEST_CASE("DATC harness: a wrong expectation fails and names the difference") {
  auto v =
      run("CASE x\nPRESTATE\n\tEngland: A lvp\nORDERS\n\tEngland: A lvp-edi\nPOSTSTATE\n"
          "\tEngland: A lvp\nEND\n");
  CHECK_FALSE(v.passed);
  CHECK(v.difference == "missing England: A lvp; unexpected England: A edi");
}

TEST_CASE("DATC harness: free-form names and the `Germnay:` slip are read") {
  std::vector<std::string> notes;
  auto v =
      run("CASE 6.A.5\nPRESTATE\n\tGermany: F london\n\tGermany: A wales\n\tEngland: A Yorkshire\n"
          "ORDERS\n\tGermany: F london-Yorkshire\n\tGermnay: A Wales SUPPORTS F london-yorkshire\n"
          "POSTSTATE\n\tGermany: F Yorkshire\n\tGermany: A wales\nPOSTSTATE_DISLODGED\n"
          "\tEngland: A Yorkshire\nEND\n",
          &notes);
  CHECK(v.passed);
  bool corrected = false;
  for (const auto& n : notes) corrected = corrected || n.find("Germnay") != std::string::npos;
  CHECK(corrected);
}

TEST_CASE("DATC harness: an order for another power's unit is ignored (6.A.6)") {
  auto v =
      run("CASE 6.A.6\nPRESTATE\n\tEngland: F lon\nORDERS\n\tGermany: F lon-nth\nPOSTSTATE_SAME\n"
          "END\n");
  CHECK(v.passed);
}

TEST_CASE("DATC harness: a dislodged unit with no retreat is destroyed at once (6.G.10)") {
  // A bud is dislodged and every neighbour is taken or is the attacker's origin.
  auto v = run(
      "CASE t\nPRESTATE\n\tAustria: A bud\n\tRussia: A gal\n\tRussia: A rum\n\tRussia: A ser\n"
      "\tRussia: A vie\n\tRussia: A tri\nORDERS\n\tRussia: A gal-bud\n\tRussia: A rum S A gal-bud\n"
      "POSTSTATE\n\tRussia: A bud\n\tRussia: A rum\n\tRussia: A ser\n\tRussia: A vie\n"
      "\tRussia: A tri\nEND\n");
  CHECK(v.passed);
}

TEST_CASE("DATC harness: a unit line the parser cannot read fails the case") {
  auto v = run("CASE t\nPRESTATE\n\tEngland: A atlantis\nORDERS\nPOSTSTATE_SAME\nEND\n");
  CHECK_FALSE(v.passed);
  CHECK(v.difference.find("atlantis") != std::string::npos);
}

TEST_CASE("DATC harness: an order line the parser rejects is named when the case fails") {
  auto v =
      run("CASE t\nPRESTATE\n\tEngland: A lvp\nORDERS\n\tEngland: A lvp ~~ edi\nPOSTSTATE\n"
          "\tEngland: A edi\nEND\n");
  CHECK_FALSE(v.passed);
  CHECK(v.difference.find("line 5: order `A lvp ~~ edi` not read") != std::string::npos);
}
