#pragma once
// The syntax tree of one order line, as the X3 grammar reads it: names are still text (with the
// dictionary match the grammar found), nothing is checked against the map yet. Every node is
// x3::position_tagged; Session::tag() stores its byte offsets in the normalised line, which
// orders/parse.cpp turns into line:column. orders/ast.hpp is the resolved form callers use.
#include <boost/container/small_vector.hpp>
#include <boost/optional.hpp>
#include <boost/spirit/home/x3/support/ast/position_tagged.hpp>
#include <boost/spirit/home/x3/support/ast/variant.hpp>
#include <string>
#include <variant>
#include <vector>

#include "orders/ast.hpp"
#include "orders/names.hpp"

namespace dia::grammar::ast {

namespace x3 = boost::spirit::x3;

// The lists of a line are short: kept inside the node, a line is read without allocating.
// The nodes that hold such lists (or nodes that do) have a user-provided `noexcept` default
// constructor: value-initialisation (`T()`, optional::emplace()) would otherwise zero the whole
// inline storage, hundreds of bytes per node, on every line; and boost::variant switches to an
// alternative without a heap backup copy only when one alternative is nothrow constructible.
template <typename T, std::size_t N>
using small_vector = boost::container::small_vector<T, N>;

// A name cut out of the line by the dictionary (place, character or side). Small and trivially
// copyable, because X3 copies attributes while it backtracks: the span is the position tag, and
// a misspelled, ambiguous or unknown name keeps its full Resolution (candidates, the spelling
// that matched) in the Session, at index `detail`.
struct name : x3::position_tagged {
  orders::Resolution::Kind kind = orders::Resolution::Kind::unknown;
  int id = -1;      // exact or close: the dictionary entry
  int detail = -1;  // close, ambiguous, unknown: Session::resolution(detail)
};

// Coasts as one letter: 'n', 's', 'e', 'w' for nc, sc, ec, wc.
struct location : x3::position_tagged {
  name place;
  boost::optional<char> coast;
};

enum class character_kind { diadoque, epigone, named };

struct character : x3::position_tagged {
  character_kind kind = character_kind::named;
  name who;  // kind == named
};

struct piece : x3::position_tagged {
  piece() noexcept {}
  boost::optional<orders::UnitType> type;  // absent: lone character(s) or type left out
  small_vector<character, 2> characters;
  location where;
};

struct hold_body : x3::position_tagged {
  bool written = true;
};
struct move_body : x3::position_tagged {
  move_body() noexcept {}
  bool forced_convoy = false;      // `A EGY C CHY`
  small_vector<location, 2> path;  // intermediate seas then the destination
  bool via_convoy = false;         // `via convoy`
};
struct support_body : x3::position_tagged {
  support_body() noexcept {}
  piece supported;
  int siege_round = 0;               // > 0: `target` is the besieged citadel
  boost::optional<location> target;  // destination of a supported move
};
struct convoy_body : x3::position_tagged {
  convoy_body() noexcept {}
  piece convoyed;
  location to;
};
struct siege_body : x3::position_tagged {
  int round = 1;
  location citadel;
};
struct supply_body : x3::position_tagged {
  location citadel;
};

struct military_body
    : x3::variant<hold_body, move_body, support_body, convoy_body, siege_body, supply_body> {
  using base_type::base_type;
  using base_type::operator=;
};

struct retreat_item : x3::position_tagged {
  bool destroy = false;  // `X`
  location where;
};
struct retreat_list : x3::position_tagged {
  retreat_list() noexcept {}
  small_vector<retreat_item, 8> items;
};

struct military : x3::position_tagged {
  military() noexcept {}
  piece who;
  boost::optional<military_body> body;
  boost::optional<retreat_list> retreat;
};

// Orders introduced by a verb at the start of the line (N3): the verb and its arguments in
// written order. The grammar fixes the shape of each verb's arguments.
enum class verb {
  build,
  disband,
  promote,
  downgrade,
  upkeep,
  corruption,
  counter_corruption,
  passage,
  give,
  spare,
  assassinate,
  bid,
  royal_order,
  vote,
  open_gates,
  gold,
  no_control,
  capital,
  no_seize,
  seize,
  dissociate,
  command,
  announce_marriage,
  marriage,
  accord,
  epigone_placement,
  treasury_heir,
  preference,
  purchase,
  player,
  season
};
using argument = std::variant<piece, location, character, name, int, orders::UnitType, bool>;

struct verb_order : x3::position_tagged {
  verb_order() noexcept {}
  verb v = verb::build;
  small_vector<argument, 6> args;
  // An order written subject first by the side that gives it (`Cassandre verse 5 T à
  // Lysimaque`): its diadoque or epigone. When the subject is what the order is about
  // (`Roxane est donnée à Antigone`), it is the first argument instead.
  boost::optional<character> subject;
};

struct statement : x3::variant<verb_order, military> {
  using base_type::base_type;
  using base_type::operator=;
};

struct line : x3::position_tagged {
  line() noexcept {}
  boost::optional<std::string> label;   // `[Spartiates]`
  boost::optional<std::string> prefix;  // `England:`
  statement stmt;
};

}  // namespace dia::grammar::ast
