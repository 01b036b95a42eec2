#include "adjudicator/events/uprising_units.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace dia::adj::events {

bool belongs_to(const state::Unit& u, const std::string& id) {
  return u.side.empty() && !id.empty() &&
         (u.neutral_label == id || u.neutral_label.rfind(id + ".", 0) == 0);
}

int units_of_uprising(const state::GameState& g, const std::string& id) {
  return static_cast<int>(std::count_if(g.units.begin(), g.units.end(),
                                        [&](const state::Unit& u) { return belongs_to(u, id); }));
}

int remove_units(StepContext& ctx, const std::string& label, const std::string& clause) {
  int n = 0;
  auto& units = ctx.work.units;
  for (std::size_t i = 0; i < units.size();) {
    if (!belongs_to(units[i], label)) {
      ++i;
      continue;
    }
    ctx.log(Message{Msg::log_uprising_unit_removed,
                    {arg::Clause{clause}, arg::Words{std::string(state::code(units[i].type))},
                     arg::Place{units[i].space}, arg::Words{units[i].neutral_label}}});
    units.erase(units.begin() + static_cast<std::ptrdiff_t>(i));
    ++n;
  }
  return n;
}

}  // namespace dia::adj::events
