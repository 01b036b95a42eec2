// Issue 34: no input stalls the judge or reaches a report raw. Long lines are refused, a CR
// alone ends a line, UTF-16 is decoded, control characters are blanked once where the text
// enters the parser, and only plain files are read (orders/parse.hpp, orders/orders_file.hpp).
#include <doctest/doctest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>

#include "common/player_text.hpp"
#include "order_test_support.hpp"
#include "orders/orders_file.hpp"
#include "real_map.hpp"
#include "report/catalogue.hpp"

using namespace dia;
using namespace dia::orders;
using dia::test::code;
using dia::test::errors_of;
using dia::test::has;
using dia::test::parse_with;
using dia::test::warnings_of;

namespace {

// A folder of its own under the system's temporary directory, removed at the end.
struct TempDir {
  std::filesystem::path path;
  TempDir()
      : path(std::filesystem::temp_directory_path() /
             ("dia-hostile-" + std::to_string(::getpid()))) {
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~TempDir() { std::filesystem::remove_all(path); }
  std::filesystem::path write(const std::string& name, const std::string& bytes) const {
    std::ofstream(path / name, std::ios::binary) << bytes;
    return path / name;
  }
};

// `text` (ASCII) as UTF-16 code units, low byte first or high byte first.
std::string utf16(std::string_view text, bool little_endian) {
  std::string out;
  for (char c : text) {
    if (little_endian) {
      out += c;
      out += '\0';
    } else {
      out += '\0';
      out += c;
    }
  }
  return out;
}

// Whether a byte of `s` is a control character other than line feed and tab.
bool has_control(std::string_view s) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7F) return true;
    if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) >= 0x80 &&
        static_cast<unsigned char>(s[i + 1]) <= 0x9F)
      return true;
  }
  return false;
}

std::string repeated(std::string_view word, std::size_t times) {
  std::string out;
  for (std::size_t i = 0; i < times; ++i) out += word;
  return out;
}

}  // namespace

// ---- one long line ------------------------------------------------------------------------

TEST_CASE("R9a.gen.5 a line longer than max_line_length is refused at its line, naming the limit") {
  const auto& m = test::real_diadoques_map();
  const std::string line = "A THE" + repeated(" MAC", 300);  // 1,205 characters
  auto r = parse_with(m, "A MAC THE\n" + line + "\nA SYR PHE\n");
  REQUIRE(r.orders.size() == 2);  // the lines around it are read
  CHECK(r.orders[1].pos.line == 3);
  CHECK(r.rejected() == 1);
  CHECK(errors_of(r) ==
        "orders.txt:2:1: error: this line is 1205 characters long, more than the 1000 an order "
        "may take: it is not read; write one order per line\n");
  // Counted in characters, not bytes: 999 two-byte letters after `A MAC ` pass the limit's test
  // (and are read as an unknown place).
  auto accented = parse_with(m, "A MAC " + repeated("\xC3\xA9", 990) + "\n");
  CHECK(!has(errors_of(accented), "characters long"));
}

TEST_CASE("R9a.gen.5 a 128 KB unreadable line is refused at once (it was read again per word)") {
  // `A THE MAC MAC …`: before issue 34 each of its 32,000 words was dropped in turn and the line
  // read again, 38 s for this line; now it is refused before anything reads it.
  const auto& m = test::real_diadoques_map();
  const std::string line = "A THE" + repeated(" MAC", 32 * 1024);
  const auto start = std::chrono::steady_clock::now();
  auto r = parse_with(m, line + "\n");
  const auto took = std::chrono::steady_clock::now() - start;
  CHECK(has(errors_of(r), "orders.txt:1:1: error: this line is 131077 characters long"));
  CHECK(took < std::chrono::seconds(5));  // milliseconds in fact; 5 s for a loaded machine
}

TEST_CASE("R9a.gen.5 the misspelling repair still names the word to drop in an ordinary line") {
  const auto& m = test::real_diadoques_map();
  auto r = parse_with(m, "Ae* CAP attaque PTE\n");
  CHECK(has(errors_of(r), "unknown word 'attaque'; did you mean a move `Ae* CAP PTE`?"));
}

// ---- line ends ----------------------------------------------------------------------------

TEST_CASE("R9a.gen.6 a CR alone ends a line (old Mac mail clients), as LF and CR LF do") {
  const auto& m = test::real_diadoques_map();
  auto r = parse_with(m, "Bonjour\rA MAC THE\rA SYR PHE\r\nA EGY zzz\nA CAP PTE\r");
  REQUIRE(r.orders.size() == 3);
  CHECK(r.orders[0].pos.line == 2);
  CHECK(code(m, get<Move>(r.orders[0].body).to) == "THE");
  CHECK(r.orders[1].pos.line == 3);
  CHECK(r.orders[2].pos.line == 5);
  CHECK(r.orders[2].text == "A CAP PTE");
  CHECK(has(errors_of(r), "orders.txt:4:7: error: unknown place 'zzz'"));
}

