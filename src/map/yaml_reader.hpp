#pragma once
// Typed, located reads from a yaml-cpp tree: every wrong kind, unknown key or bad value becomes
// a Diagnostic at the node's file:line:col. Shared by the map and facts loaders.
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include "common/diagnostic.hpp"
#include "map/map.hpp"

namespace dia::map {

// The whole file, or nullopt when it cannot be read.
std::optional<std::string> read_text_file(const std::string& path);

class YamlReader {
 public:
  YamlReader(std::string file, Diagnostics& out) : file_(std::move(file)), out_(out) {}

  const std::string& file() const { return file_; }
  bool parse(std::string_view text, YAML::Node& root);
  SourcePos pos(const YAML::Node& n) const;
  void error(const YAML::Node& at, std::string message);
  void error_at(SourcePos at, std::string message);

  bool expect_map(const YAML::Node& n, std::string_view what);
  bool expect_seq(const YAML::Node& n, std::string_view what);
  // Unknown keys (with the nearest allowed key) and keys written twice.
  void check_keys(const YAML::Node& n, const std::vector<std::string_view>& allowed,
                  std::string_view where);

  // Where `n[key]` is used: its value's position, or its key's when the value is an alias
  // (`cities: *two`: yaml-cpp marks an alias at its anchor, lines away from the key to fix).
  SourcePos use_pos(const YAML::Node& n, const char* key) const;

  std::optional<std::string> scalar(const YAML::Node& n, std::string_view what);
  std::optional<std::string> scalar_at(const YAML::Node& n, std::string_view what, SourcePos at);
  std::optional<std::string> get_string(const YAML::Node& n, const char* key);
  std::optional<bool> get_bool(const YAML::Node& n, const char* key);
  std::optional<int> get_int(const YAML::Node& n, const char* key, int min, int max);
  std::vector<std::string> get_string_list(const YAML::Node& n, const char* key);
  std::optional<Position> get_position(const YAML::Node& n);
  // A list of [longitude, latitude] pairs (region_points).
  std::vector<Position> get_positions(const YAML::Node& n, const char* key);

  template <class E>
  std::optional<E> enum_value(const YAML::Node& n,
                              std::initializer_list<std::pair<std::string_view, E>> values,
                              std::optional<SourcePos> at = std::nullopt) {
    auto text = scalar_at(n, "a value", at.value_or(pos(n)));
    if (!text) return std::nullopt;
    std::string expected;
    for (const auto& [name, value] : values) {
      if (*text == name) return value;
      expected += (expected.empty() ? "" : ", ") + std::string(name);
    }
    error_at(at.value_or(pos(n)),
             fmt::format("unknown value '{}'; expected one of: {}", *text, expected));
    return std::nullopt;
  }
  template <class E>
  std::optional<E> get_enum(const YAML::Node& n, const char* key,
                            std::initializer_list<std::pair<std::string_view, E>> values) {
    YAML::Node v = n[key];
    if (!v) return std::nullopt;
    return enum_value(v, values, use_pos(n, key));
  }

 private:
  std::string file_;
  Diagnostics& out_;
};

}  // namespace dia::map
