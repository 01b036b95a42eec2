#include "adjudicator/winter/build_conflicts.hpp"

#include <fmt/format.h>

#include <set>

#include "adjudicator/season/pieces.hpp"
#include "adjudicator/winter/build_place.hpp"

namespace dia::adj::winter {

Relocations settle_build_conflicts(const intrigue::StepContext& ctx) {
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
    if (build_problem(ctx.map, ctx.work, ctx.side(r), season::to_state_type(o.type), o.where.space))
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
      std::optional<map::SpaceId> where;
      for (map::SpaceId c : own_citadels_for(ctx.map, ctx.work, w.side,
                                             season::to_state_type(o.type), space, listed))
        if (!taken.contains(c)) {
          where = c;
          break;
        }
      if (where) taken.insert(*where);
      out[{w.ref.file, w.ref.index}] = where;
    }
  }
  return out;
}

}  // namespace dia::adj::winter
