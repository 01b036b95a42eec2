// Issue 30, "the neutral world": the interventions' fields of action for every mission
// (R14d.gen.3, R14f.rome.1, R14f.par.1–2), their names in the results (R14d.ret.7), the "always
// supplied" ones (R14d.gen.10), the sieges their missions order (R14f.par.2), the mission
// citadel a revolt keeps (R14d.gen.13, R14d.gen.19, R13.pp.7) and the treasury of a side
// eliminated without a citadel (R7c.elim.5).
#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "adjudicator/events/field_of_action.hpp"
#include "adjudicator/rules/siege.hpp"
#include "adjudicator/rules/winter_supply.hpp"
#include "event_fixture.hpp"
#include "neutral_fixture.hpp"

using namespace dia;
using namespace dia::neutral_test;
using adj::events::EventKind;
using adj::season::Verdict;

namespace {

state::Uprising& uprising_of(state::GameState& g, const std::string& id) {
  for (state::Uprising& u : g.uprisings)
    if (u.id == id) return u;
  throw std::runtime_error("no uprising " + id);
}

bool ignored_with(const std::vector<adj::season::CheckedOrder>& out, const std::string& needle) {
  return out.size() == 1 && out[0].verdict == Verdict::ignored &&
         test::en(out[0].reason).find(needle) != std::string::npos;
}

bool accepted(const std::vector<adj::season::CheckedOrder>& out) {
  return out.size() == 1 && out[0].verdict == Verdict::accepted;
}

}  // namespace

TEST_CASE("R14f.rome.1 R14d.gen.3 Rome on its first mission may not besiege Tarente") {
  // Tarente a player's (after the Tarentines' offer): besieging it would be legal but for Rome's
  // first mission (without it, R9a.siege.3 stops a neutral unit before a neutral Tarente).
  state::GameState g = base();
  g.control["Tarente"] = "cassandre";
  place_neutral(g, UnitType::Ag, "rome", "ITA");
  const auto out = check_gm(g, "[Rome] Ag ITA A1 Tarente\n");
  CHECK(ignored_with(out, "R14f.rome.1"));
  const adj::SeasonResult r = quiet(g, {gm("[Rome] Ag ITA A1 Tarente\n")});
  const state::Unit* u = labelled(r.next, "rome");
  REQUIRE(u != nullptr);
  CHECK_FALSE(u->siege.has_value());
}

TEST_CASE("R14f.par.1 R14d.gen.3 the Parthians of mission 1 may not leave GRA and PAR") {
  state::GameState g = base();
  place_neutral(g, UnitType::Ae, "parthes", "PAR");
  CHECK(ignored_with(check_gm(g, "[Parthes] Ae PAR HYR\n"), "outside the field of action"));
  CHECK(accepted(check_gm(g, "[Parthes] Ae PAR GRA\n")));
  const adj::SeasonResult r = quiet(g, {gm("[Parthes] Ae PAR HYR\n")});
  CHECK(labelled(r.next, "parthes")->space == "PAR");
  // R14f.par.2: their second mission opens HYR.
  uprising_of(g, "parthes").mission = 2;
  CHECK(accepted(check_gm(g, "[Parthes] Ae PAR HYR\n")));
}

TEST_CASE("R14f.rome.3 R14d.gen.3 the Roman Ag's field follows its mission") {
  state::GameState g = base();
  const std::size_t i = place_neutral(g, UnitType::Ag, "rome", "ITA");
  auto field = [&] {
    std::vector<std::string> out;
    for (map::SpaceId s : adj::events::field_of_action(test::diadoques_map(), g, g.units[i]))
      out.push_back(test::diadoques_map().space(s).code);
    std::sort(out.begin(), out.end());
    return out;
  };
  CHECK(field() == std::vector<std::string>{"ITA"});
  uprising_of(g, "rome").mission = 2;
  CHECK(field() == std::vector<std::string>{"ITA", "Tarente"});
  uprising_of(g, "rome").mission = 3;  // the Ag's: rome.m3.armee
  CHECK(field() == std::vector<std::string>{"EPI", "Epidamnos", "ILL", "ITA", "Tarente"});
  CHECK(adj::events::field_owner_name(test::diadoques_map(), g, g.units[i]) ==
        "Attaque de Rome (3e mission, armée)");
}

TEST_CASE("R14d.ret.7 the results name the intervention a unit retreats before, never its id") {
  state::GameState g = base();
  test::place(g, UnitType::A, "cassandre", "ITA");
  const adj::SeasonResult r = play_event(g, event_of(EventKind::intervention, "rome"));
  REQUIRE(labelled(r.next, "rome") != nullptr);
  CHECK(test::event_has_fr(r, "devant Attaque de Rome"));
  CHECK_FALSE(test::event_has_fr(r, "devant rome"));
  // The people's name alone: no mission number (the clause follows in parentheses, "(R14d…").
  CHECK(test::event_has_fr(r, "devant Attaque de Rome (R14d."));
  CHECK_FALSE(test::event_has_fr(r, "devant Attaque de Rome (1"));
}

