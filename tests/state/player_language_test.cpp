// game.yaml: each player may choose the language of his private notes (R9a.gen.8, issue 13).
#include <doctest/doctest.h>

#include <stdexcept>
#include <string>

#include "state/game_dir.hpp"

TEST_CASE("R9a.gen.8 a player's language in game.yaml is read, written back, and checked") {
  const std::string head = "name: g\nmap: diadoques\nscenario: standard-319\nseed: 1\n";
  auto config = dia::state::game_config_from_yaml(
      head +
          "language: en\nplayers:\n  - {name: Chloé, side: cassandre, language: fr}\n"
          "  - {name: Bastien, side: antigone}\n",
      "game.yaml");
  CHECK(config.language == "en");
  REQUIRE(config.players.size() == 2);
  CHECK(config.players[0].language == "fr");
  CHECK(config.players[1].language.empty());  // the game's
  auto again = dia::state::game_config_from_yaml(dia::state::to_yaml(config), "game.yaml");
  CHECK(again.players[0].language == "fr");
  CHECK(again.players[1].language.empty());
  CHECK_THROWS_WITH_AS(
      dia::state::game_config_from_yaml(
          head + "players:\n  - {name: Chloé, side: cassandre, language: de}\n", "game.yaml"),
      doctest::Contains("game.yaml:6:47: error: language 'de': expected fr or en"),
      std::runtime_error);
  CHECK_THROWS_WITH_AS(
      dia::state::game_config_from_yaml(head + "language: english\nplayers: []\n", "game.yaml"),
      doctest::Contains("game.yaml:5:11: error: language 'english': expected fr or en"),
      std::runtime_error);
}
