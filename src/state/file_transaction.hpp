#pragma once
// All-or-nothing writes to a game directory. A season's adjudication writes many files (results,
// reports, the next state); either all of them appear or none does, and files that existed
// before are left exactly as they were when anything fails.
//
// Each file is first written and flushed beside its target as `<name>.tmp`; commit() then
// renames them into place one by one (rename is atomic on POSIX). If a rename fails midway,
// the files already moved are put back (earlier versions were kept as `<name>.bak`).
#include <filesystem>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace dia::state {

class FileTransaction {
 public:
  FileTransaction() = default;
  FileTransaction(const FileTransaction&) = delete;
  FileTransaction& operator=(const FileTransaction&) = delete;
  ~FileTransaction();  // an uncommitted transaction removes its temporary files

  // Stages `content` for `path` (parent directories are created at commit). Throws
  // std::runtime_error if the temporary file cannot be written.
  void write(const std::filesystem::path& path, std::string_view content);

  // Moves every staged file into place, or none. Throws std::runtime_error on failure, after
  // restoring the previous state of the directory.
  void commit();

  // Test hook: called before each rename with the target path; throwing from it simulates a
  // crash or a full disk between two writes.
  std::function<void(const std::filesystem::path&)> before_rename;

 private:
  struct Staged {
    std::filesystem::path target;
    std::filesystem::path temp;
  };
  std::vector<Staged> staged_;
  std::vector<std::filesystem::path> created_dirs_;
  bool done_ = false;
  void discard() noexcept;
};

// Writes one file atomically (a one-file transaction).
void write_file_atomically(const std::filesystem::path& path, std::string_view content);

// Reads a whole file; throws std::runtime_error naming the file if it cannot.
std::string read_file(const std::filesystem::path& path);

}  // namespace dia::state
