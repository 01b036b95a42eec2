#pragma once
// The unattended judge (issue 31; docs/gamemaster.md "Running a judge"): `diadoques judge <game>`
// runs ONE cycle and exits, for cron or a systemd timer:
//   1. fetch: the new mails of game.yaml `judge: source:` (a Maildir, an mbox, an imap(s):// URL,
//      or `imap`), else of `mail: imap:` when there is one, filed and acknowledged (mail/inbox;
//      an IMAP message is marked filed only once the inbox's write is committed); the
//      acknowledgements sent at once;
//   2. the current season's deadline recorded in game.yaml from the judge's rule, if it has none;
//   3. the season adjudicated when game::readiness says so with the judge's grace and `early:`,
//      the next season's deadline recorded with it (one all-or-nothing write);
//   4. the results mails of the last adjudicated season written, once (never if any of them is
//      in outbox/, sending/, sent/ or dropped/), with the next deadline and the time left;
//   5. the reminder now due (the nearest of `judge: reminders:` before the deadline) written to
//      each side without orders not yet reminded at that time;
//   6. stale acknowledgements and reminders dropped (mail::drop_stale), the outbox sent;
//   7. when the files show work no digest has told (this cycle's, or a killed cycle's:
//      game/judge_digest.hpp), or the cycle met an error: the GM's digest (game.yaml `mail: gm:`,
//      else the From) queued, mail/judge-told.txt and mail/judge.log written, in one write; then
//      sent. One digest, never two, tells each piece of work.
// Every step reads what the files say and does only what is left to do, so that a cycle run
// twice does and sends nothing twice, and a cycle killed at any point (kill -9) then run again
// leaves the game as one uninterrupted cycle would. The caller holds the game's lock.
#include <filesystem>
#include <string>
#include <vector>

#include "mail/inbox_log.hpp"
#include "state/deadline.hpp"
#include "state/judge_settings.hpp"

namespace dia::game {

// What one cycle did, for its output, the GM's digest and the judge's log.
struct JudgeReport {
  std::string game;    // game.yaml's name
  std::string season;  // the current season when the cycle began
  state::Instant now = 0;
  std::vector<mail::InboxEntry> arrived;  // the mails read for the first time
  std::vector<std::string> unread;        // lines of them that look like orders, not read
  std::vector<std::string> deadlines;     // "002-summer-319: 2026-12-05 20:00 +01:00" recorded
  std::string adjudicated;                // the season adjudicated, "" when none
  std::string waiting;                    // why the season was not adjudicated
  std::vector<std::string> missing;       // the sides without orders this season
  std::vector<std::string> written;       // mails written (results, reminders), by file
  std::vector<std::string> dropped;       // stale mails dropped
  std::vector<std::string> sent;          // mails sent, by file
  std::vector<std::string> errors;        // what went wrong (the cycle went on where it could)

  // Something changed or left: the digest goes and the log gets an entry.
  bool did_something() const;
};

// One cycle on the game in `dir`, with the club's defaults under the game's `judge:` keys.
// Throws std::runtime_error only when the game cannot be read at all; every other failure is in
// `errors` (a source that cannot be read stops the adjudication, never the sending).
JudgeReport judge_cycle(const std::filesystem::path& dir, const state::JudgeSettings& defaults,
                        state::Instant now);

// The report as lines for the GM (the digest's body, the log's entry; English, as the GM's
// command line).
std::string report_text(const JudgeReport& r);

}  // namespace dia::game
