// R14e.pyr: Pyrrhus of Epirus — his fleet, his field as the game changes it, and the supports
// his Ag gives the Aetolians — played through seasons with the GM's neutral orders.
#include "greek_fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

// A position where Pyrrhus may come: every RF member dead (R14e.pyr.1).
state::GameState no_royal_family() {
  state::GameState g = test::later();
  for (state::Character& c : g.characters)
    if (c.kind == state::CharacterKind::royal) c.alive = false;
  return g;
}

bool mentions(const std::string& reason, const std::string& what) {
  return reason.find(what) != std::string::npos;
}

}  // namespace

TEST_CASE("R14e.pyr.3 Pyrrhus's fleet appears in MIO if ITA is occupied, none if MIO is") {
  // ITA empty: no fleet.
  state::GameState g = no_royal_family();
  CHECK(test::neutrals_of(test::play(g, "pyrrhus").next, "pyrrhus.flotte").empty());
  // The Romans in ITA count.
  test::under_way(g, "rome");
  test::neutral(g, UnitType::Am, "ITA", "rome");
  const adj::SeasonResult r = test::play(g, "pyrrhus");
  const auto fleet = test::neutrals_of(r.next, "pyrrhus.flotte");
  REQUIRE(fleet.size() == 1);
  CHECK(fleet[0]->space == "MIO");
  CHECK(fleet[0]->type == UnitType::F);
  // MIO occupied at that moment: no fleet, and the unit in MIO stays.
  test::place(g, UnitType::F, g.sides.front().id, "MIO");
  const adj::SeasonResult blocked = test::play(g, "pyrrhus");
  CHECK(test::neutrals_of(blocked.next, "pyrrhus.flotte").empty());
  CHECK(test::neutrals_of(blocked.next, "pyrrhus").size() == 1);
  REQUIRE(test::unit_in(blocked.next, "MIO") != nullptr);
  CHECK(test::unit_in(blocked.next, "MIO")->side == g.sides.front().id);
}

TEST_CASE("R14e.pyr.4 once his fleet has appeared, Pyrrhus's Ag may act in ITA and Tarente") {
  state::GameState g = no_royal_family();
  const adj::SeasonResult alone = test::play(g, "pyrrhus");
  REQUIRE(test::neutrals_of(alone.next, "pyrrhus").size() == 1);
  CHECK_FALSE(test::in_field(alone.next, *test::neutrals_of(alone.next, "pyrrhus")[0], "ITA"));
  test::neutral(g, UnitType::A, "ITA", "rome");
  const adj::SeasonResult fleet = test::play(g, "pyrrhus");
  REQUIRE(test::neutrals_of(fleet.next, "pyrrhus").size() == 1);
  const state::Unit& ag = *test::neutrals_of(fleet.next, "pyrrhus")[0];
  CHECK(test::in_field(fleet.next, ag, "ITA"));
  CHECK(test::in_field(fleet.next, ag, "Tarente"));
  CHECK(test::in_field(fleet.next, ag, "EPI"));
}

namespace {

// Pyrrhus's Ag in EPI and the Aetolians' Am in THE, both under way since an earlier season;
// Delphes is the Aetolians' (no player holds it), Lamia and ETO a player's.
state::GameState with_aetolians() {
  state::GameState g = test::later();
  test::under_way(g, "pyrrhus");
  test::neutral(g, UnitType::Ag, "EPI", "pyrrhus");
  test::under_way(g, "etoliens");
  test::neutral(g, UnitType::Am, "THE", "etoliens");
  g.control.erase("Delphes");
  g.control["Lamia"] = g.sides.front().id;
  return g;
}

}  // namespace

