// R14e: the revolts of Table III that put units on the map: their units, spaces and rolls, the
// General Greek Revolt, the once-only revolts, the restrictions on the GM's orders.
#include <set>

#include "support/words.hpp"
#include "uprising_fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

std::vector<adj::season::CheckedOrder> check(const state::GameState& g, const std::string& text) {
  const adj::SideOrders so = test::orders_for(adj::season::neutral_side, text);
  return adj::season::check_neutral_orders(test::diadoques_map(), g, so.parsed.orders);
}

}  // namespace

TEST_CASE("R14e.eto.1 the Aetolian Am appears in ETO or THE as the die says") {
  std::set<std::string> seen;
  for (std::uint64_t seed = 1; seed <= 24; ++seed) {
    const adj::SeasonResult r = test::play(test::later(seed), "etoliens");
    const auto units = test::neutrals_of(r.next, "etoliens");
    REQUIRE(units.size() == 1);
    CHECK(units[0]->type == UnitType::Am);
    int roll = 0;
    for (const state::Roll& x : r.rolls)
      if (::dia::test::english(x.purpose).find("R14e.eto.1") != std::string::npos) roll = x.result;
    REQUIRE(roll >= 1);
    CHECK(units[0]->space == (roll <= 4 ? "ETO" : "THE"));
    seen.insert(units[0]->space);
  }
  CHECK(seen.size() == 2);
}

TEST_CASE("R14e.ath.1 the Athenian fleet appears in CYC or EUB as the die says") {
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    const adj::SeasonResult r = test::play(test::later(seed), "atheniens");
    const auto units = test::neutrals_of(r.next, "atheniens");
    REQUIRE(units.size() == 1);
    CHECK(units[0]->type == UnitType::F);
    CHECK((units[0]->space == "CYC" || units[0]->space == "EUB"));
  }
}

TEST_CASE("R14e.spa.1 the Spartan Am appears in LAC with Sparte as mission citadel") {
  const state::GameState g = test::mission_citadels_held(test::later());
  const adj::SeasonResult r = test::play(g, "spartiates");
  REQUIRE(test::neutrals_of(r.next, "spartiates").size() == 1);
  CHECK(test::uprising(r.next, "spartiates")->clock_from == g.season.id());
  // R14d.gen.13, .19: a neutral Sparte joins them as they appear: their mission is done, no
  // deadline runs.
  const adj::SeasonResult joined = test::play(test::later(), "spartiates");
  REQUIRE(test::uprising(joined.next, "spartiates") != nullptr);
  CHECK(test::uprising(joined.next, "spartiates")->clock_from.empty());
  CHECK(joined.next.controller_of("Sparte").empty());
}

TEST_CASE("R14e.spa.2 the Spartans may not besiege or occupy Corinthe") {
  state::GameState g = test::later();
  const adj::SeasonResult r = test::play(g, "spartiates");
  state::GameState next = r.next;
  next.units.clear();
  state::Uprising up = *test::uprising(r.next, "spartiates");
  up.appeared = "";  // an earlier season: the unit may act
  next.uprisings = {up};
  const std::size_t i = test::place(next, UnitType::Am, "", "ARC");
  next.units[i].neutral_label = "spartiates";
  // Two orders for one unit would conflict (R9a.gen.2): each is checked on its own.
  const auto c = check(next, "[Spartiates] Am ARC Corinthe\n");
  REQUIRE(c.size() == 1);
  CAPTURE(test::en(c[0].reason));
  CHECK(c[0].verdict == adj::season::Verdict::ignored);
  CHECK(test::en(c[0].reason).find("R14e.spa.2") != std::string::npos);
  const auto hold = check(next, "[Spartiates] Am ARC X\n");
  REQUIRE(hold.size() == 1);
  CHECK(hold[0].verdict == adj::season::Verdict::accepted);
}

TEST_CASE("R14e.thr.1 the Thracian Am appears in THR and the revolt is permanent") {
  const adj::SeasonResult r = test::play(test::later(), "thraces");
  const auto units = test::neutrals_of(r.next, "thraces");
  REQUIRE(units.size() == 1);
  CHECK(units[0]->space == "THR");
  CHECK(test::uprising(r.next, "thraces")->clock_from.empty());
}

TEST_CASE("R14e.arm.1 the Armenian Am appears in ARM") {
  const adj::SeasonResult played = test::play(test::later(), "armeniens");
  const auto units = test::neutrals_of(played.next, "armeniens");
  REQUIRE(units.size() == 1);
  CHECK(units[0]->space == "ARM");
}

TEST_CASE("R14e.cyr.1 the Cyrenean Am appears in CYR with a deadline") {
  const adj::SeasonResult r = test::play(test::mission_citadels_held(test::later()), "cyreneens");
  REQUIRE(test::neutrals_of(r.next, "cyreneens").size() == 1);
  CHECK(test::neutrals_of(r.next, "cyreneens")[0]->space == "CYR");
  CHECK_FALSE(test::uprising(r.next, "cyreneens")->clock_from.empty());
}

