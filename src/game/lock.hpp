#pragma once
// The game directory's lock (DESIGN.md: src/game/ holds the GM's workflow, locking included).
// Every command that writes a game directory (`new`, `adjudicate`, ...) holds it from the first
// read of what it will change to its last write, so two commands started at once on one game
// never both write it: the second one waits a little, then refuses and names the holder.
//
// The lock is an advisory flock(2) on `<game>/.diadoques.lock`, a file that exists only while a
// command holds it and tells who does ("adjudicate, process 1234"). The kernel drops a flock
// when its process ends, so a crashed command never leaves the game locked.
#include <chrono>
#include <filesystem>
#include <stdexcept>
#include <string>

namespace dia::game {

// Another command holds the lock: what() names the game and that command.
class GameBusy : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class GameLock {
 public:
  // Takes the lock of the game directory `dir` (which must exist) for `command`, retrying for
  // up to `wait`. Throws GameBusy if another command still holds it then, std::runtime_error if
  // the lock file cannot be made.
  static GameLock acquire(const std::filesystem::path& dir, const std::string& command,
                          std::chrono::milliseconds wait);
  // The same with the lock file `file`, for what is not a game yet or not a game: a directory
  // made or replaced whole (state/whole_dir.hpp) is locked by a file beside it. `what` names it
  // in the refusal ("the game games/g-a").
  static GameLock acquire_file(const std::filesystem::path& file, const std::string& what,
                               const std::string& command, std::chrono::milliseconds wait);

  GameLock(GameLock&& other) noexcept;
  GameLock& operator=(GameLock&&) = delete;
  GameLock(const GameLock&) = delete;
  GameLock& operator=(const GameLock&) = delete;
  ~GameLock();  // releases the lock and removes the lock file

  // What the lock file held when the lock was taken: "" unless a command was killed holding it
  // (then its holder line, and "done\t<what>" if its write was finished: state/game_write.hpp).
  const std::string& left_by_previous() const { return left_; }
  // Whether that was a `command` killed after its work was done (mark_done below).
  bool previous_done(const std::string& command) const;
  // Adds "done\t<what>" to the lock file, fsync'ed: a run killed from here on, before it lets go
  // of the lock, is known by the next one to have done its work.
  void mark_done(const std::string& what);

 private:
  GameLock(int fd, std::filesystem::path file, std::string left)
      : fd_(fd), file_(std::move(file)), left_(std::move(left)) {}
  int fd_ = -1;
  std::filesystem::path file_;
  std::string left_;
};

// `<dir>/.diadoques.lock`.
std::filesystem::path lock_file(const std::filesystem::path& dir);

}  // namespace dia::game
