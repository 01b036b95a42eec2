#include "state/units.hpp"

#include "common/text.hpp"

namespace dia::state {
namespace {

constexpr UnitTypeInfo table[] = {
    {"A", "Mercenaires", 10, 20, 1, 0, false}, {"Am", "Milices", 15, 30, 1, 1, false},
    {"Ae", "Elites", 20, 30, 2, 1, false},     {"Ag", "Garde", 30, 45, 2, 1, false},
    {"F", "Flotte", 10, 20, 1, 3, true},       {"Fe", "Flotte d'élite", 20, 30, 2, 1, true},
};

}  // namespace

const UnitTypeInfo& info(UnitType t) {
  return table[static_cast<int>(t)];
}
bool is_fleet(UnitType t) {
  return info(t).fleet;
}
std::string_view code(UnitType t) {
  return info(t).code;
}

std::optional<UnitType> unit_type_from(std::string_view designator) {
  std::string d = fold_name(designator);
  for (auto t : all_unit_types) {
    if (d == fold_name(code(t))) return t;
  }
  return std::nullopt;
}

}  // namespace dia::state
