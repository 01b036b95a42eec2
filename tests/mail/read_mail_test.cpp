// read_mail on mails as clients really send them, built here as strings.
#include <doctest/doctest.h>

#include <string>

#include "mail/in_mail.hpp"
#include "state/deadline.hpp"

using dia::mail::BodyNote;
using dia::mail::BodyNoteKind;
using dia::mail::InMail;
using dia::mail::MailError;
using dia::mail::read_mail;

namespace {

// Mail on the wire has CRLF line ends; the strings below are written with "\n".
std::string crlf(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (c == '\n') out += '\r';
    out += c;
  }
  return out;
}

bool has_note(const InMail& mail, BodyNoteKind kind, const std::string& what) {
  for (const BodyNote& note : mail.notes)
    if (note.kind == kind && note.what == what) return true;
  return false;
}

dia::state::Instant utc(const char* text) {
  auto t = dia::state::parse_instant(text);
  REQUIRE(t);
  return *t;
}

// Outlook: headers in ISO-8859-1 encoded words, the body quoted-printable labelled
// iso-8859-1 but holding windows-1252's apostrophe (0x92) and euro sign (0x80).
const std::string kOutlook = crlf(
    "Received: from mx.example.org (mx.example.org [192.0.2.1])\n"
    "\tby mail.gm.example (Postfix) with ESMTPS id 4F2A1\n"
    "\tfor <mj@gm.example>; Thu, 26 Nov 2026 10:17:42 +0100 (CET)\n"
    "Received: from DB9PR01MB.eurprd01.prod.outlook.com ([fe80::1]) by\n"
    " DB9PR01MB.eurprd01.prod.outlook.com ([fe80::1%5]) with mapi id 15.20.7;\n"
    " Thu, 26 Nov 2026 09:15:03 +0000\n"
    "From: =?iso-8859-1?Q?Aur=E9lie_B=E9rard?= <Aurelie@Example.org>\n"
    "To: Arbitre <mj@gm.example>\n"
    "Subject: =?iso-8859-1?Q?Ordres_d'=E9t=E9?=\n"
    "Date: Thu, 26 Nov 2026 09:15:00 +0000\n"
    "Message-ID: <DB9PR01MB1234ABCD@DB9PR01MB.eurprd01.prod.outlook.com>\n"
    "In-Reply-To: <results.002-summer-319.eumene@gm.example>\n"
    "Accept-Language: fr-FR\n"
    "Content-Language: fr-FR\n"
    "MIME-Version: 1.0\n"
    "Content-Type: text/plain; charset=\"iso-8859-1\"\n"
    "Content-Transfer-Encoding: quoted-printable\n"
    "\n"
    "Voici l=92ordre de l=92arm=E9e :=20\n"
    "A Babylone - Suse\n"
    "Tribut : 100 =80 au tr=E9sor, une ligne tr=E8s longue qui est coup=E9e par =\n"
    "Outlook\n");

}  // namespace

TEST_CASE("an Outlook mail: encoded words, quoted-printable windows-1252 labelled iso-8859-1") {
  const InMail mail = read_mail(kOutlook);
  REQUIRE(mail.from.size() == 1);
  CHECK(mail.from[0].name == "Aurélie Bérard");
  CHECK(mail.from[0].email == "Aurelie@Example.org");
  CHECK(mail.reply_to.empty());
  CHECK(mail.subject == "Ordres d'été");
  CHECK(mail.message_id == "DB9PR01MB1234ABCD@DB9PR01MB.eurprd01.prod.outlook.com");
  CHECK(mail.in_reply_to == "results.002-summer-319.eumene@gm.example");
  CHECK(mail.date == utc("2026-11-26 09:15 UTC"));
  CHECK(mail.body ==
        "Voici l’ordre de l’armée : \n"
        "A Babylone - Suse\n"
        "Tribut : 100 € au trésor, une ligne très longue qui est coupée par Outlook\n");
  CHECK(has_note(mail, BodyNoteKind::charset_converted, "windows-1252"));
  CHECK(mail.notes.size() == 1);
}

