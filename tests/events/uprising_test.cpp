// R14d: revolts and interventions in general: the units appear (gen.2), what stands in their
// space retreats or is eliminated (ret.1–8), the orders of those units are cancelled (ret.5),
// revolt units hold in their first season (gen.15), a mission citadel joins (gen.13–14).
#include "uprising_fixture.hpp"

using namespace dia;
using dia::state::UnitType;

TEST_CASE("R14d.gen.2 a revolt's unit appears in its space and the revolt is under way") {
  state::GameState g = test::later();
  const adj::SeasonResult r = test::play(g, "spartiates");
  const auto units = test::neutrals_of(r.next, "spartiates");
  REQUIRE(units.size() == 1);
  CHECK(units[0]->space == "LAC");
  CHECK(units[0]->type == UnitType::Am);
  const state::Uprising* up = test::uprising(r.next, "spartiates");
  REQUIRE(up != nullptr);
  CHECK(up->appeared == g.season.id());
  CHECK(test::event_has(r, "appears in LAC"));
  // Without the event nothing appears.
  CHECK(test::neutrals_of(test::play(g, "").next, "spartiates").empty());
}

TEST_CASE("R14d.ret.1 a unit in the revolt's space retreats into its side's citadel") {
  state::GameState g = test::later();
  g.control["Sparte"] = "cassandre";
  test::place(g, UnitType::A, "cassandre", "LAC");
  const adj::SeasonResult r = test::play(g, "spartiates");
  const state::Unit* in_sparte = test::unit_in(r.next, "Sparte");
  REQUIRE(in_sparte != nullptr);
  CHECK(in_sparte->side == "cassandre");
  REQUIRE(test::unit_in(r.next, "LAC") != nullptr);
  CHECK(test::unit_in(r.next, "LAC")->neutral_label == "spartiates");
}

TEST_CASE("R14d.ret.5 the orders of a unit that retreated before a revolt are cancelled") {
  state::GameState g = test::later();
  g.control["Sparte"] = "cassandre";
  test::place(g, UnitType::A, "cassandre", "LAC");
  const adj::SeasonResult r =
      test::play(g, "spartiates", {test::orders_for("cassandre", "A LAC ARC\n")});
  const adj::OrderReport& line = test::report_for(r, "A LAC ARC");
  CHECK(line.status == adj::OrderStatus::ignored);
  CHECK(test::en(line.note).find("retreated before") != std::string::npos);
  CHECK(test::unit_in(r.next, "ARC") == nullptr);
  CHECK(test::unit_in(r.next, "Sparte") != nullptr);
}

TEST_CASE("R14d.ret.2 with no citadel to reach, a unit no stronger is eliminated") {
  state::GameState g = test::later();
  g.control.erase("Sparte");
  test::place(g, UnitType::A, "cassandre", "LAC");
  const adj::SeasonResult r = test::play(g, "spartiates");
  for (const state::Unit& u : r.next.units) CHECK(u.side != "cassandre");
  CHECK(test::event_has(r, "eliminated"));
}

TEST_CASE("R14d.ret.3 a diadoque commanding an eliminated unit is captured and killed") {
  state::GameState g = test::later();
  g.control.erase("Sparte");
  test::place(g, UnitType::A, "cassandre", "LAC", "cassandre", g.season.id());
  const adj::SeasonResult r = test::play(g, "spartiates");
  const state::Character* c = r.next.character("cassandre");
  REQUIRE(c != nullptr);
  CHECK_FALSE(c->alive);
  // The same diadoque with his unit able to reach a citadel of his side survives.
  g.control["Sparte"] = "cassandre";
  const adj::SeasonResult safe = test::play(g, "spartiates");
  CHECK(safe.next.character("cassandre")->alive);
  CHECK(safe.next.character("cassandre")->space == "Sparte");
}

TEST_CASE("R14d.ret.4 a stronger unit retreats to an adjacent free space instead") {
  state::GameState g = test::later();
  g.control.erase("Sparte");
  test::place(g, UnitType::Ag, "cassandre", "LAC");
  const adj::SeasonResult r = test::play(g, "spartiates");
  const state::Unit* ag = nullptr;
  for (const state::Unit& u : r.next.units)
    if (u.side == "cassandre") ag = &u;
  REQUIRE(ag != nullptr);
  CHECK(ag->space != "LAC");
  const auto lac = test::diadoques_map().find_node("LAC");
  const auto to = test::diadoques_map().find_node(ag->space);
  REQUIRE(to.has_value());
  CHECK(test::diadoques_map().adjacent(*lac, *to, map::Crossing::army));
}

