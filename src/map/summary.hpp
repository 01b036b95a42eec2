#pragma once
// One-line description of a map: spaces by kind, citadels by class, borders.
#include <string>

#include "map/map.hpp"

namespace dia::map {

std::string summary_line(const Map& map);

}  // namespace dia::map
