#include "mail/inbox.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "common/text.hpp"
#include "game/orders_check.hpp"
#include "mail/acknowledgement.hpp"
#include "mail/addresses.hpp"
#include "mail/game_mail.hpp"
#include "mail/imap_source.hpp"
#include "mail/mail_source.hpp"
#include "mail/net_config.hpp"
#include "mail/out_mail.hpp"
#include "mail/password.hpp"
#include "map/load.hpp"
#include "orders/orders_file.hpp"
#include "report/lang.hpp"
#include "state/durable.hpp"
#include "state/game_write.hpp"
#include "state/season.hpp"
#include "state/side_keys.hpp"

namespace dia::mail {
namespace fs = std::filesystem;

fs::path mail_dir(const state::GameDir& game) {
  return game.root() / "mail";
}

std::vector<InboxEntry> read_inbox_log(const state::GameDir& game) {
  const fs::path log = mail_dir(game) / "inbox.yaml";
  if (!fs::exists(log)) return {};
  return parse_inbox_log(state::read_file(log), "mail/inbox.yaml");
}

namespace {

// A mail of the source, read, with its key and arrival time.
struct Incoming {
  std::size_t index = 0;  // its place in the source
  RawMail raw;
  std::string key;
  std::optional<InMail> mail;
  std::string unreadable;  // why, when `mail` is empty
  state::Instant time = 0;
};

const state::GamePlayer* player_of(const state::GameConfig& config, const std::string& from) {
  for (const auto& p : config.players) {
    if (same_address(p.email, from)) return &p;
    for (const auto& e : p.emails) {
      if (same_address(e, from)) return &p;
    }
  }
  return nullptr;
}

// The season an orders header names (`Saison été -318`), if it names one.
std::optional<state::Season> season_named(const orders::Header& h) {
  if (!h.season || !h.year) return std::nullopt;
  return state::Season{*h.year, static_cast<state::SeasonKind>(static_cast<int>(*h.season))};
}

class Inbox {
 public:
  Inbox(const state::GameDir& game, state::Instant now) : game_(game), now_(now) {
    auto loaded = map::load_map_file(game.map_path().string());
    if (!loaded.map)
      throw std::runtime_error(game.map_path().string() + ": the map cannot be read");
    map_ = std::move(loaded.map);
    parser_.emplace(*map_, orders::orders_file_options(*map_));
    position_ = game::current_position(game, *map_);
    keys_ = game.side_keys();
  }

  InboxRun run(std::vector<RawMail> raws) {
    std::vector<InboxEntry> log = read_inbox_log(game_);
    std::map<std::string, const InboxEntry*> seen;
    int next = 1;
    for (const auto& e : log) {
      seen.emplace(e.key, &e);
      next = std::max(next, e.number + 1);
      if (e.verdict == Verdict::accepted && e.season == position_.season)
        standing_[e.side] = std::max(standing_[e.side], e.time);
    }
    InboxRun run;
    std::vector<Incoming> incoming;
    std::set<std::string> this_run;
    for (std::size_t i = 0; i < raws.size(); ++i) {
      Incoming in{i, std::move(raws[i]), "", std::nullopt, "", now_};
      try {
        in.mail = read_mail(in.raw.bytes);
      } catch (const MailError& e) {
        in.unreadable = e.what();
      }
      in.key = in.mail && !in.mail->message_id.empty() ? in.mail->message_id
                                                       : "sha256:" + sha256_hex(in.raw.bytes);
      if (auto it = seen.find(in.key); it != seen.end() || this_run.count(in.key)) {
        InboxEntry again;
        again.number = it != seen.end() ? it->second->number : 0;
        again.key = in.key;
        again.origin = in.raw.origin;
        again.from = !in.mail ? "" : in.mail->sender ? in.mail->sender->email : in.mail->from_field;
        again.verdict = Verdict::already_read;
        again.reason = "read before";
        run.entries.push_back(std::move(again));
        continue;
      }
      this_run.insert(in.key);
      if (in.mail) in.time = in.mail->received.value_or(in.mail->date.value_or(now_));
      incoming.push_back(std::move(in));
    }
    // Taken in the order the GM's server received them: the latest mail of a side stands.
    std::stable_sort(incoming.begin(), incoming.end(),
                     [](const Incoming& a, const Incoming& b) { return a.time < b.time; });
    std::map<std::string, int> numbered;
    for (auto& in : incoming) {
      InboxEntry e = take(in, next++);
      numbered[e.key] = e.number;
      run.entries.push_back(e);
      log.push_back(std::move(e));
    }
    for (auto& e : run.entries) {  // a mail twice in this source: the first one's number
      if (e.verdict == Verdict::already_read && e.number == 0) e.number = numbered[e.key];
    }
    if (incoming.empty()) return run;  // nothing new: nothing written
    for (const auto& [path, text] : orders_) tx_.write(path, text);
    tx_.write(mail_dir(game_) / "inbox.yaml", to_yaml(log));
    tx_.commit();
    return run;
  }

