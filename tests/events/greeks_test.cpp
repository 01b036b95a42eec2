// R14e.eto, R14e.ath, R14e.ggr, R14e.ill: the Greek revolts, the General Greek Revolt and the
// Illyrian Pirates — their fields of action as the game changes them, objectives, deadlines,
// order restrictions, retreats — played through seasons with the GM's neutral orders.
#include "greek_fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

const std::string accepted = "accepted";

bool mentions(const std::string& reason, const std::string& what) {
  return reason.find(what) != std::string::npos;
}

}  // namespace

TEST_CASE("R14e.eto.2 the Aetolians' objective citadels join them and their field holds EPI") {
  state::GameState g = test::later();
  g.control.erase("Delphes");
  g.control.erase("Lamia");
  const adj::SeasonResult r = test::play(g, "etoliens");
  // Delphes (the mission citadel) and Lamia (in the objective) join the revolt (R14d.gen.13).
  CHECK(test::event_has(r, "Delphes joins"));
  CHECK(test::event_has(r, "Lamia joins"));
  // A player's Lamia does not.
  g.control["Lamia"] = g.sides.front().id;
  CHECK_FALSE(test::event_has(test::play(g, "etoliens"), "Lamia joins"));
  // Field: ETO, THE, EPI, Delphes, Lamia.
  state::GameState f = test::later();
  test::under_way(f, "etoliens");
  test::neutral(f, UnitType::Am, "THE", "etoliens");
  CHECK(test::verdict(f, "[Etoliens] Am THE EPI\n") == accepted);
  CHECK(test::verdict(f, "[Etoliens] Am THE ETO\n") == accepted);
  CHECK(mentions(test::verdict(f, "[Etoliens] Am THE ATT\n"), "outside the field of action"));
  CHECK(mentions(test::verdict(f, "[Etoliens] Am THE MAC\n"), "outside the field of action"));
  // Played: the move to EPI is made.
  const adj::SeasonResult moved = test::play_neutral(f, "[Etoliens] Am THE EPI\n");
  REQUIRE(test::neutrals_of(moved.next, "etoliens").size() == 1);
  CHECK(test::neutrals_of(moved.next, "etoliens")[0]->space == "EPI");
}

TEST_CASE("R14e.eto.4 EPI leaves the Aetolians' field while Pyrrhus is on the map") {
  state::GameState g = test::later();
  test::under_way(g, "etoliens");
  const std::size_t a = test::neutral(g, UnitType::Am, "THE", "etoliens");
  CHECK(test::in_field(g, g.units[a], "EPI"));
  // Pyrrhus's Ag in Epidamnos, the citadel of EPI: the province itself stays empty.
  test::under_way(g, "pyrrhus");
  test::neutral(g, UnitType::Ag, "Epidamnos", "pyrrhus");
  CHECK_FALSE(test::in_field(g, g.units[a], "EPI"));
  CHECK(test::in_field(g, g.units[a], "ETO"));
  const adj::SeasonResult r = test::play_neutral(g, "[Etoliens] Am THE EPI\n");
  const adj::OrderReport* line = test::report_with(r, "Am THE EPI");
  REQUIRE(line != nullptr);
  CHECK(line->status == adj::OrderStatus::ignored);
  CHECK(mentions(test::en(line->note), "outside the field of action"));
  CHECK(test::neutrals_of(r.next, "etoliens")[0]->space == "THE");
}

TEST_CASE("R14e.ggr.9 EPI leaves the GGR's field while Pyrrhus is on the map") {
  state::GameState g = test::later();
  test::greek_revolt(g);
  const std::size_t s = test::neutral(g, UnitType::Am, "THE", "spartiates");
  CHECK(test::verdict(g, "[Spartiates] Am THE EPI\n") == accepted);
  test::under_way(g, "pyrrhus");
  test::neutral(g, UnitType::Ag, "Epidamnos", "pyrrhus");
  CHECK_FALSE(test::in_field(g, g.units[s], "EPI"));
  CHECK(mentions(test::verdict(g, "[Spartiates] Am THE EPI\n"), "outside the field of action"));
  const adj::SeasonResult r = test::play_neutral(g, "[Spartiates] Am THE EPI\n");
  CHECK(test::neutrals_of(r.next, "spartiates")[0]->space == "THE");
}

