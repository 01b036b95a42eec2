#include "mail/inbox_log.hpp"

#include <array>
#include <ctime>
#include <stdexcept>
#include <utility>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

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
    if (!root.IsSequence()) throw std::runtime_error(name + ": error: expected a list of mails");
    for (const auto& n : root) {
      InboxEntry e;
      auto get = [&](const char* key) {
        if (!n[key])
          throw std::runtime_error(
              fmt::format("{}:{}: error: entry without '{}'", name, n.Mark().line + 1, key));
        return n[key].as<std::string>();
      };
      e.number = n["number"] ? n["number"].as<int>() : 0;
      e.key = get("key");
      e.origin = n["origin"] ? n["origin"].as<std::string>() : "";
      e.from = n["from"] ? n["from"].as<std::string>() : "";
      const std::string time = get("time");
      const auto t = state::parse_instant(time);
      if (!t)
        throw std::runtime_error(
            fmt::format("{}:{}: error: '{}' is not a time", name, n.Mark().line + 1, time));
      e.time = *t;
      e.season = n["season"] ? n["season"].as<std::string>() : "";
      e.side = n["side"] ? n["side"].as<std::string>() : "";
      const std::string verdict = get("verdict");
      const auto v = verdict_from(verdict);
      if (!v)
        throw std::runtime_error(
            fmt::format("{}:{}: error: '{}' is not a verdict", name, n.Mark().line + 1, verdict));
      e.verdict = *v;
      e.reason = n["reason"] ? n["reason"].as<std::string>() : "";
      e.file = n["file"] ? n["file"].as<std::string>() : "";
      out.push_back(std::move(e));
    }
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(
        fmt::format("{}:{}:{}: {}", name, e.mark.line + 1, e.mark.column + 1, e.msg));
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
