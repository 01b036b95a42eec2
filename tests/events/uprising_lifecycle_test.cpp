// R14d.gen.16–20, R14e.pon.3, R14e.pyr.5: what becomes of the revolts under way at the end of a
// military season.
#include "adjudicator/rules/winter_supply.hpp"
#include "uprising_fixture.hpp"

using namespace dia;
using dia::state::UnitType;

namespace {

// A position in `now` with the Spartans under way since `since` and their Am in `where`. Sparte
// is neutral (it joined them when they appeared, R14d.gen.13) unless `sparte_held_by` names the
// player who holds it.
state::GameState spartans(state::Season since, state::Season now, const std::string& where,
                          const std::string& sparte_held_by = "") {
  state::GameState g = test::later();
  g.season = now;
  g.control.erase("Sparte");
  if (!sparte_held_by.empty()) g.control["Sparte"] = sparte_held_by;
  state::Uprising up;
  up.id = "spartiates";
  up.appeared = since.id();
  up.clock_from = since.id();
  g.uprisings.push_back(up);
  const std::size_t i = test::place(g, UnitType::Am, "", where);
  g.units[i].neutral_label = "spartiates";
  return g;
}

const state::Season summer319{-319, state::SeasonKind::summer};
const state::Season summer318{-318, state::SeasonKind::summer};
const state::Season autumn318{-318, state::SeasonKind::autumn};

}  // namespace

TEST_CASE("R14d.gen.18 a revolt without its citadel after its 4 seasons is removed") {
  const adj::SeasonResult r = test::play(spartans(summer319, autumn318, "LAC", "cassandre"), "");
  CHECK(test::neutrals_of(r.next, "spartiates").empty());
  CHECK(test::uprising(r.next, "spartiates") == nullptr);
  CHECK(test::event_has(r, "the event ends"));
}

TEST_CASE("R14d.gen.16 durations count military seasons only: the winter is not counted") {
  // Summer -319 to summer -318: autumn, (winter), spring, summer = 3 military seasons.
  const adj::SeasonResult r = test::play(spartans(summer319, summer318, "LAC"), "");
  CHECK(test::neutrals_of(r.next, "spartiates").size() == 1);
  CHECK(test::uprising(r.next, "spartiates") != nullptr);
}

TEST_CASE("R14d.gen.19 a revolt holding its citadel at the deadline keeps its units") {
  const adj::SeasonResult r = test::play(spartans(summer319, autumn318, "Sparte"), "");
  CHECK(test::neutrals_of(r.next, "spartiates").size() == 1);
  REQUIRE(test::uprising(r.next, "spartiates") != nullptr);
  CHECK(test::uprising(r.next, "spartiates")->clock_from.empty());
}

TEST_CASE("R14d.gen.13 a citadel that joined the revolt stays its own with no revolt unit in it") {
  // Sparte joined the Spartans when they appeared; their Am stands in LAC, not in Sparte. At the
  // deadline the citadel is still in the revolt's hands: the revolt goes on (R14d.gen.19).
  const adj::SeasonResult r = test::play(spartans(summer319, autumn318, "LAC"), "");
  CHECK(test::neutrals_of(r.next, "spartiates").size() == 1);
  REQUIRE(test::uprising(r.next, "spartiates") != nullptr);
  CHECK(test::uprising(r.next, "spartiates")->clock_from.empty());
  CHECK_FALSE(test::event_has(r, "the event ends"));
}

TEST_CASE("R14d.gen.17 the 4 seasons do not count the appearance season") {
  // Appeared in summer -319: at the end of that season no season of the 4 has run.
  const adj::SeasonResult r = test::play(test::mission_citadels_held(test::later()), "spartiates");
  CHECK(test::log_has(r, "after 0 of its 4 seasons"));
}

TEST_CASE("R14d.gen.20 a revolt with no unit left on the map is over") {
  state::GameState g = spartans(summer319, summer318, "LAC");
  g.units.clear();
  const adj::SeasonResult r = test::play(g, "");
  CHECK(test::uprising(r.next, "spartiates") == nullptr);
}

TEST_CASE("R14e.pon.3 the pirates leave once nothing threatens their citadels") {
  state::GameState g = test::later();
  g.control.erase("Panticapée");
  g.control.erase("Héraclée Pontique");
  state::Uprising up;
  up.id = "pirates_pontiques";
  up.appeared = "";  // an earlier season
  g.uprisings.push_back(up);
  for (const char* s : {"POC", "POR"}) {
    const std::size_t i = test::place(g, UnitType::F, "", s);
    g.units[i].neutral_label = "pirates_pontiques";
  }
  const adj::SeasonResult gone = test::play(g, "");
  CHECK(test::neutrals_of(gone.next, "pirates_pontiques").empty());
  // A player's unit in BIT threatens them: they stay.
  test::place(g, UnitType::A, "cassandre", "BIT");
  const adj::SeasonResult kept = test::play(g, "");
  CHECK(test::neutrals_of(kept.next, "pirates_pontiques").size() == 2);
}

TEST_CASE("R14e.pyr.5 Pyrrhus's fleet disappears with his Ag") {
  state::GameState g = test::later();
  state::Uprising up;
  up.id = "pyrrhus";
  up.appeared = g.season.id();
  g.uprisings.push_back(up);
  const std::size_t f = test::place(g, UnitType::F, "", "MIO");
  g.units[f].neutral_label = "pyrrhus.flotte";
  const adj::SeasonResult alone = test::play(g, "");
  CHECK(test::neutrals_of(alone.next, "pyrrhus.flotte").empty());
  const std::size_t a = test::place(g, UnitType::Ag, "", "EPI");
  g.units[a].neutral_label = "pyrrhus";
  const adj::SeasonResult with = test::play(g, "");
  CHECK(test::neutrals_of(with.next, "pyrrhus.flotte").size() == 1);
}

namespace {

// A land province where no unit is supplied (no citadel, town or port: R11a.sup.2–4).
std::string unsupplied_province(const state::GameState& g) {
  for (const map::Space& s : test::diadoques_map().spaces)
    if (s.is_land() && !adj::rules::is_supplied(test::diadoques_map(), g, "", s.code))
      return s.code;
  return "";
}

}  // namespace

TEST_CASE("R14d.gen.10 a revolt unit ending autumn unsupplied is eliminated") {
  const state::Season autumn319{-319, state::SeasonKind::autumn};
  state::GameState g = spartans(summer319, autumn319, "LAC");
  const std::string where = unsupplied_province(g);
  REQUIRE_FALSE(where.empty());
  g.units[0].space = where;
  const adj::SeasonResult r = test::play(g, "");
  CHECK(test::neutrals_of(r.next, "spartiates").empty());
  CHECK(test::event_has(r, "unsupplied at the end of autumn"));
  // In summer nothing is checked.
  g.season = summer319;
  CHECK(test::neutrals_of(test::play(g, "").next, "spartiates").size() == 1);
  // The Armenians are always supplied.
  g.season = autumn319;
  g.units[0].neutral_label = "armeniens";
  g.uprisings[0].id = "armeniens";
  g.uprisings[0].clock_from.clear();
  CHECK(test::neutrals_of(test::play(g, "").next, "armeniens").size() == 1);
}
