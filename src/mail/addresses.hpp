#pragma once
// Mail addresses as a gamemaster writes them in game.yaml ("Arbitre <mj@example.org>"), read by
// GMime's address parser; compared as mail systems do in practice (without regard to case).
#include <optional>
#include <string>
#include <string_view>

#include "mail/in_mail.hpp"

namespace dia::mail {

// The first mailbox of `text` ("Name <addr>" or "addr"); nullopt when there is none.
std::optional<Address> parse_address(std::string_view text);

bool same_address(std::string_view a, std::string_view b);

// "example.org" of "mj@example.org" ("localhost" when there is no domain).
std::string domain_of(std::string_view email);

// The SHA-256 of `bytes` in hex (GLib's GChecksum): the key of a mail without Message-ID, and
// the seed of the Message-IDs the program writes.
std::string sha256_hex(std::string_view bytes);

}  // namespace dia::mail