 private:
  const state::GameDir& game_;
  state::Instant now_;
  std::optional<map::Map> map_;
  std::optional<orders::OrderParser> parser_;  // built once: it indexes every name of the map
  game::CurrentPosition position_;
  std::vector<state::SideKeys> keys_;
  std::map<std::string, state::Instant> standing_;  // side → arrival of its filed orders
  std::map<fs::path, std::string> orders_;          // orders files to write, the last one wins
  // The mails kept, the orders filed, the log and the answers: all or nothing, even if the
  // process is killed halfway (state/game_write.hpp).
  state::GameWrite tx_{game_.root(), "inbox"};

  InboxEntry take(Incoming& in, int number) {
    InboxEntry e;
    e.number = number;
    e.key = in.key;
    e.origin = in.raw.origin;
    e.time = in.time;
    e.season = position_.season;
    e.file = fmt::format("mail/received/{:04}.eml", number);
    tx_.write(game_.root() / e.file, in.raw.bytes);
    if (!in.mail) {
      e.verdict = Verdict::unreadable;
      e.reason = in.unreadable;
      return e;
    }
    const InMail& mail = *in.mail;
    const state::GameConfig& config = game_.config();
    if (!mail.sender) {  // not one mailbox: no player can be told from it, nobody is answered
      e.from = mail.from_field;
      e.verdict = Verdict::unknown_sender;
      e.reason = "sender refused: " + mail.sender_refused;
      return e;
    }
    e.from = mail.sender->email;
    const state::GamePlayer* player = player_of(config, e.from);
    if (!player) {
      e.verdict = Verdict::unknown_sender;
      e.reason = "no player writes from " + e.from;
      return e;
    }
    e.side = player->side;
    AckFacts facts;
    facts.lang = language_of(config, *player);
    facts.game = config.name;
    facts.player = player->name;
    facts.side = diadoque_of(keys_, e.side);
    facts.season = state::display(position_.state.season, facts.lang == report::Lang::fr);
    facts.received = in.time;
    facts.now = now_;
    facts.map = &*map_;
    facts.notes = mail.notes;
    if (auto d = config.deadlines.find(position_.season); d != config.deadlines.end())
      facts.deadline = d->second;

    std::string text = mail.body;
    orders::ParseResult parsed;
    std::optional<game::OrdersCheck> check;
    if (trim(text).empty()) {  // only attachments: the player is told, nothing is filed
      e.verdict = Verdict::no_orders;
      e.reason = "no text in the mail";
      facts.parsed = &parsed;
    } else if (!password_ok(text, player->password)) {
      e.verdict = Verdict::bad_password;
      e.reason = "password missing or wrong";
    } else {
      text = without_password(text);
      parsed = parser_->parse(text);
      for (auto& d : parsed.diagnostics) d.file = e.file;
      const auto named = season_named(parsed.header);
      if (parsed.header.player && !parsed.header.player->name.empty() &&
          !contains(state::sides_named(keys_, parsed.header.player->name), e.side)) {
        e.verdict = Verdict::wrong_side;
        e.reason = "the mail gives " + parsed.header.player->name + "'s orders";
        facts.named_side = parsed.header.player->name;
      } else if (named && named->id() != position_.season) {
        e.verdict = Verdict::other_season;
        e.reason = "the mail is for " + named->id() + ", the current season is " + position_.season;
        facts.written_season = state::display(*named, facts.lang == report::Lang::fr);
      } else if (const auto past = season_of_past_deadline(in.time)) {
        // Received before the deadline of a season already played: meant for that season,
        // though read only now (the GM ran the inbox after adjudicating).
        e.verdict = Verdict::other_season;
        e.reason = "received " + state::format_instant(in.time) + ", before the deadline of " +
                   *past + ", a season already played";
        const auto s = state::Season::from_id(*past);
        facts.written_season = s ? state::display(*s, facts.lang == report::Lang::fr) : *past;
      } else if (facts.deadline && in.time > *facts.deadline + config.judge.grace_or_none()) {
        // The judge's grace (game.yaml `judge: grace:`): still filed, as it still waits.
        e.verdict = Verdict::late;
        e.reason = "received " + state::format_instant(in.time) + ", after the deadline " +
                   state::format_instant(*facts.deadline);
      } else {
        check = game::check_orders_in_game(*map_, position_, e.side, parsed.orders, e.file);
        if (parsed.orders.empty()) {
          // R9a.gen.7: filed, it would make every unit hold; a question to the GM never means that.
          e.verdict = Verdict::no_orders;
          e.reason = "no order understood in the mail: not filed";
        } else if (standing_[e.side] > in.time) {
          e.verdict = Verdict::superseded;
          e.reason = "a later mail of this side is filed";
          facts.standing = standing_[e.side];
        } else {
          e.verdict = Verdict::accepted;
          e.reason = fmt::format("{} order(s) read", parsed.orders.size());
          standing_[e.side] = in.time;
          const auto existing = game_.orders_file(position_.season, e.side);
          orders_[existing ? *existing : game_.orders_dir(position_.season) / (e.side + ".txt")] =
              text;
        }
        facts.parsed = &parsed;
        facts.check = &*check;
      }
    }
    facts.verdict = e.verdict;
    if (auto ack = acknowledgement(facts)) answer(mail, e, *player, std::move(*ack));
    return e;
  }

