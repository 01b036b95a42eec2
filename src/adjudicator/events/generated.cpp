// The orders the tool writes for neutral units the GM's file leaves without one (G12.2).
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

std::vector<GeneratedOrder> generated_orders(const StepContext& ctx, state::Dice& dice,
                                             const std::vector<std::string>& gm_ordered) {
  std::vector<GeneratedOrder> out = random_moves(ctx, dice, gm_ordered);
  for (GeneratedOrder& g : pyrrhus_supports(ctx, gm_ordered)) out.push_back(std::move(g));
  return out;
}

}  // namespace dia::adj::events
