#include "club/club_file.hpp"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <string_view>

#include "common/text.hpp"
#include "common/yaml_value.hpp"
#include "state/durable.hpp"
#include "state/game_dir.hpp"

namespace dia::club {

namespace fs = std::filesystem;

namespace {

std::string at(const std::string& file, const YAML::Node& n) {
  return fmt::format("{}:{}:{}", file, n.Mark().line + 1, n.Mark().column + 1);
}

[[noreturn]] void fail(const std::string& file, const YAML::Node& n, const std::string& what) {
  throw std::runtime_error(fmt::format("{}: error: {}", at(file, n), what));
}

std::string scalar(const std::string& file, const YAML::Node& n, const char* what) {
  if (!n.IsScalar()) fail(file, n, fmt::format("{}: expected a text", what));
  return n.as<std::string>();
}

std::string language(const std::string& file, const YAML::Node& n) {
  std::string code = scalar(file, n, "language");
  if (!state::is_report_language(code))
    fail(file, n, fmt::format("language '{}': expected fr or en", code));
  return code;
}

std::string language(const std::string& file, const yaml::Value& v) {
  std::string code = yaml::read_as<std::string>(v, file);
  if (!state::is_report_language(code))
    throw std::runtime_error(fmt::format("{}:{}:{}: error: language '{}': expected fr or en", file,
                                         v.at.line, v.at.column, code));
  return code;
}

// The players of a `players:` list, each named once (a game finds them by name).
std::vector<ClubPlayer> read_players(const std::string& file, const yaml::Value& list) {
  std::vector<ClubPlayer> players;
  if (!list.present()) return players;
  if (!list.node.IsSequence()) fail(file, list.node, "players: expected a list of players");
  for (const yaml::Value& n : yaml::items(list)) {
    if (!n.node.IsMap()) fail(file, n.node, "a player: expected name, email, emails, language");
    const yaml::Value name = yaml::field(n, "name");
    if (!name.present()) fail(file, n.node, "a player needs a name");
    ClubPlayer p;
    p.name = yaml::read_as<std::string>(name, file);
    for (const auto& other : players)
      if (fold_name(other.name) == fold_name(p.name))
        fail(file, name.node, fmt::format("player '{}' is named twice", p.name));
    p.email = yaml::read_or<std::string>(n, "email", "", file);
    if (const yaml::Value more = yaml::field(n, "emails"); more.present()) {
      if (more.node.IsScalar()) {
        p.emails.push_back(yaml::read_as<std::string>(more, file));
      } else {
        p.emails = yaml::read_as<std::vector<std::string>>(more, file);
      }
    }
    if (const yaml::Value lang = yaml::field(n, "language"); lang.present())
      p.language = language(file, lang);
    players.push_back(std::move(p));
  }
  return players;
}

// A result the points table may name (docs/club.md "Standings").
std::string result_key(const std::string& file, const YAML::Node& n) {
  static const std::vector<std::string_view> results = {
      "win", "total", "measured", "marginal", "shared", "survived", "eliminated"};
  const std::string key = scalar(file, n, "scoring");
  if (std::find(results.begin(), results.end(), key) != results.end()) return key;
  const std::string near = nearest_word(key, results);
  fail(file, n,
       fmt::format("scoring: no result '{}'{}", key,
                   near.empty() ? std::string(": expected win, total, measured, marginal, shared, "
                                              "survived or eliminated")
                                : fmt::format("; did you mean '{}'?", near)));
}

template <typename Read>
auto parse(const std::string& text, const std::string& file, Read read) {
  try {
    return read(YAML::Load(text));
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(
        fmt::format("{}:{}:{}: error: {}", file, e.mark.line + 1, e.mark.column + 1, e.msg));
  }
}

}  // namespace

int Club::points(const std::string& result) const {
  auto find = [&](const std::string& key) {
    for (const auto& [r, pts] : scoring)
      if (r == key) return std::optional<int>(pts);
    return std::optional<int>();
  };
  if (auto p = find(result)) return *p;
  if (result == "total" || result == "measured" || result == "marginal")
    if (auto p = find("win")) return *p;
  return 0;
}

bool Club::is_abandoned(const std::string& game) const {
  return std::find(abandoned.begin(), abandoned.end(), game) != abandoned.end();
}

const ClubPlayer* Club::player(const std::string& wanted) const {
  for (const auto& p : players)
    if (p.name == wanted) return &p;
  for (const auto& p : players)
    if (fold_name(p.name) == fold_name(wanted)) return &p;
  return nullptr;
}

std::string to_yaml(const Club& c) {
  YAML::Emitter e;
  e << YAML::BeginMap;
  e << YAML::Key << "name" << YAML::Value << c.name;
  e << YAML::Key << "languages" << YAML::Value << YAML::Flow << c.languages;
  e << YAML::Key << "players" << YAML::Value << YAML::BeginSeq;
  for (const auto& p : c.players) {
    e << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value << p.name;
    e << YAML::Key << "email" << YAML::Value << p.email;
    if (!p.emails.empty()) e << YAML::Key << "emails" << YAML::Value << YAML::Flow << p.emails;
    if (!p.language.empty()) e << YAML::Key << "language" << YAML::Value << p.language;
    e << YAML::EndMap;
  }
  e << YAML::EndSeq;
  e << YAML::Key << "scoring" << YAML::Value << YAML::Flow << YAML::BeginMap;
  for (const auto& [result, points] : c.scoring) e << YAML::Key << result << YAML::Value << points;
  e << YAML::EndMap;
  if (c.rating_start != Club{}.rating_start || c.rating_k != Club{}.rating_k) {
    e << YAML::Key << "rating" << YAML::Value << YAML::Flow << YAML::BeginMap;
    e << YAML::Key << "start" << YAML::Value << c.rating_start;
    e << YAML::Key << "k" << YAML::Value << c.rating_k;
    e << YAML::EndMap;
  }
  if (!c.abandoned.empty())
    e << YAML::Key << "abandoned" << YAML::Value << YAML::Flow << c.abandoned;
  e << YAML::EndMap;
  return std::string(e.c_str()) + "\n";
}

Club club_from_yaml(const std::string& text, const std::string& file) {
  return parse(text, file, [&](const YAML::Node& root) {
    if (!root.IsMap()) fail(file, root, "expected name, languages, players and scoring");
    Club c;
    if (!root["name"]) fail(file, root, "the club needs a name");
    c.name = scalar(file, root["name"], "name");
    if (const YAML::Node langs = root["languages"]) {
      c.languages.clear();
      if (langs.IsScalar()) {
        c.languages.push_back(language(file, langs));
      } else if (langs.IsSequence() && langs.size() > 0) {
        for (const auto& l : langs) c.languages.push_back(language(file, l));
      } else {
        fail(file, langs, "languages: expected a list of fr and en");
      }
    }
    c.players = read_players(file, yaml::field(yaml::load_document(text), "players"));
    if (const YAML::Node scoring = root["scoring"]) {
      if (!scoring.IsMap()) fail(file, scoring, "scoring: expected points by result");
      c.scoring.clear();
      for (const auto& entry : scoring) {
        int points = 0;
        if (!YAML::convert<int>::decode(entry.second, points))
          fail(file, entry.second,
               fmt::format("scoring: '{}' is not a whole number of points",
                           entry.second.IsScalar() ? entry.second.as<std::string>() : "?"));
        c.scoring.emplace_back(result_key(file, entry.first), points);
      }
    }
    if (const YAML::Node rating = root["rating"]) {
      if (!rating.IsMap()) fail(file, rating, "rating: expected start and k");
      for (const auto& entry : rating) {
        const std::string key = scalar(file, entry.first, "rating");
        int value = 0;
        if (key != "start" && key != "k")
          fail(file, entry.first, fmt::format("rating: '{}': expected start or k", key));
        if (!YAML::convert<int>::decode(entry.second, value) || value <= 0)
          fail(file, entry.second, fmt::format("rating: {}: expected a whole number above 0", key));
        (key == "start" ? c.rating_start : c.rating_k) = value;
      }
    }
    if (const YAML::Node abandoned = root["abandoned"]) {
      if (!abandoned.IsSequence()) fail(file, abandoned, "abandoned: expected a list of games");
      for (const auto& g : abandoned) c.abandoned.push_back(scalar(file, g, "abandoned"));
    }
    // The judge's defaults for every game of the club (`club judge`); a game's own keys win.
    if (const YAML::Node judge = root["judge"])
      c.judge = state::judge_settings_from_yaml(judge, file);
    for (const auto& key : root) {
      const std::string k = key.first.as<std::string>("");
      static const std::vector<std::string_view> known = {
          "name", "languages", "players", "scoring", "rating", "abandoned", "judge"};
      if (std::find(known.begin(), known.end(), k) == known.end()) {
        const std::string near = nearest_word(k, known);
        fail(file, key.first,
             fmt::format("unknown key '{}'{}", k,
                         near.empty() ? std::string() : fmt::format("; did you mean '{}'?", near)));
      }
    }
    return c;
  });
}

std::vector<ClubPlayer> players_from_yaml(const std::string& text, const std::string& file) {
  return parse(text, file, [&](const YAML::Node& root) {
    if (!root.IsMap() || !root["players"]) fail(file, root, "expected a list of `players:`");
    return read_players(file, yaml::field(yaml::load_document(text), "players"));
  });
}

fs::path club_file(const fs::path& dir) {
  return dir / "club.yaml";
}

Club read_club(const fs::path& dir) {
  const fs::path file = club_file(dir);
  if (!fs::exists(file))
    throw std::runtime_error(fmt::format(
        "{}: error: no club here (club.yaml is missing; `diadoques club new` makes one)",
        dir.string()));
  return club_from_yaml(state::read_file(file), file.string());
}

}  // namespace dia::club
