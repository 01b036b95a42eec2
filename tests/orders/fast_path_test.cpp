// The fast path (grammar/fast_line.cpp) must read every line exactly as the X3 grammar does:
// same orders, same positions, same spellings, same messages. Both readers are run over the
// project's order files and over many deterministic variations of their lines.
#include <doctest/doctest.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "grammar/order_line.hpp"
#include "grammar/plain_order.hpp"
#include "grammar/session.hpp"
#include "map/load.hpp"
#include "orders/names.hpp"
#include "orders/parse.hpp"
#include "result_dump.hpp"

using namespace dia;

namespace {

const map::Map& real_map(const std::string& name) {
  static std::map<std::string, map::Map> cache;
  auto it = cache.find(name);
  if (it == cache.end()) {
    auto r = map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/" + name);
    REQUIRE(r.map);
    it = cache.emplace(name, std::move(*r.map)).first;
  }
  return it->second;
}

// Every line of the order files kept in the repository.
std::vector<std::string> corpus_lines() {
  std::vector<std::string> lines;
  namespace fs = std::filesystem;
  const fs::path root(DIA_SOURCE_DIR);
  for (const char* dir : {"tests/orders/data", "tests/fuzz/corpus", "examples/game-319/orders"}) {
    if (!fs::exists(root / dir)) continue;
    for (const auto& entry : fs::recursive_directory_iterator(root / dir)) {
      if (!entry.is_regular_file()) continue;
      std::ifstream in(entry.path(), std::ios::binary);
      std::string line;
      while (std::getline(in, line)) {
        if (line.starts_with("ORD: ")) line = line.substr(5);
        if (!line.empty()) lines.push_back(line);
      }
    }
  }
  // The examples of the order language's documentation (`…` spans), one per line.
  std::ifstream doc(root / "docs/orders.md");
  std::string text((std::istreambuf_iterator<char>(doc)), std::istreambuf_iterator<char>());
  for (std::size_t at = text.find('`'); at != std::string::npos;) {
    std::size_t end = text.find('`', at + 1);
    if (end == std::string::npos) break;
    if (end - at > 2 && text.find('\n', at) > end)
      lines.push_back(text.substr(at + 1, end - at - 1));
    at = text.find('`', end + 1);
  }
  for (const char* extra :
       {"A* SYR A2 Alexandrie d'Issos, Re PHE, CIL, X", "A* SYR A2 Alexandrie d'Issos; Re PHE",
        "F gol S F wes - spa/sc", "F St Petersburg (south coast) - Gulf of Bothnia",
        "England: A lon H", "[Spartiates] Am LAC A1 Sparte Re LAC, X", "a lvp-iri-eng-lon",
        "A lon-bel via convoy", "Co Olympias Delphes 10 T",
        // D.associated and R1.diad.4: leaders after the designator, epigones by name.
        "A Philippe III MAC THE", "A Philippe MAC THE", "F Ptolémée II EGY MOR",
        "Ae Antigonus PHR CAP", "A* Olympias Demetrius PHR CAP", "Assassiner Démétrios"}) {
    lines.emplace_back(extra);
  }
  return lines;
}

// A small deterministic generator (the same variations on every run).
struct Lcg {
  std::uint64_t state = 0x2545F4914F6CDD1DULL;
  std::size_t below(std::size_t n) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<std::size_t>(state >> 33) % n;
  }
};

// Variations a player's hand (or a fuzzer) makes: dropped, doubled and swapped characters,
// other words spliced in, case changes, odd separators.
std::vector<std::string> variations(const std::vector<std::string>& lines, std::size_t count) {
  static const std::vector<std::string> bits = {
      " ",  "-",    "->", ",",  "(",  ")", "/",        "*",  "#",          "'",
      ":",  "[",    "]",  "x",  "s",  "c", "re",       "a1", "via convoy", "sc",
      "nc", "move", "to", "30", "-5", "é", "\xC2\xA0", "  "};
  Lcg rng;
  std::vector<std::string> out;
  for (std::size_t k = 0; k < count; ++k) {
    std::string l = lines[rng.below(lines.size())];
    for (std::size_t edits = 1 + rng.below(3); edits > 0; --edits) {
      std::size_t at = l.empty() ? 0 : rng.below(l.size() + 1);
      switch (rng.below(7)) {
        case 0:
          if (at < l.size()) l.erase(at, 1);
          break;
        case 1:
          l.insert(at, bits[rng.below(bits.size())]);
          break;
        case 2:
          if (at + 1 < l.size()) std::swap(l[at], l[at + 1]);
          break;
        case 3: {
          const std::string& other = lines[rng.below(lines.size())];
          std::size_t from = other.empty() ? 0 : rng.below(other.size());
          l.insert(at, " " + other.substr(from, 1 + rng.below(12)) + " ");
          break;
        }
        case 4:
          for (char& c : l) {
            if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
          }
          break;
        case 5:
          l = l.substr(0, at);
          break;
        default:
          l += " " + lines[rng.below(lines.size())];
      }
    }
    out.push_back(l);
  }
  return out;
}

}  // namespace

