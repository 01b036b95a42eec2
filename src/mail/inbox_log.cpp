#include "mail/inbox_log.hpp"

#include <array>
#include <ctime>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "common/diagnostic.hpp"
#include "common/yaml_value.hpp"

namespace dia::mail {
namespace {

constexpr std::array<std::pair<Verdict, std::string_view>, 10> names{{
    {Verdict::accepted, "accepted"},
    {Verdict::no_orders, "no-orders"},
    {Verdict::superseded, "superseded"},
    {Verdict::late, "late"},
    {Verdict::other_season, "other-season"},
    {Verdict::wrong_side, "wrong-side"},
    {Verdict::bad_password, "bad-password"},
    {Verdict::unknown_sender, "unknown-sender"},
    {Verdict::unreadable, "unreadable"},
    {Verdict::already_read, "already-read"},
}};

// To the second, so that two mails of one minute keep their order when read back.
std::string time_to_second(state::Instant t) {
  const std::time_t tt = static_cast<std::time_t>(t);
  std::tm utc{};
  gmtime_r(&tt, &utc);
  return fmt::format("{:04}-{:02}-{:02} {:02}:{:02}:{:02} UTC", utc.tm_year + 1900, utc.tm_mon + 1,
                     utc.tm_mday, utc.tm_hour, utc.tm_min, utc.tm_sec);
}

}  // namespace

std::string_view to_string(Verdict v) {
  for (const auto& [verdict, name] : names) {
    if (verdict == v) return name;
  }
  return "?";
}

std::optional<Verdict> verdict_from(std::string_view text) {
  for (const auto& [verdict, name] : names) {
    if (name == text) return verdict;
  }
  return std::nullopt;
}

std::vector<InboxEntry> parse_inbox_log(const std::string& text, const std::string& name) {
  std::vector<InboxEntry> out;
  try {
    const YAML::Node root = YAML::Load(text);
    if (!root || root.IsNull()) return out;
    const yaml::Value doc = yaml::document(root);
    if (!root.IsSequence())
      throw yaml::ReadError(yaml::conversion_error(doc, name, "a list of mails"));
    // Each value read through common/yaml_value: an error names its line and key path
    // (`mail/inbox.yaml:12:11: error: [1].number: expected an integer, found 'two'`).
    auto error = [&](const yaml::Value& v, const std::string& what) {
      return yaml::ReadError(Diagnostic{Severity::error, name, v.at, what});
    };
    for (const yaml::Value& n : yaml::items(doc)) {
      InboxEntry e;
      auto get = [&](const char* key) {
        const yaml::Value v = yaml::field(n, key);
        if (!v.present()) throw error(n, fmt::format("{}: entry without '{}'", n.path, key));
        return yaml::read_as<std::string>(v, name);
      };
      auto optional = [&](const char* key) { return yaml::read_or<std::string>(n, key, "", name); };
      e.number = yaml::read_or<int>(n, "number", 0, name);
      e.key = get("key");
      e.origin = optional("origin");
      e.from = optional("from");
      const std::string time = get("time");
      const auto t = state::parse_instant(time);
      if (!t)
        throw error(yaml::field(n, "time"),
                    fmt::format("{}.time: '{}' is not a time", n.path, time));
      e.time = *t;
      e.season = optional("season");
      e.side = optional("side");
      const std::string verdict = get("verdict");
      const auto v = verdict_from(verdict);
      if (!v)
        throw error(yaml::field(n, "verdict"),
                    fmt::format("{}.verdict: '{}' is not a verdict", n.path, verdict));
      e.verdict = *v;
      e.reason = optional("reason");
      e.file = optional("file");
      out.push_back(std::move(e));
    }
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(
        fmt::format("{}:{}:{}: error: {}", name, e.mark.line + 1, e.mark.column + 1, e.msg));
  }
  return out;
}

std::string to_yaml(const std::vector<InboxEntry>& entries) {
  YAML::Emitter e;
  e << YAML::BeginSeq;
  for (const auto& m : entries) {
    e << YAML::BeginMap;
    e << YAML::Key << "number" << YAML::Value << m.number;
    e << YAML::Key << "key" << YAML::Value << m.key;
    e << YAML::Key << "origin" << YAML::Value << m.origin;
    e << YAML::Key << "from" << YAML::Value << m.from;
    e << YAML::Key << "time" << YAML::Value << time_to_second(m.time);
    e << YAML::Key << "season" << YAML::Value << m.season;
    e << YAML::Key << "side" << YAML::Value << m.side;
    e << YAML::Key << "verdict" << YAML::Value << std::string(to_string(m.verdict));
    e << YAML::Key << "reason" << YAML::Value << m.reason;
    e << YAML::Key << "file" << YAML::Value << m.file;
    e << YAML::EndMap;
  }
  e << YAML::EndSeq;
  return "# The mails `diadoques inbox` has read (docs/mail.md); written by the program.\n" +
         std::string(e.c_str()) + "\n";
}

}  // namespace dia::mail
