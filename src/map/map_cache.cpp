#include "map/map_cache.hpp"

#include <filesystem>
#include <mutex>
#include <utility>
#include <vector>

#include "map/event_tables.hpp"
#include "map/load.hpp"
#include "map/yaml_reader.hpp"

namespace dia::map {

namespace fs = std::filesystem;

namespace {

// A loaded map and the texts it was made from: its own, and each file it names, by its path
// relative to the map's folder (where the loader resolves them: load_map_text).
struct Entry {
  std::string text;
  std::vector<std::pair<fs::path, std::string>> named;
  std::shared_ptr<const Map> map;
};

std::mutex guard;                                   // `entries`
std::mutex loading;                                 // held while a map is parsed
std::vector<std::shared_ptr<const Entry>> entries;  // few: one per distinct map in a run

// The files the map names, relative to its folder, with their texts; false if one is unreadable.
bool named_files(const Map& m, const fs::path& folder,
                 std::vector<std::pair<fs::path, std::string>>& out) {
  std::vector<std::string> files;
  if (m.facts) files.push_back(m.facts->file);
  if (const EventTables* tables = m.event_tables()) files.push_back(tables->file);
  if (!m.geography_file.empty()) files.push_back(m.geography_file);
  for (const std::string& f : files) {
    auto text = read_text_file(f);
    if (!text) return false;
    out.emplace_back(fs::path(f).lexically_relative(folder), std::move(*text));
  }
  return true;
}

// The named files beside `folder` have the texts `e` was made from.
bool same_named_files(const Entry& e, const fs::path& folder) {
  for (const auto& [rel, text] : e.named) {
    auto now = read_text_file((folder / rel).string());
    if (!now || *now != text) return false;
  }
  return true;
}

// The kept map made from `text` and the same named files beside `folder`, or null.
std::shared_ptr<const Map> find_kept(const std::string& text, const fs::path& folder) {
  std::vector<std::shared_ptr<const Entry>> candidates;
  {
    const std::lock_guard<std::mutex> lock(guard);
    for (const auto& e : entries)
      if (e->text == text) candidates.push_back(e);
  }
  // The named files are read outside the lock: threads compare their games' copies together.
  for (const auto& e : candidates)
    if (same_named_files(*e, folder)) return e->map;
  return nullptr;
}

}  // namespace

SharedLoad load_shared_map_file(const std::string& path) {
  auto text = read_text_file(path);
  if (!text) {
    LoadResult plain = load_map_file(path);  // says why, in its own words
    return {nullptr, std::move(plain.diagnostics), false};
  }
  const fs::path folder = fs::path(path).parent_path();
  if (auto kept = find_kept(*text, folder)) return {kept, {}, true};
  // One map parsed at a time: threads that all miss at the start (the club's first games)
  // parse it once, the others wait and find it kept.
  const std::lock_guard<std::mutex> one_at_a_time(loading);
  if (auto kept = find_kept(*text, folder)) return {kept, {}, true};
  LoadResult loaded = load_map_text(*text, path);
  if (!loaded.map) return {nullptr, std::move(loaded.diagnostics), false};
  auto map = std::make_shared<const Map>(std::move(*loaded.map));
  if (!loaded.diagnostics.empty()) return {map, std::move(loaded.diagnostics), false};
  auto entry = std::make_shared<Entry>();
  entry->text = std::move(*text);
  entry->map = map;
  if (!named_files(*map, folder, entry->named)) return {map, {}, false};
  const std::lock_guard<std::mutex> lock(guard);
  entries.push_back(std::move(entry));
  return {map, {}, true};
}

}  // namespace dia::map
