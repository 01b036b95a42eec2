#pragma once
// What the GM's digest has told (issue 31): the judge's digest is built from the game's files,
// not from what a cycle holds in memory, so that a cycle killed between its work and its digest
// (kill -9) loses nothing of it: the next cycle tells it, once.
//
// mail/judge-told.txt records what the digests have told so far: the last inbox mail, the seasons
// adjudicated, the deadlines recorded, the mails written, sent and dropped. The digest tells what
// the files show beyond it (untold()), and the record of the new state is written in the same
// transaction (state/game_write.hpp) as the digest is queued and the judge's log appended: a
// cycle killed before that write leaves the record as it was, and the next digest tells
// everything since; killed after it, the digest is in the outbox and nothing is told again.
// So one digest, never two, tells every piece of work.
//
// A game without the record (new, or judged before the record existed) gets one of its state
// when a cycle begins, before the cycle does anything: what was done before is not told again.
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "mail/inbox_log.hpp"
#include "state/deadline.hpp"
#include "state/game_dir.hpp"

namespace dia::game {

struct Told {
  int inbox = 0;                                    // the last inbox mail (mail/inbox.yaml number)
  std::set<std::string> adjudicated;                // seasons with results
  std::map<std::string, state::Instant> deadlines;  // game.yaml `deadlines:`
  std::set<std::string> written;  // mail names in outbox/, sending/, sent/, dropped/
  std::set<std::string> sent;     // in sent/
  std::set<std::string> dropped;  // in dropped/
};

// What the files of the game say now (the GM's digests themselves left out).
Told told_now(const state::GameDir& game);

// mail/judge-told.txt, as the game's files say; nullopt when the game has none. Throws
// std::runtime_error naming the line when it cannot be read.
std::optional<Told> read_told(const state::GameDir& game);
std::filesystem::path told_file(const state::GameDir& game);
std::string to_text(const Told& t);

// What `now` has that `before` has not told.
struct Untold {
  std::vector<mail::InboxEntry> arrived;
  std::vector<std::pair<std::string, state::Instant>> deadlines;
  std::vector<std::string> adjudicated;
  std::vector<std::string> written, sent, dropped;  // paths in the game: mail/outbox/<name>…
  bool empty() const;
};
Untold untold(const state::GameDir& game, const Told& before, const Told& now);

}  // namespace dia::game