TEST_CASE("the received time is the date of the topmost Received header, folded or not") {
  const InMail mail = read_mail(kOutlook);
  // 10:17:42 +0100 in the GM's server's header, not the 09:15:03 of Outlook's own hop.
  CHECK(mail.received == utc("2026-11-26 09:17:42 UTC"));

  const InMail no_received = read_mail(
      "From: bob@example.org\nDate: Fri, 27 Nov 2026 23:30:00 -0500\n\nA Suse - Babylone\n");
  CHECK_FALSE(no_received.received);
  CHECK(no_received.date == utc("2026-11-28 04:30 UTC"));

  const InMail no_date = read_mail(
      "Received: by mail.gm.example; Sat, 28 Nov 2026 08:00:00 +0000\n"
      "From: bob@example.org\n\nA Suse - Babylone\n");
  CHECK_FALSE(no_date.date);
  CHECK(no_date.received == utc("2026-11-28 08:00 UTC"));
}

TEST_CASE("a base64 UTF-8 body with a UTF-8 encoded-word subject and Reply-To") {
  const InMail mail = read_mail(
      "From: \"Eumène\" <eumene@example.org>\n"
      "Reply-To: Eumène <eumene@example.org>, =?UTF-8?Q?S=C3=A9cr=C3=A9taire?= "
      "<sec@example.org>\n"
      "Subject: =?UTF-8?B?T3JkcmVzIGTigJlFdW3DqG5l?=\n"
      "Message-ID: <abc123@example.org>\n"
      "Date: Sun, 29 Nov 2026 12:00:00 +0000\n"
      "MIME-Version: 1.0\n"
      "Content-Type: text/plain; charset=UTF-8\n"
      "Content-Transfer-Encoding: base64\n"
      "\n"
      "T3JkcmVzIGRlIGzigJnDqXTDqSAtMzE5IDoKQSBCYWJ5bG9uZSAtIFN1c2UKRiBNZXIgw4lnw6llIHNvdXRp\n"
      "ZW50IEEgQXRow6huZXMK\n");
  CHECK(mail.subject == "Ordres d’Eumène");
  REQUIRE(mail.from.size() == 1);
  CHECK(mail.from[0].name == "Eumène");  // raw UTF-8 in a header is read as UTF-8
  REQUIRE(mail.reply_to.size() == 2);
  CHECK(mail.reply_to[1].name == "Sécrétaire");
  CHECK(mail.reply_to[1].email == "sec@example.org");
  CHECK(mail.body == "Ordres de l’été -319 :\nA Babylone - Suse\nF Mer Égée soutient A Athènes\n");
  CHECK(mail.notes.empty());
}

TEST_CASE("multipart/alternative: the text/plain part, the HTML version is not a note") {
  const InMail mail =
      read_mail(crlf("From: Bob <bob@example.org>\n"
                     "Subject: ordres\n"
                     "MIME-Version: 1.0\n"
                     "Content-Type: multipart/alternative; boundary=\"000000000000a1b2c3\"\n"
                     "\n"
                     "--000000000000a1b2c3\n"
                     "Content-Type: text/plain; charset=\"UTF-8\"\n"
                     "Content-Transfer-Encoding: quoted-printable\n"
                     "\n"
                     "A Suse - Babylone\n"
                     "Mot de passe : cheval\n"
                     "\n"
                     "--000000000000a1b2c3\n"
                     "Content-Type: text/html; charset=\"UTF-8\"\n"
                     "\n"
                     "<div dir=3D\"ltr\"><div>HTML version</div></div>\n"
                     "--000000000000a1b2c3--\n"));
  CHECK(mail.body == "A Suse - Babylone\nMot de passe : cheval\n");
  CHECK(mail.notes.empty());
}

TEST_CASE("an HTML-only reply: converted to text, its blockquote quoted with \"> \"") {
  const InMail mail = read_mail(
      "From: carol@example.org\n"
      "Subject: Re: [Diadoques test] ordres\n"
      "MIME-Version: 1.0\n"
      "Content-Type: text/html; charset=iso-8859-1\n"
      "Content-Transfer-Encoding: quoted-printable\n"
      "\n"
      "<html><head><style>p {margin:0}</style></head><body>\n"
      "<p>F Mer =C9g=E9e - Rhodes<br>A Th=E8bes tient</p>\n"
      "<blockquote type=3D\"cite\"><p>Vos ordres ont =E9t=E9 re=E7us.</p></blockquote>\n"
      "</body></html>\n");
  CHECK(mail.body == "F Mer Égée - Rhodes\nA Thèbes tient\n> Vos ordres ont été reçus.\n");
  CHECK(has_note(mail, BodyNoteKind::html_converted, "text/html"));
  CHECK(has_note(mail, BodyNoteKind::charset_converted, "iso-8859-1"));
  CHECK(mail.notes.size() == 2);
}

