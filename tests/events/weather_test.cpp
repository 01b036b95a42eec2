// Storms (R14b) and floods (R14c) through the season pipeline on the real map: the GM's ruling
// gives the event (SeasonOptions::ruling), as the draw will.
#include <algorithm>
#include <set>

#include "../season/fixture.hpp"
#include "support/words.hpp"

using namespace dia;
using adj::events::DrawnEvent;
using adj::events::EventKind;
using dia::state::UnitType;

namespace {

adj::SeasonOptions weather(EventKind kind, std::vector<std::string> spaces, std::string what = "") {
  DrawnEvent e;
  e.kind = kind;
  e.spaces = std::move(spaces);
  e.what = std::move(what);
  e.by_gm = true;
  adj::SeasonOptions o;
  o.ruling = e;
  return o;
}

adj::SeasonResult play(const state::GameState& g, const std::vector<adj::SideOrders>& orders,
                       const adj::SeasonOptions& options = {}) {
  return adj::adjudicate_season(test::diadoques_map(), g, orders, options);
}

bool ignored_for(const adj::SeasonResult& r, const std::string& line, const std::string& clause) {
  const adj::OrderReport& o = test::report_for(r, line);
  return o.status == adj::OrderStatus::ignored &&
         test::en(o.note).find(clause) != std::string::npos &&
         test::fr(o.note).find(clause) != std::string::npos;
}

const state::Roll* roll_for(const adj::SeasonResult& r, const std::string& purpose) {
  for (const state::Roll& roll : r.rolls)
    if (::dia::test::english(roll.purpose).find(purpose) != std::string::npos) return &roll;
  return nullptr;
}

bool has_event(const adj::SeasonResult& r, const std::string& needle) {
  for (const adj::Event& e : r.events)
    if (test::en(e.text).find(needle) != std::string::npos) return true;
  return false;
}

// A fleet of Cassandre's in EUB under his own command, in a sea storm, with seed `seed`.
adj::SeasonResult stormy_fleet(std::uint64_t seed) {
  state::GameState g = test::later(seed);
  test::place(g, UnitType::F, "cassandre", "EUB", "cassandre");
  return play(g, {}, weather(EventKind::sea_storm, {"EUB"}));
}

const std::set<std::string> eub_shores = {"MAC", "CHA", "THE", "ATT"};

}  // namespace

TEST_CASE("R14b.storm.1 units in a stormed space carry out no order") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  const auto r = play(g, {test::orders_for("cassandre", "A MAC THE\n")},
                      weather(EventKind::snow_storm, {"MAC"}));
  CHECK(ignored_for(r, "A MAC THE", "R14b.storm.1"));
  CHECK(test::unit_in(r.next, "MAC") != nullptr);
  CHECK(test::unit_in(r.next, "THE") == nullptr);
  // Without the storm the same move succeeds.
  const auto calm = play(g, {test::orders_for("cassandre", "A MAC THE\n")});
  CHECK(test::unit_in(calm.next, "THE") != nullptr);
}

TEST_CASE("R14b.storm.1 a character caught in a storm gives no secondary order (S1:L1270)") {
  state::GameState g = test::later();
  g.units.erase(std::remove_if(g.units.begin(), g.units.end(),
                               [](const state::Unit& u) { return u.commander == "antigone"; }),
                g.units.end());
  test::place(g, UnitType::A, "antigone", "PHR", "antigone", g.season.id());
  const std::string order = "Dissocier * PHR\n";
  const auto r =
      play(g, {test::orders_for("antigone", order)}, weather(EventKind::snow_storm, {"PHR"}));
  CHECK(ignored_for(r, "Dissocier * PHR", "R14b.storm.1"));
  CHECK(
      test::fr(test::report_for(r, "Dissocier * PHR").note).find("tempête sur PHR : aucun ordre") !=
      std::string::npos);
  CHECK(test::unit_in(r.next, "PHR")->commander == "antigone");
  // A storm elsewhere leaves him free to leave his unit.
  const auto calm =
      play(g, {test::orders_for("antigone", order)}, weather(EventKind::snow_storm, {"CAP"}));
  CHECK(test::report_for(calm, "Dissocier * PHR").status == adj::OrderStatus::succeeded);
  CHECK(test::unit_in(calm.next, "PHR")->commander.empty());
}

