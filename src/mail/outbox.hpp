#pragma once
// Mail out (docs/mail.md): a season's results as one mail per player, reminders before the
// deadline, and the hand-over of the outbox to the system's sendmail. Messages are written to
// the game's mail/outbox/ first, so the GM can read them before anything leaves.
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "state/deadline.hpp"
#include "state/game_dir.hpp"

namespace dia::mail {

// One results mail per player for `season` (adjudicated: its results/ exist): the public results,
// that player's private note and nothing of another's, the season's map attached. Written in one
// transaction to mail/outbox/<season>-results-<side>.eml; returns their paths. Throws
// std::runtime_error when the season has no results.
std::vector<std::filesystem::path> write_results_mails(const state::GameDir& game,
                                                       const std::string& season,
                                                       state::Instant now);

// A reminder to each player whose side has no orders file in the current season:
// mail/outbox/<season>-reminder-<side>.eml. Returns their paths (none when every side has sent).
std::vector<std::filesystem::path> write_reminders(const state::GameDir& game, state::Instant now);

// The judge's reminders (game/judge.hpp): one per reminder time of game.yaml `judge: reminders:`,
// named by it (`label` "24h": mail/outbox/<season>-reminder-24h-<side>.eml, its own Message-ID),
// to each player reminded by write_reminders whom `wanted` also picks (the judge: one not yet
// reminded at that time). Returns their paths.
std::vector<std::filesystem::path> write_reminders(
    const state::GameDir& game, state::Instant now, const std::string& label,
    const std::function<bool(const std::string& side)>& wanted);

// Whether mail/<box>/<name> exists for a box a message goes through: outbox/, sending/, sent/ or
// dropped/. A message written once is never written again by the judge.
bool in_any_box(const state::GameDir& game, const std::string& name);

// The acknowledgements and reminders still queued in mail/outbox/ for a season that is
// adjudicated now (X-Diadoques-Season): moved to mail/dropped/, never sent ("your orders have not
// arrived" after the results would be wrong). Each move a durable rename; returns their new
// paths. `mail --send`, `remind --send` and the judge call it before send_outbox.
std::vector<std::filesystem::path> drop_stale(const state::GameDir& game);

// Hands each message of mail/outbox/ (in name order) to game.yaml's SMTP submission server
// (`mail: smtp:`, mail/smtp_send.hpp) when there is one, else to its `mail: send:` command, each
// one through three states, each change a durable rename (issue 34):
//   outbox/   queued: never handed over;
//   sending/  claimed just before it is handed over: it may have left or not;
//   sent/     the command took it (exit 0), or the server accepted it (250 after DATA): never
//             handed over again.
// With SMTP, the password file is read and the login tried before any message moves: a server
// that cannot be used throws and leaves the outbox as it was.
// A message a killed run left in sending/ is handed over again, first: at least once, never
// lost; it reaches its reader twice only when the run was killed between the command's success
// and the move to sent/, and then with the same Message-ID, by which mail readers drop the
// second copy. A message the command refused goes back to outbox/ and the run stops there
// (throws std::runtime_error naming it): what was sent stays in sent/, the rest in outbox/.
// Returns the messages sent, now in mail/sent/, in order.
std::vector<std::filesystem::path> send_outbox(const state::GameDir& game);

// The messages a killed run left in mail/sending/: the next send_outbox hands them over again.
std::vector<std::filesystem::path> being_sent(const state::GameDir& game);

}  // namespace dia::mail
