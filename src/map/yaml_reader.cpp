#include "map/yaml_reader.hpp"

#include <fstream>
#include <sstream>

#include <set>

#include "common/text.hpp"
#include "common/yaml_value.hpp"

namespace dia::map {

std::optional<std::string> read_text_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

bool YamlReader::parse(std::string_view text, YAML::Node& root) {
  try {
    root = YAML::Load(std::string(text));
    return true;
  } catch (const YAML::Exception& e) {
    error_at({e.mark.line + 1, e.mark.column + 1}, "invalid YAML: " + e.msg);
    return false;
  }
}

SourcePos YamlReader::pos(const YAML::Node& n) const {
  YAML::Mark m = n.Mark();
  if (m.is_null()) return {};
  return {m.line + 1, m.column + 1};
}

void YamlReader::error(const YAML::Node& at, std::string message) {
  error_at(pos(at), std::move(message));
}

void YamlReader::error_at(SourcePos at, std::string message) {
  out_.push_back({Severity::error, file_, at, std::move(message)});
}

bool YamlReader::expect_map(const YAML::Node& n, std::string_view what) {
  if (n.IsMap()) return true;
  error(n, fmt::format("{} must be a mapping (key: value)", what));
  return false;
}

bool YamlReader::expect_seq(const YAML::Node& n, std::string_view what) {
  if (n.IsSequence()) return true;
  error(n, fmt::format("{} must be a list", what));
  return false;
}

void YamlReader::check_keys(const YAML::Node& n, const std::vector<std::string_view>& allowed,
                            std::string_view where) {
  std::set<std::string> seen;
  for (const auto& kv : n) {
    std::string key = kv.first.as<std::string>("");
    if (!seen.insert(key).second) {
      error(kv.first, fmt::format("key '{}' written twice in {}", key, where));
      continue;
    }
    if (std::find(allowed.begin(), allowed.end(), key) != allowed.end()) continue;
    std::string near = nearest_word(key, allowed);
    error(kv.first, near.empty() ? fmt::format("unknown key '{}' in {}", key, where)
                                 : fmt::format("unknown key '{}' in {}; did you mean '{}'?", key,
                                               where, near));
  }
}

SourcePos YamlReader::use_pos(const YAML::Node& n, const char* key) const {
  return yaml::field(yaml::Value{n, "", pos(n), std::nullopt, nullptr}, key).at;
}

std::optional<std::string> YamlReader::scalar(const YAML::Node& n, std::string_view what) {
  return scalar_at(n, what, pos(n));
}

std::optional<std::string> YamlReader::scalar_at(const YAML::Node& n, std::string_view what,
                                                 SourcePos at) {
  if (n.IsScalar()) return n.Scalar();
  error_at(at, fmt::format("{}: expected a single value, not a {}", what,
                           n.IsSequence() ? "list"
                           : n.IsMap()    ? "mapping"
                                          : "null"));
  return std::nullopt;
}

std::optional<std::string> YamlReader::get_string(const YAML::Node& n, const char* key) {
  YAML::Node v = n[key];
  if (!v) return std::nullopt;
  return scalar_at(v, fmt::format("'{}'", key), use_pos(n, key));
}

std::optional<bool> YamlReader::get_bool(const YAML::Node& n, const char* key) {
  YAML::Node v = n[key];
  if (!v) return std::nullopt;
  const SourcePos at = use_pos(n, key);
  auto text = scalar_at(v, fmt::format("'{}'", key), at);
  if (!text) return std::nullopt;
  if (*text == "true") return true;
  if (*text == "false") return false;
  error_at(at, fmt::format("'{}' must be true or false, not '{}'", key, *text));
  return std::nullopt;
}

std::optional<int> YamlReader::get_int(const YAML::Node& n, const char* key, int min, int max) {
  YAML::Node v = n[key];
  if (!v) return std::nullopt;
  const SourcePos at = use_pos(n, key);
  auto text = scalar_at(v, fmt::format("'{}'", key), at);
  if (!text) return std::nullopt;
  try {
    std::size_t used = 0;
    int value = std::stoi(*text, &used);
    if (used == text->size() && value >= min && value <= max) return value;
  } catch (const std::exception&) {
  }
  error_at(
      at, fmt::format("'{}' must be a whole number from {} to {}, not '{}'", key, min, max, *text));
  return std::nullopt;
}

std::vector<std::string> YamlReader::get_string_list(const YAML::Node& n, const char* key) {
  std::vector<std::string> out;
  YAML::Node v = n[key];
  if (!v) return out;
  if (!v.IsSequence()) {
    error_at(use_pos(n, key), fmt::format("'{}' must be a list", key));
    return out;
  }
  for (const auto& item : v) {
    if (auto s = scalar(item, fmt::format("an entry of '{}'", key))) out.push_back(*s);
  }
  return out;
}

std::optional<Position> YamlReader::get_position(const YAML::Node& n) {
  if (!n.IsSequence() || n.size() != 2 || !n[0].IsScalar() || !n[1].IsScalar()) {
    error(n, "'position' must be [longitude, latitude]");
    return std::nullopt;
  }
  try {
    Position p{std::stod(n[0].Scalar()), std::stod(n[1].Scalar())};
    if (p.lon < -180 || p.lon > 180 || p.lat < -90 || p.lat > 90) {
      error(n, "'position' out of range: longitude -180..180, latitude -90..90");
      return std::nullopt;
    }
    return p;
  } catch (const std::exception&) {
    error(n, "'position' must be [longitude, latitude] in degrees");
    return std::nullopt;
  }
}

std::vector<Position> YamlReader::get_positions(const YAML::Node& n, const char* key) {
  std::vector<Position> out;
  YAML::Node list = n[key];
  if (!list) return out;
  if (!expect_seq(list, fmt::format("'{}'", key))) return out;
  for (const auto& item : list) {
    if (auto p = get_position(item)) out.push_back(*p);
  }
  return out;
}

}  // namespace dia::map