TEST_CASE("R14e.cam.1 the Carmanian Am appears in CAM") {
  const adj::SeasonResult played = test::play(test::later(), "carmaniens");
  const auto units = test::neutrals_of(played.next, "carmaniens");
  REQUIRE(units.size() == 1);
  CHECK(units[0]->space == "CAM");
}

TEST_CASE("R14e.chy.1 the Cypriot Am appears in CHY") {
  const adj::SeasonResult played = test::play(test::later(), "chypriotes");
  const auto units = test::neutrals_of(played.next, "chypriotes");
  REQUIRE(units.size() == 1);
  CHECK(units[0]->space == "CHY");
}

TEST_CASE("R14e.pon.1 two pirate fleets appear, in POC and POR") {
  const adj::SeasonResult played = test::play(test::later(), "pirates_pontiques");
  const auto units = test::neutrals_of(played.next, "pirates_pontiques");
  REQUIRE(units.size() == 2);
  std::set<std::string> spaces{units[0]->space, units[1]->space};
  CHECK(spaces == std::set<std::string>{"POC", "POR"});
  CHECK(units[0]->type == UnitType::F);
}

TEST_CASE("R14e.ill.1 the Illyrian army appears in ILL and the fleet in ADR") {
  const state::GameState next = test::play(test::later(), "pirates_illyriens").next;
  const auto army = test::neutrals_of(next, "pirates_illyriens.armee");
  const auto fleet = test::neutrals_of(next, "pirates_illyriens.flotte");
  REQUIRE(army.size() == 1);
  REQUIRE(fleet.size() == 1);
  CHECK(army[0]->space == "ILL");
  CHECK(army[0]->type == UnitType::A);
  CHECK(fleet[0]->space == "ADR");
}

TEST_CASE("R14e.pyr.1 Pyrrhus cannot apply while an RF member lives") {
  state::GameState g = test::later();
  const adj::SeasonResult r = test::play(g, "pyrrhus");
  CHECK(test::neutrals_of(r.next, "pyrrhus").empty());
  CHECK(test::event_has(r, "cannot apply (R14e.pyr.1)"));
  for (state::Character& c : g.characters)
    if (c.kind == state::CharacterKind::royal) c.alive = false;
  const adj::SeasonResult dead = test::play(g, "pyrrhus");
  const auto ag = test::neutrals_of(dead.next, "pyrrhus");
  REQUIRE(ag.size() == 1);
  CHECK(ag[0]->type == UnitType::Ag);
  CHECK(ag[0]->space == "EPI");
  // Once per game.
  const adj::SeasonResult again = test::play(dead.next, "pyrrhus");
  CHECK(test::event_has(again, "cannot apply (R14e.pyr.1)"));
}

TEST_CASE("R14e.ggr.1 the General Greek Revolt raises the three Greek revolts at once") {
  const adj::SeasonResult r = test::play(test::later(), "revolte_grecque");
  CHECK(test::neutrals_of(r.next, "etoliens").size() == 1);
  CHECK(test::neutrals_of(r.next, "spartiates").size() == 1);
  CHECK(test::neutrals_of(r.next, "atheniens").size() == 1);
  const state::Uprising* ggr = test::uprising(r.next, "revolte_grecque");
  REQUIRE(ggr != nullptr);
  CHECK(ggr->members.size() == 3);
}

TEST_CASE("R14e.ggr.5 a Greek revolt under way joins the GGR without a new unit, clock reset") {
  const state::GameState g = test::mission_citadels_held(test::later());
  const adj::SeasonResult first = test::play(g, "spartiates");
  const adj::SeasonResult second = test::play(first.next, "revolte_grecque");
  CHECK(test::neutrals_of(second.next, "spartiates").size() == 1);
  CHECK(test::uprising(second.next, "spartiates")->clock_from == first.next.season.id());
}

TEST_CASE("R14e.ggr.6 the General Greek Revolt happens only once per game") {
  const adj::SeasonResult first = test::play(test::later(), "revolte_grecque");
  const adj::SeasonResult again = test::play(first.next, "revolte_grecque");
  CHECK(test::event_has(again, "cannot apply (R14e.ggr.6)"));
  CHECK(test::neutrals_of(again.next, "spartiates").size() == 1);
}

TEST_CASE("R14e.ggr.8 GGR units may not besiege, supply or occupy Corinthe") {
  const adj::SeasonResult r = test::play(test::later(), "revolte_grecque");
  state::GameState next = r.next;
  next.units.clear();
  for (state::Uprising& u : next.uprisings) u.appeared = "";
  const std::size_t i = test::place(next, UnitType::Am, "", "ARC");
  next.units[i].neutral_label = "spartiates";
  const auto c = check(next, "[Spartiates] Am ARC Corinthe\n");
  CHECK(test::en(c[0].reason).find("R14e.ggr.8") != std::string::npos);
}