TEST_CASE("attachments are not read, a text/plain attachment included, and each is noted") {
  const InMail mail = read_mail(
      "From: dave@example.org\n"
      "Subject: ordres et carte\n"
      "MIME-Version: 1.0\n"
      "Content-Type: multipart/mixed; boundary=\"b1\"\n"
      "\n"
      "--b1\n"
      "Content-Type: text/plain; charset=utf-8; name=\"vieux-ordres.txt\"\n"
      "Content-Disposition: attachment; filename=\"vieux-ordres.txt\"\n"
      "\n"
      "A Suse tient\n"
      "--b1\n"
      "Content-Type: text/plain; charset=utf-8\n"
      "\n"
      "A Babylone - Suse\n"
      "--b1\n"
      "Content-Type: application/pdf; name=\"carte.pdf\"\n"
      "Content-Disposition: attachment; filename=\"carte.pdf\"\n"
      "Content-Transfer-Encoding: base64\n"
      "\n"
      "JVBERi0xLjQK\n"
      "--b1\n"
      "Content-Type: application/pgp-signature\n"
      "\n"
      "-----BEGIN PGP SIGNATURE-----\n"
      "--b1--\n");
  CHECK(mail.body == "A Babylone - Suse\n");
  CHECK(has_note(mail, BodyNoteKind::attachment_ignored, "vieux-ordres.txt"));
  CHECK(has_note(mail, BodyNoteKind::attachment_ignored, "carte.pdf"));
  CHECK(has_note(mail, BodyNoteKind::part_ignored, "application/pgp-signature"));
  CHECK(mail.notes.size() == 3);
}

TEST_CASE("an HTML mail's inline images are attachments ignored") {
  const InMail mail = read_mail(
      "From: erin@example.org\n"
      "MIME-Version: 1.0\n"
      "Content-Type: multipart/related; boundary=\"rel\"\n"
      "\n"
      "--rel\n"
      "Content-Type: text/html; charset=utf-8\n"
      "\n"
      "<p>A Suse tient</p><img src=\"cid:logo@x\"><img src=\"cid:sig@x\">\n"
      "--rel\n"
      "Content-Type: image/png; name=\"logo.png\"\n"
      "Content-ID: <logo@x>\n"
      "Content-Transfer-Encoding: base64\n"
      "\n"
      "iVBORw0KGgogZmFrZSBpbWFnZSBieXRlcw==\n"
      "--rel\n"
      "Content-Type: image/gif\n"
      "Content-Disposition: inline\n"
      "Content-ID: <sig@x>\n"
      "Content-Transfer-Encoding: base64\n"
      "\n"
      "R0lGODlhAQABAAAAACw=\n"
      "--rel--\n");
  CHECK(mail.body == "A Suse tient\n");
  CHECK(has_note(mail, BodyNoteKind::html_converted, "text/html"));
  CHECK(has_note(mail, BodyNoteKind::attachment_ignored, "logo.png"));
  CHECK(has_note(mail, BodyNoteKind::attachment_ignored, "image/gif"));
  CHECK(mail.notes.size() == 3);
}

namespace {

std::string forwarding(const std::string& own_text) {
  std::string mail =
      "From: frank@example.org\n"
      "Subject: Fwd: mes ordres\n"
      "MIME-Version: 1.0\n"
      "Content-Type: multipart/mixed; boundary=\"fw\"\n"
      "\n";
  if (!own_text.empty())
    mail += "--fw\nContent-Type: text/plain; charset=utf-8\n\n" + own_text + "\n";
  mail +=
      "--fw\n"
      "Content-Type: message/rfc822\n"
      "Content-Disposition: inline\n"
      "\n"
      "From: frank@work.example\n"
      "Subject: mes ordres\n"
      "Content-Type: multipart/alternative; boundary=\"in\"\n"
      "\n"
      "--in\n"
      "Content-Type: text/plain; charset=utf-8\n"
      "\n"
      "A Babylone - Suse\n"
      "--in\n"
      "Content-Type: text/html; charset=utf-8\n"
      "\n"
      "<p>A Babylone - Suse</p>\n"
      "--in--\n"
      "\n"
      "--fw--\n";
  return mail;
}

}  // namespace

