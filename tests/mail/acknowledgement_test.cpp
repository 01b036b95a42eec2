#include <doctest/doctest.h>

#include <string>

#include "mail/acknowledgement.hpp"
#include "mail/in_mail.hpp"
#include "map/load.hpp"
#include "orders/orders_file.hpp"

using namespace dia;
using namespace dia::mail;

namespace {

const map::Map& diadoques_map() {
  static auto r = map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/diadoques.yaml");
  REQUIRE(r.map);
  return *r.map;
}

bool has(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

AckFacts facts(report::Lang lang, Verdict v) {
  AckFacts f;
  f.lang = lang;
  f.game = "Partie d'exemple";
  f.player = "Aurélie";
  f.side = "Eumène";
  f.season = lang == report::Lang::fr ? "printemps -319" : "spring 319 BC";
  f.verdict = v;
  f.received = 1764500000;                                       // 2025-11-30 10:53 UTC
  f.deadline = 1764619200;                                       // 2025-12-01 20:00 UTC
  f.now = f.deadline.value() - (1 * 24 * 60 + 2 * 60 + 5) * 60;  // 1 day, 2 hours, 5 minutes left
  f.map = &diadoques_map();
  return f;
}

}  // namespace

TEST_CASE("an accepted mail is answered with its orders as read, each remark, and the time left") {
  const orders::OrderParser parser(diadoques_map(), orders::orders_file_options(diadoques_map()));
  const orders::ParseResult parsed =
      parser.parse("Achat A A A\nA* CAP Tyane\nA CAP PTE\nA CAP Zzyzx\n");
  AckFacts f = facts(report::Lang::fr, Verdict::accepted);
  f.parsed = &parsed;
  f.notes.push_back({BodyNoteKind::html_converted, ""});
  f.notes.push_back({BodyNoteKind::attachment_ignored, "plan.pdf"});
  const auto ack = acknowledgement(f);
  REQUIRE(ack);
  CHECK(ack->subject == "[Diadoques Partie d'exemple] printemps -319 : ordres reçus");
  CHECK(has(ack->body, "Bonjour Aurélie,"));
  CHECK(has(ack->body, "enregistré comme les ordres d'Eumène pour le printemps -319"));
  CHECK(has(ack->body, "ligne 3 : A CAP PTE"));
  CHECK(has(ack->body, "ligne 4 (erreur)"));  // the unknown place, with its line
  CHECK(has(ack->body, "Pièce jointe ignorée : plan.pdf"));
  CHECK(has(ack->body, "lu dans sa version HTML"));
  CHECK(has(ack->body, "ligne ignorée"));
  CHECK(has(ack->body, "Date limite : 2025-12-01 20:00 UTC (dans 1 jour, 2 heures et 5 minutes)"));
  CHECK(has(ack->body, "-- \nL'arbitre de la partie « Partie d'exemple »"));

  f.lang = report::Lang::en;
  const auto en = acknowledgement(f);
  REQUIRE(en);
  CHECK(en->subject == "[Diadoques Partie d'exemple] printemps -319: orders received");
  CHECK(has(en->body, "line 3: A CAP PTE"));
  CHECK(has(en->body, "line 4 (error)"));
  CHECK(has(en->body, "in 1 day, 2 hours and 5 minutes"));
  CHECK_FALSE(has(en->body, "ligne"));
}

TEST_CASE(
    "R9a.gen.7 a mail with no order understood is answered that it is not filed, as filed it would "
    "make every unit hold") {
  const orders::OrderParser parser(diadoques_map(), orders::orders_file_options(diadoques_map()));
  const orders::ParseResult parsed = parser.parse("Bonjour, voici mes ordres.\n");
  AckFacts f = facts(report::Lang::fr, Verdict::no_orders);
  f.parsed = &parsed;
  const auto ack = acknowledgement(f);
  REQUIRE(ack);
  CHECK(has(ack->body, "Aucun ordre n'a été compris"));
  CHECK(has(ack->body, "R9a.gen.7"));
  CHECK(has(ack->body, "il n'est pas enregistré, et vos ordres précédents"));
  CHECK(ack->subject == "[Diadoques Partie d'exemple] printemps -319 : ordres non enregistrés");
}

TEST_CASE("mails not filed are answered with the reason; strangers are never answered") {
  AckFacts late = facts(report::Lang::fr, Verdict::late);
  late.received = late.deadline.value() + 60;
  const auto a = acknowledgement(late);
  REQUIRE(a);
  CHECK(a->subject == "[Diadoques Partie d'exemple] printemps -319 : ordres non enregistrés");
  CHECK(has(a->body, "après la date limite (2025-12-01 20:00 UTC)"));

  AckFacts wrong = facts(report::Lang::en, Verdict::wrong_side);
  wrong.named_side = "Antigone";
  const auto w = acknowledgement(wrong);
  REQUIRE(w);
  CHECK(has(w->body, "orders for Antigone, but your address is that of Eumène's player"));

  AckFacts season = facts(report::Lang::fr, Verdict::other_season);
  season.written_season = "été -318";
  const auto s = acknowledgement(season);
  REQUIRE(s);
  CHECK(has(s->body, "des ordres pour l'été -318, mais la saison en cours est le printemps -319"));

  const auto p = acknowledgement(facts(report::Lang::fr, Verdict::bad_password));
  REQUIRE(p);
  CHECK(has(p->body, "« Mot de passe : … »"));

  CHECK_FALSE(acknowledgement(facts(report::Lang::fr, Verdict::unknown_sender)));
  CHECK_FALSE(acknowledgement(facts(report::Lang::fr, Verdict::unreadable)));
  CHECK_FALSE(acknowledgement(facts(report::Lang::fr, Verdict::already_read)));
}

TEST_CASE(
    "the acknowledgement words the reading's remarks in the player's language, in line order") {
  const orders::OrderParser parser(diadoques_map(), orders::orders_file_options(diadoques_map()));
  const orders::ParseResult parsed =
      parser.parse("Bonjour,\nA CAP PTE\nA CAP Comagene\n\nAurélie\n");
  AckFacts f = facts(report::Lang::fr, Verdict::accepted);
  f.parsed = &parsed;
  const auto ack = acknowledgement(f);
  REQUIRE(ack);
  const auto first =
      ack->body.find("ligne 1 (note) : pas un ordre, lu comme une remarque : « Bonjour, »");
  const auto misspelled = ack->body.find("ligne 3 (avertissement) : « Comagene » lu comme COM");
  const auto signature =
      ack->body.find("ligne 5 (note) : pas un ordre, lu comme une signature : « Aurélie »");
  CHECK(first != std::string::npos);
  CHECK(misspelled != std::string::npos);
  CHECK(signature != std::string::npos);
  CHECK(first < misspelled);
  CHECK(misspelled < signature);
  CHECK_FALSE(has(ack->body, "read '"));  // nothing left in English
}

TEST_CASE("issue 34: an attachment name with CR or LF is one line of the acknowledgement") {
  // RFC 2231 and RFC 2047 both let a sender put line ends in a file name; GMime decodes them.
  const std::string raw =
      "From: Aurelie <aurelie@example.org>\r\n"
      "To: Arbitre <arbitre@example.net>\r\n"
      "Subject: ordres\r\n"
      "MIME-Version: 1.0\r\n"
      "Content-Type: multipart/mixed; boundary=\"b\"\r\n"
      "\r\n"
      "--b\r\n"
      "Content-Type: text/plain; charset=utf-8\r\n"
      "\r\n"
      "A CAP PTE\r\n"
      "--b\r\n"
      "Content-Type: application/pdf\r\n"
      "Content-Disposition: attachment; filename*=utf-8''plan%0D%0AOrdres%20faux%0A.pdf\r\n"
      "Content-Transfer-Encoding: base64\r\n"
      "\r\n"
      "JVBERi0=\r\n"
      "--b\r\n"
      "Content-Type: image/png; name=\"=?utf-8?Q?carte=0D=0AA_CAP_CIL=E2=80=A8.png?=\"\r\n"
      "Content-Transfer-Encoding: base64\r\n"
      "\r\n"
      "iVBORw0=\r\n"
      "--b--\r\n";
  const InMail mail = read_mail(raw);
  REQUIRE(mail.notes.size() == 2);
  const orders::OrderParser parser(diadoques_map(), orders::orders_file_options(diadoques_map()));
  const orders::ParseResult parsed = parser.parse(mail.body);
  AckFacts f = facts(report::Lang::fr, Verdict::accepted);
  f.parsed = &parsed;
  f.notes = mail.notes;
  const auto ack = acknowledgement(f);
  REQUIRE(ack);
  CAPTURE(ack->body);
  CHECK(ack->body.find('\r') == std::string::npos);
  CHECK(has(ack->body, "\nPièce jointe ignorée : plan Ordres faux .pdf (seul le texte"));
  CHECK(has(ack->body, "\nPièce jointe ignorée : carte A CAP CIL .png (seul le texte"));
  CHECK_FALSE(has(ack->body, "\nA CAP CIL"));
  CHECK_FALSE(has(ack->body, "\nOrdres faux"));
}
