// The game directory's lock (src/game/lock.hpp): one holder at a time, a clear refusal naming
// the holder, and nothing left behind. flock(2) locks belong to an open file, so two
// acquisitions in one process conflict as two processes would (tests/e2e/locking.sh runs two).
#include <doctest/doctest.h>

#include <unistd.h>
#include <chrono>
#include <filesystem>
#include <optional>
#include <string>

#include "game/lock.hpp"

using namespace dia;
namespace fs = std::filesystem;
using std::chrono::milliseconds;

namespace {
struct TempDir {
  fs::path path = fs::temp_directory_path() / ("dia-lock-test-" + std::to_string(::getpid()));
  TempDir() { fs::create_directories(path); }
  ~TempDir() { fs::remove_all(path); }
};
}  // namespace

TEST_CASE("game lock: a second command is refused, naming the game and the holder") {
  TempDir dir;
  std::optional<game::GameLock> first =
      game::GameLock::acquire(dir.path, "adjudicate", milliseconds(0));
  CHECK(fs::exists(game::lock_file(dir.path)));
  std::string message;
  try {
    game::GameLock::acquire(dir.path, "new", milliseconds(120));
  } catch (const game::GameBusy& e) {
    message = e.what();
  }
  CHECK(message.find("the game " + dir.path.string() + " is in use") != std::string::npos);
  CHECK(message.find("(adjudicate, process " + std::to_string(::getpid()) + ")") !=
        std::string::npos);
  CHECK(message.find("nothing was changed") != std::string::npos);

  first.reset();
  CHECK_FALSE(fs::exists(game::lock_file(dir.path)));  // the directory is left as it was
  game::GameLock again = game::GameLock::acquire(dir.path, "adjudicate", milliseconds(0));
  CHECK(fs::exists(game::lock_file(dir.path)));
}
