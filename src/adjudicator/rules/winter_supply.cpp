#include "adjudicator/rules/winter_supply.hpp"

#include "adjudicator/rules/names.hpp"

namespace dia::adj::rules {

bool is_supplied(const map::Map& map, const state::GameState& state, const std::string& side,
                 const std::string& space) {
  auto id = map.find_space(space);
  if (!id) return false;
  const map::Space& s = map.space(*id);
  if (!s.is_land()) return true;  // R11a.sup.2: in a citadel, or at sea
  if (s.arsenal_exception) {      // R11a.sup.4: HYR, NAB
    for (map::SpaceId c : s.citadels)
      if (!side.empty() && state.controller_of(map.space(c).code) == side) return true;
    return false;
  }
  // R11a.sup.3: any arsenal in the province, whoever controls it.
  return !s.citadels.empty() || s.cities > 0 || !s.ports.empty();
}

WinterSupplyResult apply_winter_supply(const map::Map& map, state::GameState& state) {
  WinterSupplyResult out;
  for (auto& u : state.units) {
    if (u.side.empty()) continue;  // already neutral
    if (is_supplied(map, state, u.side, u.space)) continue;
    SupplyRevolt r;
    r.space = u.space;
    r.side = u.side;
    r.old_type = u.type;
    // The unit is named as it stood before the revolt; the change of type is said with it.
    const std::string before = unit_label(u, &state);
    // R11a.sup.6
    if (u.type == state::UnitType::Ag) u.type = state::UnitType::Ae;
    if (u.type == state::UnitType::Am) u.type = state::UnitType::A;
    r.new_type = u.type;
    const std::string label = unit_label(u, &state);
    const arg::Side who = side_arg(state, u.side);
    // R11a.sup.7: neutral, for the next spring's auction.
    put_up_for_auction(u, unsupplied_label);
    out.events.push_back(public_event(Message{Msg::winter_revolts, {arg::Piece{before}, who}}));
    // "{0} devient {1}": the same sentence as a corrupted unit's change of type (R9b.succ.6).
    if (r.new_type != r.old_type)
      out.events.push_back(public_event(
          Message{Msg::unit_downgraded_corruption,
                  {arg::Piece{before}, arg::Piece{label}, arg::Clause{"R11a.sup.6"}}}));
    // R11a.sup.5: the commander is executed.
    if (!u.commander.empty()) {
      if (state::Character* c = state.character(u.commander)) {
        c->alive = false;
        r.executed = c->id;
        out.events.push_back(
            public_event(Message{Msg::winter_executed, {arg::Character{c->name}}}));
      }
      u.commander.clear();
    }
    // PROPOSED reading: the others stay with the unit, neutral, until it is sold.
    for (const auto& id : u.attached) {
      if (state::Character* c = state.character(id)) {
        c->controller.clear();
        c->prisoner = c->kind != state::CharacterKind::royal;
        r.captured.push_back(id);
        out.events.push_back(
            public_event(Message{Msg::winter_held_by_rebels, {arg::Character{c->name}}}));
      }
    }
    r.new_type = u.type;
    out.revolts.push_back(std::move(r));
  }
  return out;
}

}  // namespace dia::adj::rules
