// game.yaml `judge:` (state/judge_settings.hpp), the deadline rule, and the judge's edit of
// game.yaml `deadlines:` (state/deadline_record.hpp).
#include <doctest/doctest.h>
#include <yaml-cpp/yaml.h>

#include <stdexcept>
#include <string>

#include "state/deadline.hpp"
#include "state/deadline_record.hpp"
#include "state/game_dir.hpp"
#include "state/judge_settings.hpp"

using namespace dia::state;

namespace {
Instant at(const char* text) {
  return *parse_instant(text);
}
std::string error_of(const std::string& yaml) {
  try {
    judge_settings_from_yaml(YAML::Load(yaml)["judge"], "game.yaml");
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}
}  // namespace

TEST_CASE("judge: durations are read as a GM writes them: 24h, 2 h, 90m, 1d 12h, 2 days") {
  CHECK(parse_duration("24h") == 24 * 3600);
  CHECK(parse_duration("2 h") == 2 * 3600);
  CHECK(parse_duration("90m") == 90 * 60);
  CHECK(parse_duration("1d 12h") == 36 * 3600);
  CHECK(parse_duration("2 days") == 2 * 86400);
  CHECK_FALSE(parse_duration("soon").has_value());
  CHECK_FALSE(parse_duration("24").has_value());
}

TEST_CASE(
    "judge: a deadline rule falls n days after the season opens, at its hour in the GM's zone") {
  const DeadlineRule r = *parse_deadline_rule("3 days at 20:00");
  CHECK(r.days == 3);
  CHECK(r.minute == 20 * 60);
  // Opened on 1 December at 23:30 in Paris (22:30 UTC): due on the 4th at 20:00 Paris time.
  CHECK(deadline_from_rule(r, 3600, at("2026-12-01 22:30Z")) == at("2026-12-04 20:00 +01:00"));
  // Opened at 23:30 UTC, the 2nd in Paris already: due on the 5th.
  CHECK(deadline_from_rule(r, 3600, at("2026-12-01 23:30Z")) == at("2026-12-05 20:00 +01:00"));
  // A rule of 0 days applied after its hour moves to the next day.
  CHECK(deadline_from_rule(*parse_deadline_rule("0 days at 08:00"), 0, at("2026-12-01 10:00Z")) ==
        at("2026-12-02 08:00Z"));
  CHECK(format_instant_in(at("2026-12-04 19:00Z"), 3600) == "2026-12-04 20:00 +01:00");
  CHECK(format_instant_in(at("2026-12-04 19:00Z"), -5 * 3600) == "2026-12-04 14:00 -05:00");
  CHECK(parse_instant(format_instant_in(at("2026-12-04 19:00Z"), -5 * 3600)) ==
        at("2026-12-04 19:00Z"));
  CHECK_FALSE(parse_deadline_rule("3 dais at 20:00").has_value());
  CHECK_FALSE(parse_deadline_rule("3 days at 25:00").has_value());
}

TEST_CASE("judge: the judge section reads every key; military sets the three military seasons") {
  const JudgeSettings s = judge_settings_from_yaml(YAML::Load(R"(judge:
  source: /home/mj/Maildir
  zone: "+01:00"
  spring: 4 days at 18:00
  military: 3 days at 20:00
  winter: 2 days at 20:00
  grace: 1h
  reminders: [24h, 2 h]
  early: false
)")["judge"],
                                                   "game.yaml");
  CHECK(s.source == "/home/mj/Maildir");
  CHECK(s.zone == 3600);
  CHECK(s.rule(SeasonKind::spring)->days == 4);  // its own line wins over military:
  CHECK(s.rule(SeasonKind::summer)->days == 3);
  CHECK(s.rule(SeasonKind::autumn)->minute == 20 * 60);
  CHECK(s.rule(SeasonKind::winter)->days == 2);
  CHECK(s.grace == 3600);
  REQUIRE(s.reminders->size() == 2);
  CHECK((*s.reminders)[1].label == "2h");
  CHECK((*s.reminders)[1].before == 7200);
  CHECK(s.early == false);
}

TEST_CASE("judge: an unknown judge key is refused with its line and the nearest key") {
  CHECK(error_of("judge:\n  military: 3 days at 20:00\n  remindrs: [24h]\n") ==
        "game.yaml:3:3: error: judge: unknown key 'remindrs'; did you mean 'reminders'?");
  CHECK(error_of("judge:\n  grace: later\n").find("game.yaml:2:10: error: judge: grace:") == 0);
  CHECK(error_of("judge:\n  zone: Paris\n").find("game.yaml:2:9: error: judge: zone:") == 0);
  CHECK(error_of("judge:\n  early: maybe\n").find("game.yaml:2:10: error: judge: early:") == 0);
}

TEST_CASE(
    "judge: game.yaml reads judge: and mail: gm:, and a club's defaults yield to the game's keys") {
  const GameConfig c = game_config_from_yaml(R"(map: diadoques
scenario: standard-319
seed: 1
players: []
mail:
  gm: mj@example.org
judge:
  grace: 2h
)",
                                             "game.yaml");
  CHECK(c.mail.gm == "mj@example.org");
  CHECK(c.mail.send == "sendmail -t -oi");  // an absent key keeps its default
  JudgeSettings club;
  club.grace = 600;
  club.early = false;
  const JudgeSettings m = merged(club, c.judge);
  CHECK(m.grace == 7200);
  CHECK(m.early == false);
}

TEST_CASE("judge: a deadline is recorded in game.yaml's text, the GM's comments and order kept") {
  const std::string text =
      "name: g  # the game\ndeadlines:\n  001-spring-319: 2026-12-01 20:00  # moved\n"
      "\n# players below\nplayers: []\n";
  CHECK(with_deadline(text, "002-summer-319", "2026-12-04 20:00 +01:00") ==
        "name: g  # the game\ndeadlines:\n  001-spring-319: 2026-12-01 20:00  # moved\n"
        "  002-summer-319: 2026-12-04 20:00 +01:00\n\n# players below\nplayers: []\n");
  // Recorded again (a cycle run twice): the line replaced, not doubled.
  const std::string once = with_deadline(text, "002-summer-319", "2026-12-04 20:00 +01:00");
  CHECK(with_deadline(once, "002-summer-319", "2026-12-04 20:00 +01:00") == once);
  CHECK(with_deadline("name: g\n", "001-spring-319", "2026-12-01 20:00 +00:00") ==
        "name: g\ndeadlines:\n  001-spring-319: 2026-12-01 20:00 +00:00\n");
  CHECK_THROWS_AS(with_deadline("deadlines: {}\n", "001-spring-319", "x"), std::runtime_error);
  const GameConfig c =
      game_config_from_yaml(with_deadline("map: m\nscenario: s\nseed: 1\nplayers: []\n",
                                          "001-spring-319", "2026-12-01 20:00 +01:00"),
                            "game.yaml");
  CHECK(c.deadlines.at("001-spring-319") == at("2026-12-01 19:00Z"));
}
