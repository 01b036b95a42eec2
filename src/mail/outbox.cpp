#include "mail/outbox.hpp"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <stdexcept>
#include <string_view>

#include <fmt/format.h>

#include "game/status.hpp"
#include "mail/acknowledgement.hpp"
#include "mail/addresses.hpp"
#include "mail/game_mail.hpp"
#include "mail/inbox.hpp"
#include "mail/net_config.hpp"
#include "mail/out_mail.hpp"
#include "mail/smtp_send.hpp"
#include "map/map_cache.hpp"
#include "report/board_png.hpp"
#include "report/catalogue.hpp"
#include "report/lang.hpp"
#include "report/order_sheet.hpp"
#include "report/picture_cache.hpp"
#include "report/public_report.hpp"
#include "report/public_view.hpp"
#include "state/durable.hpp"
#include "state/game_write.hpp"
#include "state/season.hpp"
#include "state/state_yaml.hpp"

namespace dia::mail {
namespace fs = std::filesystem;
namespace {

std::string season_words(const std::string& id, report::Lang lang) {
  const auto s = state::Season::from_id(id);
  return s ? state::display(*s, lang == report::Lang::fr) : id;
}

Message msg(Msg id, std::vector<Arg> args = {}) {
  return Message{id, std::move(args)};
}

// One mail of `kind` ("results", "reminder") to each player with an address whom `wanted`
// picks: greeting, what `fill` writes (in the player's language, given his diadoque), signature.
// All written in one transaction to mail/outbox/<season>-<kind>-<side>.eml.
template <typename Wanted, typename Fill>
std::vector<fs::path> write_to_players(const state::GameDir& game, const std::string& season,
                                       const std::string& kind, Msg subject, state::Instant now,
                                       Wanted wanted, Fill fill) {
  const auto& config = game.config();
  const std::vector<state::SideKeys> keys = game.side_keys();  // reads the scenario: once
  // All or nothing, even if the process is killed halfway (state/game_write.hpp); named after
  // the command that writes it, which a run after such a kill finishes.
  state::GameWrite tx(game.root(),
                      fmt::format("{} {}", kind == "results" ? "mail" : "remind", season));
  std::vector<fs::path> written;
  for (const auto& player : config.players) {
    if (player.email.empty() || !wanted(player)) continue;
    const report::Lang lang = language_of(config, player);
    const std::string when = season_words(season, lang);
    OutMail out = game_mail(config, {player.name, player.email}, season,
                            fmt::format("{}.{}.{}", kind, season, player.side), now);
    out.subject = report::words(lang, msg(subject, {arg::Words{config.name}, arg::Words{when}}));
    out.body = report::words(lang, msg(Msg::mail_greeting, {arg::Words{player.name}})) + "\n\n";
    fill(player, diadoque_of(keys, player.side), lang, when, out);
    out.body += signature(lang, config.name);
    const fs::path path =
        mail_dir(game) / "outbox" / fmt::format("{}-{}-{}.eml", season, kind, player.side);
    tx.write(path, compose(out));
    written.push_back(path);
  }
  tx.commit();
  return written;
}

}  // namespace

std::vector<fs::path> write_results_mails(const state::GameDir& game, const std::string& season,
                                          state::Instant now) {
  const fs::path results = game.results_dir(season);
  if (!fs::exists(results / "public.txt"))
    throw std::runtime_error(
        fmt::format("{}: the season {} has no results yet (adjudicate it first)",
                    game.root().string(), season));
  // Each player reads the public results in his language: re-rendered from public.json (which
  // holds both), as `diadoques report --lang` does; public.txt when there is no public.json.
  const fs::path json = results / "public.json";
  std::optional<report::PublicView> view;
  if (fs::exists(json)) view = report::public_view_from_json(state::read_file(json), json.string());
  const std::string public_txt = state::read_file(results / "public.txt");
  auto public_text = [&](report::Lang lang) {
    return view ? report::public_text(*view, lang) : public_txt;
  };
  std::optional<state::Instant> next_deadline;
  if (const auto s = state::Season::from_id(season)) {
    const auto& deadlines = game.config().deadlines;
    if (auto d = deadlines.find(s->next().id()); d != deadlines.end()) next_deadline = d->second;
  }
  const bool has_map = fs::exists(results / "map.svg");
  const std::string map_svg = has_map ? state::read_file(results / "map.svg") : "";
  // Each player's order sheet for the season to come (issue 31), from its position.
  std::optional<state::GameState> next;
  map::SharedLoad board;
  const auto ids = game.season_ids();
  if (const auto at = std::find(ids.begin(), ids.end(), season);
      at != ids.end() && at + 1 != ids.end() && fs::exists(game.state_path(*(at + 1)))) {
    board = map::load_shared_map_file(game.map_path().string());
    if (board.map) {
      const std::string file = game.state_path(*(at + 1)).string();
      state::StateLoad loaded = state::state_from_yaml(state::read_file(file), file, *board.map);
      if (loaded.state && !loaded.state->victory) next = std::move(*loaded.state);
    }
  }
  // The PNGs, rendered from the SVG itself: the whole board once, each side's part on demand.
  constexpr int whole_width = 1200;  // an A3 board read on a screen, zoomed in
  constexpr int crop_width = 1000;   // a phone's screen, two to three times the board's scale
  std::string whole;
  // Test hook: the crash tests run `mail` and `judge` hundreds of times (once per file
  // operation); the PNGs, rendered in memory with no file operation of their own, would take
  // most of their time. DIA_TEST_NO_PNG=1 leaves them out of the mail.
  const char* no_png_env = std::getenv("DIA_TEST_NO_PNG");
  const bool no_png = no_png_env != nullptr && std::string_view(no_png_env) == "1";
  auto whole_png = [&]() -> const std::string& {
    if (whole.empty()) whole = report::svg_to_png(map_svg, whole_width);
    return whole;
  };
  // Where the side has something at the end of the season (the next season's position).
  std::shared_ptr<const report::MapPicture> picture;
  auto side_crop = [&](const std::string& side) -> std::optional<report::Crop> {
    if (!next || !board.map) return std::nullopt;
    if (!picture) picture = report::shared_map_picture(board.map, report::Lang::fr);
    return report::side_crop(*picture, *next, side);
  };
  return write_to_players(
      game, season, "results", Msg::mail_subject_results, now,
      [](const state::GamePlayer&) { return true; },
      [&](const state::GamePlayer& player, const std::string& diadoque, report::Lang lang,
          const std::string& when, OutMail& out) {
        out.body += report::words(lang, msg(Msg::mail_results_intro, {arg::Words{when}})) +
                    (has_map ? " " + report::say(lang, Msg::mail_results_map) : "") + "\n\n";
        out.body += public_text(lang) + "\n";  // it has its own title
        const fs::path note = results / "private" / (player.side + ".txt");
        if (fs::exists(note)) {  // this player's note, and no one else's
          const std::string h =
              report::words(lang, msg(Msg::mail_results_private, {arg::Side{diadoque}}));
          // The underline is as long as the heading reads: characters, not bytes.
          out.body += h + "\n" + std::string(report::display_width(h), '=') + "\n\n" +
                      state::read_file(note) + "\n";
        }
        // The next season's deadline and the time left (game.yaml `deadlines:`, which the judge
        // fills in as it adjudicates).
        if (next_deadline) out.body += deadline_line(lang, *next_deadline, now) + "\n\n";
        if (next) out.body += report::order_sheet(*board.map, *next, player.side, lang) + "\n";
        if (has_map) out.attachments.push_back({"map.svg", "image/svg+xml", map_svg});
        if (has_map && !no_png) {
          // For a phone (issue 31): the whole board, and his part of it enlarged.
          out.attachments.push_back({"map.png", "image/png", whole_png()});
          if (const std::optional<report::Crop> crop = side_crop(player.side))
            out.attachments.push_back({fmt::format("map-{}.png", player.side), "image/png",
                                       report::svg_to_png(map_svg, crop_width, crop)});
        }
      });
}

namespace {

std::vector<fs::path> reminders_to(const state::GameDir& game, state::Instant now,
                                   const std::string& kind,
                                   const std::function<bool(const std::string&)>& wanted) {
  // Who is waited for, as `status` says it: not a side that has sent, nor one out of the game;
  // nobody once the season is adjudicated or the game is over.
  const game::GameStatus st = game::game_status(game, now);
  auto waited_for = [&](const state::GamePlayer& player) {
    if (st.over() || st.adjudicated) return false;
    return wanted(player.side) &&
           std::any_of(st.sides.begin(), st.sides.end(), [&](const game::GameStatus::Side& s) {
             return s.side == player.side && !s.orders && !s.eliminated;
           });
  };
  return write_to_players(
      game, st.season, kind, Msg::mail_subject_reminder, now, waited_for,
      [&](const state::GamePlayer&, const std::string& diadoque, report::Lang lang,
          const std::string& when, OutMail& out) {
        out.body +=
            report::words(lang, msg(Msg::mail_reminder, {arg::Side{diadoque}, arg::Words{when}})) +
            "\n";
        if (st.deadline) out.body += deadline_line(lang, *st.deadline, now) + "\n";
        out.body +=
            report::words(lang, msg(Msg::mail_reminder_hold, {arg::Clause{"R9a.gen.7"}})) + "\n\n";
      });
}

}  // namespace

std::vector<fs::path> write_reminders(const state::GameDir& game, state::Instant now) {
  return reminders_to(game, now, "reminder", [](const std::string&) { return true; });
}

std::vector<fs::path> write_reminders(const state::GameDir& game, state::Instant now,
                                      const std::string& label,
                                      const std::function<bool(const std::string&)>& wanted) {
  return reminders_to(game, now, "reminder-" + label, wanted);
}

namespace {

std::vector<fs::path> messages_in(const fs::path& dir) {
  std::vector<fs::path> found;
  std::error_code ec;
  for (const auto& f : fs::directory_iterator(dir, ec))
    if (f.is_regular_file() && f.path().extension() == ".eml") found.push_back(f.path());
  std::sort(found.begin(), found.end());
  return found;
}

// A durable rename into `to_dir` (made if missing): the message's state changes for good.
fs::path move_to(const fs::path& message, const fs::path& to_dir) {
  state::make_dirs(to_dir);
  const fs::path to = to_dir / message.filename();
  state::rename_path(message, to);
  state::sync_dir(to_dir);
  state::sync_dir(message.parent_path());
  return to;
}

}  // namespace

std::vector<fs::path> being_sent(const state::GameDir& game) {
  return messages_in(mail_dir(game) / "sending");
}

bool in_any_box(const state::GameDir& game, const std::string& name) {
  for (const char* box : {"outbox", "sending", "sent", "dropped"})
    if (fs::exists(mail_dir(game) / box / name)) return true;
  return false;
}

namespace {

// The value of `header` in the head of a message we wrote ("" when absent): our own headers,
// plain ASCII on one line, so no MIME reading is needed.
std::string header_of(const std::string& message, std::string_view header) {
  std::size_t at = 0;
  while (at < message.size()) {
    const std::size_t end = std::min(message.find('\n', at), message.size());
    const std::string_view line(message.data() + at, end - at);
    if (line.empty() || line == "\r") break;
    if (line.size() > header.size() && line.substr(0, header.size()) == header &&
        line[header.size()] == ':') {
      std::string_view v = line.substr(header.size() + 1);
      while (!v.empty() && (v.front() == ' ' || v.front() == '\t')) v.remove_prefix(1);
      while (!v.empty() && (v.back() == '\r' || v.back() == ' ')) v.remove_suffix(1);
      return std::string(v);
    }
    at = end + 1;
  }
  return "";
}

}  // namespace

std::vector<fs::path> drop_stale(const state::GameDir& game) {
  std::vector<fs::path> dropped;
  for (const auto& path : messages_in(mail_dir(game) / "outbox")) {
    const std::string name = path.filename().string();
    if (name.find("-ack-") == std::string::npos && name.find("-reminder-") == std::string::npos)
      continue;
    const std::string season = header_of(state::read_file(path), "X-Diadoques-Season");
    if (season.empty() || !fs::exists(game.results_dir(season))) continue;
    dropped.push_back(move_to(path, mail_dir(game) / "dropped"));
  }
  return dropped;
}

std::vector<fs::path> send_outbox(const state::GameDir& game) {
  const fs::path dir = mail_dir(game);
  const fs::path sending = dir / "sending";
  const fs::path sent = dir / "sent";
  std::vector<fs::path> done;
  // What a killed run was handing over first (at least once: see outbox.hpp), then the outbox.
  std::vector<fs::path> queue = messages_in(sending);
  for (const auto& path : messages_in(dir / "outbox")) queue.push_back(path);
  if (queue.empty()) return done;
  // game.yaml's `mail: smtp:` when there is one, else its `mail: send:` command. The password
  // is read, and the server's login tried, before any message moves: a file others can read, a
  // server down, a certificate not trusted or a login refused leaves the outbox as it was.
  const NetMailSettings net = net_mail_settings(game);
  std::optional<SmtpSubmission> smtp;
  if (net.smtp) {
    const auto from = parse_address(game.config().mail.from);
    if (!from)
      throw std::runtime_error(
          fmt::format("game.yaml: mail: from: '{}' is no mail address", game.config().mail.from));
    smtp.emplace(*net.smtp, read_password_file(net.smtp->password_file), from->email);
    smtp->check();
  }
  auto hand_over = [&](const std::string& message) {
    if (smtp)
      smtp->send(message);
    else
      hand_to_command(message, game.config().mail.send);
  };
  // Both folders made first: between the command's success and the move to sent/ there is then
  // one rename only, the one window where a kill makes a message go twice.
  state::make_dirs(sending);
  state::make_dirs(sent);
  for (const auto& path : queue) {
    // sending/ before the command runs: from here on, a kill may have handed it over or not.
    const fs::path claimed = path.parent_path() == sending ? path : move_to(path, sending);
    try {
      hand_over(state::read_file(claimed));
    } catch (const std::exception& e) {
      // The command said no: it did not take the message, which goes back to the outbox.
      move_to(claimed, dir / "outbox");
      throw std::runtime_error(fmt::format("{}: not sent: {}", path.string(), e.what()));
    }
    done.push_back(move_to(claimed, sent));
  }
  return done;
}

}  // namespace dia::mail
