#include "state/game_dir.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "state/data_files.hpp"
#include "state/file_transaction.hpp"
#include "state/season.hpp"

namespace dia::state {
namespace fs = std::filesystem;

std::string to_yaml(const GameConfig& c) {
  YAML::Emitter e;
  e << YAML::BeginMap;
  e << YAML::Key << "name" << YAML::Value << c.name;
  e << YAML::Key << "map" << YAML::Value << c.map;
  e << YAML::Key << "scenario" << YAML::Value << c.scenario;
  e << YAML::Key << "seed" << YAML::Value << c.seed;
  e << YAML::Key << "language" << YAML::Value << c.language;
  e << YAML::Key << "players" << YAML::Value << YAML::BeginSeq;
  for (const auto& p : c.players) {
    e << YAML::BeginMap;
    e << YAML::Key << "name" << YAML::Value << p.name;
    e << YAML::Key << "email" << YAML::Value << p.email;
    e << YAML::Key << "side" << YAML::Value << p.side;
    e << YAML::EndMap;
  }
  e << YAML::EndSeq << YAML::EndMap;
  return std::string(e.c_str()) + "\n";
}

GameConfig game_config_from_yaml(const std::string& text, const std::string& file) {
  try {
    YAML::Node root = YAML::Load(text);
    GameConfig c;
    auto need = [&](const char* key) {
      if (!root[key]) {
        throw std::runtime_error(fmt::format("{}: missing key '{}'", file, key));
      }
      return root[key];
    };
    c.name = root["name"] ? root["name"].as<std::string>() : "";
    c.map = need("map").as<std::string>();
    c.scenario = need("scenario").as<std::string>();
    c.seed = need("seed").as<std::uint64_t>();
    if (root["language"]) c.language = root["language"].as<std::string>();
    for (const auto& p : need("players")) {
      c.players.push_back({p["name"].as<std::string>(),
                           p["email"] ? p["email"].as<std::string>() : "",
                           p["side"].as<std::string>()});
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
  std::vector<std::string> ids;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(root_ / "seasons", ec)) {
    auto name = entry.path().filename().string();
    if (entry.is_directory() && Season::from_id(name)) ids.push_back(name);
  }
  std::sort(ids.begin(), ids.end());
  return ids;
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

fs::path GameDir::annotations_path(const std::string& season) const {
  return season_dir(season) / "annotations.txt";
}

}  // namespace dia::state
