#include <doctest/doctest.h>

#include "common/diagnostic.hpp"
#include "common/text.hpp"

using dia::edit_distance;
using dia::fold_name;

TEST_CASE("R9a.gen.6 fold_name ignores case, accents, apostrophes and hyphens") {
  CHECK(fold_name("Alexandrie d'Issos") == "alexandrie d issos");
  CHECK(fold_name("ALEXANDRIE D\xE2\x80\x99ISSOS") == "alexandrie d issos");  // typographic ’
  CHECK(fold_name("  Alexandrie   d Issos ") == "alexandrie d issos");
  CHECK(fold_name("H\xC3\xA9racl\xC3\xA9"
                  "e-Pontique") == "heraclee pontique");
  CHECK(fold_name("Cl\xC3\xA9op\xC3\xA2tre") == "cleopatre");
  CHECK(fold_name("\xC3\x89GY") == "egy");
  CHECK(fold_name("Parsagad\xC3\xA8s\xC2\xA0X") == "parsagades x");  // no-break space
  CHECK(fold_name("\xC5\x92il") == "oeil");
}

TEST_CASE("fold_name keeps truncated UTF-8 bytes instead of reading past the end") {
  std::string bad = "ab\xC3";
  CHECK(fold_name(bad).size() == 3);
}

TEST_CASE("edit_distance counts single-character edits") {
  CHECK(edit_distance("pella", "pella") == 0);
  CHECK(edit_distance("pela", "pella") == 1);
  CHECK(edit_distance("sardes", "sarde") == 1);
  CHECK(edit_distance("tyane", "tyne") == 1);
  CHECK(edit_distance("", "abc") == 3);
  CHECK(edit_distance("kitten", "sitting") == 3);
  // Past the 64 bytes kept on the stack.
  const std::string long_a(100, 'a');
  CHECK(edit_distance(long_a, long_a + "bc") == 2);
  CHECK(edit_distance(long_a, std::string(100, 'b')) == 100);
}

TEST_CASE("R9a.gen.6 edit_distance_within gives the distance up to a limit and limit + 1 beyond") {
  using dia::edit_distance_within;
  CHECK(edit_distance_within("tiens", "tient", 1) == 1);
  CHECK(edit_distance_within("kitten", "sitting", 3) == 3);
  CHECK(edit_distance_within("kitten", "sitting", 2) == 3);
  CHECK(edit_distance_within("alexandri", "ravitaille", 2) == 3);
  CHECK(edit_distance_within("a", "abcdef", 2) == 3);  // lengths too far apart
  CHECK(edit_distance_within("pella", "pella", 0) == 0);
  const std::string long_a(80, 'a');
  CHECK(edit_distance_within(long_a, long_a + "x", 3) == 1);
}

TEST_CASE("trim removes ASCII and no-break spaces at both ends") {
  CHECK(dia::trim("  a b \t") == "a b");
  CHECK(dia::trim("\xC2\xA0x\xC2\xA0") == "x");
  CHECK(dia::trim("") == "");
}

TEST_CASE("diagnostics print as file:line:col: severity: message") {
  dia::Diagnostic d{dia::Severity::warning, "orders.txt", {3, 7}, "read 'Pela' as 'Pella'"};
  CHECK(dia::format(d) == "orders.txt:3:7: warning: read 'Pela' as 'Pella'");
  d.pos = {};
  CHECK(dia::format(d) == "orders.txt: warning: read 'Pela' as 'Pella'");
  CHECK_FALSE(dia::has_errors({d}));
  d.severity = dia::Severity::error;
  CHECK(dia::has_errors({d}));
}

// The order parser writes a line's normalised form into buffers of the raw line's size
// (orders/parse.cpp, normalise): a folded Latin letter must not be longer than its UTF-8 form.
TEST_CASE("fold_name never makes a Latin letter longer than its two UTF-8 bytes") {
  for (char32_t c = 0xC0; c < 0x180; ++c) {
    std::string utf8;
    utf8 += static_cast<char>(0xC0 | (c >> 6));
    utf8 += static_cast<char>(0x80 | (c & 0x3F));
    CAPTURE(static_cast<unsigned>(c));
    CHECK(fold_name(utf8).size() <= 2);
  }
  CHECK(fold_name("\xC5\x92") == "oe");  // Œ: the longest, two letters
}
