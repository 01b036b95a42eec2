#include "common/text.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace dia {
namespace {

// Decodes one UTF-8 code point at text[i]; advances i. Invalid bytes decode as themselves.
char32_t next_code_point(std::string_view text, std::size_t& i) {
  auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
  unsigned char c = byte(i);
  int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
  if (extra == 0 || i + static_cast<std::size_t>(extra) >= text.size()) {
    ++i;  // ASCII, or a truncated sequence: take the byte as it is
    return c;
  }
  char32_t cp = c & (0x3F >> extra);
  for (int k = 1; k <= extra; ++k) {
    unsigned char cc = byte(i + static_cast<std::size_t>(k));
    if ((cc & 0xC0) != 0x80) {
      ++i;
      return c;
    }
    cp = (cp << 6) | (cc & 0x3F);
  }
  i += static_cast<std::size_t>(extra) + 1;
  return cp;
}

// The ASCII folding of a Latin-1 / Latin Extended-A letter, or nullptr if none.
const char* ascii_of(char32_t cp) {
  switch (cp) {
    case U'à':
    case U'á':
    case U'â':
    case U'ã':
    case U'ä':
    case U'å':
    case U'ā':
    case U'À':
    case U'Á':
    case U'Â':
    case U'Ã':
    case U'Ä':
    case U'Å':
    case U'Ā':
      return "a";
    case U'æ':
    case U'Æ':
      return "ae";
    case U'ç':
    case U'Ç':
      return "c";
    case U'è':
    case U'é':
    case U'ê':
    case U'ë':
    case U'ē':
    case U'È':
    case U'É':
    case U'Ê':
    case U'Ë':
    case U'Ē':
      return "e";
    case U'ì':
    case U'í':
    case U'î':
    case U'ï':
    case U'ī':
    case U'Ì':
    case U'Í':
    case U'Î':
    case U'Ï':
    case U'Ī':
      return "i";
    case U'ñ':
    case U'Ñ':
      return "n";
    case U'ò':
    case U'ó':
    case U'ô':
    case U'õ':
    case U'ö':
    case U'ø':
    case U'ō':
    case U'Ò':
    case U'Ó':
    case U'Ô':
    case U'Õ':
    case U'Ö':
    case U'Ø':
    case U'Ō':
      return "o";
    case U'œ':
    case U'Œ':
      return "oe";
    case U'ù':
    case U'ú':
    case U'û':
    case U'ü':
    case U'ū':
    case U'Ù':
    case U'Ú':
    case U'Û':
    case U'Ü':
    case U'Ū':
      return "u";
    case U'ý':
    case U'ÿ':
    case U'Ý':
      return "y";
    case U'ß':
      return "ss";
    default:
      return nullptr;
  }
}

bool is_separator(char32_t cp) {
  switch (cp) {
    case U' ':
    case U'\t':
    case U'\r':
    case U'\n':
    case U'\'':
    case U'`':
    case U'-':
    case U'_':
    case U'.':
    case 0x00A0:  // no-break space
    case 0x2019:
    case 0x2018:
    case 0x02BC:  // typographic apostrophes
    case 0x2010:
    case 0x2011:
    case 0x2013:
    case 0x2014:  // hyphens and dashes
    case 0x202F:
    case 0x2009:
    case 0x2007:  // narrow and thin spaces
      return true;
    default:
      return false;
  }
}

void append_utf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

}  // namespace

std::string fold_name(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  bool pending_space = false;
  for (std::size_t i = 0; i < text.size();) {
    char32_t cp = next_code_point(text, i);
    if (is_separator(cp)) {
      pending_space = !out.empty();
      continue;
    }
    if (pending_space) {
      out += ' ';
      pending_space = false;
    }
    if (cp < 0x80) {
      char c = static_cast<char>(cp);
      out += (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
    } else if (const char* a = ascii_of(cp)) {
      out += a;
    } else {
      append_utf8(out, cp);
    }
  }
  return out;
}

std::size_t edit_distance_within(std::string_view a, std::string_view b, std::size_t limit) {
  // One row of the table, on the stack for names and keywords (the fuzzy matchers call this
  // thousands of times on a misspelled line), on the heap beyond.
  const std::size_t apart = a.size() > b.size() ? a.size() - b.size() : b.size() - a.size();
  if (apart > limit) return limit + 1;
  std::array<std::size_t, 64> small;
  std::vector<std::size_t> large;
  std::size_t* row = small.data();
  if (b.size() + 1 > small.size()) {
    large.resize(b.size() + 1);
    row = large.data();
  }
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diag = row[0];
    row[0] = i;
    std::size_t best = row[0];
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t up = row[j];
      std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + cost});
      diag = up;
      best = std::min(best, row[j]);
    }
    if (best > limit) return limit + 1;  // every later cell costs at least this much
  }
  return std::min(row[b.size()], limit + 1);
}

std::size_t edit_distance(std::string_view a, std::string_view b) {
  // No distance exceeds the longer length: the bound never stops the count.
  return edit_distance_within(a, b, std::max(a.size(), b.size()));
}

std::string_view trim(std::string_view text) {
  constexpr std::string_view nbsp = "\xC2\xA0";
  auto space = [](char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
  };
  for (;;) {
    if (!text.empty() && space(text.front()))
      text.remove_prefix(1);
    else if (text.starts_with(nbsp))
      text.remove_prefix(nbsp.size());
    else
      break;
  }
  for (;;) {
    if (!text.empty() && space(text.back()))
      text.remove_suffix(1);
    else if (text.ends_with(nbsp))
      text.remove_suffix(nbsp.size());
    else
      break;
  }
  return text;
}

}  // namespace dia
