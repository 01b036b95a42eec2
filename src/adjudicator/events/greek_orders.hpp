#pragma once
// The GM's neutral orders (season/neutral_orders.cpp) under the Greek revolts' and Pyrrhus's
// own rules, on top of the checks every neutral order gets:
// - R14e.eto.5: the Aetolians besiege Delphes first and Lamia second;
// - R14e.pyr.6: Pyrrhus's Ag, in EPI, supports the Aetolians next to EPI although ETO, THE
//   and their citadels are outside his field (G6.2 does not apply to these supports).
#include <optional>

#include "common/message.hpp"
#include "map/map.hpp"
#include "orders/ast.hpp"
#include "state/game_state.hpp"

namespace dia::adj::events {

struct GreekOrderCheck {
  std::optional<Message> refused;  // the order is ignored, with this reason
  bool field_exempt = false;       // the field of action is not checked (R14e.pyr.6)
};

// `u` the ordered neutral unit, `target` the index in state.units of the unit it supports or
// convoys (-1 if none).
GreekOrderCheck check_greek_order(const map::Map& map, const state::GameState& state,
                                  const state::Unit& u, const orders::Order& o, int target);

}  // namespace dia::adj::events
