#pragma once
// Name resolution (R9a.gen.5–6, DESIGN "orders/"): a written name is looked up by code, full
// name and alias, ignoring case, accents, apostrophes and hyphens (dia::fold_name). When no
// name matches exactly, a unique close misspelling (small edit distance relative to the length)
// or a unique abbreviation (a prefix of at least 4 letters) is accepted and reported; two or more
// equally close candidates make the name ambiguous; otherwise it is unknown and the nearest
// names are suggested.
//
// Reusable on its own: `map show` and the DATC harness call resolve_space(); the order grammar
// uses NameDictionary::longest_prefix() to cut names that contain spaces or hyphens out of a
// line ("F North Sea - Norway", "A* SYR A2 Alexandrie d'Issos"), longest match first.
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "map/map.hpp"

namespace dia::orders {

// How many edits a misspelling of a word of this (folded) length may carry and still be
// understood: none up to 2 letters, 1 up to 4, 2 up to 8, a quarter of the length plus one
// beyond. Names and keywords use the same rule.
std::size_t misspelling_tolerance(std::size_t length);

struct Resolution {
  enum class Kind { exact, close, ambiguous, unknown };
  Kind kind = Kind::unknown;
  int id = -1;                  // exact/close: the entry
  std::string matched;          // exact/close: the dictionary spelling that matched
  std::vector<int> candidates;  // ambiguous: the tied entries; unknown: nearest suggestions
  bool found() const { return kind == Kind::exact || kind == Kind::close; }
};

// Names → integer ids. Several names may share an id (code, full name, aliases).
class NameDictionary {
 public:
  NameDictionary();
  ~NameDictionary();
  NameDictionary(NameDictionary&&) noexcept;
  NameDictionary& operator=(NameDictionary&&) noexcept;

  void add(std::string_view name, int id);
  bool empty() const;

  // Resolve a whole written name. `suggest`: fill `candidates` with the nearest names when the
  // name is unknown (costs one more pass over the dictionary).
  Resolution resolve(std::string_view text, bool suggest = true) const;

  // The longest dictionary name that `text` starts with, ending on a word boundary, with
  // separators (space, apostrophe, hyphen, dot, underscore) in the text matching any separator
  // in the name. `text` must be lower case (the order parser lower-cases and strips accents
  // first). Returns the number of bytes matched (0: none) and the id.
  struct Prefix {
    std::size_t length = 0;
    int id = -1;
  };
  Prefix longest_prefix(std::string_view text) const;

  // Up to `count` ids ordered by closeness to `text` (for "did you mean …?").
  std::vector<int> nearest(std::string_view text, std::size_t count) const;

  // The largest number of words in one name (bounds the look-ahead for misspelled names).
  int max_words() const;

  // Packs the names added so far for faster longest_prefix() (until the next add()).
  void compile();

 private:
  Prefix compact_longest_prefix(std::string_view text) const;
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// The map's spaces as a dictionary (ids are SpaceIds).
class PlaceNames {
 public:
  explicit PlaceNames(const map::Map& map);
  const map::Map& map() const { return *map_; }
  const NameDictionary& dictionary() const { return dict_; }
  Resolution resolve(std::string_view text) const { return dict_.resolve(text); }
  // "SYR (Syrie)" for a province or sea, the name alone for a citadel.
  std::string describe(map::SpaceId id) const;
  // "PHE (Phénicie), PHR (Phrygie)"
  std::string describe(const std::vector<int>& ids) const;

 private:
  const map::Map* map_;
  NameDictionary dict_;
};

// One-shot lookup for callers that resolve a single name (map show, tools).
Resolution resolve_space(const map::Map& map, std::string_view text);

// The rules' named characters (N2) and the sides (N3), with French reference spellings and
// common English/Greek spellings as aliases. Ids index the returned `canonical` list.
struct NamedSet {
  std::vector<std::string> canonical;
  NameDictionary dictionary;
  Resolution resolve(std::string_view text) const { return dictionary.resolve(text); }
};
// Philippe III, Eurydice, Roxane, Alexandre IV, Olympias, Cléopâtre, the six diadoques by their
// personal names (prisoners are named), plus `extra` (e.g. epigones' personal names).
NamedSet character_names(const std::vector<std::string>& extra = {});
// Cassandre, Lysimaque, Antigone, Eumène, Ptolémée, Séleucos.
NamedSet side_names(const std::vector<std::string>& extra = {});

}  // namespace dia::orders
