// R10.income, R5b, R5a.tre, R8b.gm.2: what a side collects at the start of winter.
#include "economy_fixture.hpp"

using namespace dia;
using namespace dia::economy_test;
using adj::OrderStatus;

TEST_CASE("R10.income.1 a controlled province with a citadel, town or port yields 1 T, HYR never") {
  state::GameState g = winter();
  g.control["MAC"] = "cassandre";  // a town and two citadels
  g.control["HYR"] = "cassandre";  // the arsenal exception
  g.control["EUB"] = "cassandre";  // a sea zone: no income
  const adj::SeasonResult r = run(g);
  CHECK(moved(r, "cassandre", "R10.income.1") == 1);
  CHECK(r.next.side("cassandre")->treasury == 1);
}

TEST_CASE("R10.income.2 a controlled minor citadel yields 1 T") {
  state::GameState g = winter();
  g.control["Pydna"] = "cassandre";
  const adj::SeasonResult r = run(g);
  CHECK(moved(r, "cassandre", "R10.income.2") == 1);
  CHECK(r.next.side("cassandre")->treasury == 1);
}

TEST_CASE("R10.income.3 a controlled major citadel yields 11 T, another side's capital included") {
  state::GameState g = winter();
  g.control["Sardes"] = "cassandre";      // major
  g.control["Lysimachia"] = "cassandre";  // Lysimaque's capital
  const adj::SeasonResult r = run(g);
  CHECK(moved(r, "cassandre", "R10.income.3") == 22);
  CHECK(r.next.side("cassandre")->treasury == 22);
}

TEST_CASE("R10.income.4 a side's own capital yields 31 T") {
  state::GameState g = winter();
  g.control["Pella"] = "cassandre";
  g.control["Lysimachia"] = "lysimaque";
  const adj::SeasonResult r = run(g);
  CHECK(moved(r, "cassandre", "R10.income.4") == 31);
  CHECK(moved(r, "lysimaque", "R10.income.4") == 31);
  CHECK(r.next.side("cassandre")->treasury == 31);
}

TEST_CASE("R10.income.5 income counts the control at the start of winter") {
  // Cassandre disbands Pydna's garrison this winter: Pydna still pays, control counted first.
  state::GameState g = winter();
  g.control["Pydna"] = "cassandre";
  g.control["MAC"] = "cassandre";
  test::place(g, UnitType::F, "cassandre", "Pydna");
  g.side("cassandre")->treasury = 10;
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Licencier F Pydna\n")});
  CHECK(report_of(r, "Licencier F Pydna").status == OrderStatus::succeeded);
  CHECK(moved(r, "cassandre", "R10.income.2") == 1);
  CHECK(moved(r, "cassandre", "R10.income.1") == 1);
}

TEST_CASE("R5b.reg.1 regular income is collected in winter only") {
  state::GameState g = winter();
  g.control["Pella"] = "cassandre";
  state::GameState summer = g;
  summer.season = test::later().season;
  const adj::SeasonResult military = run(summer);
  CHECK(military.next.side("cassandre")->treasury == 0);
  const adj::SeasonResult w = run(g);
  CHECK(w.next.side("cassandre")->treasury == 31);
}

TEST_CASE("R8b.pl.1 the private note lists the winter income source by source") {
  state::GameState g = winter();
  g.control["Pella"] = "cassandre";
  g.control["Pydna"] = "cassandre";
  g.control["MAC"] = "cassandre";
  const adj::SeasonResult r = run(g);
  int lines = 0;
  for (const adj::MoneyMove& m : r.money)
    if (m.side == "cassandre" && m.what.id == Msg::money_income) ++lines;
  CHECK(lines == 3);
  CHECK(r.next.side("cassandre")->treasury == 33);
  // Nobody else's accounts move.
  CHECK(std::none_of(r.money.begin(), r.money.end(),
                     [](const adj::MoneyMove& m) { return m.side != "cassandre"; }));
}

TEST_CASE("R10.income.6 a treasure may be seized at income time") {
  state::GameState g = winter();
  g.control["Pydna"] = "cassandre";
  g.treasures["Pydna"] = 10;
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Saisir Pydna\n")});
  CHECK(report_of(r, "Saisir Pydna").status == OrderStatus::succeeded);
  CHECK(r.next.side("cassandre")->treasury == 11);  // 1 T income + 10 T treasure
}

