#include "map/board_cache.hpp"

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <optional>
#include <system_error>
#include <utility>

#include <fmt/format.h>
#include <unistd.h>

#if __has_include(<link.h>)
#include <link.h>
#define DIA_HAS_BUILD_ID 1
#endif

#include "map/board_check.hpp"
#include "map/board_file.hpp"
#include "map/event_tables.hpp"
#include "map/geography.hpp"
#include "map/yaml_reader.hpp"

namespace dia::map {

namespace fs = std::filesystem;

namespace {

#ifdef DIA_HAS_BUILD_ID
// The GNU build id of the running program (a hash the linker computes of its whole content):
// a program whose board code changed has another one, so never reads a board an older build
// made.
int find_build_id(struct dl_phdr_info* info, size_t, void* data) {
  auto* out = static_cast<std::string*>(data);
  for (int i = 0; i < info->dlpi_phnum; ++i) {
    const auto& ph = info->dlpi_phdr[i];
    if (ph.p_type != PT_NOTE) continue;
    const char* at = reinterpret_cast<const char*>(info->dlpi_addr + ph.p_vaddr);
    const char* end = at + ph.p_memsz;
    while (at + sizeof(ElfW(Nhdr)) <= end) {
      ElfW(Nhdr) note;
      std::memcpy(&note, at, sizeof note);
      const char* name = at + sizeof note;
      const char* desc = name + ((note.n_namesz + 3) & ~3U);
      if (note.n_type == NT_GNU_BUILD_ID && note.n_namesz == 4 &&
          std::memcmp(name, "GNU", 4) == 0 && desc + note.n_descsz <= end) {
        for (std::size_t k = 0; k < note.n_descsz; ++k)
          *out += fmt::format("{:02x}", static_cast<unsigned char>(desc[k]));
        return 1;
      }
      at = desc + ((note.n_descsz + 3) & ~3U);
    }
  }
  return 1;  // the first object is the program itself: look no further
}
#endif

// What names this build of the program: its build id, else its file's size and time.
std::string program_build() {
  static const std::string build = [] {
    std::string id;
#ifdef DIA_HAS_BUILD_ID
    dl_iterate_phdr(find_build_id, &id);
#endif
    if (!id.empty()) return id;
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    if (ec) return std::string("unknown");
    const auto size = fs::file_size(self, ec);
    const auto time = fs::last_write_time(self, ec).time_since_epoch().count();
    return fmt::format("{}:{}", size, time);
  }();
  return build;
}

// The texts the board is made from: the map file's and each file it names, in a fixed order.
std::optional<std::vector<std::string>> source_texts(const Map& m) {
  std::vector<std::string> files{m.file};
  if (m.facts) files.push_back(m.facts->file);
  if (const EventTables* tables = m.event_tables()) files.push_back(tables->file);
  files.push_back(m.geography_file);
  std::vector<std::string> texts;
  for (const std::string& f : files) {
    auto text = read_text_file(f);
    if (!text) return std::nullopt;
    texts.push_back(std::move(*text));
  }
  return texts;
}

// The key of a board: every text's length and two hashes of it, and the program's build.
std::string key_of(const std::vector<std::string>& texts) {
  std::string key = program_build();
  for (const std::string& t : texts)
    key +=
        fmt::format(" {}:{:016x}:{:016x}", t.size(), fnv1a64(t), fnv1a64(t, 0x84222325cbf29ce4ULL));
  return key;
}

std::string file_name(const std::string& key) {
  return fmt::format("board-{:016x}.bin", fnv1a64(key));
}

std::optional<std::string> read_bytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) return std::nullopt;
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) return std::nullopt;
  return bytes;
}

// Writes `bytes` to a temporary file beside `to` and renames it over `to`; false (and nothing
// left behind) on any failure. Two runs storing the same board at once both succeed: each
// renames a whole file.
bool write_atomically(const fs::path& to, const std::string& bytes) {
  std::error_code ec;
  fs::create_directories(to.parent_path(), ec);
  if (ec) return false;
  // Unique to this process and call: threads of one process (`club adjudicate`) may store the
  // same board at once.
  static std::atomic<unsigned> calls{0};
  const fs::path tmp = to.parent_path() / fmt::format(".{}.{}.{}.tmp", to.filename().string(),
                                                      static_cast<long>(::getpid()), ++calls);
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out) return false;
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.close();
    if (!out) {
      fs::remove(tmp, ec);
      return false;
    }
  }
  fs::rename(tmp, to, ec);
  if (ec) {
    fs::remove(tmp, ec);
    return false;
  }
  return true;
}