TEST_CASE("R9a.gen.6 read_orders_bytes: a bare-CR file is read line by line, its text with LFs") {
  const auto& m = test::real_diadoques_map();
  OrderParser parser(m, orders_file_options(m));
  OrdersFile f = read_orders_bytes("Joueur Cassandre\rA MAC THE\rF MAC EUB\r", "o.txt", parser);
  CHECK(f.parsed.orders.size() == 2);
  CHECK(f.text == "Joueur Cassandre\nA MAC THE\nF MAC EUB\n");  // what annotations quote
  // A Windows-1252 byte after bare CRs is placed on its line.
  DecodedText d = decode_orders_text("A MAC THE\rA MAC Th\xe9ssalie\r", "o.txt");
  REQUIRE(d.warning.has_value());
  CHECK(d.warning->pos.line == 2);
  CHECK(d.warning->pos.column == 9);
}

// ---- UTF-16 -------------------------------------------------------------------------------

TEST_CASE(
    "R9a.gen.6 a UTF-16 file, with or without its byte order mark, is decoded with a warning") {
  const std::string orders = "Joueur Cassandre\r\nA MAC THE\r\n";
  struct Case {
    std::string bytes;
    std::string said;
  };
  const Case cases[] = {
      {"\xFF\xFE" + utf16(orders, true), "UTF-16 text (little-endian, with a byte order mark)"},
      {"\xFE\xFF" + utf16(orders, false), "UTF-16 text (big-endian, with a byte order mark)"},
      {utf16(orders, true), "UTF-16 text (little-endian, without a byte order mark)"},
      {utf16(orders, false), "UTF-16 text (big-endian, without a byte order mark)"},
  };
  for (const Case& c : cases) {
    DecodedText d = decode_orders_text(c.bytes, "o.txt");
    CHECK(d.text == orders);
    REQUIRE(d.warning.has_value());
    CHECK(has(format(*d.warning), "o.txt:1:1: warning: the file is " + c.said));
  }
  // Accented letters and a character beyond the BMP (a surrogate pair) decode too.
  DecodedText accents = decode_orders_text(std::string("\xFF\xFE"
                                                       "A\0 \0M\0A\0C\0 \0"
                                                       "\xE9\0"
                                                       "\x3D\xD8\x00\xDE",
                                                       20),
                                           "o.txt");
  CHECK(accents.text == "A MAC \xC3\xA9\xF0\x9F\x98\x80");
}

TEST_CASE(
    "issue 30 R9a.gen.6 the warnings about a file's bytes carry their sentence as data, worded "
    "in the game's language") {
  DecodedText u = decode_orders_text(utf16("A MAC THE\n", true), "o.txt");
  REQUIRE(u.warning.has_value());
  REQUIRE(u.warning->said.has_value());
  CHECK(report::words(report::Lang::fr, *u.warning->said) ==
        "le fichier est du texte UTF-16 (octet de poids faible en premier, sans indicateur "
        "d'ordre des octets) : décodé ; enregistrez les ordres en texte UTF-8");
  CHECK(report::words(report::Lang::en, *u.warning->said) ==
        "the file is UTF-16 text (little-endian, without a byte order mark): decoded; save the "
        "orders as UTF-8 text");
  DecodedText latin = decode_orders_text("A MAC \xE9\n", "o.txt");
  REQUIRE(latin.warning.has_value());
  REQUIRE(latin.warning->said.has_value());
  CHECK(report::words(report::Lang::fr, *latin.warning->said)
            .starts_with("le fichier n'est pas en UTF-8 (octet 0xE9 ici) : lu comme du texte "
                         "Windows-1252"));
  auto r = parse_with(test::real_diadoques_map(), "A MAC\x07 THE\n");
  const Diagnostic* control = nullptr;
  for (const auto& d : r.diagnostics)
    if (d.severity == Severity::warning) control = &d;
  REQUIRE(control != nullptr);
  REQUIRE(control->said.has_value());
  CHECK(report::words(report::Lang::fr, *control->said) ==
        "caractères de contrôle invisibles (U+0007 ici, 1 en tout) retirés : chacun est lu comme "
        "un blanc");
}

TEST_CASE("R9a.gen.6 read_orders_file: a UTF-16 file's orders are read, no NUL reaches the text") {
  const auto& m = test::real_diadoques_map();
  OrderParser parser(m, orders_file_options(m));
  TempDir dir;
  const auto path =
      dir.write("cassandre.txt", "\xFF\xFE" + utf16("A MAC THE\r\nF MAC EUB\r\n", true));
  OrdersFile f = read_orders_file(path, "orders/cassandre.txt", parser);
  CHECK(f.parsed.orders.size() == 2);
  CHECK(f.text.find('\0') == std::string::npos);
  CHECK(!has_errors(f.parsed.diagnostics));
}

