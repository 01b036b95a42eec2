// The board computed once per map content (map/board_cache, issue 32 "Fast start"): kept in the
// user's cache directory between runs, made anew when the map or a file it names is edited,
// never trusted when its file is damaged, and the very board a fresh computation gives.
#include <doctest/doctest.h>

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>

#include "map/board_cache.hpp"
#include "map/board_check.hpp"
#include "map/board_file.hpp"
#include "map/geography.hpp"
#include "map/load.hpp"
#include "map_test_support.hpp"

using namespace dia;
using namespace dia::map;
namespace fs = std::filesystem;

namespace {

// Sets an environment variable for the test's length.
struct EnvVar {
  std::string name;
  std::optional<std::string> before;
  EnvVar(const char* n, const std::string& value) : name(n) {
    if (const char* v = std::getenv(n)) before = v;
    ::setenv(n, value.c_str(), 1);
  }
  ~EnvVar() {
    if (before)
      ::setenv(name.c_str(), before->c_str(), 1);
    else
      ::unsetenv(name.c_str());
  }
  EnvVar(const EnvVar&) = delete;
  EnvVar& operator=(const EnvVar&) = delete;
};

// A fresh folder with a copy of maps/ and an empty cache directory the test points
// XDG_CACHE_HOME at.
struct Sandbox {
  fs::path dir;
  std::optional<EnvVar> xdg;
  explicit Sandbox(const std::string& name) {
    dir =
        fs::temp_directory_path() / ("dia-board-cache-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir / "maps");
    fs::create_directories(dir / "cache");
    for (const char* f : {"diadoques.yaml", "diadoques-facts.yaml", "diadoques-events.yaml",
                          "diadoques-geography.yaml"})
      fs::copy_file(fs::path(DIA_SOURCE_DIR) / "maps" / f, dir / "maps" / f);
    xdg.emplace("XDG_CACHE_HOME", (dir / "cache").string());
  }
  ~Sandbox() { fs::remove_all(dir); }
  Map map() const {
    LoadResult r = load_map_file((dir / "maps" / "diadoques.yaml").string());
    REQUIRE(r.map);
    return std::move(*r.map);
  }
  void edit(const char* file, const std::string& from, const std::string& to) const {
    const fs::path p = dir / "maps" / file;
    const std::string text = map_test::edit(map_test::read(p.string()), from, to);
    std::ofstream(p, std::ios::binary) << text;
  }
  // The files in the cache directory (the boards and anything left behind).
  std::vector<std::string> cache_files() const {
    std::vector<std::string> out;
    for (const auto& e : fs::recursive_directory_iterator(dir / "cache"))
      if (e.is_regular_file()) out.push_back(e.path().filename().string());
    return out;
  }
};

// A board's exact bits and its disagreements, to compare two boards.
std::string bits(const Board& b, const std::vector<std::string>& disagreements) {
  return encode_board(BoardOnFile{b, disagreements}, "");
}

// The board computed from scratch, with no cache at all.
std::string fresh(const Map& m) {
  Diagnostics ds;
  auto geo = load_geography_file(m.geography_file, ds);
  REQUIRE(geo);
  Board b = build_board(m, *geo);
  return bits(b, check_board(m, b));
}

std::string read_bytes(const fs::path& p) {
  return map_test::read(p.string());
}
void write_bytes(const fs::path& p, const std::string& bytes) {
  std::ofstream(p, std::ios::binary | std::ios::trunc) << bytes;
}

}  // namespace

TEST_CASE(
    "the board is computed once per map content: the next run reads it back, the same to "
    "the bit") {
  const Sandbox box("once");
  const Map m = box.map();
  const CachedBoard first = board_of(m);
  REQUIRE(first.board);
  CHECK_FALSE(first.from_cache);
  const fs::path file = board_cache_file(m);
  REQUIRE_FALSE(file.empty());
  CHECK(file.parent_path() == box.dir / "cache" / "diadoques");
  CHECK(fs::exists(file));
  // Written through a temporary file renamed over the final name: nothing else is left.
  CHECK(box.cache_files() == std::vector<std::string>{file.filename().string()});

  const CachedBoard second = board_of(box.map());
  REQUIRE(second.board);
  CHECK(second.from_cache);
  CHECK(second.diagnostics.empty());
  CHECK(bits(*second.board, second.disagreements) == bits(*first.board, first.disagreements));
  CHECK(bits(*second.board, second.disagreements) == fresh(m));
  CHECK(second.board->regions.size() == first.board->regions.size());
  CHECK(second.board->region_of(*m.find_space("MAC")) != nullptr);
}

TEST_CASE("a GM who edits the map file or its geography sees the new board at the next run") {
  const Sandbox box("edit");
  const Map before = box.map();
  const CachedBoard old = board_of(before);
  REQUIRE(old.board);
  CHECK(board_of(before).from_cache);
  const fs::path old_file = board_cache_file(before);

  // One seed of a sea zone's region taken away: its region, and its neighbours', change.
  box.edit("diadoques.yaml", ", [17.3, 39.8], [18.5, 31.5]]", ", [17.3, 39.8]]");
  const Map after = box.map();
  CHECK(board_cache_file(after) != old_file);
  const CachedBoard edited = board_of(after);
  REQUIRE(edited.board);
  CHECK_FALSE(edited.from_cache);
  CHECK(bits(*edited.board, edited.disagreements) != bits(*old.board, old.disagreements));
  CHECK(bits(*edited.board, edited.disagreements) == fresh(after));
  CHECK(board_of(after).from_cache);

  // The geography file alone edited (a comment): another content, so another board file.
  const fs::path kept = board_cache_file(after);
  std::ofstream(box.dir / "maps" / "diadoques-geography.yaml", std::ios::app) << "# edited\n";
  CHECK(board_cache_file(after) != kept);
  CHECK_FALSE(board_of(after).from_cache);
  CHECK(board_of(after).from_cache);
}

TEST_CASE("a cache file cut short, damaged or made for another map is refused and made anew") {
  const Sandbox box("damaged");
  const Map m = box.map();
  REQUIRE(board_of(m).board);
  const fs::path file = board_cache_file(m);
  const std::string good = read_bytes(file);
  REQUIRE(good.size() > 1000);
  const std::string expected = fresh(m);

  std::string flipped = good;
  flipped[good.size() / 2] = static_cast<char>(flipped[good.size() / 2] ^ 0x10);
  std::string other_map = good;  // the same board under another key: refused as well
  const auto key_at = other_map.find("board v1\n") + 9 + 8;
  other_map[key_at] = other_map[key_at] == 'a' ? 'b' : 'a';
  const std::string damaged[] = {"",
                                 "garbage",
                                 good.substr(0, good.size() / 2),
                                 good.substr(0, good.size() - 1),
                                 good + "x",
                                 flipped,
                                 other_map};
  for (const std::string& bytes : damaged) {
    CAPTURE(bytes.size());
    write_bytes(file, bytes);
    const CachedBoard b = board_of(m);
    REQUIRE(b.board);
    CHECK_FALSE(b.from_cache);
    CHECK(bits(*b.board, b.disagreements) == expected);
    CHECK(read_bytes(file) == good);  // made anew, whole
    CHECK(board_of(m).from_cache);
  }
}

TEST_CASE("no cache directory, or one that cannot be written: the board is computed as before") {
  const Sandbox box("nowhere");
  const Map m = box.map();
  const std::string expected = fresh(m);
  {
    const EnvVar off("DIADOQUES_CACHE", "off");
    CHECK(board_cache_dir().empty());
    const CachedBoard b = board_of(m);
    REQUIRE(b.board);
    CHECK_FALSE(b.from_cache);
    CHECK(bits(*b.board, b.disagreements) == expected);
    CHECK(box.cache_files().empty());
  }
  {
    // The cache "directory" is a file: nothing can be written under it.
    write_bytes(box.dir / "blocked", "not a folder");
    const EnvVar xdg("XDG_CACHE_HOME", (box.dir / "blocked").string());
    for (int run = 0; run < 2; ++run) {
      const CachedBoard b = board_of(m);
      REQUIRE(b.board);
      CHECK_FALSE(b.from_cache);
      CHECK(bits(*b.board, b.disagreements) == expected);
    }
  }
}

TEST_CASE("board file: every truncation and every flipped byte of a board file is refused") {
  Board b;
  b.frame.outer = {{0, 0}, {10, 0}, {10, 10}};
  Region r;
  r.space = 7;
  r.pieces.push_back(Piece{{{1, 1}, {2, 1}, {2, 2}}, {{{1.5, 1.2}, {1.6, 1.2}, {1.6, 1.3}}}});
  r.area = 0.5;
  b.regions.push_back(r);
  b.lakes.push_back(NamedArea{"Lac", {Piece{{{3, 3}, {4, 3}, {4, 4}}, {}}}});
  b.borders.push_back(Border{3, 7, BorderKind::coast, {{{0, 0}, {1, 1}}}, 1.41});
  b.rivers.push_back(NamedPath{"Halys", {{0, 0}, {5, 5}}});
  b.problems = {"MAC: seed at sea"};
  const BoardOnFile content{b, {"EPI and EUB touch"}};
  const std::string bytes = encode_board(content, "key");

  auto back = decode_board(bytes, "key");
  REQUIRE(back);
  CHECK(encode_board(*back, "key") == bytes);
  CHECK(back->board.regions.at(0).space == 7);
  CHECK(back->board.borders.at(0).kind == BorderKind::coast);
  CHECK(back->disagreements == std::vector<std::string>{"EPI and EUB touch"});
  CHECK_FALSE(decode_board(bytes, "another key"));
  for (std::size_t n = 0; n < bytes.size(); ++n) {
    CAPTURE(n);
    CHECK_FALSE(decode_board(bytes.substr(0, n), "key"));
    std::string flipped = bytes;
    flipped[n] = static_cast<char>(flipped[n] ^ 0x01);
    CHECK_FALSE(decode_board(flipped, "key"));
  }
}

TEST_CASE("the cache keeps the latest boards only: older ones are removed when a board is stored") {
  const Sandbox box("prune");
  const fs::path dir = box.dir / "cache" / "diadoques";
  fs::create_directories(dir);
  // Boards of twenty earlier builds or edits, the oldest first.
  const auto long_ago = fs::file_time_type::clock::now() - std::chrono::hours(24 * 30);
  for (int i = 0; i < 20; ++i) {
    const fs::path old = dir / ("board-old" + std::to_string(100 + i) + ".bin");
    write_bytes(old, "an old board");
    fs::last_write_time(old, long_ago + std::chrono::minutes(i));
  }
  write_bytes(dir / "notes.txt", "not a board: left alone");
  // What runs killed while writing a board left: an old one is removed, a recent one (a run
  // writing now) is left.
  write_bytes(dir / ".board-killed.bin.1.1.tmp", "half a board");
  fs::last_write_time(dir / ".board-killed.bin.1.1.tmp", long_ago);
  write_bytes(dir / ".board-writing.bin.2.1.tmp", "half a board");
  const Map m = box.map();
  REQUIRE(board_of(m).board);
  const auto files = box.cache_files();
  CHECK(files.size() == 18);  // 16 boards, the notes and the file being written
  CHECK(std::find(files.begin(), files.end(), ".board-killed.bin.1.1.tmp") == files.end());
  CHECK(std::find(files.begin(), files.end(), ".board-writing.bin.2.1.tmp") != files.end());
  CHECK(std::find(files.begin(), files.end(), board_cache_file(m).filename().string()) !=
        files.end());
  CHECK(std::find(files.begin(), files.end(), "notes.txt") != files.end());
  CHECK(std::find(files.begin(), files.end(), "board-old119.bin") != files.end());  // newest old
  CHECK(std::find(files.begin(), files.end(), "board-old100.bin") == files.end());  // oldest
  CHECK(board_of(m).from_cache);
}
