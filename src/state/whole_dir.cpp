#include "state/whole_dir.hpp"

#include <fcntl.h>
#include <stdio.h>  // renameat2
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <system_error>

#include <fmt/format.h>

#include "state/durable.hpp"

namespace dia::state {
namespace fs = std::filesystem;

namespace {

// Inside the new directory until its publication is over: see whole_dir.hpp.
constexpr const char* marker_name = ".diadoques-published";

fs::path beside(const fs::path& target, const char* suffix) {
  return target.parent_path() / ("." + target.filename().string() + suffix);
}

// publish()'s fallback where the file system cannot exchange two names: the old directory is
// renamed here, the new one into place, then the old one removed.
fs::path set_aside(const fs::path& target) {
  return beside(target, ".diadoques-old");
}

bool empty_dir(const fs::path& dir) {
  std::error_code ec;
  return fs::is_directory(dir, ec) && fs::is_empty(dir, ec);
}

}  // namespace

fs::path whole_dir_path(const fs::path& dir) {
  fs::path p = fs::absolute(dir).lexically_normal();
  if (!p.has_filename() && p.has_parent_path()) p = p.parent_path();  // "site/"
  // A symlink to the directory (a web server's document root) stays: what it names is replaced.
  std::error_code ec;
  if (fs::is_symlink(p, ec)) p = fs::canonical(p);
  return p;
}

fs::path whole_dir_staging(const fs::path& target) {
  return beside(target, ".diadoques-new");
}

fs::path whole_dir_lock(const fs::path& target) {
  return beside(target, ".diadoques.lock");
}

bool recover_whole_dir(const fs::path& target) {
  const fs::path old = set_aside(target);
  if (present(old)) {
    // Killed between publish's two renames: the old directory goes back (present(target): the
    // new one is in place already, the old one is only to remove).
    if (!present(target)) {
      rename_path(old, target);
      sync_dir(target.parent_path());
    } else {
      fs::remove_all(old);
    }
  }
  // Never published, or the old directory after an exchange: scratch either way.
  if (present(whole_dir_staging(target))) fs::remove_all(whole_dir_staging(target));
  if (present(target / marker_name)) {
    fs::remove(target / marker_name);
    sync_dir(target);
    return true;
  }
  return false;
}

bool published_by_killed_run(const fs::path& target) {
  return present(target / marker_name);
}

WholeDir::WholeDir(fs::path target, Start start)
    : target_(whole_dir_path(target)), staging_(whole_dir_staging(target_)) {
  if (present(staging_)) fs::remove_all(staging_);
  make_dirs(target_.parent_path());
  state::make_dir(staging_);
  dirs_.push_back(staging_);
  std::error_code ec;
  if (start != Start::copy_of_old || !fs::is_directory(target_, ec)) return;
  // Every entry of the old directory: folders made, files hard-linked (their bytes and dates
  // kept; write() unlinks before it writes, so an old file is never changed in place).
  for (auto it = fs::recursive_directory_iterator(target_); it != fs::end(it); ++it) {
    const fs::path rel = it->path().lexically_relative(target_);
    const fs::path to = staging_ / rel;
    if (it->is_symlink()) {
      fs::copy_symlink(it->path(), to);
    } else if (it->is_directory()) {
      state::make_dir(to);
      dirs_.push_back(to);
    } else if (it->is_regular_file()) {
      fs::create_hard_link(it->path(), to, ec);
      if (ec) {  // a file system without hard links: a copy, with its date
        fs::copy_file(it->path(), to);
        fs::last_write_time(to, fs::last_write_time(it->path()));
      }
    }
  }
}

WholeDir::~WholeDir() {
  if (published_) return;
  std::error_code ec;
  fs::remove_all(staging_, ec);
}

void WholeDir::make_dir(const fs::path& rel) {
  fs::path dir = staging_;
  for (const auto& part : rel.lexically_normal()) {
    if (part.empty() || part == ".") continue;
    if (part == "..")
      throw std::runtime_error(fmt::format("{}: outside the directory", rel.string()));
    dir /= part;
    if (!present(dir)) {
      state::make_dir(dir);
      dirs_.push_back(dir);
    }
  }
}

void WholeDir::write(const fs::path& rel, std::string_view content) {
  make_dir(rel.parent_path());
  const fs::path file = staging_ / rel.lexically_normal();
  if (present(file)) fs::remove(file);  // a hard link to the old directory's file
  write_synced(file, content);
}

void WholeDir::publish() {
  write_synced(staging_ / marker_name, "");
  for (auto it = dirs_.rbegin(); it != dirs_.rend(); ++it) sync_dir(*it);
  const fs::path parent = target_.parent_path();
  if (!present(target_) || empty_dir(target_)) {
    rename_path(staging_, target_);  // replaces an empty directory
  } else if (::renameat2(AT_FDCWD, staging_.c_str(), AT_FDCWD, target_.c_str(), RENAME_EXCHANGE) !=
             0) {
    if (errno != EINVAL && errno != ENOSYS)
      throw std::runtime_error(fmt::format("cannot replace {} by {}: {}", target_.string(),
                                           staging_.string(), std::strerror(errno)));
    // No exchange on this file system: two renames, which recover_whole_dir() completes.
    const fs::path old = set_aside(target_);
    if (present(old)) fs::remove_all(old);
    rename_path(target_, old);
    rename_path(staging_, target_);
    published_ = true;
    sync_dir(parent);
    fs::remove_all(old);
  }
  published_ = true;
  sync_dir(parent);
  // After an exchange the staging name holds the old directory.
  if (present(staging_)) fs::remove_all(staging_);
  // The marker stays: the caller's lock says the command is done, then recover_whole_dir()
  // removes it (cli::run_locked_beside).
}

}  // namespace dia::state
