#pragma once
// Unit types and their published constants (Table R6a-T1).
#include <optional>
#include <string>
#include <string_view>

namespace dia::state {

enum class UnitType { A, Am, Ae, Ag, F, Fe };

struct UnitTypeInfo {
  std::string_view code;  // designator in orders: "A", "Am", ...
  std::string_view french;
  int price;         // purchase price = upkeep (R10.upk.1)
  int corruption;    // base corruption level
  int combat;        // combat value
  int max_per_side;  // 0 = unlimited (R6a.limit.1)
  bool fleet;
};

const UnitTypeInfo& info(UnitType t);
bool is_fleet(UnitType t);
std::string_view code(UnitType t);
// Exact designator, case-insensitive ("ae" → Ae); nullopt for anything else.
std::optional<UnitType> unit_type_from(std::string_view designator);

inline constexpr UnitType all_unit_types[] = {UnitType::A,  UnitType::Am, UnitType::Ae,
                                              UnitType::Ag, UnitType::F,  UnitType::Fe};

}  // namespace dia::state
