#pragma once
// Helpers for the map tests: the mini Diadoques map (tests/map/data), broken by text edits.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "common/diagnostic.hpp"
#include "map/load.hpp"

namespace map_test {

inline const std::string data_dir = std::string(DIA_SOURCE_DIR) + "/tests/map/data";
inline const std::string mini_file = data_dir + "/mini-diadoques.yaml";
inline const std::string facts_file = data_dir + "/mini-facts.yaml";

inline std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "cannot read " << path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Replaces the single occurrence of `from` (a test that edits nothing proves nothing).
inline std::string edit(std::string text, const std::string& from, const std::string& to) {
  auto at = text.find(from);
  REQUIRE_MESSAGE(at != std::string::npos, "not in the text: " << from);
  REQUIRE_MESSAGE(text.find(from, at + 1) == std::string::npos, "twice in the text: " << from);
  text.replace(at, from.size(), to);
  return text;
}

// 1-based line of the first occurrence of `needle`.
inline int line_of(const std::string& text, const std::string& needle) {
  auto at = text.find(needle);
  REQUIRE_MESSAGE(at != std::string::npos, "not in the text: " << needle);
  int line = 1;
  for (std::size_t i = 0; i < at; ++i) line += text[i] == '\n' ? 1 : 0;
  return line;
}

inline dia::Diagnostics load_mini(const std::string& text) {
  return dia::map::load_map_text(text, mini_file).diagnostics;
}

inline std::string dump(const dia::Diagnostics& ds) {
  std::string out;
  for (const auto& d : ds) out += dia::format(d) + "\n";
  return out;
}

// An error whose message contains `text`, at `line` (0: any line), in `file` ("": the map).
inline bool has_error(const dia::Diagnostics& ds, const std::string& text, int line,
                      const std::string& file = mini_file) {
  for (const auto& d : ds) {
    if (d.severity != dia::Severity::error) continue;
    if (d.message.find(text) == std::string::npos) continue;
    if (line != 0 && d.pos.line != line) continue;
    if (d.file != file) continue;
    return true;
  }
  return false;
}

}  // namespace map_test

// Checks that loading `text` fails with an error containing `message` at `line`.
#define CHECK_MAP_ERROR(text, message, line)                                       \
  do {                                                                             \
    auto dia_result_ = dia::map::load_map_text((text), map_test::mini_file);       \
    CHECK_FALSE(dia_result_.map.has_value());                                      \
    CHECK_MESSAGE(map_test::has_error(dia_result_.diagnostics, (message), (line)), \
                  "expected at line " << (line) << ": " << (message) << "\ngot:\n" \
                                      << map_test::dump(dia_result_.diagnostics)); \
  } while (false)
