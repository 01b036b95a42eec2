#include <doctest/doctest.h>

#include <algorithm>

#include "state/state_yaml.hpp"
#include "support/toy_map.hpp"

using namespace dia::state;

namespace {

GameState sample() {
  GameState s;
  s.rng = Rng(99);
  s.sides.push_back({"cassandre", "cassandre", "philippe", "Alice", "Pella", 33, 0, false});
  s.characters.push_back({"cassandre", "Cassandre", CharacterKind::diadoque, "cassandre",
                          "cassandre", "MAC", true, false, 0, Payments(), Payments(), ""});
  s.characters.push_back({"philippe", "Philippe", CharacterKind::epigone, "cassandre", "cassandre",
                          "", true, false, 0, Payments(), Payments(), ""});
  s.characters.push_back({"philippe-iii", "Philippe III", CharacterKind::royal, "", "cassandre",
                          "MAC", true, false, 0, Payments(), Payments(), ""});
  s.characters.push_back({"eurydice", "Eurydice", CharacterKind::royal, "", "cassandre", "MAC",
                          true, false, 0, Payments(), Payments(), ""});
  Unit a;
  a.type = UnitType::Ae;
  a.side = "cassandre";
  a.space = "MAC";
  a.commander = "cassandre";
  a.commander_since = "001-spring-319";
  a.attached = {"philippe-iii", "eurydice"};
  s.units.push_back(a);
  Unit f;
  f.type = UnitType::F;
  f.side = "cassandre";
  f.space = "EGE";
  f.siege = SiegeProgress{"Pydna", 1, "001-spring-319"};
  f.no_supply_in = "002-summer-319";
  s.units.push_back(f);
  s.control = {{"MAC", "cassandre"}, {"Pella", "cassandre"}};
  s.treasures = {{"Pydna", 5}};
  return s;
}

std::string messages(const dia::Diagnostics& ds) {
  std::string all;
  for (const auto& d : ds) all += dia::format(d) + "\n";
  return all;
}

}  // namespace

TEST_CASE("a state written to YAML reads back identical, byte for byte") {
  auto map = dia::test::toy_map();
  GameState s = sample();
  std::string text = to_yaml(s);
  auto back = state_from_yaml(text, "state.yaml", map);
  INFO(messages(back.diagnostics));
  REQUIRE(back.state);
  CHECK(to_yaml(*back.state) == text);
  CHECK(back.state->rng == s.rng);
  CHECK(back.state->units[1].siege->citadel == "Pydna");
  CHECK(back.state->units[1].no_supply_in == "002-summer-319");  // R9a.siege.12
  CHECK(back.state->side("cassandre")->treasury == 33);
}

TEST_CASE(
    "R9b.year.1 R6b.cleo.6 the year's corruption payments and Cléopâtre's husband read back, "
    "a file without them loads with none") {
  auto map = dia::test::toy_map();
  GameState s = sample();
  const std::string plain = to_yaml(s);
  CHECK(plain.find("corruption_paid") == std::string::npos);
  CHECK(plain.find("husband") == std::string::npos);
  s.units[0].corruption_paid = {{"cassandre", 10}};
  s.characters[3].corruption_paid = {{"cassandre", 15}};
  s.characters[3].husband = "cassandre";  // not her, but any character carries the field
  const std::string text = to_yaml(s);
  auto back = state_from_yaml(text, "state.yaml", map);
  INFO(messages(back.diagnostics));
  REQUIRE(back.state);
  CHECK(to_yaml(*back.state) == text);
  CHECK(back.state->units[0].corruption_paid.at("cassandre") == 10);
  CHECK(back.state->characters[3].corruption_paid.at("cassandre") == 15);
  CHECK(back.state->characters[3].husband == "cassandre");
  auto old = state_from_yaml(plain, "state.yaml", map);
  REQUIRE(old.state);
  CHECK(old.state->units[0].corruption_paid.empty());
  CHECK(old.state->characters[3].husband.empty());
  s.characters[3].husband = "nobody";
  s.units[0].corruption_paid["nobody"] = 5;
  auto bad = state_from_yaml(to_yaml(s), "state.yaml", map);
  CHECK(messages(bad.diagnostics).find("unknown husband 'nobody'") != std::string::npos);
  CHECK(messages(bad.diagnostics).find("corruption paid by unknown side 'nobody'") !=
        std::string::npos);
}

