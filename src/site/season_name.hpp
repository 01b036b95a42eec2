#pragma once
#include <string>

#include "report/lang.hpp"

namespace dia::site {

// "printemps -319" / "spring 319 BC" for a season id; the id as it is when it names no season.
std::string season_name(const std::string& id, report::Lang lang);

}  // namespace dia::site
