#include <doctest/doctest.h>

#include <algorithm>
#include <set>

#include "adjudicator/income.hpp"
#include "adjudicator/setup.hpp"
#include "support/toy_map.hpp"
#include "support/words.hpp"

using namespace dia;
using adj::AssignmentMethod;
using adj::PlayerEntry;

namespace {

const std::vector<std::string> sides = {"cassandre", "lysimaque", "antigone",
                                        "eumene",    "ptolemee",  "seleucos"};

std::string side_of(const adj::Assignment& a, const std::string& player) {
  for (const auto& [p, s] : a.side_of_player) {
    if (p == player) return s;
  }
  return "";
}

PlayerEntry player(std::string name, std::vector<std::string> pref) {
  PlayerEntry p;
  p.name = std::move(name);
  p.preference = std::move(pref);
  return p;
}

}  // namespace

TEST_CASE("R2.pref.2 a first choice wanted by one player only goes to that player") {
  std::vector<PlayerEntry> players = {
      player("P1", {"cassandre", "lysimaque", "antigone", "eumene", "ptolemee", "seleucos"}),
      player("P2", {"lysimaque", "cassandre", "antigone", "eumene", "ptolemee", "seleucos"}),
      player("P3", {"antigone", "cassandre", "lysimaque", "eumene", "ptolemee", "seleucos"}),
      player("P4", {"eumene", "cassandre", "lysimaque", "antigone", "ptolemee", "seleucos"}),
      player("P5", {"ptolemee", "cassandre", "lysimaque", "antigone", "eumene", "seleucos"}),
      player("P6", {"seleucos", "cassandre", "lysimaque", "antigone", "eumene", "ptolemee"}),
  };
  state::Rng rng(1);
  state::Dice dice(rng);
  auto a = adj::assign_sides(AssignmentMethod::preference, players, sides, dice);
  CHECK(side_of(a, "P1") == "cassandre");
  CHECK(side_of(a, "P4") == "eumene");
  CHECK(side_of(a, "P6") == "seleucos");
  CHECK(dice.log().empty());  // nothing was left to chance
}

TEST_CASE("R2.pref.3 a contested diadoque goes where the total of ranks stays lowest") {
  // P1 and P2 both want Ptolémée first. P2's second choice (Séleucos) is free, while P1's
  // second choice is the first choice of P3: giving Ptolémée to P1 costs less overall.
  std::vector<PlayerEntry> players = {
      player("P1", {"ptolemee", "antigone", "seleucos", "cassandre", "lysimaque", "eumene"}),
      player("P2", {"ptolemee", "seleucos", "antigone", "cassandre", "lysimaque", "eumene"}),
      player("P3", {"antigone", "ptolemee", "seleucos", "cassandre", "lysimaque", "eumene"}),
      player("P4", {"cassandre", "ptolemee", "seleucos", "antigone", "lysimaque", "eumene"}),
      player("P5", {"lysimaque", "ptolemee", "seleucos", "antigone", "cassandre", "eumene"}),
      player("P6", {"eumene", "ptolemee", "seleucos", "antigone", "cassandre", "lysimaque"}),
  };
  state::Rng rng(1);
  state::Dice dice(rng);
  auto a = adj::assign_sides(AssignmentMethod::preference, players, sides, dice);
  CHECK(side_of(a, "P1") == "ptolemee");
  CHECK(side_of(a, "P2") == "seleucos");
  CHECK(side_of(a, "P3") == "antigone");
}

TEST_CASE("R2.pref.2 R2.pref.3 a player who takes another diadoque in the same round is not free") {
  // Round 1: P1 takes Antigone and P3 Séleucos alone (R2.pref.2); P2 and P5 contend for
  // Cassandre, P4 and P6 for Ptolémée. Weighed with P1 and P3 already served, Cassandre to P5
  // leaves P2 his third choice (total 9); to P2 it would cost more. Counting P1, P3, Antigone
  // and Séleucos as still free made the contest a false tie, settled by a die.
  std::vector<PlayerEntry> players = {
      player("P1", {"antigone", "lysimaque", "seleucos", "cassandre", "ptolemee", "eumene"}),
      player("P2", {"cassandre", "antigone", "eumene", "lysimaque", "ptolemee", "seleucos"}),
      player("P3", {"seleucos", "eumene", "ptolemee", "cassandre", "lysimaque", "antigone"}),
      player("P4", {"ptolemee", "lysimaque", "antigone", "cassandre", "seleucos", "eumene"}),
      player("P5", {"cassandre", "seleucos", "lysimaque", "ptolemee", "antigone", "eumene"}),
      player("P6", {"ptolemee", "seleucos", "lysimaque", "eumene", "antigone", "cassandre"}),
  };
  state::Rng rng(1);
  state::Dice dice(rng);
  auto a = adj::assign_sides(AssignmentMethod::preference, players, sides, dice);
  CHECK(dice.log().empty());  // no tie: no draw (R2.pref.4)
  CHECK(side_of(a, "P1") == "antigone");
  CHECK(side_of(a, "P2") == "eumene");
  CHECK(side_of(a, "P3") == "seleucos");
  CHECK(side_of(a, "P4") == "lysimaque");
  CHECK(side_of(a, "P5") == "cassandre");
  CHECK(side_of(a, "P6") == "ptolemee");
}

