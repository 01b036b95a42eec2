#pragma once
// `diadoques club status`: one line per game of a club: its season, its deadline, who has sent
// orders and who is late, and whether it is ready to adjudicate (game/status.hpp's data).
#include <filesystem>
#include <iosfwd>

#include "state/deadline.hpp"

namespace dia::club {

// Returns 0, or 1 when a game cannot be read (said on its line and on `err`) or holds an orders
// file `adjudicate` would refuse.
int print_club_status(const std::filesystem::path& dir, state::Instant now, std::ostream& out,
                      std::ostream& err);

}  // namespace dia::club
