#pragma once
// The file operations every all-or-nothing write is made of (issue 34), each one durable when it
// returns: a file written is fsync'ed, a directory whose entries changed (a file made, a rename)
// is fsync'ed too, so that a power cut right after keeps it. Used by state/game_write (a
// command's writes to a game), state/whole_dir (a directory made or replaced whole) and the
// outbox. Each throws std::runtime_error naming the path and the system's reason. (They replace
// state/file_transaction, whose renames one by one left half a write when killed.)
#include <filesystem>
#include <string>
#include <string_view>

namespace dia::state {

// fsync of a directory: its entries (a file created, a rename) survive a power cut.
void sync_dir(const std::filesystem::path& dir);
// Writes `content` to `path` (created or truncated) and fsyncs it.
void write_synced(const std::filesystem::path& path, std::string_view content);
// mkdir(2): `dir` must not exist, its parent must.
void make_dir(const std::filesystem::path& dir);
// Creates `dir` and its missing parents, each one made durable in its parent.
void make_dirs(const std::filesystem::path& dir);
// rename(2), atomic: `to` is replaced (a file, or an empty directory).
void rename_path(const std::filesystem::path& from, const std::filesystem::path& to);
// Whether anything (even a dangling symlink) has this name.
bool present(const std::filesystem::path& p);

// One file replaced whole: written beside it (`<name>.tmp`), fsync'ed, renamed over it, its
// folder fsync'ed (the folder is made if missing). A kill leaves the old file or the new one.
void write_file_atomically(const std::filesystem::path& path, std::string_view content);

// Reads a whole file; throws std::runtime_error naming the file if it cannot.
std::string read_file(const std::filesystem::path& path);

}  // namespace dia::state
