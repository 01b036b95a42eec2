// Season deadlines as a GM writes them in game.yaml (state/deadline.hpp).
#include <doctest/doctest.h>

#include <stdexcept>
#include <string>

#include "state/deadline.hpp"
#include "state/game_dir.hpp"

using dia::state::format_duration;
using dia::state::format_instant;
using dia::state::parse_instant;

TEST_CASE("deadlines: a time in UTC or with its offset, to the second since 1970") {
  CHECK(parse_instant("1970-01-01 00:00") == 0);
  CHECK(parse_instant("2026-12-01 20:00") == 1796155200);
  CHECK(parse_instant("2026-12-01T20:00Z") == 1796155200);
  CHECK(parse_instant("2026-12-01 20:00 UTC") == 1796155200);
  CHECK(parse_instant("2026-12-01 21:00 +01:00") == 1796155200);
  CHECK(parse_instant("2026-12-01 15:00-05:00") == 1796155200);
  CHECK(parse_instant("2026-12-01 20:00:30") == 1796155230);
  CHECK(parse_instant("2028-02-29 00:00"));  // a leap day
  CHECK(format_instant(*parse_instant("2026-12-01 21:00 +01:00")) == "2026-12-01 20:00 UTC");
  // What is not a real time is refused, never guessed.
  CHECK_FALSE(parse_instant("2027-02-29 00:00"));
  CHECK_FALSE(parse_instant("2026-13-01 20:00"));
  CHECK_FALSE(parse_instant("2026-12-01 24:00"));
  CHECK_FALSE(parse_instant("2026-12-01"));
  CHECK_FALSE(parse_instant("1/12/2026 20:00"));
  CHECK_FALSE(parse_instant("2026-12-01 20:00 CET"));
}

TEST_CASE("deadlines: how long until or since, to the minute") {
  CHECK(format_duration(59) == "0 minutes");
  CHECK(format_duration(60) == "1 minute");
  CHECK(format_duration(3 * 3600 + 5 * 60) == "3 hours 5 minutes");
  CHECK(format_duration(2 * 86400 + 3600) == "2 days 1 hour");
  CHECK(format_duration(86400) == "1 day");
}

TEST_CASE("deadlines: game.yaml gives one per season, and a wrong one names its line and column") {
  const std::string head =
      "name: g\nmap: diadoques\nscenario: standard-319\nseed: 1\nplayers: []\n";
  auto config = dia::state::game_config_from_yaml(
      head + "deadlines:\n  001-spring-319: 2026-12-01 21:00 +01:00\n", "game.yaml");
  REQUIRE(config.deadlines.size() == 1);
  CHECK(config.deadlines.at("001-spring-319") == 1796155200);
  // Written back in UTC, read back the same.
  auto again = dia::state::game_config_from_yaml(dia::state::to_yaml(config), "game.yaml");
  CHECK(again.deadlines == config.deadlines);
  CHECK_THROWS_WITH_AS(dia::state::game_config_from_yaml(
                           head + "deadlines:\n  001-spring-319: 1er décembre\n", "game.yaml"),
                       doctest::Contains("game.yaml:7:19: error: deadline '1er décembre' is not "
                                         "a time"),
                       std::runtime_error);
  CHECK_THROWS_WITH_AS(dia::state::game_config_from_yaml(
                           head + "deadlines:\n  spring-319: 2026-12-01 20:00\n", "game.yaml"),
                       doctest::Contains("game.yaml:7:3: error: 'spring-319' is not a season id"),
                       std::runtime_error);
}
