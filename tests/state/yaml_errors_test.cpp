// Issue 34: a value of the wrong kind in a YAML file is reported with its file, line and column,
// its key path, what was expected and what was found (common/yaml_value.hpp), not yaml-cpp's
// "bad conversion" at the line of an anchor.
#include <doctest/doctest.h>

#include <stdexcept>
#include <string>

#include "state/game_dir.hpp"
#include "state/scenario.hpp"
#include "state/state_yaml.hpp"
#include "support/toy_map.hpp"

namespace {

const std::string head = "name: g\nmap: diadoques\nscenario: standard-319\n";

std::string config_error(const std::string& text) {
  try {
    dia::state::game_config_from_yaml(text, "game.yaml");
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "(no error)";
}

std::string messages(const dia::Diagnostics& ds) {
  std::string all;
  for (const auto& d : ds) all += dia::format(d) + "\n";
  return all;
}

}  // namespace

TEST_CASE("issue 34: game.yaml's seed that is no number names the key, its line and column") {
  CHECK(config_error(head + "seed: abc\nplayers: []\n") ==
        "game.yaml:4:7: error: seed: expected a whole number, 0 or more, found 'abc'");
  CHECK(config_error(head + "seed: -3\nplayers: []\n") ==
        "game.yaml:4:7: error: seed: expected a whole number, 0 or more, found '-3'");
  CHECK(config_error(head + "seed: [1, 2]\nplayers: []\n") ==
        "game.yaml:4:7: error: seed: expected a whole number, 0 or more, found a list");
}

TEST_CASE("issue 34: a player's field of the wrong kind names players[i].key") {
  const std::string text = head +
                           "seed: 1\n"
                           "players:\n"
                           "  - {name: Chloé, side: cassandre}\n"
                           "  - {name: Bastien, side: antigone}\n"
                           "  - name: David\n"
                           "    side: [ptolemee, seleucos]\n";
  CHECK(config_error(text) ==
        "game.yaml:9:11: error: players[2].side: expected a string, found a list");
  CHECK(config_error(head + "seed: 1\nplayers:\n  - {name: A, side: eumene, emails: {a: b}}\n") ==
        "game.yaml:6:37: error: players[0].emails: expected a list of strings, found a mapping");
  CHECK(config_error(head + "seed: 1\nplayers:\n  - {side: eumene}\n") ==
        "game.yaml:6:5: error: players[0].name: expected a string, found nothing (the key is "
        "missing)");
  CHECK(config_error(head + "seed: 1\nplayers: none\n") ==
        "game.yaml:5:10: error: players: expected a list of players, found 'none'");
}

TEST_CASE("issue 34: an alias of the wrong kind is reported at its use, with its key") {
  // yaml-cpp marks an alias at its anchor (line 4 here): the key to fix is on line 9.
  const std::string text = head +
                           "seed: &both [1, 2]\n"
                           "players:\n"
                           "  - name: Chloé\n"
                           "    side: cassandre\n"
                           "  - name: Bastien\n"
                           "    side: *both\n";
  const std::string error = config_error(text);
  CHECK(error.find("game.yaml:4:7: error: seed: expected a whole number") == 0);
  const std::string aliased = config_error(head +
                                           "seed: 1\nx-sides: &two [a, b]\nplayers:\n"
                                           "  - name: Chloé\n    side: *two\n");
  CHECK(aliased ==
        "game.yaml:8:5: error: players[0].side: expected a string, found a list (through an "
        "alias: the value is the anchor's, line 5)");
}

TEST_CASE("issue 34: a list item that is an alias is reported at the alias, not at its list") {
  // `- *late` has no key of its own: the error points at the `*late` the GM wrote (line 11),
  // not at the list nor at the anchor (line 5).
  const std::string text = head +
                           "seed: 1\n"
                           "x-late: &late {name: Zoé, side: [ptolemee, seleucos]}\n"
                           "players:\n"
                           "  - name: Chloé\n"
                           "    side: cassandre\n"
                           "  - name: Bastien\n"
                           "    side: antigone\n"
                           "  - *late\n";
  CHECK(config_error(text) ==
        "game.yaml:11:5: error: players[2].side: expected a string, found a list (through an "
        "alias: the value is the anchor's, line 5)");
}

TEST_CASE("issue 34: a misspelt key of game.yaml is refused with its line and the key meant") {
  CHECK(config_error(head +
                     "seed: 1\ndeadline:\n  002-summer-319: 2026-12-01 20:00\nplayers: []\n") ==
        "game.yaml:5:1: error: unknown key 'deadline' in game.yaml; did you mean 'deadlines'?");
  CHECK(config_error(head + "seed: 1\nplayers:\n  - {name: A, side: eumene, emial: a@b.c}\n") ==
        "game.yaml:6:29: error: unknown key 'emial' in a player; did you mean 'email'?");
  CHECK(config_error(head + "seed: 1\nplayers: []\nmail:\n  form: mj@example.org\n") ==
        "game.yaml:7:3: error: unknown key 'form' in mail:; did you mean 'from'?");
  // Keys of the GM's own, for anchors and notes, begin with x-.
  CHECK(config_error(head + "seed: 1\nx-note: started at the club\nplayers: []\n") == "(no error)");
}

TEST_CASE("issue 34: state.yaml's values of the wrong kind name their key path and line") {
  auto map = dia::test::toy_map();
  dia::state::GameState s;
  s.sides.push_back({"cassandre", "cassandre", "philippe", "Alice", "Pella", 33, 0, false});
  std::string text = dia::state::to_yaml(s);
  const auto at = text.find("treasury: 33");
  REQUIRE(at != std::string::npos);
  text.replace(at, 12, "treasury: lots");
  int line = 1;
  for (std::size_t i = 0; i < at; ++i) line += text[i] == '\n' ? 1 : 0;
  const auto back = dia::state::state_from_yaml(text, "state.yaml", map);
  CHECK_FALSE(back.state);
  const std::string all = messages(back.diagnostics);
  INFO(all);
  CHECK(all.find("state.yaml:" + std::to_string(line) +
                 ":15: error: sides[0].treasury: expected an integer, found 'lots'") !=
        std::string::npos);
}

TEST_CASE("issue 34: a scenario's side with a wrong kind of value names sides[i].key") {
  const auto load = dia::state::load_scenario_text(
      "name: s\nmap: diadoques\nsides:\n"
      "  - {id: a, diadoque: {id: a, name: A}, province: MAC, capital: Pella}\n"
      "  - id: b\n    diadoque: {id: b, name: B}\n    province: EGY\n    capital: Alexandrie\n"
      "    fleets: maybe\n",
      "s.yaml");
  CHECK_FALSE(load.scenario);
  const std::string all = messages(load.diagnostics);
  INFO(all);
  CHECK(all.find("s.yaml:9:13: error: sides[1].fleets: expected true or false, found 'maybe'") !=
        std::string::npos);
}
