#include "adjudicator/events/field_of_action.hpp"

#include "adjudicator/auction/field.hpp"
#include "adjudicator/rules/auction_lot.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::events {

std::vector<map::SpaceId> field_of_action(const map::Map& map, const state::GameState& state,
                                          const state::Unit& u) {
  if (!u.side.empty()) return {};
  if (rules::is_auction_label(u.neutral_label)) return auction::field_of(map, state, u);
  if (const map::MapEvent* e = season::event_of_label(map, u.neutral_label)) return e->field;
  return {};
}

std::string field_owner_name(const map::Map& map, const state::GameState& state,
                             const state::Unit& u) {
  if (rules::is_auction_label(u.neutral_label)) return season::describe(state, u);
  if (const map::MapEvent* e = season::event_of_label(map, u.neutral_label)) return e->name;
  return u.neutral_label;
}

}  // namespace dia::adj::events