TEST_CASE("R2.pref.4 R2.pref.5 equal contenders are separated by a logged seeded draw") {
  std::vector<PlayerEntry> players;
  for (int i = 1; i <= 6; ++i) players.push_back(player("P" + std::to_string(i), sides));
  state::Rng rng(7);
  state::Dice dice(rng);
  auto a = adj::assign_sides(AssignmentMethod::preference, players, sides, dice);
  std::set<std::string> given;
  for (const auto& [p, s] : a.side_of_player) given.insert(s);
  CHECK(given.size() == 6);
  CHECK_FALSE(dice.log().empty());
  CHECK(::dia::test::english(dice.log()[0].purpose).find("R2.pref.4") != std::string::npos);
  // The same seed gives the same assignment.
  state::Rng rng2(7);
  state::Dice dice2(rng2);
  CHECK(adj::assign_sides(AssignmentMethod::preference, players, sides, dice2).side_of_player ==
        a.side_of_player);
}

TEST_CASE("R2.pref.1 incomplete or duplicate rankings are rejected") {
  std::vector<PlayerEntry> players;
  for (int i = 1; i <= 6; ++i) players.push_back(player("P" + std::to_string(i), sides));
  players[2].preference[5] = "cassandre";
  state::Rng rng(1);
  state::Dice dice(rng);
  CHECK_THROWS_WITH(adj::assign_sides(AssignmentMethod::preference, players, sides, dice),
                    doctest::Contains("player P3: a preference ranking must list all 6"));
  players[2].preference.pop_back();
  CHECK_THROWS(adj::assign_sides(AssignmentMethod::preference, players, sides, dice));
}

TEST_CASE("R2.random.1 random assignment is a logged seeded permutation") {
  std::vector<PlayerEntry> players;
  for (int i = 1; i <= 6; ++i) players.push_back(player("P" + std::to_string(i), {}));
  state::Rng rng(3);
  state::Dice dice(rng);
  auto a = adj::assign_sides(AssignmentMethod::random, players, sides, dice);
  std::set<std::string> given;
  for (const auto& [p, s] : a.side_of_player) given.insert(s);
  CHECK(given.size() == 6);
  CHECK(dice.log().size() == 5);
  state::Rng other(4);
  state::Dice other_dice(other);
  bool differs = false;
  for (int seed = 4; seed < 10 && !differs; ++seed) {
    state::Rng r(static_cast<std::uint64_t>(seed));
    state::Dice d(r);
    differs = adj::assign_sides(AssignmentMethod::random, players, sides, d).side_of_player !=
              a.side_of_player;
  }
  CHECK(differs);
}

TEST_CASE("R12.start.3 R12.start.4 holdings, diadoque and a treasury equal to their income") {
  auto map = test::toy_map();
  state::Scenario sc;
  sc.start = "001-spring-319";
  state::ScenarioSide s;
  s.id = "cassandre";
  s.diadoque_id = "cassandre";
  s.diadoque_name = "Cassandre";
  s.epigone_id = "philippe";
  s.epigone_name = "Philippe";
  s.province = "MAC";
  s.capital = "pella";  // any spelling: stored under the map's code
  s.second_citadel = "Pydna";
  sc.sides.push_back(s);
  sc.royal_family.push_back({"philippe-iii", "Philippe III", "MAC", "cassandre"});
  auto g = adj::initial_state(sc, map, {{"Alice", "cassandre"}}, state::Rng(5));
  CHECK(g.controller_of("MAC") == "cassandre");
  CHECK(g.controller_of("Pella") == "cassandre");
  CHECK(g.controller_of("Pydna") == "cassandre");
  CHECK(g.controller_of("THE").empty());
  CHECK(g.side("cassandre")->player == "Alice");
  CHECK(g.side("cassandre")->capital == "Pella");
  CHECK(g.character("cassandre")->space == "MAC");
  CHECK(g.character("philippe")->space.empty());  // epigones appear later (R7a)
  CHECK(g.character("philippe-iii")->controller == "cassandre");
  // MAC 1 (province with citadels) + Pella 31 (own capital) + Pydna 1 (minor) = 33.
  CHECK(g.side("cassandre")->treasury == 33);
  CHECK(g.units.empty());
}

TEST_CASE("R10.income.1-4 income counts provinces, minor, major and own capital") {
  auto map = test::toy_map();
  state::GameState g;
  g.sides.push_back({"lysimaque", "lysimaque", "", "", "Lysimachia", 0, 0, false});
  g.control = {{"MAC", "lysimaque"}, {"Pella", "lysimaque"}, {"THE", "lysimaque"}};
  auto inc = adj::income_of("lysimaque", g, map);
  // MAC has citadels (1), THE has no arsenal (0), Pella is a capital but not Lysimaque's (11).
  CHECK(inc.total == 12);
  REQUIRE(inc.lines.size() == 2);
  CHECK(inc.lines[1].why.find("R10.income.3") != std::string::npos);
  map.spaces[*map.find_space("MAC")].arsenal_exception = true;  // as HYR and NAB
  CHECK(adj::income_of("lysimaque", g, map).total == 11);
}
