// R14b storms and R14c floods at step 4 (R8a.gm.4). The spaces hit are known from the draw on
// (ctx.facts.storm_or_flood, set by the pipeline at step 1); this step adds what a flood hits
// through the map's `rivers:` data, closes the flooded borders, and rolls a sea storm's
// sinkings and drownings. What the hit spaces do to orders is season/legality.cpp's and
// season/retreats.cpp's business; both last this season only (R14b.storm.7, R14c.flood.7),
// since nothing of it is kept in the state.
#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "adjudicator/events/steps.hpp"
#include "adjudicator/rules/character_status.hpp"
#include "adjudicator/season/pieces.hpp"
#include "common/text.hpp"

namespace dia::adj::events {
namespace {

bool has(const std::vector<std::string>& v, const std::string& code) {
  return std::any_of(v.begin(), v.end(),
                     [&](const std::string& s) { return fold_name(s) == fold_name(code); });
}

// Whether the river is `name` by its name or an alias.
bool is_river(const map::River& r, const std::string& name) {
  if (fold_name(r.name) == fold_name(name)) return true;
  return std::any_of(r.aliases.begin(), r.aliases.end(),
                     [&](const std::string& a) { return fold_name(a) == fold_name(name); });
}

// Rivers Table I floods together under one row (R14c.flood.5: T1.SP.3b, T1.SP.7): naming one
// floods them all.
const std::vector<std::vector<std::string>>& flood_groups() {
  static const std::vector<std::vector<std::string>> groups = {
      {"Ister", "Borysthène", "Tanaïs"},
      {"Araxe", "Cyros"},
  };
  return groups;
}

// The rivers a flood's `what` names ("nil", "ister", "araxe,cyros"), with their row-mates.
std::vector<const map::River*> flooded_rivers(const map::Map& map, const std::string& what) {
  std::vector<std::string> names;
  std::string cur;
  for (char ch : what + ",") {
    if (ch == ',' || ch == '/' || ch == '+' || ch == '&') {
      if (!cur.empty()) names.push_back(cur);
      cur.clear();
    } else if (ch != ' ') {
      cur += ch;
    }
  }
  for (const std::vector<std::string>& g : flood_groups())
    if (std::any_of(names.begin(), names.end(), [&](const std::string& n) { return has(g, n); }))
      for (const std::string& n : g)
        if (!has(names, n)) names.push_back(n);
  std::vector<const map::River*> out;
  for (const map::River& r : map.rivers)
    if (std::any_of(names.begin(), names.end(),
                    [&](const std::string& n) { return is_river(r, n); }))
      out.push_back(&r);
  return out;
}

// R14c.flood.1–2, .5–6: the borders the flooded rivers run along close; the floodable
// provinces they run along or through are flooded (a citadel inside keeps its own code and is
// not hit, R14c.flood.7).
void flood(StepContext& ctx, const DrawnEvent& e) {
  for (const map::River* r : flooded_rivers(ctx.map, e.what)) {
    for (const auto& [a, b] : r->borders)
      ctx.facts.flooded_borders.emplace_back(ctx.map.space(a).code, ctx.map.space(b).code);
    for (map::SpaceId p : r->provinces) {
      const map::Space& s = ctx.map.space(p);
      if (s.terrain != map::Terrain::floodable && !has(e.spaces, s.code)) continue;
      if (!has(ctx.facts.storm_or_flood, s.code)) ctx.facts.storm_or_flood.push_back(s.code);
    }
    ctx.log(Message{Msg::log_flood,
                    {arg::Words{r->name}, arg::Number{static_cast<int>(r->borders.size())}}});
  }
  // The fact names the flood: "Nil en crue : sous les eaux : EGY ; frontières fermées : ..."
  // (audit 3, n10: not "frappé par l'événement").
  auto joined = [](const std::vector<std::string>& items) {
    std::string out;
    for (const std::string& i : items) out += (out.empty() ? "" : ", ") + i;
    return out;
  };
  std::vector<std::string> rivers;
  for (const map::River* r : flooded_rivers(ctx.map, e.what)) rivers.push_back(r->name);
  if (rivers.empty() && !e.what.empty()) rivers.push_back(e.what);  // a ruling's own name
  std::vector<std::string> borders;
  for (const auto& [a, b] : ctx.facts.flooded_borders) borders.push_back(a + "/" + b);
  std::vector<Message> what;
  if (!ctx.facts.storm_or_flood.empty())
    what.push_back({Msg::flood_under_water, {arg::Words{joined(ctx.facts.storm_or_flood)}}});
  if (!borders.empty()) what.push_back({Msg::flood_borders_closed, {arg::Words{joined(borders)}}});
  if (!what.empty())
    ctx.event(Message{Msg::event_flood_hits,
                      {arg::Words{joined(rivers)}, arg::Sub{what}, arg::Clause{"R14c.flood.2"}}});
}

// The land provinces next to a sea zone (R14b.storm.6), in map order.
std::vector<std::string> shores(const map::Map& map, map::SpaceId zone) {
  std::vector<std::string> out;
  for (map::NodeId n : map.space(zone).nodes)
    for (map::NodeId m : map.node(n).fleet_adjacent) {
      const map::Space& s = map.space_of(m);
      if (s.is_land() && std::find(out.begin(), out.end(), s.code) == out.end())
        out.push_back(s.code);
    }
  return out;
}

void kill(StepContext& ctx, const std::string& id) {
  state::Character* v = ctx.work.character(id);
  v->alive = false;
  ctx.facts.event_deaths.push_back({id, "", false, true});  // R7c.elim.6
  rules::detach_character(ctx.work, id);
  // R6b.cleo.5: Cléopâtre survives her husband, a widow.
  state::Character* cleo = ctx.work.character("cleopatre");
  if (cleo != nullptr && cleo->alive && cleo->husband == id) cleo->husband.clear();
}

// R14b.storm.4–6, .9: in each sea zone hit, each fleet sinks on a 1; then each character in the
// zone (aboard a fleet, sunk or not, or alone) rolls once: 1 drowns, 2 thrown onto a province
// next to the zone drawn at random, 3–6 nothing. A survivor of a sunk fleet stays alone there.
void sea_storm(StepContext& ctx, state::Dice& dice) {
  const std::vector<std::string> hit = ctx.facts.storm_or_flood;
  for (const std::string& code : hit) {
    const auto zone = ctx.map.find_space(code);
    if (!zone || !ctx.map.space(*zone).is_sea()) continue;
    // The characters in the zone before any fleet sinks (R14b.storm.9: their own roll decides).
    std::vector<std::string> people;
    for (const state::Character& c : ctx.work.characters)
      if (c.alive && fold_name(c.space) == fold_name(code)) people.push_back(c.id);
    for (std::size_t i = 0; i < ctx.work.units.size();) {
      state::Unit& u = ctx.work.units[i];
      if (!state::is_fleet(u.type) || fold_name(u.space) != fold_name(code)) {
        ++i;
        continue;
      }
      const std::string who = season::describe(ctx.work, u);
      const int roll = dice.d6(Message{Msg::roll_storm_sinks, {arg::Piece{who}}});
      if (roll != 1) {
        ++i;
        continue;
      }
      ctx.log(Message{Msg::log_fleet_sinks, {arg::Piece{who}, arg::Place{code}}});
      ctx.event(Message{Msg::event_fleet_sinks,
                        {arg::Piece{who}, arg::Place{code}, arg::Clause{"R14b.storm.4"}}});
      // Its characters are left alone in the zone, to their own rolls.
      u.commander.clear();
      u.attached.clear();
      ctx.work.units.erase(ctx.work.units.begin() + static_cast<std::ptrdiff_t>(i));
    }
    // R6b.phil.1, R6b.rox.1: an inseparable pair always shares its space. Each partner rolls
    // (R14b.storm.5), but one thrown ashore takes the other with him, and a partner thrown
    // second lands where the first did (PROPOSED: the pair is never split by the sea).
    std::vector<std::pair<std::string, std::string>> thrown;  // character, where he landed
    auto landed = [&](const std::string& id) -> const std::string* {
      for (const auto& [who, where] : thrown)
        if (who == id) return &where;
      return nullptr;
    };
    for (const std::string& id : people) {
      state::Character* c = ctx.work.character(id);
      const int roll =
          dice.d6(Message{Msg::roll_storm_character, {arg::Character{c->name}, arg::Place{code}}});
      if (roll == 1) {
        kill(ctx, id);
        ctx.log(Message{Msg::log_character_drowns, {arg::Character{c->name}, arg::Place{code}}});
        ctx.event(
            Message{Msg::event_character_drowns,
                    {arg::Character{c->name}, arg::Place{code}, arg::Clause{"R14b.storm.5"}}});
      } else if (roll == 2) {
        const std::vector<std::string> land = shores(ctx.map, *zone);
        if (land.empty()) continue;
        std::string to;
        if (const std::string* with = landed(rules::pair_partner(id))) {
          to = *with;
        } else {
          to = land[dice.draw(land.size(),
                              Message{Msg::roll_storm_lands, {arg::Character{c->name}}})];
        }
        rules::detach_character(ctx.work, id);
        c->space = to;
        thrown.emplace_back(id, to);
        ctx.log(Message{Msg::log_character_thrown,
                        {arg::Character{c->name}, arg::Place{code}, arg::Place{to}}});
        ctx.event(Message{Msg::event_character_thrown,
                          {arg::Character{c->name}, arg::Place{code}, arg::Place{to},
                           arg::Clause{"R14b.storm.6"}}});
      }
    }
    for (const auto& [id, to] : thrown) {
      state::Character* partner = ctx.work.character(rules::pair_partner(id));
      if (partner == nullptr || !partner->alive || fold_name(partner->space) != fold_name(code))
        continue;
      const std::string clause =
          id == "roxane" || id == "alexandre-iv" ? "R6b.rox.1" : "R6b.phil.1";
      rules::detach_character(ctx.work, partner->id);
      partner->space = to;
      ctx.log(Message{
          Msg::log_partner_goes_with,
          {arg::Clause{clause}, arg::Character{partner->name},
           arg::Character{ctx.work.character(id)->name}, arg::Place{code}, arg::Place{to}}});
      ctx.event(Message{
          Msg::event_character_thrown,
          {arg::Character{partner->name}, arg::Place{code}, arg::Place{to}, arg::Clause{clause}}});
    }
  }
}

}  // namespace

void apply_weather(StepContext& ctx, state::Dice& dice) {
  const DrawnEvent& e = ctx.facts.event;
  if (e.kind == EventKind::flood)
    flood(ctx, e);
  else if (e.kind == EventKind::sea_storm)
    sea_storm(ctx, dice);
}

}  // namespace dia::adj::events
