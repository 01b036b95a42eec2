// Cutting names out of an order line: longest dictionary match first, then misspellings.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "common/text.hpp"
#include "grammar/keywords.hpp"
#include "grammar/primitives.hpp"
#include "grammar/session.hpp"

namespace dia::grammar {
namespace {

// Words that end a name (one hash probe for all of them: this runs on every word of a name):
//  - stop_all: order codes, designators and connecting words (N3 "Tokenising"), and the words
//    that join the parts of a phrasing (`Olympias et Cléopâtre`, `Philippe III au commandement
//    de A MAC`) or start a condition (`… à Eumène si …`). No place or character name is read
//    across them, even misspelled.
//  - stop_names: articles, and the first words of the verbs written after a subject
//    (`Ptolémée verse 10 T`). A character's longer names hold articles (`Eumène de Cardia`), and
//    places hold them too (`Mer d'Eubée`), so they end only characters and sides, whose short
//    names are the ones players write.
enum stop : std::uint8_t { stop_all = 1, stop_names = 2 };

class StopWords {
 public:
  StopWords() {
    static constexpr std::array<std::string_view, 71> reserved = {
        "Tokenising",  "a",        "a1",         "a2",
        "ae",          "ag",       "against",    "am",
        "annihilate",  "armee",    "army",       "attack",
        "attacks",     "by",       "c",          "contre",
        "convoie",     "convoy",   "convoyer",   "convoys",
        "destroy",     "detruire", "f",          "fe",
        "fleet",       "flotte",   "for",        "h",
        "hold",        "holds",    "in",         "into",
        "m",           "move",     "moves",      "moving",
        "of",          "on",       "par",        "pour",
        "public",      "ra",       "ravitaille", "ravitaillement",
        "ravitailler", "re",       "reste",      "retraite",
        "retraiter",   "retreat",  "s",          "s1",
        "s2",          "siege",    "soutenir",   "soutien",
        "soutient",    "stand",    "stands",     "supplies",
        "supply",      "support",  "supports",   "tenir",
        "tient",       "to",       "transporte", "vers",
        "via",         "vs",       "x"};
    static constexpr std::string_view links[] = {"and", "au", "aux", "avec", "est", "et",
                                                 "if",  "ni", "si",  "sur",  "with"};
    static constexpr std::string_view articles[] = {"d", "de", "des", "du", "l", "la", "le", "les"};
    for (auto w : reserved) add(w, stop_all);
    for (auto w : links) add(w, stop_all);
    for (auto w : articles) add(w, stop_names);
    for (keywords::words table : keywords::subject_verbs) {
      for (std::string_view spelling : table)
        add(spelling.substr(0, spelling.find(' ')), stop_names);
    }
  }
  // Whether `word` ends a name of places (`places`) or of characters and sides.
  bool ends_name(std::string_view word, bool places) const {
    const int at = table_.find(word);
    if (at < 0) return false;
    return (flags_[static_cast<std::size_t>(at)] & (places ? stop_all : stop_all | stop_names)) !=
           0;
  }

