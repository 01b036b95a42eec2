// The draw (R14.gen.2–7): Table I, sub-rolls, Tables II–V, the redraws of an event under way
// and the results that cannot apply.
#include "adjudicator/events/draw_table.hpp"

#include "adjudicator/events/under_way.hpp"
#include "adjudicator/season.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace dia::adj::events {
namespace {

using map::EventRow;
using map::TableKind;

// R14.gen.5: the Greek revolts that join a General Greek Revolt under way (R14e.ggr.7).
constexpr std::array<std::string_view, 3> greek_revolts = {"etoliens", "spartiates", "atheniens"};
// R14.gen.5: results that go to their own step when under way, not redrawn (R14.gen.6,
// R14f.par.4, R14f.rome.4).
constexpr std::array<std::string_view, 3> not_redrawn = {"pirates_pontiques", "parthes", "rome"};
// R14.gen.7, R14e.ggr.6, R14e.pyr: once per game.
constexpr std::array<std::string_view, 2> once_only = {"revolte_grecque", "pyrrhus"};

template <class A>
bool in(const A& list, std::string_view id) {
  return std::find(list.begin(), list.end(), id) != list.end();
}

// Once-only results: already happened, or still under way.
bool seen(const state::GameState& s, std::string_view id) {
  return happened(s, id) || under_way(s, id) != nullptr;
}
// A character the state no longer holds, or holds dead, is dead.
bool dead(const state::GameState& s, std::string_view id) {
  auto it = std::find_if(s.characters.begin(), s.characters.end(),
                         [&](const state::Character& c) { return c.id == id; });
  return it == s.characters.end() || !it->alive;
}

EventKind kind_of(TableKind k) {
  switch (k) {
    case TableKind::sea_storm:
      return EventKind::sea_storm;
    case TableKind::sand_storm:
      return EventKind::sand_storm;
    case TableKind::snow_storm:
      return EventKind::snow_storm;
    case TableKind::flood:
      return EventKind::flood;
    case TableKind::revolt:
      return EventKind::revolt;
    case TableKind::intervention:
      return EventKind::intervention;
    case TableKind::royal_death:
      return EventKind::royal_death;
  }
  return EventKind::none;
}

// The GM's ruling rolls nothing.
class NoRolls : public RollSource {
 public:
  int roll(const std::string&, const Message& purpose) override {
    throw std::logic_error("a ruled event rolled a die: " + in_english(purpose));
  }
};

class Drawer {
 public:
  Drawer(const map::EventTables& t, const state::GameState& s, RollSource& dice, DrawnEvent& e)
      : t_(t), s_(s), dice_(dice), e_(e) {}

  // Rolls `die` on `table` and, if the rows with that value carry a sub-roll, the 1d6 too.
  const EventRow* pick(const std::vector<EventRow>& rows, const std::string& table,
                       const std::string& die) {
    int value = roll(table, die, Message{Msg::roll_event_table, {arg::Words{table}}});
    const EventRow* first = nullptr;
    for (const auto& row : rows) {
      if (row.roll.contains(value)) {
        first = &row;
        break;
      }
    }
    if (first == nullptr || !first->sub) return first;
    int sub = roll("sub", "1d6",
                   Message{Msg::roll_event_sub, {arg::Words{table}, arg::Words{first->id}}});
    for (const auto& row : rows) {
      if (row.roll.contains(value) && row.sub && row.sub->contains(sub)) return &row;
    }
    return nullptr;
  }

  void run(const std::vector<EventRow>& table_one) {
    const EventRow* row = pick(table_one, "I", "2d6");
    if (row == nullptr) return;
    set(*row);
    switch (row->kind) {
      case TableKind::sea_storm:
        e_.kind = EventKind::sea_storm;
        if (const EventRow* r = pick(t_.sea_storms, "II", "2d6")) take(*r);
        break;
      case TableKind::sand_storm:
      case TableKind::snow_storm:
      case TableKind::flood:
        take(*row);
        break;
      case TableKind::revolt:
        military(t_.revolts, "III", "3d6");
        break;
      case TableKind::intervention:
        military(t_.interventions, "IV", "1d6");
        break;
      case TableKind::royal_death:
        if (const EventRow* r = pick(t_.royal_deaths, "V", "1d6")) take(*r);
        break;
    }
  }

