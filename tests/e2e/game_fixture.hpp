#pragma once
// A fresh six-player game made by the real `diadoques new`, in a temporary directory, and a
// byte-for-byte snapshot of a directory tree.
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>

#include <fmt/format.h>

#include "state/durable.hpp"

namespace dia::test {

namespace fs = std::filesystem;

struct TempGame {
  fs::path root;
  fs::path dir;
  explicit TempGame(const std::string& tag) {
    root = fs::temp_directory_path() / fmt::format("dia-e2e-{}-{}", tag, ::getpid());
    fs::remove_all(root);
    fs::create_directories(root);
    dir = root / "game";
    std::string cmd = fmt::format(
        "'{}' new '{}' --scenario '{}/scenarios/standard-319.yaml' --players "
        "'{}/examples/players.yaml' --seed 319 > /dev/null",
        DIA_BINARY, dir.string(), DIA_SOURCE_DIR, DIA_SOURCE_DIR);
    if (std::system(cmd.c_str()) != 0) throw std::runtime_error("diadoques new failed: " + cmd);
  }
  ~TempGame() { fs::remove_all(root); }
  TempGame(const TempGame&) = delete;
  TempGame& operator=(const TempGame&) = delete;

  fs::path orders(const std::string& season, const std::string& side) const {
    return dir / "seasons" / season / "orders" / (side + ".txt");
  }
};

// Every file (path → bytes) and every directory (path → "<dir>") under `dir`.
inline std::map<std::string, std::string> snapshot(const fs::path& dir) {
  std::map<std::string, std::string> out;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    std::string name = fs::relative(e.path(), dir).generic_string();
    out[name] = e.is_directory() ? std::string("<dir>") : state::read_file(e.path());
  }
  return out;
}

// What a run of the binary gave: its exit code, standard output and error.
struct Run {
  int rc = 0;
  std::string out, err;
};

// `diadoques <args>` (arguments quoted by the caller), its outputs kept in `work`.
inline Run run_diadoques(const fs::path& work, const std::string& args) {
  const fs::path out = work / "out.txt";
  const fs::path err = work / "err.txt";
  const std::string cmd =
      fmt::format("'{}' {} > '{}' 2> '{}'", DIA_BINARY, args, out.string(), err.string());
  Run r;
  const int status = std::system(cmd.c_str());
  r.rc = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = state::read_file(out);
  r.err = state::read_file(err);
  return r;
}

inline void write_text(const fs::path& path, const std::string& text) {
  fs::create_directories(path.parent_path());
  state::write_file_atomically(path, text);
}

}  // namespace dia::test