 private:
  void add(std::string_view word, std::uint8_t flag) {
    const auto at = static_cast<std::size_t>(table_.add(word));
    if (at == flags_.size()) flags_.push_back(0);
    flags_[at] |= flag;
  }
  WordTable table_;
  std::vector<std::uint8_t> flags_;
};

bool ends_name(std::string_view word, bool places) {
  static const StopWords stops;
  return stops.ends_name(word, places);
}

bool all_digits(std::string_view w) {
  return std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
}

struct Word {
  const char* begin;
  const char* end;
};

// The words a name may span from `first`: joined by spaces, apostrophes, dots, underscores or
// one hyphen between letters; stopped by punctuation, a spaced hyphen ("yor - nwy", a move) or
// a reserved word.
struct Words {
  std::array<Word, 8> items;
  std::size_t count = 0;
  std::size_t size() const { return count; }
  bool empty() const { return count == 0; }
  const Word& operator[](std::size_t i) const { return items[i]; }
  const Word& front() const { return items[0]; }
  void push_back(Word w) { items[count++] = w; }
};

// `places`: the words are read for a place name (numbers and the link words of characters do
// not end it).
Words words_from(const char* first, const char* last, std::size_t max_words, bool places) {
  const bool stop_at_numbers = places;
  Words out;
  max_words = std::min(max_words, out.items.size());
  const char* it = first;
  while (out.size() < max_words && it != last && is_word_byte(*it)) {
    const char* b = it;
    while (it != last && is_word_byte(*it)) ++it;
    std::string_view w(b, static_cast<std::size_t>(it - b));
    if (ends_name(w, places) || (stop_at_numbers && all_digits(w))) break;
    out.push_back({b, it});
    const char* sep = it;
    while (sep != last && is_separator(*sep)) ++sep;
    std::string_view gap(it, static_cast<std::size_t>(sep - it));
    bool spaced_hyphen = gap.size() > 1 && gap.find('-') != std::string_view::npos &&
                         gap.find(' ') != std::string_view::npos;
    if (gap.empty() || spaced_hyphen || sep == last || !is_word_byte(*sep)) break;
    if (std::count(gap.begin(), gap.end(), '-') > 1) break;
    it = sep;
  }
  return out;
}

std::string_view span_text(const Words& words, std::size_t n) {
  return {words.front().begin, static_cast<std::size_t>(words[n - 1].end - words.front().begin)};
}

}  // namespace

bool Session::match_name(name_set which, const char*& first, const char* last,
                         ast::name& out) const {
  using Kind = orders::Resolution::Kind;
  const orders::NameDictionary& dict = which == name_set::place ? *dicts_.places
                                       : which == name_set::character
                                           ? dicts_.characters->dictionary
                                           : dicts_.sides->dictionary;
  bool places = which == name_set::place;
  if (!places) {
    // A character or side is never read where a place name stands (`A PHE …`).
    if (place_prefix(first).length > 0) return false;
  }
  std::string_view rest(first, static_cast<std::size_t>(last - first));
  auto exact = places ? place_prefix(first) : dict.longest_prefix(rest);
  auto accept = [&](const char* end, int detail) {
    const orders::Resolution& r = resolution(detail);
    out.kind = r.kind;
    out.id = r.id;
    out.detail = detail;
    first = end;
    return true;
  };
  if (exact.length > 0) {
    const char* end = first + exact.length;
    // Consistent split: nothing more to read here, or the next word starts another name.
    const char* next = end;
    while (next != last && is_separator(*next)) ++next;
    bool consistent = next == last || !is_word_byte(*next) || next == end;
    // (The memoised place lookup first: it settles the usual "PHE SYR".)
    if (!consistent) consistent = place_prefix(next).length > 0;
    if (!consistent) consistent = words_from(next, last, 1, places).empty();
    if (!consistent) {
      // "Alexandrie d'Isos": a longer misspelled name that starts with an exact one. Only
      // names that begin with the exact part qualify: "SYR Alexandri d'Issos" is a move to a
      // misspelled citadel, not a misspelling of that citadel.
      Words words = words_from(first, last, static_cast<std::size_t>(dict.max_words() + 1), places);
      std::size_t covered = 0;
      while (covered < words.size() && words[covered].end <= end) ++covered;
      std::string exact_folded = fold_name(rest.substr(0, exact.length));
      for (std::size_t n = words.size(); n > covered; --n) {
        int r = resolve(which, dict, span_text(words, n), false);
        if (resolution(r).kind == Kind::close && resolution(r).matched.starts_with(exact_folded)) {
          return accept(words[n - 1].end, r);
        }
      }
    }
    if (exact.id >= 0) {
      out.kind = Kind::exact;
      out.id = exact.id;
      out.detail = -1;
      first = end;
      return true;
    }
    // A spelling shared by several entries.
    return accept(end, resolve(which, dict, rest.substr(0, exact.length), true));
  }
  Words words = words_from(first, last, static_cast<std::size_t>(dict.max_words() + 1), places);
  if (words.empty()) return false;
  // No exact name here: the longest span that is a unique close misspelling, else the longest
  // ambiguous one, else (places only) one unknown word for the resolver to report.
  std::size_t ambiguous_n = 0;
  int ambiguous = -1;
  for (std::size_t n = words.size(); n > 0; --n) {
    int r = resolve(which, dict, span_text(words, n), false);
    if (resolution(r).kind == Kind::close) return accept(words[n - 1].end, r);
    if (resolution(r).kind == Kind::ambiguous && ambiguous_n == 0) {
      ambiguous_n = n;
      ambiguous = r;
    }
  }
  if (ambiguous_n > 0) return accept(words[ambiguous_n - 1].end, ambiguous);
  if (!places) return false;
  return accept(words.front().end, resolve(which, dict, span_text(words, 1), true));
}

}  // namespace dia::grammar
