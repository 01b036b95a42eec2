#pragma once
// One Les Diadoques season, adjudicated: a pure function of (map, state, orders) to (next
// state, what happened). Dice come from the state's generator and are all returned in `rolls`.
// The report module (src/report/) turns a SeasonResult into the public results, each side's
// private notes and the GM log; nothing here decides who may read what except the
// `visibility` of each item.
#include <string>
#include <utility>
#include <vector>

#include "common/message.hpp"
#include "map/map.hpp"
#include "orders/parse.hpp"
#include "state/game_state.hpp"
#include "state/rng.hpp"

namespace dia::adj {

// A sentence a report may print, as data (`said`, worded by the report's catalogue,
// report/catalogue.hpp, in the report's language). Several sentences are joined as notes are
// ("a ; b" / "a; b").
struct Text {
  std::vector<Message> said;

  Text() = default;
  Text(Message m) : said{std::move(m)} {}  // NOLINT(google-explicit-constructor): a sentence
  bool empty() const { return said.empty(); }
  const std::vector<Message>& messages() const { return said; }
  void add(Message m) { said.push_back(std::move(m)); }
};

// The English wording of `text` (report/catalogue), for the command line's diagnostics
// (Diagnostic::message), which are in English; the reports and the GM log word `said` in the
// game's language.
std::string in_english(const Text& text);
std::string in_english(const Message& message);

// "ignoré : <why>" / "ignored: <why>".
inline Text ignored_because(const Text& why) {
  return Message{Msg::note_ignored, {arg::Sub{why.messages()}}};
}

// Who may read an item: everyone, one side only, or the GM only.
enum class Visibility { everyone, side_only, gm_only };

// A side's orders file for this season, as received and as parsed.
struct SideOrders {
  std::string side;  // side id
  std::string file;  // path, for diagnostics
  std::string text;  // the raw file (reports quote orders as written)
  orders::ParseResult parsed;
};

enum class OrderStatus {
  succeeded,       // did what it said
  failed,          // legal, but beaten: bounced, cut, dislodged, siege round failed...
  ignored,         // impossible or ambiguous (R9a.gen.5), illegal for this position
  not_adjudicated  // a form this version does not adjudicate yet (never silently dropped)
};

struct OrderReport {
  std::string side;
  int line = 0;
  std::string text;  // the order as written
  OrderStatus status = OrderStatus::succeeded;
  Text note;  // beside the order: "bloquée par A COM" / "bounced by A COM"; empty if none
  Visibility visibility = Visibility::everyone;  // e.g. a failed corruption's order stays private
};

struct Event {
  Text text;  // "Alexandrie d'Issos tombe aux mains de Séleucos" / "... falls to Seleucos"
  Visibility visibility = Visibility::everyone;
  std::string side;  // for side_only: the side that may read it
};

struct ControlChange {
  std::string space;
  std::string from;  // side id, "" = neutral
  std::string to;
};

struct SiegeReport {  // sieges in progress after this season (R9a.siege.6)
  std::string side;
  std::string unit;  // "A* SYR"
  std::string citadel;
  int rounds = 0;  // successful consecutive rounds so far
};

// Counter-corruption a side has put on one of its pieces this year (R9b.cc.4), private to it,
// as it stands at the end of the season: read before the autumn resets the year's totals
// (R9b.year.1), so the autumn's notes still show what was paid that autumn.
struct CounterCorruptionReport {
  std::string side;
  std::string piece;  // "A COM", or a character's name
  int amount = 0;
};

struct SideScore {
  std::string side;
  int pv = 0;                          // victory points (R3.pv)
  int pp = 0;                          // prestige (R3.meas.1)
  int pp_change = 0;                   // this season
  int treasury = 0;                    // private
  std::vector<Text> prestige_reasons;  // "+2 PP: annihilation de A CIL (R13...)"
};

// A change of a side's treasury during the season (private to that side): a payment (negative)
// or a credit, what it was for, and the clause that makes it.
struct MoneyMove {
  std::string side;
  int amount = 0;
  Message what;
  std::string clause;
};

struct SeasonResult {
  state::GameState next;            // position at the start of the next season
  Text season_event;                // the random event line (or "pas d'événement")
  std::vector<OrderReport> orders;  // every order of every side, in side then file order
  std::vector<Event> events;        // what happened, in the order it happened
  std::vector<ControlChange> control_changes;
  std::vector<SiegeReport> sieges;
  std::vector<CounterCorruptionReport> counter_corruption;  // private to each side
  std::vector<SideScore> scores;
  std::vector<MoneyMove> money;    // every payment and credit, in the order made
  std::vector<state::Roll> rolls;  // every die roll with its purpose
  std::vector<Text> gm_log;        // every interpretation and decision, for the GM (as data)
};

// Adjudicates the military season `state.season` (spring, summer or autumn). `orders` holds
// the sides that sent orders; a side without orders holds everything (R9a.gen.7).
SeasonResult adjudicate_season(const map::Map& map, const state::GameState& state,
                               const std::vector<SideOrders>& orders);

}  // namespace dia::adj
