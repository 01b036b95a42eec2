// The plain-line reader (see plain_order.hpp). Each step mirrors the step of the same name in
// fast_line.cpp's Reader; what the converter of orders/parse.cpp does with the node is done at
// once. `give_up()` marks a line this reader does not take: every step then returns false and
// the caller reads the line the full way.
#include "grammar/plain_order.hpp"

#include <algorithm>

#include "common/text.hpp"
#include "grammar/fast_scanner.hpp"

namespace dia::grammar {
namespace {

using namespace fast;
using orders::Order;
using orders::Piece;
using orders::PlaceRef;

class PlainReader : public Scanner {
 public:
  PlainReader(Session& session, const PlainLine& line, const PlainNames& names)
      : Scanner(session, line.norm.data() + line.norm.size()),
        line_(line),
        names_(names),
        begin_(line.norm.data()) {}

  bool gave_up = false;

  // ---- positions and text as written (Converter::pos_at, Converter::written_view) ----
  SourcePos pos(const char* at) const {
    const auto i = static_cast<std::size_t>(at - begin_);
    return {line_.line_number, line_.column ? line_.column[i] : static_cast<int>(i) + 1};
  }
  std::size_t raw(const char* at) const {
    const auto i = static_cast<std::size_t>(at - begin_);
    return line_.raw_offset ? static_cast<std::size_t>(line_.raw_offset[i]) : i;
  }
  std::string_view written(const char* first, const char* last) const {
    if (last < first) return {};
    std::string_view v = line_.raw.substr(raw(first), raw(last) - raw(first));
    auto plain = [](char c) {
      return static_cast<unsigned char>(c) > ' ' && c != '\xC2' && c != '\xA0';
    };
    if (!v.empty() && plain(v.front()) && plain(v.back())) return v;
    return trim(v);
  }

  bool give_up() {
    gave_up = true;
    return false;
  }

  // A name read exactly; any other reading (close, ambiguous, unknown) gives up.
  bool exact(name_set which, const char*& p, int& id) {
    ast::name n;
    if (!name(which, p, n)) return false;
    if (n.kind != orders::Resolution::Kind::exact) return give_up();
    id = n.id;
    return true;
  }

  // location, into a PlaceRef (Converter::place).
  bool location(const char*& p, PlaceRef& out) {
    const char* q = p;
    skip(q);
    const char* start = q;
    int id = -1;
    if (!exact(name_set::place, q, id)) return false;
    char coast = 0;
    const char* c = q;
    skip(c);
    if (c != end_ && (*c == '/' || *c == '(')) {
      bool paren = *c == '(';
      const char* d = c + 1;
      char code = 0;
      if (choice<char>(t_.coasts, d, code) && (!paren || literal(")", d))) {
        coast = code;
        q = d;
      }
    }
    out.written = written(start, q);
    out.pos = pos(start);
    out.space = static_cast<map::SpaceId>(id);
    const map::Space& s = names_.map->space(out.space);
    out.node = s.nodes.empty() ? map::no_node : s.main_node();
    if (coast != 0) {
      out.coast = std::string_view(coast == 'n'   ? "nc"
                                   : coast == 's' ? "sc"
                                   : coast == 'e' ? "ec"
                                                  : "wc");
      auto node = names_.map->find_node(s.code + "/" + out.coast.str());
      if (!node) return give_up();  // an error: that coast does not exist
      out.node = *node;
    }
    p = q;
    return true;
  }

  bool placed(const char*& p, PlaceRef& out) {
    const char* q = p;
    skip(q);
    if (q != end_ && *q == '(') return give_up();
    return location(p, out);
  }

  // character, into a CharacterRef (Converter::character).
  bool character(const char*& p, orders::CharacterRef& out) {
    const char* q = p;
    skip(q);
    const char* start = q;
    if (q != end_ && *q == '*') {
      out.kind = orders::CharacterKind::diadoque;
      out.name.assign(1, '*');  // not = "*": GCC 12 -O3 warns falsely (-Wrestrict, GCC bug 105651)
      ++q;
    } else if (q != end_ && *q == '#') {
      out.kind = orders::CharacterKind::epigone;
      out.name.assign(1, '#');
      ++q;
    } else {
      int id = -1;
      if (!exact(name_set::character, q, id)) return false;
      out.kind = orders::CharacterKind::named;
      out.name = (*names_.characters)[static_cast<std::size_t>(id)];
    }
    out.pos = pos(start);
    out.written = written(start, q);
    p = q;
    return true;
  }

