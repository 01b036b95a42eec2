#pragma once
// The commands that write a game directory run under its lock (src/game/lock.hpp).
#include <filesystem>
#include <functional>
#include <iosfwd>
#include <string>

namespace dia::cli {

// Runs `body` while holding the lock of the game in `dir` for `command` ("adjudicate") and
// returns its exit code; if another command keeps the lock past the wait, prints why on `err`
// and returns 1 without running `body`.
//
// Once it holds the lock, it first finishes or removes the write of a command killed halfway
// (state::recover_game_write) and says so on `err`; when that write was this same command's
// (`adjudicate` run again after its crash), what was asked is done: it returns 0 without
// running `body`, which would otherwise adjudicate the next season or redo it a second time.
//
// The wait is 3 s, or DIA_LOCK_WAIT_MS milliseconds. Test hook: DIA_TEST_HOLD_LOCK_MS makes the
// command hold the lock that long before it starts, so that a test can start a second command
// while the first one runs.
int run_locked(const std::string& command, const std::filesystem::path& dir, std::ostream& err,
               const std::function<int()>& body);

}  // namespace dia::cli
