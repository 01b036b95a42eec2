#include "game/judge.hpp"

#include <algorithm>
#include <cctype>
#include <optional>
#include <sstream>
#include <stdexcept>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "common/text.hpp"
#include "game/adjudicate.hpp"
#include "game/judge_digest.hpp"
#include "game/status.hpp"
#include "mail/addresses.hpp"
#include "mail/game_mail.hpp"
#include "mail/in_mail.hpp"
#include "mail/inbox.hpp"
#include "mail/net_config.hpp"
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

// Where the mails come from: `judge: source:` a path (relative: to the game), an imap:// or
// imaps:// URL (logged into as `mail: imap:` says), or `imap`; no source: game.yaml's
// `mail: imap:` mailbox when there is one. The IMAP mailbox is read as `diadoques inbox` reads
// it (mail/inbox.hpp): BODY.PEEK, each message marked filed only once the inbox's write is
// committed, so a cycle killed at any point loses no mail and files none twice.
std::optional<mail::InboxRun> fetch(const state::GameDir& game,
                                    const std::optional<std::string>& source, state::Instant now,
                                    std::string& where) {
  if (source && *source != "imap" && !mail::is_imap_url(*source)) {
    const fs::path p(*source);
    where = *source;
    return mail::run_inbox(game, p.is_absolute() ? p : game.root() / p, now);
  }
  const mail::NetMailSettings net = mail::net_mail_settings(game);
  if (source && mail::is_imap_url(*source)) {
    where = *source;
    return mail::run_inbox(game, mail::imap_at(*source, net.imap, game.root()), now);
  }
  if (!net.imap) {
    if (!source) return std::nullopt;  // no source at all: the GM files the orders himself
    throw std::runtime_error("judge: source: imap, but game.yaml has no mail: imap: section");
  }
  where = net.imap->where;
  return mail::run_inbox(game, *net.imap, now);
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

// The digest as the files tell it (game/judge_digest.hpp): what no digest has told yet, with
// this cycle's view of the season (waiting, missing) and its errors.
JudgeReport digest_of(const state::GameDir& game, const JudgeReport& r, const Untold& u,
                      const state::JudgeSettings& s) {
  JudgeReport d;
  d.game = r.game;
  d.season = r.season;
  d.now = r.now;
  d.arrived = u.arrived;
  d.unread = unread_lines(game, d.arrived);
  for (const auto& [season, when] : u.deadlines)
    d.deadlines.push_back(season + ": " + state::format_instant_in(when, s.zone_or_utc()));
  d.adjudicated = fmt::format("{}", fmt::join(u.adjudicated, ", "));
  d.waiting = r.waiting;
  d.missing = r.missing;
  d.written = u.written;
  d.dropped = u.dropped;
  d.sent = u.sent;
  d.errors = r.errors;
  return d;
}

// The GM's digest queued, the record of what it tells and the judge's log's entry: one write,
// so that a digest is queued once and tells each piece of work once. Then sent.
void send_digest(const state::GameDir& game, JudgeReport& r, const JudgeReport& d,
                 const Told& told) {
  const auto& config = game.config();
  const std::string gm = config.mail.gm.empty() ? config.mail.from : config.mail.gm;
  const mail::Address to =
      mail::parse_address(gm).value_or(mail::Address{"", "diadoques@localhost"});
  std::string stamp = state::format_instant(r.now);
  stamp.erase(std::remove_if(stamp.begin(), stamp.end(),
                             [](char c) { return !std::isdigit(static_cast<unsigned char>(c)); }),
              stamp.end());
  std::string name = "digest-" + stamp + ".eml";
  for (int n = 2; mail::in_any_box(game, name); ++n)
    name = fmt::format("digest-{}-{}.eml", stamp, n);
  mail::OutMail out = mail::game_mail(config, to, r.season, name.substr(0, name.size() - 4), r.now);
  out.subject = fmt::format("[Diadoques {}] judge: {}", config.name,
                            !d.adjudicated.empty() ? d.adjudicated + " adjudicated"
                            : !d.errors.empty()    ? "attention needed"
                                                : fmt::format("{} mail(s) in", d.arrived.size()));
  const std::string text = report_text(d);
  out.body = text;
  const fs::path log = mail::mail_dir(game) / "judge.log";
  std::string logged = fs::exists(log) ? state::read_file(log) : "";
  logged += text + "\n";
  state::GameWrite tx(game.root(), "digest");
  tx.write(mail::mail_dir(game) / "outbox" / name, mail::compose(out));
  tx.write(told_file(game), to_text(told));
  tx.write(log, logged);
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

  // What the digests have told: recorded first, for a game that has no record yet, so that the
  // digest tells this cycle's work and a killed one's, never what was done before the judge.
  std::optional<Told> before = read_told(*game);
  if (!before) {
    before = told_now(*game);
    // (Not named "judge …": the lock would take a judge run after a kill here for one whose work
    // is done, game/lock.hpp.)
    state::GameWrite tx(dir, "digest record");
    tx.write(told_file(*game), to_text(*before));
    tx.commit();
  }

  // 1. The new mails, filed and acknowledged; the acknowledgements go at once.
  bool fetched = true;
  std::string where = s.source.value_or("imap");
  try {
    if (auto run = fetch(*game, s.source, now, where)) {
      for (auto& e : run->entries)
        if (e.verdict != mail::Verdict::already_read) r.arrived.push_back(std::move(e));
      r.unread = unread_lines(*game, r.arrived);
    }
  } catch (const std::exception& e) {
    fetched = false;
    r.errors.push_back(fmt::format("mail not fetched from {}: {}", where, e.what()));
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
      std::string text = state::read_file(dir / "game.yaml");
      const std::string as_read = text;
      // Played before its deadline (early: every side had sent), the season closed now: its
      // deadline becomes now, so that a mail received from now on (a player answering the
      // results at once) is read by the inbox as meant for the next season, not this one.
      if (st.deadline && now < *st.deadline)
        text =
            state::with_deadline(text, st.season, state::format_instant_in(now, s.zone_or_utc()));
      if (const auto d = rule_deadline(s, next, now)) {
        text = state::with_deadline(text, next, d->second);
        next_deadline = next + ": " + d->second;
      }
      if (text != as_read) w.write(dir / "game.yaml", text);
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

  // 7. The GM's digest and the judge's log: what the files show that no digest has told (this
  // cycle's work, and a killed cycle's), or this cycle's errors.
  const Told told = told_now(*game);
  const Untold u = untold(*game, *before, told);
  if (!u.empty() || !r.errors.empty()) send_digest(*game, r, digest_of(*game, r, u, s), told);
  return r;
}

}  // namespace dia::game
