// R9c.gen.1: the secondary orders before the military orders (gift, no-capture, assassination,
// royal order) are published with their outcome; what stays private (treasuries, the satraps'
// 10 T credited to the beneficiary) never reaches the public files.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "adjudicator/rules/regent.hpp"
#include "report/public_report.hpp"
#include "report/season_outputs.hpp"
#include "season/fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

bool contains(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

// Summer -319, the satraps' offer pending since spring; Cassandre holds Philippe III and Eurydice
// with his army in MAC, Antigone's army stands in THE, Séleucos holds Suse.
report::ReportFiles play(int treasury) {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  g.units.back().attached = {"philippe-iii", "eurydice"};
  test::place(g, UnitType::A, "antigone", "THE");
  state::Unit army;
  army.space = "HYR";
  army.neutral_label = adj::rules::satraps_label;
  g.units.push_back(army);
  g.satraps_offer = state::Season::first().id();
  g.control["Suse"] = "seleucos";
  for (state::Side& s : g.sides) s.treasury = treasury;
  const std::vector<adj::SideOrders> orders{
      test::orders_for("cassandre",
                       "Donner Roxane Antigone\nRoxane MAC THE\nEpargner Olympias\n"
                       "Assassiner Eurydice\nOrdre royal Séleucos\nA MAC X\n"),
      test::orders_for("seleucos", "A HYR PAR\n")};
  const adj::SeasonResult r = adj::adjudicate_season(test::diadoques_map(), g, orders);
  const report::ReportInfo info = report::make_report_info(g, &test::diadoques_map(), "Secrets");
  return report::season_reports(r, orders, g, info, report::Lang::fr);
}

const std::string& file(const report::ReportFiles& files, const std::string& name) {
  for (const auto& [n, content] : files)
    if (n == name) return content;
  throw std::runtime_error("no report " + name);
}

}  // namespace

TEST_CASE(
    "R9c.gen.1 R9c.royal.1 gift, no-capture, assassination and royal order are published with "
    "their outcome, treasuries and the satraps' treasury credit stay private") {
  const report::ReportFiles a = play(40);
  const std::string pub = file(a, "public.txt");
  CHECK(contains(pub,
                 "  Donner Roxane Antigone — Cassandre remet Roxane et Alexandre IV à "
                 "Antigone (R9c.give.4)\n"));
  CHECK(contains(pub,
                 "  Epargner Olympias — aucune tentative de capture d'Olympias ce tour "
                 "(R6b.cap.4)\n"));
  CHECK(contains(pub,
                 "  Assassiner Eurydice — assassinat d'Eurydice et Philippe III sur ordre "
                 "de Cassandre (R9c.kill.1)\n"));
  CHECK(contains(pub,
                 "  Ordre royal Séleucos — ordre royal suivi : Séleucos reçoit l'offre des "
                 "satrapes (R11c.eff.1)\n"));
  CHECK(contains(pub, "  A HYR PAR"));
  // Only private input differs: the public files are byte-identical.
  const report::ReportFiles b = play(77);
  for (const char* name : {"public.txt", "public.md", "public.json", "map.svg"}) {
    CAPTURE(name);
    CHECK(file(a, name) == file(b, name));
  }
  // Séleucos alone reads his treasury: 40 + the satraps' 10 T (R11c.eff.2).
  CHECK_FALSE(contains(pub, "Trésor : "));
  CHECK(contains(file(a, "private/seleucos.txt"), "Trésor : 50 T"));
}
