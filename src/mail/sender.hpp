#pragma once
// Who sent a mail, as a mail system that checks the sender reads it (DMARC aligns on the From
// field, RFC 7489 6.6.1): the one From field of the raw headers, exactly one mailbox. Anything
// else is refused, not guessed: a player's address followed by another domain, a second From
// field (GMime merges their addresses into one list), a group, two addresses, a NUL byte (GMime's
// C strings end there). Only src/mail/*.cpp include this (it brings GMime's header).
#include <optional>
#include <string>
#include <string_view>

#include "mail/gmime_library.hpp"
#include "mail/in_mail.hpp"

namespace dia::mail {

struct SenderCheck {
  std::optional<Address> address;  // the one mailbox, as GMime reads it
  std::string refused;             // why `address` is empty: "two From fields", ...
  std::string as_written;          // the From field's text (control bytes as \xNN), for the log
};

// `message` was parsed from `raw` (its header offsets are offsets in `raw`).
SenderCheck check_sender(GMimeMessage* message, std::string_view raw);

}  // namespace dia::mail
