#pragma once
// Strict checks that a season's public file is what its extension says (issue 30, the season
// consistency checker): UTF-8 text, well-formed XML (map.svg), JSON (public.json). Each returns
// "" when the text is fine, else where and why it is not.
#include <string>
#include <string_view>

namespace dia::tools {

// Strict UTF-8 (RFC 3629): no overlong forms, no surrogates, nothing above U+10FFFF, no cut
// sequence. The answer names the byte offset, line and column of the first bad byte.
std::string utf8_problem(std::string_view text);

// `text` with every byte that is not strict UTF-8 replaced by '?' (to read a file further than
// its first encoding error, once that error is reported).
std::string utf8_repaired(std::string_view text);

// Well-formed XML, read by libxml2 with no recovery and no network (the parser's first error).
std::string xml_problem(std::string_view text);

// JSON as RFC 8259 writes it (one value, strings with valid escapes and no raw control
// characters, numbers without leading zeros...), read by nlohmann-json (Debian
// nlohmann-json3-dev, header-only): yaml-cpp, which reads public.json back
// (report/public_json.cpp), accepts much that is not JSON.
std::string json_problem(std::string_view text);

// The XML text with its character references and predefined entities decoded (&amp; &#233;
// ...), the markup kept: a secret searched in map.svg is found escaped or not.
std::string xml_unescaped(std::string_view text);

// The JSON text with its string escapes decoded (\" \\ \/ \n \uXXXX...), the rest as is.
std::string json_unescaped(std::string_view text);

}  // namespace dia::tools
