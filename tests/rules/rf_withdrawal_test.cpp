// The Royal Family's withdrawal at the character-retreat step (R6b.rf.4, R8a.gm.8).
#include <doctest/doctest.h>

#include <algorithm>

#include "adjudicator/rules/rf_withdrawal.hpp"
#include "rules_support.hpp"
#include "support/words.hpp"

namespace {

using namespace dia;
using adj::rules::withdraw_royal_family;
using adj::rules::withdrawal_citadels;
using rules_test::add_unit;
using rules_test::board;
using rules_test::place;
using rules_test::six_sides;
using state::UnitType;

const state::Season summer319{-319, state::SeasonKind::summer};

bool has(const std::vector<std::string>& v, const std::string& x) {
  return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace

TEST_CASE("R6b.rf.4 an uncontrolled RF member in a province withdraws to a drawn neutral citadel") {
  auto g = six_sides(summer319);
  place(g, "cleopatre", "LYD");  // Sardes and Éphèse, both neutral
  REQUIRE(withdrawal_citadels(board(), g, "LYD") == std::vector<std::string>{"Sardes", "Éphèse"});
  state::Dice dice(g.rng);
  const auto r = withdraw_royal_family(board(), g, dice);
  REQUIRE(dice.log().size() == 1);
  const state::Roll& roll = dice.log().front();
  CHECK(roll.die == "1d2");
  CHECK(::dia::test::english(roll.purpose).find("R6b.rf.4") != std::string::npos);
  const std::string expected = roll.result == 1 ? "Sardes" : "Éphèse";
  CHECK(g.character("cleopatre")->space == expected);
  REQUIRE(r.events.size() == 1);
  CHECK(r.events[0].visibility == adj::Visibility::everyone);
  CHECK(rules_test::fr(r.events[0].text).find(expected) != std::string::npos);
  CHECK(rules_test::en(r.events[0].text).find("R6b.rf.4") != std::string::npos);
}

TEST_CASE("R6b.rf.4 only neutral citadels count and a single one needs no draw") {
  auto g = six_sides(summer319);
  g.control["Sardes"] = "antigone";
  place(g, "cleopatre", "LYD");
  state::Dice dice(g.rng);
  withdraw_royal_family(board(), g, dice);
  CHECK(dice.log().empty());
  CHECK(g.character("cleopatre")->space == "Éphèse");
}

TEST_CASE("R6b.rf.4 at sea the member withdraws to a neutral port citadel with access") {
  auto g = six_sides(summer319);
  const auto ports = withdrawal_citadels(board(), g, "CYC");
  CHECK(has(ports, "Athènes"));
  CHECK(has(ports, "Rhodes"));
  CHECK_FALSE(has(ports, "Lamia"));  // not a port of CYC
  place(g, "olympias", "CYC");
  state::Dice dice(g.rng);
  withdraw_royal_family(board(), g, dice);
  CHECK(has(ports, g.character("olympias")->space));
  REQUIRE(dice.log().size() == 1);
  CHECK(g.character("olympias")->space ==
        ports[static_cast<std::size_t>(dice.log()[0].result - 1)]);
}

TEST_CASE("R6b.rf.4 with no neutral citadel within reach the member stays") {
  auto g = six_sides(summer319);
  g.control["Lamia"] = "cassandre";
  place(g, "olympias", "THE");
  state::Dice dice(g.rng);
  const auto r = withdraw_royal_family(board(), g, dice);
  CHECK(g.character("olympias")->space == "THE");
  CHECK(r.events.empty());
  CHECK(dice.log().empty());
}

TEST_CASE("R6b.rf.4 controlled or already sheltered members and those held by rebels stay") {
  auto g = six_sides(summer319);
  place(g, "cleopatre", "LYD");
  g.character("cleopatre")->controller = "antigone";  // controlled: no withdrawal
  place(g, "olympias", "Delphes");                    // already in a citadel
  place(g, "roxane", "THE");
  place(g, "alexandre-iv", "THE");
  add_unit(g, UnitType::A, "", "THE").attached = {"roxane", "alexandre-iv"};  // rebels hold them
  state::Dice dice(g.rng);
  const auto r = withdraw_royal_family(board(), g, dice);
  CHECK(r.events.empty());
  CHECK(g.character("cleopatre")->space == "LYD");
  CHECK(g.character("olympias")->space == "Delphes");
  CHECK(g.character("roxane")->space == "THE");
}

TEST_CASE("R6b.rf.4 a pair withdraws as one piece with one draw") {
  auto g = six_sides(summer319);
  place(g, "philippe-iii", "LYD");
  place(g, "eurydice", "LYD");
  state::Dice dice(g.rng);
  const auto r = withdraw_royal_family(board(), g, dice);
  CHECK(dice.log().size() == 1);
  CHECK(g.character("philippe-iii")->space != "LYD");
  CHECK(g.character("eurydice")->space == g.character("philippe-iii")->space);
  CHECK(r.events.size() == 1);
}
