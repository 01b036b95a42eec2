#pragma once
// `diadoques map show <map> <name>`: one space, its facts and its neighbours, grouped.
#include <ostream>
#include <string>

#include "map/map.hpp"

namespace dia::cli {

// Writes the description to `out` (notes and errors to `err`); returns the exit code:
// 0 found (exactly, or a unique close misspelling, with a note), 1 unknown or ambiguous.
int show_space(const map::Map& map, const std::string& name, std::ostream& out, std::ostream& err);

// The description alone (for tests and reports).
std::string describe_space(const map::Map& map, map::SpaceId id);

}  // namespace dia::cli
