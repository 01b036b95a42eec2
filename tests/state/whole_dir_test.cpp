// state::WholeDir (issue 34): a directory made or replaced whole, by one rename. The kill itself
// is tested on the whole program (tests/crash/crash.sh: new, club site); here, what publishing
// leaves, and what recovery makes of the states a kill can leave, made by hand.
#include <doctest/doctest.h>

#include <sys/stat.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>

#include "state/durable.hpp"
#include "temp_tree.hpp"
#include "state/whole_dir.hpp"

namespace fs = std::filesystem;
using dia::state::read_file;
using dia::state::recover_whole_dir;
using dia::state::WholeDir;

using dia::test::tree;

namespace {

// A fresh folder of this test file's own.
struct TempDir : dia::test::TempDir {
  TempDir() : dia::test::TempDir("dia-wd-") {}
};

ino_t inode(const fs::path& file) {
  struct stat st {};
  REQUIRE(::stat(file.c_str(), &st) == 0);
  return st.st_ino;
}

}  // namespace

TEST_CASE("a directory made whole appears by one rename, and nothing is left beside it") {
  TempDir d;
  const fs::path game = d.path / "game";
  {
    WholeDir w(game, WholeDir::Start::empty);
    w.write("game.yaml", "name: g\n");
    w.write("seasons/001/state.yaml", "spring");
    w.make_dir("seasons/001/orders");
    // Built beside: the game does not exist until it is published.
    CHECK_FALSE(fs::exists(game));
    CHECK(fs::exists(d.path / ".game.diadoques-new/seasons/001/state.yaml"));
    w.publish();
  }
  // The marker says "published" until the command's lock says it is done (recover removes it).
  CHECK(fs::exists(game / ".diadoques-published"));
  CHECK(recover_whole_dir(game));
  CHECK(tree(d.path) ==
        std::map<std::string, std::string>{{"game", "<dir>"},
                                           {"game/game.yaml", "name: g\n"},
                                           {"game/seasons", "<dir>"},
                                           {"game/seasons/001", "<dir>"},
                                           {"game/seasons/001/orders", "<dir>"},
                                           {"game/seasons/001/state.yaml", "spring"}});
  CHECK_FALSE(recover_whole_dir(game));  // nothing more to do
}

TEST_CASE("a directory never published leaves nothing, and a killed one's leftover is removed") {
  TempDir d;
  const fs::path game = d.path / "game";
  {
    WholeDir w(game, WholeDir::Start::empty);
    w.write("game.yaml", "abandoned");
  }
  CHECK(tree(d.path).empty());
  // A kill before the rename leaves the staging folder: the next run removes it, no game made.
  fs::create_directories(d.path / ".game.diadoques-new/seasons");
  dia::state::write_file_atomically(d.path / ".game.diadoques-new/game.yaml", "half");
  CHECK_FALSE(recover_whole_dir(game));
  CHECK(tree(d.path).empty());
}

TEST_CASE("an empty directory made beforehand is replaced by the new one") {
  TempDir d;
  fs::create_directories(d.path / "game");
  WholeDir w(d.path / "game/", WholeDir::Start::empty);
  w.write("game.yaml", "g");
  w.publish();
  CHECK(read_file(d.path / "game/game.yaml") == "g");
}

TEST_CASE("a directory replaced whole keeps its unchanged files as they were, dates included") {
  TempDir d;
  const fs::path site = d.path / "site";
  dia::state::write_file_atomically(site / "index.html", "old index");
  dia::state::write_file_atomically(site / "fr/g-a/001.html", "spring");
  dia::state::write_file_atomically(site / "notes.txt", "the GM's own file");
  const auto spring_date = fs::last_write_time(site / "fr/g-a/001.html");
  const ino_t spring_inode = inode(site / "fr/g-a/001.html");
  const ino_t old_index_inode = inode(site / "index.html");
  {
    WholeDir w(site, WholeDir::Start::copy_of_old);
    w.write("index.html", "new index");
    w.write("fr/g-a/002.html", "summer");
    // The old site is untouched until the exchange, even the file rewritten in the copy.
    CHECK(read_file(site / "index.html") == "old index");
    CHECK_FALSE(fs::exists(site / "fr/g-a/002.html"));
    w.publish();
  }
  recover_whole_dir(site);
  CHECK(tree(site) == std::map<std::string, std::string>{{"fr", "<dir>"},
                                                         {"fr/g-a", "<dir>"},
                                                         {"fr/g-a/001.html", "spring"},
                                                         {"fr/g-a/002.html", "summer"},
                                                         {"index.html", "new index"},
                                                         {"notes.txt", "the GM's own file"}});
  CHECK(inode(site / "fr/g-a/001.html") == spring_inode);
  CHECK(fs::last_write_time(site / "fr/g-a/001.html") == spring_date);
  CHECK(inode(site / "index.html") != old_index_inode);
  CHECK(tree(d.path).count(".site.diadoques-new") == 0);
}

TEST_CASE("an old directory set aside by a killed two-rename publication is put back") {
  TempDir d;
  const fs::path site = d.path / "site";
  // Killed between the fallback's renames: the old site aside, the new one still staged.
  dia::state::write_file_atomically(d.path / ".site.diadoques-old/index.html", "old");
  dia::state::write_file_atomically(d.path / ".site.diadoques-new/index.html", "new");
  CHECK_FALSE(recover_whole_dir(site));
  CHECK(tree(d.path) ==
        std::map<std::string, std::string>{{"site", "<dir>"}, {"site/index.html", "old"}});
}

TEST_CASE("read_file names the file it cannot read") {
  CHECK_THROWS_WITH(read_file("/nonexistent/dia/file.yaml"),
                    doctest::Contains("/nonexistent/dia/file.yaml"));
}
