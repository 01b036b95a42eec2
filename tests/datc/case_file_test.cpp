// The DATC case-file reader (src/datc/case_file.hpp) on small texts and on the shared files.
#include <doctest/doctest.h>

#include <string>

#include "datc/case_file.hpp"

using dia::datc::Phase;
using dia::datc::read_case_file;

TEST_CASE("DATC reader: blocks, comments, CRLF and a title after the case id") {
  const std::string text =
      "# header comment\r\n"
      "VARIANT_ALL Standard\r\n"
      "CASE 6.E.15. TEST CASE, THE FRIENDLY HEAD TO HEAD BATTLE\r\n"
      "PRESTATE_SETPHASE Fall 1902, Retreat\r\n"
      "PRESTATE\r\n"
      "\tEngland: A edi   # trailing comment\r\n"
      "PRESTATE_DISLODGED\r\n"
      "\tRussia: F edi\r\n"
      "PRESTATE_RESULTS\r\n"
      "\tSUCCESS: England: A lvp-edi\r\n"
      "\tFAILURE: Russia: F edi H\r\n"
      "ORDERS\r\n"
      "\tRussia: F edi-nth\r\n"
      "POSTSTATE\r\n"
      "\tEngland: A edi\r\n"
      "\tRussia: F nth\r\n"
      "END\r\n";
  auto file = read_case_file(text, "t.txt");
  CHECK(file.diagnostics.empty());
  CHECK(file.variant == "Standard");
  REQUIRE(file.cases.size() == 1);
  const auto& c = file.cases[0];
  CHECK(c.id == "6.E.15");
  CHECK(c.label == "6.E.15. TEST CASE, THE FRIENDLY HEAD TO HEAD BATTLE");
  CHECK(c.line == 3);
  CHECK(c.phase == Phase::retreat);
  CHECK(c.season == "Fall");
  CHECK(c.year == 1902);
  REQUIRE(c.prestate.size() == 1);
  CHECK(c.prestate[0].power == "England");
  CHECK(c.prestate[0].text == "A edi");
  CHECK(c.prestate[0].line == 6);
  REQUIRE(c.results.size() == 2);
  CHECK(c.results[0].success);
  CHECK(c.results[0].power == "England");
  CHECK(c.results[0].text == "A lvp-edi");
  CHECK_FALSE(c.results[1].success);
  CHECK(c.orders.size() == 1);
  CHECK(c.poststate.size() == 2);
  CHECK_FALSE(c.poststate_same);
}

TEST_CASE("DATC reader: POSTSTATE_SAME, default phase, a power without its colon") {
  auto file = read_case_file(
      "CASE 6.G.14. no phase line\nPRESTATE\n\tItaly F gol\nORDERS\n\tItaly: F gol H\n"
      "POSTSTATE_SAME\nEND\n",
      "t.txt");
  REQUIRE(file.cases.size() == 1);
  const auto& c = file.cases[0];
  CHECK(c.phase == Phase::movement);
  CHECK(c.year == 1901);
  CHECK(c.poststate_same);
  REQUIRE(c.prestate.size() == 1);
  CHECK(c.prestate[0].power == "Italy");
  CHECK(c.prestate[0].text == "F gol");
}

TEST_CASE("DATC reader: the jDip labelling slips get their real ids") {
  auto file = read_case_file(
      "CASE 6.F.E\nEND\nCASE 6.F.14\nEND\nCASE 6.F.14\nEND\nCASE 6.A.5 (Move to own sector)\nEND\n",
      "t.txt");
  REQUIRE(file.cases.size() == 4);
  CHECK(file.cases[0].id == "6.F.5");
  CHECK_FALSE(file.cases[0].note.empty());
  CHECK(file.cases[1].id == "6.F.14");
  CHECK(file.cases[1].note.empty());
  CHECK(file.cases[2].id == "6.F.15");
  CHECK(file.cases[3].id == "6.A.5");
}

TEST_CASE("DATC reader: a line it cannot place is reported with its line number") {
  auto file = read_case_file(
      "VARIANT_ALL Standard\nBOGUS\nCASE 1\nPRESTATE\n\tA: A x\n"
      "PRESTATE_RESULTS\n\tMAYBE: A: A x H\nEND\nCASE 2\n",
      "bad.txt");
  REQUIRE(file.diagnostics.size() == 3);
  CHECK(file.diagnostics[0].pos.line == 2);
  CHECK(file.diagnostics[0].file == "bad.txt");
  CHECK(file.diagnostics[1].pos.line == 7);
  CHECK(file.diagnostics[2].message.find("no END") != std::string::npos);
  CHECK(file.cases.size() == 2);
}

TEST_CASE("DATC reader: the shared godip and jDip files read without a diagnostic") {
  auto godip =
      dia::datc::load_case_file(std::string(DIA_TEST_DATA_DIR) + "/datc/godip/datc_v2.4_06.txt");
  CHECK(godip.diagnostics.empty());
  CHECK(godip.cases.size() == 167);
  auto jdip =
      dia::datc::load_case_file(std::string(DIA_TEST_DATA_DIR) + "/datc/jdip/datc_v2.4_06.txt");
  CHECK(jdip.diagnostics.empty());
  CHECK(jdip.cases.size() == 168);
  int phases[3] = {0, 0, 0};
  for (const auto& c : godip.cases) ++phases[static_cast<int>(c.phase)];
  CHECK(phases[1] == 17);  // 6.H
  CHECK(phases[2] == 20);  // 6.B.14, 6.I, 6.J
}

TEST_CASE("DATC reader: a missing file is one error") {
  auto file = dia::datc::load_case_file("/nonexistent/datc.txt");
  REQUIRE(file.diagnostics.size() == 1);
  CHECK(file.cases.empty());
}