TEST_CASE("R14c.flood.3 a character in a flooded province gives no secondary order") {
  state::GameState g = test::later();
  g.units.erase(std::remove_if(g.units.begin(), g.units.end(),
                               [](const state::Unit& u) { return u.commander == "ptolemee"; }),
                g.units.end());
  test::place(g, UnitType::A, "ptolemee", "EGY", "ptolemee", g.season.id());
  const auto r = play(g, {test::orders_for("ptolemee", "Dissocier * EGY\n")},
                      weather(EventKind::flood, {"EGY"}, "Nil"));
  CHECK(ignored_for(r, "Dissocier * EGY", "R14c.flood.3"));
  CHECK(test::unit_in(r.next, "EGY")->commander == "ptolemee");
}

TEST_CASE("R14b.storm.2 what stands in a storm cannot be corrupted") {
  state::GameState g = test::later();
  for (state::Side& s : g.sides) s.treasury = 100;
  test::place(g, UnitType::A, "antigone", "CIL");
  test::place(g, UnitType::A, "eumene", "CAP");
  const auto r = play(g, {test::orders_for("eumene", "Co A CIL 25\n")},
                      weather(EventKind::sand_storm, {"CIL"}));
  CHECK(test::en(test::report_for(r, "Co A CIL 25").note).find("R9b.tgt.5") != std::string::npos);
  CHECK(test::unit_in(r.next, "CIL")->side == "antigone");
  CHECK(roll_for(r, "corruption of") == nullptr);
}

TEST_CASE("R14b.storm.3 nothing enters a stormed space, by move or by retreat") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  const auto r = play(g, {test::orders_for("cassandre", "A MAC THE\n")},
                      weather(EventKind::snow_storm, {"THE"}));
  CHECK(ignored_for(r, "A MAC THE", "R14b.storm.3"));
  CHECK(test::unit_in(r.next, "MAC") != nullptr);

  // A retreat skips the stormed space of its Re list.
  state::GameState h = test::later();
  test::place(h, UnitType::A, "cassandre", "MAC");
  test::place(h, UnitType::A, "lysimaque", "THR");
  test::place(h, UnitType::A, "lysimaque", "CHA");
  const auto rr = play(h,
                       {test::orders_for("cassandre", "A MAC X Re ILL, PEO\n"),
                        test::orders_for("lysimaque", "A THR MAC\nA CHA S A THR MAC\n")},
                       weather(EventKind::snow_storm, {"ILL"}));
  CHECK(test::unit_in(rr.next, "ILL") == nullptr);
  CHECK(test::unit_in(rr.next, "PEO") != nullptr);
}

TEST_CASE("R9a.conv.4 no convoy brings an army into a stormed space") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "ATT");
  test::place(g, UnitType::F, "cassandre", "EUB");
  const auto r = play(g, {test::orders_for("cassandre", "A ATT MAC\nF EUB C A ATT MAC\n")},
                      weather(EventKind::snow_storm, {"MAC"}));
  CHECK(ignored_for(r, "A ATT MAC", "R14b.storm.3"));
  CHECK(test::unit_in(r.next, "ATT") != nullptr);
  CHECK(test::unit_in(r.next, "MAC") == nullptr);
}

TEST_CASE("R14b.storm.4 each fleet in a sea storm sinks on a 1") {
  bool sank = false;
  bool floated = false;
  for (std::uint64_t seed = 1; seed <= 80 && !(sank && floated); ++seed) {
    const auto r = stormy_fleet(seed);
    const state::Roll* roll = roll_for(r, "R14b.storm.4");
    REQUIRE(roll != nullptr);
    const bool afloat = test::unit_in(r.next, "EUB") != nullptr;
    CHECK(afloat == (roll->result != 1));
    CHECK(has_event(r, "sinks in the storm") == (roll->result == 1));
    (afloat ? floated : sank) = true;
  }
  CHECK(sank);
  CHECK(floated);
}

TEST_CASE("R14b.storm.5 each character in a sea storm rolls: 1 drowns, 2 thrown ashore") {
  std::set<int> seen;
  for (std::uint64_t seed = 1; seed <= 80 && seen.size() < 3; ++seed) {
    const auto r = stormy_fleet(seed);
    const state::Roll* roll = roll_for(r, "R14b.storm.5");
    REQUIRE(roll != nullptr);
    const state::Character* c = r.next.character("cassandre");
    if (roll->result == 1) {
      CHECK_FALSE(c->alive);
      CHECK(has_event(r, "drowns"));
    } else if (roll->result == 2) {
      CHECK(c->alive);
      CHECK(eub_shores.count(c->space) == 1);
    } else {
      CHECK(c->alive);
      CHECK(c->space == "EUB");
    }
    seen.insert(std::min(roll->result, 3));
  }
  CHECK(seen.size() == 3);
}