TEST_CASE("R5a.tre.4 a treasure left in place is seized later by the citadel's controller only") {
  state::GameState g = winter();
  g.control["Pydna"] = "cassandre";
  g.treasures["Pydna"] = 10;
  const adj::SeasonResult r = run(g, {test::orders_for("antigone", "Saisir Pydna\n")});
  CHECK(report_of(r, "Saisir Pydna").status == OrderStatus::ignored);
  CHECK(r.next.side("antigone")->treasury == 0);
  CHECK(r.next.treasures.at("Pydna") == 10);
}

TEST_CASE("R5a.tre.3 a seized treasure is gone from the map for good") {
  state::GameState g = winter();
  g.control["Pydna"] = "cassandre";
  g.treasures["Pydna"] = 10;
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Saisir Pydna\n")});
  CHECK_FALSE(r.next.treasures.contains("Pydna"));
  // A second winter's seize finds nothing.
  state::GameState later = r.next;
  later.season = g.season;
  const adj::SeasonResult again = run(later, {test::orders_for("cassandre", "Saisir Pydna\n")});
  CHECK(report_of(again, "Saisir Pydna").status == OrderStatus::ignored);
}

TEST_CASE("R8b.gm.2 income comes in first, builds follow, gold gifts come last") {
  state::GameState g = winter();
  g.control["Pella"] = "cassandre";  // 31 T, the only money
  const adj::SeasonResult r = run(
      g, {test::orders_for("cassandre", "Or 25 Antigone\nConstruire A Pella\nOr 20 Antigone\n")});
  // The build is paid from the income (31 - 10 = 21): the 25 T gift no longer fits, the 20 T does.
  CHECK(report_of(r, "Construire A Pella").status == OrderStatus::succeeded);
  CHECK(report_of(r, "Or 25 Antigone").status == OrderStatus::ignored);
  CHECK(report_of(r, "Or 20 Antigone").status == OrderStatus::succeeded);
  CHECK(r.next.side("cassandre")->treasury == 1);
  CHECK(r.next.side("antigone")->treasury == 20);
  REQUIRE(!r.money.empty());
  CHECK(r.money.front().clause == "R10.income.4");
  CHECK(r.money.back().clause == "R9c.gold.1");
}

TEST_CASE("R9c.gold.4 gold gifts are allowed in winter and applied after every other order") {
  state::GameState g = winter();
  g.control["Pella"] = "cassandre";
  test::place(g, UnitType::A, "cassandre", "Pella");
  // 31 T: upkeep 10 first, so 21 are left for gifts.
  const adj::SeasonResult r = run(g, {test::orders_for("cassandre", "Or 21 Antigone\n")});
  CHECK(report_of(r, "Or 21 Antigone").status == OrderStatus::succeeded);
  CHECK(r.next.side("cassandre")->treasury == 0);
  CHECK(test::unit_in(r.next, "Pella") != nullptr);
  CHECK(r.next.side("antigone")->treasury == 21);
}

TEST_CASE("R10.ord.2 gold gifts come after every other winter order") {
  state::GameState g = winter();
  g.control["Pydna"] = "cassandre";
  g.side("cassandre")->treasury = 29;  // 30 T
  test::place(g, UnitType::A, "cassandre", "Pydna");
  // The promotion (20 T, instead of the upkeep) is paid first, whatever the order written.
  const adj::SeasonResult r = run(
      g,
      {test::orders_for("cassandre", "Or 15 Antigone\nPromouvoir A Pydna Ae\nOr 10 Antigone\n")});
  CHECK(report_of(r, "Promouvoir A Pydna Ae").status == OrderStatus::succeeded);
  CHECK(report_of(r, "Or 15 Antigone").status == OrderStatus::ignored);
  CHECK(report_of(r, "Or 10 Antigone").status == OrderStatus::succeeded);
  CHECK(r.next.side("antigone")->treasury == 10);
}

TEST_CASE("R8b.inc.1 the autumn results tell each side privately its coming winter income") {
  state::GameState g = winter();
  g.season = test::later().season.next();  // autumn -319
  g.control["Pella"] = "cassandre";
  g.control["Pydna"] = "cassandre";
  g.control["MAC"] = "cassandre";
  const adj::SeasonResult r = run(g);
  const auto it = std::find_if(r.events.begin(), r.events.end(), [](const adj::Event& e) {
    return e.side == "cassandre" &&
           test::en(e.text) == "income expected this winter: 33 T (R8b.inc.1)";
  });
  REQUIRE(it != r.events.end());
  CHECK(it->visibility == adj::Visibility::side_only);
  // Nobody reads another side's figure.
  CHECK(std::none_of(r.events.begin(), r.events.end(), [](const adj::Event& e) {
    return e.visibility == adj::Visibility::everyone &&
           test::en(e.text).find("R8b.inc.1") != std::string::npos;
  }));
}
