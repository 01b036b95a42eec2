#pragma once
// The neutral units of a revolt or intervention under way: a unit belongs to the uprising whose
// id is its label or the part of its label before the first '.' ("pirates_illyriens.flotte").
#include <string>

#include "adjudicator/events/steps.hpp"

namespace dia::adj::events {

bool belongs_to(const state::Unit& u, const std::string& uprising_id);
int units_of_uprising(const state::GameState& g, const std::string& uprising_id);
// Removes every unit whose label is exactly `label` or belongs to `label` as an uprising id,
// with a public line for each; returns how many.
int remove_units(StepContext& ctx, const std::string& label, const std::string& clause);

}  // namespace dia::adj::events
