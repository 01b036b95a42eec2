#!/usr/bin/env python3
"""The test's own IMAP client (python's imaplib, another implementation than the program's):
puts the players' mails into the judge's mailbox and reads back what the program marked.

  imap_tool.py append <mbox>            each message of the mbox APPENDed to INBOX, no flag set
  imap_tool.py count <mailbox> <criteria>   how many messages match (e.g. INBOX UNSEEN, Filed ALL)
  imap_tool.py unseen <mailbox>         removes \\Seen from every message (as if a run had been
                                        killed between filing them and marking them)
  imap_tool.py count-unseen-then-unseen <mailbox>   prints how many are not \\Seen, then unseen
  imap_tool.py post <date> <message-id> <from> <orders file> [<from> <orders file>…]
                                        a player's mail for each pair, its text the orders file,
                                        dated <date> (RFC 5322), Message-ID <side>.<message-id>,
                                        APPENDed to INBOX

Connects to 127.0.0.1:$IMAPS_PORT with TLS, trusting $MAILNET_CA, as $MAILNET_USER with
$MAILNET_PASSWORD (tests/mailnet/servers.sh sets them)."""
import email.message
import email.policy
import imaplib
import mailbox
import os
import pathlib
import ssl
import sys


def connect():
    context = ssl.create_default_context(cafile=os.environ["MAILNET_CA"])
    imap = imaplib.IMAP4_SSL("127.0.0.1", int(os.environ["IMAPS_PORT"]), ssl_context=context)
    imap.login(os.environ["MAILNET_USER"], os.environ["MAILNET_PASSWORD"])
    return imap


def check(result):
    status, data = result
    if status != "OK":
        sys.exit(f"imap_tool: {status} {data}")
    return data


def main():
    command, args = sys.argv[1], sys.argv[2:]
    imap = connect()
    if command == "append":
        for message in mailbox.mbox(args[0]):
            check(imap.append("INBOX", None, None, message.as_bytes()))
    elif command == "count":
        check(imap.select(args[0], readonly=True))
        data = check(imap.uid("SEARCH", *args[1:]))
        print(len(data[0].split()))
    elif command in ("unseen", "count-unseen-then-unseen"):
        check(imap.select(args[0]))
        if command != "unseen":
            print(len(check(imap.uid("SEARCH", "UNSEEN"))[0].split()))
        check(imap.uid("STORE", "1:*", "-FLAGS", "(\\Seen)"))
    elif command == "post":
        date, message_id, pairs = args[0], args[1], args[2:]
        for sender, orders in zip(pairs[::2], pairs[1::2]):
            m = email.message.EmailMessage(policy=email.policy.SMTP)
            m["From"] = sender
            m["To"] = "Arbitre <mj@arbitre.example>"
            m["Subject"] = "ordres"
            m["Date"] = date
            m["Message-ID"] = f"<{pathlib.Path(orders).stem}.{message_id}@example.org>"
            m.set_content(pathlib.Path(orders).read_text(encoding="utf-8"), charset="utf-8",
                          cte="8bit")
            check(imap.append("INBOX", None, None, m.as_bytes()))
    else:
        sys.exit(f"imap_tool: unknown command {command}")
    imap.logout()


main()