TEST_CASE("R14d.ret.8 a lone RF member in the revolt's space is captured and held") {
  state::GameState g = test::later();
  g.control.erase("Sparte");
  state::Character* o = g.character("olympias");
  REQUIRE(o != nullptr);
  o->space = "LAC";
  o->controller = "cassandre";
  const adj::SeasonResult r = test::play(g, "spartiates");
  const state::Character* held = r.next.character("olympias");
  CHECK(held->alive);
  CHECK(held->held_by == "spartiates");
  CHECK(held->controller.empty());
  // A citadel of her side to go into: she goes there instead.
  g.control["Sparte"] = "cassandre";
  const adj::SeasonResult safe = test::play(g, "spartiates");
  CHECK(safe.next.character("olympias")->space == "Sparte");
  CHECK(safe.next.character("olympias")->held_by.empty());
}

TEST_CASE("R14d.gen.15 a revolt unit holds in the season it appears, then acts") {
  state::GameState g = test::later();
  const std::vector<adj::SideOrders> gm = {
      test::orders_for(adj::season::neutral_side, "[Spartiates] Am LAC ARC\n")};
  const adj::SeasonResult first = test::play(g, "spartiates", gm);
  REQUIRE(test::neutrals_of(first.next, "spartiates").size() == 1);
  CHECK(test::neutrals_of(first.next, "spartiates")[0]->space == "LAC");
  CHECK(test::log_has(first, "R14d.gen.15"));
  // The next season the same order moves it: the revolt fights on.
  const adj::SeasonResult second = test::play(first.next, "", gm);
  REQUIRE(test::neutrals_of(second.next, "spartiates").size() == 1);
  CHECK(test::neutrals_of(second.next, "spartiates")[0]->space == "ARC");
}

TEST_CASE("R14d.gen.14 a neutral mission citadel joins the revolt and its treasure disappears") {
  state::GameState g = test::later();
  g.control.erase("Sparte");
  g.treasures["Sparte"] = 7;
  const adj::SeasonResult r = test::play(g, "spartiates");
  CHECK(r.next.treasures.count("Sparte") == 0);
  CHECK(test::event_has(r, "Sparte joins"));
  // A citadel a player holds does not join and keeps its treasure.
  g.control["Sparte"] = "cassandre";
  const adj::SeasonResult held = test::play(g, "spartiates");
  CHECK(held.next.treasures.at("Sparte") == 7);
}

TEST_CASE(
    "R14d.gen.13 R14d.gen.14 a citadel of the objective that becomes neutral after the revolt "
    "appeared joins it then, and its treasure disappears (S1 L1307-1310)") {
  // Audit 3, U2 (p23b): Delphes neutral while the Aetolians were under way was theirs, but its
  // 10 T stayed in the state. Summer -319: the Spartans appeared in spring, when Cassandre held
  // Sparte; he has lost it since (an elimination, a corruption...).
  state::GameState g = test::later();
  const std::size_t am = test::place(g, UnitType::Am, "", "LAC");
  g.units[am].neutral_label = "spartiates";
  state::Uprising up;
  up.id = "spartiates";
  up.appeared = up.clock_from = test::opening().season.id();
  g.uprisings.push_back(up);
  g.treasures["Sparte"] = 7;
  g.control["Sparte"] = "cassandre";
  // Still held by a player, it keeps its treasure.
  const adj::SeasonResult held = test::play_without_event(g, {});
  CHECK(held.next.treasures.at("Sparte") == 7);
  CHECK_FALSE(test::event_has(held, "Sparte joins"));
  g.control.erase("Sparte");
  const adj::SeasonResult r = test::play_without_event(g, {});
  CHECK(r.next.treasures.count("Sparte") == 0);
  CHECK(test::event_has(r, "Sparte joins"));
  CHECK(test::event_has(r, "the treasure of Sparte (7 T) disappears (R14d.gen.14)"));
}

TEST_CASE("R14d.gen.13 only a neutral citadel named in the objective joins the revolt") {
  state::GameState g = test::later();
  g.control.erase("Sparte");
  const adj::SeasonResult r = test::play(g, "spartiates");
  CHECK(test::event_has(r, "Sparte joins"));
  const adj::SeasonResult thr = test::play(g, "thraces");  // permanent, no mission citadel
  CHECK_FALSE(test::event_has(thr, "joins"));
}
