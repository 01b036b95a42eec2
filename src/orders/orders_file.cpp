#include "orders/orders_file.hpp"

#include <iconv.h>

#include <cerrno>
#include <fstream>
#include <iterator>
#include <memory>

#include <fmt/format.h>

namespace dia::orders {

std::optional<SourcePos> invalid_utf8(std::string_view text) {
  int line = 1;
  int column = 1;
  std::size_t i = 0;
  while (i < text.size()) {
    auto c = static_cast<unsigned char>(text[i]);
    std::size_t len = c < 0x80           ? 1
                      : (c >> 5) == 0x6  ? 2
                      : (c >> 4) == 0xE  ? 3
                      : (c >> 3) == 0x1E ? 4
                                         : 0;
    if (len == 0 || (len == 2 && c < 0xC2) || i + len > text.size()) return SourcePos{line, column};
    for (std::size_t k = 1; k < len; ++k) {
      if ((static_cast<unsigned char>(text[i + k]) & 0xC0) != 0x80) return SourcePos{line, column};
    }
    if (c == '\n') {
      ++line;
      column = 0;
    }
    i += len;
    column += static_cast<int>(len);
  }
  return std::nullopt;
}

namespace {

// The position of byte `offset` of `text` (columns in bytes, as invalid_utf8 counts them).
SourcePos position_of(std::string_view text, std::size_t offset) {
  SourcePos p{1, 1};
  for (std::size_t i = 0; i < offset && i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++p.line;
      p.column = 1;
    } else {
      ++p.column;
    }
  }
  return p;
}

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

}  // namespace

DecodedText decode_orders_text(std::string bytes, const std::string& name) {
  DecodedText out;
  const std::optional<SourcePos> bad = invalid_utf8(bytes);
  if (!bad) {
    out.text = std::move(bytes);
    return out;
  }
  out.text = from_windows_1252(bytes, name);
  const std::size_t at = [&] {  // the byte's offset, from its line and column
    std::size_t i = 0;
    for (int line = 1; line < bad->line; ++line) i = bytes.find('\n', i) + 1;
    return i + static_cast<std::size_t>(bad->column - 1);
  }();
  out.warning = Diagnostic{
      Severity::warning, name, *bad,
      fmt::format("the file is not UTF-8 (byte 0x{:02X} here): read as Windows-1252 / Latin-1 "
                  "text; check the accented names, and save the orders as UTF-8 text",
                  static_cast<unsigned char>(bytes[at]))};
  return out;
}

OrdersFile read_orders_file(const std::filesystem::path& path, const std::string& name,
                            const OrderParser& parser) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw OrdersFileError(fmt::format("{}: error: cannot read the file", name));
  std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
  DecodedText decoded = decode_orders_text(std::move(bytes), name);
  OrdersFile out;
  out.text = std::move(decoded.text);
  out.parsed = parser.parse(out.text);
  for (auto& d : out.parsed.diagnostics) d.file = name;
  if (decoded.warning)
    out.parsed.diagnostics.insert(out.parsed.diagnostics.begin(), std::move(*decoded.warning));
  return out;
}

ParseOptions orders_file_options(const map::Map& map) {
  ParseOptions options;
  options.hash_comments = map.ruleset == "classical";
  return options;
}

}  // namespace dia::orders