TEST_CASE("R14e.ggr.3 GGR land units act in the three fields and Athènes; the fleet its own") {
  state::GameState alone = test::later();
  test::under_way(alone, "spartiates");
  test::neutral(alone, UnitType::Am, "ARC", "spartiates");
  // The Spartan revolt on its own: LAC, ARC, Sparte only.
  CHECK(mentions(test::verdict(alone, "[Spartiates] Am ARC ATT\n"), "outside the field of action"));

  state::GameState g = test::later();
  test::greek_revolt(g);
  const std::size_t sp = test::neutral(g, UnitType::Am, "ARC", "spartiates");
  const std::size_t f = test::neutral(g, UnitType::F, "EUB", "atheniens");
  // No Aetolian unit is left: the union still holds their spaces.
  for (const char* s : {"ETO", "THE", "EPI", "Delphes", "Lamia", "LAC", "ARC", "Sparte", "Athènes"})
    CHECK(test::in_field(g, g.units[sp], s));
  CHECK(test::verdict(g, "[Spartiates] Am ARC ATT\n") == accepted);
  // The Athenian fleet keeps CYC, EUB, MIO, Athènes.
  CHECK(test::in_field(g, g.units[f], "CYC"));
  CHECK_FALSE(test::in_field(g, g.units[f], "THE"));
  CHECK(mentions(test::verdict(g, "[Atheniens] F EUB EGE\n"), "outside the field of action"));
  // Played: the Spartan Am leaves its own field for ATT.
  const adj::SeasonResult r = test::play_neutral(g, "[Spartiates] Am ARC ATT\n");
  CHECK(test::neutrals_of(r.next, "spartiates")[0]->space == "ATT");
}

TEST_CASE("R14e.ill.2 the Illyrian army acts in ILL, EPI, Epidamnos; the fleet in ADR, Epidamnos") {
  state::GameState g = test::later();
  test::under_way(g, "pirates_illyriens");
  const std::size_t a = test::neutral(g, UnitType::A, "ILL", "pirates_illyriens.armee");
  const std::size_t f = test::neutral(g, UnitType::F, "ADR", "pirates_illyriens.flotte");
  for (const char* s : {"ILL", "EPI", "Epidamnos"}) CHECK(test::in_field(g, g.units[a], s));
  CHECK_FALSE(test::in_field(g, g.units[a], "ADR"));
  CHECK(test::in_field(g, g.units[f], "ADR"));
  CHECK(test::in_field(g, g.units[f], "Epidamnos"));
  CHECK_FALSE(test::in_field(g, g.units[f], "EPI"));
  CHECK(test::verdict(g, "[Illyriens] A ILL EPI\n") == accepted);
  CHECK(mentions(test::verdict(g, "[Illyriens] A ILL MAC\n"), "outside the field of action"));
  CHECK(mentions(test::verdict(g, "[Illyriens] F ADR MIO\n"), "outside the field of action"));
  const adj::SeasonResult r =
      test::play_neutral(g, "[Illyriens] A ILL EPI\n[Illyriens] F ADR MIO\n");
  CHECK(test::neutrals_of(r.next, "pirates_illyriens.armee")[0]->space == "EPI");
  CHECK(test::neutrals_of(r.next, "pirates_illyriens.flotte")[0]->space == "ADR");
}

namespace {

const state::Season summer319{-319, state::SeasonKind::summer};
const state::Season autumn318{-318, state::SeasonKind::autumn};

}  // namespace