TEST_CASE("R14b.storm.5 R6b.rox.1 a sea storm never splits Roxane from Alexandre IV") {
  // Both aboard Cassandre's fleet: each rolls, and one thrown ashore takes the other along.
  bool followed = false;
  for (std::uint64_t seed = 1; seed <= 400 && !followed; ++seed) {
    state::GameState g = test::later(seed);
    const std::size_t f = test::place(g, UnitType::F, "cassandre", "EUB", "cassandre");
    for (const char* id : {"roxane", "alexandre-iv"}) {
      g.character(id)->space = "EUB";
      g.units[f].attached.push_back(id);
    }
    const auto r = play(g, {}, weather(EventKind::sea_storm, {"EUB"}));
    const state::Character* rox = r.next.character("roxane");
    const state::Character* alex = r.next.character("alexandre-iv");
    REQUIRE(rox != nullptr);
    REQUIRE(alex != nullptr);
    if (rox->alive && alex->alive) CHECK(rox->space == alex->space);
    followed = test::log_has(r, "R6b.rox.1: ");
    if (followed) {
      CHECK(eub_shores.count(rox->space) == 1);
      CHECK(has_event(r, "(R6b.rox.1)"));
    }
  }
  CHECK(followed);
}

TEST_CASE("R14b.storm.6 a character thrown ashore lands on a random province next to the zone") {
  std::set<std::string> landed;
  for (std::uint64_t seed = 1; seed <= 300 && landed.size() < 2; ++seed) {
    const auto r = stormy_fleet(seed);
    const state::Roll* roll = roll_for(r, "R14b.storm.5");
    if (roll == nullptr || roll->result != 2) continue;
    REQUIRE(roll_for(r, "R14b.storm.6") != nullptr);
    const state::Character* c = r.next.character("cassandre");
    CHECK(eub_shores.count(c->space) == 1);
    CHECK(has_event(r, "is thrown by the storm from EUB onto " + c->space));
    landed.insert(c->space);
  }
  CHECK(landed.size() == 2);  // the draw varies with the seed
}

TEST_CASE("R14b.storm.9 a character aboard a sunk fleet survives on his own roll, alone") {
  bool found = false;
  for (std::uint64_t seed = 1; seed <= 400 && !found; ++seed) {
    const auto r = stormy_fleet(seed);
    const state::Roll* sink = roll_for(r, "R14b.storm.4");
    const state::Roll* own = roll_for(r, "R14b.storm.5");
    REQUIRE(sink != nullptr);
    REQUIRE(own != nullptr);  // rolled even when the fleet sank
    if (sink->result != 1 || own->result < 3) continue;
    found = true;
    const state::Character* c = r.next.character("cassandre");
    CHECK(c->alive);
    CHECK(c->space == "EUB");
    CHECK(test::unit_in(r.next, "EUB") == nullptr);
  }
  CHECK(found);
}

TEST_CASE("R14b.storm.7 a storm lasts one season and spares the citadels inside") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  const auto stormy = play(g, {test::orders_for("cassandre", "A MAC THE\n")},
                           weather(EventKind::snow_storm, {"THE"}));
  CHECK(test::unit_in(stormy.next, "MAC") != nullptr);
  const auto next = play(stormy.next, {test::orders_for("cassandre", "A MAC THE\n")});
  CHECK(test::unit_in(next.next, "THE") != nullptr);
  // A fleet in Alexandrie, the citadel inside a stormed EGY, still sails.
  state::GameState h = test::later();
  h.control["Alexandrie"] = "ptolemee";
  test::place(h, UnitType::F, "ptolemee", "Alexandrie");
  const auto sail = play(h, {test::orders_for("ptolemee", "F Alexandrie MOR\n")},
                         weather(EventKind::sand_storm, {"EGY"}));
  CHECK(test::unit_in(sail.next, "MOR") != nullptr);
}

