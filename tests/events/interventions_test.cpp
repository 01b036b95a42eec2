// R14f (Table IV) and G8: the gifts, the interventions' missions, the satraps' offer, the
// random movers, played through whole seasons with the GM's ruling as the event.
#include <doctest/doctest.h>

#include "event_fixture.hpp"
#include "support/words.hpp"

using namespace dia;
using namespace dia::test;
using adj::events::EventKind;

namespace {

int money_from(const adj::SeasonResult& r, const std::string& side, const std::string& clause) {
  int total = 0;
  for (const adj::MoneyMove& m : r.money)
    if (m.side == side && m.clause == clause) total += m.amount;
  return total;
}

}  // namespace

TEST_CASE("R14f.gift.1 Carthage gives 10 T to the holder of the citadel rolled") {
  for (const char* citadel : {"Pella", "Byzance"}) {
    state::GameState g = later();
    g.control[citadel] = "antigone";
    const int before = treasury_of(g, "antigone");
    const adj::SeasonResult r = play_with(g, drawn(EventKind::intervention, "carthage", citadel));
    CHECK(treasury_of(r.next, "antigone") == before + 10);
    CHECK(money_from(r, "antigone", "R14f.gift.3") == 10);
  }
}

TEST_CASE("R14f.gift.1 an open citadel is rolled on the event dice: 1-3 Pella, 4-6 Byzance") {
  state::GameState g = later();
  g.control["Pella"] = "antigone";
  g.control["Byzance"] = "seleucos";
  const adj::SeasonResult r = play_with(g, drawn(EventKind::intervention, "carthage"));
  const auto roll = std::find_if(r.rolls.begin(), r.rolls.end(), [](const state::Roll& x) {
    return ::dia::test::english(x.purpose).find("R14f.gift.1") != std::string::npos;
  });
  REQUIRE(roll != r.rolls.end());
  const std::string winner = roll->result <= 3 ? "antigone" : "seleucos";
  const std::string loser = roll->result <= 3 ? "seleucos" : "antigone";
  CHECK(money_from(r, winner, "R14f.gift.3") == 10);
  CHECK(money_from(r, loser, "R14f.gift.3") == 0);
}

TEST_CASE("R14f.gift.2 Chandragupta gives 10 T to the holder of Tyane or Cyrène") {
  for (const char* citadel : {"Tyane", "Cyrène"}) {
    state::GameState g = later();
    g.control[citadel] = "ptolemee";
    const int before = treasury_of(g, "ptolemee");
    const adj::SeasonResult r =
        play_with(g, drawn(EventKind::intervention, "chandragupta", citadel));
    CHECK(treasury_of(r.next, "ptolemee") == before + 10);
  }
}

TEST_CASE("R14f.gift.3 the gift brings +1 PP (R13.pp.22) and is credited at the end of the turn") {
  state::GameState g = later();
  g.control["Cyrène"] = "ptolemee";
  const adj::SeasonResult r =
      play_with(g, drawn(EventKind::intervention, "chandragupta", "Cyrène"));
  CHECK(has_reason(r, "ptolemee", "R13.pp.22"));
  CHECK(r.next.side("ptolemee")->prestige_ledger == g.side("ptolemee")->prestige_ledger + 1);
  REQUIRE_FALSE(r.money.empty());
  // Credited with the gold gifts at the end of the turn: after every step's payment.
  CHECK(r.money.back().clause == "R14f.gift.3");
}

TEST_CASE("R14f.gift.3 nothing happens if no player holds the citadel rolled") {
  state::GameState g = later();
  g.control.erase("Byzance");
  std::vector<int> before;
  for (const state::Side& s : g.sides) before.push_back(s.treasury);
  const adj::SeasonResult r = play_with(g, drawn(EventKind::intervention, "carthage", "Byzance"));
  for (std::size_t i = 0; i < g.sides.size(); ++i) {
    CHECK(r.next.sides[i].treasury == before[i]);
    CHECK_FALSE(has_reason(r, g.sides[i].id, "R13.pp.22"));
  }
  CHECK(event_has_fr(r, "le don est perdu"));
}

