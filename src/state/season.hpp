#pragma once
// The calendar (D.calendar, R8.cal.1): spring, summer, autumn (military) then winter (economic);
// after winter the year goes up by one (-319, -318, ...). The first turn is spring -319.
//
// A season's id names its folder in the game directory: `001-spring-319` (turn number first,
// so ids sort in game order and stay shell-friendly; the year is written without its minus).
#include <optional>
#include <string>
#include <string_view>

namespace dia::state {

enum class SeasonKind { spring = 0, summer = 1, autumn = 2, winter = 3 };

struct Season {
  int year = -319;
  SeasonKind kind = SeasonKind::spring;

  int turn() const;  // 1 for spring -319
  std::string id() const;
  Season next() const;
  bool military() const { return kind != SeasonKind::winter; }
  bool operator==(const Season&) const = default;

  static std::optional<Season> from_id(std::string_view id);
  static Season first() { return {}; }
};

std::string to_string(SeasonKind k);                                // "spring"
std::string french_name(SeasonKind k);                              // "printemps"
std::string english_name(SeasonKind k);                             // "spring"
std::optional<SeasonKind> season_kind_from(std::string_view word);  // either language
// "printemps -319" / "spring 319 BC"
std::string display(const Season& s, bool french);

}  // namespace dia::state
