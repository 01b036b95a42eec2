#include "orders/keyword_spelling.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <limits>
#include <utility>

#include "common/text.hpp"
#include "grammar/keywords.hpp"

namespace dia::orders {
namespace {

namespace k = grammar::keywords;

bool word_byte(char c) {
  auto u = static_cast<unsigned char>(c);
  return (u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u >= 0x80;
}
bool separator(char c) {
  return c == ' ' || c == '\'' || c == '-' || c == '.' || c == '_';
}

constexpr std::size_t min_letters = 4;

// Keywords are short and common words resemble them ("tests", "reste"): fewer edits than for
// names: 1 up to 6 letters, 2 up to 10, 3 beyond.
std::size_t keyword_tolerance(std::size_t length) {
  if (length < min_letters) return 0;
  if (length <= 6) return 1;
  if (length <= 10) return 2;
  return 3;
}

// A family of spellings that mean the same keyword: a misspelling is understood only when the
// nearest spellings all belong to one family.
struct Family {
  int id;
  k::words spellings;
};

// The spellings of the unit designators, one family per unit type.
const std::vector<std::vector<std::string_view>>& designator_families() {
  static const auto families = [] {
    std::vector<std::vector<std::string_view>> out(6);
    for (const auto& [spelling, type] : k::designators)
      out[static_cast<std::size_t>(type)].push_back(spelling);
    return out;
  }();
  return families;
}

// The order words (first word of the order) and the designators.
std::vector<Family> first_word_families() {
  std::vector<Family> out;
  int id = 0;
  for (const auto& v : k::verbs) out.push_back({id++, v.spellings});
  for (const auto& d : designator_families()) out.push_back({id++, d});
  return out;
}

// The keywords that follow the ordered unit, and the designators of a supported or convoyed one.
std::vector<Family> later_word_families() {
  std::vector<Family> out;
  int id = 1000;
  for (k::words w :
       {k::words(k::hold), k::words(k::support), k::words(k::convoy), k::words(k::supply),
        k::words(k::retreat), k::words(k::destroy), k::words(k::via), k::words(k::move_words)}) {
    out.push_back({id++, w});
  }
  for (const auto& d : designator_families()) out.push_back({id++, d});
  return out;
}

const std::vector<Family>& families(bool first) {
  static const std::vector<Family> first_words = first_word_families();
  static const std::vector<Family> later_words = later_word_families();
  return first ? first_words : later_words;
}

// The words of the phrasings (grammar/keywords.hpp: the verbs of the orders written subject
// first and the optional words between arguments): `Cassandre verse 5 T` holds no misspelled
// `vers`.
bool is_phrasing_word(std::string_view text) {
  static const std::vector<std::string_view> words = [] {
    std::vector<std::string_view> out;
    auto add = [&](k::words table) {
      for (std::string_view spelling : table) {
        for (std::size_t at = 0; at <= spelling.size();) {
          std::size_t end = at;
          while (end < spelling.size() && word_byte(spelling[end])) ++end;
          if (end > at) out.push_back(spelling.substr(at, end - at));
          at = end + 1;
        }
      }
    };
    for (k::words table : k::subject_verbs) add(table);
    for (k::words table :
         {k::words(k::article), k::words(k::place_intro), k::words(k::amount_intro),
          k::words(k::of_gold), k::words(k::onto), k::words(k::of_side), k::words(k::at),
          k::words(k::in_command), k::words(k::from), k::words(k::and_also), k::words(k::with),
          k::words(k::to_side), k::words(k::publicly)})
      add(table);
    std::sort(out.begin(), out.end());
    return out;
  }();
  return std::binary_search(words.begin(), words.end(), text);
}

bool is_keyword_spelling(std::string_view text) {
  if (is_phrasing_word(text)) return true;
  for (bool first : {true, false}) {
    for (const auto& f : families(first)) {
      if (std::find(f.spellings.begin(), f.spellings.end(), text) != f.spellings.end()) return true;
    }
  }
  for (auto w : {k::words(k::in), k::words(k::to_side), k::words(k::talents), k::words(k::publicly),
                 k::words(k::command_first), k::words(k::forced_convoy)}) {
    if (std::find(w.begin(), w.end(), text) != w.end()) return true;
  }
  for (const auto& [s, v] : k::siege_rounds)
    if (s == text) return true;
  for (const auto& [s, v] : k::vote_choices)
    if (s == text) return true;
  return false;
}

struct Word {
  std::size_t begin, end;
};

std::vector<Word> words_of(std::string_view line) {
  std::vector<Word> out;
  for (std::size_t i = 0; i < line.size();) {
    if (!word_byte(line[i])) {
      ++i;
      continue;
    }
    std::size_t b = i;
    while (i < line.size() && word_byte(line[i])) ++i;
    out.push_back({b, i});
  }
  return out;
}

// Where the order itself starts: after a `[label]` and a `Side:` prefix.
std::size_t statement_start(std::string_view line) {
  std::size_t i = 0;
  auto skip = [&] {
    while (i < line.size() && line[i] == ' ') ++i;
  };
  skip();
  if (i < line.size() && line[i] == '[') {
    if (auto close = line.find(']', i); close != std::string_view::npos) i = close + 1;
  }
  skip();
  std::size_t w = i;
  while (w < line.size() && (std::isalnum(static_cast<unsigned char>(line[w])) || line[w] == '_'))
    ++w;
  std::size_t c = w;
  while (c < line.size() && line[c] == ' ') ++c;
  if (w > i && c < line.size() && line[c] == ':') i = c + 1;
  return i;
}

// How close a place, character or side name is to `text` (0: it is one; max: none is close).
std::size_t name_distance(std::string_view text, const NameDictionary& dict) {
  Resolution r = dict.resolve(text, false);
  switch (r.kind) {
    case Resolution::Kind::exact:
      return 0;
    case Resolution::Kind::close:
      return edit_distance(fold_name(text), r.matched);
    case Resolution::Kind::ambiguous:
      return 1;  // equally close to several names: never closer to a keyword than to them
    case Resolution::Kind::unknown:
      break;
  }
  return std::numeric_limits<std::size_t>::max();
}

bool is_name(std::string_view text, const NameDictionary& dict) {
  auto p = dict.longest_prefix(text);
  return p.length == text.size();
}

struct Match {
  std::size_t distance = std::numeric_limits<std::size_t>::max();
  std::vector<std::pair<int, std::string_view>> nearest;  // (family, spelling), one per family
};

// The spellings of `fams` nearest to the `count` words starting at `words[i]`.
void compare(std::string_view line, const std::vector<Word>& words, std::size_t i,
             const std::vector<Family>& fams, Match& best, std::size_t& span_end) {
  std::string joined_text;
  for (const auto& f : fams) {
    for (auto spelling : f.spellings) {
      if (spelling.size() < min_letters - 1) continue;  // `Buid` may be Build or Bid
      std::size_t count =
          static_cast<std::size_t>(std::count(spelling.begin(), spelling.end(), ' ')) + 1;
      if (i + count > words.size()) continue;
      // The written words, joined by single spaces; only across separators. One word (the
      // usual case) is compared where it stands.
      std::string_view text = line.substr(words[i].begin, words[i].end - words[i].begin);
      bool joined = true;
      if (count > 1) {
        joined_text.clear();
        for (std::size_t n = 0; n < count; ++n) {
          const Word& w = words[i + n];
          if (n > 0) {
            for (std::size_t c = words[i + n - 1].end; c < w.begin; ++c)
              joined &= separator(line[c]);
            joined_text += ' ';
          }
          joined_text += line.substr(w.begin, w.end - w.begin);
        }
        text = joined_text;
      }
      if (!joined || text.size() < min_letters) continue;
      // More letters apart than edits allowed: no need to count the edits.
      std::size_t apart = text.size() > spelling.size() ? text.size() - spelling.size()
                                                        : spelling.size() - text.size();
      if (apart > keyword_tolerance(text.size()) && text != spelling) continue;
      std::size_t d = edit_distance_within(text, spelling, keyword_tolerance(text.size()));
      if (d == 0) {  // `by convoy`: a keyword of several words, written right
        best = Match{};
        best.distance = 0;
        span_end = words[i + count - 1].end;
        return;
      }
      if (d > keyword_tolerance(text.size())) continue;
      if (count > 1) {
        // A keyword of several words starts with its first word, give or take a letter.
        std::string_view first_written = line.substr(words[i].begin, words[i].end - words[i].begin);
        std::string_view first_spelled = spelling.substr(0, spelling.find(' '));
        if (edit_distance(first_written, first_spelled) > keyword_tolerance(first_spelled.size()) &&
            first_written != first_spelled)
          continue;
      }
      if (d < best.distance) {
        best.distance = d;
        best.nearest.clear();
        span_end = words[i + count - 1].end;
      }
      if (d == best.distance && std::none_of(best.nearest.begin(), best.nearest.end(),
                                             [&](const auto& p) { return p.first == f.id; })) {
        best.nearest.emplace_back(f.id, spelling);
        span_end = std::max(span_end, words[i + count - 1].end);
      }
    }
  }
}

}  // namespace

std::string shown_keyword(std::string_view spelling, bool order_word) {
  static const std::array<std::pair<std::string_view, std::string_view>, 10> accented = {{
      {"enchere", "enchère"},
      {"encheres", "enchères"},
      {"degrader", "dégrader"},
      {"tresor", "trésor"},
      {"preference", "préférence"},
      {"preferences", "préférences"},
      {"pas de controle", "pas de contrôle"},
      {"ne pas controler", "ne pas contrôler"},
      {"detruire", "détruire"},
      {"armee", "armée"},
  }};
  std::string out(spelling);
  for (const auto& [plain, with_accents] : accented) {
    if (plain == spelling) out = std::string(with_accents);
  }
  if (order_word && !out.empty() && out[0] >= 'a' && out[0] <= 'z') {
    out[0] = static_cast<char>(out[0] - 'a' + 'A');
  }
  return out;
}

bool may_misspell_keyword(std::string_view word) {
  if (is_keyword_spelling(word)) return false;
  const std::size_t tolerance = keyword_tolerance(word.size());
  for (bool first : {true, false}) {
    for (const auto& f : families(first)) {
      for (auto spelling : f.spellings) {
        if (spelling.size() < min_letters - 1) continue;
        std::string_view first_spelled = spelling.substr(0, spelling.find(' '));
        if (first_spelled.size() != spelling.size()) {
          // A keyword of several words: compare() asks its first word to be close.
          if (word == first_spelled ||
              edit_distance_within(word, first_spelled, keyword_tolerance(first_spelled.size())) <=
                  keyword_tolerance(first_spelled.size()))
            return true;
        } else if (word.size() >= min_letters &&
                   edit_distance_within(word, spelling, tolerance) <= tolerance) {
          return true;
        }
      }
    }
  }
  return false;
}

bool KeywordLikeWords::any(std::string_view text) {
  for (const Word& w : words_of(text)) {
    auto [it, inserted] = known_.try_emplace(std::string(text.substr(w.begin, w.end - w.begin)));
    if (inserted) it->second = may_misspell_keyword(it->first);
    if (it->second) return true;
  }
  return false;
}

std::vector<KeywordMisspelling> misspelled_keywords(std::string_view line,
                                                    const NameDictionary& places,
                                                    const NameDictionary& characters,
                                                    const NameDictionary& sides) {
  std::vector<KeywordMisspelling> out;
  const std::vector<Word> words = words_of(line);
  const std::size_t start = statement_start(line);
  bool first_done = false;
  for (std::size_t i = 0; i < words.size(); ++i) {
    const Word& w = words[i];
    if (w.begin < start) continue;
    const bool first = !first_done;
    first_done = true;
    std::string_view text = line.substr(w.begin, w.end - w.begin);
    if (is_keyword_spelling(text)) continue;
    Match best;
    std::size_t span_end = w.end;
    compare(line, words, i, families(first), best, span_end);
    if (best.distance == 0) {  // a keyword of several words: skip it whole
      while (i + 1 < words.size() && words[i + 1].begin < span_end) ++i;
      continue;
    }
    if (best.nearest.empty()) continue;
    // Names are what they are, and never start a misspelling (`MIO Convoi` is not `via convoi`).
    if (is_name(text, places) || is_name(text, characters) || is_name(text, sides)) continue;
    // Names win over keywords: a word as close to a name as to a keyword is a name.
    std::string_view span = line.substr(w.begin, span_end - w.begin);
    std::size_t name = std::min(
        {name_distance(span, places), name_distance(span, characters), name_distance(span, sides)});
    if (name <= best.distance) continue;
    KeywordMisspelling m;
    m.begin = w.begin;
    m.end = span_end;
    m.spelling = std::string(best.nearest.front().second);
    for (const auto& [family, spelling] : best.nearest) {
      m.suggested.push_back(shown_keyword(spelling, first));
    }
    out.push_back(std::move(m));
    while (i + 1 < words.size() && words[i + 1].begin < span_end) ++i;
  }
  return out;
}

}  // namespace dia::orders
