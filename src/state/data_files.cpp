#include "state/data_files.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cstdlib>
#include <system_error>

#include "common/text.hpp"

// Set by src/CMakeLists.txt for this file only: the data folder relative to the installed binary
// (e.g. "../share/diadoques") and the source tree of the build.
#ifndef DIA_INSTALLED_DATA_FROM_BIN
#error "DIA_INSTALLED_DATA_FROM_BIN must be defined by the build"
#endif
#ifndef DIA_SOURCE_DATA_DIR
#error "DIA_SOURCE_DATA_DIR must be defined by the build"
#endif

namespace dia::state {

namespace fs = std::filesystem;

namespace {

std::string_view subfolder(DataKind kind) {
  return kind == DataKind::map ? "maps" : "scenarios";
}
std::string_view noun(DataKind kind) {
  return kind == DataKind::map ? "map" : "scenario";
}

std::optional<fs::path> running_binary() {
  std::error_code ec;
  fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (ec) return std::nullopt;
  return self;
}

bool is_file(const fs::path& p) {
  std::error_code ec;
  return fs::is_regular_file(p, ec);
}

}  // namespace

std::vector<fs::path> data_dirs() {
  std::vector<fs::path> candidates;
  if (const char* env = std::getenv("DIADOQUES_DATA_DIR"); env && *env)
    candidates.emplace_back(env);
  if (auto bin = running_binary())
    candidates.push_back((bin->parent_path() / DIA_INSTALLED_DATA_FROM_BIN).lexically_normal());
  candidates.emplace_back(DIA_SOURCE_DATA_DIR);
  std::vector<fs::path> dirs;
  std::error_code ec;
  for (const auto& c : candidates) {
    if (!fs::is_directory(c, ec)) continue;
    if (std::find(dirs.begin(), dirs.end(), c) == dirs.end()) dirs.push_back(c);
  }
  return dirs;
}

std::optional<fs::path> find_data_file(DataKind kind, std::string_view spec, const fs::path& base) {
  if (spec.empty()) return std::nullopt;
  fs::path as_path = base / fs::path(spec);
  if (is_file(as_path)) return as_path;
  // A name never holds a folder separator; "x/y.yaml" that is missing is a missing path.
  if (spec.find('/') != std::string_view::npos) return std::nullopt;
  std::string file(spec);
  if (!file.ends_with(".yaml")) file += ".yaml";
  for (const auto& dir : data_dirs()) {
    fs::path candidate = dir / subfolder(kind) / file;
    if (is_file(candidate)) return candidate;
  }
  return std::nullopt;
}

std::vector<std::string> data_names(DataKind kind) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& dir : data_dirs()) {
    for (const auto& entry : fs::directory_iterator(dir / subfolder(kind), ec)) {
      fs::path p = entry.path();
      if (p.extension() != ".yaml") continue;
      std::string name = p.stem().string();
      // A map's companion files (diadoques-facts.yaml, diadoques-events.yaml) are not maps of
      // their own.
      if (name.ends_with("-facts") || name.ends_with("-events")) continue;
      if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
    }
  }
  std::sort(names.begin(), names.end());
  return names;
}

std::string data_not_found(DataKind kind, std::string_view spec) {
  // A path (a folder in it) names a file, not something to look up by name.
  if (spec.find('/') != std::string_view::npos)
    return fmt::format("cannot read the {} file '{}': no such file", noun(kind), spec);
  const auto names = data_names(kind);
  const std::string nearest =
      nearest_word(fold_name(spec), std::vector<std::string_view>(names.begin(), names.end()));
  const std::string known = fmt::format("{}", fmt::join(names, ", "));
  return fmt::format("{} '{}' not found (neither a file nor a {} name){}{}", noun(kind), spec,
                     noun(kind),
                     nearest.empty() ? "" : fmt::format("; did you mean '{}'?", nearest),
                     known.empty() ? "" : fmt::format(" (known {}s: {})", noun(kind), known));
}

}  // namespace dia::state
