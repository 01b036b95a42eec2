#pragma once
// Reading an orders file from disk: bytes → UTF-8 text → ParseResult. `check` and `adjudicate`
// read every orders file through read_orders_file(), so they never disagree about one.
//
// Mail clients still save bodies in Latin-1 or Windows-1252. A file that is not valid UTF-8 is
// transcoded from Windows-1252 (a superset of Latin-1's printable characters) with glibc's
// iconv, and a warning at the first byte that is not UTF-8 says so; a byte that Windows-1252
// does not define either (0x81, 0x8D, 0x8F, 0x90, 0x9D) refuses the file with its line and
// column.
//
// UTF-16 (Windows' "Unicode" text, with or without its byte order mark) is decoded with a
// warning; UTF-16 that does not decode is refused. Only a plain file is read: a folder, a named
// pipe, a device or a symbolic link is refused by name (a link could point at any file of the
// GM's machine, and its text would be quoted in the side's private notes).
#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "common/diagnostic.hpp"
#include "orders/parse.hpp"

namespace dia::orders {

// Where `text` first stops being UTF-8 (line and column, columns counted in bytes), if it does.
std::optional<SourcePos> invalid_utf8(std::string_view text);

// A file that cannot be read, or whose bytes are neither UTF-8 nor Windows-1252. what():
// "file:line:col: error: …" (or "file: error: …").
struct OrdersFileError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct DecodedText {
  std::string text;                   // UTF-8
  std::optional<Diagnostic> warning;  // set when the bytes were transcoded
};

// `bytes` as UTF-8 text; `name` is the file shown in messages. Throws OrdersFileError.
DecodedText decode_orders_text(std::string bytes, const std::string& name);

struct OrdersFile {
  std::string text;    // the UTF-8 text that was parsed (the GM's annotations quote its lines)
  ParseResult parsed;  // every diagnostic names the file as `name`; the transcoding warning first
};

// Decodes and parses the bytes of a file (read_orders_file without the reading).
OrdersFile read_orders_bytes(std::string bytes, const std::string& name, const OrderParser& parser);

// Reads, decodes and parses `path`; `name` is how messages name it (e.g. relative to the game).
// Throws OrdersFileError.
OrdersFile read_orders_file(const std::filesystem::path& path, const std::string& name,
                            const OrderParser& parser);

// The parse options for the orders files of `map`: `#` is a comment on classical maps and the
// epigone designator in Les Diadoques.
ParseOptions orders_file_options(const map::Map& map);

}  // namespace dia::orders
