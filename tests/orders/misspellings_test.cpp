// The name ranking on a list of realistic misspellings (tests/orders/data/misspellings.tsv):
// each must be read as exactly the intended place, character or side, on the project's map.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "orders/names.hpp"
#include "real_map.hpp"

using namespace dia;
using namespace dia::orders;

namespace {

struct Case {
  int line = 0;
  std::string kind, written, expected;
};

std::vector<Case> read_cases() {
  const std::string path = std::string(DIA_SOURCE_DIR) + "/tests/orders/data/misspellings.tsv";
  std::ifstream in(path);
  REQUIRE_MESSAGE(in, path);
  std::vector<Case> out;
  std::string text;
  for (int n = 1; std::getline(in, text); ++n) {
    if (text.empty() || text.front() == '#') continue;
    std::istringstream fields(text);
    Case c;
    c.line = n;
    std::getline(fields, c.kind, '\t');
    std::getline(fields, c.written, '\t');
    std::getline(fields, c.expected, '\t');
    REQUIRE_MESSAGE(!c.expected.empty(), path << ":" << n << ": three tab-separated fields");
    out.push_back(c);
  }
  return out;
}

std::string reading(const Resolution& r, const std::vector<std::string>& names) {
  std::string out = r.kind == Resolution::Kind::exact       ? "exact "
                    : r.kind == Resolution::Kind::close     ? "close "
                    : r.kind == Resolution::Kind::ambiguous ? "ambiguous "
                                                            : "unknown ";
  if (r.found()) return out + names[static_cast<std::size_t>(r.id)];
  for (int id : r.candidates) out += names[static_cast<std::size_t>(id)] + " ";
  return out;
}

}  // namespace

TEST_CASE(
    "R9a.gen.6 NM1 Lybie and Lybia read as LIB, Damas and Damascus as DAM, Babylon as Babylone "
    "(once ambiguous or unknown)") {
  const map::Map& m = test::real_diadoques_map();
  const PlaceNames places(m);
  auto code = [&](const char* text) {
    const Resolution r = places.resolve(text);
    return r.found() ? m.space(static_cast<map::SpaceId>(r.id)).code : std::string("-");
  };
  CHECK(code("Lybie") == "LIB");
  CHECK(code("Lybia") == "LIB");
  CHECK(code("Damas") == "DAM");
  CHECK(code("Damascus") == "DAM");
  CHECK(code("Babylon") == "Babylone");
  CHECK(code("Libya") == "LIB");
  CHECK(code("Damasc") == "DAM");  // the start of Damascus / Damascène
}

TEST_CASE(
    "R9a.gen.6 NM1 NM2 N2 at least 200 realistic misspellings of the rules' names each read as "
    "the intended entry") {
  const map::Map& m = test::real_diadoques_map();
  const PlaceNames places(m);
  std::vector<std::string> codes;
  for (const auto& s : m.spaces) codes.push_back(s.code);
  const NamedSet characters = character_names();
  const NamedSet sides = side_names();

  const std::vector<Case> cases = read_cases();
  CHECK(cases.size() >= 200);
  int wrong = 0;
  for (const Case& c : cases) {
    const bool place = c.kind == "place";
    const NamedSet* set = c.kind == "character" ? &characters : c.kind == "side" ? &sides : nullptr;
    REQUIRE_MESSAGE((place || set), "line " << c.line << ": unknown kind " << c.kind);
    const Resolution r = place ? places.resolve(c.written) : set->resolve(c.written);
    const std::vector<std::string>& names = place ? codes : set->canonical;
    const bool ok = r.found() && names[static_cast<std::size_t>(r.id)] == c.expected;
    if (!ok) ++wrong;
    CHECK_MESSAGE(ok, "line " << c.line << ": '" << c.written << "' should read " << c.expected
                              << ", reads " << reading(r, names));
  }
  MESSAGE(cases.size() << " misspellings, " << wrong << " misread");
}
