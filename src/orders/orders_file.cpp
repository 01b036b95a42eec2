#include "orders/orders_file.hpp"

#include <fcntl.h>
#include <iconv.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>

#include <fmt/format.h>

namespace dia::orders {

namespace {

// The offset of the first byte of `text` that is not UTF-8, if any.
std::optional<std::size_t> first_invalid_utf8(std::string_view text) {
  std::size_t i = 0;
  while (i < text.size()) {
    auto c = static_cast<unsigned char>(text[i]);
    std::size_t len = c < 0x80           ? 1
                      : (c >> 5) == 0x6  ? 2
                      : (c >> 4) == 0xE  ? 3
                      : (c >> 3) == 0x1E ? 4
                                         : 0;
    if (len == 0 || (len == 2 && c < 0xC2) || i + len > text.size()) return i;
    for (std::size_t k = 1; k < len; ++k) {
      if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return i;
    }
    i += len;
  }
  return std::nullopt;
}

// The position of byte `offset` of `text` (columns in bytes). A line ends at LF, CR LF or a CR
// alone, as the parser reads it (common/text.hpp, clean_player_text).
SourcePos position_of(std::string_view text, std::size_t offset) {
  SourcePos p{1, 1};
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    const bool cr_alone = text[i] == '\r' && (i + 1 >= text.size() || text[i + 1] != '\n');
    if (text[i] == '\n' || cr_alone) {
      ++p.line;
      p.column = 1;
    } else {
      ++p.column;
    }
  }
  return p;
}

}  // namespace

std::optional<SourcePos> invalid_utf8(std::string_view text) {
  const std::optional<std::size_t> at = first_invalid_utf8(text);
  if (!at) return std::nullopt;
  return position_of(text, *at);
}

