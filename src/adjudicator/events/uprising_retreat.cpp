// R14d.ret: the retreats before a revolt or an intervention unit that appears.
#include "adjudicator/events/uprising_retreat.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "adjudicator/season/neutral_orders.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::events {

namespace {

bool occupied(const state::GameState& g, const std::string& space) {
  return g.unit_at(space) != nullptr;
}

// R14d.ret.1: a citadel the side controls and can reach from `space`: one inside that
// province, or a port citadel with access to that sea zone. `need_free` for a unit (a citadel
// holds one unit), not for a lone character.
std::optional<std::string> own_citadel(const StepContext& ctx, const std::string& side,
                                       const std::string& space, bool need_free) {
  if (side.empty()) return std::nullopt;
  const auto id = ctx.map.find_space(space);
  if (!id) return std::nullopt;
  const map::Space& s = ctx.map.space(*id);
  std::vector<map::SpaceId> candidates;
  if (s.is_land()) {
    candidates = s.citadels;
  } else if (s.is_sea()) {
    for (map::SpaceId c = 0; c < ctx.map.spaces.size(); ++c) {
      const map::Space& cs = ctx.map.space(c);
      if (cs.citadel && cs.citadel->port &&
          std::find(cs.citadel->sea_access.begin(), cs.citadel->sea_access.end(), *id) !=
              cs.citadel->sea_access.end())
        candidates.push_back(c);
    }
  }
  for (map::SpaceId c : candidates) {
    const std::string& code = ctx.map.space(c).code;
    if (ctx.work.controller_of(code) != side) continue;
    if (need_free && occupied(ctx.work, code)) continue;
    return code;
  }
  return std::nullopt;
}

// R14d.ret.4, R14d.ret.7: the first free adjacent space the unit may enter (land for an army,
// sea for a fleet), the arrival space excepted.
std::optional<std::string> adjacent_free(const StepContext& ctx, const state::Unit& u) {
  const auto node = ctx.map.find_node(u.space);
  if (!node) return std::nullopt;
  const bool fleet = state::is_fleet(u.type);
  const map::Node& n = ctx.map.node(*node);
  for (map::NodeId to : fleet ? n.fleet_adjacent : n.army_adjacent) {
    const map::Space& s = ctx.map.space_of(to);
    if (s.is_citadel()) continue;  // a citadel is only entered as R14d.ret.1 allows
    if (fleet ? !s.is_sea() : !s.is_land()) continue;
    if (occupied(ctx.work, s.code)) continue;
    return s.code;
  }
  return std::nullopt;
}

void move_with(StepContext& ctx, state::Unit& u, const std::string& to) {
  for (state::Character& c : ctx.work.characters)
    if (c.alive && c.space == u.space &&
        (c.id == u.commander ||
         std::find(u.attached.begin(), u.attached.end(), c.id) != u.attached.end()))
      c.space = to;
  u.space = to;
}

}  // namespace

std::string revolt_name(const map::Map& map, const std::string& label) {
  const map::MapEvent* e = season::event_of_label(map, label);
  return e != nullptr ? e->name : label;
}

void capture_by_revolt(StepContext& ctx, state::Character& c, const std::string& label) {
  if (c.kind == state::CharacterKind::royal) {
    c.controller.clear();
    c.held_by = label;
    ctx.log(fmt::format("R14d.ret.2: {} captured by {}, now neutral", c.id, label));
    ctx.event(Text{Message{Msg::revolt_captures,
                           {arg::Character{c.name}, arg::Words{revolt_name(ctx.map, label)},
                            arg::Clause{"R14d.ret.2"}}}});
  } else {
    c.alive = false;
    c.space.clear();
    ctx.log(fmt::format("R14d.ret.3: {} captured by {} and killed", c.id, label));
    ctx.event(Text{Message{Msg::revolt_kills,
                           {arg::Character{c.name}, arg::Words{revolt_name(ctx.map, label)},
                            arg::Clause{"R14d.ret.3"}}}});
  }
}

void clear_space_before(StepContext& ctx, const Arrival& a, bool revolt) {
  state::GameState& g = ctx.work;
  const int strength = state::info(a.type).combat;
  for (std::size_t i = 0; i < g.units.size();) {
    state::Unit& u = g.units[i];
    if (u.space != a.space) {
      ++i;
      continue;
    }
    std::optional<std::string> to;
    std::string clause;
    if (revolt) {
      to = own_citadel(ctx, u.side, a.space, true);
      clause = "R14d.ret.1";
      if (!to && state::info(u.type).combat > strength) {
        to = adjacent_free(ctx, u);
        clause = "R14d.ret.4";
      }
    } else {
      to = adjacent_free(ctx, u);
      clause = "R14d.ret.7";
    }
    if (to) {
      ctx.log(
          fmt::format("{}: {} {} of {} retreats from {} to {} before {}; its orders are "
                      "cancelled (R14d.ret.5)",
                      clause, state::code(u.type), u.space, u.side, a.space, *to, a.label));
      ctx.event(Text{Message{Msg::revolt_retreat,
                             {arg::Piece{season::describe(g, u)}, arg::Place{*to},
                              arg::Words{revolt_name(ctx.map, a.label)}, arg::Clause{clause}}}});
      ctx.facts.retreated_before_event.push_back({u.side, u.space, revolt_name(ctx.map, a.label)});
      move_with(ctx, u, *to);
      ++i;
      continue;
    }
    ctx.log(fmt::format("{}: {} {} of {} cannot retreat before {}: eliminated",
                        revolt ? "R14d.ret.2" : "R14d.ret.7", state::code(u.type), u.space, u.side,
                        a.label));
    ctx.event(
        Text{Message{Msg::revolt_eliminated,
                     {arg::Piece{season::describe(g, u)}, arg::Words{revolt_name(ctx.map, a.label)},
                      arg::Clause{revolt ? "R14d.ret.2" : "R14d.ret.7"}}}});
    ctx.facts.retreated_before_event.push_back({u.side, u.space, revolt_name(ctx.map, a.label)});
    std::vector<std::string> with = u.attached;
    if (!u.commander.empty()) with.push_back(u.commander);
    g.units.erase(g.units.begin() + static_cast<std::ptrdiff_t>(i));
    for (const std::string& id : with)
      if (state::Character* c = g.character(id); c && c->alive) {
        if (revolt) {
          capture_by_revolt(ctx, *c, a.label);
        } else {
          c->alive = c->kind == state::CharacterKind::royal;  // R14d.ret.7: usual rules
          if (!c->alive) c->space.clear();
        }
      }
  }
  if (!revolt) return;
  // R14d.ret.8: the characters left alone in the space.
  for (state::Character& c : g.characters) {
    if (!c.alive || c.space != a.space) continue;
    if (auto to = own_citadel(ctx, c.controller, a.space, false)) {
      ctx.log(fmt::format("R14d.ret.8: {} goes into {} before {}", c.id, *to, a.label));
      c.space = *to;
    } else {
      capture_by_revolt(ctx, c, a.label);
    }
  }
}

}  // namespace dia::adj::events