TEST_CASE("R14e.eto.3 the Aetolians' deadline runs for Delphes and restarts once they hold it") {
  state::GameState g = test::mission_citadels_held(test::later());
  g.season = autumn318;
  test::under_way(g, "etoliens");
  g.uprisings.back().clock_from = summer319.id();  // 4 seasons ago
  test::neutral(g, UnitType::Am, "ETO", "etoliens");
  // Without Delphes after 4 seasons: the revolt ends.
  const adj::SeasonResult lost = test::play(g, "");
  CHECK(test::neutrals_of(lost.next, "etoliens").empty());
  CHECK(test::uprising(lost.next, "etoliens") == nullptr);
  // In Delphes: it stays and its count starts again from this season.
  g.units.back().space = "Delphes";
  g.control.erase("Delphes");
  const adj::SeasonResult held = test::play(g, "");
  CHECK(test::neutrals_of(held.next, "etoliens").size() == 1);
  REQUIRE(test::uprising(held.next, "etoliens") != nullptr);
  CHECK(test::uprising(held.next, "etoliens")->clock_from == autumn318.id());
}

TEST_CASE("R14e.eto.5 the Aetolians besiege Delphes first and Lamia second") {
  state::GameState g = test::later();
  const std::string player = g.sides.front().id;
  g.control["Delphes"] = player;
  g.control["Lamia"] = player;
  test::under_way(g, "etoliens");
  test::neutral(g, UnitType::Am, "THE", "etoliens");
  const std::string why = test::verdict(g, "[Etoliens] Am THE A1 Lamia\n");
  CHECK(mentions(why, "must besiege Delphes before Lamia (R14e.eto.5)"));
  const adj::SeasonResult r = test::play_neutral(g, "[Etoliens] Am THE A1 Lamia\n");
  const adj::OrderReport* line = test::report_with(r, "A1 Lamia");
  REQUIRE(line != nullptr);
  CHECK(line->status == adj::OrderStatus::ignored);
  CHECK(mentions(test::en(line->note), "R14e.eto.5"));
  CHECK(mentions(test::fr(line->note), "doit assiéger Delphes avant Lamia"));
  // Once Delphes is theirs (no player holds it), Lamia may be besieged.
  g.control.erase("Delphes");
  CHECK(test::verdict(g, "[Etoliens] Am THE A1 Lamia\n") == accepted);
}

TEST_CASE("R14e.eto.7 Olympias, neutral, joins the Aetolians and commands their Am with her") {
  state::GameState g = test::later();
  state::Character* o = g.character("olympias");
  REQUIRE(o != nullptr);
  o->controller.clear();
  o->space = "Delphes";
  g.control.erase("Delphes");
  const adj::SeasonResult r = test::play(g, "etoliens");
  CHECK(r.next.character("olympias")->held_by == "etoliens");
  CHECK(test::event_has(r, "Olympias joins"));
  // Not with the Am yet (it stands in ETO or THE): nobody commands it.
  REQUIRE(test::neutrals_of(r.next, "etoliens").size() == 1);
  CHECK(test::neutrals_of(r.next, "etoliens")[0]->commander.empty());
  // The first season she shares its space, she takes command at its end.
  state::GameState next = r.next;
  for (state::Unit& u : next.units)
    if (u.neutral_label == "etoliens") u.space = "Delphes";
  const adj::SeasonResult with = test::play(next, "");
  REQUIRE(test::neutrals_of(with.next, "etoliens").size() == 1);
  CHECK(test::neutrals_of(with.next, "etoliens")[0]->commander == "olympias");
  CHECK(test::event_has(with, "Olympias takes command"));
  // Olympias in a side's hands does not join.
  o->controller = g.sides.front().id;
  CHECK(test::play(g, "etoliens").next.character("olympias")->held_by.empty());
}

TEST_CASE("R14e.ath.2 the Athenians: field CYC, EUB, MIO, Athènes; deadline for Athènes") {
  state::GameState g = test::mission_citadels_held(test::later());
  test::under_way(g, "atheniens");
  test::neutral(g, UnitType::F, "CYC", "atheniens");
  CHECK(test::verdict(g, "[Atheniens] F CYC EUB\n") == accepted);
  CHECK(mentions(test::verdict(g, "[Atheniens] F CYC EOL\n"), "outside the field of action"));
  const adj::SeasonResult moved = test::play_neutral(g, "[Atheniens] F CYC EUB\n");
  CHECK(test::neutrals_of(moved.next, "atheniens")[0]->space == "EUB");
  // Appearing, the revolt watches Athènes from this season.
  const adj::SeasonResult r = test::play(test::mission_citadels_held(test::later()), "atheniens");
  REQUIRE(test::uprising(r.next, "atheniens") != nullptr);
  CHECK(test::uprising(r.next, "atheniens")->clock_from == test::later().season.id());
  CHECK(test::log_has(r, "atheniens after 0 of its 4 seasons without Athènes"));
  // After 4 seasons without Athènes it ends; in Athènes it stays.
  g.season = autumn318;
  g.uprisings.back().clock_from = summer319.id();
  CHECK(test::neutrals_of(test::play(g, "").next, "atheniens").empty());
  g.units.back().space = "Athènes";
  g.control.erase("Athènes");
  CHECK(test::neutrals_of(test::play(g, "").next, "atheniens").size() == 1);
}

