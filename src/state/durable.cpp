#include "state/durable.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <system_error>

#include <fmt/format.h>

namespace dia::state {
namespace fs = std::filesystem;

namespace {

[[noreturn]] void fail(const std::string& what, const fs::path& path, int error) {
  throw std::runtime_error(
      fmt::format("cannot {} {}: {}", what, path.string(), std::strerror(error)));
}

}  // namespace

void sync_dir(const fs::path& dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) fail("open", dir, errno);
  const int rc = ::fsync(fd);
  const int error = errno;
  ::close(fd);
  if (rc != 0) fail("sync", dir, error);
}

void write_synced(const fs::path& path, std::string_view content) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
  if (fd < 0) fail("write", path, errno);
  std::size_t done = 0;
  while (done < content.size()) {
    const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int error = errno;
      ::close(fd);
      fail("write", path, error);
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0) {
    const int error = errno;
    ::close(fd);
    fail("sync", path, error);
  }
  if (::close(fd) != 0) fail("write", path, errno);
}

void make_dir(const fs::path& dir) {
  if (::mkdir(dir.c_str(), 0777) != 0) fail("create the folder", dir, errno);
}

void make_dirs(const fs::path& dir) {
  std::error_code ec;
  if (dir.empty() || fs::exists(dir, ec)) return;
  make_dirs(dir.parent_path());
  make_dir(dir);
  sync_dir(dir.parent_path().empty() ? fs::path(".") : dir.parent_path());
}

void rename_path(const fs::path& from, const fs::path& to) {
  if (::rename(from.c_str(), to.c_str()) != 0)
    throw std::runtime_error(
        fmt::format("cannot move {} to {}: {}", from.string(), to.string(), std::strerror(errno)));
}

bool present(const fs::path& p) {
  std::error_code ec;
  return fs::symlink_status(p, ec).type() != fs::file_type::not_found && !ec;
}

void write_file_atomically(const fs::path& path, std::string_view content) {
  make_dirs(path.parent_path());
  const fs::path temp = path.parent_path() / (path.filename().string() + ".tmp");
  write_synced(temp, content);
  rename_path(temp, path);
  sync_dir(path.parent_path().empty() ? fs::path(".") : path.parent_path());
}

std::string read_file(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error(fmt::format("cannot read {}", path.string()));
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace dia::state
