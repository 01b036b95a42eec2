#!/usr/bin/env python3
"""Builds the mail corpus of tests/mail/corpus/mails.py three ways, as a fetcher would leave it:

    python3 build_corpus.py <out-dir>

writes <out>/eml/NN-name.eml (one file per mail), <out>/inbox.mbox (every mail, in the order of
their numbers) and <out>/Maildir/ (new/ and cur/, some mails seen: ":2,S"), and
<out>/expected.tsv (each mail's key and expected verdicts, for a reader). The same bytes every
run: dates, boundaries, Message-IDs and Maildir names come from the descriptions.

    python3 build_corpus.py --self-check <out-dir>

reads the built mails back with Python's email package and checks that each has the sender,
Message-ID and Received time of its description and that its text decodes to its orders (the
corpus is right before it is used to test the inbox).
"""
import base64
import datetime
import email
import email.policy
import email.quoprimime
import email.utils
import hashlib
import html
import mailbox
import os
import quopri
import re
import struct
import sys
import zlib

# The descriptions are imported from this folder; no __pycache__ is left in the sources.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mails import MAILS, SIDES  # noqa: E402
from parts import Attachment, Html, Multipart, Part, Text  # noqa: E402

GM_SERVER = "mx.example.net"
GM_ADDRESS = "arbitre@example.net"
CODECS = {"windows-1252": "cp1252", "iso-8859-1": "latin-1", "us-ascii": "ascii",
          "utf-8": "utf-8", "koi8-r": "koi8_r"}


def codec(charset, explicit=""):
    return explicit or CODECS[charset.lower()]


def utc(text):
    """ "2026-11-21 09:30:12" (UTC) as an aware datetime."""
    return datetime.datetime.strptime(text, "%Y-%m-%d %H:%M:%S").replace(
        tzinfo=datetime.timezone.utc)


def local(text):
    """ "2026-11-21 10:29:55 +0100" as an aware datetime."""
    return datetime.datetime.strptime(text, "%Y-%m-%d %H:%M:%S %z")


def encoded_words(text, charset, encoding):
    """RFC 2047 encoded words for a non-ASCII header text, as mail clients write them: whole
    words of at most 75 characters, folded onto continuation lines."""
    if all(ord(c) < 128 for c in text):
        return text
    words, chunk = [], ""
    for c in text:
        trial = chunk + c
        if len(one_word(trial, charset, encoding)) > 75:
            words.append(one_word(chunk, charset, encoding))
            chunk = c
        else:
            chunk = trial
    words.append(one_word(chunk, charset, encoding))
    return "\n ".join(words)


def one_word(text, charset, encoding):
    data = text.encode(codec(charset))
    if encoding == "b":
        return "=?%s?B?%s?=" % (charset, base64.b64encode(data).decode("ascii"))
    return email.quoprimime.header_encode(data, charset).replace("?q?", "?Q?", 1)


def address(name, addr, charset, encoding):
    if not name:
        return addr
    if all(ord(c) < 128 for c in name):
        return email.utils.formataddr((name, addr))
    return "%s <%s>" % (encoded_words(name, charset, encoding), addr)


def encode_body(data, cte):
    if cte in ("7bit", "8bit"):
        return data if data.endswith(b"\n") else data + b"\n"
    if cte == "quoted-printable":
        return quopri.encodestring(data)
    if cte == "base64":
        return base64.encodebytes(data)
    raise ValueError(cte)


def small_png():
    """An 8x8 grey-blue image: a valid PNG, the same bytes every time."""
    def chunk(kind, data):
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    rows = b"".join(b"\x00" + bytes([90 + 10 * x, 110, 150]) * 1 + b"\x50\x6e\x96" * 7
                    for x in range(8))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 8, 8, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b""))


def small_pdf(text):
    """A one-page PDF showing `text`: its words are in a compressed stream, so nothing of it is
    readable as mail text."""
    content = zlib.compress(("BT /F1 12 Tf 72 720 Td (%s) Tj ET" % text).encode("latin-1"), 9)
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R "
        b"/Resources << /Font << /F1 5 0 R >> >> >>",
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(content) + content
        + b"\nendstream",
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    ]
    out = b"%PDF-1.4\n"
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % number + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    out += b"".join(b"%010d 00000 n \n" % o for o in offsets)
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (
        len(objects) + 1, xref)
    return out


def attachment_bytes(data):
    if isinstance(data, bytes):
        return data
    if data == "png":
        return small_png()
    if data.startswith("pdf:"):
        return small_pdf(data[4:])
    raise ValueError(data)


