#pragma once
// Every field of a ParseResult as text (positions and spellings included), so two parses can be
// compared exactly: the fast path against the X3 grammar (fast_path_test.cpp, the fuzz target).
#include <sstream>
#include <string>
#include <type_traits>
#include <variant>

#include "orders/parse.hpp"
#include "orders/print.hpp"

namespace dia::test {

namespace dump_detail {

inline void put(std::ostream& os, int v) {
  os << ' ' << v;
}
inline void put(std::ostream& os, bool v) {
  os << (v ? " yes" : " no");
}
inline void put(std::ostream& os, orders::UnitType t) {
  os << ' ' << orders::designator(t);
}
inline void put(std::ostream& os, const SourcePos& p) {
  os << '@' << p.line << ':' << p.column;
}
inline void put(std::ostream& os, const orders::PlaceRef& p) {
  os << " place[" << p.written << ']';
  put(os, p.pos);
  os << " s" << p.space << " n" << p.node << " c" << p.coast.view();
}
inline void put(std::ostream& os, const orders::CharacterRef& c) {
  os << " char" << static_cast<int>(c.kind) << '[' << c.name << '|' << c.written << ']';
  put(os, c.pos);
}
inline void put(std::ostream& os, const orders::SideRef& s) {
  os << " side[" << s.name << '|' << s.written << ']';
  put(os, s.pos);
}
inline void put(std::ostream& os, const orders::Piece& p) {
  os << " piece" << static_cast<int>(p.kind) << " t" << (p.type ? static_cast<int>(*p.type) : -1);
  put(os, p.pos);
  for (const auto& c : p.characters) put(os, c);
  put(os, p.where);
}
template <typename T>
void put(std::ostream& os, const std::optional<T>& v) {
  if (v) put(os, *v);
}
template <typename T>
void put(std::ostream& os, const std::vector<T>& v) {
  for (const auto& x : v) put(os, x);
}

inline void body(std::ostream& os, const orders::Body& b) {
  using namespace orders;
  visit_form(
      [&](const auto& x) {
        using T = std::decay_t<decltype(x)>;
        if constexpr (std::is_same_v<T, Hold>) {
          put(os, x.written);
        } else if constexpr (std::is_same_v<T, Move>) {
          put(os, x.to), put(os, x.route), put(os, x.via_convoy);
        } else if constexpr (std::is_same_v<T, Support>) {
          put(os, x.supported), put(os, x.to), put(os, x.siege_round), put(os, x.citadel);
        } else if constexpr (std::is_same_v<T, Convoy>) {
          put(os, x.convoyed), put(os, x.to);
        } else if constexpr (std::is_same_v<T, Siege>) {
          put(os, x.round), put(os, x.citadel);
        } else if constexpr (std::is_same_v<T, Supply> || std::is_same_v<T, Capital> ||
                             std::is_same_v<T, NoSeize> || std::is_same_v<T, Seize> ||
                             std::is_same_v<T, TreasuryHeir>) {
          put(os, x.citadel);
        } else if constexpr (std::is_same_v<T, Build>) {
          put(os, x.type), put(os, x.where), put(os, x.ports);
        } else if constexpr (std::is_same_v<T, Disband> || std::is_same_v<T, Downgrade>) {
          put(os, x.piece);
        } else if constexpr (std::is_same_v<T, Upkeep>) {
          put(os, x.pieces);
        } else if constexpr (std::is_same_v<T, Promote>) {
          put(os, x.piece), put(os, x.to);
        } else if constexpr (std::is_same_v<T, Corruption> ||
                             std::is_same_v<T, CounterCorruption>) {
          put(os, x.target), put(os, x.amount);
        } else if constexpr (std::is_same_v<T, Passage>) {
          put(os, x.to), put(os, x.piece);
        } else if constexpr (std::is_same_v<T, Give>) {
          put(os, x.who), put(os, x.to);
        } else if constexpr (std::is_same_v<T, Spare>) {
          put(os, x.who);
        } else if constexpr (std::is_same_v<T, Assassinate>) {
          put(os, x.who);
        } else if constexpr (std::is_same_v<T, Bid>) {
          put(os, x.type), put(os, x.where), put(os, x.amounts);
        } else if constexpr (std::is_same_v<T, RoyalOrder>) {
          put(os, x.beneficiary);
        } else if constexpr (std::is_same_v<T, Vote>) {
          put(os, x.side), put(os, x.in_favour);
        } else if constexpr (std::is_same_v<T, OpenGates>) {
          put(os, x.citadel), put(os, x.to);
        } else if constexpr (std::is_same_v<T, Gold>) {
          put(os, x.amount), put(os, x.to), put(os, x.announce);
        } else if constexpr (std::is_same_v<T, NoControl>) {
          put(os, x.province);
        } else if constexpr (std::is_same_v<T, Dissociate>) {
          put(os, x.who), put(os, x.where);
        } else if constexpr (std::is_same_v<T, Command>) {
          put(os, x.leader), put(os, x.unit);
        } else if constexpr (std::is_same_v<T, AnnounceMarriage> || std::is_same_v<T, Marriage>) {
          put(os, x.groom);
        } else if constexpr (std::is_same_v<T, Accord>) {
          put(os, x.where);
        } else if constexpr (std::is_same_v<T, EpigonePlacement>) {
          put(os, x.where);
        } else if constexpr (std::is_same_v<T, Preference>) {
          put(os, x.ranking);
        } else if constexpr (std::is_same_v<T, Purchase>) {
          put(os, x.types);
        }
      },
      b);
}

}  // namespace dump_detail

inline std::string dump(const orders::ParseResult& r, const map::Map& m) {
  using namespace dump_detail;
  std::ostringstream os;
  os << "header[" << orders::to_text(r.header) << ']';
  put(os, r.header.player);
  put(os, r.header.season_pos);
  os << " ignored " << r.ignored << '\n';
  for (const auto& o : r.orders) {
    os << "order";
    put(os, o.pos);
    os << " [" << o.text << "] label[" << o.label << "] prefix[" << o.side_prefix << "] "
       << orders::to_text(o, m) << " kind" << static_cast<int>(o.kind());
    if (o.is_military()) put(os, o.piece);
    body(os, o.body);
    if (o.retreat) {
      os << " Re";
      put(os, o.retreat->pos);
      put(os, o.retreat->spaces);
      put(os, o.retreat->destroy_last);
    }
    os << '\n';
  }
  for (const auto& d : r.diagnostics) os << format(d) << '\n';
  for (const auto& u : r.unresolved) {
    os << "unresolved " << orders::to_string(u.kind) << (u.ambiguous ? " ambiguous" : " unknown")
       << " [" << u.written << "] at " << u.offset;
    put(os, u.pos);
    for (int c : u.candidates) put(os, c);
    os << '\n';
  }
  return os.str();
}

}  // namespace dia::test