TEST_CASE("R14e.ggr.4 the GGR's three revolts keep their own deadlines") {
  const adj::SeasonResult r =
      test::play(test::mission_citadels_held(test::later()), "revolte_grecque");
  for (const char* id : {"etoliens", "spartiates", "atheniens"}) {
    REQUIRE(test::uprising(r.next, id) != nullptr);
    CHECK(test::uprising(r.next, id)->clock_from == test::later().season.id());
  }
  CHECK(test::log_has(r, "etoliens after 0 of its 4 seasons without Delphes"));
  CHECK(test::log_has(r, "spartiates after 0 of its 4 seasons without Sparte"));
  CHECK(test::log_has(r, "atheniens after 0 of its 4 seasons without Athènes"));
  // Four seasons later: the Athenians, in Athènes, stay; the other two end.
  state::GameState g = test::mission_citadels_held(test::later());
  g.season = autumn318;
  test::greek_revolt(g);
  for (state::Uprising& u : g.uprisings) u.clock_from = u.members.empty() ? summer319.id() : "";
  test::neutral(g, UnitType::Am, "ETO", "etoliens");
  test::neutral(g, UnitType::Am, "LAC", "spartiates");
  test::neutral(g, UnitType::F, "Athènes", "atheniens");
  g.control.erase("Athènes");
  const adj::SeasonResult end = test::play(g, "");
  CHECK(test::neutrals_of(end.next, "etoliens").empty());
  CHECK(test::neutrals_of(end.next, "spartiates").empty());
  CHECK(test::neutrals_of(end.next, "atheniens").size() == 1);
}

TEST_CASE("R14e.ggr.7 a Greek revolt whose unit was eliminated comes back during the GGR") {
  const adj::SeasonResult first =
      test::play(test::mission_citadels_held(test::later()), "revolte_grecque");
  state::GameState g = first.next;
  std::erase_if(g.units, [](const state::Unit& u) { return u.neutral_label == "spartiates"; });
  // Its unit is gone, the revolt still recorded (eliminated during the season): drawn again.
  const adj::SeasonResult again = test::play(g, "spartiates");
  const auto units = test::neutrals_of(again.next, "spartiates");
  REQUIRE(units.size() == 1);
  CHECK(units[0]->space == "LAC");
  REQUIRE(test::uprising(again.next, "spartiates") != nullptr);
  CHECK(test::uprising(again.next, "spartiates")->clock_from == g.season.id());
  CHECK(test::log_has(again, "R14e.ggr.7"));
  // Still part of the GGR: its Am acts in the GGR's field.
  CHECK(test::in_field(again.next, *units[0], "ATT"));
  // A Greek revolt whose unit is still there brings nothing new.
  const adj::SeasonResult under = test::play(g, "atheniens");
  CHECK(test::neutrals_of(under.next, "atheniens").size() == 1);
  CHECK(test::event_has(under, "under way"));
}

