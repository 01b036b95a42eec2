#pragma once
// Is a From: field's text exactly one RFC 5322 mailbox (`addr-spec` or `[phrase] <addr-spec>`)?
// GMime extracts the address and decodes the display name (mail/sender.cpp), but its parser,
// even in strict mode, drops what follows an address and still returns it:
// `<aurelie@example.org>@evil.example` and `aurelie@example.org(x)@evil.example` both read as
// aurelie@example.org. A mail system that checks the sender (DMARC) reads the whole field; this
// says whether GMime's reading covers all of it. It only recognises the grammar (RFC 5322 3.2-3.4,
// with RFC 6532's UTF-8 and the `.` of obs-phrase that clients write in names like
// `Aurélie D.`); it decodes nothing.
#include <string>
#include <string_view>
#include <variant>

namespace dia::mail {

struct MailboxSyntax {
  std::string addr_spec;  // as written, comments and spaces around it left out
};
struct MailboxSyntaxError {
  std::string why;  // "text after the address: '@evil.example'"
};

// `value` is the field's text after "From:", folded or not.
std::variant<MailboxSyntax, MailboxSyntaxError> mailbox_syntax(std::string_view value);

}  // namespace dia::mail
