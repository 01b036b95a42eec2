#pragma once
// R14e, Table R14-T6: what each revolt of Table III that puts units on the map brings, and the
// citadel whose capture its 4-season deadline watches (R14d.gen.17).
#include <string>
#include <string_view>

namespace dia::adj::events {

// R14d.gen.17, R14e.eto.3: the mission citadel of a revolt with a deadline; "" = permanent.
std::string_view mission_citadel(std::string_view revolt_id);

// R14e.ggr.1: the component revolts of the General Greek Revolt.
inline constexpr std::string_view greek_revolt = "revolte_grecque";
inline constexpr std::string_view greek_components[] = {"etoliens", "spartiates", "atheniens"};

}  // namespace dia::adj::events
