// The outside audit of chapter 14, the neutral world (28 Nov 2026): Rome's second mission takes
// Tarente by siege (D3), the Pontic Pirates' citadels join them (D4), a side an event eliminates
// without a citadel loses its treasury (D6), a neutral siege of a neutral citadel is refused with
// its true reason (D7), and the Gallic unit is eliminated under its own rule (p52).
#include <algorithm>
#include <string>

#include "event_fixture.hpp"
#include "neutral_fixture.hpp"
#include "uprising_fixture.hpp"

using namespace dia;
using namespace dia::neutral_test;
using adj::events::EventKind;
using adj::season::Verdict;

namespace {

int mission_of(const state::GameState& g, const std::string& id) {
  for (const state::Uprising& u : g.uprisings)
    if (u.id == id) return u.mission;
  return 0;
}

void set_mission(state::GameState& g, const std::string& id, int mission) {
  for (state::Uprising& u : g.uprisings)
    if (u.id == id) u.mission = mission;
}

// The verdict of one GM order, as the players read its reason ("accepted" if none).
std::string verdict(const state::GameState& g, const std::string& order) {
  const auto out = check_gm(g, order);
  REQUIRE(out.size() == 1);
  return out[0].verdict == Verdict::accepted ? "accepted" : test::en(out[0].reason);
}

bool has(const std::string& text, const std::string& needle) {
  return text.find(needle) != std::string::npos;
}

}  // namespace

TEST_CASE("R14f.rome.2 on its second mission Rome besieges a neutral Tarente and takes it") {
  // S1:L1505–1511: "prise de Tarente", objective "contrôler ITA et Tarente". An intervention
  // acquires no neutral citadel without a siege (L1308 speaks of revolts).
  state::GameState g = base();
  g.control.erase("Tarente");
  g.treasures["Tarente"] = 10;
  place_neutral(g, UnitType::Ag, "rome", "ITA");
  set_mission(g, "rome", 2);
  CHECK(verdict(g, "[Rome] Ag ITA A1 Tarente\n") == "accepted");
  const adj::SeasonResult first = quiet(g, {gm("[Rome] Ag ITA A1 Tarente\n")});
  const state::Unit* u = labelled(first.next, "rome");
  REQUIRE(u != nullptr);
  REQUIRE(u->siege.has_value());
  CHECK(u->siege->citadel == "Tarente");
  CHECK(u->siege->rounds == 1);
  const adj::SeasonResult second = quiet(first.next, {gm("[Rome] Ag ITA A2 Tarente\n")});
  CHECK(second.next.controller_of("Tarente").empty());
  // R14d.gen.14: a citadel passing to an intervention loses its treasure.
  CHECK(second.next.treasures.count("Tarente") == 0);
}

TEST_CASE("R14f.rome.2 the season Rome moves to mission 2 it may besiege Tarente at once") {
  // L1312–1313: interventions act at once; the event line names the mission now in force.
  state::GameState g = base();
  g.control.erase("Tarente");
  place_neutral(g, UnitType::Ag, "rome", "ITA");
  const adj::SeasonResult r =
      play_event(g, event_of(EventKind::intervention, "rome"), {gm("[Rome] Ag ITA A1 Tarente\n")});
  CHECK(mission_of(r.next, "rome") == 2);
  const state::Unit* u = labelled(r.next, "rome");
  REQUIRE(u != nullptr);
  CHECK(u->siege.has_value());
  const std::string line = test::fr(r.season_event);
  CAPTURE(line);
  CHECK(has(line, "Attaque de Rome (2e mission)"));
  CHECK_FALSE(has(line, "1re mission"));
}

