#pragma once
// What the grammar needs while it reads one normalised line: the name dictionaries, the start
// of the line (positions are byte offsets from it), and a record of what was expected where the
// parse got furthest, for "expected …" messages. It is the object behind x3::error_handler_tag
// in the parse context: annotate_on_success calls tag() on every annotated node.
#include <boost/spirit/home/x3/support/ast/position_tagged.hpp>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>
#include <vector>

#include "grammar/ast.hpp"
#include "orders/names.hpp"

namespace dia::grammar {

enum class name_set { place, character, side };

struct Dictionaries {
  const orders::NameDictionary* places = nullptr;
  const orders::NamedSet* characters = nullptr;
  const orders::NamedSet* sides = nullptr;
};

class Session {
 public:
  explicit Session(const Dictionaries& dicts) : dicts_(dicts) {}

  // Starts a new line (the expectation record is reused, not reallocated).
  // `record`: keep track of what was expected where (only needed to explain a failure, so the
  // first attempt at a line runs without it and a failing line is parsed again with it).
  void reset(std::string_view line, bool record = false) {
    // Misspelled names are costly to look up, and X3 backtracking (and the second, recording
    // pass over a failing line) asks for the same span again: keep the answers for the line.
    // The recording pass always follows the first pass over the same line.
    if (!record) resolved_.clear();
    line_ = line;
    recording_ = record;
    furthest_ = -1;
    expected_.clear();
  }

  template <typename T>
  void tag(T& node, const char* first, const char* last) const {
    if constexpr (std::is_base_of_v<boost::spirit::x3::position_tagged, T>) {
      node.id_first = offset(first);
      node.id_last = offset(last);
    }
  }

  int offset(const char* p) const { return static_cast<int>(p - line_.data()); }
  std::string_view line() const { return line_; }

  // Reads a name of the given set at `first` (longest dictionary match first; a misspelled,
  // abbreviated or ambiguous place is kept for the resolver to report). Advances `first`.
  bool match_name(name_set which, const char*& first, const char* last, ast::name& out) const;

  // Records that `what` was tried at `where` (only the furthest position is kept).
  void expect(const char* where, std::string_view what) const {
    if (!recording_) return;
    int at = offset(where);
    if (at > furthest_) {
      furthest_ = at;
      expected_.clear();
    }
    if (at == furthest_) {
      for (auto e : expected_) {
        if (e == what) return;
      }
      expected_.push_back(what);
    }
  }
  // An expectation point failed at `where`: the parse got that far.
  void failed_at(const char* where) const {
    if (!recording_) return;
    int at = offset(where);
    if (at > furthest_) {
      furthest_ = at;
      expected_.clear();
    }
  }
  int furthest() const { return furthest_; }
  const std::vector<std::string_view>& expected() const { return expected_; }

 private:
  std::string_view line_;
  Dictionaries dicts_;
  // A fuzzy lookup of `text` in the dictionary of `which`, remembered for the current line.
  orders::Resolution resolve(name_set which, const orders::NameDictionary& dict,
                             const std::string& text, bool suggest) const {
    for (const auto& [w, t, s, r] : resolved_) {
      if (w == which && s == suggest && t == text) return r;
    }
    auto r = dict.resolve(text, suggest);
    resolved_.emplace_back(which, text, suggest, r);
    return r;
  }

  bool recording_ = false;
  mutable std::vector<std::tuple<name_set, std::string, bool, orders::Resolution>> resolved_;
  mutable int furthest_ = -1;
  mutable std::vector<std::string_view> expected_;
};

}  // namespace dia::grammar
