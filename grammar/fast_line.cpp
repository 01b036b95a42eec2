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

#include "grammar/fast_scanner.hpp"
#include "grammar/order_line.hpp"

namespace dia::grammar {
namespace {

using namespace fast;

// Each reader returns true and advances `p` past what it read, or returns false and leaves `p`
// alone. `unsure` is set when X3 could read the line differently from here on; the line then
// goes to X3 whatever the rest gives.
using arguments = decltype(ast::verb_order::args);

class Reader : public fast::Scanner {
 public:
  using Scanner::Scanner;
  bool unsure = false;

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
      // character_piece = +character >> placed; a verb after the first character makes an order
      // written subject first, which X3 reads (subject_order).
      if (subject_verb_ahead(q)) {
        unsure = true;
        return false;
      }
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

  // amount: signs and long numbers go to X3.
  bool amount(const char*& p, int& out) {
    switch (unsigned_amount(p, out)) {
      case amount_read::read:
        return true;
      case amount_read::none:
        return false;
      case amount_read::sign:
      case amount_read::too_long:
        break;
    }
    unsure = true;
    return false;
  }

  enum class verb_result { not_a_verb, read, unsure };

  // verb_order = verb_gate >> (kw(...) > arguments | …). Once a verb's keyword is read, X3
  // expects its arguments (a failure fails the line), so any failure here is `unsure`.
  verb_result verb_order(const char*& p, ast::verb_order& out) {
    const char* q = p;
    skip(q);
    const char* start = q;
    const k::verb_spelling* verb = verb_keyword(q);
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
    if (k::takes_phrasings(v) && phrasing_word_ahead(q)) {
      unsure = true;
      return false;
    }
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
      case V::upkeep: {
        // upkeep = -(all_units | a_piece % -(',' | and_also)): `Entretien` alone, or pieces
        // separated by commas (other separators are left to X3).
        const char* r = q;
        skip(r);
        if (r == end_) return true;
        if (!push_piece(q, args)) return false;
        for (;;) {
          const char* s = q;
          if (!literal(",", s) || !push_piece(s, args)) break;
          q = s;
        }
        return !unsure;
      }
      case V::promote:
        return push_piece(q, args) && push_designator(q, args);
      case V::counter_corruption:
      case V::corruption:
        return push_piece(q, args) && push_amount(q, args);
      case V::passage:
        return push_side(q, args) && push_piece(q, args);
      case V::give:
        // `donner 10 T à Eumène` is a gold gift (left to X3).
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
  std::string_view text;
  if (r.label(p, text)) line.label = std::string(text);
  if (r.prefix(p, text)) line.prefix = std::string(text);
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
