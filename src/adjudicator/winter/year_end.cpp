#include "adjudicator/rules/epigone.hpp"
#include "adjudicator/winter/steps.hpp"

namespace dia::adj::winter {

void epigones(intrigue::StepContext& ctx, WinterFacts&) {
  rules::EpigoneStep step = rules::epigones_appear(ctx.map, ctx.work, ctx.dice);
  for (Event& e : step.report.events) ctx.result.events.push_back(std::move(e));
  for (std::string& l : step.report.log) ctx.log(std::move(l));
}

void turn_of_year(intrigue::StepContext&, WinterFacts&) {}

}  // namespace dia::adj::winter
