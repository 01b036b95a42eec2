#pragma once
// The order AST: what a player's (or the GM's) order lines mean once every name has been
// resolved against the map. Produced by dia::orders::parse_orders (parse.hpp); consumed by the
// validator, the adjudicators (Diadoques and the classical DATC harness) and the reports.
//
// Every node keeps the line and column where it was written. Names keep the text as written
// (`written`) beside the resolved map ids, so reports can quote the player.
//
// The text as written is not copied into each node: `written`, Order::text, Order::label and
// Order::side_prefix are views into the text that was parsed, which every order of one parse
// shares (Order::source) and keeps alive. A copy of an order is therefore valid on its own;
// a PlaceRef or CharacterRef copied out of its order is valid while some copy of that order
// (or of another order of the same parse) lives. An order file of thousands of lines thus
// costs one copy of its text instead of one string per name (bench/parse_bench).
//
// Shape: an Order is a common header (position, GM label, the ordered piece for military
// orders, an optional retreat list) plus a `body`, a std::variant with one struct per order
// form. Test the form with `orders::get_if<orders::Move>(&order.body)` or `order.kind()`; the
// forms larger than a move are held boxed in the variant (Body), and orders::get_if, get, holds
// and visit_form see through the box.
#include <algorithm>
#include <cstdint>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <type_traits>
#include <variant>
#include <vector>

#include "common/boxed.hpp"
#include "common/compact_vector.hpp"
#include "common/diagnostic.hpp"
#include "map/map.hpp"

namespace dia::orders {

inline constexpr map::SpaceId no_space = 0xFFFF;

// N2 designators: A, Am, Ae, Ag (armies), F, Fe (fleets). Classical Diplomacy uses A and F.
enum class UnitType : std::uint8_t { army, militia, elite_army, guard, fleet, elite_fleet };
bool is_fleet(UnitType t);
std::string_view designator(UnitType t);  // "A", "Am", "Ae", "Ag", "F", "Fe"

// A coast code as written in an order ("nc", "sc", "ec", "wc") or none. Four bytes instead of a
// std::string: every PlaceRef carries one and a large orders file holds many PlaceRefs.
class Coast {
 public:
  Coast() = default;
  Coast(std::string_view code) {  // NOLINT: implicit, like the std::string it replaces
    len_ = static_cast<std::uint8_t>(std::min(code.size(), sizeof buf_));
    std::copy_n(code.data(), len_, buf_);
  }
  bool empty() const { return len_ == 0; }
  std::string_view view() const { return {buf_, len_}; }
  std::string str() const { return std::string(view()); }
  operator std::string_view() const { return view(); }
  friend bool operator==(const Coast& a, std::string_view b) { return a.view() == b; }
  friend std::ostream& operator<<(std::ostream& os, const Coast& c) { return os << c.view(); }