TEST_CASE("a forwarded mail is read when the mail has no text of its own") {
  const InMail mail = read_mail(forwarding(""));
  CHECK(mail.from.at(0).email == "frank@example.org");  // the outer mail's sender
  CHECK(mail.body == "A Babylone - Suse\n");
  CHECK(mail.notes.empty());
}

// Outlook's "forward as attachment": read as an inline forward is, after a forwarded-message
// line, so that the order parser applies its rule for resent orders (and says so to the player).
TEST_CASE("a mail forwarded as an attachment beside the mail's own text is read after it") {
  const InMail mail = read_mail(forwarding("A Suse tient"));
  CHECK(mail.body == "A Suse tient\n\n-------- Forwarded Message --------\nA Babylone - Suse\n");
  CHECK_FALSE(has_note(mail, BodyNoteKind::part_ignored, "message/rfc822"));
  CHECK(mail.notes.empty());
}

TEST_CASE("text without a charset: UTF-8 when it is, else windows-1252") {
  const InMail utf8 = read_mail("From: a@example.org\n\nA Thèbes tient\n");
  CHECK(utf8.body == "A Thèbes tient\n");
  CHECK(utf8.notes.empty());

  const InMail cp1252 = read_mail(
      "From: a@example.org\n\nA Th\xe8"
      "bes tient \x96 l\x92"
      "arm\xe9"
      "e\n");
  CHECK(cp1252.body == "A Thèbes tient – l’armée\n");
  CHECK(has_note(cp1252, BodyNoteKind::charset_converted, "windows-1252"));
}

TEST_CASE("8-bit text labelled us-ascii is not dropped") {
  const InMail mail = read_mail(
      "From: a@example.org\nContent-Type: text/plain; charset=us-ascii\n\nA Th\xe8"
      "bes tient\n");
  CHECK(mail.body == "A Thèbes tient\n");
  CHECK(has_note(mail, BodyNoteKind::charset_converted, "windows-1252"));
}

TEST_CASE("other charsets are converted by GMime and noted") {
  const InMail mail = read_mail(
      "From: a@example.org\nContent-Type: text/plain; charset=iso-8859-15\n\n"
      "Tribut : 10 \xa4\n");
  CHECK(mail.body == "Tribut : 10 €\n");  // 0xA4 is € in ISO-8859-15, ¤ in ISO-8859-1
  CHECK(has_note(mail, BodyNoteKind::charset_converted, "iso-8859-15"));
}

TEST_CASE("a mail without a text part has an empty body and its parts noted") {
  const InMail mail = read_mail(
      "From: a@example.org\nContent-Type: multipart/mixed; boundary=x\n\n"
      "--x\nContent-Type: application/pdf\nContent-Disposition: attachment; "
      "filename=ordres.pdf\n\nJVBERi0xLjQK\n--x--\n");
  CHECK(mail.body.empty());
  CHECK(has_note(mail, BodyNoteKind::attachment_ignored, "ordres.pdf"));
}

TEST_CASE("bytes that are not a mail throw MailError") {
  CHECK_THROWS_AS(read_mail(""), MailError);
  CHECK_THROWS_AS(read_mail(std::string("\x01\x02\x03\xff\xfe\x00garbage", 12)), MailError);
  CHECK_THROWS_AS(read_mail("A Babylone - Suse\nA Suse tient\n"), MailError);
  CHECK_THROWS_AS(read_mail("Ordres: A Babylone - Suse\n\nrien\n"), MailError);
  try {
    read_mail("just words\n");
    FAIL("no MailError");
  } catch (const MailError& e) {
    CHECK(std::string(e.what()).find("not a mail") != std::string::npos);
  }
}

