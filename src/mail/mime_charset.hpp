#pragma once
// The byte-level charset rules of reading mail that GMime does not give: mail clients (Outlook
// above all) label windows-1252 text "iso-8859-1" or "us-ascii", or send 8-bit text with no
// charset at all. These helpers decide and convert; mail/mime_text_part.cpp applies them.
#include <string>
#include <string_view>

namespace dia::mail {

bool is_valid_utf8(std::string_view bytes);

// Some byte is 0x80 or above: the text is not plain ASCII.
bool has_8bit(std::string_view bytes);

// Some byte is in 0x80–0x9F: C1 controls in ISO-8859-1, which no one types, but ’ “ ” € … in
// windows-1252: text labelled iso-8859-1 that holds them is windows-1252.
bool has_c1_bytes(std::string_view bytes);

// windows-1252 (a superset of ISO-8859-1's printable characters) to UTF-8. The five bytes
// windows-1252 leaves undefined map to the C1 code points of the same value, as WHATWG's
// encoding standard does, so no byte is ever lost.
std::string windows1252_to_utf8(std::string_view bytes);

// "\r\n" and a lone "\r" become "\n".
std::string lf_line_ends(std::string_view text);

}  // namespace dia::mail