TEST_CASE("R4a.space.2 a state with two units in one space is rejected with the line") {
  auto map = dia::test::toy_map();
  GameState s = sample();
  s.season = Season{-319, SeasonKind::summer};
  Unit b = s.units[0];
  b.type = UnitType::A;
  b.commander.clear();
  b.attached.clear();
  s.units.push_back(b);
  auto back = state_from_yaml(to_yaml(s), "state.yaml", map);
  CHECK_FALSE(back.state);
  auto text = messages(back.diagnostics);
  CHECK(text.find("two units in MAC") != std::string::npos);
  CHECK(text.find("state.yaml:") != std::string::npos);
}

TEST_CASE("R12.t1.1 at the start several units of one side may share the home province") {
  auto map = dia::test::toy_map();
  GameState s = sample();
  Unit b;
  b.type = UnitType::A;
  b.side = "cassandre";
  b.space = "MAC";
  s.units.push_back(b);
  CHECK(check_state(s, map, "state.yaml").empty());
}

TEST_CASE("R6a.loc.1 R6a.loc.2 fleets stay at sea or in port citadels, armies on land") {
  auto map = dia::test::toy_map();
  GameState s = sample();
  s.units[1].space = "THE";
  s.units[1].siege.reset();
  s.units[0].space = "EGE";
  s.units[0].commander.clear();
  s.units[0].attached.clear();
  auto text = messages(check_state(s, map, "state.yaml"));
  CHECK(text.find("fleet F THE stands on land") != std::string::npos);
  CHECK(text.find("army Ae EGE stands at sea") != std::string::npos);
  s.units[1].space = "Pydna";  // a port citadel
  s.units[0].space = "Pella";
  // Their own citadels: a side's unit enters no other (R9a.move.8, also checked).
  s.control["Pydna"] = s.units[1].side;
  s.control["Pella"] = s.units[0].side;
  text = messages(check_state(s, map, "state.yaml"));
  CHECK(text.find("stands") == std::string::npos);
}

TEST_CASE("R6b.phil.1 Philippe III and Eurydice apart is an inconsistent state") {
  auto map = dia::test::toy_map();
  GameState s = sample();
  s.character("eurydice")->space = "THE";
  s.units[0].attached = {"philippe-iii"};
  auto text = messages(check_state(s, map, "state.yaml"));
  CHECK(text.find("Philippe III and Eurydice must share space and controller") !=
        std::string::npos);
}

TEST_CASE("unknown codes, sides and keys are reported with their line and a suggestion") {
  auto map = dia::test::toy_map();
  std::string text = to_yaml(sample());
  auto replace = [&](const std::string& from, const std::string& to) {
    auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), to);
  };
  replace("space: EGE", "space: EGX");
  replace("treasury: 33", "tresury: 33");
  replace("MAC: cassandre", "MAC: casandre");
  auto back = state_from_yaml(text, "g/state.yaml", map);
  CHECK_FALSE(back.state);
  auto all = messages(back.diagnostics);
  CHECK(all.find("unknown space 'EGX'") != std::string::npos);
  CHECK(all.find("unknown key 'tresury' (did you mean 'treasury'?)") != std::string::npos);
  CHECK(all.find("missing key 'treasury'") != std::string::npos);
  CHECK(all.find("control of MAC: unknown side 'casandre'") != std::string::npos);
  CHECK(all.find("g/state.yaml:") != std::string::npos);
}

TEST_CASE("D.money a negative treasury and a sea under control are rejected") {
  auto map = dia::test::toy_map();
  GameState s = sample();
  s.sides[0].treasury = -1;
  s.control["EGE"] = "cassandre";
  s.treasures["MAC"] = 5;
  auto text = messages(check_state(s, map, "state.yaml"));
  CHECK(text.find("negative treasury") != std::string::npos);
  CHECK(text.find("sea zone EGE cannot be controlled") != std::string::npos);
  CHECK(text.find("treasure in 'MAC', which is not a citadel") != std::string::npos);
}

TEST_CASE("malformed YAML is reported with its position") {
  auto map = dia::test::toy_map();
  auto back = state_from_yaml("season: [unclosed\n", "bad.yaml", map);
  CHECK_FALSE(back.state);
  REQUIRE(!back.diagnostics.empty());
  CHECK(back.diagnostics[0].pos.line >= 1);
}

TEST_CASE("R3.end.1 the victory that ended the game reads back and names known sides") {
  auto map = dia::test::toy_map();
  GameState s = sample();
  CHECK(to_yaml(s).find("victory") == std::string::npos);  // absent while the game goes on
  s.victory = Victory{"total", {"cassandre"}, "006-autumn-318"};
  const std::string text = to_yaml(s);
  auto back = state_from_yaml(text, "state.yaml", map);
  INFO(messages(back.diagnostics));
  REQUIRE(back.state);
  CHECK(back.state->victory == s.victory);
  CHECK(to_yaml(*back.state) == text);
  s.victory = Victory{"glorious", {"nobody"}, "006-autumn-318"};
  const auto problems = messages(check_state(s, map, "state.yaml"));
  CHECK(problems.find("victory kind 'glorious'") != std::string::npos);
  CHECK(problems.find("victory: unknown side 'nobody'") != std::string::npos);
}

