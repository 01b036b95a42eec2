#include "state/game_write.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <sstream>
#include <stdexcept>
#include <system_error>
#include <thread>

#include <fmt/format.h>

#include "state/durable.hpp"

namespace dia::state {
namespace fs = std::filesystem;

namespace {

// The three names of a write's folder in the game: being staged, committed, finished.
constexpr const char* staging_name = ".diadoques-write.new";
constexpr const char* committed_name = ".diadoques-write";
constexpr const char* done_name = ".diadoques-write.done";
constexpr const char* journal_name = "journal";
// game/lock.hpp's lock file: once a write is applied, its holder line is followed by
// "done\t<what>", so that a command killed after its last move (while it removes the journal,
// or before it lets go of the lock) is known, by the next one, to have finished.
constexpr const char* lock_name = ".diadoques.lock";
constexpr std::string_view done_prefix = "done\t";
constexpr const char* journal_magic = "diadoques-write 1";

[[noreturn]] void fail(const std::string& what, const fs::path& path, int error) {
  throw std::runtime_error(
      fmt::format("cannot {} {}: {}", what, path.string(), std::strerror(error)));
}

// A path of the journal: relative, one line, no tab.
std::string journal_path(const fs::path& p) {
  std::string s = p.generic_string();
  if (s.empty() || p.is_absolute() || s.find_first_of("\t\n") != std::string::npos)
    throw std::runtime_error(fmt::format("cannot record the path '{}' in a game write", s));
  return s;
}

struct Journal {
  std::string what;
  struct Op {
    std::string kind;  // put, move, mkdir
    fs::path from, to;
  };
  std::vector<Op> ops;
};

Journal read_journal(const fs::path& file) {
  std::istringstream in(read_file(file));
  Journal j;
  std::string line;
  if (!std::getline(in, line) || line != journal_magic)
    throw std::runtime_error(fmt::format("{}: not a diadoques write journal", file.string()));
  while (std::getline(in, line)) {
    std::vector<std::string> fields;
    std::size_t start = 0;
    for (std::size_t tab; (tab = line.find('\t', start)) != std::string::npos; start = tab + 1)
      fields.push_back(line.substr(start, tab - start));
    fields.push_back(line.substr(start));
    if (fields.size() == 2 && fields[0] == "what") {
      j.what = fields[1];
    } else if (fields.size() == 3 && (fields[0] == "put" || fields[0] == "move")) {
      j.ops.push_back({fields[0], fields[1], fields[2]});
    } else if (fields.size() == 2 && fields[0] == "mkdir") {
      j.ops.push_back({fields[0], "", fields[1]});
    } else {
      throw std::runtime_error(fmt::format("{}: unreadable line '{}'", file.string(), line));
    }
  }
  return j;
}

// Step 3: every move, each one skipped when already done (so that a second run after a crash
// in the middle finishes the first).
void apply(const fs::path& root, const Journal& j) {
  for (const auto& op : j.ops) {
    const fs::path to = root / op.to;
    if (op.kind == "mkdir") {
      make_dirs(to);
      continue;
    }
    const fs::path from = root / op.from;
    // put: the staged source is ours alone, gone once moved. move: the target did not exist at
    // the commit, so it exists once moved.
    if (op.kind == "put" ? !present(from) : present(to)) continue;
    make_dirs(to.parent_path());
    rename_path(from, to);
    sync_dir(to.parent_path());
    if (op.kind == "move") sync_dir(from.parent_path());
  }
}

// Step 3b: the lock file says the write is done (see lock_name). No lock file (the library
// called without the command's lock, in tests): nothing to say.
void mark_done(const fs::path& root, const std::string& what) {
  const fs::path lock = root / lock_name;
  const int fd = ::open(lock.c_str(), O_RDWR | O_CLOEXEC);
  if (fd < 0) return;
  char buf[512];
  const ssize_t n = ::pread(fd, buf, sizeof buf, 0);
  std::string holder = n > 0 ? std::string(buf, static_cast<std::size_t>(n)) : "";
  holder = holder.substr(0, holder.find('\n'));
  const std::string text = holder + "\n" + std::string(done_prefix) + what + "\n";
  const bool ok = ::pwrite(fd, text.data(), text.size(), 0) == static_cast<ssize_t>(text.size()) &&
                  ::ftruncate(fd, static_cast<off_t>(text.size())) == 0 && ::fsync(fd) == 0;
  const int error = errno;
  ::close(fd);
  if (!ok) fail("write", lock, error);
}

// Step 4: the journal is set aside in one rename (a kill while removing it leaves no half
// journal), then removed.
void finish(const fs::path& root) {
  rename_path(root / committed_name, root / done_name);
  sync_dir(root);
  fs::remove_all(root / done_name);
}

}  // namespace

GameWrite::GameWrite(fs::path root, std::string what)
    : root_(root.lexically_normal()), what_(std::move(what)) {
  if (!root_.has_filename() && root_.has_parent_path()) root_ = root_.parent_path();  // "game/"
}

GameWrite::~GameWrite() {
  if (!done_) discard();
}

fs::path GameWrite::staging() const {
  return root_ / staging_name;
}

fs::path GameWrite::relative(const fs::path& p) const {
  fs::path rel = p.is_absolute() || !root_.is_absolute()
                     ? p.lexically_normal().lexically_relative(root_)
                     : p.lexically_normal();
  if (rel.empty() || *rel.begin() == "..")
    throw std::runtime_error(fmt::format("{} is outside the game {}", p.string(), root_.string()));
  return rel;
}

void GameWrite::start() {
  if (started_) return;
  if (present(root_ / committed_name))
    throw std::runtime_error(
        fmt::format("{}: an unfinished write is pending ({}); run a writing command to finish it",
                    root_.string(), committed_name));
  // A staging folder left by a killed command was never committed: it is only scratch.
  if (present(staging())) fs::remove_all(staging());
  make_dir(staging());
  started_ = true;
}

fs::path GameWrite::stage_name() {
  return fmt::format("{}", next_++);
}

void GameWrite::create_dir(const fs::path& dir) {
  const fs::path rel = relative(dir);
  // A folder moved away earlier in this write (--redo's old results) may be made anew.
  const bool vacated = std::any_of(ops_.begin(), ops_.end(), [&](const Op& op) {
    return op.kind == Op::move && op.from == rel;
  });
  if (present(root_ / rel) && !vacated)
    throw std::runtime_error(fmt::format("{} exists already", (root_ / rel).string()));
  start();
  const fs::path name = stage_name();
  make_dir(staging() / name);
  staged_dirs_.push_back(staging() / name);
  staged_[rel] = name;
  ops_.push_back({Op::put, fs::path(committed_name) / name, rel});
}

void GameWrite::write(const fs::path& path, std::string_view content) {
  if (before_write) before_write(path);
  const fs::path rel = relative(path);
  start();
  fs::path staged;
  // Under a directory created whole: inside its staged copy.
  for (fs::path dir = rel.parent_path(); !dir.empty(); dir = dir.parent_path()) {
    auto it = staged_.find(dir);
    if (it == staged_.end() || !fs::is_directory(staging() / it->second)) continue;
    staged = staging() / it->second;
    for (const auto& part : rel.parent_path().lexically_relative(dir)) {
      if (part == ".") continue;
      staged /= part;
      if (!present(staged)) {
        make_dir(staged);
        staged_dirs_.push_back(staged);
      }
    }
    staged /= rel.filename();
    break;
  }
  if (staged.empty()) {
    if (auto it = staged_.find(rel); it != staged_.end()) {
      staged = staging() / it->second;
    } else {
      const fs::path name = stage_name();
      staged_[rel] = name;
      ops_.push_back({Op::put, fs::path(committed_name) / name, rel});
      staged = staging() / name;
    }
  }
  write_synced(staged, content);
}

void GameWrite::move(const fs::path& from, const fs::path& to) {
  const fs::path f = relative(from);
  const fs::path t = relative(to);
  if (!present(root_ / f))
    throw std::runtime_error(fmt::format("{} does not exist", (root_ / f).string()));
  if (present(root_ / t))
    throw std::runtime_error(fmt::format("{} exists already", (root_ / t).string()));
  start();
  ops_.push_back({Op::move, f, t});
}

void GameWrite::ensure_dir(const fs::path& dir) {
  const fs::path rel = relative(dir);
  start();
  ops_.push_back({Op::mkdir, {}, rel});
}

void GameWrite::commit() {
  if (ops_.empty()) {
    discard();
    done_ = true;
    return;
  }
  Journal journal;
  journal.what = what_;
  std::string text = std::string(journal_magic) + "\n";
  text += fmt::format("what\t{}\n", what_);
  for (const auto& op : ops_) {
    switch (op.kind) {
      case Op::put:
        text += fmt::format("put\t{}\t{}\n", journal_path(op.from), journal_path(op.to));
        journal.ops.push_back({"put", op.from, op.to});
        break;
      case Op::move:
        text += fmt::format("move\t{}\t{}\n", journal_path(op.from), journal_path(op.to));
        journal.ops.push_back({"move", op.from, op.to});
        break;
      case Op::mkdir:
        text += fmt::format("mkdir\t{}\n", journal_path(op.to));
        journal.ops.push_back({"mkdir", {}, op.to});
        break;
    }
  }
  try {
    // Step 1: the staged files were fsync'ed as written; now their folders and the journal.
    for (auto it = staged_dirs_.rbegin(); it != staged_dirs_.rend(); ++it) sync_dir(*it);
    write_synced(staging() / journal_name, text);
    sync_dir(staging());
    // Step 2, the commit: one rename.
    rename_path(staging(), root_ / committed_name);
  } catch (...) {
    discard();
    done_ = true;
    throw;
  }
  done_ = true;
  try {
    sync_dir(root_);
    apply(root_, journal);
    mark_done(root_, what_);
    finish(root_);
  } catch (const std::exception& e) {
    throw std::runtime_error(fmt::format(
        "{} was committed but not finished ({}); the next diadoques command that writes the "
        "game finishes it",
        what_, e.what()));
  }
}

void GameWrite::discard() noexcept {
  std::error_code ec;
  if (started_) fs::remove_all(staging(), ec);
  started_ = false;
}

std::optional<std::string> recover_game_write(const fs::path& root,
                                              const std::string& lock_before) {
  // A write applied to its end whose command died before it let go of the lock.
  std::optional<std::string> finished;
  for (std::size_t at = 0; at < lock_before.size();) {
    const std::size_t end = std::min(lock_before.find('\n', at), lock_before.size());
    const std::string_view line(lock_before.data() + at, end - at);
    if (line.starts_with(done_prefix)) finished = std::string(line.substr(done_prefix.size()));
    at = end + 1;
  }
  if (present(root / committed_name)) {
    const Journal j = read_journal(root / committed_name / journal_name);
    apply(root, j);
    mark_done(root, j.what);  // killed while finishing, the next command knows it is done
    finish(root);
    finished = j.what;
  }
  if (present(root / done_name)) {
    if (!finished) {
      try {
        finished = read_journal(root / done_name / journal_name).what;
      } catch (const std::exception&) {  // removed already: only the folder was left
      }
    }
    fs::remove_all(root / done_name);
  }
  if (present(root / staging_name)) fs::remove_all(root / staging_name);  // never committed
  return finished;
}

void check_no_pending_write(const fs::path& root) {
  // A command finishing its write takes a few milliseconds: waited for, as long as a command
  // waits for the game's lock (DIA_LOCK_WAIT_MS, cli/game_lock.hpp), 2 s by default.
  const char* wait = std::getenv("DIA_LOCK_WAIT_MS");
  const long ms = wait != nullptr && *wait != '\0' ? std::atol(wait) : 2000;
  for (long waited = 0;; waited += 20) {
    if (!present(root / committed_name)) return;
    if (waited >= ms) break;
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  std::string what = "a command";
  try {
    what = "`" + read_journal(root / committed_name / journal_name).what + "`";
  } catch (const std::exception&) {
  }
  throw std::runtime_error(fmt::format(
      "{}: {} was interrupted (killed or crashed) in the middle of its writes ({} holds the "
      "rest); run it again, or any diadoques command that writes this game: it finishes them "
      "first",
      root.string(), what, committed_name));
}

}  // namespace dia::state
