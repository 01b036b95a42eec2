// R8b.gm.4: a winter's results as the players read them: the builds, disbands, downgrades and
// promotions in the public results; each side's full accounts in its private notes only.
#include <string>
#include <vector>

#include "economy_fixture.hpp"
#include "report/season_outputs.hpp"

using namespace dia;
using namespace dia::economy_test;

namespace {

bool contains(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

const std::string& file(const report::ReportFiles& files, const std::string& name) {
  for (const auto& [n, content] : files)
    if (n == name) return content;
  throw std::runtime_error("no report " + name);
}

}  // namespace

TEST_CASE("R8b.gm.4 winter results: economic orders public, the accounts private") {
  state::GameState g = winter();
  g.control["Pella"] = "cassandre";
  g.control["Pydna"] = "cassandre";
  g.control["MAC"] = "cassandre";
  g.side("cassandre")->treasury = 30;
  test::place(g, UnitType::A, "cassandre", "Pella");
  test::place(g, UnitType::F, "cassandre", "EUB");
  test::place(g, UnitType::Ae, "cassandre", "THR");
  test::place(g, UnitType::Ae, "cassandre", "EPI");
  const std::vector<adj::SideOrders> orders{test::orders_for(
      "cassandre",
      "Promouvoir A Pella Am\nLicencier F EUB\nConstruire A Pydna\nDégrader Ae EPI\n")};
  const adj::SeasonResult r = adj::adjudicate_season(test::diadoques_map(), g, orders);
  const report::ReportInfo info = report::make_report_info(g, &test::diadoques_map(), "Hiver");
  const report::ReportFiles files = report::season_reports(r, orders, g, info, report::Lang::fr);
  const std::string& pub = file(files, "public.txt");
  CHECK(contains(pub, "Promouvoir A Pella Am — Cassandre promeut A Pella en Am (R10.prom.3)"));
  CHECK(contains(pub, "Licencier F EUB — Cassandre licencie F EUB (R10.disb.1)"));
  CHECK(contains(pub, "Construire A Pydna — Cassandre construit A Pydna (R10.build.1)"));
  CHECK(contains(pub, "Dégrader Ae EPI — Cassandre dégrade Ae EPI en A (R10.down.1)"));
  CHECK(contains(pub, "F EUB reste sur place, neutre, et sera vendue aux enchères (R10.disb.7)"));
  CHECK_FALSE(contains(pub, "entretien"));  // the accounts are private
  CHECK_FALSE(contains(pub, "revenu"));
  const std::string& mine = file(files, "private/cassandre.txt");
  CHECK(contains(mine, "trésor au début de la saison : 30 T"));
  CHECK(contains(mine, "revenu de Pella : +31 T (R10.income.4)"));
  CHECK(contains(mine, "entretien : Ae THR : −20 T (R10.upk.1)"));
  CHECK(contains(mine, "construction : A Pydna : −10 T (R10.build.1)"));
  CHECK(contains(mine, "promotion : A Pella en Am : −15 T (R10.prom.3)"));
  CHECK(contains(mine, "frais de licenciement : F EUB : −5 T (R10.disb.6)"));
  CHECK(contains(mine, "entretien : A EPI : −10 T (R10.upk.1)"));  // downgraded first, for free
  // 30 + 33 − 5 fee − 15 promotion − 20 − 10 upkeep − 10 build.
  CHECK(contains(mine, "trésor à la fin de la saison : 3 T"));
  CHECK_FALSE(contains(file(files, "private/antigone.txt"), "Pella"));
}
