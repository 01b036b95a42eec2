#include "state/deadline.hpp"

#include <fmt/format.h>

#include <cctype>
#include <cstdlib>
#include <ctime>
#include <stdexcept>

namespace dia::state {

namespace {

// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil).
std::int64_t days_from_civil(std::int64_t y, unsigned m, unsigned d) {
  y -= m <= 2;
  const std::int64_t era = (y >= 0 ? y : y - 399) / 400;
  const auto yoe = static_cast<unsigned>(y - era * 400);
  const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
  const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
  return era * 146097 + static_cast<std::int64_t>(doe) - 719468;
}

bool leap(int y) {
  return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}
int days_in_month(int y, int m) {
  static constexpr int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
  return m == 2 && leap(y) ? 29 : days[m - 1];
}

// A reader of fixed-width numbers and separators.
struct Cursor {
  std::string_view s;
  std::size_t at = 0;
  bool done() const { return at == s.size(); }
  bool eat(char c) {
    if (at < s.size() && s[at] == c) return ++at, true;
    return false;
  }
  std::optional<int> digits(std::size_t n) {
    if (at + n > s.size()) return std::nullopt;
    int v = 0;
    for (std::size_t k = 0; k < n; ++k) {
      char c = s[at + k];
      if (!std::isdigit(static_cast<unsigned char>(c))) return std::nullopt;
      v = v * 10 + (c - '0');
    }
    at += n;
    return v;
  }
  void skip_blanks() {
    while (at < s.size() && s[at] == ' ') ++at;
  }
};

}  // namespace

std::optional<Instant> parse_instant(std::string_view text) {
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  while (!text.empty() && text.back() == ' ') text.remove_suffix(1);
  Cursor c{text};
  auto y = c.digits(4);
  if (!y || !c.eat('-')) return std::nullopt;
  auto mo = c.digits(2);
  if (!mo || !c.eat('-')) return std::nullopt;
  auto d = c.digits(2);
  if (!d || !(c.eat(' ') || c.eat('T'))) return std::nullopt;
  c.skip_blanks();
  auto h = c.digits(2);
  if (!h || !c.eat(':')) return std::nullopt;
  auto mi = c.digits(2);
  if (!mi) return std::nullopt;
  int sec = 0;
  if (c.eat(':')) {
    auto s = c.digits(2);
    if (!s) return std::nullopt;
    sec = *s;
  }
  if (*mo < 1 || *mo > 12 || *d < 1 || *d > days_in_month(*y, *mo) || *h > 23 || *mi > 59 ||
      sec > 59)
    return std::nullopt;
  c.skip_blanks();
  int offset = 0;  // seconds east of UTC
  if (c.done() || c.eat('Z')) {
  } else if (c.s.substr(c.at) == "UTC") {
    c.at = c.s.size();
  } else if (c.s[c.at] == '+' || c.s[c.at] == '-') {
    const int sign = c.s[c.at++] == '-' ? -1 : 1;
    auto oh = c.digits(2);
    if (!oh) return std::nullopt;
    c.eat(':');
    auto om = c.digits(2);
    if (!om || *oh > 14 || *om > 59) return std::nullopt;
    offset = sign * (*oh * 3600 + *om * 60);
  } else {
    return std::nullopt;
  }
  if (!c.done()) return std::nullopt;
  const std::int64_t days =
      days_from_civil(*y, static_cast<unsigned>(*mo), static_cast<unsigned>(*d));
  return days * 86400 + *h * 3600 + *mi * 60 + sec - offset;
}

std::string format_instant(Instant t) {
  const std::time_t tt = static_cast<std::time_t>(t);
  std::tm utc{};
  gmtime_r(&tt, &utc);
  return fmt::format("{:04}-{:02}-{:02} {:02}:{:02} UTC", utc.tm_year + 1900, utc.tm_mon + 1,
                     utc.tm_mday, utc.tm_hour, utc.tm_min);
}

std::string format_duration(Instant seconds) {
  const Instant minutes = seconds / 60;
  const Instant days = minutes / (24 * 60);
  const Instant hours = minutes / 60 % 24;
  const Instant mins = minutes % 60;
  auto unit = [](Instant n, std::string_view one) {
    return fmt::format("{} {}{}", n, one, n == 1 ? "" : "s");
  };
  if (days > 0)
    return hours > 0 ? unit(days, "day") + " " + unit(hours, "hour") : unit(days, "day");
  if (hours > 0)
    return mins > 0 ? unit(hours, "hour") + " " + unit(mins, "minute") : unit(hours, "hour");
  return unit(mins, "minute");
}

Instant now() {
  if (const char* fixed = std::getenv("DIA_TEST_NOW"); fixed && *fixed) {
    if (auto t = parse_instant(fixed)) return *t;
    throw std::runtime_error(fmt::format("DIA_TEST_NOW '{}' is not a time", fixed));
  }
  return static_cast<Instant>(std::time(nullptr));
}

}  // namespace dia::state
