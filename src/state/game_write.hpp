#pragma once
// A command's writes to a game directory, all or nothing even when the process is killed
// (kill -9, Ctrl-C, a power cut) halfway (issue 34). `adjudicate` (and --redo), `rollback`,
// `inbox` and the outbox write through it.
//
// How (a journal, committed by ONE rename):
//   1. stage: every new file and new directory is written under <game>/.diadoques-write.new/,
//      each file and directory fsync'ed; then the journal (the list of moves that publish them,
//      and of existing files or folders to move, e.g. into archive/) is written there, fsync'ed.
//   2. commit: `.diadoques-write.new` is renamed `.diadoques-write` (and the game folder
//      fsync'ed). This one rename decides: before it, nothing outside the staging folder was
//      touched and the write did not happen; after it, the write happened and is only finished.
//   3. apply: each move of the journal in order, each one idempotent (done when its staged source
//      is gone, or its target exists), the folders it touched fsync'ed. Then the game's lock file
//      (held by the command) gets a line "done\t<what>".
//   4. done: `.diadoques-write` is renamed `.diadoques-write.done`, which is removed. The lock
//      file goes when the command lets go of the lock; if it is killed before, the next command
//      reads "done" there and knows the write finished (a `--redo` run again after such a kill
//      does not redo the season a second time).
// Recovery (recover_game_write), run by every writing command under the game's lock before it
// reads anything: a leftover `.new` is removed (rolled back), a leftover `.diadoques-write` is
// applied again to its end (rolled forward), a `.done` removed. Readers (GameDir::season_ids)
// refuse a game whose committed write is not finished (check_no_pending_write), so no reader
// takes half a season for a whole one.
//
// Only one GameWrite runs at a time in a game: the caller holds the game's lock (game/lock.hpp).
#include <filesystem>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dia::state {

class GameWrite {
 public:
  // `root` is the game directory; `what` ("adjudicate 001-spring-319") is recorded in the journal
  // and named by the recovery that finishes it.
  GameWrite(std::filesystem::path root, std::string what);
  GameWrite(const GameWrite&) = delete;
  GameWrite& operator=(const GameWrite&) = delete;
  ~GameWrite();  // an uncommitted write removes its staging folder

  // A directory that must not exist yet: it appears whole, with every file write() puts under
  // it, by one rename.
  void create_dir(const std::filesystem::path& dir);
  // A file, new or replacing an old one (under a create_dir() directory, or renamed into place
  // by itself). Written twice, the last content wins.
  void write(const std::filesystem::path& path, std::string_view content);
  // An existing file or directory moved to `to`, which must not exist (its parents are made).
  void move(const std::filesystem::path& from, const std::filesystem::path& to);
  // A directory that exists once committed (made empty if missing).
  void ensure_dir(const std::filesystem::path& dir);

  // Stages, commits and applies. Throws std::runtime_error: before the commit, after removing
  // the staging (the game is as it was); after it, if a move fails, leaving the journal for the
  // next command to finish.
  void commit();

  // Test hook: called with each file's target before it is staged; throwing from it simulates a
  // failure between two writes (the game is left as it was).
  std::function<void(const std::filesystem::path&)> before_write;

 private:
  struct Op {
    enum Kind { put, move, mkdir } kind;
    std::filesystem::path from;  // relative to the game; put: inside the staging folder
    std::filesystem::path to;    // relative to the game
  };
  std::filesystem::path root_;
  std::string what_;
  std::vector<Op> ops_;
  std::map<std::filesystem::path, std::filesystem::path> staged_;  // target → staged path
  std::vector<std::filesystem::path> staged_dirs_;                // fsync'ed at commit
  int next_ = 0;
  bool started_ = false;
  bool done_ = false;

  std::filesystem::path relative(const std::filesystem::path& p) const;
  std::filesystem::path staging() const;
  void start();
  std::filesystem::path stage_name();
  void discard() noexcept;
};

// At the start of every writing command, under the lock: finishes a committed write left by a
// killed command, removes an uncommitted one. `lock_before` is what the lock file held when the
// lock was taken (a killed command's, when it could not remove it): a write applied to its end
// leaves "done\t<what>" there. Returns what the finished write was ("adjudicate
// 001-spring-319"), or nothing when no command was killed after its commit. Idempotent.
std::optional<std::string> recover_game_write(const std::filesystem::path& root,
                                              const std::string& lock_before = "");

// For readers: throws std::runtime_error when a committed write is not finished (after waiting a
// little for a command that is finishing it), naming what it was and how it gets finished.
void check_no_pending_write(const std::filesystem::path& root);

}  // namespace dia::state
