// R14e.pyr.6: Pyrrhus's automatic supports. Not written yet.
#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

std::vector<GeneratedOrder> pyrrhus_supports(const StepContext& /*ctx*/,
                                             const std::vector<std::string>& /*gm_ordered*/) {
  return {};
}

}  // namespace dia::adj::events
