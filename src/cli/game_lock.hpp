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
// running `body`, which would otherwise adjudicate the next season or redo it a second time;
// `resume`, when given, is run instead (and its exit code returned): what the command does after
// its write (`mail --send` hands the outbox over).
//
// The wait is 3 s, or DIA_LOCK_WAIT_MS milliseconds. Test hook: DIA_TEST_HOLD_LOCK_MS makes the
// command hold the lock that long before it starts, so that a test can start a second command
// while the first one runs.
int run_locked(const std::string& command, const std::filesystem::path& dir, std::ostream& err,
               const std::function<int()>& body, const std::function<int()>& resume = {});

// For the commands that make or replace a whole directory (state/whole_dir.hpp): `new` and
// `club game` (a game), `club new` (a club), `club site` (the site). Runs `body` holding the lock
// beside `target` (`<parent>/.<name>.diadoques.lock`, the parent made if missing), since the
// target itself may not exist yet and is replaced by a rename. Same wait, test hook and refusal
// as run_locked.
//
// When `body` returns 0 the lock file says the command is done (GameLock::mark_done), then
// `finish` removes what told a killed run's successor that the work was done (the marker of
// state/whole_dir.hpp): so from the moment the work is done to the moment the lock is let go,
// one of the two says so. With `once`, a run that finds the lock file of a run of the same
// command killed after it was done says so, runs `finish` and returns 0 without running `body`
// (`new` run again after such a kill has made its game: it must not refuse it as existing).
int run_locked_beside(const std::string& command, const std::filesystem::path& target,
                      std::ostream& err, const std::function<int()>& body,
                      const std::function<void()>& finish, bool once);

}  // namespace dia::cli
