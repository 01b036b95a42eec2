"""The building blocks of the corpus's mail descriptions (tests/mail/corpus/mails.py).

A mail's body is a tree of these; build_corpus.py turns it into MIME bytes. They only hold what
a mail client would have put in the message: the encodings are chosen per mail, as each client
does, so that the corpus covers what players' clients really send.
"""
from dataclasses import dataclass, field


@dataclass
class Text:
    """A text/plain part. `charset` is the label written in the header; `codec` the encoding
    really used for the bytes (Outlook labels windows-1252 text iso-8859-1); `cte` the
    Content-Transfer-Encoding: 7bit, 8bit, quoted-printable or base64; `flowed` adds
    format=flowed (the text then carries its soft line breaks as trailing spaces)."""
    content: str
    charset: str = "utf-8"
    cte: str = "8bit"
    codec: str = ""
    flowed: bool = False
    disposition: str = ""  # "inline" when the client writes it


@dataclass
class Html:
    """A text/html part (same fields as Text)."""
    content: str
    charset: str = "utf-8"
    cte: str = "quoted-printable"
    codec: str = ""


@dataclass
class Attachment:
    """A file sent with the mail, base64-encoded: `data` is bytes, or the name of a generated
    file of build_corpus.py ("pdf:<text>" for a small PDF showing <text>, "png" for a small
    image)."""
    filename: str
    content_type: str
    data: object


@dataclass
class Part:
    """Any other part, given as it is written (headers then a blank line then the body), e.g. a
    bounce's message/delivery-status or an S/MIME signature."""
    raw: str


@dataclass
class Multipart:
    """multipart/<subtype> (alternative, mixed, signed, report) of `parts`; `params` are added to
    the Content-Type (protocol=..., report-type=...)."""
    subtype: str
    parts: list
    params: str = ""
    boundary: str = ""  # build_corpus.py derives one from the mail's number when empty


@dataclass
class Expect:
    """What the inbox must make of the mail.

    verdict      when the mails are read all at once (mbox, Maildir): in the order of the
                 topmost Received header
    one_by_one   when it differs, the verdict when the .eml files are read one per run in the
                 order of their numbers (a later mail may then already be filed: superseded)
    password     when it differs, the verdict when Aurélie has the password "cheval"
    must         order lines of this mail that must be in its side's filed orders file (for the
                 mail whose orders stand), and whose canonical form its acknowledgement gives
    standing     True for the mail whose orders are the side's at the end
    must_not     lines of this mail that must be in no side's filed orders file
    password_must_not  lines that must not be in the side's filed file in the password run
    no_text      True for a mail with no text at all (its must_not lines are in an attachment)
    reason       words that the mail's entry in mail/inbox.yaml must give as its reason
    """
    verdict: str
    one_by_one: str = ""
    password: str = ""
    must: list = field(default_factory=list)
    standing: bool = False
    must_not: list = field(default_factory=list)
    password_must_not: list = field(default_factory=list)
    no_text: bool = False
    reason: str = ""  # words the inbox log's reason for the mail must hold


@dataclass
class Mail:
    """One mail of the corpus. Times are UTC for `received` (when the GM's server took it: its
    topmost Received header) and local with an offset for `date` (the sender's Date header)."""
    nn: int
    name: str
    what: str  # why this mail is in the corpus
    sender: tuple  # (display name, address); the name is encoded as the client would
    subject: str
    date: str  # "2026-11-21 10:29:55 +0100"
    received: str  # "2026-11-21 09:30:12"
    body: object
    expect: Expect
    message_id: str = ""  # without brackets; "" for the mail that has none
    client: str = ""  # User-Agent or X-Mailer line, as written
    header_charset: str = "utf-8"  # charset of the encoded words of the client
    header_encoding: str = "b"  # "b" or "q", as the client writes encoded words
    relay: str = "smtp.example.org"  # the sender's provider, in the lower Received header
    extra_headers: list = field(default_factory=list)  # ("In-Reply-To", "<...>"), ...
    to: str = "Arbitre <arbitre@example.net>"
    # The From field's text exactly as written, when `sender` cannot say it: a raw UTF-8 quoted
    # name, or a forged sender (a NUL byte, a second "From:" line after a line end)
    raw_from: str = ""
