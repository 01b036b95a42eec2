#include "state/game_dir.hpp"

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <yaml-cpp/yaml.h>

#include "common/text.hpp"
#include "common/yaml_value.hpp"
#include "state/data_files.hpp"
#include "state/durable.hpp"
#include "state/game_write.hpp"
#include "state/season.hpp"

namespace dia::state {
namespace fs = std::filesystem;

bool is_report_language(const std::string& code) {
  return code == "fr" || code == "en";
}

namespace {

void emit_players(YAML::Emitter& e, const std::vector<GamePlayer>& players) {
  e << YAML::Key << "players" << YAML::Value << YAML::BeginSeq;
  for (const auto& p : players) {
    e << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value << p.name;
    e << YAML::Key << "email" << YAML::Value << p.email;
    e << YAML::Key << "side" << YAML::Value << p.side;
    if (!p.language.empty()) e << YAML::Key << "language" << YAML::Value << p.language;
    if (!p.emails.empty()) e << YAML::Key << "emails" << YAML::Value << YAML::Flow << p.emails;
    if (!p.password.empty()) e << YAML::Key << "password" << YAML::Value << p.password;
    e << YAML::EndMap;
  }
  e << YAML::EndSeq;
}

void emit_replacements(YAML::Emitter& e, const std::vector<PlayerChange>& changes) {
  e << YAML::Key << "replacements" << YAML::Value << YAML::BeginSeq;
  for (const PlayerChange& r : changes)
    e << YAML::Flow << YAML::BeginMap << YAML::Key << "season" << YAML::Value << r.season
      << YAML::Key << "side" << YAML::Value << r.side << YAML::Key << "before" << YAML::Value
      << r.before << YAML::Key << "after" << YAML::Value << r.after << YAML::EndMap;
  e << YAML::EndSeq;
}

template <typename Emit>
std::string block_yaml(Emit emit) {
  YAML::Emitter e;
  e << YAML::BeginMap;
  emit(e);
  e << YAML::EndMap;
  return std::string(e.c_str()) + "\n";
}

}  // namespace

std::string players_yaml(const std::vector<GamePlayer>& players) {
  return block_yaml([&](YAML::Emitter& e) { emit_players(e, players); });
}

std::string replacements_yaml(const std::vector<PlayerChange>& changes) {
  return block_yaml([&](YAML::Emitter& e) { emit_replacements(e, changes); });
}

std::string to_yaml(const GameConfig& c) {
  YAML::Emitter e;
  e << YAML::BeginMap;
  e << YAML::Key << "name" << YAML::Value << c.name;
  e << YAML::Key << "map" << YAML::Value << c.map;
  e << YAML::Key << "scenario" << YAML::Value << c.scenario;
  e << YAML::Key << "seed" << YAML::Value << c.seed;
  e << YAML::Key << "language" << YAML::Value << c.language;
  emit_players(e, c.players);
  if (!c.deadlines.empty()) {
    e << YAML::Key << "deadlines" << YAML::Value << YAML::BeginMap;
    for (const auto& [season, when] : c.deadlines)
      e << YAML::Key << season << YAML::Value << format_instant(when);
    e << YAML::EndMap;
  }
  if (!c.replacements.empty()) emit_replacements(e, c.replacements);
  const MailSettings defaults;
  if (c.mail.from != defaults.from || c.mail.send != defaults.send) {
    e << YAML::Key << "mail" << YAML::Value << YAML::BeginMap;
    e << YAML::Key << "from" << YAML::Value << c.mail.from;
    e << YAML::Key << "send" << YAML::Value << c.mail.send;
    e << YAML::EndMap;
  }
  e << YAML::EndMap;
  return std::string(e.c_str()) + "\n";
}

GameConfig game_config_from_yaml(const std::string& text, const std::string& file) {
  try {
    const yaml::Value root = yaml::load_document(text);
    GameConfig c;
    auto need = [&](const char* key) {
      yaml::Value v = yaml::field(root, key);
      if (!v.present()) {
        throw std::runtime_error(fmt::format("{}: missing key '{}'", file, key));
      }
      return v;
    };
    auto at = [&](const yaml::Value& v) {
      return fmt::format("{}:{}:{}", file, v.at.line, v.at.column);
    };
    // A misspelt key (`deadline:`, `emial:`) would be ignored in silence, and with it the GM's
    // intent. Keys beginning with `x-` are the GM's own (YAML anchors to reuse, notes).
    auto known_keys = [&](const yaml::Value& map, const std::vector<std::string_view>& known,
                          std::string_view where) {
      if (!map.node.IsMap()) return;
      for (const auto& [key, value] : yaml::entries(map)) {
        const auto k = yaml::read_as<std::string>(key, file);
        if (k.starts_with("x-") || std::find(known.begin(), known.end(), k) != known.end())
          continue;
        const std::string near = nearest_word(k, known);
        throw std::runtime_error(
            fmt::format("{}: error: unknown key '{}' in {}{}", at(key), k, where,
                        near.empty() ? fmt::format(" (expected one of: {})", fmt::join(known, ", "))
                                     : fmt::format("; did you mean '{}'?", near)));
      }
    };
    known_keys(root,
               {"name", "map", "scenario", "seed", "language", "players", "mail", "deadlines",
                "judge", "replacements"},
               "game.yaml");
    c.name = yaml::read_or<std::string>(root, "name", "", file);
    c.map = yaml::read_as<std::string>(need("map"), file);
    c.scenario = yaml::read_as<std::string>(need("scenario"), file);
    c.seed = yaml::read_as<std::uint64_t>(need("seed"), file);
    auto language = [&](const yaml::Value& v) {
      auto code = yaml::read_as<std::string>(v, file);
      if (!is_report_language(code))
        throw std::runtime_error(
            fmt::format("{}: error: language '{}': expected fr or en", at(v), code));
      return code;
    };
    if (const auto v = yaml::field(root, "language"); v.present()) c.language = language(v);
    const yaml::Value players = need("players");
    if (!players.node.IsSequence())
      throw yaml::ReadError(yaml::conversion_error(players, file, "a list of players"));
    for (const yaml::Value& p : yaml::items(players)) {
      known_keys(p, {"name", "email", "emails", "password", "side", "language"}, "a player");
      GamePlayer player{yaml::read_as<std::string>(yaml::field(p, "name"), file),
                        yaml::read_or<std::string>(p, "email", "", file),
                        yaml::read_as<std::string>(yaml::field(p, "side"), file), ""};
      if (const auto v = yaml::field(p, "language"); v.present()) player.language = language(v);
      if (const yaml::Value more = yaml::field(p, "emails"); more.present()) {
        if (more.node.IsScalar()) {
          player.emails.push_back(yaml::read_as<std::string>(more, file));
        } else {
          player.emails = yaml::read_as<std::vector<std::string>>(more, file);
        }
      }
      player.password = yaml::read_or<std::string>(p, "password", "", file);
      c.players.push_back(std::move(player));
    }
    if (const yaml::Value mail = yaml::field(root, "mail"); mail.present()) {
      known_keys(mail, {"from", "send", "gm", "imap", "smtp"}, "mail:");
      const MailSettings defaults;
      c.mail.from = yaml::read_or<std::string>(mail, "from", defaults.from, file);
      c.mail.send = yaml::read_or<std::string>(mail, "send", defaults.send, file);
      c.mail.gm = yaml::read_or<std::string>(mail, "gm", "", file);
    }
    if (const yaml::Value judge = yaml::field(root, "judge"); judge.present())
      c.judge = judge_settings_from_yaml(judge.node, file);
    if (const yaml::Value changes = yaml::field(root, "replacements"); changes.present()) {
      if (!changes.node.IsSequence())
        throw yaml::ReadError(yaml::conversion_error(changes, file, "a list of replacements"));
      for (const yaml::Value& r : yaml::items(changes)) {
        known_keys(r, {"season", "side", "before", "after"}, "a replacement");
        c.replacements.push_back({yaml::read_as<std::string>(yaml::field(r, "season"), file),
                                  yaml::read_as<std::string>(yaml::field(r, "side"), file),
                                  yaml::read_as<std::string>(yaml::field(r, "before"), file),
                                  yaml::read_as<std::string>(yaml::field(r, "after"), file)});
      }
    }
    if (const yaml::Value deadlines = yaml::field(root, "deadlines"); deadlines.present()) {
      if (!deadlines.node.IsMap())
        throw std::runtime_error(fmt::format(
            "{}: error: deadlines: expected one line per season, `002-summer-319: 2026-12-01 "
            "20:00`",
            at(deadlines)));
      for (const auto& [key, value] : yaml::entries(deadlines)) {
        auto season = yaml::read_as<std::string>(key, file);
        if (!Season::from_id(season))
          throw std::runtime_error(fmt::format(
              "{}: error: '{}' is not a season id (like 002-summer-319)", at(key), season));
        const auto written = yaml::read_as<std::string>(value, file);
        auto when = parse_instant(written);
        if (!when)
          throw std::runtime_error(fmt::format(
              "{}: error: deadline '{}' is not a time: expected YYYY-MM-DD HH:MM, in UTC or "
              "followed by the offset of your time zone (+01:00)",
              at(value), written));
        c.deadlines[season] = *when;
      }
    }
    return c;
  } catch (const YAML::Exception& e) {
    throw std::runtime_error(
        fmt::format("{}:{}:{}: {}", file, e.mark.line + 1, e.mark.column + 1, e.msg));
  }
}

GameDir::GameDir(fs::path root) : root_(std::move(root)) {
  fs::path file = root_ / "game.yaml";
  if (!fs::exists(file)) {
    throw std::runtime_error(
        fmt::format("{} is not a game directory (no game.yaml)", root_.string()));
  }
  config_ = game_config_from_yaml(read_file(file), file.string());
}

namespace {
fs::path game_data_file(const fs::path& root, DataKind kind, const std::string& spec) {
  if (auto found = find_data_file(kind, spec, root)) return *found;
  throw std::runtime_error(
      fmt::format("{}: error: {}", (root / "game.yaml").string(), data_not_found(kind, spec)));
}
}  // namespace

fs::path GameDir::map_path() const {
  return game_data_file(root_, DataKind::map, config_.map);
}
fs::path GameDir::scenario_path() const {
  return game_data_file(root_, DataKind::scenario, config_.scenario);
}

std::vector<std::string> GameDir::season_ids() const {
  // A write committed but not finished (a killed command) would show half a season.
  check_no_pending_write(root_);
  std::vector<std::string> ids;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(root_ / "seasons", ec)) {
    auto name = entry.path().filename().string();
    if (entry.is_directory() && Season::from_id(name)) ids.push_back(name);
  }
  std::sort(ids.begin(), ids.end());
  return ids;
}