namespace {

const state::Unit* labelled(const state::GameState& g, const std::string& label,
                            const std::string& space) {
  for (const state::Unit& u : g.units)
    if (u.side.empty() && u.neutral_label == label && u.space == space) return &u;
  return nullptr;
}

const state::Uprising* uprising(const state::GameState& g, const std::string& id) {
  for (const state::Uprising& u : g.uprisings)
    if (u.id == id) return &u;
  return nullptr;
}

// A position where the intervention `id` is under way at `mission`, its unit already placed.
state::GameState with_uprising(const std::string& id, int mission, state::UnitType type,
                               const std::string& space, const std::string& appeared = "") {
  state::GameState g = later();
  state::Unit u;
  u.type = type;
  u.space = space;
  u.neutral_label = id;
  g.units.push_back(u);
  state::Uprising up;
  up.id = id;
  up.mission = mission;
  up.appeared = appeared.empty() ? g.season.id() : appeared;
  g.uprisings.push_back(up);
  return g;
}

}  // namespace

TEST_CASE("R14f.scy.1 the Scythian raid puts an Ae in CAU") {
  const adj::SeasonResult r = play_with(later(), drawn(EventKind::intervention, "scythes"));
  // It acts at once (R14d.gen.15): its random move may already have taken it out of CAU.
  REQUIRE(std::count_if(r.next.units.begin(), r.next.units.end(),
                        [](const state::Unit& u) { return u.neutral_label == "scythes"; }) == 1);
  CHECK(std::any_of(r.rolls.begin(), r.rolls.end(), [](const state::Roll& x) {
    return ::dia::test::english(x.purpose).find("Ae CAU") != std::string::npos;
  }));
  CHECK(uprising(r.next, "scythes") != nullptr);
}

TEST_CASE("R14f.scy.2 the Scythians leave after 4 seasons, the appearance season counted") {
  const std::string appeared = state::Season{-319, state::SeasonKind::spring}.id();
  state::GameState g = with_uprising("scythes", 1, state::UnitType::Ae, "CAU", appeared);
  g.season = state::Season{-319, state::SeasonKind::autumn};  // the 3rd: they stay
  const adj::SeasonResult third = play_with(g, drawn(EventKind::none, ""));
  CHECK(std::any_of(third.next.units.begin(), third.next.units.end(),
                    [](const state::Unit& u) { return u.neutral_label == "scythes"; }));
  g.season = state::Season{-318, state::SeasonKind::spring};  // the 4th (winter not counted)
  const adj::SeasonResult fourth = play_with(g, drawn(EventKind::none, ""));
  CHECK(labelled(fourth.next, "scythes", "CAU") == nullptr);
  CHECK(uprising(fourth.next, "scythes") == nullptr);
}

TEST_CASE("R14f.par.1 the Parthian invasion's mission 1: an Ae in GRA, permanent") {
  const adj::SeasonResult r = play_with(later(), drawn(EventKind::intervention, "parthes"));
  const state::Unit* u = labelled(r.next, "parthes", "GRA");
  REQUIRE(u != nullptr);
  CHECK(u->type == state::UnitType::Ae);
  REQUIRE(uprising(r.next, "parthes") != nullptr);
  CHECK(uprising(r.next, "parthes")->mission == 1);
  CHECK(uprising(r.next, "parthes")->clock_from.empty());
}

TEST_CASE("R14f.par.2 a new draw gives the same Ae mission 2, wherever it is") {
  state::GameState g = with_uprising("parthes", 1, state::UnitType::Ae, "PAR");
  const adj::SeasonResult r = play_with(g, drawn(EventKind::intervention, "parthes"));
  CHECK(uprising(r.next, "parthes")->mission == 2);
  CHECK(labelled(r.next, "parthes", "PAR") != nullptr);
  CHECK(labelled(r.next, "parthes", "GRA") == nullptr);
}

