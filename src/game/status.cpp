#include "game/status.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <filesystem>
#include <ostream>
#include <stdexcept>

#include "mail/inbox.hpp"
#include "state/durable.hpp"
#include "state/game_dir.hpp"
#include "state/season.hpp"
#include "state/state_yaml.hpp"

namespace dia::game {

namespace fs = std::filesystem;

bool GameStatus::all_sent() const {
  return std::all_of(sides.begin(), sides.end(),
                     [](const Side& s) { return s.eliminated || s.orders.has_value(); });
}

bool GameStatus::any_sent() const {
  return std::any_of(sides.begin(), sides.end(),
                     [](const Side& s) { return s.orders.has_value(); });
}

bool GameStatus::ready() const {
  return readiness(*this).ready;
}

Readiness readiness(const GameStatus& st, const ReadyRule& rule) {
  Readiness r;
  for (const auto& s : st.sides)
    if (!s.eliminated && !s.orders) r.missing.push_back(s.side);
  // As `club adjudicate` has always said it: ", deadline 2026-12-01 20:00 UTC".
  const auto deadline_words = [&] {
    if (!st.deadline) return std::string();
    return ", deadline " + state::format_instant(*st.deadline) +
           (rule.grace > 0 ? " + " + state::format_duration(rule.grace) + " of grace"
                           : std::string());
  };
  if (st.over()) {
    r.why = "the game is over";
  } else if (st.adjudicated) {
    r.why = st.season + " is adjudicated";
  } else if (!st.orders_errors.empty()) {
    r.refused = true;
    r.why = "an orders file would be refused: " + st.orders_errors.front();
  } else if (!st.any_sent() && st.deadline && st.now >= *st.deadline + rule.grace) {
    // `adjudicate` refuses such a season without --force (every unit would hold).
    r.why = fmt::format(
        "no side has sent orders for {}{}: the GM decides (`adjudicate --force` plays it, every "
        "unit holds)",
        st.season, deadline_words());
  } else if (r.missing.empty() && rule.early) {
    r.ready = true;
  } else if (st.deadline && st.now >= *st.deadline + rule.grace) {
    r.ready = true;
  } else if (r.missing.empty()) {
    r.why = fmt::format("every side has sent; early adjudication is off{}", deadline_words());
  } else {
    r.why = fmt::format("{} waits for {} side(s){}", st.season, r.missing.size(), deadline_words());
  }
  return r;
}

GameEnd game_end(const state::GameDir& game) {
  GameEnd end;
  const auto seasons = game.season_ids();
  if (seasons.empty() || !fs::exists(game.state_path(seasons.back()))) return end;
  const fs::path path = game.state_path(seasons.back());
  const std::string file = fs::relative(path, game.root()).generic_string();  // as adjudicate
  // Read as `adjudicate` reads it (without the map's checks): an unknown key (with the nearest
  // known one) or a value of the wrong kind is an error with its line, never read as a default
  // (a victory without its sides, a side not eliminated).
  const state::StateLoad load = state::state_from_yaml(state::read_file(path), file);
  if (!load.state) {
    std::string errors;
    for (const auto& d : load.diagnostics)
      if (d.severity == Severity::error) errors += (errors.empty() ? "" : "\n") + format(d);
    throw std::runtime_error(errors.empty() ? file + ": error: unreadable" : errors);
  }
  if (load.state->victory) {
    const state::Victory& v = *load.state->victory;
    end.victory = GameStatus::Victory{v.kind, v.sides, v.season};
  }
  for (const auto& side : load.state->sides)
    if (side.eliminated) end.eliminated.push_back(side.id);
  return end;
}

GameStatus game_status(const state::GameDir& game, state::Instant now) {
  GameStatus st;
  auto seasons = game.season_ids();
  if (seasons.empty())
    throw std::runtime_error(fmt::format("{} has no season yet", game.root().string()));
  st.name = game.config().name;
  st.season = seasons.back();
  st.season_shown = state::display(*state::Season::from_id(st.season), true);
  st.adjudicated = fs::exists(game.results_dir(st.season));
  GameEnd end = game_end(game);
  st.victory = std::move(end.victory);
  const std::vector<std::string>& eliminated = end.eliminated;
  auto deadline = game.config().deadlines.find(st.season);
  if (deadline != game.config().deadlines.end()) {
    st.deadline = deadline->second;
    st.deadline_passed = now >= deadline->second;
  }
  st.now = now;
  state::GameDir::OrdersFiles files = game.orders_files(st.season);
  for (const auto& p : game.config().players) {
    GameStatus::Side side{
        p.side, p.name, std::nullopt,
        std::find(eliminated.begin(), eliminated.end(), p.side) != eliminated.end()};
    if (auto file = files.of_side.find(p.side); file != files.of_side.end())
      side.orders = file->second;
    st.sides.push_back(side);
  }
  st.orders_errors = std::move(files.errors);
  return st;
}

GameStatus game_status(const fs::path& dir, state::Instant now) {
  return game_status(state::GameDir(dir), now);
}

int print_status(const std::string& dir, state::Instant now, std::ostream& out, std::ostream& err) {
  state::GameDir game(dir);
  GameStatus st;
  try {
    // A gap, a stray or a mis-named season would make the current season a guess (issue 34).
    game.check_season_sequence();
    if (game.season_ids().empty()) {
      err << fmt::format("diadoques status: error: {} has no season yet\n", dir);
      return 1;
    }
    st = game_status(game, now);
  } catch (const std::exception& e) {
    const std::string what = e.what();
    err << (what.find("error:") == std::string::npos ? "diadoques status: error: " : "") << what
        << '\n';
    return 1;
  }
  const std::string& current = st.season;
  out << fmt::format("{}: {} ({}){}\n", st.name, st.season_shown, current,
                     st.adjudicated ? ", adjudicated" : ", waiting for orders");
  if (st.victory) {
    out << fmt::format("  the game is over: {} victory of {} at the end of {} (R3.end.1)\n",
                       st.victory->kind, fmt::join(st.victory->sides, ", "), st.victory->season);
    return 0;
  }
  // The deadline (game.yaml `deadlines:`): who is late once it has passed.
  const bool passed = st.deadline_passed;
  if (st.deadline && !st.adjudicated) {
    out << fmt::format("  deadline {} ({})\n", state::format_instant(*st.deadline),
                       passed ? "passed " + state::format_duration(now - *st.deadline) + " ago"
                              : "in " + state::format_duration(*st.deadline - now));
  }
  for (const auto& s : st.sides) {
    std::string what = s.orders         ? "orders received (" + s.orders->filename().string() + ")"
                       : st.adjudicated ? std::string("no orders (its units held)")
                       : passed         ? std::string("LATE: no orders, the deadline has passed")
                                        : std::string("no orders yet");
    out << fmt::format("  {:<12} {:<20} {}\n", s.side, s.player, what);
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
  for (const auto& e : st.orders_errors) err << e << '\n';
  return st.orders_errors.empty() ? 0 : 1;
}

}  // namespace dia::game