TEST_CASE("R14b.storm.8 a unit in a storm cannot be attacked and its siege is interrupted") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "cassandre", "MAC");
  test::place(g, UnitType::A, "lysimaque", "THR");
  test::place(g, UnitType::A, "lysimaque", "CHA");
  const auto r = play(g,
                      {test::orders_for("lysimaque", "A THR MAC\nA CHA S A THR MAC\n"),
                       test::orders_for("cassandre", "")},
                      weather(EventKind::snow_storm, {"MAC"}));
  CHECK(test::unit_in(r.next, "MAC")->side == "cassandre");
  CHECK(test::unit_in(r.next, "THR") != nullptr);

  state::GameState h = test::later();
  h.control.erase("Lamia");
  test::place(h, UnitType::A, "cassandre", "THE");
  const auto first = play(h, {test::orders_for("cassandre", "A THE A1 Lamia\n")});
  REQUIRE(test::unit_in(first.next, "THE")->siege.has_value());
  const auto siege = play(first.next, {test::orders_for("cassandre", "A THE A2 Lamia\n")},
                          weather(EventKind::snow_storm, {"THE"}));
  CHECK(ignored_for(siege, "A THE A2 Lamia", "R14b.storm.1"));
  CHECK_FALSE(test::unit_in(siege.next, "THE")->siege.has_value());
  CHECK(siege.next.controller_of("Lamia").empty());
}

TEST_CASE("R14c.flood.1 a flooded river's border is crossed by no move, support or retreat") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "PHR");
  test::place(g, UnitType::A, "antigone", "BIT");
  const auto r = play(g, {test::orders_for("antigone", "A PHR PAP\nA BIT S A PHR PAP\n")},
                      weather(EventKind::flood, {}, "halys"));
  CHECK(ignored_for(r, "A PHR PAP", "R14c.flood.1"));
  CHECK(ignored_for(r, "A BIT S A PHR PAP", "R14c.flood.1"));
  CHECK(test::unit_in(r.next, "PHR") != nullptr);
  // A unit dislodged from PAP retreats neither to PHR nor to BIT, across the Halys.
  state::GameState h = test::later();
  test::place(h, UnitType::A, "antigone", "PAP");
  test::place(h, UnitType::A, "eumene", "PON");
  test::place(h, UnitType::A, "eumene", "PTE");
  const auto rr = play(h,
                       {test::orders_for("antigone", "A PAP X Re PHR, BIT\n"),
                        test::orders_for("eumene", "A PON PAP\nA PTE S A PON PAP\n")},
                       weather(EventKind::flood, {}, "halys"));
  CHECK(test::unit_in(rr.next, "PAP")->side == "eumene");
  CHECK(test::unit_in(rr.next, "PHR") == nullptr);
  CHECK(test::unit_in(rr.next, "BIT") == nullptr);
}

TEST_CASE("R9a.move.5 no move crosses a border a flooded river runs along") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "seleucos", "COM");
  const auto r = play(g, {test::orders_for("seleucos", "A COM MES\n")},
                      weather(EventKind::flood, {"CHD", "BAS"}, "euphrate"));
  CHECK(ignored_for(r, "A COM MES", "R14c.flood.1"));
  CHECK(test::unit_in(r.next, "COM") != nullptr);
  const auto calm = play(g, {test::orders_for("seleucos", "A COM MES\n")});
  CHECK(test::unit_in(calm.next, "MES") != nullptr);
}

TEST_CASE("R14c.flood.2 the floodable provinces the flooded river runs along are flooded") {
  // The ruling names no province: the map's river data floods CHD and BAS.
  state::GameState g = test::later();
  test::place(g, UnitType::A, "seleucos", "MES");
  const auto r = play(g, {test::orders_for("seleucos", "A MES CHD\n")},
                      weather(EventKind::flood, {}, "euphrate"));
  CHECK(ignored_for(r, "A MES CHD", "R14c.flood.4"));
  CHECK(test::unit_in(r.next, "MES") != nullptr);
}

TEST_CASE("R14c.flood.3 units in a flooded province carry out no order") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "ptolemee", "EGY");
  const auto r = play(g, {test::orders_for("ptolemee", "A EGY LIB\n")},
                      weather(EventKind::flood, {"EGY"}, "nil"));
  CHECK(ignored_for(r, "A EGY LIB", "R14c.flood.3"));
  CHECK(test::unit_in(r.next, "EGY") != nullptr);
}

TEST_CASE("R14c.flood.4 nothing enters a flooded province") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "ptolemee", "LIB");
  const auto r = play(g, {test::orders_for("ptolemee", "A LIB EGY\n")},
                      weather(EventKind::flood, {"EGY"}, "nil"));
  CHECK(ignored_for(r, "A LIB EGY", "R14c.flood.4"));
  CHECK(test::unit_in(r.next, "LIB") != nullptr);
}

