#include "adjudicator/intrigue/corruption_target.hpp"

#include <algorithm>

#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/rules/corruption_level.hpp"
#include "adjudicator/season/legality.hpp"
#include "adjudicator/season/pieces.hpp"
#include "common/text.hpp"

namespace dia::adj::intrigue {

namespace {

bool touching(const map::Map& map, map::SpaceId from, map::SpaceId to, bool army, bool fleet) {
  for (map::NodeId a : map.space(from).nodes)
    for (map::NodeId b : map.space(to).nodes) {
      const map::Node& n = map.node(a);
      if (army &&
          std::find(n.army_adjacent.begin(), n.army_adjacent.end(), b) != n.army_adjacent.end())
        return true;
      if (fleet &&
          std::find(n.fleet_adjacent.begin(), n.fleet_adjacent.end(), b) != n.fleet_adjacent.end())
        return true;
    }
  return false;
}

// G3: a special link between the two spaces that the kind may cross; its gatekeeper's control
// is ignored, as occupation is (R9b.means.4).
bool special_link(const map::Map& map, map::SpaceId from, map::SpaceId to, bool army, bool fleet) {
  for (const map::SpecialLink& l : map.special_links) {
    const map::SpaceId a = map.node(l.a).space;
    const map::SpaceId b = map.node(l.b).space;
    if (!((a == from && b == to) || (a == to && b == from))) continue;
    const auto units = static_cast<unsigned>(l.units);
    if ((army && (units & static_cast<unsigned>(map::Crossing::army)) != 0) ||
        (fleet && (units & static_cast<unsigned>(map::Crossing::fleet)) != 0))
      return true;
  }
  return false;
}

Message msg(Msg id, std::vector<Arg> args = {}) {
  return Message{id, std::move(args)};
}

// The unit in `space` the order aims at: the first that `pick` accepts, preferring the type
// written (N2: a unit is named by its space).
int unit_in(const state::GameState& state, const std::string& space, const orders::Piece& piece,
            bool (*pick)(const state::Unit&, const std::string&), const std::string& side) {
  int best = -1;
  for (std::size_t i = 0; i < state.units.size(); ++i) {
    const state::Unit& u = state.units[i];
    if (fold_name(u.space) != fold_name(space) || !pick(u, side)) continue;
    if (best < 0 || (piece.type && season::to_state_type(*piece.type) == u.type))
      best = static_cast<int>(i);
  }
  return best;
}

TargetCheck character_target(const state::GameState& state, const std::string& side,
                             const orders::Piece& piece, const std::string& space) {
  const state::Character* c =
      piece.characters.empty() ? nullptr
                               : season::resolve_character(state, side, piece.characters.front());
  if (c == nullptr) return {std::nullopt, msg(Msg::corruption_no_target, {arg::Place{space}})};
  if (!c->alive) return {std::nullopt, msg(Msg::corruption_dead_target, {arg::Character{c->name}})};
  if (fold_name(c->space) != fold_name(space))
    return {std::nullopt,
            msg(Msg::corruption_not_there, {arg::Character{c->name}, arg::Place{space}})};
  Target t;
  t.character = rules::target_id(c->id);
  t.space = c->space;
  t.owner = c->controller;
  t.label = c->name;
  return {t, {}};
}

// The unit `i` of the state as a target.
Target unit_target(const state::GameState& state, int i) {
  const state::Unit& u = state.units[static_cast<std::size_t>(i)];
  Target t;
  t.unit = i;
  t.space = u.space;
  t.owner = u.side;
  t.label = season::describe(state, u);
  return t;
}

}  // namespace

bool in_storm_or_flood(const Hit& hit, const std::string& space) {
  return std::any_of(hit.begin(), hit.end(),
                     [&](const std::string& h) { return fold_name(h) == fold_name(space); });
}

bool has_agent(const map::Map& map, const state::GameState& state, const std::string& side,
               const std::string& target, const Hit& hit) {
  const std::optional<map::SpaceId> to = map.find_space(target);
  if (!to) return false;
  auto reaches = [&](const std::string& from_code, bool army, bool fleet) {
    const std::optional<map::SpaceId> from = map.find_space(from_code);
    if (!from || in_storm_or_flood(hit, from_code)) return false;
    if (*from == *to) return true;
    if (army && !fleet)  // a unit: it must be able to stand there (R6a.loc)
      return season::ordinary_step(map, UnitKind::army, *from, *to) ||
             special_link(map, *from, *to, true, false);
    if (fleet && !army)
      return season::ordinary_step(map, UnitKind::fleet, *from, *to) ||
             special_link(map, *from, *to, false, true);
    return touching(map, *from, *to, true, true) || special_link(map, *from, *to, true, true);
  };
  // R9b.means.2 (PROPOSED "contains"): the province holding the target, or the target itself.
  const map::Space& ts = map.space(*to);
  const map::SpaceId province = ts.is_citadel() && ts.citadel ? ts.citadel->province : *to;
  for (const state::Unit& u : state.units) {
    if (u.side != side) continue;
    const bool fleet = state::is_fleet(u.type);
    if (reaches(u.space, !fleet, fleet)) return true;  // R9b.means.1
    const std::optional<map::SpaceId> from = map.find_space(u.space);
    if (fleet && from && map.space(*from).is_sea() && map.space(province).is_land() &&
        !in_storm_or_flood(hit, u.space) && touching(map, *from, province, false, true))
      return true;  // R9b.means.2
  }
  // R9b.means.3, R6b.diad.4: the diadoque or epigone on his own, free, as a character moves
  // (R9a.move.7: as an army or as a fleet).
  const state::Side* s = state.side(side);
  if (s == nullptr) return false;
  for (const std::string& id : {s->diadoque, s->epigone}) {
    const state::Character* c = state.character(id);
    if (c == nullptr || !c->alive || c->prisoner || c->controller != side || c->space.empty())
      continue;
    if (reaches(c->space, true, true)) return true;
  }
  return false;
}

TargetCheck corruption_target(const map::Map& map, const state::GameState& state,
                              const std::string& side, const orders::Piece& piece, const Hit& hit) {
  const std::string space = piece.where.resolved() ? map.space(piece.where.space).code : "";
  TargetCheck out;
  if (piece.kind == orders::Piece::Kind::character) {
    out = character_target(state, side, piece, space);
    if (!out.target) return out;
    const state::Character* c = state.character(out.target->character);
    if (c->kind != state::CharacterKind::royal)  // R9b.tgt.3
      return {std::nullopt, msg(Msg::corruption_leader_target,
                                {arg::Character{c->name}, arg::Clause{"R9b.tgt.3"}})};
    if (c->controller == side)
      return {std::nullopt, msg(Msg::corruption_own_target, {arg::Clause{"R9b.tgt.1"}})};
    if (!rules::alone(state, *c))  // R9b.tgt.2, R6b.rf.2
      return {std::nullopt,
              msg(Msg::corruption_not_alone, {arg::Character{c->name}, arg::Clause{"R9b.tgt.2"}})};
  } else {
    const int i = unit_in(
        state, space, piece, [](const state::Unit& u, const std::string& s) { return u.side != s; },
        side);
    if (i < 0) {
      const bool own =
          unit_in(
              state, space, piece,
              [](const state::Unit& u, const std::string& s) { return u.side == s; }, side) >= 0;
      return {std::nullopt, own ? msg(Msg::corruption_own_target, {arg::Clause{"R9b.tgt.1"}})
                                : msg(Msg::corruption_no_target, {arg::Place{space}})};
    }
    out.target = unit_target(state, i);
  }
  if (in_storm_or_flood(hit, out.target->space))
    return {std::nullopt, msg(Msg::corruption_storm, {arg::Clause{"R9b.tgt.5"}})};
  if (!has_agent(map, state, side, out.target->space, hit))
    return {std::nullopt, msg(Msg::corruption_no_agent, {arg::Clause{"R9b.means.1"}})};
  return out;
}

TargetCheck counter_corruption_target(const map::Map& map, const state::GameState& state,
                                      const std::string& side, const orders::Piece& piece,
                                      const Hit& hit) {
  const std::string space = piece.where.resolved() ? map.space(piece.where.space).code : "";
  TargetCheck out;
  const Message bad = msg(Msg::counter_corruption_bad_target, {arg::Clause{"R9b.cc.2"}});
  if (piece.kind == orders::Piece::Kind::character) {
    out = character_target(state, side, piece, space);
    if (!out.target) return out;
    const state::Character* c = state.character(out.target->character);
    // R9b.cc.2 (PROPOSED): a neutral character only, never one's own.
    if (c->kind != state::CharacterKind::royal || !c->controller.empty())
      return {std::nullopt, bad};
  } else {
    // The side's own unit first, else a neutral one (R9b.cc.1–2).
    int i = unit_in(
        state, space, piece, [](const state::Unit& u, const std::string& s) { return u.side == s; },
        side);
    if (i < 0)
      i = unit_in(
          state, space, piece,
          [](const state::Unit& u, const std::string&) { return u.side.empty(); }, side);
    if (i < 0) {
      const bool any =
          std::any_of(state.units.begin(), state.units.end(),
                      [&](const state::Unit& u) { return fold_name(u.space) == fold_name(space); });
      return {std::nullopt, any ? bad : msg(Msg::corruption_no_target, {arg::Place{space}})};
    }
    out.target = unit_target(state, i);
  }
  if (in_storm_or_flood(hit, out.target->space))
    return {std::nullopt, msg(Msg::corruption_storm, {arg::Clause{"R9b.cc.5"}})};
  return out;
}

std::vector<std::string> ordered_to_leave(const state::GameState& state, const std::string& side,
                                          const std::vector<orders::Order>& orders) {
  std::vector<std::string> out;
  auto add = [&](const orders::CharacterRef& ref) {
    if (const state::Character* c = season::resolve_character(state, side, ref)) {
      out.push_back(c->id);
      const std::string partner = rules::pair_partner(c->id);
      if (!partner.empty()) out.push_back(partner);
    }
  };
  for (const orders::Order& o : orders) {
    if (o.piece.kind == orders::Piece::Kind::character && orders::get_if<orders::Move>(&o.body))
      for (const orders::CharacterRef& r : o.piece.characters) add(r);
    if (const auto* d = orders::get_if<orders::Dissociate>(&o.body)) add(d->who);
  }
  return out;
}

}  // namespace dia::adj::intrigue
