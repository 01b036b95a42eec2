#pragma once
// `diadoques inbox <game> <source>` (docs/mail.md): files the players' mails as the current
// season's orders, keeps every mail as received, and answers each player. One transaction: a run
// that fails leaves the game as it was; a mail read before is never read again.
#include <filesystem>
#include <vector>

#include "mail/inbox_log.hpp"
#include "state/deadline.hpp"
#include "state/game_dir.hpp"

namespace dia::mail {

struct InboxRun {
  // This run's mails in the order they were taken: the new ones (numbered) and the ones read
  // before (already-read, with the number they had then).
  std::vector<InboxEntry> entries;
};

// `now` stands for the arrival time of a mail with no Received or Date header, and for the time
// left before the deadline in the answers. Throws std::runtime_error when the source or the game
// cannot be read (nothing is written then).
InboxRun run_inbox(const state::GameDir& game, const std::filesystem::path& source,
                   state::Instant now);

// The game's mail folder and its log.
std::filesystem::path mail_dir(const state::GameDir& game);
std::vector<InboxEntry> read_inbox_log(const state::GameDir& game);

}  // namespace dia::mail