def render(part, nn, depth=0):
    """A part's content headers (list of lines) and its encoded body (bytes)."""
    if isinstance(part, (Text, Html)):
        kind = "plain" if isinstance(part, Text) else "html"
        data = part.content.encode(codec(part.charset, part.codec))
        ctype = "text/%s; charset=%s" % (kind, part.charset)
        if isinstance(part, Text) and part.flowed:
            ctype = "text/plain; charset=%s; format=flowed" % part.charset
        headers = ["Content-Type: " + ctype, "Content-Transfer-Encoding: " + part.cte]
        if isinstance(part, Text) and part.disposition:
            headers.append("Content-Disposition: " + part.disposition)
        return headers, encode_body(data, part.cte)
    if isinstance(part, Attachment):
        headers = ['Content-Type: %s; name="%s"' % (part.content_type, part.filename),
                   'Content-Disposition: attachment; filename="%s"' % part.filename,
                   "Content-Transfer-Encoding: base64"]
        return headers, base64.encodebytes(attachment_bytes(part.data))
    if isinstance(part, Part):
        head, body = part.raw.split("\n\n", 1)
        return head.split("\n"), body.encode("utf-8")
    if isinstance(part, Multipart):
        boundary = part.boundary or "----=_Part_%d_%d.1764000000000" % (nn, depth)
        headers = ['Content-Type: multipart/%s%s;\n\tboundary="%s"'
                   % (part.subtype, part.params, boundary)]
        body = b""
        for child in part.parts:
            child_headers, child_body = render(child, nn, depth + 1)
            body += b"--" + boundary.encode() + b"\n"
            body += ("\n".join(child_headers) + "\n\n").encode("utf-8") + child_body
            if not body.endswith(b"\n"):
                body += b"\n"
            body += b"\n"
        body += b"--" + boundary.encode() + b"--\n"
        return headers, body
    raise TypeError(part)


def short_id(mail, salt):
    return hashlib.sha256(("%s/%s" % (mail.name, salt)).encode()).hexdigest()[:12].upper()


def message_bytes(mail):
    """The mail as the GM's server stored it."""
    received = utc(mail.received)
    sent = local(mail.date)
    name, addr = mail.sender
    lines = [
        "Return-Path: <%s>" % addr,
        "Received: from %s (%s [192.0.2.%d])\n\tby %s (Postfix) with ESMTPS id %s\n"
        "\tfor <%s>; %s (UTC)" % (mail.relay, mail.relay, mail.nn, GM_SERVER,
                                  short_id(mail, "mx"), GM_ADDRESS,
                                  email.utils.format_datetime(received)),
        "Received: by %s with SMTP id %s;\n\t%s" % (
            mail.relay, short_id(mail, "relay").lower(),
            email.utils.format_datetime(sent + datetime.timedelta(seconds=2))),
        "Date: " + email.utils.format_datetime(sent),
        "From: " + (mail.raw_from or address(name, addr, mail.header_charset,
                                             mail.header_encoding)),
        "To: " + mail.to,
        "Subject: " + encoded_words(mail.subject, mail.header_charset, mail.header_encoding),
    ]
    if mail.message_id:
        lines.append("Message-ID: <%s>" % mail.message_id)
    lines += ["%s: %s" % header for header in mail.extra_headers]
    if mail.client:
        lines.append(mail.client)
    lines.append("MIME-Version: 1.0")
    content_headers, body = render(mail.body, mail.nn)
    lines += content_headers
    return ("\n".join(lines) + "\n\n").encode("utf-8") + body


def key(mail, data):
    """The inbox's key of a mail: its Message-ID, else the SHA-256 of its bytes."""
    return mail.message_id or "sha256:" + hashlib.sha256(data).hexdigest()


def sender_side(mail):
    return SIDES.get(mail.sender[1].lower(), "")


