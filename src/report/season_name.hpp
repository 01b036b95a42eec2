#pragma once
// A season id as people read it, for the pages and tables that list seasons by id.
#include <string>

#include "report/lang.hpp"

namespace dia::report {

// "printemps -319" / "spring 319 BC" for a season id; the id as it is when it names no season.
std::string season_name(const std::string& id, Lang lang);

}  // namespace dia::report
