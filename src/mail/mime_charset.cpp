#include "mail/mime_charset.hpp"

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

std::string windows1252_to_utf8(std::string_view bytes) {
  // glibc's iconv knows windows-1252 (through GLib's g_convert); the five bytes it leaves
  // undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) never stand for a letter and become '?' first,
  // so that a stray one cannot make the whole text unreadable.
  std::string in(bytes);
  for (char& c : in) {
    const auto u = static_cast<unsigned char>(c);
    if (u == 0x81 || u == 0x8D || u == 0x8F || u == 0x90 || u == 0x9D) c = '?';
  }
  gsize written = 0;
  GError* error = nullptr;
  gchar* out = g_convert(in.data(), static_cast<gssize>(in.size()), "UTF-8", "WINDOWS-1252",
                         nullptr, &written, &error);
  if (!out) {  // iconv without windows-1252 (never on glibc): the bytes as Latin-1
    g_clear_error(&error);
    out = g_convert(in.data(), static_cast<gssize>(in.size()), "UTF-8", "ISO-8859-1", nullptr,
                    &written, nullptr);
    if (!out) return in;
  }
  std::string result(out, written);
  g_free(out);
  return result;
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
