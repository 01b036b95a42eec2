#pragma once
// Misspelled keywords (R9a.gen.6): `Constuire F EGE`, `Enchre Ae CAP 20`, `A PHE Suport A SYR`,
// `F MOR Retrait MIO, X`. A line that cannot be read is searched for words that are a close
// misspelling of an order keyword (the same edit-distance rule as names); the parser then reads
// the line again with the keyword spelled right. Only lines that fail are searched, and lines
// read with a guessed name (`A SYR Tiens`, hold, not a move to Athènes: the closer reading
// wins), so a well written file never pays for it.
#include <cstddef>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "orders/names.hpp"

namespace dia::orders {

struct KeywordMisspelling {
  std::size_t begin = 0;  // the misspelled word(s), as a byte span of the normalised line
  std::size_t end = 0;
  std::string spelling;                // the keyword as the grammar reads it ("construire")
  std::vector<std::string> suggested;  // as shown to the player ("Construire"); several: ambiguous
};

// The words of a normalised line (lower case, no accents) that misspell a keyword: the first
// word of the order against the order words (Construire, Enchère, Co…) and unit designators,
// later words against the military keywords (S, C, Ra, Re, X and their spelled-out forms).
// Names of the map, characters and sides are never taken for keywords; a word that is as close
// to a place as to a keyword is left alone. Words of fewer than 4 letters are never corrected
// (nor taken for keywords of fewer than 3).
std::vector<KeywordMisspelling> misspelled_keywords(std::string_view normalised,
                                                    const NameDictionary& places,
                                                    const NameDictionary& characters,
                                                    const NameDictionary& sides);

// A cheap necessary condition for misspelled_keywords() to report a misspelling that starts
// with `word` (one word of a normalised line): some keyword, or the first word of one, is within
// the edits a misspelling may carry. False means that search can be skipped for this word.
bool may_misspell_keyword(std::string_view word);

// may_misspell_keyword() for the words of a piece of normalised line, each word's answer kept
// for the file (players repeat their misspellings).
class KeywordLikeWords {
 public:
  bool any(std::string_view text);  // some word of `text` may misspell a keyword

 private:
  std::unordered_map<std::string, bool> known_;
};

// The keyword as a player writes it: accents restored, order words capitalised.
std::string shown_keyword(std::string_view spelling, bool order_word);

}  // namespace dia::orders
