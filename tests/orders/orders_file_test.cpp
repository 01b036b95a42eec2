// One reading of an orders file for `check` and `adjudicate` (orders/orders_file.hpp): bytes →
// UTF-8 text → ParseResult. A Latin-1 / Windows-1252 mail body is transcoded with a warning; a
// byte that is neither is refused with its line and column.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "order_test_support.hpp"
#include "orders/orders_file.hpp"

using namespace dia;
using namespace dia::orders;
using dia::test::code;
using dia::test::diadoques_map;

namespace {

// A file of its own under the system's temporary directory, removed at the end.
struct TempFile {
  std::filesystem::path path;
  explicit TempFile(const std::string& bytes)
      : path(std::filesystem::temp_directory_path() /
             ("dia-orders-file-" + std::to_string(::getpid()) + ".txt")) {
    std::ofstream(path, std::ios::binary) << bytes;
  }
  ~TempFile() { std::filesystem::remove(path); }
};

}  // namespace

TEST_CASE("R9a.gen.6 a Windows-1252 body is transcoded to UTF-8 with a warning at the first byte") {
  // \xe9 é, \x92 ’ (Windows-1252 only), \xa0 no-break space.
  DecodedText d = decode_orders_text("A MAC Th\xe9ssalie\nA SYR PHE\x92\xa0\n", "o.txt");
  CHECK(d.text == "A MAC Th\xc3\xa9ssalie\nA SYR PHE\xe2\x80\x99\xc2\xa0\n");
  REQUIRE(d.warning.has_value());
  CHECK(format(*d.warning) ==
        "o.txt:1:9: warning: the file is not UTF-8 (byte 0xE9 here): read as Windows-1252 / "
        "Latin-1 text; check the accented names, and save the orders as UTF-8 text");
  // UTF-8 is kept as it is, without a warning.
  DecodedText u = decode_orders_text("A MAC Th\xc3\xa9ssalie\n", "o.txt");
  CHECK(u.text == "A MAC Th\xc3\xa9ssalie\n");
  CHECK(!u.warning.has_value());
}

TEST_CASE("R9a.gen.5 a byte that is neither UTF-8 nor Windows-1252 refuses the file at its place") {
  try {
    (void)decode_orders_text("A MAC THE\nA SYR \x81PHE\n", "o.txt");
    FAIL("not refused");
  } catch (const OrdersFileError& e) {
    CHECK(std::string(e.what()) ==
          "o.txt:2:7: error: this byte (0x81) is neither UTF-8 nor Windows-1252 (Latin-1); save "
          "the orders as UTF-8 text");
  }
}

TEST_CASE("R9a.gen.6 read_orders_file: the Latin-1 file's orders are read, diagnostics name it") {
  const auto& m = diadoques_map();
  OrderParser parser(m, orders_file_options(m));
  TempFile f("Bonjour\nA MAC Th\xe9ssalie\nA MAC zzz\n");
  OrdersFile file = read_orders_file(f.path, "orders/eumene.txt", parser);
  CHECK(file.text == "Bonjour\nA MAC Th\xc3\xa9ssalie\nA MAC zzz\n");
  REQUIRE(file.parsed.orders.size() == 1);
  CHECK(code(m, orders::get<Move>(file.parsed.orders[0].body).to) == "THE");
  REQUIRE(file.parsed.diagnostics.size() >= 2);
  CHECK(file.parsed.diagnostics[0].severity == Severity::warning);
  for (const auto& d : file.parsed.diagnostics) CHECK(d.file == "orders/eumene.txt");
  CHECK_THROWS_AS(read_orders_file(f.path / "missing", "x.txt", parser), OrdersFileError);
}
