// Issue 34: the sender is the address a mail system would check. read_mail sets InMail::sender
// only when the raw headers hold one From field that is exactly one mailbox (RFC 5322, as GMime
// reads it); the inbox matches players on that alone (tests/mail/corpus, mails 33-39).
#include <doctest/doctest.h>

#include <string>

#include "mail/in_mail.hpp"
#include "mail/mailbox_syntax.hpp"

using dia::mail::InMail;
using dia::mail::read_mail;

namespace {

// A mail from `from_lines` (one or more "From: ..." lines, as written), CRLF line ends.
InMail mail_from(const std::string& from_lines) {
  std::string raw = "Received: from smtp.example.org by mx.example.net; "
                    "Mon, 30 Nov 2026 09:00:05 +0000\r\n" +
                    from_lines +
                    "\r\n"
                    "To: Arbitre <arbitre@example.net>\r\n"
                    "Subject: Ordres Eumene\r\n"
                    "Date: Mon, 30 Nov 2026 10:00:00 +0100\r\n"
                    "Message-ID: <forged@evil.example>\r\n"
                    "\r\n"
                    "A CAP PTE\r\n";
  return read_mail(raw);
}

void refused(const std::string& from_lines, const std::string& why) {
  CAPTURE(from_lines);
  const InMail mail = mail_from(from_lines);
  CHECK_FALSE(mail.sender.has_value());
  CHECK(mail.sender_refused.find(why) != std::string::npos);
  CAPTURE(mail.sender_refused);
  CHECK_FALSE(mail.from_field.empty());
}

}  // namespace

TEST_CASE("issue 34: a From field whose address is followed by another domain is refused") {
  // GMime (even strict) reads each of these as aurelie@example.org and drops the rest.
  refused("From: <aurelie@example.org>@evil.example", "text after the address: '@evil.example'");
  refused("From: aurelie@example.org@evil.example", "text after the address: '@evil.example'");
  refused("From: aurelie@example.org(x)@evil.example", "text after the address: '@evil.example'");
  refused("From: Aurelie <aurelie@example.org> x", "text after the address: 'x'");
  refused("From: aurelie@example.org.", "text after the address: '.'");
}

TEST_CASE("issue 34: a NUL byte in the From field is refused, and logged visibly") {
  using namespace std::string_literals;
  const std::string nul = "From: aurelie@example.org\0@evil.example"s;
  REQUIRE(nul.size() == 39);
  const InMail mail = mail_from(nul);
  CHECK_FALSE(mail.sender);
  CHECK(mail.sender_refused == "the From field holds a NUL byte");
  CHECK(mail.from_field == "aurelie@example.org\\x00@evil.example");
}

TEST_CASE("issue 34: a group, two addresses or two From fields are not one sender") {
  refused("From: Eumene: aurelie@example.org;", "a group");
  refused("From: undisclosed-recipients:;", "a group");
  refused("From: aurelie@example.org, mallory@evil.example", "more than one address");
  refused("From: Aurelie <aurelie@example.org>, Mallory <mallory@evil.example>",
          "more than one address");
  refused("From: aurelie@example.org\r\nFrom: mallory@evil.example", "2 From fields");
  refused("From: mallory@evil.example\r\nfrom: aurelie@example.org", "2 From fields");
  const InMail none = mail_from("X-Nothing: here");
  CHECK_FALSE(none.sender);
  CHECK(none.sender_refused == "no From field");
}

TEST_CASE("issue 34: a From field that is one mailbox names its sender") {
  SUBCASE("a quoted name with a dot, in raw UTF-8") {
    const InMail mail = mail_from("From: \"Aurélie D.\" <aurelie@example.org>");
    REQUIRE(mail.sender);
    CHECK(mail.sender->name == "Aurélie D.");
    CHECK(mail.sender->email == "aurelie@example.org");
  }
  SUBCASE("an encoded-word name") {
    const InMail mail = mail_from("From: =?utf-8?B?QXVyw6lsaWUgRC4=?= <aurelie@example.org>");
    REQUIRE(mail.sender);
    CHECK(mail.sender->name == "Aurélie D.");
    CHECK(mail.sender->email == "aurelie@example.org");
  }
  SUBCASE("an unquoted name with a dot, folded onto two lines, a comment after") {
    const InMail mail = mail_from("From: Aurélie D.\r\n <aurelie@example.org> (maison)");
    REQUIRE(mail.sender);
    CHECK(mail.sender->email == "aurelie@example.org");
  }
  SUBCASE("a bare address with a comment as its name") {
    const InMail mail = mail_from("From: aurelie@example.org (Aurelie)");
    REQUIRE(mail.sender);
    CHECK(mail.sender->email == "aurelie@example.org");
  }
  SUBCASE("a quoted name holding a comma and an address is a name") {
    const InMail mail = mail_from("From: \"aurelie@example.org, x\" <mallory@evil.example>");
    REQUIRE(mail.sender);
    CHECK(mail.sender->email == "mallory@evil.example");
  }
}

TEST_CASE("issue 34: mailbox_syntax recognises RFC 5322 mailboxes only") {
  using dia::mail::mailbox_syntax;
  using dia::mail::MailboxSyntax;
  CHECK(std::get<MailboxSyntax>(mailbox_syntax(" Aurelie <aurelie@example.org>")).addr_spec ==
        "aurelie@example.org");
  CHECK(std::get<MailboxSyntax>(mailbox_syntax("\"a b\"@example.org")).addr_spec ==
        "\"a b\"@example.org");
  CHECK(std::holds_alternative<dia::mail::MailboxSyntaxError>(mailbox_syntax("")));
  CHECK(std::holds_alternative<dia::mail::MailboxSyntaxError>(mailbox_syntax("aurelie")));
  CHECK(std::holds_alternative<dia::mail::MailboxSyntaxError>(mailbox_syntax("<a@b.c")));
  CHECK(std::holds_alternative<dia::mail::MailboxSyntaxError>(mailbox_syntax("a@b.c (x")));
  CHECK(std::holds_alternative<dia::mail::MailboxSyntaxError>(
      mailbox_syntax("Aurelie <@relay.example:aurelie@example.org>")));
}
