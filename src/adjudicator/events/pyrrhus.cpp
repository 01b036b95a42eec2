// R14e.pyr.6 (PROPOSED: the tool writes them): while Pyrrhus's Ag is in EPI and the Aetolians
// are under way, his Ag supports their actions in the provinces next to EPI — a siege, a
// support or a hold there (support of the unit in place, which keeps it there against an
// attack), or a move to ETO or THE (support of the move). The GM's own order for his Ag wins
// (`gm_ordered`). The line is checked like the GM's (season/neutral_orders.cpp,
// events/greek_orders.cpp).
#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/events/steps.hpp"
#include "adjudicator/events/under_way.hpp"
#include "adjudicator/events/uprising_units.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "common/text.hpp"

namespace dia::adj::events {

namespace {

bool ordered(const std::vector<std::string>& gm_ordered, const std::string& space) {
  return std::any_of(gm_ordered.begin(), gm_ordered.end(),
                     [&](const std::string& s) { return fold_name(s) == fold_name(space); });
}

bool next_to(const map::Map& map, const std::string& a, const std::string& b) {
  const std::optional<map::NodeId> n = map.find_node(a);
  if (!n) return false;
  for (map::NodeId x : map.node(*n).army_adjacent)
    if (map.node(x).code == b) return true;
  return false;
}

// The GM's order for the neutral unit in `space`, or nullptr (it holds, G12.2).
const orders::Order* gm_order(const StepContext& ctx, const std::string& space) {
  for (const SideOrders& so : ctx.orders) {
    if (so.side != season::neutral_side) continue;
    for (const orders::Order& o : so.parsed.orders)
      if (o.is_military() && o.piece.kind == orders::Piece::Kind::unit &&
          o.piece.where.resolved() && ctx.map.space(o.piece.where.space).code == space)
        return &o;
  }
  return nullptr;
}

// The support of the Aetolian unit `a`'s action, "" if R14e.pyr.6 gives none.
std::string support_of(const StepContext& ctx, const state::Unit& a) {
  const std::string unit = fmt::format("{} {}", state::code(a.type), a.space);
  const orders::Order* o = gm_order(ctx, a.space);
  if (o != nullptr)
    if (const auto* m = orders::get_if<orders::Move>(&o->body)) {
      if (!m->to.resolved()) return "";
      const std::string& to = ctx.map.space(m->to.space).code;
      if (to != "ETO" && to != "THE") return "";
      return fmt::format("{} {}", unit, to);
    }
  if (!next_to(ctx.map, "EPI", a.space)) return "";
  // A siege, a hold, a support, or no order: the unit stays; his Ag supports it in place. (A
  // support of the siege itself is not possible from EPI: Delphes and Lamia are not next to it,
  // G1.2.)
  return unit;
}

}  // namespace

std::vector<GeneratedOrder> pyrrhus_supports(const StepContext& ctx,
                                             const std::vector<std::string>& gm_ordered) {
  const state::GameState& g = ctx.work;
  const auto ag = std::find_if(g.units.begin(), g.units.end(), [](const state::Unit& u) {
    return u.side.empty() && u.neutral_label == "pyrrhus";
  });
  if (ag == g.units.end() || ag->space != "EPI" || ordered(gm_ordered, ag->space)) return {};
  // R14d.gen.15: not in the season he appears (he holds).
  const state::Uprising* up = under_way(g, "pyrrhus");
  if (up != nullptr && up->appeared == g.season.id()) return {};
  for (const state::Unit& u : g.units) {
    if (!belongs_to(u, "etoliens")) continue;
    const std::string what = support_of(ctx, u);
    if (what.empty()) continue;
    // One order per unit: the first Aetolian unit next to EPI (they have one Am).
    return {{fmt::format("[pyrrhus] {} EPI S {}", state::code(ag->type), what), "R14e.pyr.6"}};
  }
  return {};
}

}  // namespace dia::adj::events
