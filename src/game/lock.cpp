#include "game/lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <thread>
#include <utility>

#include <fmt/format.h>

#include "common/text.hpp"

namespace dia::game {
namespace fs = std::filesystem;

namespace {

// The whole lock file: its holder's line, and what a finished write added (game_write.hpp).
std::string content_of(int fd) {
  char buf[1024];
  const ssize_t n = ::pread(fd, buf, sizeof buf, 0);
  return n > 0 ? std::string(buf, static_cast<std::size_t>(n)) : "";
}

// What the holder wrote in the lock file ("adjudicate, process 1234"), or "" if nothing yet.
std::string holder_of(int fd) {
  const std::string content = content_of(fd);
  return std::string(trim(std::string_view(content).substr(0, content.find('\n'))));
}

// Whether `fd` is still the file at `file`: a holder removes the file before it lets go, so a
// lock taken on a file opened just before that removal guards nothing.
bool still_the_lock_file(int fd, const fs::path& file) {
  struct stat held {};
  struct stat now {};
  return ::fstat(fd, &held) == 0 && ::stat(file.c_str(), &now) == 0 && held.st_dev == now.st_dev &&
         held.st_ino == now.st_ino;
}

void write_holder(int fd, const std::string& command) {
  const std::string who = fmt::format("{}, process {}\n", command, ::getpid());
  // Informative only (the flock is the lock): a short write loses nothing but the message.
  if (::ftruncate(fd, 0) == 0 && ::pwrite(fd, who.data(), who.size(), 0) < 0) return;
}

}  // namespace

fs::path lock_file(const fs::path& dir) {
  return dir / ".diadoques.lock";
}

GameLock GameLock::acquire(const fs::path& dir, const std::string& command,
                           std::chrono::milliseconds wait) {
  return acquire_file(lock_file(dir), "the game " + dir.string(), command, wait);
}

GameLock GameLock::acquire_file(const fs::path& file, const std::string& what,
                                const std::string& command, std::chrono::milliseconds wait) {
  const auto deadline = std::chrono::steady_clock::now() + wait;
  for (;;) {
    const int fd = ::open(file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0)
      throw std::runtime_error(
          fmt::format("cannot create the lock file {}: {}", file.string(), std::strerror(errno)));
    if (::flock(fd, LOCK_EX | LOCK_NB) == 0) {
      if (still_the_lock_file(fd, file)) {
        std::string left = content_of(fd);  // a killed holder's, if it could not remove it
        write_holder(fd, command);
        return GameLock(fd, file, std::move(left));
      }
      ::close(fd);  // its holder removed it as we opened it: take the new one
      continue;
    }
    const int error = errno;
    const std::string holder = holder_of(fd);
    ::close(fd);
    if (error != EWOULDBLOCK && error != EINTR)
      throw std::runtime_error(
          fmt::format("cannot lock {}: {}", file.string(), std::strerror(error)));
    if (std::chrono::steady_clock::now() >= deadline)
      throw GameBusy(
          fmt::format("{} is in use: another diadoques command{} holds its lock ({}); nothing "
                      "was changed; run this command again once it has finished",
                      what, holder.empty() ? "" : " (" + holder + ")", file.filename().string()));
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
}

bool GameLock::previous_done(const std::string& command) const {
  const std::string line = "\ndone\t" + command + "\n";
  return left_.find(line) != std::string::npos;
}

void GameLock::mark_done(const std::string& what) {
  const std::string content = content_of(fd_);
  const std::string text = content.substr(0, content.find('\n')) + "\ndone\t" + what + "\n";
  if (::pwrite(fd_, text.data(), text.size(), 0) != static_cast<ssize_t>(text.size()) ||
      ::ftruncate(fd_, static_cast<off_t>(text.size())) != 0 || ::fsync(fd_) != 0)
    throw std::runtime_error(
        fmt::format("cannot write the lock file {}: {}", file_.string(), std::strerror(errno)));
}

GameLock::GameLock(GameLock&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)),
      file_(std::move(other.file_)),
      left_(std::move(other.left_)) {}

GameLock::~GameLock() {
  if (fd_ < 0) return;
  // Removed while still held, so that the game directory is left as it was (and a waiting
  // command sees the file is gone, see still_the_lock_file); closing then releases the flock.
  ::unlink(file_.c_str());
  ::close(fd_);
}

}  // namespace dia::game
