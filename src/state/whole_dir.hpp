#pragma once
// A directory made, or replaced, whole: built beside its place and published by one rename, so
// that a command killed at any point (kill -9, a power cut) leaves either the directory as it
// was or the new one, never half of it (issue 34). `new` makes a game with it, `club site`
// replaces the results site.
//
//   <parent>/.<name>.diadoques-new/   the new directory while it is built (every file and folder
//                                     fsync'ed), with a marker file `.diadoques-published`
//   publish:  renamed <parent>/<name> when that is missing or an empty directory; otherwise
//             exchanged with it (renameat2 RENAME_EXCHANGE: both names always whole), the old
//             one then removed from the staging name. The marker stays until the command's
//             lock file says it is done (cli::run_locked_beside), then goes (recover_whole_dir).
//
// A run killed before the rename leaves only the staging folder, which the next run removes
// (recover). A run killed after it leaves the new directory, with the marker when it was killed
// before removing it: recover() removes the marker and says the directory was published, so
// that `new` run again after such a kill says its game is made instead of refusing a directory
// that "already exists".
//
// The caller serialises the runs on one target (cli/game_lock.hpp: the lock beside it).
#include <filesystem>
#include <string_view>
#include <vector>

namespace dia::state {

class WholeDir {
 public:
  enum class Start {
    empty,       // the new directory starts empty
    copy_of_old  // it starts as the old one (its files hard-linked, so they keep their dates)
  };
  // `target` must be missing, an empty directory (Start::empty), or any directory
  // (Start::copy_of_old). Makes the staging folder (removing a leftover one).
  WholeDir(std::filesystem::path target, Start start);
  WholeDir(const WholeDir&) = delete;
  WholeDir& operator=(const WholeDir&) = delete;
  ~WholeDir();  // unpublished: the staging folder is removed

  // A file of the new directory (`rel` relative to it), its folders made as needed.
  void write(const std::filesystem::path& rel, std::string_view content);
  // A folder of the new directory, possibly empty.
  void make_dir(const std::filesystem::path& rel);

  // Syncs everything and publishes: one rename (or exchange). Throws std::runtime_error if it
  // cannot; the target is then as it was. The new directory holds the marker until
  // recover_whole_dir() is run.
  void publish();

  // The target, absolute and without a trailing '/'.
  const std::filesystem::path& target() const { return target_; }

 private:
  std::filesystem::path target_;
  std::filesystem::path staging_;
  std::vector<std::filesystem::path> dirs_;  // made in the staging folder: fsync'ed at publish
  bool published_ = false;
};

// Beside `target`: `.<name>.diadoques-new` (its staging folder) and `.<name>.diadoques.lock` (the
// lock of the commands that make or replace it, cli/game_lock.hpp).
std::filesystem::path whole_dir_staging(const std::filesystem::path& target);
std::filesystem::path whole_dir_lock(const std::filesystem::path& target);

// Run before anything else by the command that makes or replaces `target`, under its lock:
// removes what a killed run of it left (its staging folder; an old directory set aside by the
// fallback of publish, put back). Returns true when the target was published by a run killed
// just after (its marker was still there, now removed).
bool recover_whole_dir(const std::filesystem::path& target);

// Whether `target` was published by a run killed before it removed the marker (what
// recover_whole_dir would finish): the directory is the command's own, not one found there.
bool published_by_killed_run(const std::filesystem::path& target);

// `dir` absolute, normalised, without a trailing '/'.
std::filesystem::path whole_dir_path(const std::filesystem::path& dir);

}  // namespace dia::state
