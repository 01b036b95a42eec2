// Mail out read back by mail in: what the program sends, GMime composes; what it receives, GMime
// reads. A player's client sees exactly the text, subject and names that were written.
#include <doctest/doctest.h>

#include "mail/in_mail.hpp"
#include "mail/out_mail.hpp"

using namespace dia::mail;

TEST_CASE("a composed results mail reads back through read_mail: subject, names, text, threading") {
  OutMail out;
  out.from = {"Arbitre de la partie", "mj@arbitre.example"};
  out.to = {{"Élodie", "elodie@example.org"}};
  out.subject = "[Diadoques Partie d'exemple] été -319 : résultats";
  out.body = "Bonjour Élodie,\n\nLes ordres de Séleucos : « A* CHD Babylone » — réussi.\n" +
             std::string(120, 'x') + " une ligne plus longue que 76 caractères\n";
  out.message_id = "results.002-summer-319.seleucos.1@arbitre.example";
  out.date = 1764619200;  // 2025-12-01 20:00 UTC
  out.in_reply_to = "CAM7n4qYz3c9@mail.example.org";
  out.references = {"CAM7n4qYz3c9@mail.example.org"};
  out.attachments.push_back(
      {"map.svg", "image/svg+xml", "<svg xmlns='http://www.w3.org/2000/svg'/>"});

  const InMail in = read_mail(compose(out));
  CHECK(in.subject == out.subject);
  REQUIRE(in.from.size() == 1);
  CHECK(in.from[0].name == "Arbitre de la partie");
  CHECK(in.from[0].email == "mj@arbitre.example");
  CHECK(in.message_id == out.message_id);
  CHECK(in.in_reply_to == out.in_reply_to);
  CHECK(in.date == out.date);
  CHECK(in.body == out.body);
  REQUIRE(in.notes.size() == 1);
  CHECK(in.notes[0].kind == BodyNoteKind::attachment_ignored);
  CHECK(in.notes[0].what == "map.svg");
}