TEST_CASE("R14c.flood.5 the Ister floods IST and SCY with the Borysthène and the Tanaïs") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "lysimaque", "THR");
  test::place(g, UnitType::A, "lysimaque", "TRD");
  const auto r = play(g, {test::orders_for("lysimaque", "A THR IST\nA TRD CAU\n")},
                      weather(EventKind::flood, {"IST", "SCY"}, "ister"));
  CHECK(ignored_for(r, "A THR IST", "R14c.flood.4"));
  CHECK(ignored_for(r, "A TRD CAU", "R14c.flood.1"));  // the Tanaïs floods with the Ister
}

TEST_CASE("R14c.flood.6 a flood naming no province acts through the map's river borders only") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "antigone", "PAP");
  const auto r = play(g, {test::orders_for("antigone", "A PAP PON\n")},
                      weather(EventKind::flood, {}, "halys"));
  CHECK(test::unit_in(r.next, "PON") != nullptr);  // PAP is not flooded
  const auto back = play(g, {test::orders_for("antigone", "A PAP PHR\n")},
                         weather(EventKind::flood, {}, "halys"));
  CHECK(ignored_for(back, "A PAP PHR", "R14c.flood.1"));
}

TEST_CASE("R14c.flood.7 a flood lasts one season and spares the citadels inside") {
  state::GameState g = test::later();
  test::place(g, UnitType::A, "ptolemee", "LIB");
  const auto wet = play(g, {test::orders_for("ptolemee", "A LIB EGY\n")},
                        weather(EventKind::flood, {"EGY"}, "nil"));
  CHECK(test::unit_in(wet.next, "LIB") != nullptr);
  const auto dry = play(wet.next, {test::orders_for("ptolemee", "A LIB EGY\n")});
  CHECK(test::unit_in(dry.next, "EGY") != nullptr);
  // A fleet in Alexandrie, the citadel inside EGY, still sails.
  state::GameState h = test::later();
  h.control["Alexandrie"] = "ptolemee";
  test::place(h, UnitType::F, "ptolemee", "Alexandrie");
  const auto sail = play(h, {test::orders_for("ptolemee", "F Alexandrie MOR\n")},
                         weather(EventKind::flood, {"EGY"}, "nil"));
  CHECK(test::unit_in(sail.next, "MOR") != nullptr);
}

TEST_CASE(
    "R14c.flood.2 R14c.flood.3 R14c.flood.4 R14b.storm.1 the event that struck is named: the "
    "flood with its river, a storm as a storm, never 'the storm or the flood'") {
  // Audit 3, item 4 (n10, p25): `EGY est frappé par la tempête ou la crue : aucun ordre` and the
  // fact `frappé par l'événement : EGY`.
  state::GameState g = test::later();
  test::place(g, UnitType::A, "ptolemee", "EGY");
  test::place(g, UnitType::A, "ptolemee", "LIB");
  const auto r = play(g, {test::orders_for("ptolemee", "A EGY NAB\nA LIB EGY\n")},
                      weather(EventKind::flood, {"EGY"}, "nil"));
  CHECK(test::fr(test::report_for(r, "A EGY NAB").note) ==
        "ignoré : EGY est sous les eaux (crue) : aucun ordre (R14c.flood.3)");
  CHECK(test::fr(test::report_for(r, "A LIB EGY").note) ==
        "ignoré : EGY est sous les eaux (crue) : nul n'y entre (R14c.flood.4)");
  bool named = false;
  for (const adj::Event& e : r.events) {
    const std::string fr = test::fr(e.text);
    CHECK(fr.find("tempête") == std::string::npos);
    CHECK(fr.find("l'événement") == std::string::npos);
    if (fr.rfind("Nil en crue : sous les eaux : EGY", 0) == 0) named = true;
  }
  CHECK(named);

  state::GameState s = test::later();
  test::place(s, UnitType::A, "antigone", "PHR");
  test::place(s, UnitType::A, "antigone", "CAP");
  const auto st = play(s, {test::orders_for("antigone", "A PHR BIT\nA CAP PHR\n")},
                       weather(EventKind::snow_storm, {"PHR"}));
  CHECK(test::fr(test::report_for(st, "A PHR BIT").note) ==
        "ignoré : tempête sur PHR : aucun ordre (R14b.storm.1)");
  CHECK(test::fr(test::report_for(st, "A CAP PHR").note) ==
        "ignoré : tempête sur PHR : nul n'y entre (R14b.storm.3)");
}
