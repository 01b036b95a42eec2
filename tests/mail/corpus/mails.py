"""The corpus of realistic mails for `diadoques inbox`: one entry per mail.

The game is the example game (examples/game-319: `diadoques new game --scenario standard-319
--players examples/players.yaml --seed 319`), season 001-spring-319, with the deadline
2026-12-01 20:00 UTC. Every person, address and text is invented; the orders are the example
game's spring -319 orders (examples/game-319/orders/001-spring-319/), and the orders of mails
that must not stand are small variants of them (one unit sent elsewhere), so that a test can
tell which mail was filed.

NN is the mail's place in the source (eml/NN-name.eml, the mbox's order); the inbox takes mails
in the order of their topmost Received header, which for some sides is not the source order
(the later mail first), so that the latest mail stands whatever the order it is read in.

Who writes, and which of their mails stands at the end (each side ends with an accepted mail):
  aurelie@example.org  eumene     11 (uppercase address) then 14 (base64, password line): 14
  bastien@example.org  antigone   20, 02 (wrong side), 23 (a question), 09 (windows-1252): 09
  chloe@example.org    cassandre  18 (flowed), 30 (photo), 03 (alternative), 12 (same
                                  Message-ID as 03), 28 (late): 03
  david@example.org    ptolemee   19 (iPhone), 25 (S/MIME), 06 (reply quoting the GM), 13
                                  (summer -318): 06
  elodie@example.org   seleucos   05 (iso-8859-1), 24 (with a PDF), 10 (only a PDF), 32
                                  (forwarded as an attachment), 04 (HTML only): 04
  fabrice@example.org  lysimaque  17 (no Message-ID, a photo), 29 (Outlook alternative), 08
                                  (forwarded), 15 (late): 08
and strangers: 01, 07, 16, 21, 22, 26, 27, 31 (unknown-sender). Élodie also forwards her mail
05 as an attachment (32, before 04). Mails 33 to 39 forge Aurélie's address in their From field
(issue 34: what follows her address, a NUL byte, a group, two From fields, two addresses): a
mail system would not take them for hers, and the inbox refuses them (unknown-sender), though
they are later than her mail 14.
"""
from parts import Attachment, Expect, Html, Mail, Multipart, Part, Text

GAME = "game"
SEASON = "001-spring-319"
DEADLINE = "2026-12-01 20:00"  # UTC, as game.yaml's `deadlines:` says it
PASSWORD_PLAYER = "aurelie@example.org"
PASSWORD = "cheval"

SIDES = {
    "aurelie@example.org": "eumene",
    "bastien@example.org": "antigone",
    "chloe@example.org": "cassandre",
    "david@example.org": "ptolemee",
    "elodie@example.org": "seleucos",
    "fabrice@example.org": "lysimaque",
}

# Chloé's Gmail mail (text and HTML): sent once as mail 03 and delivered again as mail 12.
CHLOE_ALTERNATIVE = Multipart("alternative", [
    Text("Bonjour l'arbitre,\n\n"
         "Voici mes ordres pour le printemps -319.\n\n"
         "Achat A A F\n"
         "A* MAC Pella\n"
         "A MAC THR\n"
         "F MAC EUB\n\n"
         "Bonne partie à tous,\n"
         "Cassandre\n\n"
         "-- \n"
         "Envoyé depuis mon téléphone\n",
         cte="quoted-printable"),
    Html('<div dir="ltr"><div>Bonjour l\'arbitre,</div><div><br></div>'
         "<div>Voici mes ordres pour le printemps -319.</div><div><br></div>"
         "<div>Achat A A F</div><div>A* MAC Pella</div><div>A MAC THR</div>"
         "<div>F MAC EUB</div><div><br></div><div>Bonne partie à tous,</div>"
         "<div>Cassandre</div><br>-- <br>"
         '<div dir="ltr" class="gmail_signature">Envoyé depuis mon téléphone</div>'
         "</div>\n"),
], boundary="000000000000c3a1f205e6a9b7d2")