 private:
  char buf_[3] = {};
  std::uint8_t len_ = 0;
};

// A space (or a coast of one) named in an order.
struct PlaceRef {
  std::string_view written;         // as written, e.g. "Alexandrie d'Issos", "spa(sc)"
  SourcePos pos;                    // where it starts
  map::SpaceId space = no_space;    // the resolved space
  map::NodeId node = map::no_node;  // the coast node if a coast was written, else the main node
  Coast coast;                      // none, or the coast code ("nc", "sc", "ec", "wc")
  bool resolved() const { return space != no_space; }
};

// N2: `*` the side's diadoque, `#` its epigone, or a character named in full.
enum class CharacterKind : std::uint8_t { diadoque, epigone, named };

struct CharacterRef {
  CharacterKind kind = CharacterKind::named;
  std::string name;          // canonical name for `named` ("Philippe III"); "*" or "#" otherwise
  std::string_view written;  // as written
  SourcePos pos;
};

// A side (camp) named in an order: one of the diadoques (N3: sides are named by their diadoque).
struct SideRef {
  std::string name;          // canonical ("Ptolémée")
  std::string_view written;  // as written
  SourcePos pos;
};

// What an order is given to: a unit (type + carried characters, commander first), a lone
// character (or several travelling together), or a unit whose type was left out (classical
// free-form orders such as `lvp-edi`: the adjudicator takes whatever unit stands there).
struct Piece {
  enum class Kind : std::uint8_t { unit, character, unspecified };
  Kind kind = Kind::unspecified;
  std::optional<UnitType> type;  // set when kind == unit
  // kind == unit: carried leaders/RF; kind == character: who moves. Usually nobody: a compact
  // vector keeps that case at one pointer.
  CompactVector<CharacterRef> characters;
  PlaceRef where;
  SourcePos pos;
};

// ---- Military orders (R9a, G1, G2); the ordered piece is Order::piece. ----
struct Hold {
  bool written = true;  // false: the line only gave a retreat list (`F MOR Re MIO, CYC`)
};
struct Move {
  PlaceRef to;
  std::vector<PlaceRef> route;  // explicit convoy route, intermediate seas (`A lvp-iri-ech-lon`)
  bool via_convoy = false;      // `via convoy`, `by convoy`, `A EGY C CHY` (G2.10), or a route
};
struct Support {  // G1.10: hold when !to and !citadel; move when to; siege when citadel
  Piece supported;
  std::optional<PlaceRef> to;
  int siege_round = 0;  // 1 or 2 for a supported siege (informative, R9a.siege.13)
  std::optional<PlaceRef> citadel;
};
struct Convoy {    // G2.10: `F MOR C A EGY CHY`
  Piece convoyed;  // the army and where it starts
  PlaceRef to;
};
struct Siege {  // N1: `A* SYR A2 Alexandrie d'Issos`
  int round = 1;
  PlaceRef citadel;
};
struct Supply {  // N1: `F MOR Ra Alexandrie`
  PlaceRef citadel;
};
// R9a.ret.19: `Re MIO, CYC, X`, appended to a military order (or alone: then the unit holds).
struct RetreatList {
  std::vector<PlaceRef> spaces;
  bool destroy_last = false;  // final `X`
  SourcePos pos;
};

// ---- Winter and adjustment orders (R10; classical builds/removals) ----
struct Build {  // `Construire Ae Pella`, `Construire F EGE Lysimachia`, `Build F stp/nc`
  UnitType type = UnitType::army;
  PlaceRef where;
  std::vector<PlaceRef> ports;  // R10.build.11: preferred port citadels for a fleet
};
struct Disband {  // `Licencier F PRO`, `Remove F ber`, `Disband A x`
  Piece piece;
};
struct Promote {  // `Promouvoir A MAC Ae`
  Piece piece;
  UnitType to = UnitType::elite_army;
};
struct Downgrade {  // `Dégrader Fe MIN`
  Piece piece;
};
// R10.upk: `Entretien` alone keeps every unit (R10.upk.4, the default anyway); `Entretien A SYR,
// F EGE` keeps the units listed, and their order is the player's ranking for the upkeep ties
// (R10.upk.2).
struct Upkeep {
  std::vector<Piece> pieces;  // empty: every unit
};

// ---- Corruption (R9b) ----
struct Corruption {  // `Co A SYR 30`, `Co Olympias Delphes 10`
  Piece target;
  int amount = 0;
};
struct CounterCorruption {  // `CC Ae* PHR 15`
  Piece target;
  int amount = 0;
};

// ---- Secondary orders (R9c) and other N3 forms ----
struct Passage {
  SideRef to;
  Piece piece;
};  // `Passage Antigone F MOR`
struct Give {
  CharacterRef who;
  SideRef to;
};  // `Donner Roxane Antigone`
struct Spare {
  std::vector<CharacterRef> who;
};  // `Epargner Olympias`
struct Assassinate {
  CharacterRef who;
};  // `Assassiner Eurydice`
struct Bid {
  UnitType type = UnitType::army;
  PlaceRef where;
  std::vector<int> amounts;
};  // `Enchère Ae CAP 20, 22, 25`
struct RoyalOrder {
  SideRef beneficiary;
};  // `Ordre royal Séleucos`
struct Vote {
  SideRef side;
  bool in_favour = true;
};  // `Vote Ptolémée contre`
struct OpenGates {
  PlaceRef citadel;
  SideRef to;
};  // `Ouvrir Sardes Antigone`
struct Gold {
  SideRef to;  // first: after the int, it would leave a hole that makes the order larger
  int amount = 0;
  bool announce = false;
};  // `Or 10 Eumène public`
struct NoControl {
  PlaceRef province;
};  // `Pas de contrôle CAR`
struct Capital {
  PlaceRef citadel;
};  // `Capitale Babylone`
struct NoSeize {
  PlaceRef citadel;
};  // `Pas de saisie Delphes`
struct Seize {
  PlaceRef citadel;
};  // `Saisir Ephèse`
struct Dissociate {
  CharacterRef who;
  PlaceRef where;
};  // `Dissocier * PHR`
struct Command {
  CharacterRef leader;
  Piece unit;
};  // `Commandement Philippe III A MAC`
struct AnnounceMarriage {
  CharacterRef groom;
};  // `Annonce mariage *`
struct Marriage {
  CharacterRef groom;
};  // `Mariage #`
struct Accord {
  std::optional<PlaceRef> where;
};  // `Accord Chandragupta GHA`
struct EpigonePlacement {
  PlaceRef where;
};  // `Epigone Tyane`
struct TreasuryHeir {
  PlaceRef citadel;
};  // `Trésor Pydna`
struct Preference {
  std::vector<SideRef> ranking;
};  // `Préférence Ptolémée, Séleucos, …`
struct Purchase {
  std::vector<UnitType> types;
};  // `Achat A A F`

// The forms larger than a move are kept on the heap (Indirect), so that an order is the size of
// a move, the usual order: an orders file makes one order per line (bench/parse_bench).
template <typename T>
inline constexpr bool is_boxed_form =
    std::is_same_v<T, Support> || std::is_same_v<T, Convoy> || std::is_same_v<T, Passage> ||
    std::is_same_v<T, Give> || std::is_same_v<T, OpenGates> || std::is_same_v<T, Dissociate> ||
    std::is_same_v<T, Command>;
// How the form T is held in the Body.
template <typename T>
using BodyForm = std::conditional_t<is_boxed_form<T>, Indirect<T>, T>;

using Body = std::variant<Hold, Move, BodyForm<Support>, BodyForm<Convoy>, Siege, Supply,   //
                          Build, Disband, Promote, Downgrade, Upkeep,                       //
                          Corruption, CounterCorruption,                                    //
                          BodyForm<Passage>, BodyForm<Give>, Spare, Assassinate, Bid,       //
                          RoyalOrder, Vote, BodyForm<OpenGates>, Gold, NoControl, Capital,  //
                          NoSeize, Seize, BodyForm<Dissociate>, BodyForm<Command>,          //
                          AnnounceMarriage, Marriage, Accord, EpigonePlacement,             //
                          TreasuryHeir, Preference, Purchase>;

// The form T of a body, boxed or not: use these rather than std::get_if and std::get, which
// see the boxed forms as Indirect<T>.
template <typename T>
const T* get_if(const Body* body) {
  const auto* held = std::get_if<BodyForm<T>>(body);
  if constexpr (is_boxed_form<T>) {
    return held ? &**held : nullptr;
  } else {
    return held;
  }
}
template <typename T>
T* get_if(Body* body) {
  return const_cast<T*>(get_if<T>(static_cast<const Body*>(body)));
}
template <typename T>
const T& get(const Body& body) {
  if constexpr (is_boxed_form<T>) {
    return *std::get<BodyForm<T>>(body);
  } else {
    return std::get<T>(body);
  }
}
template <typename T>
T& get(Body& body) {
  return const_cast<T&>(get<T>(static_cast<const Body&>(body)));
}
template <typename T>
bool holds(const Body& body) {
  return std::holds_alternative<BodyForm<T>>(body);
}
// Calls f with the form the body holds (unboxed), like std::visit.
template <typename F>
decltype(auto) visit_form(F&& f, const Body& body) {
  return std::visit(
      [&](const auto& held) -> decltype(auto) {
        using Held = std::decay_t<decltype(held)>;
        if constexpr (requires { typename Held::element_type; }) {
          return f(*held);
        } else {
          return f(held);
        }
      },
      body);
}

// Same order as the Body alternatives: `order.kind()` is `OrderKind(order.body.index())`.
enum class OrderKind : std::uint8_t {
  hold,
  move,
  support,
  convoy,
  siege,
  supply,
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
  purchase
};
std::string_view to_string(OrderKind k);

// The text a parse read (an orders file, an email body, one line), shared by its orders. It
// never changes; a text added later to an order (Order::set_text) gets a store of its own that
// keeps the earlier one alive.
class TextStore {
 public:
  explicit TextStore(std::string text, std::shared_ptr<const TextStore> earlier = {})
      : text_(std::move(text)), earlier_(std::move(earlier)) {}
  std::string_view text() const { return text_; }

