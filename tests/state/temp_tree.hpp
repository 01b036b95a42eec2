#pragma once
// What the directory-writing tests share: a fresh folder of their own under the system's
// temporary directory, removed at the end, and a folder's whole content to compare.
#include <cstdint>
#include <filesystem>
#include <map>
#include <string>

#include "state/durable.hpp"

namespace dia::test {

struct TempDir {
  std::filesystem::path path;
  explicit TempDir(const std::string& prefix) {
    path = std::filesystem::temp_directory_path() /
           (prefix + std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
};

// Every file (with its content) and directory under `dir`, hidden ones included.
inline std::map<std::string, std::string> tree(const std::filesystem::path& dir) {
  std::map<std::string, std::string> t;
  for (auto& e : std::filesystem::recursive_directory_iterator(dir)) {
    const std::string rel = std::filesystem::relative(e.path(), dir).generic_string();
    t[rel] = e.is_regular_file() ? state::read_file(e.path()) : "<dir>";
  }
  return t;
}

}  // namespace dia::test