MAILS = [
    Mail(
        nn=1, name="shop-newsletter",
        what="a board-game shop's newsletter (text and HTML): a stranger, never answered",
        sender=("La Boutique Ludique", "promo@boutique-ludique.example"),
        subject="Black Friday : -20 % sur les jeux de stratégie !",
        date="2026-11-20 09:12:03 +0100", received="2026-11-20 08:12:40",
        message_id="20261120081203.4F2A19C0E1@mailer.boutique-ludique.example",
        client="X-Mailer: Sendinblue", header_encoding="q", relay="mailer.boutique-ludique.example",
        extra_headers=[("List-Unsubscribe", "<https://boutique-ludique.example/desinscription>")],
        body=Multipart("alternative", [
            Text("Black Friday à la Boutique Ludique\n\n"
                 "-20 % sur tous les jeux de stratégie jusqu'à dimanche.\n"
                 "Code : DIADOQUES20\n\n"
                 "Se désinscrire : https://boutique-ludique.example/desinscription\n",
                 cte="quoted-printable"),
            Html("<html><body><h1>Black Friday &agrave; la Boutique Ludique</h1>"
                 "<p>-20&nbsp;% sur tous les jeux de strat&eacute;gie jusqu'&agrave; dimanche."
                 "</p><p>Code&nbsp;: <b>DIADOQUES20</b></p></body></html>\n"),
        ]),
        expect=Expect("unknown-sender"),
    ),
    Mail(
        nn=2, name="bastien-sends-davids-orders",
        what="Bastien relays David's orders under a `Joueur Ptolémée` header: another side's "
             "orders from Bastien's address (wrong-side); the variant A EGY IDU is filed nowhere",
        sender=("Bastien Roux", "bastien@example.org"),
        subject="Orders for Ptolemy (David asked me to send them)",
        date="2026-11-21 10:29:51 +0100", received="2026-11-21 09:30:12",
        message_id="CAKq9vXb1ZtR0m3d8pL@mail.example.org",
        client="User-Agent: Mozilla Thunderbird", relay="smtp.example.org",
        body=Text("Hi GM,\n\n"
                  "David's internet is down, he asked me to forward his orders:\n\n"
                  "Joueur Ptolémée\n"
                  "Saison printemps -319\n\n"
                  "Achat A A F\n"
                  "A* EGY Alexandrie\n"
                  "A EGY IDU\n"
                  "F EGY MIN\n\n"
                  "Bastien\n"),
        expect=Expect("wrong-side", must_not=["A EGY IDU"]),
    ),
    Mail(
        nn=3, name="chloe-alternative",
        what="Gmail's multipart/alternative (text and HTML), encoded-word display name Chloé "
             "and subject; her orders stand (its duplicate is mail 12)",
        sender=("Chloé", "chloe@example.org"),
        subject="Ordres de Cassandre – printemps -319",
        date="2026-11-22 19:44:58 +0100", received="2026-11-22 18:45:10",
        message_id="CAM7n4qXwY2b8kD0r3Fh6=Zp@mail.gmail.com",
        relay="mail-wr1-f54.google.com",
        body=CHLOE_ALTERNATIVE,
        expect=Expect("accepted", standing=True,
                      must=["Achat A A F", "A* MAC Pella", "F MAC EUB"]),
    ),
    Mail(
        nn=4, name="elodie-outlook-html",
        what="Outlook's HTML-only mail (<o:p>, &nbsp;, MsoNormal paragraphs, <br>), "
             "iso-8859-1 quoted-printable, encoded-word name Élodie; the later of her two "
             "orders mails, first in the source: it stands",
        sender=("Élodie Marchand", "elodie@example.org"),
        subject="Ordres Séleucos",
        date="2026-11-28 22:09:47 +0100", received="2026-11-28 21:10:05",
        message_id="AM0PR07MB6243A1B2C3D4E5F6A7B8C9D0E1F2A@AM0PR07MB6243.eurprd07.prod.outlook.com",
        client="Thread-Index: AdtBq3z9Xk2f5YQ1RrOqk7vB8w5m0A==",
        header_charset="iso-8859-1", header_encoding="q",
        relay="EUR05-AM6-obe.outbound.protection.outlook.com",
        body=Html('<html xmlns:o="urn:schemas-microsoft-com:office:office">\n'
                  '<head><meta http-equiv="Content-Type" content="text/html; '
                  'charset=iso-8859-1">\n<style><!-- p.MsoNormal {margin:0cm;} --></style>'
                  "</head>\n"
                  '<body lang="FR"><div class="WordSection1">\n'
                  '<p class="MsoNormal">seleucos, printemps 319<o:p></o:p></p>\n'
                  '<p class="MsoNormal"><o:p>&nbsp;</o:p></p>\n'
                  '<p class="MsoNormal">achat a a a<o:p></o:p></p>\n'
                  '<p class="MsoNormal">a* chd babylone<br>\n'
                  "a chd mes<br>\n"
                  "a chd susiane<o:p></o:p></p>\n"
                  '<p class="MsoNormal"><o:p>&nbsp;</o:p></p>\n'
                  '<div><p class="MsoNormal">Élodie<o:p></o:p></p></div>\n'
                  "</div></body></html>\n",
                  charset="iso-8859-1"),
        expect=Expect("accepted", standing=True,
                      must=["achat a a a", "a* chd babylone", "a chd susiane"]),
    ),
    Mail(
        nn=5, name="elodie-latin1-first",
        what="Outlook's text/plain labelled iso-8859-1 (with a windows-1252 ’ byte in the "
             "prose), quoted-printable: her first orders, taken before mail 04",
        sender=("Élodie Marchand", "elodie@example.org"),
        subject="Mes ordres (Séleucos)",
        date="2026-11-23 08:55:12 +0100", received="2026-11-23 07:55:30",
        message_id="AM0PR07MB62431F2E3D4C5B6A79880706F5E4D@AM0PR07MB6243.eurprd07.prod.outlook.com",
        client="X-Mailer: Microsoft Outlook 16.0", header_charset="iso-8859-1",
        header_encoding="q", relay="EUR05-AM6-obe.outbound.protection.outlook.com",
        body=Text("Bonjour,\n\n"
                  "Voici mes ordres, j’espère qu’ils sont lisibles.\n\n"
                  "Achat A A A\n"
                  "A* CHD Babylone\n"
                  "A CHD MES\n"
                  "A CHD ASS\n\n"
                  "Élodie\n",
                  charset="iso-8859-1", codec="cp1252", cte="quoted-printable"),
        expect=Expect("accepted", one_by_one="superseded", must=["A* CHD Babylone", "A CHD ASS"],
                      must_not=["A CHD ASS"]),
    ),
    Mail(
        nn=6, name="david-reply-quoting",
        what="Thunderbird reply to the GM's call for orders: \"On ... wrote:\", quoted \"> \" "
             "lines, a \"-- \" signature; his orders stand",
        sender=("David Lefèvre", "david@example.org"),
        subject="Re: [Diadoques game] Ordres du printemps -319",
        date="2026-11-24 13:01:40 +0100", received="2026-11-24 12:02:03",
        message_id="8f1c2b7e-5d4a-4c3b-9e2f-1a0b9c8d7e6f@example.org",
        client="User-Agent: Mozilla Thunderbird",
        extra_headers=[("In-Reply-To", "<call.001-spring-319@diadoques.example.net>"),
                       ("References", "<call.001-spring-319@diadoques.example.net>")],
        body=Text("Salut,\n\n"
                  "On 20/11/2026 18:00, Arbitre wrote:\n"
                  "> Bonjour à tous,\n"
                  ">\n"
                  "> Les ordres du printemps -319 sont attendus pour le 1er décembre, 20 h.\n"
                  "> Rappel : un ordre par ligne.\n\n"
                  "Mes ordres :\n"
                  "Achat A A F\n"
                  "A* EGY Alexandrie\n"
                  "A EGY lybie\n"
                  "F EGY MIN\n\n"
                  "Amitiés,\n"
                  "David\n\n"
                  "-- \n"
                  "David Lefèvre\n"
                  "06 12 34 56 78\n",
                  flowed=False),
        expect=Expect("accepted", standing=True,
                      must=["Achat A A F", "A* EGY Alexandrie", "F EGY MIN"]),
    ),
    Mail(
        nn=7, name="stranger-wants-to-join",
        what="a stranger asks to join the game: unknown-sender, never answered",
        sender=("Jean Martin", "jean.martin@exemple.fr"),
        subject="Inscription à la partie ?",
        date="2026-11-24 13:59:20 +0100", received="2026-11-24 13:00:01",
        message_id="5f2e9a10-77c1-4e5b-a3d2-8c9b0f1e2d3c@exemple.fr",
        client="User-Agent: Roundcube Webmail/1.6.9", relay="smtp.exemple.fr",
        body=Text("Bonjour,\n\n"
                  "J'ai vu votre annonce sur le forum. Reste-t-il une place dans la partie ?\n"
                  "Je prendrais volontiers Antigone.\n\n"
                  "Cordialement,\n"
                  "Jean Martin\n"),
        expect=Expect("unknown-sender"),
    ),
    Mail(
        nn=8, name="fabrice-forward",
        what="Fabrice forwards inline the orders mail he had sent to the GM's old address "
             "(Thunderbird \"Message transféré\" block); his orders stand",
        sender=("Fabrice", "fabrice@example.org"),
        subject="Fwd: Ordres Lysimaque",
        date="2026-11-25 11:19:44 +0100", received="2026-11-25 10:20:02",
        message_id="0c4d1e2f-3a4b-5c6d-7e8f-9a0b1c2d3e4f@example.org",
        client="User-Agent: Mozilla Thunderbird",
        body=Text("Je les avais envoyés à ton ancienne adresse, les voici.\n\n"
                  "-------- Message transféré --------\n"
                  "Sujet : \tOrdres Lysimaque\n"
                  "Date : \tMon, 23 Nov 2026 21:14:05 +0100\n"
                  "De : \tFabrice <fabrice@example.org>\n"
                  "Pour : \tarbitre@ancienne-adresse.example\n\n"
                  "Joueur Lysimaque\n"
                  "Saison printemps -319\n\n"
                  "Achats A A F\n"
                  "A* CHE Lysimachia\n"
                  "A CHE THR\n"
                  "F CHE PRO\n"),
        expect=Expect("accepted", standing=True,
                      must=["Achats A A F", "A* CHE Lysimachia", "F CHE PRO"]),
    ),
    Mail(
        nn=9, name="bastien-outlook-cp1252",
        what="Outlook's windows-1252 quoted-printable text with ’ and €; the latest of "
             "Bastien's mails, read before his earlier ones: it stands",
        sender=("Bastien Roux", "bastien@example.org"),
        subject="Antigonus’ orders, spring 319 BC",
        date="2026-11-25 23:39:58 +0100", received="2026-11-25 22:40:11",
        message_id="DB9PR02MB7210C9E8D7F6A5B4C3D2E1F0A9B8C@DB9PR02MB7210.eurprd02.prod.outlook.com",
        client="X-Mailer: Microsoft Outlook 16.0", header_charset="windows-1252",
        header_encoding="q", relay="EUR02-DB5-obe.outbound.protection.outlook.com",
        body=Text("Hi GM,\n\n"
                  "Antigonus’ orders for spring 319 BC (sorry, my French is rusty):\n\n"
                  "Buy A A A\n"
                  "A* PHR Gordion\n"
                  "A PHR hold\n"
                  "A PHR Sardes\n\n"
                  "PS: the 5 € bet with David still stands.\n\n"
                  "Cheers,\n"
                  "Bastien\n",
                  charset="windows-1252", cte="quoted-printable"),
        expect=Expect("accepted", standing=True,
                      must=["Buy A A A", "A* PHR Gordion", "A PHR Sardes"]),
    ),
    Mail(
        nn=10, name="elodie-only-a-pdf",
        what="Apple Mail: only a PDF of her orders, no text at all: no-orders, and she is told "
             "(the orders are in the PDF, which the inbox does not read)",
        sender=("Élodie Marchand", "elodie@example.org"),
        subject="Ordres",
        date="2026-11-26 08:59:31 +0100", received="2026-11-26 08:00:04",
        message_id="3B9E0F1A-2C4D-4E6F-8A0B-1C2D3E4F5A6B@example.org",
        client="X-Mailer: Apple Mail (2.3774.600.62)",
        body=Multipart("mixed", [
            Attachment("ordres-seleucos.pdf", "application/pdf",
                       "pdf:Achat A A A / A* CHD Babylone / A CHD MES / A CHD ARM"),
        ], boundary="Apple-Mail=_7C1E2A3B-4D5E-4F60-8172-93A4B5C6D7E8"),
        expect=Expect("no-orders", must_not=["A CHD ARM"], no_text=True),
    ),
    Mail(
        nn=11, name="aurelie-uppercase-address",
        what="Aurélie's phone writes her address in capitals: AURELIE@EXAMPLE.ORG is hers; "
             "plain UTF-8; her first orders (A CAP CIL), replaced by mail 14; without the "
             "password line: bad-password when she has one",
        sender=("Aurélie", "AURELIE@EXAMPLE.ORG"),
        subject="ordres",
        date="2026-11-26 20:29:02 +0100", received="2026-11-26 19:30:00",
        message_id="F2A3B4C5-D6E7-4F80-9A1B-2C3D4E5F6A7B@EXAMPLE.ORG",
        client="X-Mailer: iPhone Mail (21G93)",
        body=Text("Achat A A A\n"
                  "A* CAP Tyane\n"
                  "A CAP PTE\n"
                  "A CAP CIL\n\n"
                  "Envoyé de mon iPhone\n"),
        expect=Expect("accepted", password="bad-password", must=["A* CAP Tyane", "A CAP CIL"],
                      must_not=["A CAP CIL"]),
    ),
    Mail(
        nn=12, name="chloe-duplicate",
        what="mail 03 delivered a second time (same Message-ID, two minutes later through "
             "another relay): already-read",
        sender=("Chloé", "chloe@example.org"),
        subject="Ordres de Cassandre – printemps -319",
        date="2026-11-22 19:44:58 +0100", received="2026-11-22 18:47:55",
        message_id="CAM7n4qXwY2b8kD0r3Fh6=Zp@mail.gmail.com",
        relay="mail-wr1-f41.google.com",
        body=CHLOE_ALTERNATIVE,
        expect=Expect("already-read"),
    ),
    Mail(
        nn=13, name="david-summer-318",
        what="David sends orders for another season (`Saison été -318`): other-season, set "
             "aside; his spring orders (mail 06) stay",
        sender=("David Lefèvre", "david@example.org"),
        subject="Ordres été -318 (en avance)",
        date="2026-11-27 10:14:33 +0100", received="2026-11-27 09:15:00",
        message_id="b7a6c5d4-e3f2-4a1b-8c9d-0e1f2a3b4c5d@example.org",
        client="User-Agent: Mozilla Thunderbird",
        body=Text("Joueur Ptolémée\n"
                  "Saison été -318\n\n"
                  "A EGY NAB\n"
                  "F EGY GAR\n\n"
                  "David\n"),
        expect=Expect("other-season", must_not=["F EGY GAR"]),
    ),
    Mail(
        nn=14, name="aurelie-base64-password",
        what="Android's base64 UTF-8 text with the line `Mot de passe : cheval`, from "
             "`\"Aurélie D.\" <aurelie@example.org>` (a quoted name with a dot, in raw UTF-8): "
             "Aurélie's orders stand; in the password run the password line is not filed",
        sender=("Aurélie D.", "aurelie@example.org"),
        raw_from='"Aurélie D." <aurelie@example.org>',
        subject="Ordres Eumène, printemps -319",
        date="2026-11-29 20:59:41 +0100", received="2026-11-29 20:00:02",
        message_id="CAF4k2m8Qz1xY7wE5vR9tU3sP6oN0lM@mail.example.org",
        client="User-Agent: K-9 Mail for Android",
        body=Text("Ordres Eumene printemps -319\n"
                  "Mot de passe : cheval\n\n"
                  "Achat A A A\n"
                  "A* CAP Tyane\n"
                  "A CAP PTE\n"
                  "A CAP Comagene\n\n"
                  "Aurélie (Eumène)\n",
                  cte="base64"),
        expect=Expect("accepted", standing=True,
                      must=["Achat A A A", "A* CAP Tyane", "A CAP Comagene"],
                      password_must_not=["Mot de passe : cheval"]),
    ),
    Mail(
        nn=15, name="fabrice-late",
        what="Fabrice changes his mind two minutes too late: his Date (20:58 +0100, i.e. 19:58 "
             "UTC) is before the deadline, but the GM's server took it at 20:07 UTC: late",
        sender=("Fabrice", "fabrice@example.org"),
        subject="Correction ordres Lysimaque",
        date="2026-12-01 20:58:40 +0100", received="2026-12-01 20:07:31",
        message_id="71e2d3c4-b5a6-4978-8f7e-6d5c4b3a2918@example.org",
        client="User-Agent: Mozilla Thunderbird",
        body=Text("Joueur Lysimaque\n"
                  "Saison printemps -319\n\n"
                  "Achats A A F\n"
                  "A* CHE Lysimachia\n"
                  "A CHE HEL\n"
                  "F CHE PRO\n"),
        expect=Expect("late", must_not=["A CHE HEL"]),
    ),
    Mail(
        nn=16, name="aurelie-work-address",
        what="Aurélie writes from her work address, which game.yaml does not list: "
             "unknown-sender (her orders from there, A CAP PON, are filed nowhere)",
        sender=("Aurélie B.", "aurelie.b@work.example"),
        subject="Eumène",
        date="2026-11-27 13:29:50 +0100", received="2026-11-27 12:30:04",
        message_id="PA4PR10MB5683E2F1A0B9C8D7E6F5A4B3C2D1E@PA4PR10MB5683.EURPRD10.PROD.OUTLOOK.COM",
        client="X-Mailer: Microsoft Outlook 16.0", header_charset="iso-8859-1",
        header_encoding="q", relay="mail.work.example",
        body=Text("Je vous écris du bureau :\n\n"
                  "Achat A A A\n"
                  "A* CAP Tyane\n"
                  "A CAP PON\n\n"
                  "Aurélie\n",
                  charset="iso-8859-1", cte="quoted-printable"),
        expect=Expect("unknown-sender", must_not=["A CAP PON"]),
    ),
    Mail(
        nn=17, name="fabrice-photo-no-message-id",
        what="sent by a mail script through msmtp, which adds no Message-ID (its key is the "
             "SHA-256 of its bytes): "
             "text and a photo of his map (multipart/mixed, image/png); his first orders (F CHE "
             "EGE), replaced by mail 08, which is before it in the source",
        sender=("Fabrice", "fabrice@example.org"),
        subject="Lysimaque + photo de ma carte",
        date="2026-11-22 08:39:12 +0100", received="2026-11-22 07:40:00",
        message_id="",
        client="User-Agent: s-nail v14.9.24",
        body=Multipart("mixed", [
            Text("Premiers ordres, la photo montre ce que je vise.\n\n"
                 "Achats A A F\n"
                 "A* CHE Lysimachia\n"
                 "A CHE THR\n"
                 "F CHE EGE\n\n"
                 "Fabrice\n",
                 cte="quoted-printable", disposition="inline"),
            Attachment("carte.png", "image/png", "png"),
        ], boundary="MP_/k1.Nq2Zc=7FGb8e/Wd3YjHs"),
        expect=Expect("accepted", one_by_one="superseded",
                      must=["A* CHE Lysimachia", "F CHE EGE"], must_not=["F CHE EGE"]),
    ),
    Mail(
        nn=18, name="chloe-flowed-first",
        what="Thunderbird's format=flowed UTF-8 (a soft-broken prose line): Chloé's first "
             "orders (A MAC EPI), replaced by mail 03",
        sender=("Chloé", "chloe@example.org"),
        subject="Premiers ordres",
        date="2026-11-21 20:59:45 +0100", received="2026-11-21 20:00:00",
        message_id="e4d3c2b1-a0f9-4e8d-b7c6-a5b4c3d2e1f0@example.org",
        client="User-Agent: Mozilla Thunderbird",
        body=Text("Bonjour,\n\n"
                  "Un premier jet, je confirmerai peut-être d'ici la fin de la semaine si \n"
                  "les négociations avancent.\n\n"
                  "Achat A A F\n"
                  "A* MAC Pella\n"
                  "A MAC EPI\n"
                  "F MAC EUB\n\n"
                  "Chloé\n",
                  flowed=True),
        expect=Expect("accepted", one_by_one="superseded", must=["A* MAC Pella", "A MAC EPI"],
                      must_not=["A MAC EPI"]),
    ),
    Mail(
        nn=19, name="david-iphone-first",
        what="iPhone mail, UTF-8 quoted-printable: David's first orders (A EGY NAB)",
        sender=("David Lefèvre", "david@example.org"),
        subject="Ordres",
        date="2026-11-23 07:49:40 +0100", received="2026-11-23 06:50:02",
        message_id="9A8B7C6D-5E4F-4A3B-2C1D-0E9F8A7B6C5D@example.org",
        client="X-Mailer: iPhone Mail (21G93)",
        body=Text("Achat A A F\n"
                  "A* EGY Alexandrie\n"
                  "A EGY NAB\n"
                  "F EGY MIN\n\n"
                  "Envoyé de mon iPhone\n",
                  cte="quoted-printable"),
        expect=Expect("accepted", one_by_one="superseded", must=["A EGY NAB", "F EGY MIN"],
                      must_not=["A EGY NAB"]),
    ),
    Mail(
        nn=20, name="bastien-first",
        what="Bastien's first orders, plain US-ASCII (A PHR CIL): the earliest mail of the "
             "game, late in the source",
        sender=("Bastien Roux", "bastien@example.org"),
        subject="Antigonus orders",
        date="2026-11-20 17:59:30 +0100", received="2026-11-20 17:00:00",
        message_id="CAKq9vXa7YtQ2n4e6pK@mail.example.org",
        client="User-Agent: Mozilla Thunderbird",
        body=Text("Hi GM,\n\n"
                  "First draft of my orders:\n\n"
                  "Buy A A A\n"
                  "A* PHR Gordion\n"
                  "A PHR hold\n"
                  "A PHR CIL\n\n"
                  "Bastien\n",
                  charset="us-ascii", cte="7bit"),
        expect=Expect("accepted", one_by_one="superseded", must=["A* PHR Gordion", "A PHR CIL"],
                      must_not=["A PHR CIL"]),
    ),
    Mail(
        nn=21, name="mailer-daemon-bounce",
        what="a bounce of the GM's own mail (multipart/report from MAILER-DAEMON): "
             "unknown-sender, never answered",
        sender=("Mail Delivery System", "MAILER-DAEMON@mx.example.net"),
        subject="Undelivered Mail Returned to Sender",
        date="2026-11-21 04:00:12 +0100", received="2026-11-21 03:00:13",
        message_id="20261121030012.7C3B21A0F4@mx.example.net",
        relay="mx.example.net",
        body=Multipart("report", [
            Text("This is the mail system at host mx.example.net.\n\n"
                 "I'm sorry to have to inform you that your message could not\n"
                 "be delivered to one or more recipients.\n\n"
                 "<fabrice@ancienne-adresse.example>: host mx.ancienne-adresse.example said:\n"
                 "    550 5.1.1 User unknown\n",
                 charset="us-ascii", cte="7bit"),
            Part("Content-Description: Delivery report\n"
                 "Content-Type: message/delivery-status\n\n"
                 "Reporting-MTA: dns; mx.example.net\n\n"
                 "Final-Recipient: rfc822; fabrice@ancienne-adresse.example\n"
                 "Action: failed\n"
                 "Status: 5.1.1\n"),
            Part("Content-Description: Undelivered Message Headers\n"
                 "Content-Type: text/rfc822-headers\n\n"
                 "Subject: [Diadoques game] Ordres du printemps -319\n"
                 "Message-ID: <call.001-spring-319@diadoques.example.net>\n"),
        ], params='; report-type=delivery-status'),
        expect=Expect("unknown-sender"),
    ),
    Mail(
        nn=22, name="spam-koi8",
        what="spam in KOI8-R, base64 (a charset no player uses): unknown-sender",
        sender=("Алексей", "sale@promo-mail.example"),
        subject="Выгодное предложение",
        date="2026-11-23 05:14:00 +0300", received="2026-11-23 02:14:09",
        message_id="01d9f3a2b4c5$6e7f8091$a2b3c4d5@promo-mail.example",
        header_charset="koi8-r", relay="promo-mail.example",
        body=Text("Здравствуйте!\n\nТолько сегодня: скидка 90 %.\n",
                  charset="koi8-r", cte="base64"),
        expect=Expect("unknown-sender"),
    ),
    Mail(
        nn=23, name="bastien-question",
        what="Bastien asks a rules question, no orders in it: not filed (no-orders), so that "
             "his orders are never replaced by a mail that would make every unit hold",
        sender=("Bastien Roux", "bastien@example.org"),
        subject="Question: convoys",
        date="2026-11-24 21:59:01 +0100", received="2026-11-24 21:00:00",
        message_id="CAKq9vXc3WuS8o5f1qM@mail.example.org",
        client="User-Agent: Mozilla Thunderbird",
        body=Text("Hi GM,\n\n"
                  "Quick question: can a fleet convoy an army that has just been bought?\n\n"
                  "Thanks,\n"
                  "Bastien\n",
                  charset="us-ascii", cte="7bit"),
        expect=Expect("no-orders"),
    ),
    Mail(
        nn=24, name="elodie-text-and-pdf",
        what="multipart/mixed: text with her orders (A CHD ARA) and the rules' PDF she "
             "annotated; replaced by mail 04",
        sender=("Élodie Marchand", "elodie@example.org"),
        subject="Ordres + question sur la règle",
        date="2026-11-25 09:29:40 +0100", received="2026-11-25 08:30:02",
        message_id="C4D5E6F7-A8B9-4C0D-9E1F-2A3B4C5D6E7F@example.org",
        client="X-Mailer: Apple Mail (2.3774.600.62)",
        body=Multipart("mixed", [
            Text("Bonjour,\n\n"
                 "Achat A A A\n"
                 "A* CHD Babylone\n"
                 "A CHD MES\n"
                 "A CHD ARA\n\n"
                 "Et une question sur la page jointe.\n\n"
                 "Élodie\n",
                 cte="quoted-printable", disposition="inline"),
            Attachment("regle-p12.pdf", "application/pdf", "pdf:Regle page 12"),
        ], boundary="Apple-Mail=_2B3C4D5E-6F70-4812-93A4-B5C6D7E8F901"),
        expect=Expect("accepted", one_by_one="superseded", must=["A* CHD Babylone", "A CHD ARA"],
                      must_not=["A CHD ARA"]),
    ),
    Mail(
        nn=25, name="david-smime-signed",
        what="David's work Outlook signs with S/MIME (multipart/signed: text/plain and "
             "application/pkcs7-signature): orders F EGY MOR, replaced by mail 06",
        sender=("Lefèvre, David", "david@example.org"),
        subject="Ordres Ptolémée",
        date="2026-11-23 18:09:55 +0100", received="2026-11-23 17:10:01",
        message_id="VI1PR04MB5136F0E1D2C3B4A5968778695A4B3@VI1PR04MB5136.eurprd04.prod.outlook.com",
        client="X-Mailer: Microsoft Outlook 16.0", header_charset="iso-8859-1",
        header_encoding="q", relay="EUR04-VI1-obe.outbound.protection.outlook.com",
        body=Multipart("signed", [
            Text("Achat A A F\n"
                 "A* EGY Alexandrie\n"
                 "A EGY LIB\n"
                 "F EGY MOR\n\n"
                 "David Lefèvre\n",
                 charset="iso-8859-1", cte="quoted-printable"),
            Part("Content-Type: application/pkcs7-signature; name=\"smime.p7s\"\n"
                 "Content-Transfer-Encoding: base64\n"
                 "Content-Disposition: attachment; filename=\"smime.p7s\"\n\n"
                 "MIAGCSqGSIb3DQEHAqCAMIACAQExDzANBglghkgBZQMEAgEFADCABgkqhkiG9w0BBwEAAKCCA1Aw\n"
                 "ggNMMIICNKADAgECAhQx0Zk3cm9uZ2RpYWRvcXVlc2NvcnB1c3Rlc3QwDQYJKoZIhvcNAQEL\n"),
        ], params='; protocol="application/pkcs7-signature"; micalg=sha-256',
            boundary="----=_NextPart_000_0019_01DB5D2E.6A7B8C90"),
        expect=Expect("accepted", one_by_one="superseded", must=["A* EGY Alexandrie", "F EGY MOR"],
                      must_not=["F EGY MOR"]),
    ),
    Mail(
        nn=26, name="forum-notification",
        what="a forum's notification: unknown-sender",
        sender=("Forum Diplomatie", "notifications@forum-diplo.example"),
        subject="Nouvelle réponse dans « Les Diadoques par mail »",
        date="2026-11-26 11:59:59 +0100", received="2026-11-26 11:00:03",
        message_id="notif.98765.1764154799@forum-diplo.example",
        header_encoding="q", relay="forum-diplo.example",
        body=Text("Bonjour,\n\n"
                  "Une nouvelle réponse a été publiée dans le sujet « Les Diadoques par mail ».\n\n"
                  "https://forum-diplo.example/t/12345\n",
                  cte="quoted-printable"),
        expect=Expect("unknown-sender"),
    ),
    Mail(
        nn=27, name="lookalike-address",
        what="Aurélie's name but another domain (example.com, not example.org): "
             "unknown-sender; its orders (A CAP ARM) are filed nowhere",
        sender=("Aurélie", "aurelie@example.com"),
        subject="Ordres Eumène",
        date="2026-11-28 09:59:58 +0100", received="2026-11-28 09:00:00",
        message_id="b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e@example.com",
        relay="smtp.example.com",
        body=Text("Achat A A A\n"
                  "A* CAP Tyane\n"
                  "A CAP ARM\n"),
        expect=Expect("unknown-sender", must_not=["A CAP ARM"]),
    ),
    Mail(
        nn=28, name="chloe-late",
        what="Chloé, the morning after the deadline: late (A MAC PEO is filed nowhere)",
        sender=("Chloé", "chloe@example.org"),
        subject="Oups, correction",
        date="2026-12-02 08:59:50 +0100", received="2026-12-02 08:00:01",
        message_id="CAM7n4qYz3c9lE1s4Gi7=Aq@mail.gmail.com",
        relay="mail-wr1-f54.google.com",
        body=Text("Achat A A F\n"
                  "A* MAC Pella\n"
                  "A MAC PEO\n"
                  "F MAC EUB\n",
                  cte="quoted-printable"),
        expect=Expect("late", must_not=["A MAC PEO"]),
    ),
    Mail(
        nn=29, name="fabrice-outlook-alternative",
        what="Outlook's multipart/alternative, windows-1252 text and HTML, display name "
             "\"Moreau, Fabrice\": orders A* CHE Sestos, replaced by mail 08",
        sender=("Moreau, Fabrice", "fabrice@example.org"),
        subject="Ordres Lysimaque – 2e version",
        date="2026-11-23 12:59:33 +0100", received="2026-11-23 12:00:04",
        message_id="AS8PR03MB6920D1C2B3A4958677685A4B3C2D1@AS8PR03MB6920.eurprd03.prod.outlook.com",
        client="X-Mailer: Microsoft Outlook 16.0", header_charset="windows-1252",
        header_encoding="q", relay="EUR03-AS8-obe.outbound.protection.outlook.com",
        body=Multipart("alternative", [
            Text("Achats A A F\n"
                 "A* CHE Sestos\n"
                 "A CHE THR\n"
                 "F CHE PRO\n\n"
                 "Fabrice – Lysimaque\n",
                 charset="windows-1252", cte="quoted-printable"),
            Html('<html><head><meta http-equiv="Content-Type" content="text/html; '
                 'charset=windows-1252"></head><body lang="FR">'
                 '<div class="WordSection1"><p class="MsoNormal">Achats A A F<o:p></o:p></p>'
                 '<p class="MsoNormal">A* CHE Sestos<o:p></o:p></p>'
                 '<p class="MsoNormal">A CHE THR<o:p></o:p></p>'
                 '<p class="MsoNormal">F CHE PRO<o:p></o:p></p>'
                 '<p class="MsoNormal"><o:p>&nbsp;</o:p></p>'
                 '<p class="MsoNormal">Fabrice – Lysimaque<o:p></o:p></p></div></body></html>\n',
                 charset="windows-1252"),
        ], boundary="_000_AS8PR03MB6920D1C2B3A4958677685A4B3C2D1AS8PR03MB6920eurp_"),
        expect=Expect("accepted", one_by_one="superseded", must=["A* CHE Sestos", "F CHE PRO"],
                      must_not=["A* CHE Sestos"]),
    ),
    Mail(
        nn=30, name="chloe-photo",
        what="Chloé's phone: text and a photo of her handwritten orders (multipart/mixed, "
             "image/png): orders A MAC THE, replaced by mail 03",
        sender=("Chloé", "chloe@example.org"),
        subject="Photo de mes ordres",
        date="2026-11-22 09:59:10 +0100", received="2026-11-22 09:00:02",
        message_id="CAM7n4qW1a5b6c7d8e9f0=Xy@mail.gmail.com",
        relay="mail-wr1-f54.google.com",
        body=Multipart("mixed", [
            Multipart("alternative", [
                Text("Au cas où la photo ne passe pas :\n\n"
                     "Achat A A F\n"
                     "A* MAC Pella\n"
                     "A MAC THE\n"
                     "F MAC EUB\n",
                     cte="quoted-printable"),
                Html('<div dir="ltr">Au cas où la photo ne passe pas :<br><br>'
                     "Achat A A F<br>A* MAC Pella<br>A MAC THE<br>F MAC EUB<br></div>\n"),
            ], boundary="000000000000a7b8c905e6a9b7d3"),
            Attachment("IMG_20261122_095512.png", "image/png", "png"),
        ], boundary="000000000000a7b8c705e6a9b7d1"),
        expect=Expect("accepted", one_by_one="superseded", must=["A* MAC Pella", "A MAC THE"],
                      must_not=["A MAC THE"]),
    ),
    Mail(
        nn=31, name="gm-own-copy",
        what="the GM's own call for orders, copied back to his inbox: the GM is no player, "
             "unknown-sender",
        sender=("Arbitre", "arbitre@example.net"),
        subject="[Diadoques game] Ordres du printemps -319",
        date="2026-11-20 18:00:00 +0100", received="2026-11-20 17:00:02",
        message_id="call.001-spring-319@diadoques.example.net",
        relay="localhost",
        to="Joueurs <joueurs@example.net>",
        body=Text("Bonjour à tous,\n\n"
                  "Les ordres du printemps -319 sont attendus pour le 1er décembre, 20 h.\n"
                  "Rappel : un ordre par ligne.\n\n"
                  "L'arbitre\n"),
        expect=Expect("unknown-sender"),
    ),
    Mail(
        nn=32, name="elodie-forward-as-attachment",
        what="Outlook's \"forward as attachment\": a line of text and her mail 05 as a "
             "message/rfc822 part; replaced by mail 04",
        sender=("Élodie Marchand", "elodie@example.org"),
        subject="TR: Mes ordres (Séleucos)",
        date="2026-11-27 10:59:12 +0100", received="2026-11-27 10:00:03",
        message_id="AM0PR07MB6243D4C3B2A1F0E9D8C7B6A5F4E3D@AM0PR07MB6243.eurprd07.prod.outlook.com",
        client="X-Mailer: Microsoft Outlook 16.0", header_charset="iso-8859-1",
        header_encoding="q", relay="EUR05-AM6-obe.outbound.protection.outlook.com",
        body=Multipart("mixed", [
            Text("Je vous renvoie mes ordres de lundi, je ne sais pas s'ils sont arrivés.\n\n"
                 "Élodie\n",
                 charset="iso-8859-1", cte="quoted-printable"),
            Part("Content-Type: message/rfc822\n"
                 "Content-Disposition: attachment\n\n"
                 "From: =?iso-8859-1?Q?=C9lodie_Marchand?= <elodie@example.org>\n"
                 "To: Arbitre <arbitre@example.net>\n"
                 "Subject: =?iso-8859-1?Q?Mes_ordres_=28S=E9leucos=29?=\n"
                 "Date: Mon, 23 Nov 2026 08:55:12 +0100\n"
                 "Message-ID: <AM0PR07MB62431F2E3D4C5B6A79880706F5E4D@AM0PR07MB6243.eurprd07.prod"
                 ".outlook.com>\n"
                 "MIME-Version: 1.0\n"
                 "Content-Type: text/plain; charset=us-ascii\n"
                 "Content-Transfer-Encoding: 7bit\n\n"
                 "Achat A A A\n"
                 "A* CHD Babylone\n"
                 "A CHD MES\n"
                 "A CHD ASS\n"),
        ], boundary="_004_AM0PR07MB6243D4C3B2A1F0E9D8C7B6A5F4E3DAM0PR07MB6243eurp_"),
        # Its orders are in the attached mail (the same Message-ID as mail 05, inside it only):
        # whether the inbox reads them or not, mail 04 replaces them.
        expect=Expect("accepted", one_by_one="superseded"),
    ),
    Mail(
        nn=33, name="forged-angle-then-domain",
        what="a forged sender: her address in angle brackets followed by another domain: GMime "
             "reads aurelie@example.org and drops the rest: unknown-sender, refused and logged "
             "with the reason, never answered; its variant A CAP PHR is filed nowhere",
        sender=("", "aurelie@example.org"),
        raw_from='<aurelie@example.org>@evil.example',
        subject="Ordres Eumene",
        date="2026-11-30 10:00:00 +0100", received="2026-11-30 09:00:05",
        message_id="forged-33@evil.example",
        relay="smtp.evil.example",
        body=Text("Achat A A A\n"
                  "A* CAP Tyane\n"
                  "A CAP PTE\n"
                  "A CAP PHR\n"),
        expect=Expect("unknown-sender", must_not=["A CAP PHR"], reason="sender refused"),
    ),
    Mail(
        nn=34, name="forged-two-at-signs",
        what="a forged sender: two '@': the address a mail system checks is not hers: "
             "unknown-sender, refused and logged with the reason, never answered; its variant A "
             "CAP ARM is filed nowhere",
        sender=("", "aurelie@example.org"),
        raw_from='aurelie@example.org@evil.example',
        subject="Ordres Eumene",
        date="2026-11-30 11:00:00 +0100", received="2026-11-30 10:00:05",
        message_id="forged-34@evil.example",
        relay="smtp.evil.example",
        body=Text("Achat A A A\n"
                  "A* CAP Tyane\n"
                  "A CAP PTE\n"
                  "A CAP ARM\n"),
        expect=Expect("unknown-sender", must_not=["A CAP ARM"], reason="sender refused"),
    ),
    Mail(
        nn=35, name="forged-comment-then-domain",
        what="a forged sender: her address, a comment, then another domain: unknown-sender, "
             "refused and logged with the reason, never answered; its variant A CAP Phrygie is "
             "filed nowhere",
        sender=("", "aurelie@example.org"),
        raw_from='aurelie@example.org(x)@evil.example',
        subject="Ordres Eumene",
        date="2026-11-30 12:00:00 +0100", received="2026-11-30 11:00:05",
        message_id="forged-35@evil.example",
        relay="smtp.evil.example",
        body=Text("Achat A A A\n"
                  "A* CAP Tyane\n"
                  "A CAP PTE\n"
                  "A CAP Phrygie\n"),
        expect=Expect("unknown-sender", must_not=["A CAP Phrygie"], reason="sender refused"),
    ),
    Mail(
        nn=36, name="forged-nul-byte",
        what="a forged sender: a NUL byte after her address (GMime's strings end at it; the "
             "field goes on): unknown-sender, refused and logged with the reason, never "
             "answered; its variant A CAP Armenie is filed nowhere",
        sender=("", "aurelie@example.org"),
        raw_from='aurelie@example.org\x00@evil.example',
        subject="Ordres Eumene",
        date="2026-11-30 13:00:00 +0100", received="2026-11-30 12:00:05",
        message_id="forged-36@evil.example",
        relay="smtp.evil.example",
        body=Text("Achat A A A\n"
                  "A* CAP Tyane\n"
                  "A CAP PTE\n"
                  "A CAP Armenie\n"),
        expect=Expect("unknown-sender", must_not=["A CAP Armenie"], reason="sender refused"),
    ),
    Mail(
        nn=37, name="forged-group",
        what="a forged sender: a group holding her address, not a mailbox: unknown-sender, "
             "refused and logged with the reason, never answered; its variant A CAP COM is filed "
             "nowhere",
        sender=("", "aurelie@example.org"),
        raw_from='Eumene: aurelie@example.org;',
        subject="Ordres Eumene",
        date="2026-11-30 14:00:00 +0100", received="2026-11-30 13:00:05",
        message_id="forged-37@evil.example",
        relay="smtp.evil.example",
        body=Text("Achat A A A\n"
                  "A* CAP Tyane\n"
                  "A CAP PTE\n"
                  "A CAP COM\n"),
        expect=Expect("unknown-sender", must_not=["A CAP COM"], reason="sender refused"),
    ),
    Mail(
        nn=38, name="forged-two-from-fields",
        what="a forged sender: two From fields, hers first (GMime merges them into one list): "
             "unknown-sender, refused and logged with the reason, never answered; its variant A "
             "CAP Cilicie is filed nowhere",
        sender=("", "aurelie@example.org"),
        raw_from='aurelie@example.org\nFrom: mallory@evil.example',
        subject="Ordres Eumene",
        date="2026-11-30 15:00:00 +0100", received="2026-11-30 14:00:05",
        message_id="forged-38@evil.example",
        relay="smtp.evil.example",
        body=Text("Achat A A A\n"
                  "A* CAP Tyane\n"
                  "A CAP PTE\n"
                  "A CAP Cilicie\n"),
        expect=Expect("unknown-sender", must_not=["A CAP Cilicie"], reason="sender refused"),
    ),
    Mail(
        nn=39, name="forged-two-addresses",
        what="a forged sender: two addresses in the From field, hers first: unknown-sender, "
             "refused and logged with the reason, never answered; its variant A CAP Pont is "
             "filed nowhere",
        sender=("", "aurelie@example.org"),
        raw_from='aurelie@example.org, mallory@evil.example',
        subject="Ordres Eumene",
        date="2026-11-30 16:00:00 +0100", received="2026-11-30 15:00:05",
        message_id="forged-39@evil.example",
        relay="smtp.evil.example",
        body=Text("Achat A A A\n"
                  "A* CAP Tyane\n"
                  "A CAP PTE\n"
                  "A CAP Pont\n"),
        expect=Expect("unknown-sender", must_not=["A CAP Pont"], reason="sender refused"),
    ),
]