def build(out):
    names = [m.name for m in MAILS]
    numbers = [m.nn for m in MAILS]
    assert len(MAILS) >= 30, "the corpus has at least 30 mails"
    assert len(set(names)) == len(names) and numbers == list(range(1, len(MAILS) + 1))
    for sub in ("eml", "Maildir"):
        path = os.path.join(out, sub)
        if os.path.isdir(path):
            for root, dirs, files in os.walk(path, topdown=False):
                for f in files:
                    os.remove(os.path.join(root, f))
                for d in dirs:
                    os.rmdir(os.path.join(root, d))
    os.makedirs(os.path.join(out, "eml"), exist_ok=True)
    for sub in ("tmp", "new", "cur"):
        os.makedirs(os.path.join(out, "Maildir", sub), exist_ok=True)
    mbox_path = os.path.join(out, "inbox.mbox")
    if os.path.exists(mbox_path):
        os.remove(mbox_path)
    box = mailbox.mbox(mbox_path, create=True)
    rows = ["nn\tname\tkey\treceived\tverdict\tone_by_one\tpassword\tside\tmust\tmust_not"]
    for mail in MAILS:
        data = message_bytes(mail)
        # An mbox would have to quote such a line (">From "): none of the corpus has one, so
        # the three forms hold the same bytes.
        assert not re.search(rb"^From ", data, re.M), mail.name
        with open(os.path.join(out, "eml", "%02d-%s.eml" % (mail.nn, mail.name)), "wb") as f:
            f.write(data)
        stamp = utc(mail.received)
        # The mbox's "From " line is the envelope sender and the time of delivery.
        box.add(("From %s %s\n" % (mail.sender[1], stamp.strftime("%a %b %d %H:%M:%S %Y"))
                 ).encode("ascii") + data)
        epoch = int(stamp.timestamp())
        # As a mail client leaves a Maildir: the mails it has shown are in cur/ with the
        # "seen" flag, the others still in new/.
        if mail.nn % 3 == 0:
            path = os.path.join(out, "Maildir", "cur", "%d.%02d.corpus:2,S" % (epoch, mail.nn))
        else:
            path = os.path.join(out, "Maildir", "new", "%d.%02d.corpus" % (epoch, mail.nn))
        with open(path, "wb") as f:
            f.write(data)
        e = mail.expect
        rows.append("\t".join([
            "%02d" % mail.nn, mail.name, key(mail, data), mail.received, e.verdict,
            e.one_by_one or e.verdict, e.password or e.verdict, sender_side(mail),
            " | ".join(e.must), " | ".join(e.must_not)]))
    box.flush()
    box.close()
    with open(os.path.join(out, "expected.tsv"), "w", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")


def text_of(message):
    """The text a reader sees: the first text/plain part, else the first text/html one with
    its tags dropped and its block ends made line ends."""
    plain = message.get_body(preferencelist=("plain",))
    if plain is not None:
        return plain.get_content()
    markup = message.get_body(preferencelist=("html",))
    if markup is None:
        return ""
    text = re.sub(r"(?is)<(head|style)\b.*?</\1>", "", markup.get_content())
    text = re.sub(r"(?i)<br\s*/?>|</p>|</div>", "\n", text)
    return html.unescape(re.sub(r"<[^>]+>", "", text))


def normalised_lines(text):
    return {" ".join(line.split()) for line in text.splitlines()}


def self_check(out):
    problems = []
    box = mailbox.mbox(os.path.join(out, "inbox.mbox"))
    mbox_messages = [box.get_bytes(k) for k in box.keys()]
    maildir = {}
    for sub in ("new", "cur"):
        for name in os.listdir(os.path.join(out, "Maildir", sub)):
            with open(os.path.join(out, "Maildir", sub, name), "rb") as f:
                maildir[int(name.split(".")[1])] = f.read()
    if len(mbox_messages) != len(MAILS) or len(maildir) != len(MAILS):
        problems.append("mbox has %d, Maildir %d mails, not %d"
                        % (len(mbox_messages), len(maildir), len(MAILS)))
    for index, mail in enumerate(MAILS):
        with open(os.path.join(out, "eml", "%02d-%s.eml" % (mail.nn, mail.name)), "rb") as f:
            data = f.read()
        where = "%02d-%s" % (mail.nn, mail.name)
        if index < len(mbox_messages) and mbox_messages[index] != data:
            problems.append(where + ": the mbox holds other bytes than the .eml")
        if maildir.get(mail.nn) != data:
            problems.append(where + ": the Maildir holds other bytes than the .eml")
        message = email.message_from_bytes(data, policy=email.policy.default)
        if not mail.raw_from:  # a field written as it is may be meant not to parse
            sender = message["From"].addresses[0]
            if (sender.display_name, sender.addr_spec) != tuple(mail.sender):
                problems.append("%s: From reads %r" % (where, (sender.display_name,
                                                              sender.addr_spec)))
        if str(message["Subject"]) != mail.subject:
            problems.append("%s: Subject reads %r" % (where, str(message["Subject"])))
        if (message["Message-ID"] or "").strip("<>") != mail.message_id:
            problems.append(where + ": Message-ID differs")
        top = message.get_all("Received")[0]
        when = email.utils.parsedate_to_datetime(top.split(";")[-1].replace("(UTC)", "").strip())
        if when != utc(mail.received):
            problems.append(where + ": topmost Received is " + str(when))
        text = text_of(message)
        lines = normalised_lines(text)
        for line in mail.expect.must + mail.expect.must_not + mail.expect.password_must_not:
            if line not in lines and not mail.expect.no_text:
                problems.append("%s: its text lacks the line %r" % (where, line))
        if mail.expect.no_text and text.strip():
            problems.append(where + ": meant to have no text, has " + repr(text[:60]))
    for problem in problems:
        print("FAIL: " + problem, file=sys.stderr)
    return 1 if problems else 0


def main(argv):
    if len(argv) == 3 and argv[1] == "--self-check":
        return self_check(argv[2])
    if len(argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    build(argv[1])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
