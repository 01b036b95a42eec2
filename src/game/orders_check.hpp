#pragma once
// What `check --game` says of a side's orders against the game's current position (R9a.gen.5):
// each order accepted, ignored (with the reason) or not yet adjudicated, the legality
// diagnostics, and in winter the side's budget (R8b.pl.1). The same verdicts answer a mailed
// order (mail/acknowledgement.hpp), worded in the player's language.
#include <optional>
#include <string>
#include <vector>

#include "adjudicator/season/legality.hpp"
#include "map/map.hpp"
#include "orders/parse.hpp"
#include "state/game_dir.hpp"
#include "state/game_state.hpp"

namespace dia::game {

struct OrdersCheck {
  std::string season;                             // the season checked against
  std::vector<adj::season::CheckedOrder> checks;  // one per parsed order, same index
  // Same index: an accepted order that waits on another order of the same season succeeding
  // (an order for the unit the side's own corruption order targets, R9b.succ.2): the condition.
  std::vector<std::optional<Message>> conditions;
  std::optional<Message> winter_budget;  // in winter: the side's budget line
  int ignored = 0;                       // orders that would be ignored
};

// The current season's position of `game` (its last season), or a runtime_error naming the file,
// with the legality options of the game (the first turn's purchase rules, from its scenario):
// read once, for as many checks as there are orders files or mails.
struct CurrentPosition {
  std::string season;
  state::GameState state;
  adj::season::LegalityOptions options;
};
CurrentPosition current_position(const state::GameDir& game, const map::Map& map);

// Checks `orders` as `side`'s (adj::season::neutral_side: the GM's neutral orders, G12.1)
// against `position`; `file` names the orders in diagnostics. In a military season, an order for
// the unit the side's own corruption order targets is judged as if the corruption succeeded and
// carries that condition (OrdersCheck::conditions, R9b.succ.2, S1:L866–867); and when the orders,
// carried out with the other sides holding and no event, would leave the side's Philippe III
// commanding no unit at the end of the turn (R6b.phil.4), or would have an order accepted here
// ignored once the side's own moves are made (a step-9 order judged after them, R8a.gm.9), a
// warning says so before the damage.
OrdersCheck check_orders_in_game(const map::Map& map, const CurrentPosition& position,
                                 const std::string& side, const std::vector<orders::Order>& orders,
                                 const std::string& file);

}  // namespace dia::game
