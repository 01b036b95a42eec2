#pragma once
// The fast readers' shared cursor (fast_line.cpp builds the syntax tree, plain_order.cpp builds
// the order itself): the keyword tables of keywords.hpp indexed by first word, and the small
// readers of keywords, choices, literals and names, which follow the X3 primitives
// (primitives.hpp) exactly. Internal to grammar/.
#include <algorithm>
#include <array>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "common/word_table.hpp"
#include "grammar/keywords.hpp"
#include "grammar/primitives.hpp"
#include "grammar/session.hpp"

namespace dia::grammar::fast {

namespace k = keywords;
using orders::UnitType;

// Every keyword table gets one bit; each word that starts a spelling of a table carries that
// table's bit. A keyword test is then one bit test on the word at the cursor (its mask is looked
// up once per position), and a full comparison only where the bit is set.
class vocabulary {
 public:
  struct entry {
    std::string_view word;
    std::uint64_t tables = 0;    // the tables with a spelling that starts with this word
    std::uint64_t multi = 0;     // ... with a spelling of several words that starts with it
    std::array<int, 4> value{};  // a choice table's value for the one-word spelling
  };

  void add(std::string_view spelling, int bit, int slot = -1, int value = 0) {
    std::string_view first = spelling.substr(0, spelling.find(' '));
    const auto at = static_cast<std::size_t>(index_.add(first));
    if (at == entries_.size()) entries_.push_back(entry{first});
    entry& e = entries_[at];
    e.tables |= std::uint64_t{1} << bit;
    if (first.size() != spelling.size()) e.multi |= std::uint64_t{1} << bit;
    if (slot >= 0 && first.size() == spelling.size())
      e.value[static_cast<std::size_t>(slot)] = value;
  }
  // `hash`: WordTable::hash(w), computed by the caller while it found the word.
  const entry* find(std::string_view w, std::uint64_t hash) const {
    const int at = index_.find(w, hash);
    return at < 0 ? nullptr : &entries_[static_cast<std::size_t>(at)];
  }

 private:
  std::vector<entry> entries_;
  WordTable index_;  // first word → its entry
};

struct table {
  k::words words;
  std::uint64_t bit = 0;
};
template <typename T>
struct choice_table {
  std::span<const std::pair<std::string_view, T>> options;
  std::uint64_t bit = 0;
  std::size_t slot = 0;  // where the vocabulary keeps this table's values
};

struct Tables {
  vocabulary words;
  int next_bit = 0;
  int next_slot = 0;
  table make(k::words w) {
    int bit = next_bit++;
    for (auto s : w) words.add(s, bit);
    return {w, std::uint64_t{1} << bit};
  }
  template <typename T>
  choice_table<T> make(std::span<const std::pair<std::string_view, T>> options) {
    int bit = next_bit++;
    int slot = next_slot++;
    for (const auto& o : options) words.add(o.first, bit, slot, static_cast<int>(o.second));
    return {options, std::uint64_t{1} << bit, static_cast<std::size_t>(slot)};
  }

