#pragma once
// The `judge:` section of game.yaml (and its defaults in club.yaml): what the unattended judge
// (`diadoques judge`, game/judge.hpp) needs to run a game by itself (docs/gamemaster.md,
// "Running a judge"):
//   judge:
//     source: /home/mj/Maildir          # where the players' mails arrive (Maildir, mbox, .eml)
//     zone: "+01:00"                    # the GM's time zone: the hour of the rules below
//     military: 3 days at 20:00         # spring, summer and autumn (each may have its own line)
//     winter: 2 days at 20:00
//     grace: 1h                         # orders still filed, adjudication still waits, this long
//     reminders: [24h, 2h]              # before the deadline, to the sides without orders
//     early: true                       # adjudicate as soon as every side still in has sent
// Every key is optional; an unknown key is refused with its line and the nearest known one.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "state/deadline.hpp"
#include "state/season.hpp"

namespace YAML {
class Node;
}

namespace dia::state {

// "3 days at 20:00": the deadline falls `days` days after the day the season opens, at `minute`
// (minutes after midnight, in the judge's zone).
struct DeadlineRule {
  int days = 3;
  int minute = 20 * 60;
};

struct Reminder {
  std::string label;   // as written, without blanks: "24h"; names the reminder's mail file
  Instant before = 0;  // seconds before the deadline
};

struct JudgeSettings {
  std::optional<std::string> source;
  std::optional<int> zone;  // seconds east of UTC
  std::optional<DeadlineRule> spring, summer, autumn, winter;
  std::optional<Instant> grace;
  std::optional<std::vector<Reminder>> reminders;
  std::optional<bool> early;

  // The rule of a season kind, if the judge has one.
  std::optional<DeadlineRule> rule(SeasonKind kind) const;
  int zone_or_utc() const { return zone.value_or(0); }
  Instant grace_or_none() const { return grace.value_or(0); }
  bool early_or_default() const { return early.value_or(true); }
};

// The game's own keys over the club's defaults: a key the game sets wins, the others are the
// club's.
JudgeSettings merged(const JudgeSettings& club, const JudgeSettings& game);

// Reads a `judge:` mapping; throws std::runtime_error "file:line:col: error: …" on an unknown
// key (with the nearest known one) or a value that is not what the key takes.
JudgeSettings judge_settings_from_yaml(const YAML::Node& node, const std::string& file);

// "24h", "2 h", "90m", "1d 12h", "2 days", "30 minutes": seconds; nullopt if not a duration.
std::optional<Instant> parse_duration(std::string_view text);
// "3 days at 20:00"; nullopt if not such a rule.
std::optional<DeadlineRule> parse_deadline_rule(std::string_view text);
// "+01:00", "-05:30", "UTC", "Z": seconds east of UTC.
std::optional<int> parse_zone(std::string_view text);

// The deadline a season opening at `opened` gets from `rule`: `rule.days` days later (in the
// zone's calendar), at its hour; never earlier than an hour after `opened` (a rule of 0 days
// applied after its hour moves to the next day).
Instant deadline_from_rule(const DeadlineRule& rule, int zone, Instant opened);

// "2026-12-01 20:00 +01:00": `t` as a clock in `zone` reads it, as game.yaml `deadlines:` takes
// it (parse_instant reads it back to `t`).
std::string format_instant_in(Instant t, int zone);

}  // namespace dia::state
