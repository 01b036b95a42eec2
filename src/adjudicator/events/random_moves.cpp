// R14f.scy.3, R14f.gau.3: random moves. Not written yet.
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

std::vector<GeneratedOrder> random_moves(const StepContext& /*ctx*/, state::Dice& /*dice*/,
                                         const std::vector<std::string>& /*gm_ordered*/) {
  return {};
}

}  // namespace dia::adj::events