TEST_CASE("N3 the fast path reads every line exactly as the X3 grammar") {
  std::vector<std::string> lines = corpus_lines();
  REQUIRE(lines.size() > 100);
  std::vector<std::string> all = lines;
  for (auto& v : variations(lines, 20000)) all.push_back(std::move(v));
  for (const char* map_name : {"diadoques.yaml", "classical.yaml"}) {
    const map::Map& m = real_map(map_name);
    orders::ParseOptions fast_options, x3_options;
    fast_options.hash_comments = x3_options.hash_comments = m.ruleset == "classical";
    x3_options.fast_path = false;
    orders::OrderParser fast(m, fast_options), x3(m, x3_options);
    std::size_t differ = 0;
    for (const auto& line : all) {
      std::string a = test::dump(fast.parse_line(line), m);
      std::string b = test::dump(x3.parse_line(line), m);
      if (a != b && ++differ <= 5) {
        INFO("map: ", map_name, "\nline: ", line, "\nfast:\n", a, "x3:\n", b);
        CHECK(a == b);
      }
    }
    CHECK(differ == 0);
  }
}

namespace {

// The dictionaries and the Session a reader needs, for the real Diadoques map.
struct DiadoquesReading {
  const map::Map& m = real_map("diadoques.yaml");
  orders::PlaceNames places{m};
  orders::NamedSet characters = orders::character_names();
  orders::NamedSet sides = orders::side_names();
  grammar::Dictionaries dicts{&places.dictionary(), &characters, &sides};
  grammar::Session session{dicts};
};

// The common well-formed lines (normalised), which both fast readers must take.
const std::vector<std::string> common_lines = {"a phe syr",
                                               "f* cyc athenes",
                                               "a* syr a2 alexandrie d'issos",
                                               "f mor re mio, cyc, alexandrie, mrd, min",
                                               "a phe s a syr cil",
                                               "a egy s f mor a1 alexandrie",
                                               "f mio c a arc cyr",
                                               "a egy c chy",
                                               "* mac x",
                                               "olympias delphes x",
                                               "philippe iii mac the",
                                               "a philippe iii mac the",
                                               "a demetrios phr cap",
                                               "co a syr 30",
                                               "cc ae* phr 15",
                                               "passage antigone f mor",
                                               "enchere ae cap 20, 22, 25",
                                               "or 10 eumene public",
                                               "construire f ege",
                                               "promouvoir a mac ae",
                                               "[spartiates] am lac a1 sparte",
                                               "a phe - syr",
                                               "f mor ra alexandrie"};

}  // namespace

TEST_CASE("N3 the fast path takes the common well-formed lines") {
  // A guard for the parser's speed: these must not silently fall back to X3.
  DiadoquesReading r;
  for (const std::string& line : common_lines) {
    grammar::ast::line out;
    int end = 0;
    CHECK_MESSAGE(grammar::parse_line_fast(line, r.session, out, end), line);
  }
}

TEST_CASE("N3 the plain-line reader takes the common lines whose names are exact") {
  // A guard for the parser's speed, as above: these are read straight into orders. Lines that
  // need a diagnostic are left to the full reading.
  DiadoquesReading r;
  grammar::PlainNames names{&r.m, &r.characters.canonical, &r.sides.canonical, true};
  auto plain = [&](std::string_view line) {
    orders::Order order;
    grammar::PlainExtras extras;
    return grammar::read_plain_order({line, line, 1}, names, r.session, order, extras);
  };
  for (const std::string& line : common_lines) CHECK_MESSAGE(plain(line), line);
  for (const char* line : {"a syr alexandri d'isos",  // misspelled: a warning
                           "phe syr",                 // no unit type: a warning
                           "* mac s a syr cil",       // a lone character cannot support
                           "a syr re phe, x, cil",    // X before the end of a retreat list
                           "joueur ptolemee"}) {      // a header line
    CHECK_MESSAGE(!plain(line), std::string(line));
  }
}

TEST_CASE("N3 a verb order after a label or a side prefix starts at its verb") {
  const map::Map& m = real_map("diadoques.yaml");
  auto r = orders::OrderParser(m).parse("[Marchands] Co A SYR 30\nPtolemee: Or 5 Eumene\n");
  REQUIRE(r.orders.size() == 2);
  CHECK(r.orders[0].pos.column == 13);
  CHECK(r.orders[1].pos.column == 11);
}

TEST_CASE("R9a.ret.19 a retreat list is located at its Re") {
  const map::Map& m = real_map("diadoques.yaml");
  auto r = orders::OrderParser(m).parse("F MOR A1 Alexandrie Re MIO, X\n");
  REQUIRE(r.orders.size() == 1);
  REQUIRE(r.orders[0].retreat);
  CHECK(r.orders[0].retreat->pos.column == 21);
}
