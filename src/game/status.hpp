#pragma once
// `diadoques status`: where a game stands: its current season, its deadline, who has sent
// orders and who is late, the GM's own files, and any orders file no side claims.
#include <iosfwd>
#include <string>

#include "state/deadline.hpp"

namespace dia::game {

// Returns 0, or 1 when an orders file would make `adjudicate` refuse the season (said on `err`).
int print_status(const std::string& dir, state::Instant now, std::ostream& out, std::ostream& err);

}  // namespace dia::game