  // The first season before the current one whose deadline `time` does not pass, if any.
  std::optional<std::string> season_of_past_deadline(state::Instant time) const {
    for (const auto& [season, deadline] : game_.config().deadlines) {
      if (season < position_.season && time <= deadline) return season;
    }
    return std::nullopt;
  }

  static bool contains(const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
  }

  void answer(const InMail& mail, const InboxEntry& e, const state::GamePlayer& player,
              AckText ack) {
    OutMail out = game_mail(game_.config(), {player.name, e.from}, position_.season,
                            fmt::format("ack.{:04}.{}", e.number, e.side), now_);
    out.subject = std::move(ack.subject);
    out.body = std::move(ack.body);
    if (!mail.message_id.empty()) {
      out.in_reply_to = mail.message_id;
      out.references.push_back(mail.message_id);
    }
    tx_.write(mail_dir(game_) / "outbox" / fmt::format("{:04}-ack-{}.eml", e.number, e.side),
              compose(out));
  }
};

}  // namespace

InboxRun run_inbox(const state::GameDir& game, std::vector<RawMail> mails, state::Instant now) {
  return Inbox(game, now).run(std::move(mails));
}

InboxRun run_inbox(const state::GameDir& game, const fs::path& source, state::Instant now) {
  Inbox inbox(game, now);  // the game first: a game that cannot be read is the error reported
  return inbox.run(read_mail_source(source));
}

InboxRun run_inbox(const state::GameDir& game, const ImapSettings& imap, state::Instant now) {
  const std::string password = read_password_file(imap.password_file);
  Inbox inbox(game, now);
  ImapMailbox box(imap, password);
  std::vector<ImapMessage> fetched = box.unfiled();
  std::vector<RawMail> raws;
  std::vector<std::uint32_t> uids;
  for (auto& m : fetched) {
    raws.push_back({fmt::format("{} UID {}", imap.where, m.uid), std::move(m.bytes)});
    uids.push_back(m.uid);
  }
  // Every message fetched has its entry in the inbox log once run() returns, its writes
  // committed and durable: only then is it marked on the server. A run killed in between
  // fetches it again, and finds it already read.
  InboxRun run = inbox.run(std::move(raws));
  try {
    box.mark_filed(uids);
  } catch (const std::exception& e) {
    throw std::runtime_error(fmt::format(
        "{} mail(s) read and filed, but not marked on the server ({}); the next run marks them "
        "(already read, they are not filed twice)",
        uids.size(), e.what()));
  }
  return run;
}

InboxRun run_inbox(const state::GameDir& game, state::Instant now) {
  const NetMailSettings settings = net_mail_settings(game);
  if (!settings.imap)
    throw std::runtime_error(fmt::format(
        "{}: no mail source: game.yaml has no mail: imap: section; give a Maildir, an mbox, an "
        ".eml file or an imaps:// URL",
        game.root().string()));
  return run_inbox(game, *settings.imap, now);
}

}  // namespace dia::mail
