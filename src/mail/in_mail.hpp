#pragma once
// A mail as the inbox reads it: who sent it, when, about what, and its text. The MIME work
// (multipart, transfer encodings, charsets, encoded words) is GMime's (mail/read_mail.cpp);
// nothing here parses MIME by hand.
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "state/deadline.hpp"

namespace dia::mail {

struct Address {
  std::string name;   // display name, UTF-8 ("" when none)
  std::string email;  // addr-spec as written ("Aurelie@Example.org")
};

struct Attachment {
  std::string filename;      // "map.svg"
  std::string content_type;  // "image/svg+xml"
  std::string data;          // the bytes
};

// Why a body's text is not simply the mail's one text/plain part.
enum class BodyNoteKind {
  html_converted,      // no text/plain part: the text/html part was converted to text
  charset_converted,   // the text was in another charset (argument: its name) and is now UTF-8
  attachment_ignored,  // an attachment (argument: its file name or type) was not read
  part_ignored,        // another part that is not text (argument: its type)
};
struct BodyNote {
  BodyNoteKind kind;
  std::string what;  // charset, file name or content type
};

struct InMail {
  std::string message_id;  // without the angle brackets; "" when the mail has none
  std::string in_reply_to;
  std::vector<Address> from;  // every address of the From fields, as GMime merges them
  // The author as a mail system checks it (mail/sender.hpp): set only when the raw headers hold
  // one From field that is exactly one mailbox; else `sender_refused` says why. Only this one
  // may be matched to a player.
  std::optional<Address> sender;
  std::string sender_refused;
  std::string from_field;  // the From field(s) as written (control bytes as \xNN), for the log
  std::vector<Address> reply_to;
  std::string subject;                     // UTF-8, encoded words decoded
  std::optional<state::Instant> date;      // the Date header
  std::optional<state::Instant> received;  // the topmost Received header's date: when the GM's
                                           // own server took the mail (the sender cannot set it)
  std::string body;                        // UTF-8, line ends "\n"
  std::vector<BodyNote> notes;
};

struct MailError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Reads one RFC 5322 message from its bytes. The body is the first text/plain part (of a
// multipart/alternative or mixed, recursively, forwarded message/rfc822 parts included), else the
// first text/html part converted to text (mail/html_text.hpp); quoted-printable and base64 are
// decoded and any charset converted to UTF-8. Throws MailError when the bytes are not a mail.
InMail read_mail(std::string_view raw);

}  // namespace dia::mail
