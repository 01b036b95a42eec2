#pragma once
// Mail out (docs/mail.md): a season's results as one mail per player, reminders before the
// deadline, and the hand-over of the outbox to the system's sendmail. Messages are written to
// the game's mail/outbox/ first, so the GM can read them before anything leaves.
#include <filesystem>
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

// Hands each message of mail/outbox/ (in name order) to game.yaml's `mail: send:` command and moves
// it to mail/sent/ once the command succeeded. Stops at the first failure (throws
// std::runtime_error naming the message); what was sent stays in sent/, the rest in outbox/.
std::vector<std::filesystem::path> send_outbox(const state::GameDir& game);

}  // namespace dia::mail
