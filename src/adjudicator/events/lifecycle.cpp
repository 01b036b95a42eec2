// R14d.gen.16–21: the mission clocks of the revolts under way, checked at the end of each
// military season (this step never runs in winter, so durations count military seasons only,
// R14d.gen.16); then the events' own ends (revolts.cpp, interventions.cpp).
#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/events/revolt_data.hpp"
#include "adjudicator/events/steps.hpp"
#include "adjudicator/events/under_way.hpp"
#include "adjudicator/events/uprising_retreat.hpp"
#include "adjudicator/events/uprising_units.hpp"
#include "adjudicator/rules/winter_supply.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::events {

namespace {

// R14d.gen.16: military seasons after `from` up to `now` included.
int military_seasons_since(const std::string& from, const state::Season& now) {
  const auto start = state::Season::from_id(from);
  if (!start) return 0;
  int n = 0;
  for (state::Season s = start->next(); s.turn() <= now.turn(); s = s.next())
    if (s.military()) ++n;
  return n;
}

// The mission citadel is in the revolt's hands when no player controls it: a neutral citadel
// named in the objective joined the revolt when it appeared (R14d.gen.13), or the revolt took it,
// and it stays the revolt's for the revolt's life whether or not a revolt unit stands in it
// (PROPOSED, as R14e.pon.3 reads "neutral": a citadel no player holds; the same reading as
// R14e.eto.5's Delphes in greek_orders.cpp).
bool in_revolt_hands(const state::GameState& g, const std::string& cit) {
  return g.controller_of(cit).empty();
}

void end_revolt(StepContext& ctx, const std::string& id, const std::string& clause) {
  remove_units(ctx, id, clause);
  ctx.event(
      Text{Message{Msg::revolt_ends, {arg::Words{revolt_name(ctx.map, id)}, arg::Clause{clause}}}});
}

// R14d.gen.10 (PROPOSED): at the end of autumn a revolt or intervention unit not "always
// supplied" (always_supplied: R14e.arm.1, R14e.cam.1, R14f.scy.2, R14f.par.1–3, R14f.gau.1)
// standing where a unit is not supplied (R11a.sup.2–4) is eliminated.
void autumn_supply(StepContext& ctx) {
  state::GameState& g = ctx.work;
  if (g.season.kind != state::SeasonKind::autumn) return;
  for (std::size_t i = 0; i < g.units.size();) {
    const state::Unit& u = g.units[i];
    const bool of_uprising = u.side.empty() && std::any_of(g.uprisings.begin(), g.uprisings.end(),
                                                           [&](const state::Uprising& up) {
                                                             return belongs_to(u, up.id);
                                                           });
    const bool always = always_supplied(uprising_id(u.neutral_label));
    if (!of_uprising || always || rules::is_supplied(ctx.map, g, "", u.space)) {
      ++i;
      continue;
    }
    ctx.event(Text{Message{Msg::revolt_unit_unsupplied,
                           {arg::Piece{season::describe(g, u)}, arg::Clause{"R14d.gen.10"}}}});
    ctx.log(Message{Msg::log_revolt_unsupplied,
                    {arg::Words{std::string(state::code(u.type))}, arg::Place{u.space},
                     arg::Words{u.neutral_label}}});
    g.units.erase(g.units.begin() + static_cast<std::ptrdiff_t>(i));
  }
}

}  // namespace

void end_of_season(StepContext& ctx) {
  state::GameState& g = ctx.work;
  autumn_supply(ctx);
  std::vector<std::string> ended;
  for (state::Uprising& up : g.uprisings) {
    if (up.clock_from.empty()) continue;
    const std::string cit(mission_citadel(up.id));
    if (cit.empty()) continue;
    if (in_revolt_hands(g, cit)) {
      // R14d.gen.19: mission done, the units stay; R14e.eto.3: the Aetolians' count restarts.
      ctx.log(Message{Msg::log_revolt_holds, {arg::Words{up.id}, arg::Place{cit}}});
      up.clock_from = up.id == "etoliens" ? g.season.id() : std::string{};
      continue;
    }
    const int n = military_seasons_since(up.clock_from, g.season);
    ctx.log(Message{Msg::log_revolt_clock, {arg::Words{up.id}, arg::Number{n}, arg::Place{cit}}});
    if (n >= 4) {  // R14d.gen.18
      end_revolt(ctx, up.id, "R14d.gen.18");
      ended.push_back(up.id);
    }
  }
  // R14d.gen.20: a revolt with no unit left on the map is over (drawn again, it starts anew).
  for (const state::Uprising& up : g.uprisings)
    if (up.members.empty() && units_of_uprising(g, up.id) == 0 &&
        std::find(ended.begin(), ended.end(), up.id) == ended.end()) {
      ctx.log(Message{Msg::log_revolt_over, {arg::Words{up.id}}});
      ended.push_back(up.id);
    }
  std::erase_if(g.uprisings, [&](const state::Uprising& up) {
    return std::find(ended.begin(), ended.end(), up.id) != ended.end();
  });
  revolts_end_of_season(ctx);
  interventions_end_of_season(ctx);
}

}  // namespace dia::adj::events
