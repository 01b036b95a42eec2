// The name resolver on its own (also used by `map show` and the DATC harness).
#include <doctest/doctest.h>

#include "common/text.hpp"
#include "orders/names.hpp"
#include "test_maps.hpp"

using namespace dia;
using namespace dia::orders;

namespace {
std::string code_of(const map::Map& m, const Resolution& r) {
  return r.found() ? m.space(static_cast<map::SpaceId>(r.id)).code : "";
}
}  // namespace

TEST_CASE(
    "R9a.gen.6 names resolve by code / full name / alias ignoring case / accents / apostrophes and "
    "hyphens") {
  const auto& m = dia::test::diadoques_map();
  for (const char* text : {"SYR", "syr", "Syrie", "SYRIE"}) {
    auto r = resolve_space(m, text);
    CHECK(r.kind == Resolution::Kind::exact);
    CHECK(code_of(m, r) == "SYR");
  }
  for (const char* text : {"Alexandrie d'Issos", "alexandrie d issos", "ALEXANDRIE-D’ISSOS"}) {
    CHECK(code_of(m, resolve_space(m, text)) == "Alexandrie d'Issos");
  }
  CHECK(code_of(m, resolve_space(m, "Athens")) == "Athènes");
  CHECK(code_of(m, resolve_space(m, "egypte")) == "EGY");
}

TEST_CASE("R9a.gen.6 a unique close misspelling or abbreviation resolves as close") {
  const auto& m = dia::test::diadoques_map();
  auto r = resolve_space(m, "Babylonne");
  CHECK(r.kind == Resolution::Kind::close);
  CHECK(code_of(m, r) == "Babylone");
  r = resolve_space(m, "Hécatompylo");
  CHECK(r.kind == Resolution::Kind::close);
  r = resolve_space(m, "Heraclee");  // the start of exactly one name
  CHECK(r.kind == Resolution::Kind::close);
  CHECK(code_of(m, r) == "Héraclée Pontique");
}

TEST_CASE("R9a.gen.5 equally close names are ambiguous - far names are unknown with suggestions") {
  const auto& m = dia::test::diadoques_map();
  auto r = resolve_space(m, "PHX");
  CHECK(r.kind == Resolution::Kind::ambiguous);
  CHECK(r.candidates.size() == 2);
  r = resolve_space(m, "Alex");  // the start of two names
  CHECK(r.kind == Resolution::Kind::ambiguous);
  r = resolve_space(m, "Qwertyuiop");
  CHECK(r.kind == Resolution::Kind::unknown);
  r = resolve_space(m, "Thsalxe");
  CHECK(r.kind == Resolution::Kind::unknown);
  REQUIRE_FALSE(r.candidates.empty());
  CHECK(m.space(static_cast<map::SpaceId>(r.candidates.front())).code == "THE");
}

TEST_CASE("N3 longest_prefix cuts the longest name on a word boundary") {
  const auto& m = dia::test::diadoques_map();
  PlaceNames names(m);
  const auto& d = names.dictionary();
  CHECK(d.longest_prefix("alexandrie d'issos, phe").length ==
        std::string("alexandrie d'issos").size());
  CHECK(d.longest_prefix("alexandrie egy").length == std::string("alexandrie").size());
  CHECK(d.longest_prefix("heraclee-pontique x").length == std::string("heraclee-pontique").size());
  CHECK(d.longest_prefix("phenix").length == 0);  // "phe" is not followed by a word boundary
  CHECK(d.longest_prefix("zzz").length == 0);
}

TEST_CASE("R9a.gen.6 spelling distance: cheap mistakes rank before plain edits") {
  const std::size_t edit = spelling_edit;
  auto d = [](const char* a, const char* b) { return spelling_distance_within(a, b, 100); };
  CHECK(d("lybie", "libye") < edit);          // i/y twice
  CHECK(d("lybie", "lydie") == edit);         // b/d: a plain substitution
  CHECK(d("babylonne", "babylone") < edit);   // doubled letter
  CHECK(d("frygie", "phrygie") < edit);       // f for ph
  CHECK(d("phyrgie", "phrygie") < 2 * edit);  // swapped neighbours: less than two edits
  CHECK(d("seleucus", "seleucos") < edit);    // Latin -us
  CHECK(d("tessalie", "thessalie") < edit);   // lost h
  CHECK(d("alexandrie dissos", "alexandrie d issos") < edit);  // words run together
  CHECK(d("damas", "dahes") > edit);
  CHECK(d("abc", "abc") == 0);
  CHECK(spelling_distance_within("macedoine", "thessalie", 20) == 21);  // stops past the limit
}

TEST_CASE("N2 character and side names with English spellings") {
  auto chars = character_names({"Démétrios"});
  CHECK(chars.canonical[static_cast<std::size_t>(chars.resolve("Philip III").id)] ==
        "Philippe III");
  CHECK(chars.canonical[static_cast<std::size_t>(chars.resolve("cleopatra").id)] == "Cléopâtre");
  CHECK(chars.canonical[static_cast<std::size_t>(chars.resolve("Demetrios").id)] == "Démétrios");
  auto sides = side_names();
  CHECK(sides.canonical[static_cast<std::size_t>(sides.resolve("Ptolemy").id)] == "Ptolémée");
  CHECK(sides.resolve("Seleukos").kind == Resolution::Kind::exact);
}
