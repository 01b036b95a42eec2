#include "orders/ast.hpp"

#include <array>

namespace dia::orders {

bool is_fleet(UnitType t) {
  return t == UnitType::fleet || t == UnitType::elite_fleet;
}

std::string_view designator(UnitType t) {
  static constexpr std::array<std::string_view, 6> names = {"A", "Am", "Ae", "Ag", "F", "Fe"};
  return names[static_cast<std::size_t>(t)];
}

std::string_view to_string(OrderKind k) {
  static constexpr std::array<std::string_view, 35> names = {"hold",
                                                             "move",
                                                             "support",
                                                             "convoy",
                                                             "siege",
                                                             "supply",
                                                             "build",
                                                             "disband",
                                                             "promote",
                                                             "downgrade",
                                                             "upkeep",
                                                             "corruption",
                                                             "counter-corruption",
                                                             "passage",
                                                             "give",
                                                             "spare",
                                                             "assassinate",
                                                             "bid",
                                                             "royal order",
                                                             "vote",
                                                             "open gates",
                                                             "gold",
                                                             "no control",
                                                             "capital",
                                                             "no seize",
                                                             "seize",
                                                             "dissociate",
                                                             "command",
                                                             "announce marriage",
                                                             "marriage",
                                                             "accord",
                                                             "epigone placement",
                                                             "treasury heir",
                                                             "preference",
                                                             "purchase"};
  static_assert(std::variant_size_v<Body> == names.size());
  return names[static_cast<std::size_t>(k)];
}

}  // namespace dia::orders