  table in = make(k::in);
  table hold = make(k::hold);
  table support = make(k::support);
  table convoy = make(k::convoy);
  table forced_convoy = make(k::forced_convoy);
  table supply = make(k::supply);
  table retreat = make(k::retreat);
  table destroy = make(k::destroy);
  table via = make(k::via);
  table command_first = make(k::command_first);
  table move_words = make(k::move_words);
  table talents = make(k::talents);
  table to_side = make(k::to_side);
  table publicly = make(k::publicly);
  choice_table<UnitType> designators = make<UnitType>(k::designators);
  choice_table<char> coasts = make<char>(k::coasts);
  choice_table<int> siege_rounds = make<int>(k::siege_rounds);
  choice_table<bool> vote_choices = make<bool>(k::vote_choices);
  table verb_gate = make(k::verb_words);
  std::vector<table> verbs = [this] {
    std::vector<table> t;
    for (const auto& v : k::verbs) t.push_back(make(v.spellings));
    return t;
  }();
};
static_assert(std::size(keywords::verbs) + 19 <= 64, "one bit per keyword table");

inline const Tables& tables() {
  static const Tables t;
  return t;
}

// The words of the phrasings' optional parts (keywords.hpp: article, place_intro, …). X3 reads
// a verb order holding one of them with those parts; the fast readers leave such lines to it.
// "a" and "to" are left out: the fast readers read them as X3 does (`Or 10 à Eumène`).
inline const word_set& phrasing_words() {
  static const word_set set = [] {
    static std::vector<std::string_view> words;
    for (k::words table :
         {k::words(k::article), k::words(k::place_intro), k::words(k::amount_intro),
          k::words(k::of_gold), k::words(k::onto), k::words(k::of_side), k::words(k::at),
          k::words(k::in_command), k::words(k::from), k::words(k::and_also), k::words(k::with),
          k::words(k::to_side), k::words(k::new_unit), k::words(k::via_port), k::words(k::to_rank),
          k::words(k::all_units), k::words(k::then), k::words(k::victory_of),
          k::words(k::placed_at)}) {
      for (std::string_view spelling : table) {
        for (std::size_t at = 0; at < spelling.size();) {
          std::size_t end = at;
          while (end < spelling.size() && is_word_byte(spelling[end])) ++end;
          std::string_view w = spelling.substr(at, end - at);
          if (!w.empty() && w != "a" && w != "to") words.push_back(w);
          at = end + 1;
        }
      }
    }
    return word_set(words);
  }();
  return set;
}

// x3::ascii::space, the grammar's skipper. Lines with other blanks than ' ' are left to X3, so
// the fast path skips spaces only.
inline bool is_other_blank(char c) {
  return c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}
inline bool is_alpha(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
inline bool is_alnum(char c) {
  return is_alpha(c) || (c >= '0' && c <= '9');
}

// Each reader returns true and advances `p` past what it read, or returns false and leaves `p`
// alone.
class Scanner {
 public:
  Scanner(Session& session, const char* end) : s_(session), end_(end), t_(tables()) {}

  void skip(const char*& p) const {
    while (p != end_ && *p == ' ') ++p;
  }

  // The vocabulary entry of the word (run of word bytes) at `q`, or null (kept for the last
  // position asked).
  const vocabulary::entry* entry_at(const char* q) const {
    if (q != entry_pos_) {
      entry_pos_ = q;
      std::uint64_t hash = WordTable::hash_seed;
      const char* w = q;
      for (; w != end_ && is_word_byte(*w); ++w) hash = WordTable::hash_step(hash, *w);
      entry_ = t_.words.find({q, static_cast<std::size_t>(w - q)}, hash);
    }
    return entry_;
  }

  // A keyword of `t`. When the word at the cursor is a one-word spelling of `t` and starts no
  // longer one, it is the match; otherwise the spellings are compared as X3 does.
  bool keyword(const table& t, const char*& p) const {
    const char* q = p;
    skip(q);
    const vocabulary::entry* e = entry_at(q);
    if (e == nullptr || !(e->tables & t.bit)) return false;
    if (!(e->multi & t.bit)) {
      p = q + e->word.size();
      return true;
    }
    std::size_t n = kw_parser::longest(t.words, q, end_);
    if (n == 0) return false;
    p = q + n;
    return true;
  }

  template <typename T>
  bool choice(const choice_table<T>& t, const char*& p, T& out) const {
    const char* q = p;
    skip(q);
    const vocabulary::entry* e = entry_at(q);
    if (e == nullptr || !(e->tables & t.bit)) return false;
    if (!(e->multi & t.bit)) {
      out = static_cast<T>(e->value[t.slot]);
      p = q + e->word.size();
      return true;
    }
    auto [value, n] = longest_choice(t.options, q, end_);
    if (n == 0) return false;
    out = *value;
    p = q + n;
    return true;
  }

  bool literal(std::string_view text, const char*& p) const {
    const char* q = p;
    skip(q);
    if (static_cast<std::size_t>(end_ - q) < text.size() ||
        std::string_view(q, text.size()) != text)
      return false;
    p = q + text.size();
    return true;
  }

  // name(set): Session::match_name, tagged like name_parser.
  bool name(name_set which, const char*& p, ast::name& out) const {
    const char* q = p;
    skip(q);
    const char* start = q;
    ast::name n;
    if (!s_.match_name(which, q, end_, n)) return false;
    s_.tag(n, start, q);
    out = n;
    p = q;
    return true;
  }

  // move_sep = "-->" | "-=>" | "==>" | "->" | "=>" | '-' | kw_move_word
  bool move_sep(const char*& p) const {
    const char* q = p;
    skip(q);
    if (q != end_ && (*q == '-' || *q == '=')) {
      for (auto arrow : k::move_arrows) {
        if (literal(arrow, p)) return true;
      }
    }
    return keyword(t_.move_words, p);
  }

  // verb_gate >> kw(verb spellings): the verb whose keyword starts at `p`, or null.
  const k::verb_spelling* verb_keyword(const char*& p) const {
    if (const auto* e = entry_at(p); e == nullptr || !(e->tables & t_.verb_gate.bit)) {
      return nullptr;
    }
    for (std::size_t i = 0; i < t_.verbs.size(); ++i) {
      if (keyword(t_.verbs[i], p)) return &k::verbs[i];
    }
    return nullptr;
  }

  // Whether a word of the phrasings' optional parts stands anywhere from `p` on.
  bool phrasing_word_ahead(const char* p) const {
    while (p != end_) {
      if (!is_word_byte(*p)) {
        ++p;
        continue;
      }
      const char* w = p;
      while (p != end_ && is_word_byte(*p)) ++p;
      if (phrasing_words().contains({w, static_cast<std::size_t>(p - w)})) return true;
    }
    return false;
  }

  // Whether a verb of an order written subject first (keywords.hpp, s_*) starts at `p`.
  bool subject_verb_ahead(const char* p) const {
    static const word_set first_words = [] {
      static std::vector<std::string_view> words;
      for (k::words table : k::subject_verbs) {
        for (std::string_view spelling : table)
          words.push_back(spelling.substr(0, spelling.find(' ')));
      }
      return word_set(words);
    }();
    skip(p);
    const char* w = p;
    while (w != end_ && is_word_byte(*w)) ++w;
    if (w == p || !first_words.contains({p, static_cast<std::size_t>(w - p)})) return false;
    for (k::words table : k::subject_verbs) {
      if (kw_parser::longest(table, p, end_) > 0) return true;
    }
    return false;
  }

  // label = '[' >> lexeme[*(char_ - ']')] >> ']'; `text` is what stands between the brackets.
  bool label(const char*& p, std::string_view& text) const {
    if (p == end_ || *p != '[') return false;
    const char* from = p + 1;
    skip(from);
    const char* close = std::find(from, end_, ']');
    if (close == end_) return false;
    text = {from, static_cast<std::size_t>(close - from)};
    p = close + 1;
    return true;
  }

  // prefix = lexeme[alpha >> *(alnum | '_')] >> ':'
  bool prefix(const char*& p, std::string_view& word) const {
    const char* q = p;
    skip(q);
    if (q == end_ || !is_alpha(*q)) return false;
    const char* w = q + 1;
    while (w != end_ && (is_alnum(*w) || *w == '_')) ++w;
    const char* colon = w;
    if (!literal(":", colon)) return false;
    word = {q, static_cast<std::size_t>(w - q)};
    p = colon;
    return true;
  }

  // amount = int_ >> -kw("t", "talents", "talent"), unsigned and at most 9 digits (signs and
  // longer numbers are left to X3). `sign` is set when a sign stands where the digits would.
  enum class amount_read { read, none, sign, too_long };
  amount_read unsigned_amount(const char*& p, int& out) const {
    const char* q = p;
    skip(q);
    const char* digits = q;
    while (q != end_ && *q >= '0' && *q <= '9') ++q;
    if (q == digits)
      return q != end_ && (*q == '+' || *q == '-') ? amount_read::sign : amount_read::none;
    if (q - digits > 9) return amount_read::too_long;
    int value = 0;
    for (const char* d = digits; d != q; ++d) value = value * 10 + (*d - '0');
    keyword(t_.talents, q);
    out = value;
    p = q;
    return amount_read::read;
  }

 protected:
  Session& s_;
  const char* end_;
  const Tables& t_;
  mutable const char* entry_pos_ = nullptr;
  mutable const vocabulary::entry* entry_ = nullptr;
};

}  // namespace dia::grammar::fast
