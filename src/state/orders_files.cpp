// Whose orders each file under seasons/<id>/orders/ holds (R8a.pl.1: one orders file per
// player and season): the GameDir members that read the folder, apart from the rest of the
// game directory (state/game_dir.cpp). A file no side claims, or a second file for one side,
// is an error, never a file skipped or chosen in silence (R9a.gen.5).
#include <algorithm>
#include <map>
#include <mutex>
#include <utility>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "common/text.hpp"
#include "state/data_files.hpp"
#include "state/durable.hpp"
#include "state/game_dir.hpp"
#include "state/scenario.hpp"

namespace dia::state {
namespace fs = std::filesystem;

namespace {

// The scenario's sides with their diadoques' names. Read once per process for each scenario text
// (issue 18: every game of a club reads its own copy of the same scenario, twice a season); a
// scenario that does not load is not kept. Guarded by a mutex: `club adjudicate --jobs` asks
// from several threads.
std::vector<std::pair<std::string, std::string>> scenario_diadoques(const fs::path& file) {
  static std::mutex guard;
  static std::map<std::string, std::vector<std::pair<std::string, std::string>>> kept;
  std::string text;
  try {
    text = read_file(file);
  } catch (const std::exception&) {
    return {};  // reported by the commands that need the scenario
  }
  {
    const std::lock_guard<std::mutex> lock(guard);
    if (auto it = kept.find(text); it != kept.end()) return it->second;
  }
  const ScenarioLoad scenario = load_scenario_text(text, file.string());
  if (!scenario.scenario) return {};
  std::vector<std::pair<std::string, std::string>> sides;
  for (const ScenarioSide& s : scenario.scenario->sides) sides.emplace_back(s.id, s.diadoque_name);
  const std::lock_guard<std::mutex> lock(guard);
  kept.emplace(std::move(text), sides);
  return sides;
}

}  // namespace

std::vector<SideKeys> GameDir::side_keys() const {
  std::vector<SideKeys> keys;
  auto side = [&](const std::string& id) -> SideKeys& {
    for (SideKeys& k : keys)
      if (k.id == id) return k;
    keys.push_back({id, "", "", ""});
    return keys.back();
  };
  // The scenario as the game finds it (a copy, or a name); a missing one is reported by the
  // commands that need it, and the sides are then named without their diadoques.
  const auto file = find_data_file(DataKind::scenario, config_.scenario, root_);
  if (file)
    for (const auto& [id, diadoque] : scenario_diadoques(*file)) side(id).diadoque = diadoque;
  for (const GamePlayer& p : config_.players) {
    SideKeys& k = side(p.side);
    k.player = p.name;
    k.email = p.email;
  }
  return keys;
}

namespace {

// What a directory entry is when it is not a plain file ("a folder", "a symbolic link"…), or ""
// for a plain file. The link itself is looked at, not what it points to.
std::string not_plain(const fs::directory_entry& entry) {
  std::error_code ec;
  switch (entry.symlink_status(ec).type()) {
    case fs::file_type::regular:
      return "";
    case fs::file_type::directory:
      return "a folder";
    case fs::file_type::symlink:
      return "a symbolic link";
    case fs::file_type::fifo:
      return "a named pipe (FIFO)";
    case fs::file_type::socket:
      return "a socket";
    case fs::file_type::block:
    case fs::file_type::character:
      return "a device";
    default:
      return "of an unknown kind";
  }
}

bool names_neutral(const fs::path& file) {
  const std::string stem = fold_name(file.stem().string());
  return stem == "neutral" || stem == "neutre" || stem == "neutres";
}

// The sides a file's name designates: by its stem (`cassandre.txt`), else by its whole name
// (`aurelie@example.org`, whose "extension" is the mail domain's).
std::vector<std::string> sides_of_file(const std::vector<SideKeys>& keys, const fs::path& file) {
  std::vector<std::string> sides = sides_named(keys, file.stem().string());
  if (sides.empty()) sides = sides_named(keys, file.filename().string());
  return sides;
}

}  // namespace

GameDir::OrdersFiles GameDir::orders_files(const std::string& season) const {
  OrdersFiles out;
  const std::vector<SideKeys> keys = side_keys();
  auto relative = [&](const fs::path& p) { return fs::relative(p, root_).generic_string(); };
  auto described = [&](const std::string& id) {
    for (const SideKeys& k : keys)
      if (k.id == id) return describe(k);
    return id;
  };
  std::vector<fs::path> files;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(orders_dir(season), ec)) {
    const std::string name = entry.path().filename().string();
    if (name.starts_with(".")) continue;
    // Issue 34: a folder, a named pipe or a link is named, never skipped in silence nor
    // followed (a link could point at any file of the GM's machine).
    if (const std::string kind = not_plain(entry); !kind.empty()) {
      out.errors.push_back(fmt::format(
          "{}: error: this orders file is {}, not a plain file: orders are read only from plain "
          "text files; remove it, or put a copy of the orders in its place",
          entry.path().lexically_relative(root_).generic_string(), kind));  // the link itself
      continue;
    }
    if (names_neutral(entry.path())) continue;
    files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  std::map<std::string, std::vector<fs::path>> by_side;
  for (const fs::path& file : files) {
    const std::vector<std::string> sides = sides_of_file(keys, file);
    if (sides.size() == 1) {
      by_side[sides.front()].push_back(file);
    } else if (sides.empty()) {
      const SideKeys* near = nearest_side(keys, file.stem().string());
      out.errors.push_back(fmt::format(
          "{}: error: this file matches no side: its name is not a side, diadoque, player or "
          "email of this game{}; rename it after its side (e.g. {}.txt)",
          relative(file), near ? "; nearest: " + describe(*near) : "",
          near ? near->id : std::string("<side>")));
    } else {
      std::vector<std::string> named;
      for (const std::string& id : sides) named.push_back(described(id));
      out.errors.push_back(fmt::format(
          "{}: error: this file's name matches several sides ({}); rename it after its side",
          relative(file), fmt::join(named, ", ")));
    }
  }
  for (const auto& [side, list] : by_side) {
    if (list.size() == 1) {
      out.of_side[side] = list.front();
      continue;
    }
    std::vector<std::string> names;
    for (const fs::path& f : list) names.push_back(f.filename().string());
    out.errors.push_back(fmt::format(
        "{}: error: {} orders files for {}: {}; keep one (a resent set of orders goes at the "
        "end of the same file)",
        relative(orders_dir(season)), list.size(), described(side), fmt::join(names, ", ")));
  }
  return out;
}

std::optional<fs::path> GameDir::orders_file(const std::string& season,
                                             const std::string& side) const {
  OrdersFiles files = orders_files(season);
  auto it = files.of_side.find(side);
  if (it == files.of_side.end()) return std::nullopt;
  return it->second;
}

std::vector<fs::path> GameDir::neutral_orders_files(const std::string& season) const {
  std::vector<fs::path> found;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(orders_dir(season), ec)) {
    if (!not_plain(entry).empty()) continue;  // orders_files() names it as an error
    if (names_neutral(entry.path())) found.push_back(entry.path());
  }
  std::sort(found.begin(), found.end());
  return found;
}

}  // namespace dia::state
