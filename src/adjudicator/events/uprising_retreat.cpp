// R14d.ret: the retreats before a revolt or an intervention unit that appears.
#include "adjudicator/events/uprising_retreat.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>

#include "adjudicator/events/under_way.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "adjudicator/season/pieces.hpp"
#include "adjudicator/season/retreats.hpp"

namespace dia::adj::events {

namespace {

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
    if (need_free && ctx.work.unit_at(code)) continue;
    // R14b.storm.3, R14c.flood.4: nothing enters a stormed or flooded space.
    if (std::find(ctx.facts.storm_or_flood.begin(), ctx.facts.storm_or_flood.end(), code) !=
        ctx.facts.storm_or_flood.end())
      continue;
    return code;
  }
  return std::nullopt;
}

// R9a.ret through the season's retreat placement (R14d.ret.4, R14d.ret.6–7, R14d.gen.12): the
// unit's Re list from its side's orders this season (for R14d.ret.4 its move destination first),
// then the unplanned preferences (R9a.ret.15–17) with a seeded draw among equals (R9a.ret.18);
// never into a stormed or flooded space nor across a flooded river (R14b.storm.3, R14c.flood.1,
// .4); a neutral unit only inside its field (R14d.gen.3). The arriving unit comes from off the
// map or rises on the spot: no attacker's origin is forbidden.
std::optional<std::string> usual_retreat(StepContext& ctx, std::size_t index, const Arrival& a,
                                         bool revolt, state::Dice& dice) {
  const state::GameState& g = ctx.work;
  const state::Unit& u = g.units[index];
  const auto from = ctx.map.find_space(u.space);
  if (!from) return std::nullopt;
  season::RetreatContext rc;
  for (const state::Unit& other : g.units)
    if (&other != &u)
      if (auto s = ctx.map.find_space(other.space)) rc.occupied.push_back(*s);
  if (auto s = ctx.map.find_space(a.space)) rc.occupied.push_back(*s);
  if (revolt)  // R14d.ret.4: an adjacent province or sea zone; citadels are R14d.ret.1's
    for (map::SpaceId s = 0; s < ctx.map.spaces.size(); ++s)
      if (ctx.map.space(s).is_citadel()) rc.occupied.push_back(s);
  for (const std::string& w : ctx.facts.storm_or_flood)
    if (auto s = ctx.map.find_space(w)) rc.weather_hit.push_back(*s);
  for (const auto& [x, y] : ctx.facts.flooded_borders)
    if (auto sx = ctx.map.find_space(x))
      if (auto sy = ctx.map.find_space(y)) rc.flooded_borders.emplace_back(*sx, *sy);

  // Its orders this season (cancelled by R14d.ret.5, R14d.ret.7, but read for where it goes); a
  // neutral unit's are the GM's file, whose side is "" like the unit's (an Re entry outside its
  // field is skipped as illegal, R14d.gen.3).
  orders::RetreatList list;
  bool listed = false;
  for (const SideOrders& so : ctx.orders) {
    if (so.side != u.side) continue;
    for (const orders::Order& o : so.parsed.orders) {
      if (!o.is_military() || o.piece.kind != orders::Piece::Kind::unit ||
          o.piece.where.space != *from)
        continue;
      if (const auto* m = orders::get_if<orders::Move>(&o.body); revolt && m && m->to.resolved()) {
        list.spaces.push_back(m->to);  // R14d.ret.4: its move destination first
        listed = true;
      }
      if (o.retreat) {
        list.spaces.insert(list.spaces.end(), o.retreat->spaces.begin(), o.retreat->spaces.end());
        list.destroy_last = o.retreat->destroy_last;
        listed = true;
      }
    }
  }
  season::RetreatCase c;
  c.unit = static_cast<int>(index);
  c.from = *from;
  c.list = listed ? &list : nullptr;
  c.combat = state::info(u.type).combat;
  const std::vector<season::RetreatDecision> d = season::place_retreats(ctx.map, g, {c}, rc, dice);
  for (const Text& line : d.front().log) ctx.log(line);
  if (d.front().to == season::nowhere) return std::nullopt;
  return ctx.map.space(d.front().to).code;
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

// Never the raw label: an event split in parts (the missions "rome.m1"..."rome.m3.armee" of
// "rome"; "pirates_illyriens.armee" and ".flotte") is named as a whole, by its first part's
// name without the part ("Attaque de Rome", "Pirates illyriens"), whatever mission it is on.
std::string revolt_name(const map::Map& map, const std::string& label) {
  const map::MapEvent* e = season::event_of_label(map, label);
  if (e == nullptr) return label;
  if (e->id == label || e->id == uprising_id(label)) return e->name;
  return e->name.substr(0, e->name.find(" ("));  // "Attaque de Rome (1re mission)", a part
}

void capture_by_revolt(StepContext& ctx, state::Character& c, const std::string& label) {
  if (c.kind == state::CharacterKind::royal) {
    c.controller.clear();
    c.held_by = label;
    ctx.log(Message{Msg::log_revolt_captures,
                    {arg::Character{c.id}, arg::Words{revolt_name(ctx.map, label)}}});
    ctx.event(Text{Message{Msg::revolt_captures,
                           {arg::Character{c.name}, arg::Words{revolt_name(ctx.map, label)},
                            arg::Clause{"R14d.ret.2"}}}});
  } else {
    c.alive = false;
    c.space.clear();
    ctx.facts.event_deaths.push_back({c.id, "", false, true});  // R7c.elim.6
    ctx.log(Message{Msg::log_revolt_kills,
                    {arg::Character{c.id}, arg::Words{revolt_name(ctx.map, label)}}});
    ctx.event(Text{Message{Msg::revolt_kills,
                           {arg::Character{c.name}, arg::Words{revolt_name(ctx.map, label)},
                            arg::Clause{"R14d.ret.3"}}}});
  }
}

void clear_space_before(StepContext& ctx, const Arrival& a, bool revolt, state::Dice& dice) {
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
        to = usual_retreat(ctx, i, a, true, dice);
        clause = "R14d.ret.4";
      }
    } else {
      to = usual_retreat(ctx, i, a, false, dice);
      clause = "R14d.ret.7";
    }
    if (to) {
      ctx.log(Message{
          Msg::log_revolt_retreat,
          {arg::Clause{clause}, arg::Words{std::string(state::code(u.type))}, arg::Place{u.space},
           arg::Side{u.side}, arg::Place{a.space}, arg::Place{*to}, arg::Words{a.label}}});
      ctx.event(Text{Message{Msg::revolt_retreat,
                             {arg::Piece{season::describe(g, u)}, arg::Place{*to},
                              arg::Words{revolt_name(ctx.map, a.label)}, arg::Clause{clause}}}});
      ctx.facts.retreated_before_event.push_back(
          {u.side, u.space, revolt_name(ctx.map, a.label), ""});
      move_with(ctx, u, *to);
      ++i;
      continue;
    }
    ctx.log(Message{Msg::log_revolt_eliminates,
                    {arg::Clause{revolt ? "R14d.ret.2" : "R14d.ret.7"},
                     arg::Words{std::string(state::code(u.type))}, arg::Place{u.space},
                     arg::Side{u.side}, arg::Words{a.label}}});
    ctx.event(
        Text{Message{Msg::revolt_eliminated,
                     {arg::Piece{season::describe(g, u)}, arg::Words{revolt_name(ctx.map, a.label)},
                      arg::Clause{revolt ? "R14d.ret.2" : "R14d.ret.7"}}}});
    ctx.facts.retreated_before_event.push_back(
        {u.side, u.space, revolt_name(ctx.map, a.label), revolt ? "R14d.ret.2" : "R14d.ret.7"});
    std::vector<std::string> with = u.attached;
    if (!u.commander.empty()) with.push_back(u.commander);
    g.units.erase(g.units.begin() + static_cast<std::ptrdiff_t>(i));
    for (const std::string& id : with)
      if (state::Character* c = g.character(id); c && c->alive) {
        if (revolt) {
          capture_by_revolt(ctx, *c, a.label);
        } else {
          c->alive = c->kind == state::CharacterKind::royal;  // R14d.ret.7: usual rules
          if (!c->alive) {
            c->space.clear();
            ctx.facts.event_deaths.push_back({c->id, "", false, true});  // R7c.elim.6
          }
        }
      }
  }
  if (!revolt) return;
  // R14d.ret.8: the characters left alone in the space.
  for (state::Character& c : g.characters) {
    if (!c.alive || c.space != a.space) continue;
    if (auto to = own_citadel(ctx, c.controller, a.space, false)) {
      ctx.log(Message{Msg::log_revolt_shelter,
                      {arg::Character{c.id}, arg::Place{*to}, arg::Words{a.label}}});
      c.space = *to;
    } else {
      capture_by_revolt(ctx, c, a.label);
    }
  }
}

}  // namespace dia::adj::events
