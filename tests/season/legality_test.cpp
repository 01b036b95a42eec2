// Order legality against the position (season/legality.hpp), as `check --game` uses it.
#include "adjudicator/season/legality.hpp"
#include "fixture.hpp"

using namespace dia;
using dia::state::UnitType;

TEST_CASE("R9a.gen.5 legality: an impossible order gets an error at its line and column") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  const adj::SideOrders so = test::orders_for("cassandre", "// orders\nA MAC EUB\n");
  adj::season::LegalityOptions opt;
  opt.file = "cassandre.txt";
  const auto checks =
      adj::season::check_orders(test::diadoques_map(), g, "cassandre", so.parsed.orders, opt);
  REQUIRE(checks.size() == 1);
  CHECK(checks[0].verdict == adj::season::Verdict::ignored);
  const Diagnostics ds = adj::season::diagnostics_of(checks);
  REQUIRE(ds.size() == 1);
  CHECK(ds[0].severity == Severity::error);
  CHECK(format(ds[0]).rfind("cassandre.txt:2:1: error:", 0) == 0);
}

TEST_CASE("N2 a wrong leader suffix only warns: the unit is found by type and space") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  g.character("cassandre")->space = "THR";  // far from the unit: the suffix is wrong
  const adj::SideOrders so = test::orders_for("cassandre", "A* MAC THE\n");
  const auto checks =
      adj::season::check_orders(test::diadoques_map(), g, "cassandre", so.parsed.orders);
  REQUIRE(checks.size() == 1);
  CHECK(checks[0].verdict == adj::season::Verdict::accepted);
  CHECK(checks[0].unit == 0);
  REQUIRE(checks[0].diagnostics.size() == 1);
  CHECK(checks[0].diagnostics[0].severity == Severity::warning);
  CHECK(checks[0].joining.empty());
}

TEST_CASE(
    "D.associated a leader written after the type who stands in the unit's space joins it and "
    "commands it") {
  state::GameState g = test::later();  // Cassandre stands in MAC, alone
  test::place(g, UnitType::A, "cassandre", "MAC");
  const adj::SideOrders so = test::orders_for("cassandre", "A* MAC THE\n");
  const auto checks =
      adj::season::check_orders(test::diadoques_map(), g, "cassandre", so.parsed.orders);
  REQUIRE(checks.size() == 1);
  CHECK(checks[0].verdict == adj::season::Verdict::accepted);
  CHECK(checks[0].diagnostics.empty());
  CHECK(checks[0].joining == std::vector<std::string>{"cassandre"});
  CHECK(checks[0].commander == "cassandre");
}

TEST_CASE("D.associated R9c.cmd a leader written first does not take a commanded unit's command") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC", "cassandre", "001-spring-319");
  state::Character* olympias = g.character("olympias");
  olympias->space = "MAC";
  olympias->controller = "cassandre";
  const adj::SideOrders so = test::orders_for("cassandre", "A Olympias MAC THE\n");
  const auto checks =
      adj::season::check_orders(test::diadoques_map(), g, "cassandre", so.parsed.orders);
  REQUIRE(checks.size() == 1);
  CHECK(checks[0].joining == std::vector<std::string>{"olympias"});
  CHECK(checks[0].commander.empty());
  REQUIRE(checks[0].diagnostics.size() == 1);
  CHECK(format(checks[0].diagnostics[0])
            .find("Cassandre keeps the command of A* MAC; 'Olympias' goes with it") !=
        std::string::npos);
}

TEST_CASE("R9a.siege.2 a siege needs a besieging position; R9a.siege.3 never one's own citadel") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "cassandre", "ATT");
  const adj::SideOrders so =
      test::orders_for("cassandre", "A THE A1 Lamia\nA MAC A1 Pella\nA ATT A1 Lamia\n");
  const auto checks =
      adj::season::check_orders(test::diadoques_map(), g, "cassandre", so.parsed.orders);
  REQUIRE(checks.size() == 3);
  CHECK(checks[0].verdict == adj::season::Verdict::accepted);
  CHECK(checks[1].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(checks[1].reason).find("R9a.siege.3") != std::string::npos);
  CHECK(checks[2].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(checks[2].reason).find("R9a.siege.2") != std::string::npos);
}

TEST_CASE("R9a.supply.3 a supply order on a non-port citadel is ignored") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "THE");
  test::place(g, UnitType::A, "cassandre", "MAC");
  const adj::SideOrders so = test::orders_for("cassandre", "A THE Ra Lamia\nA MAC Ra Pydna\n");
  const auto checks =
      adj::season::check_orders(test::diadoques_map(), g, "cassandre", so.parsed.orders);
  const bool lamia_port =
      test::diadoques_map().space(*test::diadoques_map().find_space("Lamia")).citadel->port;
  CHECK((checks[0].verdict == adj::season::Verdict::ignored) == !lamia_port);
  CHECK(checks[1].verdict == adj::season::Verdict::accepted);  // Pydna is a port
}

TEST_CASE("G1.2 a fleet cannot support into a land province; G2.3 only a fleet at sea convoys") {
  state::GameState g = test::later();
  test::place(g, UnitType::F, "cassandre", "EUB");
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::F, "cassandre", "Pydna");
  const adj::SideOrders so =
      test::orders_for("cassandre", "F EUB S A MAC THE\nF Pydna C A MAC THE\n");
  const auto checks =
      adj::season::check_orders(test::diadoques_map(), g, "cassandre", so.parsed.orders);
  CHECK(checks[0].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(checks[0].reason).find("G1.2") != std::string::npos);
  CHECK(checks[1].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(checks[1].reason).find("G2.3") != std::string::npos);
}

TEST_CASE("G3.5 a special link needs the gatekeeper's control or a passage") {
  state::GameState g = test::later();
  test::place(g, UnitType::F, "cassandre", "MOR");
  g.control["EGY"] = "ptolemee";
  const adj::SideOrders so = test::orders_for("cassandre", "F MOR GAR\n");
  auto checks = adj::season::check_orders(test::diadoques_map(), g, "cassandre", so.parsed.orders);
  CHECK(checks[0].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(checks[0].reason).find("G3.5") != std::string::npos);
  adj::season::LegalityOptions opt;
  opt.passages.push_back({"ptolemee", "cassandre", "MOR"});
  checks = adj::season::check_orders(test::diadoques_map(), g, "cassandre", so.parsed.orders, opt);
  CHECK(checks[0].verdict == adj::season::Verdict::accepted);
  CHECK(checks[0].special_link);
}
