#include "mail/mime_charset.hpp"

#include <array>
#include <cstdint>

#include <glib.h>

namespace dia::mail {

bool is_valid_utf8(std::string_view bytes) {
  return g_utf8_validate(bytes.data(), static_cast<gssize>(bytes.size()), nullptr);
}

bool has_8bit(std::string_view bytes) {
  for (unsigned char c : bytes)
    if (c >= 0x80) return true;
  return false;
}

bool has_c1_bytes(std::string_view bytes) {
  for (unsigned char c : bytes)
    if (c >= 0x80 && c <= 0x9F) return true;
  return false;
}

namespace {

// windows-1252's 0x80–0x9F (WHATWG's index-windows-1252); the rest is ISO-8859-1.
constexpr std::array<std::uint16_t, 32> kC1 = {
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};

void append_utf8(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

}  // namespace

std::string windows1252_to_utf8(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size() + bytes.size() / 8);
  for (unsigned char c : bytes) {
    if (c >= 0x80 && c <= 0x9F)
      append_utf8(out, kC1[c - 0x80]);
    else
      append_utf8(out, c);
  }
  return out;
}

std::string lf_line_ends(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\r') {
      out += '\n';
      if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
    } else {
      out += text[i];
    }
  }
  return out;
}

}  // namespace dia::mail