  // The event `row` makes, judged as R14.gen.3–7 say: false when it is under way and must be
  // drawn again (R14.gen.4). The draw and the GM's ruling (event_of_row) share it.
  bool take(const EventRow& row) {
    set(row);
    e_.kind = kind_of(row.kind);
    switch (row.kind) {
      case TableKind::revolt:
      case TableKind::intervention:
        e_.what = row.event;
        return judge_military(row);
      case TableKind::royal_death:
        e_.what = row.character;
        if (dead(s_, row.character)) cannot("R14a.death.1");
        return true;
      default:
        return true;
    }
  }

 private:
  int roll(const std::string& table, const std::string& die, const Message& purpose) {
    int value = dice_.roll(die, purpose);
    e_.rolls.push_back({table, die, value});
    return value;
  }
  void set(const EventRow& row) {
    e_.row = row.id;
    if (!row.spaces.empty()) e_.spaces = row.spaces;
    if (!row.what.empty()) e_.what = row.what;
    e_.variant = row.variant;
  }
  void cannot(std::string clause) {
    e_.applies = false;
    e_.why_not = std::move(clause);
  }

  // Tables III and IV: redrawn while the result is under way (R14.gen.4), except the four of
  // R14.gen.5; the once-only results and those the rulings say cannot apply produce nothing.
  void military(const std::vector<EventRow>& rows, const std::string& table,
                const std::string& die) {
    // Bounded: were every row under way, the draw would never end.
    for (int attempt = 0; attempt < 100; ++attempt) {
      const EventRow* row = pick(rows, table, die);
      if (row == nullptr || take(*row)) return;
    }
    cannot("R14.gen.4");
  }

  bool judge_military(const EventRow& row) {
    const std::string& id = row.event;
    if (!row.cannot_apply.empty()) {  // G7.1
      cannot(row.cannot_apply);
      return true;
    }
    if (in(once_only, id) && seen(s_, id)) {
      cannot("R14.gen.7");
      return true;
    }
    if (id == "pyrrhus") {
      // R14e.pyr.1: Pyrrhus comes only once every RF member (Table V) is dead. Drawn
      // before, the result cannot apply and, like any such result (R14.gen.3), is not
      // redrawn.
      bool all_dead = std::all_of(t_.royal_deaths.begin(), t_.royal_deaths.end(),
                                  [&](const EventRow& r) { return dead(s_, r.character); });
      if (!all_dead) cannot("R14e.pyr.1");
      return true;
    }
    if (id == "satrapes") {
      // G8.2: once only, and not without a regent to offer the alliance to.
      if (seen(s_, id) || (dead(s_, "philippe-iii") && dead(s_, "alexandre-iv"))) cannot("G8.2");
      return true;
    }
    if (under_way(s_, id) == nullptr || in(not_redrawn, id)) return true;
    if (in(greek_revolts, id) && under_way(s_, "revolte_grecque") != nullptr)
      return true;  // R14e.ggr.7
    return false;   // R14.gen.4: already under way, draw again on the same table.
  }

  const map::EventTables& t_;
  const state::GameState& s_;
  RollSource& dice_;
  DrawnEvent& e_;
};

}  // namespace

int DiceRolls::roll(const std::string& die, const Message& purpose) {
  if (die == "2d6") return dice_.two_d6(purpose);
  if (die == "3d6") {
    int total = 0;
    for (int i = 1; i <= 3; ++i)
      total += dice_.d6(Message{Msg::roll_3d6_die, {arg::Sub{{purpose}}, arg::Number{i}}});
    return total;
  }
  return dice_.d6(purpose);
}

DrawnEvent event_of_row(const map::EventTables& tables, const state::GameState& state,
                        const map::EventRow& row, bool& redraw) {
  DrawnEvent event;
  NoRolls none;
  redraw = !Drawer(tables, state, none, event).take(row);
  return event;
}

DrawnEvent draw(const map::EventTables& tables, const state::GameState& state, RollSource& dice) {
  DrawnEvent event;
  const std::vector<EventRow>* table_one = nullptr;
  switch (state.season.kind) {
    case state::SeasonKind::spring:
      table_one = &tables.spring;
      break;
    case state::SeasonKind::summer:
      table_one = &tables.summer;
      break;
    case state::SeasonKind::autumn:
      table_one = &tables.autumn;
      break;
    case state::SeasonKind::winter:
      break;
  }
  // R14.gen.1: no event in winter nor in the first turn.
  if (table_one == nullptr || state.season == state::Season::first()) return event;
  Drawer(tables, state, dice, event).run(*table_one);
  return event;
}

}  // namespace dia::adj::events
