// The fast path: the common order lines read without the X3 machinery (see order_line.hpp).
//
// It follows the grammar of order_line_def.hpp rule by rule: the same ordered alternatives, the
// same keyword tables (keywords.hpp), the same name matcher (Session::match_name) and the same
// position tags, so a line it accepts gives the syntax tree X3 would give. Wherever X3 would
// backtrack out of a half-read alternative (a piece whose designator was read but not its
// place, a verb whose arguments do not follow, `(`-wrapped places, `move` prefixes, signs,
// non-ASCII bytes) it gives up and X3 reads the line. It never reports errors: failing lines
// always go to X3, which explains them. tests/orders/fast_path_test.cpp and the fuzz target
// compare both readers on every line they see.
#include <algorithm>
#include <string_view>
#include <vector>

#include "grammar/keywords.hpp"
#include "grammar/order_line.hpp"
#include "grammar/primitives.hpp"

namespace dia::grammar {
namespace {

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
    auto it = std::find_if(entries_.begin(), entries_.end(),
                           [&](const entry& e) { return e.word == first; });
    if (it == entries_.end()) it = entries_.insert(entries_.end(), entry{first});
    it->tables |= std::uint64_t{1} << bit;
    if (first.size() != spelling.size()) it->multi |= std::uint64_t{1} << bit;
    if (slot >= 0 && first.size() == spelling.size())
      it->value[static_cast<std::size_t>(slot)] = value;
  }
  void index() {
    std::sort(entries_.begin(), entries_.end(),
              [](const entry& a, const entry& b) { return a.word < b.word; });
    for (std::size_t i = entries_.size(); i-- > 0;) {
      auto b = static_cast<unsigned char>(entries_[i].word.front());
      from_[b] = static_cast<std::uint16_t>(i);
      if (to_[b] == 0) to_[b] = static_cast<std::uint16_t>(i + 1);
    }
  }
  const entry* find(std::string_view w) const {
    if (w.empty()) return nullptr;
    auto b = static_cast<unsigned char>(w.front());
    for (std::size_t i = from_[b]; i < to_[b]; ++i) {
      if (entries_[i].word.size() == w.size() && entries_[i].word == w) return &entries_[i];
    }
    return nullptr;
  }

 private:
  std::vector<entry> entries_;
  std::array<std::uint16_t, 256> from_{};
  std::array<std::uint16_t, 256> to_{};
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
  bool indexed = (words.index(), true);
};
static_assert(std::size(keywords::verbs) + 19 <= 64, "one bit per keyword table");

const Tables& tables() {
  static const Tables t;
  return t;
}

// x3::ascii::space, the grammar's skipper. Lines with other blanks than ' ' are left to X3, so
// the fast path skips spaces only.
bool is_other_blank(char c) {
  return c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}
