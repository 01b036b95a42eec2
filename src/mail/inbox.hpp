#pragma once
// `diadoques inbox <game> <source>` (docs/mail.md): files the players' mails as the current
// season's orders, keeps every mail as received, and answers each player. One transaction: a run
// that fails leaves the game as it was; a mail read before is never read again.
#include <filesystem>
#include <vector>

#include "mail/inbox_log.hpp"
#include "mail/mail_source.hpp"
#include "mail/net_config.hpp"
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

// The same with mails read elsewhere (`origin` says where, for the log).
InboxRun run_inbox(const state::GameDir& game, std::vector<RawMail> mails, state::Instant now);

// The same from an IMAP mailbox (mail/imap_source.hpp): its unfiled messages are fetched, filed,
// and marked filed on the server (\Seen, or moved to `filed_folder`) once the inbox's writes
// are durable. Throws std::runtime_error when the password file, the server or the game cannot
// be used (nothing is marked then), or when the marking fails after the filing (the next run
// fetches those messages again, reads them as already-read and marks them).
InboxRun run_inbox(const state::GameDir& game, const ImapSettings& imap, state::Instant now);

// The same from the source game.yaml configures (`mail: imap:`): what `diadoques inbox <game>`
// without a source, or a judge's cycle, reads. Throws std::runtime_error when there is none.
InboxRun run_inbox(const state::GameDir& game, state::Instant now);

// The game's mail folder and its log.
std::filesystem::path mail_dir(const state::GameDir& game);
std::vector<InboxEntry> read_inbox_log(const state::GameDir& game);

}  // namespace dia::mail