namespace {

// Windows-1252 → UTF-8 through iconv (glibc's gconv module CP1252).
std::string from_windows_1252(const std::string& bytes, const std::string& name) {
  iconv_t cd = iconv_open("UTF-8", "WINDOWS-1252");
  if (cd == reinterpret_cast<iconv_t>(-1)) {
    throw OrdersFileError(fmt::format(
        "{}: error: the file is not UTF-8 and this system cannot convert Windows-1252 (iconv); "
        "save the orders as UTF-8 text",
        name));
  }
  std::unique_ptr<void, int (*)(iconv_t)> closer(cd, iconv_close);
  std::string out(bytes.size() * 3 + 4, '\0');  // at most 3 UTF-8 bytes per input byte
  char* in = const_cast<char*>(bytes.data());   // iconv's signature; the input is not written
  std::size_t in_left = bytes.size();
  char* to = out.data();
  std::size_t out_left = out.size();
  if (iconv(cd, &in, &in_left, &to, &out_left) == static_cast<std::size_t>(-1)) {
    const SourcePos at = position_of(bytes, static_cast<std::size_t>(in - bytes.data()));
    throw OrdersFileError(fmt::format(
        "{}:{}:{}: error: this byte (0x{:02X}) is neither UTF-8 nor Windows-1252 (Latin-1); save "
        "the orders as UTF-8 text",
        name, at.line, at.column, static_cast<unsigned char>(*in)));
  }
  out.resize(out.size() - out_left);
  return out;
}

enum class Utf16 { no, little_endian, big_endian };

// Whether `bytes` are UTF-16, and which way round; `bom` tells whether they start with the byte
// order mark. Without one, by the NUL bytes: orders are written in Latin letters, whose UTF-16
// has a NUL in every other byte (the high byte of each unit), which UTF-8 and Windows-1252 text
// never has. Random NULs elsewhere are not enough: half of the high bytes must be NUL and almost
// none of the low ones.
Utf16 utf16_of(std::string_view bytes, bool& bom) {
  bom = false;
  if (bytes.starts_with("\xFF\xFE")) {
    bom = true;
    return Utf16::little_endian;
  }
  if (bytes.starts_with("\xFE\xFF")) {
    bom = true;
    return Utf16::big_endian;
  }
  const std::size_t units = bytes.size() / 2;
  if (units == 0) return Utf16::no;
  std::size_t even = 0, odd = 0;  // NUL bytes at even and odd offsets
  for (std::size_t i = 0; i + 1 < bytes.size(); i += 2) {
    even += bytes[i] == '\0';
    odd += bytes[i + 1] == '\0';
  }
  if (2 * odd >= units && 8 * even <= units) return Utf16::little_endian;
  if (2 * even >= units && 8 * odd <= units) return Utf16::big_endian;
  return Utf16::no;
}

// The line and column (in UTF-16 units) of byte `offset` of UTF-16 text.
SourcePos utf16_position(std::string_view bytes, std::size_t offset, Utf16 order) {
  SourcePos p{1, 1};
  for (std::size_t i = 0; i + 1 < bytes.size() && i + 1 <= offset; i += 2) {
    const auto lo = static_cast<unsigned char>(bytes[order == Utf16::little_endian ? i : i + 1]);
    const auto hi = static_cast<unsigned char>(bytes[order == Utf16::little_endian ? i + 1 : i]);
    if (hi == 0 && lo == '\n') {
      ++p.line;
      p.column = 1;
    } else {
      ++p.column;
    }
  }
  return p;
}

// UTF-16 → UTF-8 through iconv; the byte order mark, if any, already dropped from `bytes`.
std::string from_utf16(std::string_view bytes, Utf16 order, const std::string& name) {
  const char* what =
      order == Utf16::little_endian ? "UTF-16 (little-endian)" : "UTF-16 (big-endian)";
  iconv_t cd = iconv_open("UTF-8", order == Utf16::little_endian ? "UTF-16LE" : "UTF-16BE");
  if (cd == reinterpret_cast<iconv_t>(-1)) {
    throw OrdersFileError(fmt::format(
        "{}: error: the file is {} text and this system cannot convert it (iconv); save the "
        "orders as UTF-8 text",
        name, what));
  }
  std::unique_ptr<void, int (*)(iconv_t)> closer(cd, iconv_close);
  std::string out(bytes.size() * 2 + 4, '\0');  // a 2-byte unit gives at most 3 UTF-8 bytes
  char* in = const_cast<char*>(bytes.data());   // iconv's signature; the input is not written
  std::size_t in_left = bytes.size();
  char* to = out.data();
  std::size_t out_left = out.size();
  if (iconv(cd, &in, &in_left, &to, &out_left) == static_cast<std::size_t>(-1)) {
    const int err = errno;
    const auto offset = static_cast<std::size_t>(in - bytes.data());
    const SourcePos at = utf16_position(bytes, offset, order);
    throw OrdersFileError(fmt::format(
        "{}:{}:{}: error: the file is {} text, but {} here; save the orders as UTF-8 text", name,
        at.line, at.column, what,
        err == EINVAL ? "it ends in the middle of a character"
                      : "this is not a character (a lone surrogate)"));
  }
  out.resize(out.size() - out_left);
  return out;
}

}  // namespace

