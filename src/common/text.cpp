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

}  // namespace

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

namespace {

constexpr std::size_t full = spelling_edit;

constexpr bool is_vowel(char c) {
  return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || c == 'y';
}

constexpr bool pair_is(char x, char y, char p, char q) {
  return (x == p && y == q) || (x == q && y == p);
}

// Replacing x by y.
constexpr std::size_t substitution_cost(char x, char y) {
  if (x == y) return 0;
  if (pair_is(x, y, 'i', 'y')) return 3;  // Lybie, Seleukos/Séleucos in Greek spellings
  if (pair_is(x, y, 'c', 'k') || pair_is(x, y, 'k', 'q') || pair_is(x, y, 'c', 'q')) return 3;
  if (pair_is(x, y, 's', 'z')) return 4;
  if (pair_is(x, y, 'o', 'u')) return 4;  // Latin -us for Greek -os
  if (pair_is(x, y, 'v', 'w')) return 5;
  if (pair_is(x, y, 'c', 's') || pair_is(x, y, 'c', 'g')) return 6;
  if (pair_is(x, y, 'm', 'n') || pair_is(x, y, 't', 'd') || pair_is(x, y, 'b', 'p') ||
      pair_is(x, y, 'f', 'v'))
    return 7;
  if (is_vowel(x) && is_vowel(y)) return 7;
  return full;
}

// Adding or dropping s[k] (the same cost both ways).
constexpr std::size_t indel_cost(std::string_view s, std::size_t k) {
  const char c = s[k];
  if ((k > 0 && s[k - 1] == c) || (k + 1 < s.size() && s[k + 1] == c)) return 3;  // doubled
  if (c == ' ') return 3;  // "Alexandrie dIssos", "Heraclee-Pontique"
  if (c == 'h') return 4;  // th, ph, ch, kh, rh: the h of Greek names comes and goes
  if (c == 'e' && k + 1 == s.size()) return 5;  // Babylone/Babylon, Antigone/Antigon
  return full;
}

// Two letters written for one: ph for f, ks or cs for x, qu for k or c, ou for u, ae or oe for e.
constexpr bool digraph_for(char first, char second, char one) {
  if (first == 'p' && second == 'h') return one == 'f';
  if ((first == 'k' || first == 'c') && second == 's') return one == 'x';
  if (first == 'q' && second == 'u') return one == 'k' || one == 'c';
  if (first == 'o' && second == 'u') return one == 'u';
  if ((first == 'a' || first == 'o') && second == 'e') return one == 'e';
  return false;
}

constexpr std::size_t transposition_cost = 6;
constexpr std::size_t digraph_cost = 3;

}  // namespace

std::size_t spelling_distance_within(std::string_view a, std::string_view b, std::size_t limit) {
  // Three rows of the table (the swap and digraph steps look two letters back), on the stack
  // for names, on the heap beyond.
  const std::size_t width = b.size() + 1;
  std::array<std::size_t, 3 * 64> small;
  std::vector<std::size_t> large;
  std::size_t* cells = small.data();
  if (3 * width > small.size()) {
    large.resize(3 * width);
    cells = large.data();
  }
  std::size_t* two_back = cells;
  std::size_t* prev = cells + width;
  std::size_t* row = cells + 2 * width;
  prev[0] = 0;
  for (std::size_t j = 1; j <= b.size(); ++j) prev[j] = prev[j - 1] + indel_cost(b, j - 1);
  std::size_t prev_best = 0;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    row[0] = prev[0] + indel_cost(a, i - 1);
    std::size_t best = row[0];
    const char x = a[i - 1];
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const char y = b[j - 1];
      std::size_t d = std::min({prev[j] + indel_cost(a, i - 1), row[j - 1] + indel_cost(b, j - 1),
                                prev[j - 1] + substitution_cost(x, y)});
      if (i > 1 && j > 1 && x == b[j - 2] && a[i - 2] == y && x != y)
        d = std::min(d, two_back[j - 2] + transposition_cost);
      if (i > 1 && digraph_for(a[i - 2], x, y)) d = std::min(d, two_back[j - 1] + digraph_cost);
      if (j > 1 && digraph_for(b[j - 2], y, x)) d = std::min(d, prev[j - 2] + digraph_cost);
      row[j] = d;
      best = std::min(best, d);
    }
    // Every later cell extends a cell of this row or of the one before.
    if (best > limit && prev_best > limit) return limit + 1;
    prev_best = best;
    std::size_t* recycled = two_back;
    two_back = prev;
    prev = row;
    row = recycled;
  }
  return std::min(prev[b.size()], limit + 1);
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

std::string nearest_word(std::string_view word, const std::vector<std::string_view>& candidates) {
  std::size_t best = std::string::npos;
  std::string found;
  for (auto c : candidates) {
    std::size_t d = edit_distance(word, c);
    if (d < best) {
      best = d;
      found = c;
    }
  }
  if (best > std::max<std::size_t>(2, word.size() / 2)) return "";
  return found;
}

}  // namespace dia
