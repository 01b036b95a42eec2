#include <doctest/doctest.h>

#include <filesystem>
#include <stdexcept>

#include "state/file_transaction.hpp"

namespace fs = std::filesystem;
using dia::state::FileTransaction;
using dia::state::read_file;

namespace {

struct TempDir {
  fs::path path;
  TempDir() {
    path = fs::temp_directory_path() /
           ("dia-tx-" + std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
};

std::vector<std::string> listing(const fs::path& dir) {
  std::vector<std::string> names;
  for (auto& e : fs::recursive_directory_iterator(dir)) {
    names.push_back(fs::relative(e.path(), dir).string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace

TEST_CASE("a committed transaction writes every file, creating directories") {
  TempDir d;
  FileTransaction t;
  t.write(d.path / "a.txt", "alpha");
  t.write(d.path / "sub/dir/b.txt", "beta");
  t.commit();
  CHECK(read_file(d.path / "a.txt") == "alpha");
  CHECK(read_file(d.path / "sub/dir/b.txt") == "beta");
  CHECK(listing(d.path) == std::vector<std::string>{"a.txt", "sub", "sub/dir", "sub/dir/b.txt"});
}

TEST_CASE("a failure between two renames leaves the directory exactly as it was") {
  TempDir d;
  dia::state::write_file_atomically(d.path / "state.yaml", "old state");
  auto before = listing(d.path);
  FileTransaction t;
  t.write(d.path / "state.yaml", "new state");
  t.write(d.path / "results/public.txt", "results");
  t.write(d.path / "next/state.yaml", "next");
  int renames = 0;
  t.before_rename = [&](const fs::path&) {
    if (++renames == 3) throw std::runtime_error("injected failure");
  };
  CHECK_THROWS_WITH_AS(t.commit(), "injected failure", std::runtime_error);
  CHECK(read_file(d.path / "state.yaml") == "old state");
  CHECK(listing(d.path) == before);
}

TEST_CASE("an abandoned transaction leaves no temporary files behind") {
  TempDir d;
  {
    FileTransaction t;
    t.write(d.path / "x/y.txt", "never committed");
  }
  CHECK(listing(d.path).empty());
}

TEST_CASE("read_file names the file it cannot read") {
  CHECK_THROWS_WITH(read_file("/nonexistent/dia/file.yaml"),
                    doctest::Contains("/nonexistent/dia/file.yaml"));
}
