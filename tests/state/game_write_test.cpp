// state::GameWrite (issue 34): a game's writes all or nothing, a killed write finished or removed
// by the next command. The kill itself is tested on the whole program (tests/crash/crash.sh);
// here, the states a kill can leave, made by hand, and what recovery makes of them.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <map>
#include <stdexcept>
#include <string>

#include "state/durable.hpp"
#include "temp_tree.hpp"
#include "state/game_write.hpp"

namespace fs = std::filesystem;
using dia::state::GameWrite;
using dia::state::read_file;
using dia::state::recover_game_write;

using dia::test::tree;

namespace {

// A fresh folder of this test file's own.
struct TempDir : dia::test::TempDir {
  TempDir() : dia::test::TempDir("dia-gw-") {}
};

void put(const fs::path& file, const std::string& text) {
  fs::create_directories(file.parent_path());
  dia::state::write_file_atomically(file, text);
}

// A game with an adjudicated spring whose results are redone: the old results move to
// results.previous-1, the new ones and summer's state replace them.
void redo(GameWrite& w, const fs::path& g) {
  w.move(g / "seasons/001/results", g / "seasons/001/results.previous-1");
  w.create_dir(g / "seasons/001/results");
  w.write(g / "seasons/001/results/public.txt", "new public");
  w.write(g / "seasons/001/results/private/a.txt", "new a");
  w.write(g / "seasons/002/state.yaml", "new summer");
  w.ensure_dir(g / "seasons/002/orders");
}

void old_game(const fs::path& g) {
  put(g / "seasons/001/state.yaml", "spring");
  put(g / "seasons/001/results/public.txt", "old public");
  put(g / "seasons/002/state.yaml", "old summer");
  put(g / "seasons/002/orders/b.txt", "summer orders");
}

}  // namespace

TEST_CASE("a game write publishes new folders whole, replaces files and moves old ones") {
  TempDir d;
  old_game(d.path);
  GameWrite w(d.path, "adjudicate --redo 001");
  redo(w, d.path);
  w.commit();
  CHECK(tree(d.path) == std::map<std::string, std::string>{
                            {"seasons", "<dir>"},
                            {"seasons/001", "<dir>"},
                            {"seasons/001/state.yaml", "spring"},
                            {"seasons/001/results", "<dir>"},
                            {"seasons/001/results/public.txt", "new public"},
                            {"seasons/001/results/private", "<dir>"},
                            {"seasons/001/results/private/a.txt", "new a"},
                            {"seasons/001/results.previous-1", "<dir>"},
                            {"seasons/001/results.previous-1/public.txt", "old public"},
                            {"seasons/002", "<dir>"},
                            {"seasons/002/state.yaml", "new summer"},
                            {"seasons/002/orders", "<dir>"},
                            {"seasons/002/orders/b.txt", "summer orders"},
                        });
}

TEST_CASE("a write that fails before its commit leaves the game as it was") {
  TempDir d;
  old_game(d.path);
  const auto before = tree(d.path);
  {
    GameWrite w(d.path, "adjudicate --redo 001");
    int files = 0;
    w.before_write = [&](const fs::path&) {
      if (++files == 3) throw std::runtime_error("injected failure");
    };
    CHECK_THROWS_WITH(redo(w, d.path), "injected failure");
  }
  CHECK(tree(d.path) == before);
}

TEST_CASE("recovery removes a write staged but not committed (killed before its commit)") {
  TempDir d;
  old_game(d.path);
  const auto before = tree(d.path);
  put(d.path / ".diadoques-write.new/0/public.txt", "half staged");
  CHECK_FALSE(recover_game_write(d.path).has_value());
  CHECK(tree(d.path) == before);
}

TEST_CASE("recovery finishes a committed write from any point of its moves, and says which") {
  // The committed journal replayed after each number of its moves already made: the same game.
  TempDir clean;
  old_game(clean.path);
  {
    GameWrite w(clean.path, "adjudicate --redo 001");
    redo(w, clean.path);
    w.commit();
  }
  const auto expected = tree(clean.path);
  ::setenv("DIA_LOCK_WAIT_MS", "0", 1);  // no live command finishes it: no need to wait
  for (int made = 0; made <= 4; ++made) {
    CAPTURE(made);
    TempDir d;
    old_game(d.path);
    const fs::path g = d.path;
    put(g / ".diadoques-write/0/public.txt", "new public");
    put(g / ".diadoques-write/0/private/a.txt", "new a");
    put(g / ".diadoques-write/1", "new summer");
    put(g / ".diadoques-write/journal",
        "diadoques-write 1\n"
        "what\tadjudicate --redo 001\n"
        "move\tseasons/001/results\tseasons/001/results.previous-1\n"
        "put\t.diadoques-write/0\tseasons/001/results\n"
        "put\t.diadoques-write/1\tseasons/002/state.yaml\n"
        "mkdir\tseasons/002/orders\n");
    // The first `made` moves as the killed command made them.
    if (made >= 1) fs::rename(g / "seasons/001/results", g / "seasons/001/results.previous-1");
    if (made >= 2) fs::rename(g / ".diadoques-write/0", g / "seasons/001/results");
    if (made >= 3) fs::rename(g / ".diadoques-write/1", g / "seasons/002/state.yaml");
    CHECK_THROWS_WITH(dia::state::check_no_pending_write(g),
                      doctest::Contains("`adjudicate --redo 001` was interrupted"));
    CHECK(recover_game_write(g) == std::optional<std::string>("adjudicate --redo 001"));
    CHECK(tree(g) == expected);
    CHECK_FALSE(recover_game_write(g).has_value());  // nothing left: done once
    CHECK_NOTHROW(dia::state::check_no_pending_write(g));
  }
}

TEST_CASE("a write finished but not let go (killed before its lock file went) is known done") {
  TempDir d;
  CHECK(recover_game_write(d.path, "adjudicate, process 12\ndone\tadjudicate 001\n") ==
        std::optional<std::string>("adjudicate 001"));
  CHECK_FALSE(recover_game_write(d.path, "adjudicate, process 12\n").has_value());
  // The journal being removed (.done): known from it.
  put(d.path / ".diadoques-write.done/journal", "diadoques-write 1\nwhat\trollback --to 001\n");
  CHECK(recover_game_write(d.path) == std::optional<std::string>("rollback --to 001"));
  CHECK(tree(d.path).empty());
}
