// R14d.gen.7 and R14d.gen.11: what a neutral unit may supply, and where a revolt unit should end
// autumn; read by the check of the GM's neutral orders (neutral_orders.cpp) and, for the origin,
// by the supply resolution (rules_bridge.cpp).
#include "adjudicator/season/neutral_supply.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/auction/field.hpp"
#include "adjudicator/events/revolt_data.hpp"
#include "adjudicator/events/under_way.hpp"
#include "adjudicator/rules/auction_lot.hpp"
#include "adjudicator/rules/winter_supply.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "adjudicator/season/pieces.hpp"
#include "common/text.hpp"

namespace dia::adj::season {

namespace {

// A unit of a revolt of Table III (G6.1): interventions (Table IV) and auction lots are not.
bool of_revolt(const map::Map& map, const state::Unit& u) {
  if (!u.side.empty()) return false;
  const map::MapEvent* e = event_of_label(map, u.neutral_label);
  return e != nullptr && e->table == "III";
}

}  // namespace

std::string neutral_origin_citadel(const map::Map& map, const state::GameState& state,
                                   const state::Unit& u) {
  if (!u.side.empty()) return "";
  if (of_revolt(map, u))
    return std::string(events::mission_citadel(events::uprising_id(u.neutral_label)));
  if (rules::is_auction_label(u.neutral_label))
    for (map::SpaceId s : auction::field_of(map, state, u))
      if (map.space(s).is_citadel()) return map.space(s).code;
  return "";
}

std::optional<Text> neutral_supply_refusal(const map::Map& map, const state::GameState& state,
                                           const state::Unit& u, const std::string& citadel) {
  if (!u.side.empty()) return std::nullopt;
  const std::string origin = neutral_origin_citadel(map, state, u);
  if (state.controller_of(citadel).empty() && !origin.empty() &&
      fold_name(origin) == fold_name(citadel))
    return std::nullopt;
  return Text{Message{Msg::siege_neutral_supplies_own, {}}};
}

std::optional<Diagnostic> autumn_supply_warning(const map::Map& map, const state::GameState& state,
                                                const state::Unit& u, const orders::Order& o,
                                                const std::string& file) {
  if (state.season.kind != state::SeasonKind::autumn || !of_revolt(map, u)) return std::nullopt;
  const std::string key = events::uprising_id(u.neutral_label);
  if (events::always_supplied(key)) return std::nullopt;  // R14e.arm.1, R14e.cam.1
  std::string end = u.space;
  if (const auto* m = orders::get_if<orders::Move>(&o.body); m && m->to.resolved())
    end = map.space(m->to.space).code;
  if (rules::is_supplied(map, state, "", end)) return std::nullopt;
  const Message said{Msg::neutral_unsupplied_autumn,
                     {arg::Piece{describe(state, u)}, arg::Place{end}}};
  return Diagnostic{Severity::warning, file, o.pos, in_english(said), said};
}

}  // namespace dia::adj::season