 private:
  std::string text_;
  std::shared_ptr<const TextStore> earlier_;
};
using SourceText = std::shared_ptr<const TextStore>;

struct Order {
  // User-provided, so that `orders.emplace_back()` runs the member initialisers only, instead of
  // zeroing the whole order first (value-initialisation); a large file makes many orders.
  Order() noexcept {}

  SourcePos pos;                 // start of the order (after any label or prefix)
  SourceText source;             // what the views below (and every `written`) point into
  std::string_view text;         // the line as written, trimmed (for reports)
  std::string_view label;        // GM neutral-orders file: `[Spartiates] …` → "Spartiates"
  std::string_view side_prefix;  // `England: A lon H` → "England" (DATC files); not resolved
  Piece piece;                   // military orders (hold…supply): the ordered unit or character
  Body body;
  Boxed<RetreatList> retreat;  // military orders only; rare, hence boxed

  OrderKind kind() const { return static_cast<OrderKind>(body.index()); }
  // Shows the order as `line` in reports (a GM's reading of an order is quoted as the player
  // wrote it); the order keeps its own copy.
  void set_text(std::string_view line) {
    source = std::make_shared<const TextStore>(std::string(line), std::move(source));
    text = source->text();
  }
  bool is_military() const { return body.index() <= 5; }
};

enum class SeasonName : std::uint8_t { spring, summer, autumn, winter };

// `Joueur <diadoque>` / `Saison <printemps|été|automne|hiver> <year>` (N3).
struct Header {
  std::optional<SideRef> player;
  std::optional<SeasonName> season;
  std::optional<int> year;  // negative: -318 is 318 BC
  SourcePos season_pos;
};

}  // namespace dia::orders