  bool more_characters(const char*& q, Piece& pc) {
    orders::CharacterRef c;
    while (character(q, c)) pc.characters.push_back(std::move(c));
    return !gave_up;
  }

  // A piece without a unit type is warned about in Les Diadoques (Converter::piece): checked
  // where a piece is kept, since X3 may read one in an alternative it then leaves.
  bool typed(const Piece& pc) {
    return !(names_.diadoques && pc.kind == Piece::Kind::unspecified) || give_up();
  }

  // piece (Converter::piece).
  bool piece(const char*& p, Piece& pc) {
    const char* q = p;
    skip(q);
    const char* start = q;
    UnitType type{};
    orders::CharacterRef c;
    if (choice<UnitType>(t_.designators, q, type)) {
      pc.type = type;
      pc.kind = Piece::Kind::unit;
      if (!more_characters(q, pc)) return false;
      keyword(t_.in, q);
      if (!placed(q, pc.where)) return give_up();
    } else if (character(q, c)) {
      if (subject_verb_ahead(q)) return give_up();  // an order written subject first
      pc.kind = Piece::Kind::character;
      pc.characters.push_back(std::move(c));
      if (!more_characters(q, pc) || !placed(q, pc.where)) return give_up();
    } else {
      if (gave_up) return false;
      pc.kind = Piece::Kind::unspecified;
      keyword(t_.in, q);
      if (!placed(q, pc.where)) return false;
    }
    pc.pos = pos(start);
    p = q;
    return true;
  }

  // path: the intermediate seas, then the destination.
  bool path(const char*& p, orders::Move& mv) {
    const char* q = p;
    PlaceRef loc;
    if (!location(q, loc)) return false;
    for (;;) {
      const char* r = q;
      PlaceRef next;
      if (!move_sep(r) || !location(r, next)) break;
      mv.route.push_back(loc);
      loc = next;
      q = r;
    }
    if (gave_up) return false;
    mv.to = loc;
    p = q;
    return true;
  }

  // The orders of the body that a lone character cannot give (R9a.gen.4) give up.
  bool support(const char*& p, orders::Body& body, bool lone) {
    const char* q = p;
    if (!keyword(t_.support, q)) return false;
    orders::Support sp;
    if (!piece(q, sp.supported)) return false;
    int round = 0;
    sp.siege_round = choice<int>(t_.siege_rounds, q, round) ? round : 0;
    {
      const char* r = q;
      move_sep(r);
      PlaceRef target;
      if (location(r, target)) {
        (sp.siege_round > 0 ? sp.citadel : sp.to) = target;
        q = r;
      } else if (gave_up) {
        return false;
      }
    }
    if (sp.siege_round > 0 && !sp.citadel) return give_up();  // an error: no citadel
    keyword(t_.hold, q);
    if (lone || !typed(sp.supported)) return give_up();
    body = std::move(sp);
    p = q;
    return true;
  }

  bool convoy(const char*& p, orders::Body& body, bool lone) {
    const char* q = p;
    if (!keyword(t_.convoy, q)) return false;
    orders::Convoy cv;
    if (!piece(q, cv.convoyed)) return false;
    move_sep(q);
    if (!location(q, cv.to)) return false;
    if (lone || !typed(cv.convoyed)) return give_up();
    body = std::move(cv);
    p = q;
    return true;
  }

  bool move(const char*& p, orders::Body& body, bool lone) {
    orders::Move mv;
    const char* q = p;
    bool forced = false;
    if (keyword(t_.forced_convoy, q) && path(q, mv)) {
      forced = true;
    } else {
      if (gave_up) return false;
      mv = orders::Move();
      q = p;
      move_sep(q);
      if (!path(q, mv)) return false;
    }
    mv.via_convoy = keyword(t_.via, q) || forced || !mv.route.empty();
    if (lone && mv.via_convoy) return give_up();  // an error: G2.6
    body = std::move(mv);
    p = q;
    return true;
  }