TEST_CASE("R14e.pon.1 R14d.gen.13 the Pontic Pirates' neutral citadels join them as they appear") {
  // S1:L1307–1308, L1431: their objective names Héraclée Pontique and Panticapée.
  state::GameState g = base();
  g.control.erase("Héraclée Pontique");
  g.control.erase("Panticapée");
  const adj::SeasonResult r = play_event(g, event_of(EventKind::revolt, "pirates_pontiques"));
  CHECK(test::event_has(r, "Héraclée Pontique joins"));
  CHECK(test::event_has(r, "Panticapée joins"));
  // Theirs already: a pirate siege of either is refused for that reason, not as a camp's own.
  const std::string why = verdict(r.next, "[Pirates pontiques] F POC A1 Héraclée Pontique\n");
  CHECK(has(why, "R14d.gen.13"));
  CHECK_FALSE(has(why, "R9a.siege.3"));
  // R14e.pon.3 (PROPOSED reading, S1:L1432–1434): pirate-held counts as neutral, so with no
  // player unit in TRD, POC, POR, MAE or BIT they leave at the end of the next season; while a
  // player holds one of the citadels they stay, and may besiege it.
  state::GameState held = r.next;
  held.control["Panticapée"] = "lysimaque";
  CHECK(verdict(held, "[Pirates pontiques] F POR A1 Panticapée\n") == "accepted");
  const adj::SeasonResult stay = quiet(held, {gm("[Pirates pontiques] F POR A1 Panticapée\n")});
  CHECK(test::neutrals_of(stay.next, "pirates_pontiques").size() == 2);
  const adj::SeasonResult gone = quiet(r.next);
  CHECK(test::neutrals_of(gone.next, "pirates_pontiques").empty());
}

TEST_CASE("R7c.elim.6 a side an event eliminates with no citadel left loses its treasury") {
  // S1:L558–559. Eumène holds no citadel; his diadoque commands an A in CYR, where the Cyrenean
  // revolt appears: no citadel to retreat to, the A is eliminated and Eumène killed (R14d.ret.2–3).
  state::GameState g = base();
  std::erase_if(g.control, [](const auto& c) { return c.second == "eumene"; });
  state::Side& eumene = *g.side("eumene");
  eumene.treasury = 40;
  test::place(g, UnitType::A, "eumene", "CYR", eumene.diadoque);
  std::vector<int> before;
  for (const state::Side& s : g.sides) before.push_back(s.treasury);
  const adj::SeasonResult r = play_event(g, event_of(EventKind::revolt, "cyreneens"));
  REQUIRE(r.next.side("eumene")->eliminated);
  CHECK(r.next.side("eumene")->treasury == 0);
  for (std::size_t i = 0; i < g.sides.size(); ++i)
    if (g.sides[i].id != "eumene") CHECK(r.next.sides[i].treasury == before[i]);
  CHECK_FALSE(test::log_has(r, "stays on its books"));
  CHECK(test::log_has(r, "R7c.elim.6"));
  CHECK(test::event_has_fr(r, "le trésor d'Eumène est perdu (R7c.elim.6)"));
  // R7c.elim.2: the amount stays out of the public text.
  for (const adj::Event& e : r.events)
    if (e.visibility == adj::Visibility::everyone) CHECK_FALSE(has(test::en(e.text), "40 T"));
}

