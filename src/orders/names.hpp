#pragma once
// Name resolution (R9a.gen.5–6, DESIGN "orders/"): a written name is looked up by code, full
// name and alias, ignoring case, accents, apostrophes and hyphens (dia::fold_name). When no
// name matches exactly, the candidates are the entries with a spelling within
// misspelling_tolerance() plain edits of it, or that it is the exact start of (an abbreviation,
// at least 4 letters). They are ranked by the cost of reading the name as them: a weighted
// spelling distance (dia::spelling_distance_within: cheap for i/y, doubled letters, a dropped
// h, ph/f, swapped neighbours…), at most half an edit for an abbreviation. The single cheapest
// candidate is accepted and reported; two or more at the same cost make the name ambiguous;
// none, and it is unknown and the nearest names are suggested. Exact look-ups never rank.
//
// Reusable on its own: `map show` and the DATC harness call resolve_space(); the order grammar
// uses NameDictionary::longest_prefix() to cut names that contain spaces or hyphens out of a
// line ("F North Sea - Norway", "A* SYR A2 Alexandrie d'Issos"), longest match first.
#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "map/map.hpp"

namespace dia::orders {

// How many plain edits a misspelling of a word of this (folded) length may carry and still be
// understood: none up to 2 letters, 1 up to 4, 2 up to 8, a quarter of the length plus one
// beyond. Names and keywords use the same rule (names count cheap edits as fractions).
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

// The rules' named characters (N2) and the sides (N3), with French reference spellings and the
// English, Latin and Greek names as aliases (src/orders/character_names.cpp). Ids index the
// returned `canonical` list.
struct NamedSet {
  std::vector<std::string> canonical;
  NameDictionary dictionary;
  Resolution resolve(std::string_view text) const { return dictionary.resolve(text); }
};
// Philippe III, Eurydice, Roxane, Alexandre IV, Olympias, Cléopâtre, the six diadoques by their
// personal names (prisoners are named) and the six epigones of R1-T1 (plain `Philippe` is
// Cassandre's epigone, R1.diad.4), plus `extra` names not already known.
NamedSet character_names(const std::vector<std::string>& extra = {});
// Cassandre, Lysimaque, Antigone, Eumène, Ptolémée, Séleucos.
NamedSet side_names(const std::vector<std::string>& extra = {});

// The side of a diadoque or epigone named by its French reference name (`Cassandre` →
// Cassandre; `Démétrios` → Antigone, an epigone), for the orders written subject first
// (`Cassandre verse 5 T à Lysimaque`); nullopt for any other character.
struct Leader {
  std::string side;
  bool epigone = false;
};
std::optional<Leader> leader_named(std::string_view canonical);

// A side named outside the orders (players.yaml, `--player`): the French reference name of its
// diadoque, read like a side in an order (aliases such as `Ptolemy`, a close misspelling), or ""
// when no diadoque is meant. `note` (if given) receives how a misspelling was read ("read
// 'Ptolemee' as Ptolémée"), or, for a name that could not be read, which diadoques it is
// nearest to ("did you mean Ptolémée?").
std::string diadoque_named(std::string_view text, std::string* note = nullptr);

}  // namespace dia::orders
