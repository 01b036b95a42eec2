#pragma once
// A mail the program sends (an acknowledgement, a season's results, a reminder), composed by
// GMime as real mail: UTF-8 encoded words in headers, quoted-printable text, base64
// attachments, a multipart/mixed when there is an attachment. Nothing random: the caller gives
// the Message-ID and the Date, and the MIME boundaries are derived from the Message-ID, so the
// same mail is the same bytes.
#include <string>
#include <utility>
#include <vector>

#include "mail/in_mail.hpp"

namespace dia::mail {

struct OutMail {
  Address from;
  std::vector<Address> to;
  std::string subject;     // UTF-8
  std::string body;        // UTF-8 text/plain
  std::string message_id;  // without angle brackets: "ack.eumene.3f2a@diadoques.example.org"
  state::Instant date = 0;
  std::string in_reply_to;              // without angle brackets; "" when none
  std::vector<std::string> references;  // without angle brackets
  std::vector<Attachment> attachments;
  std::vector<std::pair<std::string, std::string>> extra_headers;  // ("X-Diadoques-Game", "...")
};

// The message's bytes, RFC 5322 with "\n" line ends (as sendmail -t and .eml files take them).
std::string compose(const OutMail& mail);

// Hands `message` to `command` (run by /bin/sh, e.g. "sendmail -t -oi") on its standard
// input. Throws std::runtime_error with the command's exit status when it fails.
void hand_to_command(const std::string& message, const std::string& command);

}  // namespace dia::mail
