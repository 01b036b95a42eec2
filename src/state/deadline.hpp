#pragma once
// Deadlines of a game's seasons (game.yaml `deadlines:`), as a GM writes them:
//   deadlines:
//     002-summer-319: 2026-12-01 20:00          # UTC
//     003-autumn-319: 2026-12-15 20:00 +01:00   # or with the offset of the GM's time zone
// Times are kept as seconds since the epoch (UTC): comparing them needs no time-zone data.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace dia::state {

using Instant = std::int64_t;  // seconds since 1970-01-01 00:00 UTC

// `YYYY-MM-DD HH:MM`, optionally `:SS`, then optionally `Z`, `UTC` or `±HH:MM`; `T` may stand
// for the space. nullopt if it is not such a time (or not a real date: 2026-02-30).
std::optional<Instant> parse_instant(std::string_view text);

// "2026-12-01 19:00 UTC".
std::string format_instant(Instant t);

// "2 days 3 hours", "45 minutes": how long `seconds` (≥ 0) is, to the minute.
std::string format_duration(Instant seconds);

// The current time, or $DIA_TEST_NOW (a time as parse_instant reads it) so that tests of
// deadlines do not depend on the day they run.
Instant now();

}  // namespace dia::state