TEST_CASE("R14f.par.3 mission 3 adds an A in the first free space of HYR, PAR, Hécatompylos") {
  state::GameState g = with_uprising("parthes", 2, state::UnitType::Ae, "HYR");
  const adj::SeasonResult r = play_with(g, drawn(EventKind::intervention, "parthes"));
  CHECK(uprising(r.next, "parthes")->mission == 3);
  const state::Unit* a = labelled(r.next, "parthes", "PAR");  // HYR is taken
  REQUIRE(a != nullptr);
  CHECK(a->type == state::UnitType::A);
}

TEST_CASE("R14f.par.4 after mission 3 a further Parthian draw cannot apply") {
  state::GameState g = with_uprising("parthes", 3, state::UnitType::Ae, "PAR");
  const adj::SeasonResult r = play_with(g, drawn(EventKind::intervention, "parthes"));
  CHECK(uprising(r.next, "parthes")->mission == 3);
  CHECK(std::count_if(r.next.units.begin(), r.next.units.end(),
                      [](const state::Unit& u) { return u.neutral_label == "parthes"; }) == 1);
  CHECK(event_has_fr(r, "dernière mission"));
}

TEST_CASE("R14f.rome.1 the Attack of Rome's mission 1: an Ag in ITA") {
  const adj::SeasonResult r = play_with(later(), drawn(EventKind::intervention, "rome"));
  const state::Unit* u = labelled(r.next, "rome", "ITA");
  REQUIRE(u != nullptr);
  CHECK(u->type == state::UnitType::Ag);
  CHECK(uprising(r.next, "rome")->mission == 1);
}

TEST_CASE("R14f.rome.2 a new draw moves Rome to mission 2 with the same Ag") {
  state::GameState g = with_uprising("rome", 1, state::UnitType::Ag, "ITA");
  const adj::SeasonResult r = play_with(g, drawn(EventKind::intervention, "rome"));
  CHECK(uprising(r.next, "rome")->mission == 2);
  CHECK(r.next.units.size() == g.units.size());
}

TEST_CASE("R14f.rome.3 mission 3 adds a Fe at Tarente") {
  state::GameState g = with_uprising("rome", 2, state::UnitType::Ag, "ITA");
  g.control.erase("Tarente");
  const adj::SeasonResult r = play_with(g, drawn(EventKind::intervention, "rome"));
  CHECK(uprising(r.next, "rome")->mission == 3);
  const state::Unit* f = labelled(r.next, "rome.m3.flotte", "Tarente");
  REQUIRE(f != nullptr);
  CHECK(f->type == state::UnitType::Fe);
}

TEST_CASE("R14f.rome.4 the mission-3 Fe appears only if Tarente is Rome's and empty") {
  state::GameState g = with_uprising("rome", 2, state::UnitType::Ag, "ITA");
  g.control["Tarente"] = "cassandre";
  const adj::SeasonResult r = play_with(g, drawn(EventKind::intervention, "rome"));
  CHECK(uprising(r.next, "rome")->mission == 3);
  CHECK(labelled(r.next, "rome.m3.flotte", "Tarente") == nullptr);
}

TEST_CASE(
    "R14f.sat.1 G8.1 the satraps' offer: a neutral army in HYR, or Hécatompylos if HYR is taken") {
  const adj::SeasonResult r = play_with(later(), drawn(EventKind::intervention, "satrapes"));
  CHECK(labelled(r.next, "satrapes", "HYR") != nullptr);
  CHECK(r.next.satraps_offer == later().season.id());

  state::GameState g = later();
  place(g, state::UnitType::A, "seleucos", "HYR");
  const adj::SeasonResult taken = play_with(g, drawn(EventKind::intervention, "satrapes"));
  CHECK(labelled(taken.next, "satrapes", "Hécatompylos") != nullptr);
}

TEST_CASE("G8.2 the satraps' offer cannot apply once made, or with no regent possible") {
  state::GameState g = later();
  g.satraps_offer_settled = true;
  const adj::SeasonResult r = play_with(g, drawn(EventKind::intervention, "satrapes"));
  CHECK(labelled(r.next, "satrapes", "HYR") == nullptr);

  state::GameState h = later();
  h.character("philippe-iii")->alive = false;
  h.character("alexandre-iv")->alive = false;
  const adj::SeasonResult none = play_with(h, drawn(EventKind::intervention, "satrapes"));
  CHECK(labelled(none.next, "satrapes", "HYR") == nullptr);
  CHECK(none.next.satraps_offer.empty());
}