DecodedText decode_orders_text(std::string bytes, const std::string& name) {
  DecodedText out;
  bool bom = false;
  if (const Utf16 order = utf16_of(bytes, bom); order != Utf16::no) {
    // Notepad's "Unicode": without this, every other byte would be a NUL read as Windows-1252,
    // and the orders lost.
    const std::string_view units = std::string_view(bytes).substr(bom ? 2 : 0);
    out.text = from_utf16(units, order, name);
    // The sentence as data too, so a French game's GM log, check and acknowledgement word it
    // in French as the parser's diagnostics.
    const Msg endian =
        order == Utf16::little_endian ? Msg::utf16_little_endian : Msg::utf16_big_endian;
    out.warning = Diagnostic{
        Severity::warning, name, SourcePos{1, 1},
        fmt::format("the file is UTF-16 text ({}, {} byte order mark): decoded; save the orders "
                    "as UTF-8 text",
                    order == Utf16::little_endian ? "little-endian" : "big-endian",
                    bom ? "with a" : "without a"),
        Message{Msg::file_utf16,
                {arg::Sub{{Message{endian, {}}}},
                 arg::Sub{{Message{bom ? Msg::utf16_with_bom : Msg::utf16_without_bom, {}}}}}}};
    return out;
  }
  const std::optional<std::size_t> at = first_invalid_utf8(bytes);
  if (!at) {
    out.text = std::move(bytes);
    return out;
  }
  out.text = from_windows_1252(bytes, name);
  const std::string byte = fmt::format("0x{:02X}", static_cast<unsigned char>(bytes[*at]));
  out.warning =
      Diagnostic{Severity::warning, name, position_of(bytes, *at),
                 fmt::format("the file is not UTF-8 (byte {} here): read as Windows-1252 / Latin-1 "
                             "text; check the accented names, and save the orders as UTF-8 text",
                             byte),
                 Message{Msg::file_windows_1252, {arg::Words{byte}}}};
  return out;
}

OrdersFile read_orders_bytes(std::string bytes, const std::string& name,
                             const OrderParser& parser) {
  DecodedText decoded = decode_orders_text(std::move(bytes), name);
  OrdersFile out;
  out.parsed = parser.parse(decoded.text);
  // The text as the parser read it (a lone CR made a line end, control characters blanked:
  // OrderParser::parse), so the GM's annotations and log quote what was read.
  out.text = std::string(out.parsed.source->text());
  for (auto& d : out.parsed.diagnostics) d.file = name;
  if (decoded.warning)
    out.parsed.diagnostics.insert(out.parsed.diagnostics.begin(), std::move(*decoded.warning));
  return out;
}

namespace {

// What a path that is not a plain file is, in words.
std::string kind_of_file(mode_t mode) {
  if (S_ISDIR(mode)) return "a folder";
  if (S_ISFIFO(mode)) return "a named pipe (FIFO)";
  if (S_ISLNK(mode)) return "a symbolic link";
  if (S_ISSOCK(mode)) return "a socket";
  if (S_ISCHR(mode) || S_ISBLK(mode)) return "a device";
  return "not a plain file";
}

// The bytes of `path`, a plain file. Opened without following a symbolic link and without
// waiting on a named pipe (O_NONBLOCK), then checked on the descriptor itself, so what is read is
// what was checked.
std::string read_plain_file(const std::filesystem::path& path, const std::string& name) {
  auto refuse = [&](const std::string& what) {
    return OrdersFileError(fmt::format(
        "{}: error: this orders file is {}, not a plain file: orders are read only from plain "
        "text files (put a copy of the orders there)",
        name, what));
  };
  const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    const int err = errno;
    struct stat st {};
    if (::lstat(path.c_str(), &st) == 0 && S_ISLNK(st.st_mode)) throw refuse("a symbolic link");
    throw OrdersFileError(
        fmt::format("{}: error: cannot read the file ({})", name, std::strerror(err)));
  }
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  struct stat st {};
  if (::fstat(fd, &st) != 0)
    throw OrdersFileError(fmt::format("{}: error: cannot read the file", name));
  if (!S_ISREG(st.st_mode)) throw refuse(kind_of_file(st.st_mode));
  std::string bytes;
  bytes.reserve(static_cast<std::size_t>(st.st_size));
  char buffer[1 << 16];
  for (;;) {
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0)
      throw OrdersFileError(
          fmt::format("{}: error: cannot read the file ({})", name, std::strerror(errno)));
    if (got == 0) break;
    bytes.append(buffer, static_cast<std::size_t>(got));
  }
  return bytes;
}

}  // namespace

OrdersFile read_orders_file(const std::filesystem::path& path, const std::string& name,
                            const OrderParser& parser) {
  return read_orders_bytes(read_plain_file(path, name), name, parser);
}

ParseOptions orders_file_options(const map::Map& map) {
  ParseOptions options;
  options.hash_comments = map.ruleset == "classical";
  return options;
}

}  // namespace dia::orders
