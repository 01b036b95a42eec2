#include "state/file_transaction.hpp"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>
#include <fmt/std.h>

namespace dia::state {
namespace fs = std::filesystem;

namespace {

fs::path sibling(const fs::path& p, std::string_view suffix) {
  return p.parent_path() / (p.filename().string() + std::string(suffix));
}

// Creates missing parent directories, remembering which ones so a rollback removes them.
void make_parents(const fs::path& dir, std::vector<fs::path>& created) {
  if (dir.empty() || fs::exists(dir)) return;
  make_parents(dir.parent_path(), created);
  fs::create_directory(dir);
  created.push_back(dir);
}

}  // namespace

FileTransaction::~FileTransaction() {
  if (!done_) discard();
}

void FileTransaction::write(const fs::path& path, std::string_view content) {
  std::vector<fs::path> created;
  make_parents(path.parent_path(), created);
  created_dirs_.insert(created_dirs_.end(), created.begin(), created.end());
  fs::path temp = sibling(path, ".tmp");
  {
    std::ofstream out(temp, std::ios::binary | std::ios::trunc);
    out.write(content.data(), static_cast<std::streamsize>(content.size()));
    out.flush();
    if (!out) throw std::runtime_error(fmt::format("cannot write {}", temp));
  }
  for (auto& s : staged_) {
    if (s.target == path) return;  // written twice: the last content wins, same temp file
  }
  staged_.push_back({path, temp});
}

void FileTransaction::commit() {
  std::vector<std::pair<fs::path, bool>> moved;  // target, whether a .bak holds its old version
  try {
    for (const auto& s : staged_) {
      if (before_rename) before_rename(s.target);
      bool had_old = fs::exists(s.target);
      if (had_old) fs::rename(s.target, sibling(s.target, ".bak"));
      moved.emplace_back(s.target, had_old);
      fs::rename(s.temp, s.target);
    }
  } catch (...) {
    // Undo in reverse: put back every previous version, remove every new file.
    for (auto it = moved.rbegin(); it != moved.rend(); ++it) {
      std::error_code ec;
      const auto& [target, had_old] = *it;
      if (fs::exists(target, ec) && !fs::exists(sibling(target, ".tmp"), ec)) {
        fs::remove(target, ec);
      }
      if (had_old) fs::rename(sibling(target, ".bak"), target, ec);
    }
    discard();
    done_ = true;
    throw;
  }
  for (const auto& [target, had_old] : moved) {
    std::error_code ec;
    if (had_old) fs::remove(sibling(target, ".bak"), ec);
  }
  done_ = true;
}

void FileTransaction::discard() noexcept {
  std::error_code ec;
  for (const auto& s : staged_) fs::remove(s.temp, ec);
  for (auto it = created_dirs_.rbegin(); it != created_dirs_.rend(); ++it) {
    fs::remove(*it, ec);  // only removes directories that are (again) empty
  }
  staged_.clear();
}

void write_file_atomically(const fs::path& path, std::string_view content) {
  FileTransaction t;
  t.write(path, content);
  t.commit();
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(fmt::format("cannot read {}", path.string()));
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace dia::state
