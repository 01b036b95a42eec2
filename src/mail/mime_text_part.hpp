#pragma once
// A text part's content as UTF-8 with "\n" line ends: GMime decodes the transfer encoding and
// converts the labelled charset (g_mime_text_part_get_text); mail/mime_charset.hpp's rules catch
// what the labels get wrong (windows-1252 labelled iso-8859-1 or us-ascii, 8-bit text without a
// charset); format=flowed text/plain is joined again (mail/mime_flowed.hpp). Only
// src/mail/*.cpp include this header (it brings GMime's).
#include <string>

#include "mail/gmime_library.hpp"

namespace dia::mail {

struct DecodedText {
  std::string text;            // UTF-8, line ends "\n"
  std::string converted_from;  // the charset the text was converted from; "" when none was
};

DecodedText decode_text_part(GMimeTextPart* part);

}  // namespace dia::mail