  bool body(const char*& p, orders::Body& out, bool lone) {
    const char* start = p;
    skip(start);
    const char* q = start;
    if (keyword(t_.hold, q)) {
      out.emplace<orders::Hold>();
      p = q;
      return true;
    }
    if (q = start; support(q, out, lone)) return (p = q, true);
    if (gave_up) return false;
    if (q = start; convoy(q, out, lone)) return (p = q, true);
    if (gave_up) return false;
    int round = 1;
    PlaceRef citadel;
    if (q = start; choice<int>(t_.siege_rounds, q, round) && location(q, citadel)) {
      if (lone) return give_up();
      out = orders::Siege{round, citadel};
      return (p = q, true);
    }
    if (gave_up) return false;
    if (q = start; keyword(t_.supply, q) && location(q, citadel)) {
      if (lone) return give_up();
      out = orders::Supply{citadel};
      return (p = q, true);
    }
    if (gave_up) return false;
    if (q = start; move(q, out, lone)) return (p = q, true);
    return false;
  }

  bool retreat_item(const char*& p, orders::RetreatList& list, bool& destroy) {
    const char* q = p;
    skip(q);
    destroy = false;
    if (keyword(t_.destroy, q)) {
      destroy = true;
    } else {
      PlaceRef where;
      if (!location(q, where)) return false;
      list.spaces.push_back(where);
    }
    p = q;
    return true;
  }

  // retreat list (R9a.ret.19); `X` must come last (R9a.ret.11), else an error.
  bool retreat(const char*& p, Boxed<orders::RetreatList>& out) {
    const char* q = p;
    skip(q);
    const char* start = q;
    if (q != end_ && (*q == ',' || *q == ';')) ++q;
    if (!keyword(t_.retreat, q)) return false;
    orders::RetreatList list;
    bool destroy = false;
    if (!retreat_item(q, list, destroy)) return false;
    for (;;) {
      const char* r = q;
      bool next_destroy = false;
      if (!literal(",", r) || !retreat_item(r, list, next_destroy)) break;
      if (destroy) return give_up();  // X before another item
      destroy = next_destroy;
      q = r;
    }
    if (gave_up) return false;
    list.destroy_last = destroy;
    list.pos = pos(start);
    out = std::move(list);
    p = q;
    return true;
  }

  // military (Converter::military).
  bool military(const char*& p, Order& o) {
    const char* q = p;
    skip(q);
    if (const char* r = q; keyword(t_.command_first, r)) return give_up();
    if (!piece(q, o.piece) || !typed(o.piece)) return false;
    o.pos = o.piece.pos;
    const bool lone = o.piece.kind == Piece::Kind::character;
    const bool has_body = body(q, o.body, lone);
    if (gave_up) return false;
    const bool has_retreat = retreat(q, o.retreat);
    if (gave_up) return false;
    if (!has_body && !has_retreat) return give_up();  // an error: no order
    if (!has_body) o.body.emplace<orders::Hold>().written = false;
    if (has_retreat && lone) return give_up();  // an error: R9a.ret.1
    p = q;
    return true;
  }

  // amount: anything but an unsigned number gives up (X3 reads it or explains it).
  bool amount(const char*& p, int& out) {
    return unsigned_amount(p, out) == amount_read::read || give_up();
  }

  bool side(const char*& p, orders::SideRef& out) {
    const char* q = p;
    skip(q);
    const char* start = q;
    int id = -1;
    if (!exact(name_set::side, q, id)) return give_up();
    out.pos = pos(start);
    out.written = written(start, q);
    out.name = (*names_.sides)[static_cast<std::size_t>(id)];
    p = q;
    return true;
  }

  bool designator(const char*& p, UnitType& out) {
    return choice<UnitType>(t_.designators, p, out) || give_up();
  }
  bool required_piece(const char*& p, Piece& out) {
    return (piece(p, out) || give_up()) && typed(out);
  }
  bool required_location(const char*& p, PlaceRef& out) { return location(p, out) || give_up(); }

