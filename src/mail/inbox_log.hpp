#pragma once
// mail/inbox.yaml: one entry per mail the inbox has read, so that reading a mailbox again
// changes nothing and the latest mail of each side is known (docs/mail.md).
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "state/deadline.hpp"

namespace dia::mail {

enum class Verdict {
  accepted,        // filed as the side's orders
  no_orders,       // a player's, but no order in it (a question, a remark): not filed, answered
  superseded,      // a player's, but older than the side's orders already filed
  late,            // after the season's deadline: set aside for the GM
  other_season,    // its `Saison` names another season: set aside for the GM
  wrong_side,      // its `Joueur` names another side than the sender's: refused
  bad_password,    // the player's password missing or wrong: refused
  unknown_sender,  // no player's address: refused, never answered
  unreadable,      // not a mail, or no text in it: refused
  already_read,    // read by an earlier run: nothing done
};

std::string_view to_string(Verdict v);  // "accepted", "other-season", ...
std::optional<Verdict> verdict_from(std::string_view text);

struct InboxEntry {
  int number = 0;   // 1, 2, ... in the order the mails were read; its file mail/received/NNNN.eml
  std::string key;  // the Message-ID (without <>) or "sha256:<hex>" of the bytes
  std::string origin;       // where it was read from
  std::string from;         // the sender's address
  state::Instant time = 0;  // when the GM's server received it
  std::string season;       // the season it was read for
  std::string side;         // the sender's side ("" when unknown)
  Verdict verdict = Verdict::unreadable;
  std::string reason;  // in English, for the GM
  std::string file;    // "mail/received/0001.eml"
};

// The entries of `text` (an inbox.yaml); `name` for error messages. Throws std::runtime_error.
std::vector<InboxEntry> parse_inbox_log(const std::string& text, const std::string& name);
std::string to_yaml(const std::vector<InboxEntry>& entries);

}  // namespace dia::mail