TEST_CASE(
    "R14e.spa.2 R14f.rome.1 R14f.scy.2 R14d.gen.1 a neutral siege of a neutral citadel is "
    "refused with its true reason") {
  // "Neutral" is no camp: R9a.siege.3 ("already belongs to this side") is never the reason.
  SUBCASE("the Spartans and Corinthe: their restriction") {
    state::GameState g = base();
    g.control.erase("Corinthe");
    place_neutral(g, UnitType::Am, "spartiates", "ARC");
    const std::string why = verdict(g, "[Spartiates] Am ARC A1 Corinthe\n");
    CHECK(has(why, "R14e.spa.2"));
    CHECK_FALSE(has(why, "R9a.siege.3"));
  }
  SUBCASE("Rome on mission 1 and Tarente: its restriction") {
    state::GameState g = base();
    g.control.erase("Tarente");
    place_neutral(g, UnitType::Ag, "rome", "ITA");
    const std::string why = verdict(g, "[Rome] Ag ITA A1 Tarente\n");
    CHECK(has(why, "R14f.rome.1"));
    CHECK_FALSE(has(why, "R9a.siege.3"));
  }
  SUBCASE("the Parthians on mission 1 and Hécatompylos: their field") {
    state::GameState g = base();
    g.control.erase("Hécatompylos");
    place_neutral(g, UnitType::Ae, "parthes", "HYR");
    const std::string why = verdict(g, "[Parthes] Ae HYR A1 Hécatompylos\n");
    CHECK(has(why, "outside the field of action"));
    CHECK_FALSE(has(why, "R9a.siege.3"));
  }
  SUBCASE("the Scythians never besiege") {
    state::GameState g = base();
    g.control.erase("Suse");
    place_neutral(g, UnitType::Ae, "scythes", "SUS");
    const std::string why = verdict(g, "[Scythes] Ae SUS A1 Suse\n");
    CHECK(has(why, "may not besiege (R14f.scy.2)"));
    CHECK_FALSE(has(why, "R9a.siege.3"));
  }
  SUBCASE("the Aetolians and Lamia: already theirs") {
    state::GameState g = base();
    g.control.erase("Delphes");
    g.control.erase("Lamia");
    place_neutral(g, UnitType::Am, "etoliens", "THE");
    const std::string why = verdict(g, "[Etoliens] Am THE A1 Lamia\n");
    CHECK(has(why, "already belongs to"));
    CHECK(has(why, "R14d.gen.13"));
    CHECK_FALSE(has(why, "R9a.siege.3"));
  }
  SUBCASE("a siege its mission does not call for: Pyrrhus in ITA and Tarente") {
    // R14e.pyr.4: his field takes in ITA and Tarente once his fleet has come; his mission is to
    // be convoyed there and to stay, not to besiege it.
    state::GameState g = base();
    g.control.erase("Tarente");
    place_neutral(g, UnitType::Ag, "pyrrhus", "ITA");
    g.events_happened.emplace_back("pyrrhus.flotte");
    const std::string why = verdict(g, "[Pyrrhus] Ag ITA A1 Tarente\n");
    CHECK(has(why, "its mission does not call for besieging Tarente (R14d.gen.1)"));
    CHECK_FALSE(has(why, "R9a.siege.3"));
  }
  SUBCASE("a mission that calls for it is still accepted") {
    state::GameState g = base();
    g.control.erase("Hécatompylos");
    place_neutral(g, UnitType::Ae, "parthes", "HYR");
    set_mission(g, "parthes", 2);
    CHECK(verdict(g, "[Parthes] Ae HYR A1 Hécatompylos\n") == "accepted");
  }
}

TEST_CASE(
    "R14f.gau.2 the Gallic unit dislodged is eliminated under its own rule, not for want of "
    "a retreat") {
  // Free spaces around THR (CHA, MAC): the Gallic rule, not R9a.ret.8, destroys it.
  state::GameState g = base();
  place_neutral(g, UnitType::Am, "gaulois", "THR");
  test::place(g, UnitType::A, "lysimaque", "CHE");
  test::place(g, UnitType::A, "lysimaque", "PEO");
  test::place(g, UnitType::A, "lysimaque", "IST");
  const adj::SeasonResult r = quiet(
      g, {gm("[Gaulois] Am THR X\n"),
          test::orders_for("lysimaque", "A CHE THR\nA PEO S A CHE THR\nA IST S A CHE THR\n")});
  CHECK(labelled(r.next, "gaulois") == nullptr);
  CHECK(test::event_has_fr(r, "l'attaque gauloise est éliminée en cas de retraite"));
  CHECK(test::event_has(r, "R14f.gau.2"));
  CHECK_FALSE(test::event_has(r, "R9a.ret.8"));
  const adj::OrderReport& line = test::report_for(r, "[Gaulois] Am THR X");
  CHECK(has(test::fr(line.note), "R14f.gau.2"));
  CHECK_FALSE(has(test::fr(line.note), "faute de retraite"));
}