TEST_CASE("R14e.ggr.10 a GGR unit retreats into its own revolt's field when it can") {
  // The Spartan Am in ATT (GGR field) is dislodged from THE: ETO (GGR field) and ARC (the
  // Spartans' own) are both free, supplied provinces; it goes to ARC every time.
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    state::GameState g = test::later(seed);
    test::greek_revolt(g);
    test::neutral(g, UnitType::Am, "ATT", "spartiates");
    const std::string player = g.sides.front().id;
    test::place(g, UnitType::Ae, player, "THE");
    const adj::SeasonResult r = test::play(g, "", {test::orders_for(player, "Ae THE ATT\n")});
    const auto units = test::neutrals_of(r.next, "spartiates");
    REQUIRE(units.size() == 1);
    CHECK(units[0]->space == "ARC");
  }
  // An Aetolian unit of the GGR dislodged from ATT goes to ETO, its own, rather than ARC.
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    state::GameState g = test::later(seed);
    test::greek_revolt(g);
    test::neutral(g, UnitType::Am, "ATT", "etoliens");
    const std::string player = g.sides.front().id;
    test::place(g, UnitType::Ae, player, "THE");
    const adj::SeasonResult r = test::play(g, "", {test::orders_for(player, "Ae THE ATT\n")});
    REQUIRE(test::neutrals_of(r.next, "etoliens").size() == 1);
    CHECK(test::neutrals_of(r.next, "etoliens")[0]->space == "ETO");
  }
}

TEST_CASE("R14e.ggr.2 R14d.gen.6 a GGR unit supports a unit of another Greek revolt") {
  state::GameState g = test::later();
  test::greek_revolt(g);
  test::neutral(g, UnitType::Am, "ETO", "etoliens");
  test::neutral(g, UnitType::Am, "ATT", "spartiates");
  test::neutral(g, UnitType::F, "EUB", "atheniens");
  CHECK(test::verdict(g, "[Spartiates] Am ATT S Am ETO\n") == accepted);
  CHECK(test::verdict(g, "[Etoliens] Am ETO S Am ATT\n") == accepted);
  // The same revolts under way on their own, without the GGR: each its own revolt.
  state::GameState apart = g;
  std::erase_if(apart.uprisings, [](const state::Uprising& u) { return !u.members.empty(); });
  CHECK(mentions(test::verdict(apart, "[Spartiates] Am ATT S Am ETO\n"), "its own revolt"));
  // Played: the Aetolian Am's support holds the Spartan Am against a player's Ae.
  const std::string player = g.sides.front().id;
  test::place(g, UnitType::Ae, player, "THE");
  const adj::SeasonResult r =
      test::play(g, "",
                 {test::orders_for(player, "Ae THE ATT\n"),
                  test::orders_for(adj::season::neutral_side, "[Etoliens] Am ETO S Am ATT\n")});
  REQUIRE(test::neutrals_of(r.next, "spartiates").size() == 1);
  CHECK(test::neutrals_of(r.next, "spartiates")[0]->space == "ATT");
}

TEST_CASE(
    "R14e.eto.7 R6b.rf.4 Olympias, held by the Aetolians, moves on the GM's orders within their "
    "field") {
  state::GameState g = test::later();
  test::under_way(g, "etoliens");
  test::neutral(g, UnitType::Am, "ETO", "etoliens");
  state::Character* o = g.character("olympias");
  REQUIRE(o != nullptr);
  o->controller.clear();
  o->held_by = "etoliens";
  o->space = "THE";
  g.control.erase("THE");
  CHECK(test::verdict(g, "[Etoliens] Olympias THE ETO\n") == accepted);
  // Outside the Aetolians' field, or under another revolt's label: refused.
  CHECK(mentions(test::verdict(g, "[Etoliens] Olympias THE MAC\n"), "outside the field of action"));
  CHECK(test::verdict(g, "[Spartiates] Olympias THE ETO\n") != accepted);
  const adj::SeasonResult moved = test::play_neutral(g, "[Etoliens] Olympias THE ETO\n");
  CHECK(moved.next.character("olympias")->space == "ETO");
  // With the Am at the end of the season, she takes command of it.
  REQUIRE(test::neutrals_of(moved.next, "etoliens").size() == 1);
  CHECK(test::neutrals_of(moved.next, "etoliens")[0]->commander == "olympias");
  // A neutral character no revolt holds gets no orders from the GM (G12.1).
  state::Character* cleo = g.character("cleopatre");
  REQUIRE(cleo != nullptr);
  REQUIRE(cleo->controller.empty());
  CHECK(test::verdict(g, "[Etoliens] Cléopâtre " + cleo->space + " ETO\n") != accepted);
}
