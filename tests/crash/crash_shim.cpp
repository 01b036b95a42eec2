// An LD_PRELOAD shim for the crash tests (tests/crash/crash.sh, issue 34): it counts the calls
// that change the file system (an open for writing, rename, mkdir, unlink, rmdir, link, truncate,
// fsync…) and kills its process with SIGKILL just before the N-th one, N = $DIA_CRASH_AT, as a
// `kill -9` or a power cut would between two file operations. Without DIA_CRASH_AT, or when the
// process makes fewer calls, it changes nothing: the test runs N = 1, 2, … until a run ends by
// itself.
//
// Each function is looked up in the next library (libc) and called with the same arguments.
#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

std::atomic<long> seen{0};

long at_operation = 0;

// Read once, when the library is loaded, and taken out of the environment: the commands the
// process starts (`mail --send`'s sendmail) are not killed, only the process itself.
__attribute__((constructor)) void read_crash_at() {
  const char* v = std::getenv("DIA_CRASH_AT");
  at_operation = v != nullptr ? std::atol(v) : 0L;
  ::unsetenv("DIA_CRASH_AT");
}

long crash_at() {
  return at_operation;
}

// One more file operation: the N-th is never made.
void step() {
  const long at = crash_at();
  if (at > 0 && ++seen == at) ::kill(::getpid(), SIGKILL);
}

template <typename F>
F next(const char* name) {
  return reinterpret_cast<F>(::dlsym(RTLD_NEXT, name));
}

bool writes(int flags) {
  return (flags & (O_WRONLY | O_RDWR | O_CREAT | O_TRUNC | O_APPEND)) != 0;
}

bool writes(const char* mode) {
  return mode != nullptr && std::strpbrk(mode, "wa+") != nullptr;
}

mode_t mode_of(int flags, va_list args) {
  return (flags & (O_CREAT | O_TMPFILE)) != 0 ? static_cast<mode_t>(va_arg(args, int)) : 0;
}

}  // namespace

extern "C" {

int open(const char* path, int flags, ...) {
  va_list args;
  va_start(args, flags);
  const mode_t mode = mode_of(flags, args);
  va_end(args);
  if (writes(flags)) step();
  static const auto real = next<int (*)(const char*, int, ...)>("open");
  return real(path, flags, mode);
}

int open64(const char* path, int flags, ...) {
  va_list args;
  va_start(args, flags);
  const mode_t mode = mode_of(flags, args);
  va_end(args);
  if (writes(flags)) step();
  static const auto real = next<int (*)(const char*, int, ...)>("open64");
  return real(path, flags, mode);
}

int openat(int dir, const char* path, int flags, ...) {
  va_list args;
  va_start(args, flags);
  const mode_t mode = mode_of(flags, args);
  va_end(args);
  if (writes(flags)) step();
  static const auto real = next<int (*)(int, const char*, int, ...)>("openat");
  return real(dir, path, flags, mode);
}

int openat64(int dir, const char* path, int flags, ...) {
  va_list args;
  va_start(args, flags);
  const mode_t mode = mode_of(flags, args);
  va_end(args);
  if (writes(flags)) step();
  static const auto real = next<int (*)(int, const char*, int, ...)>("openat64");
  return real(dir, path, flags, mode);
}

int creat(const char* path, mode_t mode) {
  step();
  static const auto real = next<int (*)(const char*, mode_t)>("creat");
  return real(path, mode);
}

FILE* fopen(const char* path, const char* mode) {
  if (writes(mode)) step();
  static const auto real = next<FILE* (*)(const char*, const char*)>("fopen");
  return real(path, mode);
}

FILE* fopen64(const char* path, const char* mode) {
  if (writes(mode)) step();
  static const auto real = next<FILE* (*)(const char*, const char*)>("fopen64");
  return real(path, mode);
}

int rename(const char* from, const char* to) noexcept {
  step();
  static const auto real = next<int (*)(const char*, const char*)>("rename");
  return real(from, to);
}

int renameat(int from_dir, const char* from, int to_dir, const char* to) noexcept {
  step();
  static const auto real = next<int (*)(int, const char*, int, const char*)>("renameat");
  return real(from_dir, from, to_dir, to);
}

int renameat2(int from_dir, const char* from, int to_dir, const char* to,
              unsigned int flags) noexcept {
  step();
  static const auto real =
      next<int (*)(int, const char*, int, const char*, unsigned int)>("renameat2");
  return real(from_dir, from, to_dir, to, flags);
}

int mkdir(const char* path, mode_t mode) noexcept {
  step();
  static const auto real = next<int (*)(const char*, mode_t)>("mkdir");
  return real(path, mode);
}

int mkdirat(int dir, const char* path, mode_t mode) noexcept {
  step();
  static const auto real = next<int (*)(int, const char*, mode_t)>("mkdirat");
  return real(dir, path, mode);
}

int unlink(const char* path) noexcept {
  step();
  static const auto real = next<int (*)(const char*)>("unlink");
  return real(path);
}

int unlinkat(int dir, const char* path, int flags) noexcept {
  step();
  static const auto real = next<int (*)(int, const char*, int)>("unlinkat");
  return real(dir, path, flags);
}

int rmdir(const char* path) noexcept {
  step();
  static const auto real = next<int (*)(const char*)>("rmdir");
  return real(path);
}

int remove(const char* path) noexcept {
  step();
  static const auto real = next<int (*)(const char*)>("remove");
  return real(path);
}

int link(const char* from, const char* to) noexcept {
  step();
  static const auto real = next<int (*)(const char*, const char*)>("link");
  return real(from, to);
}

int symlink(const char* from, const char* to) noexcept {
  step();
  static const auto real = next<int (*)(const char*, const char*)>("symlink");
  return real(from, to);
}

int truncate(const char* path, off_t length) noexcept {
  step();
  static const auto real = next<int (*)(const char*, off_t)>("truncate");
  return real(path, length);
}

int ftruncate(int fd, off_t length) noexcept {
  step();
  static const auto real = next<int (*)(int, off_t)>("ftruncate");
  return real(fd, length);
}

int fsync(int fd) {
  step();
  static const auto real = next<int (*)(int)>("fsync");
  return real(fd);
}

int fdatasync(int fd) {
  step();
  static const auto real = next<int (*)(int)>("fdatasync");
  return real(fd);
}

}  // extern "C"
