#pragma once
// What the intrigue steps of a military season (R8a.gm.5 secondary orders before the military
// orders, R8a.gm.6 counter-corruption and corruption, R8a.gm.9 secondary orders after them, and
// the end-of-turn money of R8a.end.1) read and change: the position being adjudicated, the
// season's dice and result, and every side's orders with their report lines.
//
// The steps own the report lines of the orders they adjudicate (owned_by_steps): the military
// check leaves those lines alone, and each step says of every such order whether it succeeded,
// failed, was ignored, or is not adjudicated yet.
#include <cstddef>
#include <string>
#include <vector>

#include "adjudicator/events/event.hpp"
#include "adjudicator/rules/scoring.hpp"
#include "adjudicator/season.hpp"
#include "common/text.hpp"
#include "map/map.hpp"
#include "orders/ast.hpp"
#include "state/game_state.hpp"
#include "state/rng.hpp"

namespace dia::adj::intrigue {

// One order of one orders file: ctx.orders[file].parsed.orders[index].
struct OrderRef {
  std::size_t file = 0;
  std::size_t index = 0;
};

// Facts one step leaves for a later one in the same season (no-capture lists for the capture
// checks, orders to leave a unit for the corruption level, ...). Each step adds what it needs.
// A character gift accepted at step 5, decided after movement (R9c.give.4–5, gift.cpp).
struct Gift {
  OrderRef order;
  std::string giver;
  std::string receiver;
  std::string character;  // id (a pair: the member named; the partner goes with him)
};

struct TurnFacts {
  std::vector<std::pair<std::string, std::string>> spared;  // (side, character id): R9c.nocap.1
  // R9b.succ.4: commanders killed with their corrupted unit, for the eliminations (R7c.elim.5:
  // the corruptor caused it). Neither an assassination nor a death in combat: no R13 row.
  std::vector<rules::CharacterDeath> corruption_deaths;
  // R7c.elim.6: the diadoques and epigones the season's event killed (CharacterDeath::by_event),
  // for the eliminations only: no R13 row (R13.pp.8 counts assassinations and combat).
  std::vector<rules::CharacterDeath> event_deaths;
  // R9b.succ.9: treasures seized with a corrupted garrison's citadel (R13.pp.4).
  std::vector<rules::TreasureSeizure> seizures;
  // R9b.succ.1: (side that lost it, space) of each unit corrupted at step 6. Its old owner's
  // order for it is then ignored but still published, as his orders are (R9a.gen.8): only the
  // corruptor's order for a unit he failed to win stays private (R9b.fail.1).
  std::vector<std::pair<std::string, std::string>> corrupted_from;
  bool lost_by_corruption(const std::string& side, const std::string& space) const {
    for (const auto& [s, where] : corrupted_from)
      if (s == side && fold_name(where) == fold_name(space)) return true;
    return false;
  }
  // The season's random event (R8a.gm.1, events/draw.cpp): none in spring -319 (R14.gen.1).
  events::DrawnEvent event;
  // Spaces a storm or a flood hits this turn (R14b, R14c; R9b.tgt.5, R9b.cc.5, R9b.means.4),
  // set at step 4 (events/weather.cpp), and the borders a flooded river closes (R14c.flood.1),
  // as pairs of space codes.
  std::vector<std::string> storm_or_flood;
  std::vector<std::pair<std::string, std::string>> flooded_borders;
  // R14b.storm.1, R14c.flood.3: orders set aside before step 5 because the character who
  // carries them out is caught in the storm or the flood (caught_in_storm.cpp); of_kind skips
  // them, their report line already says why.
  std::vector<OrderRef> silenced;
  // Money an event gives, credited at the end of the turn with the gold gifts (R14f.gift.3,
  // R14e.tar.3; events::credit_event_money).
  struct EventCredit {
    std::string side;
    int amount = 0;
    Message what;
    std::string clause;
  };
  std::vector<EventCredit> event_credits;
  // R14d.ret.5, R14d.ret.7: the units that retreated (or were eliminated) before a revolt or an
  // intervention unit at step 7, by their side and the space they left: their military orders
  // are cancelled when the orders are checked just after (season.cpp).
  struct RetreatedBefore {
    std::string side;
    std::string space;
    std::string revolt;  // the event's name, for the report
    // The clause that eliminated it when it found no retreat (R14d.ret.2, .7); "" if it retreated.
    std::string eliminated;
  };
  std::vector<RetreatedBefore> retreated_before_event;
  // Step 5 (secondary_before): gifts to settle after movement; assassinations, for the prestige
  // rows (R13.pp.5–8) and the cause of an elimination (R7c.elim.5); prestige rows of the royal
  // order (R13.pp.21, .27); the side credited with the satraps' treasury at the end of the turn
  // (R11c.eff.2).
  std::vector<Gift> gifts;
  std::vector<rules::CharacterDeath> deaths;
  // Ledger PP the steps give (R13: assassination, royal order, marriage, sacred treasures, the
  // accord), counted with the season's military prestige.
  std::vector<rules::PrestigeChange> prestige;
  std::string satraps_treasury_to;
  // Citadels with a siege in progress at the start of the season (R9c.capital.2): the
  // military step ends a siege not continued, so step 9 cannot see it any more.
  std::vector<std::string> besieged_at_start;
};

struct StepContext {
  const map::Map& map;
  state::GameState& work;  // the position, changed by the steps as they apply
  state::Dice& dice;
  SeasonResult& result;
  const std::vector<SideOrders>& orders;
  const std::vector<std::vector<int>>& report_of;  // [file][order] -> index in result.orders
  TurnFacts& facts;

  const orders::Order& order(OrderRef r) const { return orders[r.file].parsed.orders[r.index]; }
  const std::string& side(OrderRef r) const { return orders[r.file].side; }
  // Every order of `kind`, in side order (the state's) then file order, but those set aside
  // (TurnFacts::silenced).
  std::vector<OrderRef> of_kind(orders::OrderKind kind) const;

  void log(Text line) { result.gm_log.push_back(std::move(line)); }
  void event(Text text, Visibility visibility = Visibility::everyone, std::string side = "") {
    result.events.push_back({std::move(text), visibility, std::move(side)});
  }
  // Sets the outcome beside an order (its status and, appended, the note).
  void note(OrderRef r, OrderStatus status, const Text& text = {});
  // Sets an order aside: "ignoré : <why>" beside it, and the GM log's line (as data) after
  // `log_prefix` (the step's chapter, "R9b: ").
  void ignore(OrderRef r, const Message& why, std::string_view log_prefix = {});

  // Money (private to the side, R9b.val.5, R9c.gold.5): a payment is made only if the treasury
  // holds it, never going negative; both are recorded in result.money for the side's note.
  bool pay(const std::string& side, int amount, Message what, std::string clause);
  void credit(const std::string& side, int amount, Message what, std::string clause);
};

// The order kinds whose report lines the intrigue steps write.
bool owned_by_steps(orders::OrderKind kind);

// Marks every order of `kind` not adjudicated yet (reported, never dropped).
void not_adjudicated_yet(StepContext& ctx, orders::OrderKind kind);

}  // namespace dia::adj::intrigue
