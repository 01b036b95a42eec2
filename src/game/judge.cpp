#include "game/judge.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <optional>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "common/text.hpp"
#include "game/adjudicate.hpp"
#include "game/status.hpp"
#include "mail/addresses.hpp"
#include "mail/game_mail.hpp"
#include "mail/in_mail.hpp"
#include "mail/inbox.hpp"
#include "mail/out_mail.hpp"
#include "mail/outbox.hpp"
#include "mail/password.hpp"
#include "map/map_cache.hpp"
#include "orders/orders_file.hpp"
#include "orders/parse.hpp"
#include "state/deadline_record.hpp"
#include "state/durable.hpp"
#include "state/game_dir.hpp"
#include "state/game_write.hpp"
#include "state/season.hpp"

namespace dia::game {
namespace fs = std::filesystem;

bool JudgeReport::did_something() const {
  return !arrived.empty() || !deadlines.empty() || !adjudicated.empty() || !written.empty() ||
         !dropped.empty() || !sent.empty() || !errors.empty();
}

namespace {

std::string rel(const fs::path& p, const fs::path& root) {
  return fs::relative(p, root).generic_string();
}

// Where the mails come from: a URL as written (another fetcher's), a path relative to the game.
fs::path source_path(const std::string& source, const fs::path& dir) {
  if (source.find("://") != std::string::npos) return source;
  const fs::path p(source);
  return p.is_absolute() ? p : dir / p;
}

// The lines of the new players' mails that look like orders but were not read: what the GM may
// want to annotate (R9a.gen.6) before the season is played.
std::vector<std::string> unread_lines(const state::GameDir& game,
                                      const std::vector<mail::InboxEntry>& arrived) {
  std::vector<std::string> out;
  std::optional<map::SharedLoad> map;
  std::optional<orders::OrderParser> parser;
  for (const auto& e : arrived) {
    if (e.side.empty() ||
        (e.verdict != mail::Verdict::accepted && e.verdict != mail::Verdict::no_orders &&
         e.verdict != mail::Verdict::superseded))
      continue;
    try {
      const mail::InMail m = mail::read_mail(state::read_file(game.root() / e.file));
      if (!map) map = map::load_shared_map_file(game.map_path().string());
      if (!map->map) return out;
      if (!parser) parser.emplace(*map->map, orders::orders_file_options(*map->map));
      const std::string body = mail::without_password(m.body);
      const orders::ParseResult parsed = parser->parse(body);
      std::vector<std::string> lines;
      std::istringstream in(body);
      for (std::string l; std::getline(in, l);) lines.push_back(l);
      for (const auto& d : parsed.diagnostics) {
        const bool suspect = std::find(parsed.suspect_lines.begin(), parsed.suspect_lines.end(),
                                       d.pos.line) != parsed.suspect_lines.end();
        if (d.severity != Severity::error && !(d.severity == Severity::warning && suspect))
          continue;
        const std::string text = d.pos.line > 0 && d.pos.line <= static_cast<int>(lines.size())
                                     ? std::string(trim(lines[d.pos.line - 1]))
                                     : "";
        out.push_back(fmt::format("mail {:04} ({}), line {}: \"{}\": {}", e.number, e.side,
                                  d.pos.line, text, d.message));
      }
    } catch (const std::exception& x) {
      out.push_back(fmt::format("mail {:04} ({}): not read again: {}", e.number, e.side, x.what()));
    }
  }
  return out;
}

// The outbox handed over, after the stale messages are dropped.
void send_step(const state::GameDir& game, JudgeReport& r) {
  for (const auto& f : mail::drop_stale(game)) r.dropped.push_back(rel(f, game.root()));
  try {
    for (const auto& f : mail::send_outbox(game)) r.sent.push_back(rel(f, game.root()));
  } catch (const std::exception& e) {
    r.errors.push_back(e.what());
  }
}

// The deadline a season gets from the judge's rule when it opens at `opened`, as game.yaml
// writes it; nullopt when the judge has no rule for its kind.
std::optional<std::pair<state::Instant, std::string>> rule_deadline(const state::JudgeSettings& s,
                                                                    const std::string& season,
                                                                    state::Instant opened) {
  const auto kind = state::Season::from_id(season);
  if (!kind) return std::nullopt;
  const auto rule = s.rule(kind->kind);
  if (!rule) return std::nullopt;
  const state::Instant when = state::deadline_from_rule(*rule, s.zone_or_utc(), opened);
  return std::make_pair(when, state::format_instant_in(when, s.zone_or_utc()));
}

std::string game_yaml_with(const state::GameDir& game, const std::string& season,
                           const std::string& when) {
  return state::with_deadline(state::read_file(game.root() / "game.yaml"), season, when);
}

// The reminder due now: the nearest reminder time before the deadline that has come.
const state::Reminder* due_reminder(const state::JudgeSettings& s, state::Instant deadline,
                                    state::Instant now) {
  if (!s.reminders || now >= deadline) return nullptr;
  const state::Reminder* due = nullptr;
  for (const auto& r : *s.reminders)
    if (now >= deadline - r.before && (!due || r.before < due->before)) due = &r;
  return due;
}

void append_log(const fs::path& file, const std::string& entry) {
  state::make_dirs(file.parent_path());
  const int fd = ::open(file.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd < 0)
    throw std::runtime_error(
        fmt::format("{}: cannot open: {}", file.string(), std::strerror(errno)));
  std::size_t done = 0;
  while (done < entry.size()) {
    const ssize_t n = ::write(fd, entry.data() + done, entry.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      ::close(fd);
      throw std::runtime_error(
          fmt::format("{}: cannot write: {}", file.string(), std::strerror(errno)));
    }
    done += static_cast<std::size_t>(n);
  }
  ::fsync(fd);
  ::close(fd);
}

// The GM's digest: written to the outbox in a write of its own, then sent.
void send_digest(const state::GameDir& game, JudgeReport& r, const std::string& text) {
  const auto& config = game.config();
  const std::string to_text = config.mail.gm.empty() ? config.mail.from : config.mail.gm;
  const mail::Address to =
      mail::parse_address(to_text).value_or(mail::Address{"", "diadoques@localhost"});
  std::string stamp = state::format_instant(r.now);
  stamp.erase(std::remove_if(stamp.begin(), stamp.end(),
                             [](char c) { return !std::isdigit(static_cast<unsigned char>(c)); }),
              stamp.end());
  std::string name = "digest-" + stamp + ".eml";
  for (int n = 2; mail::in_any_box(game, name); ++n)
    name = fmt::format("digest-{}-{}.eml", stamp, n);
  mail::OutMail out = mail::game_mail(config, to, r.season, name.substr(0, name.size() - 4), r.now);
  out.subject = fmt::format("[Diadoques {}] judge: {}", config.name,
                            !r.adjudicated.empty() ? r.adjudicated + " adjudicated"
                            : !r.errors.empty()    ? "attention needed"
                                                : fmt::format("{} mail(s) in", r.arrived.size()));
  out.body = text;
  state::GameWrite tx(game.root(), "digest");
  tx.write(mail::mail_dir(game) / "outbox" / name, mail::compose(out));
  tx.commit();
  try {
    mail::send_outbox(game);
  } catch (const std::exception& e) {
    r.errors.push_back(std::string("the digest: ") + e.what());
  }
}

}  // namespace

std::string report_text(const JudgeReport& r) {
  std::string t =
      fmt::format("{} — cycle of {}, season {}\n", r.game, state::format_instant(r.now), r.season);
  if (!r.arrived.empty()) {
    t += fmt::format("\nArrived ({}):\n", r.arrived.size());
    for (const auto& e : r.arrived)
      t += fmt::format("  {:04} {}: {}{} ({}){}\n", e.number, e.from.empty() ? "?" : e.from,
                       mail::to_string(e.verdict),
                       e.side.empty() ? "" : fmt::format(": {}, {}", e.side, e.season), e.reason,
                       e.verdict == mail::Verdict::accepted ? "" : " — " + e.file);
  }
  if (!r.unread.empty()) {
    t += "\nLines that look like orders but were not read (an annotation may read them):\n";
    for (const auto& l : r.unread) t += "  " + l + "\n";
  }
  for (const auto& d : r.deadlines) t += "\nDeadline recorded: " + d + "\n";
  if (!r.adjudicated.empty()) t += "\nAdjudicated: " + r.adjudicated + "\n";
  if (!r.waiting.empty()) t += "\nNot adjudicated: " + r.waiting + "\n";
  if (!r.missing.empty())
    t += fmt::format("Sides without orders: {}\n", fmt::join(r.missing, ", "));
  auto list = [&](const char* title, const std::vector<std::string>& files) {
    if (files.empty()) return;
    t += fmt::format("\n{} ({}):\n", title, files.size());
    for (const auto& f : files) t += "  " + f + "\n";
  };
  list("Written", r.written);
  list("Dropped, never sent (their season is adjudicated)", r.dropped);
  list("Sent", r.sent);
  if (!r.errors.empty()) {
    t += "\nERRORS:\n";
    for (const auto& e : r.errors) t += "  " + e + "\n";
  }
  return t;
}

JudgeReport judge_cycle(const fs::path& dir, const state::JudgeSettings& defaults,
                        state::Instant now) {
  JudgeReport r;
  r.now = now;
  std::optional<state::GameDir> game(std::in_place, dir);
  const state::JudgeSettings s = state::merged(defaults, game->config().judge);
  r.game = game->config().name.empty() ? dir.filename().string() : game->config().name;
  game->check_season_sequence();
  r.season = game_status(*game, now).season;

  // 1. The new mails, filed and acknowledged; the acknowledgements go at once.
  bool fetched = true;
  if (s.source) {
    try {
      for (auto& e : mail::run_inbox(*game, source_path(*s.source, dir), now).entries)
        if (e.verdict != mail::Verdict::already_read) r.arrived.push_back(std::move(e));
      r.unread = unread_lines(*game, r.arrived);
    } catch (const std::exception& e) {
      fetched = false;
      r.errors.push_back(fmt::format("mail not fetched from {}: {}", *s.source, e.what()));
    }
  }
  send_step(*game, r);

  // 2. The current season's deadline, from the rule, when the season has none (the first one;
  // the next ones are recorded as they open, with the adjudication).
  GameStatus st = game_status(*game, now);
  if (!st.over() && !st.adjudicated && !st.deadline) {
    if (const auto d = rule_deadline(s, st.season, now)) {
      state::GameWrite tx(dir, "deadline " + st.season);
      tx.write(dir / "game.yaml", game_yaml_with(*game, st.season, d->second));
      tx.commit();
      r.deadlines.push_back(st.season + ": " + d->second);
      game.emplace(dir);
      st = game_status(*game, now);
    }
  }

  // 3. The season, when it is ready by the judge's rule.
  const Readiness ready = readiness(st, {s.grace_or_none(), s.early_or_default()});
  r.missing = ready.missing;
  if (ready.ready && !fetched) {
    r.waiting = "the mail could not be fetched: the season waits (orders may be there)";
  } else if (ready.ready) {
    AdjudicateRequest req;
    req.dir = dir;
    req.now = now;
    req.expected = st.season;
    std::string next_deadline;
    req.also_write = [&](state::GameWrite& w, const std::string& next) {
      if (const auto d = rule_deadline(s, next, now)) {
        w.write(dir / "game.yaml", game_yaml_with(*game, next, d->second));
        next_deadline = next + ": " + d->second;
      }
    };
    std::ostringstream out, err;
    if (adjudicate_game(req, adjudicate_with_options, out, err) == 0) {
      r.adjudicated = st.season;
      if (!next_deadline.empty()) r.deadlines.push_back(next_deadline);
    } else {
      std::istringstream lines(err.str());
      for (std::string l; std::getline(lines, l);)
        if (!l.empty()) r.errors.push_back(l);
    }
    game.emplace(dir);
  } else if (ready.refused) {
    r.errors.push_back(ready.why);
  } else if (!st.over() && !st.adjudicated) {
    r.waiting = ready.why;
  }

  // 4. The results of the last adjudicated season, once.
  const std::string last = game->last_adjudicated();
  if (!last.empty()) {
    bool any = false;
    for (const auto& p : game->config().players)
      any = any || mail::in_any_box(*game, fmt::format("{}-results-{}.eml", last, p.side));
    if (!any) {
      try {
        for (const auto& f : mail::write_results_mails(*game, last, now))
          r.written.push_back(rel(f, dir));
      } catch (const std::exception& e) {
        r.errors.push_back(e.what());
      }
    }
  }

  // 5. The reminder due now, to each side without orders not yet reminded at that time.
  st = game_status(*game, now);
  if (!st.over() && !st.adjudicated && st.deadline) {
    if (const state::Reminder* due = due_reminder(s, *st.deadline, now)) {
      auto not_yet = [&](const std::string& side) {
        return !mail::in_any_box(*game,
                                 fmt::format("{}-reminder-{}-{}.eml", st.season, due->label, side));
      };
      const auto missing = readiness(st).missing;
      if (std::any_of(missing.begin(), missing.end(), not_yet))
        for (const auto& f : mail::write_reminders(*game, now, due->label, not_yet))
          r.written.push_back(rel(f, dir));
    }
  }

  // 6. Everything queued, but what has gone stale.
  send_step(*game, r);

  // 7. The GM's digest and the judge's log, when the cycle did something.
  if (r.did_something()) {
    const std::string text = report_text(r);
    send_digest(*game, r, text);
    append_log(mail::mail_dir(*game) / "judge.log", text + "\n");
  }
  return r;
}

}  // namespace dia::game
