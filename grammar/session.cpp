// Cutting names out of an order line: longest dictionary match first, then misspellings.
#include <algorithm>
#include <array>
#include <string>
#include <vector>

#include "common/text.hpp"
#include "grammar/primitives.hpp"
#include "grammar/session.hpp"

namespace dia::grammar {
namespace {

// Words that end a place name: order codes, designators and connecting words (N3
// "Tokenising"). A misspelled name is never read across them.
bool reserved(std::string_view word) {
  static constexpr std::array<std::string_view, 70> words = {"a",
                                                             "a1",
                                                             "a2",
                                                             "ae",
                                                             "ag",
                                                             "against",
                                                             "am",
                                                             "annihilate",
                                                             "armee",
                                                             "army",
                                                             "attack",
                                                             "attacks",
                                                             "by",
                                                             "c",
                                                             "contre",
                                                             "convoie",
                                                             "convoy",
                                                             "convoyer",
                                                             "convoys",
                                                             "destroy",
                                                             "detruire",
                                                             "f",
                                                             "fe",
                                                             "fleet",
                                                             "flotte",
                                                             "for",
                                                             "h",
                                                             "hold",
                                                             "holds",
                                                             "in",
                                                             "into",
                                                             "m",
                                                             "move",
                                                             "moves",
                                                             "moving",
                                                             "of",
                                                             "on",
                                                             "par",
                                                             "pour",
                                                             "public",
                                                             "ra",
                                                             "ravitaille",
                                                             "ravitaillement",
                                                             "ravitailler",
                                                             "re",
                                                             "reste",
                                                             "retraite",
                                                             "retraiter",
                                                             "retreat",
                                                             "s",
                                                             "s1",
                                                             "s2",
                                                             "siege",
                                                             "soutenir",
                                                             "soutien",
                                                             "soutient",
                                                             "stand",
                                                             "stands",
                                                             "supplies",
                                                             "supply",
                                                             "support",
                                                             "supports",
                                                             "tenir",
                                                             "tient",
                                                             "to",
                                                             "transporte",
                                                             "vers",
                                                             "via",
                                                             "vs",
                                                             "x"};  // sorted
  return std::binary_search(words.begin(), words.end(), word);
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

Words words_from(const char* first, const char* last, std::size_t max_words, bool stop_at_numbers) {
  Words out;
  max_words = std::min(max_words, out.items.size());
  const char* it = first;
  while (out.size() < max_words && it != last && is_word_byte(*it)) {
    const char* b = it;
    while (it != last && is_word_byte(*it)) ++it;
    std::string_view w(b, static_cast<std::size_t>(it - b));
    if (reserved(w) || (stop_at_numbers && all_digits(w))) break;
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

std::string span_text(const Words& words, std::size_t n) {
  return std::string(words.front().begin,
                     static_cast<std::size_t>(words[n - 1].end - words.front().begin));
}

}  // namespace

bool Session::match_name(name_set which, const char*& first, const char* last,
                         ast::name& out) const {
  const orders::NameDictionary& dict = which == name_set::place ? *dicts_.places
                                       : which == name_set::character
                                           ? dicts_.characters->dictionary
                                           : dicts_.sides->dictionary;
  std::string_view rest(first, static_cast<std::size_t>(last - first));
  if (which != name_set::place) {
    // A character or side is never read where a place name stands (`A PHE …`).
    if (dicts_.places->longest_prefix(rest).length > 0) return false;
  }
  auto exact = dict.longest_prefix(rest);
  bool places = which == name_set::place;
  auto accept = [&](const char* end, orders::Resolution match) {
    out.text.assign(first, end);
    out.match = std::move(match);
    first = end;
    return true;
  };
  if (exact.length > 0) {
    const char* end = first + exact.length;
    // Consistent split: nothing more to read here, or the next word starts another name.
    const char* next = end;
    while (next != last && is_separator(*next)) ++next;
    bool consistent = next == last || !is_word_byte(*next) || next == end;
    if (!consistent) {
      Words after = words_from(next, last, 1, places);
      consistent =
          after.empty() ||
          dicts_.places->longest_prefix({next, static_cast<std::size_t>(last - next)}).length > 0;
    }
    if (!consistent) {
      // "Alexandrie d'Isos": a longer misspelled name that starts with an exact one. Only
      // names that begin with the exact part qualify: "SYR Alexandri d'Issos" is a move to a
      // misspelled citadel, not a misspelling of that citadel.
      Words words = words_from(first, last, static_cast<std::size_t>(dict.max_words() + 1), places);
      std::size_t covered = 0;
      while (covered < words.size() && words[covered].end <= end) ++covered;
      std::string exact_folded = fold_name(rest.substr(0, exact.length));
      for (std::size_t n = words.size(); n > covered; --n) {
        auto r = resolve(which, dict, span_text(words, n), false);
        if (r.kind == orders::Resolution::Kind::close && r.matched.starts_with(exact_folded)) {
          return accept(words[n - 1].end, std::move(r));
        }
      }
    }
    orders::Resolution r;
    if (exact.id >= 0) {
      r.kind = orders::Resolution::Kind::exact;
      r.id = exact.id;
    } else {
      r = dict.resolve(rest.substr(0, exact.length));  // a spelling shared by several entries
    }
    return accept(end, std::move(r));
  }
  Words words = words_from(first, last, static_cast<std::size_t>(dict.max_words() + 1), places);
  if (words.empty()) return false;
  // No exact name here: the longest span that is a unique close misspelling, else the longest
  // ambiguous one, else (places only) one unknown word for the resolver to report.
  std::size_t ambiguous_n = 0;
  orders::Resolution ambiguous;
  for (std::size_t n = words.size(); n > 0; --n) {
    auto r = resolve(which, dict, span_text(words, n), false);
    if (r.kind == orders::Resolution::Kind::close) return accept(words[n - 1].end, std::move(r));
    if (r.kind == orders::Resolution::Kind::ambiguous && ambiguous_n == 0) {
      ambiguous_n = n;
      ambiguous = std::move(r);
    }
  }
  if (ambiguous_n > 0) return accept(words[ambiguous_n - 1].end, std::move(ambiguous));
  if (which != name_set::place) return false;
  return accept(words.front().end, resolve(which, dict, span_text(words, 1), true));
}

}  // namespace dia::grammar