TEST_CASE("R14e.pyr.6 Pyrrhus's Ag supports the Aetolians' siege, hold or move next to EPI") {
  state::GameState g = with_aetolians();
  // Their siege of Lamia from THE: he supports the besieging unit in place (Lamia is not next
  // to EPI: no support of the siege itself, G1.2).
  const adj::SeasonResult siege = test::play_neutral(g, "[Etoliens] Am THE A1 Lamia\n");
  CHECK(test::log_has(siege, "(R14e.pyr.6): [pyrrhus] Ag EPI S Am THE"));
  const adj::OrderReport* s = test::report_with(siege, "Ag EPI S Am THE");
  REQUIRE(s != nullptr);
  CAPTURE(test::en(s->note));
  CHECK(s->status != adj::OrderStatus::ignored);
  // A player's Ae attacking the besieger from ETO: Am 1 + 1 against 2, it stays.
  state::GameState pressed = g;
  const std::string attacker = g.sides.front().id;
  test::place(pressed, UnitType::Ae, attacker, "ETO");
  const adj::SeasonResult held = test::play_neutral(pressed, "[Etoliens] Am THE A1 Lamia\n",
                                                    {test::orders_for(attacker, "Ae ETO THE\n")});
  CHECK(test::neutrals_of(held.next, "etoliens")[0]->space == "THE");
  // No order (they hold): he supports them in place.
  const adj::SeasonResult hold = test::play(g, "");
  const adj::OrderReport* h = test::report_with(hold, "Ag EPI S Am THE");
  REQUIRE(h != nullptr);
  CHECK(h->status != adj::OrderStatus::ignored);
  // A move to ETO, held by a player's A: his support carries it (2 against 1).
  const std::string player = g.sides.front().id;
  state::GameState attack = g;
  test::place(attack, UnitType::A, player, "ETO");
  const adj::SeasonResult moved = test::play_neutral(attack, "[Etoliens] Am THE ETO\n");
  const adj::OrderReport* m = test::report_with(moved, "Ag EPI S Am THE ETO");
  REQUIRE(m != nullptr);
  CHECK(m->status == adj::OrderStatus::succeeded);
  CHECK(test::neutrals_of(moved.next, "etoliens")[0]->space == "ETO");
  // The GM's own order for Pyrrhus wins: no support, the Aetolians bounce.
  const adj::SeasonResult gm =
      test::play_neutral(attack, "[Etoliens] Am THE ETO\n[pyrrhus] Ag EPI X\n");
  CHECK(test::report_with(gm, "Ag EPI S") == nullptr);
  CHECK(test::neutrals_of(gm.next, "etoliens")[0]->space == "THE");
  // A move elsewhere (ATT) gets no support.
  CHECK(test::report_with(test::play_neutral(g, "[Etoliens] Am THE ATT\n"), "Ag EPI S") == nullptr);
  // Pyrrhus out of EPI (in Epidamnos) gives none.
  state::GameState away = g;
  for (state::Unit& u : away.units)
    if (u.neutral_label == "pyrrhus") u.space = "Epidamnos";
  CHECK(test::report_with(test::play(away, ""), "S Am THE") == nullptr);
  // The GM may not write such a support for another revolt's unit.
  CHECK(mentions(test::verdict(g, "[Etoliens] Am THE S Ag EPI\n"), "its own revolt"));
}

TEST_CASE("R14e.pyr.7 once Pella is no side's capital, MAC, Pella and Pydna join his field") {
  state::GameState g = test::later();
  test::under_way(g, "pyrrhus");
  const std::size_t ag = test::neutral(g, UnitType::Ag, "EPI", "pyrrhus");
  CHECK_FALSE(test::in_field(g, g.units[ag], "MAC"));
  CHECK(mentions(test::verdict(g, "[pyrrhus] Ag EPI MAC\n"), "outside the field of action"));
  const adj::SeasonResult still = test::play(g, "");
  CHECK_FALSE(test::event_has(still, "R14e.pyr.7"));
  // The side whose capital Pella is is eliminated.
  state::Side* owner = nullptr;
  for (state::Side& s : g.sides)
    if (s.capital == "Pella") owner = &s;
  REQUIRE(owner != nullptr);
  owner->eliminated = true;
  for (const char* s : {"MAC", "Pella", "Pydna", "EPI", "Epidamnos"})
    CHECK(test::in_field(g, g.units[ag], s));
  CHECK(test::verdict(g, "[pyrrhus] Ag EPI MAC\n") == "accepted");
  const adj::SeasonResult r = test::play_neutral(g, "[pyrrhus] Ag EPI MAC\n");
  CHECK(test::event_has(r, "Pella is no side's capital any more"));
  REQUIRE(test::neutrals_of(r.next, "pyrrhus").size() == 1);
  CHECK(test::neutrals_of(r.next, "pyrrhus")[0]->space == "MAC");
  // Said once; the field stays.
  const adj::SeasonResult after = test::play(r.next, "");
  CHECK_FALSE(test::event_has(after, "R14e.pyr.7"));
  CHECK(test::in_field(after.next, *test::neutrals_of(after.next, "pyrrhus")[0], "Pydna"));
}