bool is_alpha(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool is_alnum(char c) {
  return is_alpha(c) || (c >= '0' && c <= '9');
}

// Each reader returns true and advances `p` past what it read, or returns false and leaves `p`
// alone. `unsure` is set when X3 could read the line differently from here on; the line then
// goes to X3 whatever the rest gives.
using arguments = decltype(ast::verb_order::args);

class Reader {
 public:
  Reader(Session& session, const char* end) : s_(session), end_(end), t_(tables()) {}
  bool unsure = false;

  void skip(const char*& p) const {
    while (p != end_ && *p == ' ') ++p;
  }

  // The word (run of word bytes) at `q`.
  std::string_view word_at(const char* q) const {
    const char* w = q;
    while (w != end_ && is_word_byte(*w)) ++w;
    return {q, static_cast<std::size_t>(w - q)};
  }

  // The vocabulary entry of the word at `q`, or null (kept for the last position asked).
  const vocabulary::entry* entry_at(const char* q) const {
    if (q != entry_pos_) {
      entry_pos_ = q;
      entry_ = t_.words.find(word_at(q));
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

  // location = place >> -((lit('/') >> coast_code) | (lit('(') >> coast_code >> ')'))
  bool location(const char*& p, ast::location& out) const {
    const char* q = p;
    skip(q);
    const char* start = q;
    ast::location loc;
    if (!name(name_set::place, q, loc.place)) return false;
    const char* c = q;
    skip(c);
    if (c != end_ && (*c == '/' || *c == '(')) {
      bool paren = *c == '(';
      const char* d = c + 1;
      char code = 0;
      if (choice<char>(t_.coasts, d, code)) {
        if (!paren) {
          loc.coast = code;
          q = d;
        } else if (literal(")", d)) {
          loc.coast = code;
          q = d;
        }
      }
    }
    s_.tag(loc, start, q);
    out = loc;
    p = q;
    return true;
  }

  // placed = ('(' >> location >> ')') | location; the bracketed form is left to X3.
  bool placed(const char*& p, ast::location& out) {
    const char* q = p;
    skip(q);
    if (q != end_ && *q == '(') {
      unsure = true;
      return false;
    }
    return location(p, out);
  }

  // character = '*' | '#' | name(character)
  bool character(const char*& p, ast::character& out) const {
    const char* q = p;
    skip(q);
    const char* start = q;
    ast::character c;
    if (q != end_ && *q == '*') {
      c.kind = ast::character_kind::diadoque;
      ++q;
    } else if (q != end_ && *q == '#') {
      c.kind = ast::character_kind::epigone;
      ++q;
    } else {
      c.kind = ast::character_kind::named;
      if (!name(name_set::character, q, c.who)) return false;
    }
    s_.tag(c, start, q);
    out = c;
    p = q;
    return true;
  }

  // piece = unit_piece | character_piece | bare_piece; `out` is a fresh node, filled in place.
  bool piece(const char*& p, ast::piece& out) {
    const char* q = p;
    skip(q);
    const char* start = q;
    ast::piece& pc = out;
    UnitType type{};
    ast::character c;
    if (choice<UnitType>(t_.designators, q, type)) {
      // unit_piece = designator >> *character >> -kw_in >> placed
      pc.type = type;
      while (character(q, c)) pc.characters.push_back(c);
      keyword(t_.in, q);
      if (!placed(q, pc.where)) {
        unsure = true;  // X3 would try the other two forms with this attribute half filled
        return false;
      }
    } else if (character(q, c)) {
      // character_piece = +character >> placed
      pc.characters.push_back(c);
      while (character(q, c)) pc.characters.push_back(c);
      if (!placed(q, pc.where)) {
        unsure = true;
        return false;
      }
    } else {
      // bare_piece = -kw_in >> placed
      keyword(t_.in, q);
      if (!placed(q, pc.where)) return false;
    }
    s_.tag(pc, start, q);
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

  // path = location % move_sep
  bool path(const char*& p, decltype(ast::move_body::path)& out) const {
    const char* q = p;
    ast::location loc;
    if (!location(q, loc)) return false;
    out.push_back(loc);
    for (;;) {
      const char* r = q;
      if (!move_sep(r) || !location(r, loc)) break;
      out.push_back(loc);
      q = r;
    }
    p = q;
    return true;
  }

  // support = kw_support >> piece >> (siege_round | attr(0)) >> -(-move_sep >> location)
  //           >> -kw_hold
  bool support(const char*& p, ast::support_body& out) {
    const char* q = p;
    if (!keyword(t_.support, q)) return false;
    ast::support_body sb;
    if (!piece(q, sb.supported)) return false;
    int round = 0;
    sb.siege_round = choice<int>(t_.siege_rounds, q, round) ? round : 0;
    {
      const char* r = q;
      move_sep(r);
      ast::location target;
      if (location(r, target)) {
        sb.target = target;
        q = r;
      }
    }
    keyword(t_.hold, q);
    out = std::move(sb);
    p = q;
    return true;
  }

  // convoy = kw_convoy >> piece >> -move_sep >> location
  bool convoy(const char*& p, ast::convoy_body& out) {
    const char* q = p;
    if (!keyword(t_.convoy, q)) return false;
    ast::convoy_body cb;
    if (!piece(q, cb.convoyed)) return false;
    move_sep(q);
    if (!location(q, cb.to)) return false;
    out = std::move(cb);
    p = q;
    return true;
  }

  // move = (kw("c") >> attr(true) >> path >> matches[kw_via])
  //      | (attr(false) >> -move_sep >> path >> matches[kw_via])
  bool move(const char*& p, ast::move_body& out) const {
    ast::move_body mb;
    const char* q = p;
    if (keyword(t_.forced_convoy, q) && path(q, mb.path)) {
      mb.forced_convoy = true;
    } else {
      mb.path.clear();
      q = p;
      move_sep(q);
      if (!path(q, mb.path)) return false;
    }
    mb.via_convoy = keyword(t_.via, q);
    out = std::move(mb);
    p = q;
    return true;
  }

  template <typename Body>
  bool take(Body&& b, const char* start, const char* end, const char*& p,
            ast::military_body& out) const {
    s_.tag(b, start, end);
    out = std::forward<Body>(b);
    p = end;
    return true;
  }

  // body = hold | support | convoy | siege | supply | move; each alternative is read into a
  // fresh attribute, so trying the next one after a failure is what X3 does too.
  bool body(const char*& p, ast::military_body& out) {
    const char* start = p;
    skip(start);
    const char* q = start;
    if (keyword(t_.hold, q)) return take(ast::hold_body{}, start, q, p, out);
    ast::support_body sb;
    if (q = start; support(q, sb)) return take(std::move(sb), start, q, p, out);
    if (unsure) return false;
    ast::convoy_body cb;
    if (q = start; convoy(q, cb)) return take(std::move(cb), start, q, p, out);
    if (unsure) return false;
    ast::siege_body sg;
    if (q = start; choice<int>(t_.siege_rounds, q, sg.round) && location(q, sg.citadel)) {
      return take(std::move(sg), start, q, p, out);
    }
    ast::supply_body sp;
    if (q = start; keyword(t_.supply, q) && location(q, sp.citadel)) {
      return take(std::move(sp), start, q, p, out);
    }
    ast::move_body mb;
    if (q = start; move(q, mb)) return take(std::move(mb), start, q, p, out);
    return false;
  }

  // retreat_item = (kw_destroy >> attr(true) >> attr(location())) | (attr(false) >> location)
  bool retreat_item(const char*& p, ast::retreat_item& out) const {
    const char* q = p;
    skip(q);
    const char* start = q;
    ast::retreat_item item;
    if (keyword(t_.destroy, q)) {
      item.destroy = true;
    } else if (!location(q, item.where)) {
      return false;
    }
    s_.tag(item, start, q);
    out = item;
    p = q;
    return true;
  }

  // retreat = -(',' | ';') >> kw_retreat >> (retreat_item % ',')
  bool retreat(const char*& p, ast::retreat_list& out) const {
    const char* q = p;
    skip(q);
    const char* start = q;
    if (q != end_ && (*q == ',' || *q == ';')) ++q;
    if (!keyword(t_.retreat, q)) return false;
    ast::retreat_list list;
    ast::retreat_item item;
    if (!retreat_item(q, item)) return false;
    list.items.push_back(item);
    for (;;) {
      const char* r = q;
      if (!literal(",", r) || !retreat_item(r, item)) break;
      list.items.push_back(item);
      q = r;
    }
    s_.tag(list, start, q);
    out = std::move(list);
    p = q;
    return true;
  }

  // military = -kw_command_first >> piece >> -body >> -retreat; `out` is a fresh node.
  bool military(const char*& p, ast::military& out) {
    const char* q = p;
    skip(q);
    const char* start = q;
    if (const char* r = q; keyword(t_.command_first, r)) {
      unsure = true;
      return false;
    }
    ast::military& m = out;  // filled in place (a fresh node, discarded if the line fails)
    if (!piece(q, m.who)) return false;
    m.body.emplace();
    if (!body(q, *m.body)) m.body.reset();
    if (unsure) return false;
    m.retreat.emplace();
    if (!retreat(q, *m.retreat)) m.retreat.reset();
    s_.tag(m, start, q);
    p = q;
    return true;
  }

  // amount = int_ >> -kw("t", "talents", "talent"); signs and long numbers go to X3.
  bool amount(const char*& p, int& out) {
    const char* q = p;
    skip(q);
    const char* digits = q;
    while (q != end_ && *q >= '0' && *q <= '9') ++q;
    if (q == digits) {
      if (q != end_ && (*q == '+' || *q == '-')) unsure = true;
      return false;
    }
    if (q - digits > 9) {
      unsure = true;
      return false;
    }
    int value = 0;
    for (const char* d = digits; d != q; ++d) value = value * 10 + (*d - '0');
    keyword(t_.talents, q);
    out = value;
    p = q;
    return true;
  }

  enum class verb_result { not_a_verb, read, unsure };

  // verb_order = verb_gate >> (kw(...) > arguments | …). Once a verb's keyword is read, X3
  // expects its arguments (a failure fails the line), so any failure here is `unsure`.
  verb_result verb_order(const char*& p, ast::verb_order& out) {
    const char* q = p;
    skip(q);
    const char* start = q;
    if (const auto* e = entry_at(q); e == nullptr || !(e->tables & t_.verb_gate.bit)) {
      return verb_result::not_a_verb;
    }
    const k::verb_spelling* verb = nullptr;
    for (std::size_t i = 0; i < t_.verbs.size(); ++i) {
      if (keyword(t_.verbs[i], q)) {
        verb = &k::verbs[i];
        break;
      }
    }
    if (verb == nullptr) return verb_result::not_a_verb;
    ast::verb_order order;
    order.v = verb->verb;
    if (!verb_arguments(verb->verb, q, order.args) || unsure) return verb_result::unsure;
    s_.tag(order, start, q);
    out = std::move(order);
    p = q;
    return verb_result::read;
  }

  template <typename T>
  bool push(bool ok, T&& value, arguments& args) const {
    if (ok) args.emplace_back(std::forward<T>(value));
    return ok;
  }
  bool push_piece(const char*& q, arguments& args) {
    ast::piece pc;
    return push(piece(q, pc), std::move(pc), args);
  }
  bool push_location(const char*& q, arguments& args) {
    ast::location loc;
    return push(location(q, loc), loc, args);
  }
  bool push_character(const char*& q, arguments& args) {
    ast::character c;
    return push(character(q, c), c, args);
  }
  bool push_side(const char*& q, arguments& args) {
    ast::name n;
    return push(name(name_set::side, q, n), n, args);
  }
  bool push_amount(const char*& q, arguments& args) {
    int a = 0;
    return push(amount(q, a), a, args);
  }
  bool push_designator(const char*& q, arguments& args) {
    UnitType t{};
    return push(choice<UnitType>(t_.designators, q, t), t, args);
  }

  bool verb_arguments(ast::verb v, const char*& q, arguments& args) {
    using V = ast::verb;
    switch (v) {
      case V::build: {
        if (!push_designator(q, args) || !push_location(q, args)) return false;
        const char* r = q;
        literal(",", r);
        if (push_location(r, args)) {
          q = r;
          for (;;) {
            const char* s = q;
            if (!literal(",", s) || !push_location(s, args)) break;
            q = s;
          }
        }
        return true;
      }
      case V::disband:
      case V::downgrade:
        return push_piece(q, args);
      case V::promote:
        return push_piece(q, args) && push_designator(q, args);
      case V::counter_corruption:
      case V::corruption:
        return push_piece(q, args) && push_amount(q, args);
      case V::passage:
        return push_side(q, args) && push_piece(q, args);
      case V::give:
        if (!push_character(q, args)) return false;
        keyword(t_.to_side, q);
        return push_side(q, args);
      case V::assassinate:
      case V::announce_marriage:
      case V::marriage:
        return push_character(q, args);
      case V::bid: {
        if (!push_designator(q, args) || !push_location(q, args) || !push_amount(q, args))
          return false;
        for (;;) {
          const char* r = q;
          if (!literal(",", r) || !push_amount(r, args)) break;
          q = r;
        }
        return !unsure;
      }
      case V::royal_order:
      case V::player:
        return push_side(q, args);
      case V::vote: {
        bool in_favour = false;
        return push_side(q, args) &&
               push(choice<bool>(t_.vote_choices, q, in_favour), in_favour, args);
      }
      case V::open_gates:
        if (!push_location(q, args)) return false;
        keyword(t_.to_side, q);
        return push_side(q, args);
      case V::gold:
        if (!push_amount(q, args)) return false;
        keyword(t_.to_side, q);
        if (!push_side(q, args)) return false;
        args.emplace_back(keyword(t_.publicly, q));
        return true;
      case V::no_control:
      case V::no_seize:
      case V::capital:
      case V::seize:
      case V::epigone_placement:
      case V::treasury_heir:
        return push_location(q, args);
      case V::dissociate:
        return push_character(q, args) && push_location(q, args);
      case V::command:
        return push_character(q, args) && push_piece(q, args);
      case V::accord:
        push_location(q, args);
        return true;
      case V::spare:
      case V::preference:
      case V::purchase:
      case V::season:
        return false;  // lists with optional separators and signed years: left to X3
    }
    return false;
  }

 private:
  Session& s_;
  const char* end_;
  const Tables& t_;
  mutable const char* entry_pos_ = nullptr;
  mutable const vocabulary::entry* entry_ = nullptr;
};

}  // namespace

bool parse_line_fast(std::string_view normalised, Session& session, ast::line& out,
                     int& end_offset) {
  if (std::any_of(normalised.begin(), normalised.end(), [](char c) {
        return static_cast<unsigned char>(c) >= 0x80 || is_other_blank(c);
      })) {
    return false;
  }
  session.reset(normalised);
  const char* p = normalised.data();
  const char* end = p + normalised.size();
  Reader r(session, end);
  r.skip(p);
  const char* start = p;
  ast::line& line = out;  // built in place; parse_line resets it if the fast path gives up
  // label = '[' >> lexeme[*(char_ - ']')] >> ']'
  if (p != end && *p == '[') {
    const char* text = p + 1;
    r.skip(text);
    const char* close = std::find(text, end, ']');
    if (close != end) {
      line.label = std::string(text, close);
      p = close + 1;
    }
  }
  // prefix = lexeme[alpha >> *(alnum | '_')] >> ':'
  if (const char* q = p; (r.skip(q), q != end && is_alpha(*q))) {
    const char* w = q + 1;
    while (w != end && (is_alnum(*w) || *w == '_')) ++w;
    if (const char* colon = w; r.literal(":", colon)) {
      line.prefix = std::string(q, w);
      p = colon;
    }
  }
  // statement = verb_order | military
  ast::verb_order verb;
  switch (r.verb_order(p, verb)) {
    case Reader::verb_result::read:
      line.stmt = std::move(verb);
      break;
    case Reader::verb_result::unsure:
      return false;
    case Reader::verb_result::not_a_verb: {
      line.stmt = ast::military();
      if (!r.military(p, boost::get<ast::military>(line.stmt)) || r.unsure) return false;
      break;
    }
  }
  session.tag(line, start, p);
  r.skip(p);
  if (p != end) return false;
  end_offset = session.offset(p);
  return true;
}

}  // namespace dia::grammar
