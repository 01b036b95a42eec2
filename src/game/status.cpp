#include "game/status.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <ostream>

#include "mail/inbox.hpp"
#include "state/game_dir.hpp"
#include "state/season.hpp"

namespace dia::game {

namespace fs = std::filesystem;

int print_status(const std::string& dir, state::Instant now, std::ostream& out, std::ostream& err) {
  state::GameDir game(dir);
  auto seasons = game.season_ids();
  if (seasons.empty()) {
    err << fmt::format("diadoques status: error: {} has no season yet\n", dir);
    return 1;
  }
  const std::string& current = seasons.back();
  auto season = state::Season::from_id(current);
  bool adjudicated = fs::exists(game.results_dir(current));
  out << fmt::format("{}: {} ({}){}\n", game.config().name, state::display(*season, true), current,
                     adjudicated ? ", adjudicated" : ", waiting for orders");
  // R3.end.1: a victory ends the game; its state is the last one and waits for nothing.
  if (fs::exists(game.state_path(current))) {
    const YAML::Node v = YAML::LoadFile(game.state_path(current).string())["victory"];
    if (v && v.IsMap()) {
      out << fmt::format(
          "  the game is over: {} victory of {} at the end of {} (R3.end.1)\n",
          v["kind"].as<std::string>(""),
          fmt::join(v["sides"].as<std::vector<std::string>>(std::vector<std::string>{}), ", "),
          v["season"].as<std::string>(""));
      return 0;
    }
  }
  // The deadline (game.yaml `deadlines:`): who is late once it has passed.
  auto deadline = game.config().deadlines.find(current);
  const bool passed = deadline != game.config().deadlines.end() && now >= deadline->second;
  if (deadline != game.config().deadlines.end() && !adjudicated) {
    out << fmt::format("  deadline {} ({})\n", state::format_instant(deadline->second),
                       passed ? "passed " + state::format_duration(now - deadline->second) + " ago"
                              : "in " + state::format_duration(deadline->second - now));
  }
  const state::GameDir::OrdersFiles files = game.orders_files(current);
  for (const auto& p : game.config().players) {
    auto file = files.of_side.find(p.side);
    std::string what = file != files.of_side.end()
                           ? "orders received (" + file->second.filename().string() + ")"
                       : adjudicated ? std::string("no orders (its units held)")
                       : passed      ? std::string("LATE: no orders, the deadline has passed")
                                     : std::string("no orders yet");
    out << fmt::format("  {:<12} {:<20} {}\n", p.side, p.name, what);
  }
  // The GM's own inputs are not players' orders: listed apart (G12.1, R9a.gen.6).
  for (const auto& f : game.neutral_orders_files(current))
    out << fmt::format("  GM: neutral orders ({})\n", f.filename().string());
  if (fs::exists(game.annotations_path(current)))
    out << fmt::format("  GM: annotations ({})\n",
                       game.annotations_path(current).filename().string());
  if (fs::exists(game.event_ruling_path(current)))
    out << fmt::format("  GM: event ruling ({}), replaces the draw\n",
                       game.event_ruling_path(current).filename().string());
  // Mails the inbox set aside or refused this season (docs/mail.md): the GM decides about the
  // players' ones; strangers' mails are only counted.
  try {
    int strangers = 0;
    for (const auto& m : mail::read_inbox_log(game)) {
      if (m.season != current || m.verdict == mail::Verdict::accepted ||
          m.verdict == mail::Verdict::superseded || m.verdict == mail::Verdict::already_read)
        continue;
      if (m.verdict == mail::Verdict::unknown_sender) {
        ++strangers;
        continue;
      }
      out << fmt::format("  GM: mail {:04} from {}: {} ({}), {}\n", m.number,
                         m.from.empty() ? "?" : m.from, mail::to_string(m.verdict), m.reason,
                         m.file);
    }
    if (strangers > 0)
      out << fmt::format("  GM: {} mail(s) from unknown senders refused (mail/inbox.yaml)\n",
                         strangers);
  } catch (const std::exception& e) {
    err << e.what() << '\n';
  }
  // A file no side claims, or a side with two files, would make `adjudicate` refuse the season:
  // said now, while the GM can still fix it.
  for (const auto& e : files.errors) err << e << '\n';
  return files.errors.empty() ? 0 : 1;
}

}  // namespace dia::game
