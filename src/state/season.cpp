#include "state/season.hpp"

#include <charconv>

#include <fmt/format.h>

#include "common/text.hpp"

namespace dia::state {

int Season::turn() const {
  return (year + 319) * 4 + static_cast<int>(kind) + 1;
}

std::string Season::id() const {
  return fmt::format("{:03}-{}-{}", turn(), to_string(kind), -year);
}

Season Season::next() const {
  if (kind == SeasonKind::winter) return {year + 1, SeasonKind::spring};
  return {year, static_cast<SeasonKind>(static_cast<int>(kind) + 1)};
}

std::optional<Season> Season::from_id(std::string_view id) {
  auto first = id.find('-');
  auto second = id.find('-', first == std::string_view::npos ? first : first + 1);
  if (first == std::string_view::npos || second == std::string_view::npos) return std::nullopt;
  auto kind = season_kind_from(id.substr(first + 1, second - first - 1));
  int bc = 0;
  auto year_text = id.substr(second + 1);
  auto [ptr, ec] = std::from_chars(year_text.data(), year_text.data() + year_text.size(), bc);
  if (!kind || ec != std::errc{} || ptr != year_text.data() + year_text.size()) return std::nullopt;
  Season s{-bc, *kind};
  if (s.id() != id) return std::nullopt;  // the turn number must agree with season and year
  return s;
}

std::string to_string(SeasonKind k) {
  return english_name(k);
}

std::string french_name(SeasonKind k) {
  switch (k) {
    case SeasonKind::spring:
      return "printemps";
    case SeasonKind::summer:
      return "été";
    case SeasonKind::autumn:
      return "automne";
    case SeasonKind::winter:
      return "hiver";
  }
  return "";
}

std::string english_name(SeasonKind k) {
  switch (k) {
    case SeasonKind::spring:
      return "spring";
    case SeasonKind::summer:
      return "summer";
    case SeasonKind::autumn:
      return "autumn";
    case SeasonKind::winter:
      return "winter";
  }
  return "";
}

std::optional<SeasonKind> season_kind_from(std::string_view word) {
  std::string w = fold_name(word);
  for (auto k : {SeasonKind::spring, SeasonKind::summer, SeasonKind::autumn, SeasonKind::winter}) {
    if (w == english_name(k) || w == fold_name(french_name(k))) return k;
  }
  if (w == "fall") return SeasonKind::autumn;
  return std::nullopt;
}

std::string display(const Season& s, bool french) {
  if (french) return fmt::format("{} {}", french_name(s.kind), s.year);
  return fmt::format("{} {} BC", english_name(s.kind), -s.year);
}

}  // namespace dia::state