TEST_CASE("R9a.move.8 a side's unit in a citadel it does not control is an inconsistent state") {
  auto map = dia::test::toy_map();
  GameState s = sample();
  s.units[0].space = "Pella";
  s.units[0].commander.clear();
  s.units[0].attached.clear();
  s.control.erase("Pella");
  auto text = messages(check_state(s, map, "state.yaml"));
  CHECK(text.find("stands in a citadel " + s.units[0].side + " does not control (R9a.move.8)") !=
        std::string::npos);
  s.control["Pella"] = s.units[0].side;
  CHECK(messages(check_state(s, map, "state.yaml")).find("R9a.move.8") == std::string::npos);
}

TEST_CASE("R7c.elim.1 an eliminated side controlling a space is an inconsistent state") {
  auto map = dia::test::toy_map();
  GameState s = sample();
  REQUIRE_FALSE(s.control.empty());
  const std::string side = s.control.begin()->second;
  s.side(side)->eliminated = true;
  CHECK(messages(check_state(s, map, "state.yaml"))
            .find("is eliminated; an eliminated side controls nothing (R7c.elim.1)") !=
        std::string::npos);
}

TEST_CASE("D.associated a character carried by two units is an inconsistent state") {
  auto map = dia::test::toy_map();
  GameState s = sample();
  REQUIRE(s.units.size() >= 2);
  REQUIRE_FALSE(s.units[0].commander.empty());
  s.units[1].space = s.units[0].space;  // also two units in one space: both are reported
  s.units[1].attached.push_back(s.units[0].commander);
  CHECK(messages(check_state(s, map, "state.yaml")).find("is carried by two units") !=
        std::string::npos);
}

TEST_CASE("D.character a living diadoque or RF member stands somewhere, an epigone may wait") {
  auto map = dia::test::toy_map();
  GameState s = sample();
  for (Unit& u : s.units) {
    u.commander.clear();
    u.attached.clear();
  }
  Character* royal = nullptr;
  for (Character& c : s.characters)
    if (c.kind == CharacterKind::royal && c.alive) royal = &c;
  REQUIRE(royal != nullptr);
  royal->space.clear();
  CHECK(messages(check_state(s, map, "state.yaml"))
            .find("'" + royal->id + "' is alive but stands nowhere") != std::string::npos);
}

TEST_CASE(
    "R6b.cleo.2 R9c.capital.1 R11d.acc.7 the intrigue fields read back; missing ones default") {
  auto map = dia::test::toy_map();
  GameState s = sample();
  s.characters.push_back(
      {"cleopatre", "Cléopâtre", CharacterKind::royal, "", "cassandre", "MAC", true, false, 0});
  s.characters.back().husband = "cassandre";
  s.characters.back().announced_groom = "philippe";
  s.characters.back().announced_in = "001-spring-319";
  s.sides[0].capital_moved = true;
  s.units[0].elephants = true;
  s.accord = AccordPending{"cassandre", "IND", "001-spring-319"};
  s.accord_banned = {"cassandre"};
  s.india_closed = true;
  const std::string text = to_yaml(s);
  auto back = state_from_yaml(text, "state.yaml", map);
  INFO(messages(back.diagnostics));
  REQUIRE(back.state);
  CHECK(to_yaml(*back.state) == text);
  CHECK(back.state->character("cleopatre")->husband == "cassandre");
  CHECK(back.state->character("cleopatre")->announced_groom == "philippe");
  CHECK(back.state->side("cassandre")->capital_moved);
  CHECK(back.state->units[0].elephants);
  CHECK(back.state->accord == s.accord);
  CHECK(back.state->accord_banned == s.accord_banned);
  CHECK(back.state->india_closed);
  // An older state, without any of these keys, loads with the defaults and writes none of them.
  const std::string old = to_yaml(sample());
  CHECK(old.find("husband") == std::string::npos);
  CHECK(old.find("accord") == std::string::npos);
  auto plain = state_from_yaml(old, "state.yaml", map);
  REQUIRE(plain.state);
  CHECK_FALSE(plain.state->accord.has_value());
  CHECK_FALSE(plain.state->india_closed);
  CHECK_FALSE(plain.state->side("cassandre")->capital_moved);
}
