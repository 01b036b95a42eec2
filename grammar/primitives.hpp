#pragma once
// Primitive parsers of the order language, on the normalised line (lower case, accents
// stripped, typographic apostrophes/dashes/spaces made ASCII; see orders/parse.cpp):
//  - kw(table): a keyword among synonyms (grammar/keywords.hpp), whole words only; a space inside a
//  keyword matches
//    any run of separators, so "pas de controle" matches "Pas-de-contrôle";
//  - name(set): a place, character or side name cut by the dictionaries (Session::match_name).
// Both record what they tried in the Session, for "expected …" messages.
#include <algorithm>
#include <array>
#include <boost/spirit/home/x3.hpp>
#include <boost/spirit/home/x3/support/utility/error_reporting.hpp>
#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "common/word_table.hpp"
#include "grammar/ast.hpp"
#include "grammar/session.hpp"

namespace dia::grammar {

namespace x3 = boost::spirit::x3;

inline bool is_word_byte(char c) {
  auto u = static_cast<unsigned char>(c);
  return (u >= '0' && u <= '9') || (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || u >= 0x80;
}
inline bool is_separator(char c) {
  return c == ' ' || c == '\'' || c == '-' || c == '.' || c == '_';
}

// The bytes a set of keywords can start with: a failing keyword test (most of them, as X3 tries
// the alternatives in turn) costs one lookup instead of one comparison per spelling.
struct first_bytes {
  std::array<std::uint64_t, 4> bits{};
  constexpr void add(std::string_view word) {
    if (word.empty()) return;
    auto b = static_cast<unsigned char>(word.front());
    bits[b >> 6] |= std::uint64_t{1} << (b & 63);
  }
  constexpr bool has(char c) const {
    auto b = static_cast<unsigned char>(c);
    return (bits[b >> 6] >> (b & 63)) & 1;
  }
};

// Membership in a fixed word list: one hash probe (common/word_table.hpp).
class word_set {
 public:
  explicit word_set(std::span<const std::string_view> words) {
    for (auto w : words) table_.add(w);
  }
  bool contains(std::string_view w) const { return table_.find(w) >= 0; }

 private:
  WordTable table_;
};

template <typename Context>
Session& session_of(Context const& ctx) {
  return x3::get<x3::error_handler_tag>(ctx).get();
}

struct kw_parser : x3::parser<kw_parser> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;

  std::span<const std::string_view> words;  // lower case; the first is shown in messages
  first_bytes starts;
  bool quiet = false;  // records no expectation (the optional words of the phrasings)

  // Length matched by `word` at [first, last), or 0.
  static std::size_t match(std::string_view word, const char* first, const char* last) {
    const char* it = first;
    for (std::size_t k = 0; k < word.size(); ++k) {
      char w = word[k];
      if (w == ' ') {
        if (it == last || !is_separator(*it)) return 0;
        while (it != last && is_separator(*it)) ++it;
      } else {
        if (it == last || *it != w) return 0;
        ++it;
      }
    }
    if (is_word_byte(word.back()) && it != last && is_word_byte(*it)) return 0;
    return static_cast<std::size_t>(it - first);
  }

  // A cheap early rejection: most spellings that share the first byte differ at the second.
  static bool second_byte_may_match(std::string_view word, const char* first, const char* last) {
    if (word.size() < 2 || word[1] == ' ') return true;
    return last - first >= 2 && first[1] == word[1];
  }

  // Length of the longest of `words` at [first, last), or 0.
  static std::size_t longest(std::span<const std::string_view> words, const char* first,
                             const char* last) {
    std::size_t best = 0;
    if (first == last) return 0;
    for (auto w : words) {
      if (w.front() != *first || !second_byte_may_match(w, first, last)) continue;
      best = std::max(best, match(w, first, last));
    }
    return best;
  }

  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext&,
             Attribute&) const {
    x3::skip_over(first, last, ctx);
    std::size_t best = 0;
    if (first != last && starts.has(*first)) best = longest(words, first, last);
    if (best == 0) {
      if (!quiet) session_of(ctx).expect(first, words.front());
      return false;
    }
    first += static_cast<std::ptrdiff_t>(best);
    return true;
  }
};

// `words` must outlive the parser (the tables of grammar/keywords.hpp).
inline kw_parser kw(std::span<const std::string_view> words) {
  kw_parser p{{}, words, {}};
  for (auto w : words) p.starts.add(w);
  return p;
}
// The same without an "expected …" record: for words a phrasing may leave out.
inline kw_parser kw_quiet(std::span<const std::string_view> words) {
  kw_parser p = kw(words);
  p.quiet = true;
  return p;
}

struct name_parser : x3::parser<name_parser> {
  using attribute_type = ast::name;
  name_set which = name_set::place;

  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext&,
             Attribute& attr) const {
    x3::skip_over(first, last, ctx);
    Session& session = session_of(ctx);
    const char* it = first;
    ast::name result;
    if (!session.match_name(which, it, last, result)) {
      session.expect(first, which == name_set::place       ? "a place"
                            : which == name_set::character ? "a character"
                                                           : "a side");
      return false;
    }
    session.tag(result, first, it);
    first = it;
    x3::traits::move_to(std::move(result), attr);
    return true;
  }
};

// Succeeds, without consuming, when the next word is one of `words`: a cheap gate in
// front of a long list of keyword alternatives.
struct first_word_parser : x3::parser<first_word_parser> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;
  const word_set* words;

  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext&,
             Attribute&) const {
    x3::skip_over(first, last, ctx);
    Iterator it = first;
    while (it != last && is_word_byte(*it)) ++it;
    return words->contains(std::string_view(first, static_cast<std::size_t>(it - first)));
  }
};

inline name_parser name(name_set which) {
  return name_parser{{}, which};
}

}  // namespace dia::grammar

namespace dia::grammar {

// The value of the longest of `options` at [first, last) and its length (0: none).
template <typename T>
std::pair<const T*, std::size_t> longest_choice(
    std::span<const std::pair<std::string_view, T>> options, const char* first, const char* last) {
  std::size_t best = 0;
  const T* value = nullptr;
  if (first == last) return {nullptr, 0};
  for (const auto& [word, v] : options) {
    if (word.front() != *first || !kw_parser::second_byte_may_match(word, first, last)) continue;
    std::size_t n = kw_parser::match(word, first, last);
    if (n > best) {
      best = n;
      value = &v;
    }
  }
  return {value, best};
}

// One value among keyword spellings: unit designators, coasts, siege rounds, seasons, votes.
template <typename T>
struct choice_parser : x3::parser<choice_parser<T>> {
  using attribute_type = T;
  std::span<const std::pair<std::string_view, T>> options;
  std::string_view what;  // shown in "expected …"
  first_bytes starts;

  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext&,
             Attribute& attr) const {
    x3::skip_over(first, last, ctx);
    if (first == last || !starts.has(*first)) {
      session_of(ctx).expect(first, what);
      return false;
    }
    auto [value, best] = longest_choice(options, first, last);
    if (best == 0) {
      session_of(ctx).expect(first, what);
      return false;
    }
    first += static_cast<std::ptrdiff_t>(best);
    x3::traits::move_to(*value, attr);
    return true;
  }
};

// `options` must outlive the parser (the tables of grammar/keywords.hpp).
template <typename T>
choice_parser<T> choice(std::string_view what,
                        std::span<const std::pair<std::string_view, T>> options) {
  choice_parser<T> p;
  p.options = options;
  p.what = what;
  for (const auto& o : options) p.starts.add(o.first);
  return p;
}

}  // namespace dia::grammar
