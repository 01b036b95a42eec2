// The GM's ruling on the season's event (R8a.gm.1, adjudicator/events/ruling.hpp): the row he
// names becomes the season's event, judged as a drawn one, and nothing else the dice decide
// changes.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "../season/fixture.hpp"
#include "adjudicator/events/ruling.hpp"
#include "adjudicator/season/options.hpp"
#include "support/words.hpp"

namespace dia::adj::events {
namespace {

struct Read {
  std::optional<DrawnEvent> event;
  Diagnostics diagnostics;
  std::string first_error() const {
    for (const auto& d : diagnostics)
      if (d.severity == Severity::error) return format(d);
    return "";
  }
};

Read read(const std::string& yaml, const state::GameState& g) {
  Read r;
  r.event = read_ruling(yaml, "event.yaml", test::diadoques_map(), g, r.diagnostics);
  return r;
}

state::GameState summer() {
  state::GameState g = test::later();
  g.season = {-318, state::SeasonKind::summer};
  return g;
}

TEST_CASE("R8a.gm.1 R14.gen.8 a ruled Table III row is that revolt, by the GM, with his note") {
  const Read r = read("row: T3.7\nnote: \"les Spartiates se soulèvent\"\n", summer());
  REQUIRE(r.event);
  CHECK(r.event->kind == EventKind::revolt);
  CHECK(r.event->what == "spartiates");
  CHECK(r.event->row == "T3.7");
  CHECK(r.event->by_gm);
  CHECK(r.event->applies);
  CHECK(r.event->rolls.empty());
  CHECK(r.event->gm_note == "les Spartiates se soulèvent");
}

TEST_CASE("R8a.gm.1 R14b R14c ruled storms and floods take the row's spaces") {
  const Read sea = read("row: T2.6\n", summer());
  REQUIRE(sea.event);
  CHECK(sea.event->kind == EventKind::sea_storm);
  CHECK(sea.event->spaces == std::vector<std::string>{"ADR", "MIO"});
  const Read flood = read("row: T1.SU.6a\n", summer());
  REQUIRE(flood.event);
  CHECK(flood.event->kind == EventKind::flood);
  CHECK(flood.event->what == "nil");
  CHECK(flood.event->spaces == std::vector<std::string>{"EGY"});
  const Read sand = read("row: T1.AU.2b\n", summer());
  REQUIRE(sand.event);
  CHECK(sand.event->kind == EventKind::sand_storm);
}

TEST_CASE("R8a.gm.1 a ruled gift may name its citadel; 'none' rules that nothing happens") {
  const Read gift = read("row: T4.1a\nvariant: Byzance\n", summer());
  REQUIRE(gift.event);
  CHECK(gift.event->kind == EventKind::intervention);
  CHECK(gift.event->what == "carthage");
  CHECK(gift.event->variant == "Byzance");
  const Read none = read("row: none\n", summer());
  REQUIRE(none.event);
  CHECK(none.event->kind == EventKind::none);
  CHECK(none.event->by_gm);
}

TEST_CASE("R14.gen.3 R14a.death.1 a ruled death of a dead RF member has no effect") {
  state::GameState g = summer();
  g.character("philippe-iii")->alive = false;
  const Read r = read("row: T5.1\n", g);
  REQUIRE(r.event);
  CHECK(r.event->kind == EventKind::royal_death);
  CHECK_FALSE(r.event->applies);
  CHECK(r.event->why_not == "R14a.death.1");
  // Alive, the same ruling applies.
  const Read alive = read("row: T5.1\n", summer());
  REQUIRE(alive.event);
  CHECK(alive.event->applies);
}

TEST_CASE("R14.gen.4 ruling a revolt already under way is refused, as the draw would redraw it") {
  state::GameState g = summer();
  state::Uprising u;
  u.id = "spartiates";
  g.uprisings.push_back(u);
  const Read r = read("row: T3.7\n", g);
  CHECK_FALSE(r.event);
  CHECK(r.first_error() ==
        "event.yaml:1:6: error: spartiates is already under way: the draw would draw again "
        "(R14.gen.4); rule another row");
  // R14.gen.5: the Pontic Pirates go to their own step when under way: not refused.
  u.id = "pirates_pontiques";
  g.uprisings.push_back(u);
  CHECK(read("row: T3.13\n", g).event);
}

TEST_CASE("R8a.gm.1 wrong rulings: unknown row with the nearest, Table I row sending on, bad key") {
  const state::GameState g = summer();
  CHECK(read("row: T3.77\n", g).first_error() ==
        "event.yaml:1:6: error: no row 'T3.77' in the event tables; did you mean 'T3.7'?");
  CHECK(read("row: T1.SU.10\n", g).first_error() ==
        "event.yaml:1:6: error: row T1.SU.10 only sends to Table IV (interventions): name the row "
        "of that table");
  CHECK(read("row: T1.SU.2\n", g).first_error().find("only sends to Table II") !=
        std::string::npos);
  CHECK(read("row: none\nnote: x\nvarient: Pella\n", g).first_error().find("'variant'") !=
        std::string::npos);
  CHECK(read("note: x\n", g).first_error() ==
        "event.yaml:1:1: error: the ruling needs its 'row': a row of the event tables, or none");
  CHECK(read("row: T4.1a\nvariant: Pelle\n", g).first_error() ==
        "event.yaml:2:10: error: 'Pelle' is not a space of the map");
}

TEST_CASE("R8a.gm.1 the ruling changes the event and no other roll of the season") {
  // A season with a corruption roll on the game's generator, played with two different events.
  state::GameState g = summer();
  test::place(g, state::UnitType::A, "seleucos", "SYR");
  test::place(g, state::UnitType::A, "eumene", "COM");
  g.side("seleucos")->treasury = 30;
  const std::vector<SideOrders> orders = {
      test::orders_for("seleucos", "Co A COM 20\nA COM X\nA SYR X\n"),
      test::orders_for("eumene", "A COM X\n")};
  SeasonOptions storm, none;
  storm.ruling = read("row: T2.6\n", g).event;
  none.ruling = read("row: none\n", g).event;
  REQUIRE(storm.ruling);
  REQUIRE(none.ruling);
  const SeasonResult a = adjudicate_season(test::diadoques_map(), g, orders, storm);
  const SeasonResult b = adjudicate_season(test::diadoques_map(), g, orders, none);
  auto game_rolls = [](const SeasonResult& r) {
    std::vector<std::string> out;
    for (const state::Roll& roll : r.rolls)
      if (::dia::test::english(roll.purpose).find("corruption") != std::string::npos)
        out.push_back(::dia::test::english(roll.purpose) + "=" + std::to_string(roll.result));
    return out;
  };
  CHECK_FALSE(game_rolls(a).empty());
  CHECK(game_rolls(a) == game_rolls(b));
  CHECK(a.next.rng == b.next.rng);
  CHECK(test::fr(a.season_event) == "décision de l'arbitre : tempête en mer : ADR, MIO");
  CHECK(test::fr(b.season_event) == "décision de l'arbitre : aucun événement");
}

}  // namespace
}  // namespace dia::adj::events
