// R14f.scy.3, R14f.gau.3 (PROPOSED): the Scythians and the Gauls move at random. Each of their
// units the GM's file leaves without an order gets a move picked uniformly, on the event dice,
// among the ordinary moves that stay inside its field (no citadel: the Scythians cannot besiege,
// R14f.scy.2, and a random siege is no move); it holds if there is none (G12.2).
#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/events/field_of_action.hpp"
#include "adjudicator/events/steps.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "common/text.hpp"

namespace dia::adj::events {

namespace {

struct Mover {
  const char* id;
  const char* clause;
};
constexpr Mover movers[] = {{"scythes", "R14f.scy.3"}, {"gaulois", "R14f.gau.3"}};

bool ordered(const std::vector<std::string>& gm_ordered, const std::string& space) {
  return std::any_of(gm_ordered.begin(), gm_ordered.end(),
                     [&](const std::string& s) { return fold_name(s) == fold_name(space); });
}

}  // namespace

std::vector<GeneratedOrder> random_moves(const StepContext& ctx, state::Dice& dice,
                                         const std::vector<std::string>& gm_ordered) {
  std::vector<GeneratedOrder> out;
  for (const Mover& m : movers) {
    for (const state::Unit& u : ctx.work.units) {
      if (!u.side.empty() || u.neutral_label != m.id || ordered(gm_ordered, u.space)) continue;
      const std::vector<map::SpaceId> field = field_of_action(ctx.map, ctx.work, u);
      const std::optional<map::NodeId> from = ctx.map.find_node(u.space);
      if (!from) continue;
      const map::Node& node = ctx.map.node(*from);
      const auto& adjacent = state::is_fleet(u.type) ? node.fleet_adjacent : node.army_adjacent;
      std::vector<std::string> targets;
      for (map::NodeId to : adjacent) {
        const map::Space& s = ctx.map.space_of(to);
        if (s.kind == map::SpaceKind::citadel) continue;
        const map::SpaceId sid = ctx.map.node(to).space;
        if (std::find(field.begin(), field.end(), sid) == field.end()) continue;
        targets.push_back(ctx.map.node(to).code);
      }
      const std::string type(state::code(u.type));
      if (targets.empty()) continue;  // no order: it holds (G12.2)
      const std::size_t pick = dice.draw(
          targets.size(), Message{Msg::roll_random_move,
                                  {arg::Clause{m.clause}, arg::Words{type}, arg::Place{u.space},
                                   arg::Number{static_cast<int>(targets.size())}}});
      out.push_back({fmt::format("[{}] {} {} {}", m.id, type, u.space, targets[pick]), m.clause});
    }
  }
  return out;
}

}  // namespace dia::adj::events