TEST_CASE("R14d.gen.10 interventions always supplied are never eliminated for want of supply") {
  // S1:L1476 (Scythians), L1482 (Parthians), L1530 (Gauls); the Thracians are not. Each unit
  // holds (the GM's order) at the end of autumn in GRA, which supplies no unit (R11a.sup.3).
  struct Case {
    const char* label;
    UnitType type;
    bool stays;
  };
  for (const Case& c : {Case{"parthes", UnitType::Ae, true}, Case{"scythes", UnitType::Ae, true},
                        Case{"gaulois", UnitType::Am, true}, Case{"thraces", UnitType::Am, false}}) {
    CAPTURE(c.label);
    state::GameState g = base();
    g.season = state::Season{-319, state::SeasonKind::autumn};
    REQUIRE_FALSE(adj::rules::is_supplied(test::diadoques_map(), g, "", "GRA"));
    place_neutral(g, c.type, c.label, "GRA");
    const std::string hold = fmt::format("[{}] {} GRA X\n", c.label, state::code(c.type));
    const adj::SeasonResult r = quiet(g, {gm(hold)});
    CHECK((labelled(r.next, c.label) != nullptr) == c.stays);
  }
}

TEST_CASE("R14f.par.2 the Parthians besiege neutral Hécatompylos as their mission says") {
  state::GameState g = base();
  g.control.erase("Hécatompylos");
  g.treasures["Hécatompylos"] = 10;
  place_neutral(g, UnitType::Ae, "parthes", "HYR");
  uprising_of(g, "parthes").mission = 2;
  CHECK(accepted(check_gm(g, "[Parthes] Ae HYR A1 Hécatompylos\n")));
  const adj::SeasonResult first = quiet(g, {gm("[Parthes] Ae HYR A1 Hécatompylos\n")});
  const state::Unit* u = labelled(first.next, "parthes");
  REQUIRE(u != nullptr);
  REQUIRE(u->siege.has_value());
  CHECK(u->siege->rounds == 1);
  const adj::SeasonResult second = quiet(first.next, {gm("[Parthes] Ae HYR A2 Hécatompylos\n")});
  CHECK(second.next.controller_of("Hécatompylos").empty());
  // R14d.gen.14: the citadel passes to the intervention; its treasure disappears.
  CHECK(second.next.treasures.count("Hécatompylos") == 0);
  // Not on mission 1, whose field has no Hécatompylos.
  uprising_of(g, "parthes").mission = 1;
  CHECK_FALSE(accepted(check_gm(g, "[Parthes] Ae HYR A1 Hécatompylos\n")));
}

TEST_CASE("R14d.gen.13 R13.pp.7 taking Sparte from the Spartans costs 1 PP with none inside") {
  // Sparte joined the Spartans when they rose; their Am stands in ARC, none in the citadel.
  state::GameState g = base();
  g.control.erase("Sparte");
  place_neutral(g, UnitType::Am, "spartiates", "ARC");
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "LAC");
  g.units[a].siege =
      state::SiegeProgress{"Sparte", 1, adj::rules::previous_military_season(g.season).id()};
  const adj::SeasonResult r = quiet(g, {test::orders_for("cassandre", "A LAC A2 Sparte\n")});
  REQUIRE(r.next.controller_of("Sparte") == "cassandre");
  CHECK(test::has_reason(r, "cassandre", "R13.pp.7"));
}

TEST_CASE("R7c.elim.5 a side eliminated without a citadel: its treasury goes to its besieger") {
  // Dynasties established, Eumène without diadoque or epigone, holding only Delphes, which
  // Cassandre's army takes in its second round at the end of autumn (R7b.dyn.4).
  state::GameState g = base();
  g.season = state::Season{-319, state::SeasonKind::autumn};
  g.dynasties = true;
  std::erase_if(g.control, [](const auto& c) { return c.second == "eumene"; });
  g.control["Delphes"] = "eumene";
  g.treasures.erase("Delphes");
  state::Side& eumene = *g.side("eumene");
  eumene.treasury = 37;
  g.character(eumene.diadoque)->alive = false;
  if (!eumene.epigone.empty()) g.character(eumene.epigone)->alive = false;
  const std::size_t a = test::place(g, UnitType::A, "cassandre", "ETO");
  g.units[a].siege =
      state::SiegeProgress{"Delphes", 1, adj::rules::previous_military_season(g.season).id()};
  const int before = g.side("cassandre")->treasury;
  const adj::SeasonResult r = quiet(g, {test::orders_for("cassandre", "A ETO A2 Delphes\n")});
  REQUIRE(r.next.side("eumene")->eliminated);
  CHECK(r.next.side("eumene")->treasury == 0);
  CHECK(r.next.side("cassandre")->treasury == before + 37);
  CHECK_FALSE(test::log_has(r, "stays on its books"));
}
