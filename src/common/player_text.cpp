#include "common/player_text.hpp"

namespace dia {

CleanedText clean_player_text(std::string& text) {
  CleanedText out;
  // Written in place: the text only shrinks (a C1 control takes two bytes, its blank one).
  std::size_t w = 0;
  const std::size_t n = text.size();
  auto blank = [&](char32_t cp) {
    if (out.controls++ == 0) {
      out.first = cp;
      out.first_offset = w;
    }
    text[w++] = ' ';
  };
  for (std::size_t r = 0; r < n;) {
    const auto c = static_cast<unsigned char>(text[r]);
    if ((c >= 0x20 && c != 0x7F && c != 0xC2) || c == '\n' || c == '\t') {
      text[w++] = text[r++];
    } else if (c == '\r') {
      // CR LF stays (the line reader drops its CR); a CR alone is a line end.
      text[w++] = r + 1 < n && text[r + 1] == '\n' ? '\r' : '\n';
      ++r;
    } else if (c == 0xC2) {
      const auto next = r + 1 < n ? static_cast<unsigned char>(text[r + 1]) : 0;
      if (next >= 0x80 && next <= 0x9F) {
        blank(next);  // U+0080-U+009F
        r += 2;
      } else {
        text[w++] = text[r++];
      }
    } else {
      blank(c);
      ++r;
    }
  }
  text.resize(w);
  return out;
}

std::string code_point_name(char32_t cp) {
  static constexpr char hex[] = "0123456789ABCDEF";
  std::string out = "U+";
  for (int shift = cp > 0xFFFF ? 20 : 12; shift >= 0; shift -= 4) out += hex[(cp >> shift) & 0xF];
  return out;
}

}  // namespace dia
