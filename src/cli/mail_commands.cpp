// Play by email (docs/mail.md):
//   diadoques inbox <dir> [source]             files the players' mails as orders, answers them
//   diadoques mail <dir> [--season id] [--send]  a season's results, one mail per player
//   diadoques remind <dir> [--send]            reminders to the sides that have sent nothing
// Mails are written to the game's mail/outbox/; --send hands the outbox to `mail: smtp:` or
// `mail: send:`.
#include <iostream>
#include <map>
#include <stdexcept>

#include <fmt/format.h>

#include "cli/commands.hpp"
#include "cli/game_lock.hpp"
#include "mail/inbox.hpp"
#include "mail/net_config.hpp"
#include "mail/outbox.hpp"
#include "state/deadline.hpp"
#include "state/game_dir.hpp"

namespace dia::cli {
namespace {

// `source`: a Maildir, an mbox or an .eml file; an imap(s):// URL, logged into as game.yaml's
// `mail: imap:` says; or nothing, for the mailbox of game.yaml's `mail: imap:`.
mail::InboxRun read_inbox(const state::GameDir& game, const std::string& source) {
  if (source.empty()) return mail::run_inbox(game, state::now());
  if (mail::is_imap_url(source))
    return mail::run_inbox(
        game, mail::imap_at(source, mail::net_mail_settings(game).imap, game.root()), state::now());
  return mail::run_inbox(game, std::filesystem::path(source), state::now());
}

int inbox(const std::string& dir, const std::string& source) {
  state::GameDir game(dir);
  const mail::InboxRun run = read_inbox(game, source);
  std::map<mail::Verdict, int> count;
  for (const auto& e : run.entries) {
    ++count[e.verdict];
    std::string line = fmt::format("{:04} {}: {}", e.number, e.from.empty() ? "?" : e.from,
                                   mail::to_string(e.verdict));
    if (!e.side.empty()) line += fmt::format(": {}, {}", e.side, e.season);
    if (e.verdict != mail::Verdict::accepted) line += fmt::format(" ({})", e.reason);
    std::cout << line << '\n';
  }
  std::string summary;
  for (const auto& [verdict, n] : count) {
    summary += fmt::format("{}{} {}", summary.empty() ? "" : ", ", n, mail::to_string(verdict));
  }
  std::cout << fmt::format("{} mail(s) read{}{}\n", run.entries.size(), summary.empty() ? "" : ": ",
                           summary);
  return 0;
}

void print_written(const std::vector<std::filesystem::path>& files, const state::GameDir& game) {
  for (const auto& f : files)
    std::cout << "wrote " << std::filesystem::relative(f, game.root()).generic_string() << '\n';
}

int send(const state::GameDir& game) {
  auto name = [&](const std::filesystem::path& f) {
    return std::filesystem::relative(f, game.root()).generic_string();
  };
  // An acknowledgement or a reminder still queued for a season adjudicated since: never sent.
  for (const auto& f : mail::drop_stale(game))
    std::cout << "dropped " << name(f) << " (its season is adjudicated)\n";
  for (const auto& f : mail::being_sent(game))
    std::cerr << "diadoques: warning: " << name(f)
              << " was being handed to the mail command when a run was killed: handed over "
                 "again, it may reach its reader twice (with the same Message-ID)\n";
  for (const auto& f : mail::send_outbox(game)) std::cout << "sent " << name(f) << '\n';
  return 0;
}

// Runs `body` under the game's lock, turning an exception into exit code 1 with its message.
// `then`: what follows the write (--send), also run when the write was this command's,
// interrupted by a kill and finished by this run (cli/game_lock.hpp).
// `again_after_recovery`: a run that finishes the write of the same command killed halfway
// runs `body` all the same (for a command that is idempotent and has work after its write).
int guarded(const std::string& command, const std::string& dir, const std::function<int()>& body,
            const std::function<int()>& then = {}, bool again_after_recovery = false) {
  auto catching = [&](const std::function<int()>& f) {
    try {
      return f();
    } catch (const std::exception& e) {
      std::cerr << "diadoques " << command << ": error: " << e.what() << '\n';
      return 1;
    }
  };
  return run_locked(
      command, dir, std::cerr,
      [&] {
        return catching([&] {
          const int rc = body();
          return rc == 0 && then ? then() : rc;
        });
      },
      again_after_recovery ? std::function<int()>([&] { return catching(body); })
      : then               ? std::function<int()>([&] { return catching(then); })
                           : std::function<int()>());
}

}  // namespace

void add_mail_commands(CLI::App& app, Context& ctx) {
  {
    auto* cmd = app.add_subcommand(
        "inbox",
        "File the players' mails (.eml, mbox, Maildir or IMAP mailbox) as orders and answer them");
    static std::string dir, source;
    cmd->add_option("dir", dir, "Game directory")->required();
    cmd->add_option("source", source,
                    "A .eml file, an mbox file, a Maildir or an imaps:// URL (default: game.yaml's "
                    "mail: imap:)");
    // Run again after finishing the write of an inbox killed halfway (cli/game_lock.hpp): it
    // files nothing twice (every mail it had read is already-read), and it marks on the IMAP
    // server the mails the killed run filed but had not marked yet.
    cmd->callback([&ctx] {
      ctx.exit_code = guarded(
          "inbox", dir, [] { return inbox(dir, source); }, {}, true);
    });
  }
  {
    auto* cmd = app.add_subcommand(
        "mail", "Write a season's results as one mail per player in mail/outbox/");
    static std::string dir, season;
    static bool send_now = false;
    cmd->add_option("dir", dir, "Game directory")->required();
    cmd->add_option("--season", season, "Season id (default: the last adjudicated one)");
    cmd->add_flag(
        "--send", send_now,
        "Then send the outbox (game.yaml's `mail: smtp:` server or `mail: send:` command)");
    cmd->callback([&ctx] {
      ctx.exit_code = guarded(
          "mail", dir,
          [] {
            state::GameDir game(dir);
            std::string id = season;
            if (id.empty()) {
              id = game.last_adjudicated();
              if (id.empty()) throw std::runtime_error("no season has been adjudicated yet");
            }
            print_written(mail::write_results_mails(game, id, state::now()), game);
            return 0;
          },
          send_now ? std::function<int()>([] { return send(state::GameDir(dir)); })
                   : std::function<int()>());
    });
  }
  {
    auto* cmd = app.add_subcommand("remind",
                                   "Write a reminder to each player whose orders have not arrived");
    static std::string dir;
    static bool send_now = false;
    cmd->add_option("dir", dir, "Game directory")->required();
    cmd->add_flag(
        "--send", send_now,
        "Then send the outbox (game.yaml's `mail: smtp:` server or `mail: send:` command)");
    cmd->callback([&ctx] {
      ctx.exit_code = guarded(
          "remind", dir,
          [] {
            state::GameDir game(dir);
            const auto written = mail::write_reminders(game, state::now());
            if (written.empty()) std::cout << "every side has sent its orders: no reminder\n";
            print_written(written, game);
            return 0;
          },
          send_now ? std::function<int()>([] { return send(state::GameDir(dir)); })
                   : std::function<int()>());
    });
  }
}

}  // namespace dia::cli
