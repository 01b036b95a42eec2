#pragma once
// Which part of a parsed mail is its text, and what the rest was: the MIME tree walk of
// read_mail. Only src/mail/*.cpp include this header (it brings GMime's).
#include <string>
#include <vector>

#include "mail/gmime_library.hpp"
#include "mail/in_mail.hpp"

namespace dia::mail {

struct MailBody {
  std::string text;  // UTF-8, "\n" line ends; "" when the mail has no text part
  std::vector<BodyNote> notes;
};

// The first text/plain part that is not an attachment, else the first such text/html part as
// text; a forwarded mail (message/rfc822) is read only when the mail has no text of its own.
// Every other part gets a note, except the other versions of the chosen text in its
// multipart/alternative (the same words, as HTML).
MailBody read_body(GMimeMessage* message);

}  // namespace dia::mail
