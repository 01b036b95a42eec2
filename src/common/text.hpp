#pragma once
// Text folding shared by every name lookup: players write "Alexandrie d Issos", "ALEXANDRIE
// D'ISSOS" or "alexandrie-d’issos" and all must meet the map's "Alexandrie d'Issos".
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace dia {

// Lower-case ASCII; Latin accents stripped (é→e, œ→oe, ç→c); apostrophes (' ’ `), hyphens,
// underscores, dots and every kind of space (incl. U+00A0 no-break space) become one single
// space; leading/trailing spaces removed. Unknown non-ASCII code points are kept as is.
std::string fold_name(std::string_view text);

// Appends the UTF-8 encoding of code point `cp` (the caller checks it is a valid scalar value).
void append_utf8(std::string& out, char32_t cp);

// Levenshtein distance between two (already folded) strings, by bytes.
std::size_t edit_distance(std::string_view a, std::string_view b);
// edit_distance(a, b) when it is at most `limit`, else `limit + 1`: stops as soon as every
// path through the table costs more (the fuzzy matchers only care about small distances).
std::size_t edit_distance_within(std::string_view a, std::string_view b, std::size_t limit);

// The candidate nearest to `word` by edit_distance, or "" when none is close enough to help
// (further than max(2, half the word's length)): the "did you mean …?" of keys and names.
std::string nearest_word(std::string_view word, const std::vector<std::string_view>& candidates);

// How far a written name is from a dictionary spelling (both folded by fold_name), in tenths of
// a plain edit (spelling_edit): a weighted optimal-string-alignment (restricted
// Damerau-Levenshtein) distance whose weights follow the mistakes players make with Greek and
// Latin names. Cheap: i↔y (Lybie/Libye), c↔k↔q, s↔z, o↔u (-os/-us), a doubled or undoubled
// letter (Babylonne), a dropped or added h (Tyr/Thyr), ph↔f, x↔ks, qu↔k, ae/oe↔e, a space that
// splits or joins words; a swap of two neighbours costs less than two edits; other vowels
// between themselves cost less than consonants. Accents and case cost nothing (fold_name
// removed them). Returns the distance when it is at most `limit`, else `limit + 1`.
inline constexpr std::size_t spelling_edit = 10;
std::size_t spelling_distance_within(std::string_view a, std::string_view b, std::size_t limit);

// Trim ASCII white space (and U+00A0) at both ends.
std::string_view trim(std::string_view text);

}  // namespace dia