  // The common verbs (Converter::verb); every other verb gives up.
  enum class verb_result { not_a_verb, read, gave_up };
  verb_result verb_order(const char*& p, Order& o) {
    const char* q = p;
    skip(q);
    const char* start = q;
    const k::verb_spelling* verb = verb_keyword(q);
    if (verb == nullptr) return verb_result::not_a_verb;
    o.pos = pos(start);
    if (!verb_arguments(verb->verb, q, o.body) || gave_up) return verb_result::gave_up;
    p = q;
    return verb_result::read;
  }

  bool verb_arguments(ast::verb v, const char*& q, orders::Body& body) {
    using V = ast::verb;
    if (k::takes_phrasings(v) && phrasing_word_ahead(q)) return give_up();
    switch (v) {
      case V::corruption: {
        auto& c = body.emplace<orders::Corruption>();
        return required_piece(q, c.target) && amount(q, c.amount);
      }
      case V::counter_corruption: {
        auto& c = body.emplace<orders::CounterCorruption>();
        return required_piece(q, c.target) && amount(q, c.amount);
      }
      case V::passage: {
        auto& ps = *body.emplace<orders::BodyForm<orders::Passage>>();
        return side(q, ps.to) && required_piece(q, ps.piece);
      }
      case V::disband:
        return required_piece(q, body.emplace<orders::Disband>().piece);
      case V::downgrade:
        return required_piece(q, body.emplace<orders::Downgrade>().piece);
      case V::promote: {
        auto& pr = body.emplace<orders::Promote>();
        return required_piece(q, pr.piece) && designator(q, pr.to);
      }
      case V::gold: {
        auto& g = body.emplace<orders::Gold>();
        if (!amount(q, g.amount)) return false;
        keyword(t_.to_side, q);
        if (!side(q, g.to)) return false;
        g.announce = keyword(t_.publicly, q);
        return true;
      }
      case V::bid: {
        auto& b = body.emplace<orders::Bid>();
        int a = 0;
        if (!designator(q, b.type) || !required_location(q, b.where) || !amount(q, a)) return false;
        b.amounts.push_back(a);
        for (;;) {
          const char* r = q;
          if (!literal(",", r)) break;
          skip(r);
          if (r == end_ || *r < '0' || *r > '9') break;  // the fast reader stops here too
          if (!amount(r, a)) return false;
          b.amounts.push_back(a);
          q = r;
        }
        return true;
      }
      case V::build: {
        auto& b = body.emplace<orders::Build>();
        if (!designator(q, b.type) || !required_location(q, b.where)) return false;
        const char* r = q;
        literal(",", r);
        PlaceRef port;
        if (location(r, port)) {
          b.ports.push_back(port);
          q = r;
          for (;;) {
            const char* s = q;
            if (!literal(",", s) || !location(s, port)) break;
            b.ports.push_back(port);
            q = s;
          }
        }
        return !gave_up;
      }
      default:
        return give_up();
    }
  }

 private:
  const PlainLine& line_;
  const PlainNames& names_;
  const char* begin_;
};

}  // namespace

bool read_plain_order(const PlainLine& line, const PlainNames& names, Session& session,
                      orders::Order& out, PlainExtras& extras) {
  std::string_view norm = line.norm;
  // Non-ASCII bytes and blanks other than ' ' are left to the full reading. A line that maps
  // byte for byte (no `column`) was checked for both when it was normalised.
  if (line.column != nullptr && std::any_of(norm.begin(), norm.end(), [](char c) {
        return static_cast<unsigned char>(c) >= 0x80 || is_other_blank(c);
      })) {
    return false;
  }
  session.reset(norm);
  const char* p = norm.data();
  const char* end = p + norm.size();
  PlainReader r(session, line, names);
  r.skip(p);
  std::string_view text;
  extras.label = r.label(p, text);
  extras.prefix = r.prefix(p, text);
  switch (r.verb_order(p, out)) {
    case PlainReader::verb_result::read:
      break;
    case PlainReader::verb_result::gave_up:
      return false;
    case PlainReader::verb_result::not_a_verb:
      if (!r.military(p, out)) return false;
      break;
  }
  r.skip(p);
  return p == end;
}

}  // namespace dia::grammar