namespace {

// What a folder of seasons/ that is not a season's id was probably meant to be: the id of the
// season its words name ("023-autumn-313" → "027-autumn-313"), or empty.
std::string meant_season(const std::string& name) {
  const auto first = name.find('-');
  const auto second = name.find('-', first == std::string::npos ? first : first + 1);
  if (first == std::string::npos || second == std::string::npos) return "";
  const auto kind = season_kind_from(std::string_view(name).substr(first + 1, second - first - 1));
  int bc = 0;
  const std::string year = name.substr(second + 1);
  const auto [ptr, ec] = std::from_chars(year.data(), year.data() + year.size(), bc);
  if (!kind || ec != std::errc{} || ptr != year.data() + year.size() || bc <= 0) return "";
  return Season{-bc, *kind}.id();
}

}  // namespace

void GameDir::check_season_sequence() const {
  // A folder that is no season (a mis-numbered copy, a typo) would be passed over in silence,
  // and the game would seem to have no season, or an older one as its latest. Hidden folders
  // are the writers' own temporary ones.
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(root_ / "seasons", ec)) {
    const std::string name = entry.path().filename().string();
    if (!entry.is_directory() || name.starts_with('.') || Season::from_id(name)) continue;
    const std::string meant = meant_season(name);
    throw std::runtime_error(
        meant.empty()
            ? fmt::format("{}: error: {} is not a season folder: a season's folder is named "
                          "<number>-<season>-<year BC>, e.g. 001-spring-319",
                          (root_ / "seasons").string(), name)
            : fmt::format("{}: error: {} is not a season folder: that season is numbered {} "
                          "(seasons count from 001-spring-319); rename it",
                          (root_ / "seasons").string(), name, meant));
  }
  const auto ids = season_ids();
  for (std::size_t i = 0; i + 1 < ids.size(); ++i) {
    const std::string next = Season::from_id(ids[i])->next().id();
    if (ids[i + 1] != next)
      throw std::runtime_error(fmt::format(
          "{}: error: the season {} is missing between {} and {}: the seasons of a game follow "
          "one another (restore it, or move {} and the later ones out of seasons/)",
          (root_ / "seasons").string(), next, ids[i], ids[i + 1], ids[i + 1]));
    if (!fs::exists(results_dir(ids[i])))
      throw std::runtime_error(fmt::format(
          "{}: error: the season {} exists although {} before it is not adjudicated (no "
          "results/): a stray season; move it out of seasons/ (or roll back to {})",
          (root_ / "seasons").string(), ids[i + 1], ids[i], ids[i]));
  }
}

fs::path GameDir::season_dir(const std::string& id) const {
  return root_ / "seasons" / id;
}
fs::path GameDir::state_path(const std::string& id) const {
  return season_dir(id) / "state.yaml";
}
fs::path GameDir::orders_dir(const std::string& id) const {
  return season_dir(id) / "orders";
}
fs::path GameDir::results_dir(const std::string& id) const {
  return season_dir(id) / "results";
}

std::string GameDir::last_adjudicated() const {
  const auto ids = season_ids();
  for (auto id = ids.rbegin(); id != ids.rend(); ++id)
    if (fs::exists(results_dir(*id) / "public.json")) return *id;
  return "";
}

fs::path GameDir::annotations_path(const std::string& season) const {
  return season_dir(season) / "annotations.txt";
}

fs::path GameDir::event_ruling_path(const std::string& season) const {
  return season_dir(season) / "event.yaml";
}

}  // namespace dia::state
