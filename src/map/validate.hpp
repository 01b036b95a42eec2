#pragma once
// Checks a loaded map for consistency (symmetric adjacency, unique names, kind rules) and, for
// `ruleset: diadoques`, against the rules (MAP-FACTS.md) and the map's facts file.
#include "common/diagnostic.hpp"
#include "map/map.hpp"

namespace dia::map {

Diagnostics validate_map(const Map& map);

}  // namespace dia::map
