#include "club/club_status.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

#include "club/club_dir.hpp"
#include "club/club_file.hpp"
#include "game/status.hpp"

namespace dia::club {

namespace {

std::string deadline_text(const game::GameStatus& st, state::Instant now) {
  if (!st.deadline) return "no deadline";
  return fmt::format("{} ({})", state::format_instant(*st.deadline),
                     st.deadline_passed
                         ? "passed " + state::format_duration(now - *st.deadline) + " ago"
                         : "in " + state::format_duration(*st.deadline - now));
}

// What the game waits for, in a word the GM scans: "ready", "over", "waiting".
std::string verdict(const game::GameStatus& st) {
  if (st.over()) return "over";
  if (st.adjudicated) return "adjudicated";
  if (!st.orders_errors.empty()) return "orders file refused";
  return st.ready() ? "ready" : "waiting";
}

}  // namespace

int print_club_status(const std::filesystem::path& dir, state::Instant now, std::ostream& out,
                      std::ostream& err) {
  const Club club = read_club(dir);
  const auto games = game_dirs(dir);
  out << fmt::format("{}: {} game(s)\n", club.name, games.size());
  int rc = 0;
  for (const auto& game : games) {
    const std::string name = game.filename().string();
    game::GameStatus st;
    try {
      st = game::game_status(game, now);
    } catch (const std::exception& e) {
      out << fmt::format("{:<16} unreadable: {}\n", name, e.what());
      err << fmt::format("diadoques club status: {}: {}\n", name, e.what());
      rc = 1;
      continue;
    }
    out << fmt::format("{:<16} {} ({})  {}  {}\n", name, st.season_shown, st.season,
                       deadline_text(st, now), verdict(st));
    if (st.over() || st.adjudicated) continue;
    std::vector<std::string> sent, late;
    for (const auto& s : st.sides) {
      if (s.eliminated) continue;
      (s.orders ? sent : late).push_back(s.side);
    }
    out << fmt::format("{:<16} sent: {}\n", "",
                       sent.empty() ? "-" : fmt::format("{}", fmt::join(sent, ", ")));
    if (!late.empty())
      out << fmt::format("{:<16} {}: {}\n", "", st.deadline_passed ? "LATE" : "not yet",
                         fmt::join(late, ", "));
    for (const auto& e : st.orders_errors) err << name << ": " << e << '\n';
    if (!st.orders_errors.empty()) rc = 1;
  }
  return rc;
}

}  // namespace dia::club