TEST_CASE("G8.3 the satraps' army is an A") {
  const adj::SeasonResult r = play_with(later(), drawn(EventKind::intervention, "satrapes"));
  const state::Unit* u = labelled(r.next, "satrapes", "HYR");
  REQUIRE(u != nullptr);
  CHECK(u->type == state::UnitType::A);
}

TEST_CASE("R14f.gau.1 the Gallic attack puts an Am in ILL, permanent") {
  const adj::SeasonResult r = play_with(later(), drawn(EventKind::intervention, "gaulois"));
  REQUIRE(std::count_if(r.next.units.begin(), r.next.units.end(), [](const state::Unit& u) {
            return u.neutral_label == "gaulois" && u.type == state::UnitType::Am;
          }) == 1);
  CHECK(std::any_of(r.rolls.begin(), r.rolls.end(), [](const state::Roll& x) {
    return ::dia::test::english(x.purpose).find("Am ILL") != std::string::npos;
  }));
  REQUIRE(uprising(r.next, "gaulois") != nullptr);
  CHECK(uprising(r.next, "gaulois")->clock_from.empty());
}

TEST_CASE("R14f.scy.3 a Scythian unit with no GM order moves at random inside its field") {
  state::GameState g = with_uprising("scythes", 1, state::UnitType::Ae, "CAU");
  const adj::SeasonResult r = play_with(g, drawn(EventKind::none, ""));
  CHECK(std::any_of(r.rolls.begin(), r.rolls.end(), [](const state::Roll& x) {
    return ::dia::test::english(x.purpose).find("R14f.scy.3") != std::string::npos;
  }));
  const map::MapEvent* field = nullptr;
  for (const map::MapEvent& e : diadoques_map().events)
    if (e.id == "scythes") field = &e;
  REQUIRE(field != nullptr);
  const state::Unit* moved = nullptr;
  for (const state::Unit& u : r.next.units)
    if (u.neutral_label == "scythes") moved = &u;
  REQUIRE(moved != nullptr);
  CHECK(moved->space != "CAU");
  const auto sid = diadoques_map().find_space(moved->space);
  REQUIRE(sid.has_value());
  CHECK(std::find(field->field.begin(), field->field.end(), *sid) != field->field.end());
}

TEST_CASE("R14f.gau.3 a Gallic unit with no GM order moves at random inside its field") {
  state::GameState g = with_uprising("gaulois", 1, state::UnitType::Am, "ILL");
  const adj::SeasonResult r = play_with(g, drawn(EventKind::none, ""));
  CHECK(std::any_of(r.rolls.begin(), r.rolls.end(), [](const state::Roll& x) {
    return ::dia::test::english(x.purpose).find("R14f.gau.3") != std::string::npos;
  }));
  CHECK(labelled(r.next, "gaulois", "ILL") == nullptr);
}

TEST_CASE("R14f.gau.2 the Gallic unit is eliminated when it must retreat") {
  state::GameState g = with_uprising("gaulois", 1, state::UnitType::Am, "ILL");
  place(g, state::UnitType::A, "cassandre", "MAC");
  place(g, state::UnitType::A, "cassandre", "EPI");
  place(g, state::UnitType::A, "cassandre", "PEO");
  place(g, state::UnitType::A, "cassandre", "IST");  // every way out is held: it cannot slip away
  const adj::SeasonResult r = play_with(
      g, drawn(EventKind::none, ""),
      {orders_for("cassandre",
                  "A MAC ILL\nA EPI S A MAC ILL\nA PEO S A MAC ILL\nA IST S A MAC ILL\n")});
  CHECK(unit_in(r.next, "ILL") != nullptr);
  CHECK(std::none_of(r.next.units.begin(), r.next.units.end(),
                     [](const state::Unit& u) { return u.neutral_label == "gaulois"; }));
}