// At most this many boards are kept: a developer's every build, a GM's every edit of the map,
// makes one, and only the latest few are ever read again.
constexpr std::size_t kept_boards = 16;

// Removes the oldest board files of `dir` beyond kept_boards (by time written), and the
// temporary files of runs killed while writing one (an hour old: no run writes that long). Best
// effort: a file another run removes or writes meanwhile is left to it.
void prune(const fs::path& dir) {
  std::error_code ec;
  std::vector<std::pair<fs::file_time_type, fs::path>> boards;
  const auto an_hour_ago = fs::file_time_type::clock::now() - std::chrono::hours(1);
  for (const auto& e : fs::directory_iterator(dir, ec)) {
    const std::string name = e.path().filename().string();
    const fs::file_time_type written = e.last_write_time(ec);
    if (ec) continue;
    if (name.starts_with("board-") && name.ends_with(".bin"))
      boards.emplace_back(written, e.path());
    else if (name.starts_with(".board-") && name.ends_with(".tmp") && written < an_hour_ago)
      fs::remove(e.path(), ec);
  }
  if (boards.size() <= kept_boards) return;
  std::sort(boards.begin(), boards.end(), [](const auto& a, const auto& b) {
    return a.first > b.first;  // newest first
  });
  for (std::size_t i = kept_boards; i < boards.size(); ++i) fs::remove(boards[i].second, ec);
}

// The board computed from the geography's text.
CachedBoard compute(const Map& m, const std::string* geography_text) {
  CachedBoard out;
  std::optional<Geography> geo =
      geography_text ? load_geography_text(*geography_text, m.geography_file, out.diagnostics)
                     : load_geography_file(m.geography_file, out.diagnostics);
  if (!geo) return out;
  auto board = std::make_shared<Board>(build_board(m, *geo));
  out.disagreements = check_board(m, *board);
  out.board = std::move(board);
  return out;
}

}  // namespace

fs::path board_cache_dir() {
  if (const char* off = std::getenv("DIADOQUES_CACHE"); off && std::strcmp(off, "off") == 0)
    return {};
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg && *xdg == '/')
    return fs::path(xdg) / "diadoques";
  if (const char* home = std::getenv("HOME"); home && *home)
    return fs::path(home) / ".cache" / "diadoques";
  return {};
}

fs::path board_cache_file(const Map& m) {
  const fs::path dir = board_cache_dir();
  if (dir.empty() || m.geography_file.empty()) return {};
  auto texts = source_texts(m);
  if (!texts) return {};
  return dir / file_name(key_of(*texts));
}

CachedBoard board_of(const Map& m) {
  const fs::path dir = board_cache_dir();
  std::optional<std::vector<std::string>> texts;
  if (!dir.empty()) texts = source_texts(m);
  if (!texts) return compute(m, nullptr);  // nowhere to keep it, or a file unreadable: as before

  const std::string key = key_of(*texts);
  const fs::path file = dir / file_name(key);
  if (auto bytes = read_bytes(file)) {
    if (auto kept = decode_board(*bytes, key)) {
      CachedBoard out;
      out.board = std::make_shared<const Board>(std::move(kept->board));
      out.disagreements = std::move(kept->disagreements);
      out.from_cache = true;
      return out;
    }
  }
  // Not kept yet, or a file that is not a whole board for this key: made anew, and stored
  // unless the map was edited meanwhile (the board would not be the key's) or the geography
  // said anything (its warnings are said at every run, as before).
  CachedBoard out = compute(m, &texts->back());
  if (out.board && out.diagnostics.empty() && source_texts(m) == texts) {
    BoardOnFile content{*out.board, out.disagreements};
    if (write_atomically(file, encode_board(content, key))) prune(dir);
  }
  return out;
}

}  // namespace dia::map