TEST_CASE("raw 8-bit header text is UTF-8 when it is, else windows-1252") {
  const InMail mail = read_mail(
      "From: Aur\xe9lie <aurelie@example.org>\nSubject: Ordres d\x92\xe9t\xe9\n\nA Suse tient\n");
  CHECK(mail.from.at(0).name == "Aurélie");
  CHECK(mail.subject == "Ordres d’été");
}

TEST_CASE("format=flowed text is joined again: one order on one line") {
  const InMail mail = read_mail(
      "From: gina@example.org\n"
      "User-Agent: Mozilla Thunderbird\n"
      "Content-Type: text/plain; charset=UTF-8; format=flowed\n"
      "Content-Transfer-Encoding: 8bit\n"
      "\n"
      "Tribut : 100 talents au trésor de Babylone, 50 talents au trésor de \n"
      "Suse, 20 talents à Athènes\n"
      " From the start, space-stuffed\n"
      "> une citation qui est \n"
      "> repliée\n"
      "\n"
      "-- \n"
      "Gina\n");
  CHECK(mail.body ==
        "Tribut : 100 talents au trésor de Babylone, 50 talents au trésor de Suse, 20 "
        "talents à Athènes\n"
        "From the start, space-stuffed\n"
        "> une citation qui est repliée\n"
        "\n"
        "-- \n"
        "Gina\n");
}

TEST_CASE("format=flowed with delsp=yes removes the space that ended the line") {
  const InMail mail = read_mail(
      "From: hal@example.org\n"
      "Content-Type: text/plain; charset=utf-8; format=flowed; delsp=yes\n"
      "\n"
      "A Baby \n"
      "lone - Suse\n");
  CHECK(mail.body == "A Babylone - Suse\n");
}

TEST_CASE("an empty text/plain version beside the HTML one: the HTML is read") {
  const InMail mail = read_mail(
      "From: ivy@example.org\n"
      "Content-Type: multipart/alternative; boundary=\"alt\"\n"
      "\n"
      "--alt\n"
      "Content-Type: text/plain; charset=utf-8\n"
      "\n"
      "\n"
      "--alt\n"
      "Content-Type: text/html; charset=utf-8\n"
      "\n"
      "<div>A Suse tient</div>\n"
      "--alt--\n");
  CHECK(mail.body == "A Suse tient\n");
  CHECK(has_note(mail, BodyNoteKind::html_converted, "text/html"));
  CHECK(mail.notes.size() == 1);
}

// Issue 34: header text is the player's; it goes to the terminal (`inbox`), mail/inbox.yaml and
// the acknowledgement. Control characters in it (here in encoded words: an escape sequence that
// clears a terminal, a bell, a CR LF that would start a new header) are blanked as it is read.
TEST_CASE("R9a.gen.6 control characters in a mail's headers are blanked where they enter") {
  const InMail mail =
      read_mail(crlf("From: =?utf-8?Q?Aur=C3=A9lie=1B=5B2J?= <aurelie@example.org>\n"
                     "To: mj@gm.example\n"
                     "Subject: =?utf-8?Q?Ordres=07=0D=0ABcc:_x@example.org?=\n"
                     "Date: Thu, 26 Nov 2026 09:15:00 +0000\n"
                     "Message-ID: <ctl@example.org>\n"
                     "MIME-Version: 1.0\n"
                     "Content-Type: multipart/mixed; boundary=\"b\"\n"
                     "\n"
                     "--b\n"
                     "Content-Type: text/plain; charset=utf-8\n"
                     "\n"
                     "A MAC THE\n"
                     "--b\n"
                     "Content-Type: application/octet-stream\n"
                     "Content-Disposition: attachment; filename*=utf-8''carte%1B%5B31m.svg\n"
                     "\n"
                     "x\n"
                     "--b--\n"));
  auto clean = [](const std::string& s) {
    for (char c : s)
      if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) return false;
    return true;
  };
  CHECK(clean(mail.subject));
  CHECK(mail.subject.starts_with("Ordres "));
  REQUIRE(mail.from.size() == 1);
  CHECK(clean(mail.from.front().name));
  CHECK(mail.from.front().name.starts_with("Aur\xC3\xA9lie"));
  REQUIRE(!mail.notes.empty());
  for (const BodyNote& note : mail.notes) CHECK(clean(note.what));
}
