#pragma once
// What the grammar needs while it reads one normalised line: the name dictionaries, the start
// of the line (positions are byte offsets from it), and a record of what was expected where the
// parse got furthest, for "expected …" messages. It is the object behind x3::error_handler_tag
// in the parse context: annotate_on_success calls tag() on every annotated node.
#include <boost/spirit/home/x3/support/ast/position_tagged.hpp>
#include <boost/spirit/home/x3/support/utility/lambda_visitor.hpp>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
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

  // Starts a new line (the buffers are reused, not reallocated).
  // `record`: keep track of what was expected where (only needed to explain a failure, so the
  // first attempt at a line runs without it and a failing line is parsed again with it).
  void reset(std::string_view line, bool record = false) {
    line_ = line;
    recording_ = record;
    furthest_ = -1;
    expected_.clear();
    // The memo is invalidated by a new generation number rather than cleared.
    if (place_prefix_.size() < line.size() + 1) place_prefix_.resize(line.size() + 1);
    ++generation_;
  }

  template <typename T>
  void tag(T& node, const char* first, const char* last) const {
    if constexpr (std::is_base_of_v<boost::spirit::x3::position_tagged, T>) {
      node.id_first = offset(first);
      node.id_last = offset(last);
    } else if constexpr (std::is_same_v<T, ast::statement> ||
                         std::is_same_v<T, ast::military_body>) {
      // x3::annotate_on_success takes these for plain nodes (they derive from x3::variant):
      // tag the alternative they hold.
      node.apply_visitor(boost::spirit::x3::make_lambda_visitor<void>(
          [&](auto& alternative) { tag(alternative, first, last); }));
    }
  }

  int offset(const char* p) const { return static_cast<int>(p - line_.data()); }
  std::string_view line() const { return line_; }

  // Reads a name of the given set at `first` (longest dictionary match first; a misspelled,
  // abbreviated or ambiguous place is kept for the resolver to report). Advances `first`.
  bool match_name(name_set which, const char*& first, const char* last, ast::name& out) const;

  // The full lookup behind a name whose `detail` is set (misspelled, ambiguous or unknown).
  const orders::Resolution& resolution(int detail) const {
    return resolutions_[static_cast<std::size_t>(detail)];
  }

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
  // The longest place name at `at` (to the end of the line). X3 backtracking asks for the same
  // position several times (a character is refused where a place stands, then the place is
  // read), so the answers are kept for the line.
  orders::NameDictionary::Prefix place_prefix(const char* at) const {
    auto& memo = place_prefix_[static_cast<std::size_t>(offset(at))];
    if (memo.generation != generation_) {
      memo.generation = generation_;
      memo.prefix = dicts_.places->longest_prefix(
          {at, static_cast<std::size_t>(line_.data() + line_.size() - at)});
    }
    return memo.prefix;
  }

  // A fuzzy lookup of `text` in the dictionary of `which`; the answer is kept for the whole
  // file (misspelled names are costly to look up and players repeat them) and its index is
  // returned.
  int resolve(name_set which, const orders::NameDictionary& dict, std::string_view text,
              bool suggest) const {
    key_.clear();
    key_ += static_cast<char>('0' + static_cast<int>(which));
    key_ += suggest ? '1' : '0';
    key_ += text;
    auto [it, inserted] = resolved_.try_emplace(key_, static_cast<int>(resolutions_.size()));
    if (inserted) resolutions_.push_back(dict.resolve(text, suggest));
    return it->second;
  }

  std::string_view line_;
  Dictionaries dicts_;
  bool recording_ = false;
  mutable std::string key_;
  mutable std::unordered_map<std::string, int> resolved_;
  mutable std::vector<orders::Resolution> resolutions_;
  struct Memo {
    std::uint64_t generation = 0;
    orders::NameDictionary::Prefix prefix;
  };
  mutable std::vector<Memo> place_prefix_;
  std::uint64_t generation_ = 0;
  mutable int furthest_ = -1;
  mutable std::vector<std::string_view> expected_;
};

}  // namespace dia::grammar
