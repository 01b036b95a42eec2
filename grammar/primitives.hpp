#pragma once
// Primitive parsers of the order language, on the normalised line (lower case, accents
// stripped, typographic apostrophes/dashes/spaces made ASCII; see orders/parse.cpp):
//  - kw({...}): a keyword among synonyms, whole words only; a space inside a keyword matches
//    any run of separators, so "pas de controle" matches "Pas-de-contrôle";
//  - name(set): a place, character or side name cut by the dictionaries (Session::match_name).
// Both record what they tried in the Session, for "expected …" messages.
#include <algorithm>
#include <boost/spirit/home/x3.hpp>
#include <boost/spirit/home/x3/support/utility/error_reporting.hpp>
#include <initializer_list>
#include <string_view>
#include <vector>

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

template <typename Context>
Session& session_of(Context const& ctx) {
  return x3::get<x3::error_handler_tag>(ctx).get();
}

struct kw_parser : x3::parser<kw_parser> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;

  std::vector<std::string_view> words;  // lower case; the first is shown in messages

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

  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext&,
             Attribute&) const {
    x3::skip_over(first, last, ctx);
    std::size_t best = 0;
    for (auto w : words) best = std::max(best, match(w, first, last));
    if (best == 0) {
      session_of(ctx).expect(first, words.front());
      return false;
    }
    first += static_cast<std::ptrdiff_t>(best);
    return true;
  }
};

inline kw_parser kw(std::initializer_list<std::string_view> words) {
  return kw_parser{{}, words};
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

// Succeeds, without consuming, when the next word is one of `words` (sorted): a cheap gate in
// front of a long list of keyword alternatives.
struct first_word_parser : x3::parser<first_word_parser> {
  using attribute_type = x3::unused_type;
  static bool const has_attribute = false;
  const std::string_view* begin;
  const std::string_view* end;

  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext&,
             Attribute&) const {
    x3::skip_over(first, last, ctx);
    Iterator it = first;
    while (it != last && is_word_byte(*it)) ++it;
    std::string_view word(first, static_cast<std::size_t>(it - first));
    return std::binary_search(begin, end, word);
  }
};

inline name_parser name(name_set which) {
  return name_parser{{}, which};
}

}  // namespace dia::grammar

namespace dia::grammar {

// One value among keyword spellings: unit designators, coasts, siege rounds, seasons, votes.
template <typename T>
struct choice_parser : x3::parser<choice_parser<T>> {
  using attribute_type = T;
  std::vector<std::pair<std::string_view, T>> options;
  std::string_view what;  // shown in "expected …"

  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, Iterator const& last, Context const& ctx, RContext&,
             Attribute& attr) const {
    x3::skip_over(first, last, ctx);
    std::size_t best = 0;
    const T* value = nullptr;
    for (const auto& [word, v] : options) {
      std::size_t n = kw_parser::match(word, first, last);
      if (n > best) {
        best = n;
        value = &v;
      }
    }
    if (best == 0) {
      session_of(ctx).expect(first, what);
      return false;
    }
    first += static_cast<std::ptrdiff_t>(best);
    x3::traits::move_to(*value, attr);
    return true;
  }
};

template <typename T>
choice_parser<T> choice(std::string_view what,
                        std::initializer_list<std::pair<std::string_view, T>> options) {
  choice_parser<T> p;
  p.options = options;
  p.what = what;
  return p;
}

}  // namespace dia::grammar
