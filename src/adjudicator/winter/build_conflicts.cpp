#include "adjudicator/winter/build_conflicts.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "adjudicator/season/pieces.hpp"
#include "adjudicator/winter/build_place.hpp"

namespace dia::adj::winter {

namespace {

bool major(const map::Map& map, map::SpaceId c) {
  return map.space(c).citadel->cls != map::CitadelClass::minor;
}

// R10.build.11 (PROPOSED): the first citadel the order lists, else a major before a minor, then
// a seeded draw among the citadels of the same rank.
map::SpaceId pick(const intrigue::StepContext& ctx, const std::vector<map::SpaceId>& free,
                  const std::vector<map::SpaceId>& listed, const std::string& side) {
  if (std::find(listed.begin(), listed.end(), free.front()) != listed.end()) return free.front();
  std::vector<map::SpaceId> best;
  for (map::SpaceId c : free)
    if (major(ctx.map, c) == major(ctx.map, free.front())) best.push_back(c);
  if (best.size() == 1) return best.front();
  std::string names;
  for (map::SpaceId c : best) names += (names.empty() ? "" : ", ") + ctx.map.space(c).code;
  return best[ctx.dice.draw(best.size(),
                            Message{Msg::roll_port_citadel, {arg::Side{side}, arg::Words{names}}})];
}

}  // namespace

Relocations settle_build_conflicts(const intrigue::StepContext& ctx,
                                   const state::GameState& after_disbands) {
  struct Wanted {
    intrigue::OrderRef ref;
    std::string side;
  };
  // Only orders that could be carried out where they stand compete for the space.
  std::map<map::SpaceId, std::vector<Wanted>> by_space;
  for (const intrigue::OrderRef& r : ctx.of_kind(orders::OrderKind::build)) {
    const auto& o = orders::get<orders::Build>(ctx.order(r).body);
    const state::Side* s = ctx.work.side(ctx.side(r));
    if (s == nullptr || s->eliminated || !o.where.resolved()) continue;
    if (build_problem(ctx.map, after_disbands, ctx.side(r), season::to_state_type(o.type),
                      o.where.space))
      continue;
    by_space[o.where.space].push_back({r, ctx.side(r)});
  }
  Relocations out;
  for (const auto& [space, wanted] : by_space) {
    std::set<std::string> sides;
    for (const Wanted& w : wanted) sides.insert(w.side);
    if (sides.size() < 2) continue;
    std::set<map::SpaceId> taken;
    for (const Wanted& w : wanted) {
      const auto& o = orders::get<orders::Build>(ctx.order(w.ref).body);
      std::vector<map::SpaceId> listed;
      for (const orders::PlaceRef& p : o.ports)
        if (p.resolved()) listed.push_back(p.space);
      std::vector<map::SpaceId> free;
      for (map::SpaceId c : own_citadels_for(ctx.map, after_disbands, w.side,
                                             season::to_state_type(o.type), space, listed))
        if (!taken.contains(c)) free.push_back(c);
      std::optional<map::SpaceId> where;
      if (!free.empty()) where = pick(ctx, free, listed, w.side);
      if (where) taken.insert(*where);
      out[{w.ref.file, w.ref.index}] = where;
    }
  }
  return out;
}

}  // namespace dia::adj::winter
