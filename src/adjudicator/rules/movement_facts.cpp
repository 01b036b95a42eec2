#include "adjudicator/rules/movement_facts.hpp"

namespace dia::adj::rules {

const UnitFacts* MovementFacts::find(const std::string& space) const {
  for (const auto& u : units)
    if (u.space == space) return &u;
  return nullptr;
}

bool support_cut(const UnitFacts& supporter, const std::string& support_target) {
  if (supporter.dislodged) return true;
  for (const auto& a : supporter.attacks) {
    if (a.side == supporter.side && !a.side.empty()) continue;  // never by one's own side
    if (a.retreating) continue;
    if (a.from == support_target) continue;
    return true;
  }
  return false;
}

bool supply_cut(const UnitFacts& supplier) {
  if (supplier.dislodged) return true;
  for (const auto& a : supplier.attacks) {
    if (a.side == supplier.side && !a.side.empty()) continue;
    if (a.retreating) continue;
    return true;
  }
  return false;
}

}  // namespace dia::adj::rules
