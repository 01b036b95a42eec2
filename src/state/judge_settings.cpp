#include "state/judge_settings.hpp"

#include <algorithm>
#include <cctype>
#include <ctime>
#include <stdexcept>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "common/text.hpp"

namespace dia::state {

namespace {

// Words of a short text, split at blanks and between digits and letters ("24h" → "24", "h").
std::vector<std::string> tokens(std::string_view text) {
  std::vector<std::string> out;
  std::string cur;
  auto flush = [&] {
    if (!cur.empty()) out.push_back(cur), cur.clear();
  };
  for (char c : text) {
    const auto u = static_cast<unsigned char>(c);
    if (std::isspace(u) || c == ',') {
      flush();
      continue;
    }
    if (!cur.empty() &&
        (std::isdigit(u) != 0) != (std::isdigit(static_cast<unsigned char>(cur.back())) != 0))
      flush();
    cur += static_cast<char>(std::tolower(u));
  }
  flush();
  return out;
}

std::optional<Instant> unit_seconds(const std::string& unit) {
  if (unit == "d" || unit == "day" || unit == "days" || unit == "j" || unit == "jour" ||
      unit == "jours")
    return 86400;
  if (unit == "h" || unit == "hour" || unit == "hours" || unit == "heure" || unit == "heures")
    return 3600;
  if (unit == "m" || unit == "min" || unit == "mins" || unit == "minute" || unit == "minutes")
    return 60;
  return std::nullopt;
}

std::optional<long> number(const std::string& s) {
  if (s.empty() || s.size() > 6 ||
      !std::all_of(s.begin(), s.end(), [](char c) { return std::isdigit((unsigned char)c); }))
    return std::nullopt;
  return std::stol(s);
}

// "HH:MM" → minutes after midnight.
std::optional<int> clock(std::string_view s) {
  s = trim(s);
  const auto colon = s.find(':');
  if (colon == std::string_view::npos || colon == 0 || colon > 2 || s.size() != colon + 3)
    return std::nullopt;
  const auto h = number(std::string(s.substr(0, colon)));
  const auto m = number(std::string(s.substr(colon + 1)));
  if (!h || !m || *h > 23 || *m > 59) return std::nullopt;
  return static_cast<int>(*h * 60 + *m);
}

[[noreturn]] void fail(const std::string& file, const YAML::Node& n, const std::string& what) {
  const YAML::Mark m = n.Mark();
  throw std::runtime_error(
      fmt::format("{}:{}:{}: error: judge: {}", file, m.line + 1, m.column + 1, what));
}

std::string scalar(const std::string& file, const YAML::Node& n, const std::string& key) {
  if (!n.IsScalar()) fail(file, n, key + ": expected a value on one line");
  return n.Scalar();
}

}  // namespace

std::optional<DeadlineRule> JudgeSettings::rule(SeasonKind kind) const {
  switch (kind) {
    case SeasonKind::spring:
      return spring;
    case SeasonKind::summer:
      return summer;
    case SeasonKind::autumn:
      return autumn;
    case SeasonKind::winter:
      return winter;
  }
  return std::nullopt;
}

JudgeSettings merged(const JudgeSettings& club, const JudgeSettings& game) {
  JudgeSettings s = club;
  auto take = [](auto& into, const auto& from) {
    if (from) into = from;
  };
  take(s.source, game.source);
  take(s.zone, game.zone);
  take(s.spring, game.spring);
  take(s.summer, game.summer);
  take(s.autumn, game.autumn);
  take(s.winter, game.winter);
  take(s.grace, game.grace);
  take(s.reminders, game.reminders);
  take(s.early, game.early);
  return s;
}

std::optional<Instant> parse_duration(std::string_view text) {
  const auto t = tokens(text);
  if (t.empty() || t.size() % 2 != 0) return std::nullopt;
  Instant total = 0;
  for (std::size_t i = 0; i < t.size(); i += 2) {
    const auto n = number(t[i]);
    const auto unit = unit_seconds(t[i + 1]);
    if (!n || !unit) return std::nullopt;
    total += *n * *unit;
  }
  return total;
}

std::optional<DeadlineRule> parse_deadline_rule(std::string_view text) {
  // "<n> day(s) at HH:MM" (French: "<n> jours à HH:MM").
  std::string s(trim(text));
  std::size_t at = s.find(" at ");
  std::size_t skip = 4;
  if (at == std::string::npos) {
    at = s.find(" à ");
    skip = std::string_view(" à ").size();
  }
  if (at == std::string::npos) return std::nullopt;
  const auto t = tokens(s.substr(0, at));
  if (t.size() != 2) return std::nullopt;
  const auto n = number(t[0]);
  const auto unit = unit_seconds(t[1]);
  const auto minute = clock(std::string_view(s).substr(at + skip));
  if (!n || unit != 86400 || !minute || *n > 365) return std::nullopt;
  return DeadlineRule{static_cast<int>(*n), *minute};
}

std::optional<int> parse_zone(std::string_view text) {
  text = trim(text);
  if (text == "UTC" || text == "Z" || text == "utc") return 0;
  if (text.size() != 6 || (text[0] != '+' && text[0] != '-') || text[3] != ':') return std::nullopt;
  const auto h = number(std::string(text.substr(1, 2)));
  const auto m = number(std::string(text.substr(4, 2)));
  if (!h || !m || *h > 14 || *m > 59) return std::nullopt;
  return static_cast<int>((text[0] == '-' ? -1 : 1) * (*h * 3600 + *m * 60));
}

Instant deadline_from_rule(const DeadlineRule& rule, int zone, Instant opened) {
  const Instant local = opened + zone;
  const Instant day = (local >= 0 ? local : local - 86399) / 86400;
  Instant deadline = (day + rule.days) * 86400 + rule.minute * 60 - zone;
  while (deadline < opened + 3600) deadline += 86400;
  return deadline;
}

std::string format_instant_in(Instant t, int zone) {
  const std::time_t tt = static_cast<std::time_t>(t + zone);
  std::tm tm{};
  gmtime_r(&tt, &tm);
  const int a = zone < 0 ? -zone : zone;
  return fmt::format("{:04}-{:02}-{:02} {:02}:{:02} {}{:02}:{:02}", tm.tm_year + 1900,
                     tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, zone < 0 ? '-' : '+',
                     a / 3600, a % 3600 / 60);
}

JudgeSettings judge_settings_from_yaml(const YAML::Node& node, const std::string& file) {
  JudgeSettings s;
  if (node.IsNull()) return s;
  if (!node.IsMap()) fail(file, node, "expected a mapping (source:, military:, reminders: …)");
  static const std::vector<std::string_view> known = {"source",    "zone",   "military", "spring",
                                                      "summer",    "autumn", "winter",   "grace",
                                                      "reminders", "early"};
  auto rule = [&](const YAML::Node& v, const std::string& key) {
    const std::string text = scalar(file, v, key);
    const auto r = parse_deadline_rule(text);
    if (!r)
      fail(file, v,
           fmt::format("{}: '{}' is not a deadline rule: expected like `3 days at 20:00`", key,
                       text));
    return *r;
  };
  for (const auto& kv : node) {
    const std::string key = kv.first.IsScalar() ? kv.first.Scalar() : "";
    const YAML::Node& v = kv.second;
    if (std::find(known.begin(), known.end(), key) == known.end()) {
      const std::string near = nearest_word(key, known);
      fail(file, kv.first,
           fmt::format("unknown key '{}'{}", key,
                       near.empty() ? "" : fmt::format("; did you mean '{}'?", near)));
    }
    if (key == "source") {
      s.source = scalar(file, v, key);
    } else if (key == "zone") {
      const std::string text = scalar(file, v, key);
      s.zone = parse_zone(text);
      if (!s.zone)
        fail(file, v, fmt::format("zone: '{}': expected an offset from UTC like \"+01:00\"", text));
    } else if (key == "military") {
      // Spring, summer and autumn; a line of their own (below or above) wins.
      const DeadlineRule r = rule(v, key);
      if (!s.spring) s.spring = r;
      if (!s.summer) s.summer = r;
      if (!s.autumn) s.autumn = r;
    } else if (key == "spring") {
      s.spring = rule(v, key);
    } else if (key == "summer") {
      s.summer = rule(v, key);
    } else if (key == "autumn") {
      s.autumn = rule(v, key);
    } else if (key == "winter") {
      s.winter = rule(v, key);
    } else if (key == "grace") {
      const std::string text = scalar(file, v, key);
      s.grace = parse_duration(text);
      if (!s.grace) fail(file, v, fmt::format("grace: '{}' is not a duration like 1h", text));
    } else if (key == "reminders") {
      if (!v.IsSequence()) fail(file, v, "reminders: expected a list of durations: [24h, 2h]");
      std::vector<Reminder> list;
      for (const auto& item : v) {
        const std::string text = scalar(file, item, key);
        const auto d = parse_duration(text);
        if (!d || *d <= 0)
          fail(file, item, fmt::format("reminders: '{}' is not a duration like 24h", text));
        std::string label;
        for (char c : text)
          if (!std::isspace(static_cast<unsigned char>(c))) label += c;
        list.push_back({label, *d});
      }
      s.reminders = std::move(list);
    } else if (key == "early") {
      bool b = false;
      if (!v.IsScalar() || !YAML::convert<bool>::decode(v, b))
        fail(file, v, "early: expected true or false");
      s.early = b;
    }
  }
  return s;
}

}  // namespace dia::state