TEST_CASE("R9a.gen.5 UTF-16 that does not decode is refused with its place") {
  // An odd number of bytes after the byte order mark: the last character is cut.
  try {
    (void)decode_orders_text("\xFF\xFE" + utf16("A MAC THE\nA", true) + "B", "o.txt");
    FAIL("not refused");
  } catch (const OrdersFileError& e) {
    CHECK(std::string(e.what()) ==
          "o.txt:2:2: error: the file is UTF-16 (little-endian) text, but it ends in the middle "
          "of a character here; save the orders as UTF-8 text");
  }
  // A lone low surrogate (0xDC00) on line 1, column 3.
  try {
    (void)decode_orders_text("\xFF\xFE" + utf16("AB", true) + std::string("\x00\xDC", 2), "o.txt");
    FAIL("not refused");
  } catch (const OrdersFileError& e) {
    CHECK(std::string(e.what()) ==
          "o.txt:1:3: error: the file is UTF-16 (little-endian) text, but this is not a "
          "character (a lone surrogate) here; save the orders as UTF-8 text");
  }
}

TEST_CASE("R9a.gen.6 a UTF-8 file with a few NUL bytes is not taken for UTF-16") {
  DecodedText d = decode_orders_text(std::string("A MAC THE\0\nA SYR PHE\n", 21), "o.txt");
  CHECK(d.text == std::string("A MAC THE\0\nA SYR PHE\n", 21));
  CHECK(!d.warning.has_value());
}

// ---- control characters -------------------------------------------------------------------

TEST_CASE("R9a.gen.6 control characters are blanked where the text enters, with one warning") {
  const auto& m = test::real_diadoques_map();
  // ESC sequences and BEL in prose, BEL in an order, the C1 CSI (U+009B), DEL and NUL in a bad
  // order.
  // (A literal with a NUL in it: its length given.)
  const char bytes[] =
      "Salut\x1b[2J\x1b]0;pwned\x07 !\n"
      "A MAC\x07 THE\n"
      "A SYR\xC2\x9B PHE zz\x7f\x00\n";
  auto r = parse_with(m, std::string(bytes, sizeof bytes - 1));
  REQUIRE(r.orders.size() == 1);
  CHECK(r.orders[0].text == "A MAC  THE");
  CHECK(warnings_of(r).find(
            "orders.txt:1:6: warning: invisible control characters (U+001B here, 7 in all) were "
            "removed: each is read as a blank") == 0);
  CHECK(!has_control(r.source->text()));
  for (const auto& d : r.diagnostics) {
    INFO(d.message);
    CHECK(!has_control(d.message));
  }
  for (const auto& u : r.unresolved) CHECK(!has_control(u.written));
  // The columns after a blanked character are those of the text as written.
  CHECK(has(errors_of(r), "orders.txt:3:12: error"));
}

TEST_CASE("R9a.gen.6 clean_player_text keeps tabs, line feeds and CR LF, and counts characters") {
  std::string s =
      "a\tb\r\nc\rd\x01"
      "e\xC2\x85"
      "f\xC2\xA0g";
  const CleanedText c = clean_player_text(s);
  CHECK(s == "a\tb\r\nc\nd e f\xC2\xA0g");
  CHECK(c.controls == 2);
  CHECK(c.first == 0x01);
  CHECK(c.first_offset == 8);
  CHECK(code_point_name(0x9B) == "U+009B");
}

// ---- what is read -------------------------------------------------------------------------

TEST_CASE("R9a.gen.5 an orders file that is a symbolic link is refused by name, not followed") {
  const auto& m = test::real_diadoques_map();
  OrderParser parser(m, orders_file_options(m));
  TempDir dir;
  const auto secret = dir.write("secret.txt", "root:x:0:0:root:/root:/bin/bash\n");
  std::filesystem::create_symlink(secret, dir.path / "eumene.txt");
  try {
    (void)read_orders_file(dir.path / "eumene.txt", "orders/eumene.txt", parser);
    FAIL("the link was followed");
  } catch (const OrdersFileError& e) {
    CHECK(std::string(e.what()) ==
          "orders/eumene.txt: error: this orders file is a symbolic link, not a plain file: orders "
          "are read only from plain text files (put a copy of the orders there)");
  }
}

TEST_CASE("R9a.gen.5 an orders file that is a folder or a named pipe is refused by name") {
  const auto& m = test::real_diadoques_map();
  OrderParser parser(m, orders_file_options(m));
  TempDir dir;
  std::filesystem::create_directory(dir.path / "eumene.txt");
  CHECK_THROWS_WITH_AS(read_orders_file(dir.path / "eumene.txt", "orders/eumene.txt", parser),
                       doctest::Contains("orders/eumene.txt: error: this orders file is a folder"),
                       OrdersFileError);
  // A FIFO with no writer: reading must not wait for one.
  REQUIRE(::mkfifo((dir.path / "lysimaque.txt").c_str(), 0600) == 0);
  CHECK_THROWS_WITH_AS(
      read_orders_file(dir.path / "lysimaque.txt", "orders/lysimaque.txt", parser),
      doctest::Contains("orders/lysimaque.txt: error: this orders file is a named pipe (FIFO)"),
      OrdersFileError);
}
