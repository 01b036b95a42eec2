#pragma once
// Player text made safe to read, store and show, once, where it enters the program (issue 34):
// the order parser runs it on every text it is given (orders files, mail bodies, single lines),
// so no report, mail, GM log or terminal has to clean what it prints.
#include <cstddef>
#include <string>

namespace dia {

// What clean_player_text changed: how many control characters it blanked, the first of them and
// its byte offset in the cleaned text.
struct CleanedText {
  std::size_t controls = 0;
  char32_t first = 0;
  std::size_t first_offset = 0;
};

// In place, in one pass: a carriage return alone ends a line as a line feed does (old Mac mail
// clients; CR LF is left as it is), and every other control character (C0 but tab, line feed and
// the CR of CR LF; DEL; C1 U+0080-U+009F, whose U+009B is a terminal's CSI) becomes one blank,
// so nothing a player wrote rings, moves a terminal's cursor or hides text. A replaced character
// is one code point and its blank too: the columns of the text as written are kept.
CleanedText clean_player_text(std::string& text);

// "U+0007" for a code point.
std::string code_point_name(char32_t cp);

}  // namespace dia
