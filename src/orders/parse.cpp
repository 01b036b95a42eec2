// From text to orders: email handling, line normalisation, the X3 grammar (grammar/), then
// name resolution and the checks that need more than syntax (R9a.gen.4–6, R9a.ret.19).
#include "orders/parse.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <optional>

#include "common/memory.hpp"
#include "common/player_text.hpp"
#include "common/text.hpp"
#include "grammar/keywords.hpp"
#include "grammar/order_line.hpp"
#include "grammar/plain_order.hpp"
#include "orders/keyword_spelling.hpp"
#include "orders/limits.hpp"
#include "orders/names.hpp"
#include "orders/remarks.hpp"

namespace dia::orders {
namespace {

// ---------------------------------------------------------------------------------------------
// Normalisation: lower case, accents stripped, typographic apostrophes, dashes and spaces made
// ASCII, so the grammar's keywords and the dictionaries meet one spelling. Each byte keeps the
// column and raw offset it came from, for diagnostics and for quoting the player.

struct NormalisedLine {
  std::string text;
  // An ASCII line maps byte for byte (the usual case): `column` and `raw_offset` are left empty
  // and computed on demand.
  bool identity = false;
  std::vector<int> column;      // per byte of text, 1-based column (code points) in the raw line
  std::vector<int> raw_offset;  // per byte of text, byte offset in the raw line; one extra at end

  std::size_t positions() const { return text.size() + 1; }  // valid indices of col() and raw()
  int col(std::size_t i) const { return identity ? static_cast<int>(i) + 1 : column[i]; }
  int raw(std::size_t i) const { return identity ? static_cast<int>(i) : raw_offset[i]; }
};

// One UTF-8 code point at s[i]; advances i. An invalid or truncated sequence yields its first
// byte as is.
char32_t decode(std::string_view s, std::size_t& i) {
  auto b = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char c = b(i);
  int extra = c >= 0xF0 ? 3 : c >= 0xE0 ? 2 : c >= 0xC0 ? 1 : 0;
  char32_t cp = c & (0x3F >> extra);
  for (int k = 1; k <= extra; ++k) {
    std::size_t at = i + static_cast<std::size_t>(k);
    if (at >= s.size() || (b(at) & 0xC0) != 0x80) {
      ++i;
      return c;
    }
    cp = (cp << 6) | (b(at) & 0x3F);
  }
  i += static_cast<std::size_t>(extra) + 1;
  return cp;
}

// Folded ASCII spelling of Latin-1 Supplement / Latin Extended-A letters (via fold_name, once).
const std::string& latin_fold(char32_t cp) {
  static const std::array<std::string, 0x180 - 0xC0> table = [] {
    std::array<std::string, 0x180 - 0xC0> t;
    for (char32_t c = 0xC0; c < 0x180; ++c) {
      std::string utf8;
      utf8 += static_cast<char>(0xC0 | (c >> 6));
      utf8 += static_cast<char>(0x80 | (c & 0x3F));
      std::string folded = fold_name(utf8);
      bool ascii = !folded.empty() && std::all_of(folded.begin(), folded.end(), [](char ch) {
        return static_cast<unsigned char>(ch) < 0x80;
      });
      t[c - 0xC0] = ascii ? folded : utf8;
    }
    return t;
  }();
  return table[cp - 0xC0];
}

// An ASCII line without line-end bytes: lower case and blanks, byte for byte. False (and `n`
// unusable) when the line needs the general path. One table look-up per byte: this runs on
// every line of a file.
bool normalise_ascii(std::string_view raw, NormalisedLine& n) {
  // The byte's normalised form; 0 for the bytes the general path handles (line ends, non-ASCII).
  static constexpr std::array<char, 256> folded = [] {
    std::array<char, 256> t{};
    for (int b = 1; b < 0x80; ++b) {
      char ch = static_cast<char>(b);
      if (ch == '\t' || ch == '\f' || ch == '\v') ch = ' ';
      if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
      t[static_cast<std::size_t>(b)] = ch;
    }
    t['\r'] = t['\n'] = 0;
    return t;
  }();
  n.text.resize(raw.size());
  char* out = n.text.data();
  unsigned char bad = 0;
  for (std::size_t i = 0; i < raw.size(); ++i) {
    const char ch = folded[static_cast<unsigned char>(raw[i])];
    bad |= static_cast<unsigned char>(ch == 0);
    out[i] = ch;
  }
  if (bad) return false;
  n.identity = true;
  return true;
}

// Into `n`, whose buffers are reused from line to line.
void normalise(std::string_view raw, NormalisedLine& n) {
  if (normalise_ascii(raw, n)) return;
  n.identity = false;
  // Sized once and written by index (a push_back per byte and buffer was most of the cost of an
  // accented line). Each step reads at least one byte and writes at most two (`→`: 3 bytes give
  // "->"; a stray lead byte such as \xD7 alone is kept as the 2-byte letter it starts; a
  // folded Latin letter takes at most 2: text_test.cpp), so twice the raw size suffices.
  n.text.resize(2 * raw.size());
  n.column.resize(2 * raw.size() + 1);
  n.raw_offset.resize(2 * raw.size() + 1);
  std::size_t out = 0;
  int column = 0;
  auto put = [&](std::string_view s, int col, std::size_t from) {
    for (char c : s) {
      n.text[out] = c;
      n.column[out] = col;
      n.raw_offset[out] = static_cast<int>(from);
      ++out;
    }
  };
  for (std::size_t i = 0; i < raw.size();) {
    std::size_t start = i;
    ++column;
    auto c = static_cast<unsigned char>(raw[i]);
    if (c < 0x80) {
      ++i;
      char ch = static_cast<char>(c);
      if (ch == '\r' || ch == '\n') continue;
      if (ch == '\t' || ch == '\f' || ch == '\v') ch = ' ';
      if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
      put(std::string_view(&ch, 1), column, start);
      continue;
    }
    char32_t cp = decode(raw, i);
    switch (cp) {
      case 0x00A0:
      case 0x2002:
      case 0x2003:
      case 0x2004:
      case 0x2005:
      case 0x2006:
      case 0x2007:
      case 0x2008:
      case 0x2009:
      case 0x200A:
      case 0x202F:
      case 0x3000:
        put(" ", column, start);
        break;
      case 0x2018:
      case 0x2019:
      case 0x02BC:
      case 0x00B4:
      case 0x2032:
        put("'", column, start);
        break;
      case 0x2010:
      case 0x2011:
      case 0x2012:
      case 0x2013:
      case 0x2014:
      case 0x2212:
        put("-", column, start);
        break;
      case 0x2192:
      case 0x27F6:
        put("->", column, start);
        break;
      case 0x21D2:
        put("=>", column, start);
        break;
      case 0xFEFF:
      case 0x200B:  // BOM, zero-width space
        --column;
        break;
      default:
        if (cp >= 0xC0 && cp < 0x180) {
          put(latin_fold(cp), column, start);
        } else {
          put(raw.substr(start, i - start), column, start);
        }
    }
  }
  n.text.resize(out);
  n.column.resize(out + 1);  // one position past the end, for diagnostics at the end of a line
  n.raw_offset.resize(out + 1);
  n.column[out] = column + 1;
  n.raw_offset[out] = static_cast<int>(raw.size());
}

// A list marker before an order: "- ", "1) ", "12. ", "• " (and other bullets). Its length in
// `t` (the normalised line) from `at`, the first non-blank byte, marker and blank included; 0
// when there is none. `*` is not a bullet: it is the diadoque (`* MAC THE`).
std::size_t list_marker(std::string_view t, std::size_t at) {
  auto blank_after = [&](std::size_t n) {
    return at + n < t.size() && t[at + n] == ' ' ? n + 1 : 0;
  };
  const char c = t[at];
  if (c == '-') return blank_after(1);
  if (c >= '0' && c <= '9') {
    std::size_t n = 0;
    while (at + n < t.size() && t[at + n] >= '0' && t[at + n] <= '9') ++n;
    if (n > 3 || at + n >= t.size() || (t[at + n] != ')' && t[at + n] != '.')) return 0;
    return blank_after(n + 1);
  }
  static constexpr std::string_view bullets[] = {
      "\xE2\x80\xA2",  // • bullet
      "\xE2\x80\xA3",  // ‣ triangular bullet
      "\xE2\x97\xA6",  // ◦ white bullet
      "\xE2\x96\xAA",  // ▪ small black square
      "\xE2\x96\xBA",  // ► pointer
      "\xE2\x9E\xA2",  // ➢ arrowhead
      "\xC2\xB7",      // · middle dot
  };
  for (std::string_view b : bullets)
    if (t.substr(at).starts_with(b)) return blank_after(b.size());
  return 0;
}

// An order word written as a heading, `Achats : A A A`: the length of the first word when a
// colon follows it and it is the first word of a verb order (not a side prefix `Ptolemee:`).
std::size_t verb_heading(std::string_view t, std::size_t at) {
  std::size_t n = 0;
  while (at + n < t.size() && t[at + n] >= 'a' && t[at + n] <= 'z') ++n;
  std::size_t colon = at + n;
  while (colon < t.size() && t[colon] == ' ') ++colon;
  if (n == 0 || colon >= t.size() || t[colon] != ':') return 0;
  namespace k = grammar::keywords;
  const bool verb =
      std::binary_search(std::begin(k::verb_words), std::end(k::verb_words), t.substr(at, n));
  return verb ? colon : 0;
}

// Lines written as lists (`- A MAC - THE`, `1) A MAC THE`, `Achats : A A A`) are orders
// (R9a.gen.6): the marker and the heading's colon are blanked in place, so columns still point
// at what was written. Returns the raw offset where the order's own text starts. Only a line
// whose first byte is not a letter (or that has a colon after its first word) pays more than
// one comparison.
std::size_t blank_list_marker(NormalisedLine& n) {
  std::string& t = n.text;
  std::size_t at = 0;
  while (at < t.size() && t[at] == ' ') ++at;
  if (at == t.size()) return 0;
  std::size_t from = 0;
  const char c = t[at];
  if (c == '-' || (c >= '0' && c <= '9') || static_cast<unsigned char>(c) >= 0x80) {
    if (std::size_t len = list_marker(t, at); len > 0) {
      std::fill_n(t.begin() + static_cast<std::ptrdiff_t>(at), len, ' ');
      at += len;
      while (at < t.size() && t[at] == ' ') ++at;
      from = static_cast<std::size_t>(n.raw(at));
    }
  }
  if (at < t.size() && t[at] >= 'a' && t[at] <= 'z') {
    if (std::size_t colon = verb_heading(t, at); colon > 0) t[colon] = ' ';
  }
  return from;
}

// The separator line a mail client writes above a forwarded or resent message ("----------
// Forwarded message ---------", "-------- Message transféré --------", "Begin forwarded
// message:", "-----Original Message-----"). Only lines that start with '-' or a letter of those
// words get folded.
bool forwarded_marker(std::string_view t) {
  if (t.empty() || (t.front() != '-' && t.front() != 'B' && t.front() != 'b' && t.front() != 'D' &&
                    t.front() != 'd'))
    return false;
  // Every marker holds the word "message": most lines (orders starting with `D`, list items
  // `- A MAC THE`) are set aside without folding them.
  if (t.find("essage") == std::string_view::npos && t.find("ESSAGE") == std::string_view::npos)
    return false;
  const std::string f = fold_name(t);
  for (std::string_view marker : {"forwarded message", "message transfere", "original message",
                                  "message d'origine", "message reexpedie", "message d origine"}) {
    if (f.find(marker) != std::string::npos) return true;
  }
  return false;
}

// The number of lines of `text` (memchr runs many bytes at a time; std::count one by one).
std::size_t count_lines(std::string_view text) {
  std::size_t lines = 1;
  for (const char *p = text.data(), *end = p + text.size();
       (p = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)))); ++p)
    ++lines;
  return lines;
}

// The order text without its comment: `//` always; `#` when asked (classical files).
std::string_view strip_comment(std::string_view line, bool hash_comments) {
  if (auto at = line.find("//"); at != std::string_view::npos) line = line.substr(0, at);
  if (hash_comments) {
    if (auto at = line.find('#'); at != std::string_view::npos) line = line.substr(0, at);
  }
  // Only the end is trimmed: leading blanks keep the columns of the raw line.
  auto ascii_space = [](char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v';
  };
  auto end_trim = [&] {
    while (!line.empty() && ascii_space(line.back())) line.remove_suffix(1);
    while (line.ends_with("\xC2\xA0")) line.remove_suffix(2);
  };
  end_trim();
  while (!line.empty() && (line.back() == '.' || line.back() == ';')) {
    line.remove_suffix(1);
    end_trim();
  }
  return line;
}

std::string quote_list(const std::vector<std::string>& items, std::string_view last_joiner) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) out += (i + 1 == items.size()) ? std::string(last_joiner) : std::string(", ");
    out += items[i];
  }
  return out;
}

// How an expectation recorded by the grammar is shown to a player.
std::optional<std::string> shown(std::string_view what) {
  static const std::array<std::pair<std::string_view, std::string_view>, 12> names = {{
      {"x", "X"},
      {"s", "S"},
      {"c", "C"},
      {"ra", "Ra"},
      {"re", "Re"},
      {"a1", "A1"},
      {"via convoy", "via convoy"},
      {"co", "Co"},
      {"cc", "CC"},
      {"t", ""},
      {"in", ""},
      {"m", ""},
  }};
  for (const auto& [k, v] : names) {
    if (what == k) {
      if (v.empty()) return std::nullopt;
      return std::string(v);
    }
  }
  if (what == "to" || what == "-" || what == "a" || what == "public" || what == "pour") {
    if (what == "pour") return std::string("pour or contre");
    return std::nullopt;
  }
  return std::string(what);
}

// ---------------------------------------------------------------------------------------------

struct LineContext {
  const NormalisedLine* norm;
  std::string_view raw;
  int line_number;
  const grammar::Session* session;
};

std::string_view coast_code(char c) {
  switch (c) {
    case 'n':
      return "nc";
    case 's':
      return "sc";
    case 'e':
      return "ec";
    default:
      return "wc";
  }
}

class Converter {
 public:
  Converter(const map::Map& map, const PlaceNames& places, const NamedSet& characters,
            const NamedSet& sides, const std::string& file, ParseResult& out)
      : map_(map),
        places_(places),
        characters_(characters),
        sides_(sides),
        file_(file),
        out_(out.diagnostics),
        unresolved_(out.unresolved) {}

  void start(const LineContext& ctx) {
    ctx_ = ctx;
    failed_ = false;
    guessed_.clear();
  }
  bool failed() const { return failed_; }
  // The names of the line read as a close misspelling of a dictionary name (byte spans of the
  // normalised line).
  struct Span {
    int first, last;
  };
  const std::vector<Span>& guessed() const { return guessed_; }
  const Resolution& detail(const grammar::ast::name& n) const {
    return ctx_.session->resolution(n.detail);
  }

  SourcePos pos_at(int offset) const {
    const NormalisedLine& n = *ctx_.norm;
    auto i = static_cast<std::size_t>(std::clamp(offset, 0, static_cast<int>(n.positions()) - 1));
    return {ctx_.line_number, n.col(i)};
  }
  template <typename Node>
  SourcePos pos(const Node& n) const {
    return pos_at(n.id_first);
  }
  // The raw text of a node, as the player wrote it.
  template <typename Node>
  std::string_view written_view(const Node& n) const {
    if (n.id_first < 0 || n.id_last < n.id_first) return {};
    const NormalisedLine& norm = *ctx_.norm;
    auto a = static_cast<std::size_t>(norm.raw(static_cast<std::size_t>(n.id_first)));
    auto b = static_cast<std::size_t>(norm.raw(static_cast<std::size_t>(n.id_last)));
    std::string_view v = ctx_.raw.substr(a, b - a);
    // Node spans start and end on a token; trim only when an edge byte could be a blank.
    auto plain = [](char c) {
      return static_cast<unsigned char>(c) > ' ' && c != '\xC2' && c != '\xA0';
    };
    if (!v.empty() && plain(v.front()) && plain(v.back())) return v;
    return trim(v);
  }
  template <typename Node>
  std::string written(const Node& n) const {
    return std::string(written_view(n));
  }

  // An error: English for the command line and the GM log, and as data for the player's
  // results, worded in his language (report/catalogue.hpp).
  void error(SourcePos p, std::string message, Message said) {
    out_.push_back({Severity::error, file_, p, std::move(message), std::move(said)});
    failed_ = true;
  }
  void warning(SourcePos p, std::string message) {
    out_.push_back({Severity::warning, file_, p, std::move(message), std::nullopt});
  }
  void warning(SourcePos p, std::string message, Message said) {
    out_.push_back({Severity::warning, file_, p, std::move(message), std::move(said)});
  }

  // Everything is built in place: an Order is large, and moving its parts around costs more
  // than reading them.
  PlaceRef place(const grammar::ast::location& loc) {
    PlaceRef p;
    place(loc, p);
    return p;
  }
  void place(const grammar::ast::location& loc, PlaceRef& p) {
    p.written = written_view(loc);
    p.pos = pos(loc);
    const auto& n = loc.place;
    auto name_written = [&] { return written(n); };
    switch (n.kind) {
      case Resolution::Kind::exact:
        break;
      case Resolution::Kind::close:
        guessed_.push_back({n.id_first, n.id_last});
        {
          const std::string reading = places_.describe(static_cast<map::SpaceId>(n.id));
          warning(pos(n), "read '" + name_written() + "' as " + reading,
                  Message{Msg::diag_read_as, {arg::Words{name_written()}, arg::Words{reading}}});
        }
        break;
      case Resolution::Kind::ambiguous:
        error(pos(n),
              "ambiguous place '" + name_written() + "': could be " +
                  places_.describe(detail(n).candidates) + "; the order is ignored",
              Message{Msg::diag_ambiguous_place,
                      {arg::Words{name_written()},
                       arg::Words{places_.describe(detail(n).candidates)}}});
        unresolved(UnresolvedName::Kind::place, n);
        return;
      case Resolution::Kind::unknown: {
        std::string msg = "unknown place '" + name_written() + "'";
        Message said{Msg::diag_unknown_place, {arg::Words{name_written()}}};
        if (n.detail >= 0 && !detail(n).candidates.empty()) {
          const std::string guess = places_.describe(detail(n).candidates);
          msg += " (did you mean " + guess + "?)";
          said = Message{Msg::diag_unknown_place_guess,
                         {arg::Words{name_written()}, arg::Words{guess}}};
        }
        error(pos(n), msg, std::move(said));
        unresolved(UnresolvedName::Kind::place, n);
        return;
      }
    }
    p.space = static_cast<map::SpaceId>(n.id);
    const map::Space& s = map_.space(p.space);
    p.node = s.nodes.empty() ? map::no_node : s.main_node();
    if (loc.coast) {
      p.coast = coast_code(*loc.coast);
      auto node = map_.find_node(s.code + "/" + p.coast.str());
      if (!node) {
        std::vector<std::string> coasts;
        for (std::size_t i = 1; i < s.nodes.size(); ++i)
          coasts.push_back(map_.node(s.nodes[i]).coast);
        error(pos(loc),
              s.code + " has no coast '" + p.coast.str() + "'" +
                  (coasts.empty() ? std::string(" (it has no coasts)")
                                  : " (coasts: " + quote_list(coasts, ", ") + ")"),
              Message{Msg::diag_no_coast, {arg::Place{s.code}, arg::Words{p.coast.str()}}});
        p.space = no_space;
        return;
      }
      p.node = *node;
    }
  }

  std::optional<std::string> named(const grammar::ast::name& n, const NamedSet& set,
                                   UnresolvedName::Kind kind) {
    switch (n.kind) {
      case Resolution::Kind::exact:
        return set.canonical[static_cast<std::size_t>(n.id)];
      case Resolution::Kind::close: {
        guessed_.push_back({n.id_first, n.id_last});
        const auto& c = set.canonical[static_cast<std::size_t>(n.id)];
        warning(pos(n), "read '" + written(n) + "' as " + c,
                Message{Msg::diag_read_as, {arg::Words{written(n)}, arg::Words{c}}});
        return c;
      }
      case Resolution::Kind::ambiguous: {
        std::vector<std::string> names;
        for (int id : detail(n).candidates)
          names.push_back(set.canonical[static_cast<std::size_t>(id)]);
        error(pos(n),
              "ambiguous " + std::string(to_string(kind)) + " '" + written(n) + "': could be " +
                  quote_list(names, " or "),
              Message{Msg::diag_ambiguous_name,
                      {arg::Words{written(n)}, arg::Words{quote_list(names, ", ")}}});
        unresolved(kind, n);
        return std::nullopt;
      }
      case Resolution::Kind::unknown:
        break;
    }
    error(pos(n), "unknown " + std::string(to_string(kind)) + " '" + written(n) + "'",
          Message{Msg::diag_unknown_name, {arg::Words{written(n)}}});
    unresolved(kind, n);
    return std::nullopt;
  }

  void unresolved(UnresolvedName::Kind kind, const grammar::ast::name& n) {
    UnresolvedName& u = unresolved_.emplace_back();
    u.kind = kind;
    u.ambiguous = n.kind == Resolution::Kind::ambiguous;
    u.pos = pos(n);
    const std::string_view w = written_view(n);
    u.written = std::string(w);
    u.offset = static_cast<std::size_t>(w.data() - ctx_.raw.data());
    if (u.ambiguous && n.detail >= 0) u.candidates = detail(n).candidates;
  }

  CharacterRef character(const grammar::ast::character& c) {
    CharacterRef r;
    r.pos = pos(c);
    r.written = written_view(c);
    switch (c.kind) {
      case grammar::ast::character_kind::diadoque:
        r.kind = CharacterKind::diadoque;
        r.name = "*";
        break;
      case grammar::ast::character_kind::epigone:
        r.kind = CharacterKind::epigone;
        r.name = "#";
        break;
      case grammar::ast::character_kind::named:
        r.kind = CharacterKind::named;
        r.name = named(c.who, characters_, UnresolvedName::Kind::character).value_or("");
        break;
    }
    return r;
  }

  SideRef side(const grammar::ast::name& n) {
    SideRef s;
    s.pos = pos(n);
    s.written = written_view(n);
    s.name = named(n, sides_, UnresolvedName::Kind::side).value_or("");
    return s;
  }

  Piece piece(const grammar::ast::piece& p) {
    Piece out;
    piece(p, out);
    return out;
  }
  void piece(const grammar::ast::piece& p, Piece& out) {
    out.pos = pos(p);
    out.type = p.type ? std::optional<UnitType>(*p.type) : std::nullopt;
    for (const auto& c : p.characters) out.characters.push_back(character(c));
    place(p.where, out.where);
    out.kind = p.type                  ? Piece::Kind::unit
               : !p.characters.empty() ? Piece::Kind::character
                                       : Piece::Kind::unspecified;
    if (out.kind == Piece::Kind::unspecified && diadoques_) {
      const std::string where =
          out.where.resolved() ? map_.space(out.where.space).code : std::string(out.where.written);
      warning(out.pos, "no unit type given: the order is for whatever unit stands in " + where,
              Message{Msg::diag_no_unit_type, {arg::Words{where}}});
    }
  }

  void military(const grammar::ast::military& m, Order& o) {
    piece(m.who, o.piece);
    o.pos = o.piece.pos;
    bool lone_character = o.piece.kind == Piece::Kind::character;
    if (!m.body && !m.retreat) {
      error(pos_at(m.id_last),
            "expected an order after '" + written(m.who) +
                "': X, a destination, S, C, A1, A2, Ra or Re",
            Message{Msg::diag_order_missing, {arg::Words{written(m.who)}}});
      return;
    }
    if (m.body) {
      body(*m.body, lone_character, o.body);
    } else {
      o.body.emplace<Hold>().written = false;
    }
    if (m.retreat) {
      RetreatList& r = o.retreat.emplace();
      r.pos = pos(*m.retreat);
      r.spaces.reserve(m.retreat->items.size());
      for (std::size_t i = 0; i < m.retreat->items.size(); ++i) {
        const auto& item = m.retreat->items[i];
        if (item.destroy) {
          if (i + 1 != m.retreat->items.size()) {
            error(pos(item), "X must come last in a retreat list (R9a.ret.11)",
                  Message{Msg::diag_retreat_x_last, {}});
          }
          r.destroy_last = true;
        } else {
          place(item.where, r.spaces.emplace_back());
        }
      }
      if (lone_character)
        error(r.pos, "Re orders apply to units only (R9a.ret.1)",
              Message{Msg::diag_retreat_units_only, {}});
    }
  }

  void body(const grammar::ast::military_body& b, bool lone_character, Body& out) {
    struct Visitor {
      Converter& c;
      bool lone;
      Body& out;
      void operator()(const grammar::ast::hold_body&) const { out.emplace<Hold>(); }
      void operator()(const grammar::ast::move_body& m) const {
        Move& mv = out.emplace<Move>();
        for (std::size_t i = 0; i + 1 < m.path.size(); ++i)
          c.place(m.path[i], mv.route.emplace_back());
        c.place(m.path.back(), mv.to);
        mv.via_convoy = m.via_convoy || m.forced_convoy || !mv.route.empty();
        if (lone && mv.via_convoy)
          c.error(c.pos(m), "a character alone is never convoyed (G2.6)",
                  Message{Msg::diag_character_not_convoyed, {}});
      }
      void operator()(const grammar::ast::support_body& s) const {
        c.only_units(lone, s, "support");
        Support& sp = *out.emplace<BodyForm<Support>>();
        c.piece(s.supported, sp.supported);
        sp.siege_round = s.siege_round;
        if (s.siege_round > 0) {
          if (!s.target) {
            c.error(c.pos_at(s.id_last),
                    "expected the besieged citadel after A" + std::to_string(s.siege_round),
                    Message{Msg::diag_siege_citadel_missing, {arg::Number{s.siege_round}}});
          } else {
            c.place(*s.target, sp.citadel.emplace());
          }
        } else if (s.target) {
          c.place(*s.target, sp.to.emplace());
        }
      }
      void operator()(const grammar::ast::convoy_body& v) const {
        c.only_units(lone, v, "convoy");
        Convoy& cv = *out.emplace<BodyForm<Convoy>>();
        c.piece(v.convoyed, cv.convoyed);
        c.place(v.to, cv.to);
      }
      void operator()(const grammar::ast::siege_body& s) const {
        c.only_units(lone, s, "besiege");
        Siege& sg = out.emplace<Siege>();
        sg.round = s.round;
        c.place(s.citadel, sg.citadel);
      }
      void operator()(const grammar::ast::supply_body& s) const {
        c.only_units(lone, s, "supply");
        c.place(s.citadel, out.emplace<Supply>().citadel);
      }
    };
    boost::apply_visitor(Visitor{*this, lone_character, out}, b);
  }

  template <typename Node>
  void only_units(bool lone, const Node& n, std::string_view what) {
    if (lone) {
      error(pos(n), "a character alone can only move or hold (R9a.gen.4), not " + std::string(what),
            Message{Msg::diag_character_only_moves, {}});
    }
  }

  // ---- verb orders ----
  template <typename T>
  const T& arg(const grammar::ast::verb_order& v, std::size_t i) {
    static const T empty{};
    if (i >= v.args.size() || !std::holds_alternative<T>(v.args[i])) return empty;
    return std::get<T>(v.args[i]);
  }
  template <typename T>
  std::vector<const T*> args_of(const grammar::ast::verb_order& v, std::size_t from = 0) {
    std::vector<const T*> out;
    for (std::size_t i = from; i < v.args.size(); ++i) {
      if (const T* t = std::get_if<T>(&v.args[i])) out.push_back(t);
    }
    return out;
  }

  // The `n`-th argument of type T (the phrasings may write the arguments in another order:
  // `contre-corruption de 15 sur Ae* PHR`), or an empty one.
  template <typename T>
  const T& nth(const grammar::ast::verb_order& v, std::size_t n = 0) {
    static const T empty{};
    for (const auto& a : v.args) {
      if (const T* t = std::get_if<T>(&a)) {
        if (n == 0) return *t;
        --n;
      }
    }
    return empty;
  }

  // Returns false for header lines (they fill `header` instead of producing an order).
  bool verb(const grammar::ast::verb_order& v, Order& o, Header& header) {
    using grammar::ast::location;
    using grammar::ast::piece;
    using grammar::ast::verb;
    using Name = grammar::ast::name;
    using Char = grammar::ast::character;
    o.pos = pos(v);
    if (v.subject) giver(*v.subject, header);
    switch (v.v) {
      case verb::build: {
        Build& b = o.body.emplace<Build>();
        b.type = arg<UnitType>(v, 0);
        bool first = true;  // the place built in, then the preferred ports
        for (const auto& a : v.args) {
          if (const auto* loc = std::get_if<location>(&a)) {
            if (first) {
              place(*loc, b.where);
              first = false;
            } else {
              place(*loc, b.ports.emplace_back());
            }
          }
        }
        break;
      }
      case verb::disband:
        o.body = Disband{piece_arg(v, 0)};
        break;
      case verb::promote:
        o.body = Promote{piece_arg(v, 0), arg<UnitType>(v, 1)};
        break;
      case verb::downgrade: {
        Downgrade d{piece_arg(v, 0)};
        if (const auto* to = std::get_if<UnitType>(v.args.size() > 1 ? &v.args[1] : nullptr))
          downgrade_target(d.piece, *to, o.pos);
        o.body = std::move(d);
        break;
      }
      case verb::upkeep: {
        Upkeep u;
        for (const piece* p : args_of<piece>(v)) u.pieces.push_back(this->piece(*p));
        listed_once(u.pieces);
        o.body = std::move(u);
        break;
      }
      case verb::corruption: {
        Piece target = this->piece(nth<piece>(v));  // its errors come before the amount's
        o.body = Corruption{std::move(target), amount(v)};
        break;
      }
      case verb::counter_corruption: {
        Piece target = this->piece(nth<piece>(v));
        o.body = CounterCorruption{std::move(target), amount(v)};
        break;
      }
      case verb::passage: {
        SideRef to = side(nth<Name>(v));
        o.body = Passage{std::move(to), this->piece(nth<piece>(v))};
        break;
      }
      case verb::give: {
        CharacterRef who = character(nth<Char>(v));
        o.body = Give{std::move(who), side(nth<Name>(v))};
        break;
      }
      case verb::spare: {
        Spare s;
        for (const Char* c : args_of<Char>(v)) s.who.push_back(character(*c));
        o.body = std::move(s);
        break;
      }
      case verb::assassinate:
        o.body = Assassinate{character(arg<Char>(v, 0))};
        break;
      case verb::bid: {
        Bid& b = o.body.emplace<Bid>();
        b.type = arg<UnitType>(v, 0);
        place(arg<location>(v, 1), b.where);
        if (v.args.size() > 2) b.amounts.reserve(v.args.size() - 2);
        for (std::size_t i = 2; i < v.args.size(); ++i) b.amounts.push_back(amount(v, i));
        break;
      }
      case verb::royal_order:
        o.body = RoyalOrder{side(nth<Name>(v))};
        break;
      case verb::vote:  // `Vote Ptolémée pour` or `Vote pour Ptolémée`
        o.body = Vote{side(nth<Name>(v)), nth<bool>(v)};
        break;
      case verb::open_gates: {
        PlaceRef citadel = place(nth<location>(v));
        o.body = OpenGates{std::move(citadel), side(nth<Name>(v))};
        break;
      }
      case verb::gold: {
        const int sum = amount(v);  // read first: its error comes before the side's
        o.body = Gold{side(nth<Name>(v)), sum, nth<bool>(v)};
        break;
      }
      case verb::no_control:
        o.body = NoControl{place(arg<location>(v, 0))};
        break;
      case verb::capital:
        o.body = Capital{place(arg<location>(v, 0))};
        break;
      case verb::no_seize:
        o.body = NoSeize{place(arg<location>(v, 0))};
        break;
      case verb::seize:
        o.body = Seize{place(arg<location>(v, 0))};
        break;
      case verb::dissociate: {
        CharacterRef who = character(nth<Char>(v));
        // `dissocier Olympias de l'A MAC`: the unit's space (its type is only informative).
        const auto* unit = std::get_if<piece>(v.args.size() > 1 ? &v.args[1] : nullptr);
        o.body = Dissociate{std::move(who), unit ? place(unit->where) : place(nth<location>(v))};
        break;
      }
      case verb::command: {
        CharacterRef leader = character(nth<Char>(v));
        o.body = Command{std::move(leader), this->piece(nth<piece>(v))};
        break;
      }
      case verb::announce_marriage:
        o.body = AnnounceMarriage{groom(v, header)};
        break;
      case verb::marriage:
        o.body = Marriage{groom(v, header)};
        break;
      case verb::accord: {
        Accord a;
        if (auto locs = args_of<location>(v); !locs.empty()) a.where = place(*locs[0]);
        o.body = std::move(a);
        break;
      }
      case verb::epigone_placement:
        o.body = EpigonePlacement{place(arg<location>(v, 0))};
        break;
      case verb::treasury_heir:
        o.body = TreasuryHeir{place(arg<location>(v, 0))};
        break;
      case verb::preference: {
        Preference p;
        for (const Name* n : args_of<Name>(v)) p.ranking.push_back(side(*n));
        std::vector<std::string> seen;
        for (const auto& s : p.ranking) {
          if (s.name.empty()) continue;
          if (std::find(seen.begin(), seen.end(), s.name) != seen.end()) {
            error(s.pos, s.name + " is ranked twice (R2.pref.1)",
                  Message{Msg::diag_ranked_twice, {arg::Words{s.name}}});
          }
          seen.push_back(s.name);
        }
        if (!failed_ && seen.size() != 6) {
          warning(o.pos,
                  "a preference ranks the six diadoques; " + std::to_string(seen.size()) +
                      " given (R2.pref.1)",
                  Message{Msg::diag_preference_count,
                          {arg::Number{static_cast<int>(seen.size())}, arg::Clause{"R2.pref.1"}}});
        }
        o.body = std::move(p);
        break;
      }
      case verb::purchase: {
        Purchase p;
        for (const UnitType* t : args_of<UnitType>(v)) p.types.push_back(*t);
        o.body = std::move(p);
        break;
      }
      case verb::player:
        if (header.player)
          warning(o.pos, "a second `Joueur` line replaces the first",
                  Message{Msg::diag_second_player_line, {}});
        header.player = side(arg<Name>(v, 0));
        return false;
      case verb::season: {
        if (header.season)
          warning(o.pos, "a second `Saison` line replaces the first",
                  Message{Msg::diag_second_season_line, {}});
        header.season = static_cast<SeasonName>(std::clamp(arg<int>(v, 0), 0, 3));
        header.year = arg<int>(v, 1);
        header.season_pos = o.pos;
        if (*header.year > 0) {
          warning(o.pos,
                  "years are before our era: write -" + std::to_string(*header.year) +
                      " (read as -" + std::to_string(*header.year) + ")",
                  Message{Msg::diag_year_before_era, {arg::Number{*header.year}}});
          header.year = -*header.year;
        }
        return false;
      }
    }
    return true;
  }

  // `Dégrader Ae MAC en A`: the new type is the one the rules give (R10.down.1–2: Ae to A, Fe to
  // F; R10.disb.5: Ag to Ae). The order keeps the unit only; a different type is an error.
  void downgrade_target(const Piece& unit, UnitType written_to, SourcePos at) {
    if (!unit.type) return;
    std::optional<UnitType> lower;
    switch (*unit.type) {
      case UnitType::elite_army:
        lower = UnitType::army;
        break;
      case UnitType::elite_fleet:
        lower = UnitType::fleet;
        break;
      case UnitType::guard:
        lower = UnitType::elite_army;
        break;
      default:
        return;  // not a unit the rules downgrade: the adjudicator says so
    }
    if (written_to == *lower) return;
    const std::string from(designator(*unit.type)), to(designator(*lower)),
        written_type(designator(written_to));
    error(at,
          "an " + from + " unit is downgraded to " + to + ", not to " + written_type +
              " (R10.down, R10.disb.5)",
          Message{Msg::diag_downgrade_type,
                  {arg::Words{written_type}, arg::Words{from}, arg::Words{to}}});
  }

  // An upkeep order ranks the units it lists (R10.upk.2): a unit listed twice keeps its first
  // rank, and the player is told.
  void listed_once(std::vector<Piece>& pieces) {
    std::vector<map::SpaceId> seen;
    for (auto it = pieces.begin(); it != pieces.end();) {
      const map::SpaceId s = it->where.space;
      if (s == no_space || std::find(seen.begin(), seen.end(), s) == seen.end()) {
        if (s != no_space) seen.push_back(s);
        ++it;
        continue;
      }
      std::string unit(it->where.written);
      if (it->type) unit = std::string(designator(*it->type)) + " " + unit;
      warning(it->pos, unit + " is named twice: its first rank counts for upkeep (R10.upk.2)",
              Message{Msg::diag_listed_twice, {arg::Words{unit}}});
      it = pieces.erase(it);
    }
  }

  Piece piece_arg(const grammar::ast::verb_order& v, std::size_t i) {
    return piece(arg<grammar::ast::piece>(v, i));
  }
  int amount(const grammar::ast::verb_order& v) {
    int a = nth<int>(v);
    if (a < 0)
      error(pos(v), "an amount cannot be negative", Message{Msg::diag_negative_amount, {}});
    return a;
  }
  int amount(const grammar::ast::verb_order& v, std::size_t i) {
    int a = arg<int>(v, i);
    if (a < 0)
      error(pos(v), "an amount cannot be negative", Message{Msg::diag_negative_amount, {}});
    return a;
  }
  // The groom of a marriage or its announcement (R6b.cleo.1): the side's diadoque or epigone,
  // written * or #, or by his name (`Cassandre épouse Cléopâtre`); the bride, when named, is
  // Cléopâtre.
  CharacterRef groom(const grammar::ast::verb_order& v, const Header& header) {
    CharacterRef r = character(nth<grammar::ast::character>(v));
    if (r.kind == CharacterKind::named && !r.name.empty()) {
      if (auto leader = leader_named(r.name); leader && own_side(r.pos, *leader, header)) {
        r.kind = leader->epigone ? CharacterKind::epigone : CharacterKind::diadoque;
        r.name = leader->epigone ? "#" : "*";
      } else if (!leader) {
        error(r.pos, "Cléopâtre marries the side's diadoque or epigone: write * or # (R6b.cleo)",
              Message{Msg::diag_cleopatra_marries, {}});
      }
    }
    if (v.args.size() > 1) {
      CharacterRef bride = character(nth<grammar::ast::character>(v, 1));
      if (!bride.name.empty() && bride.name != "Cléopâtre") {
        error(bride.pos,
              "only Cléopâtre can be married: '" + std::string(bride.written) +
                  "' cannot (R6b.cleo.1)",
              Message{Msg::diag_bride_not_cleopatra, {arg::Words{std::string(bride.written)}}});
      }
    }
    return r;
  }

  // A leader named in an order acts for his own side only: when the file says whose orders
  // it holds (`Joueur …`), another side's diadoque or epigone is an error.
  bool own_side(SourcePos at, const Leader& leader, const Header& header) {
    if (header.player && !header.player->name.empty() && header.player->name != leader.side) {
      error(at,
            "these are " + header.player->name + "'s orders: an order given by " + leader.side +
                "'s " + (leader.epigone ? "epigone" : "diadoque") + " cannot be read here (N3)",
            Message{Msg::diag_other_sides_leader,
                    {arg::Words{header.player->name}, arg::Words{leader.side}}});
      return false;
    }
    return true;
  }

  // The subject of an order written subject first (`Cassandre verse 5 T à Lysimaque`): the
  // side that gives it, by its diadoque or epigone.
  void giver(const grammar::ast::character& c, const Header& header) {
    CharacterRef who = character(c);
    if (who.kind != CharacterKind::named || who.name.empty()) return;
    if (auto leader = leader_named(who.name)) {
      own_side(who.pos, *leader, header);
      return;
    }
    error(who.pos,
          "'" + std::string(who.written) +
              "' cannot give this order: write the side that gives it by its diadoque "
              "(`Cassandre verse 5 T à Lysimaque`), or start with the order word (N3)",
          Message{Msg::diag_subject_gives_no_orders, {arg::Words{std::string(who.written)}}});
  }

 private:
  const map::Map& map_;
  const PlaceNames& places_;
  const NamedSet& characters_;
  const NamedSet& sides_;
  const std::string& file_;
  Diagnostics& out_;
  std::vector<UnresolvedName>& unresolved_;
  LineContext ctx_{};
  bool failed_ = false;
  std::vector<Span> guessed_;
  bool diadoques_ = map_.ruleset == "diadoques";
};

}  // namespace

struct OrderParser::Impl {
  const map::Map& map;
  ParseOptions options;
  PlaceNames places;
  NamedSet characters;
  NamedSet sides;
  grammar::Dictionaries dicts;

  Impl(const map::Map& m, ParseOptions o)
      : map(m),
        options(std::move(o)),
        places(m),
        characters(character_names(options.extra_characters)),
        sides(side_names()) {
    dicts.places = &places.dictionary();
    dicts.characters = &characters;
    dicts.sides = &sides;
    plain.map = &map;
    plain.characters = &characters.canonical;
    plain.sides = &sides.canonical;
    plain.diadoques = map.ruleset == "diadoques";
  }
  grammar::PlainNames plain;

  // The common case first: a well-formed line whose names are all exact, read straight into an
  // order (grammar/plain_order.hpp). False when the line needs the full reading.
  bool read_plain(const NormalisedLine& norm, std::string_view text, std::string_view trimmed,
                  int line_number, const SourceText& source, grammar::Session& session,
                  ParseResult& result) const {
    grammar::PlainLine line{norm.text, text, line_number,
                            norm.identity ? nullptr : norm.column.data(),
                            norm.identity ? nullptr : norm.raw_offset.data()};
    Order& order = result.orders.emplace_back();
    grammar::PlainExtras extras;
    if (!grammar::read_plain_order(line, plain, session, order, extras)) {
      result.orders.pop_back();
      return false;
    }
    name_order(order, text, trimmed, source, extras.label, extras.prefix);
    return true;
  }

  // The order's text, label and prefix, as written.
  static void name_order(Order& order, std::string_view text, std::string_view trimmed,
                         const SourceText& source, bool label, bool prefix) {
    order.source = source;
    order.text = trimmed;
    if (label) {
      std::size_t open = text.find('['), close = text.find(']');
      order.label = trim(text.substr(open + 1, close - open - 1));
    }
    if (prefix) {
      // As written (the normalised copy is lower case): the text before the first ':'.
      std::size_t from = label ? text.find(']') + 1 : 0;
      std::size_t colon = text.find(':', from);
      order.side_prefix = trim(text.substr(from, colon - from));
    }
  }

  // Reads a normalised line into `result`: an order, or a header line. False when the line
  // cannot be read, with the errors in result.diagnostics. `guessed` (when given) receives the
  // spans of the names read as a close misspelling.
  // `text` and `trimmed` are views into `source`, which the order keeps.
  bool read(const NormalisedLine& norm, std::string_view text, std::string_view trimmed,
            int line_number, const SourceText& source, grammar::Session& session,
            ParseResult& result, std::vector<Converter::Span>* guessed = nullptr,
            bool explain = true) const {
    if (options.fast_path &&
        read_plain(norm, text, trimmed, line_number, source, session, result)) {
      if (guessed) guessed->clear();
      return true;
    }
    Converter conv(map, places, characters, sides, options.file, result);
    conv.start({&norm, text, line_number, &session});
    grammar::ast::line syntax;
    int end = 0;
    bool ok = options.fast_path ? grammar::parse_line(norm.text, session, syntax, end)
                                : grammar::parse_line_x3(norm.text, session, syntax, end);
    if (!ok || end < static_cast<int>(norm.text.size())) {
      // Parse again, recording what was expected where, to explain the failure.
      if (!explain) {
        conv.error(conv.pos_at(0), "unreadable", Message{Msg::diag_unreadable, {}});
        return false;
      }
      grammar::ast::line again;
      ok = grammar::parse_line(norm.text, session, again, end, true);
      report_syntax_error(conv, norm, text, line_number, session, ok ? end : -1);
      return false;
    }
    // Built in place: an Order is large, moving it around costs more than parsing it.
    Order& order = result.orders.emplace_back();
    name_order(order, text, trimmed, source, bool(syntax.label), bool(syntax.prefix));
    bool is_order = true;
    if (const auto* m = boost::get<grammar::ast::military>(&syntax.stmt)) {
      conv.military(*m, order);
    } else {
      is_order = conv.verb(boost::get<grammar::ast::verb_order>(syntax.stmt), order, result.header);
    }
    if (conv.failed()) {
      result.orders.pop_back();
      return false;
    }
    if (!is_order) result.orders.pop_back();
    if (guessed) *guessed = conv.guessed();
    return true;
  }

  // What parse() remembers across lines, to tell a signature at the end of an email from a
  // stray word among the orders (remarks.hpp, rule 3).
  struct Flow {
    int last_order_line = 0;               // the last line that is, or starts like, an order
    std::vector<Converter::Span> guessed;  // the guessed names of the line being read
    KeywordLikeWords keyword_like;         // the words of guessed names seen so far
    struct Candidate {
      int line;
      std::size_t diagnostic;  // its "not an order" error
      std::string sign;        // what in it looks like an order (LineShape::sign), quoted
    };
    std::vector<Candidate> signature;
    // Where a resent set of orders may start: a second `Joueur`/`Saison` line or a forwarded
    // message, with the number of orders read before it.
    struct SetStart {
      int line;
      std::string what;
      std::size_t orders_before;
    };
    std::vector<SetStart> set_starts;
    void set_start(int line, std::string what, std::size_t orders) {
      // A `Joueur` line right after a forwarded message (no order between) starts the same set.
      if (!set_starts.empty() && set_starts.back().orders_before == orders) return;
      set_starts.push_back({line, std::move(what), orders});
    }
  };

  // A resent set of orders pasted after the first replaces it, as on the classical judges:
  // the orders before the last set start that has orders on both sides are dropped, their
  // errors become notes, and a warning at the set start says what was replaced. Orders of one
  // set that contradict each other are left to the adjudicator (R9a.gen.2).
  void keep_last_set(const Flow& flow, ParseResult& result) const {
    auto last = std::find_if(flow.set_starts.rbegin(), flow.set_starts.rend(), [&](const auto& s) {
      return s.orders_before > 0 && result.orders.size() > s.orders_before;
    });
    if (last == flow.set_starts.rend()) return;
    const int line = last->line;
    const std::size_t dropped = last->orders_before;
    const int first = result.orders.front().pos.line;
    const int end = result.orders[dropped - 1].pos.line;
    result.orders.erase(result.orders.begin(),
                        result.orders.begin() + static_cast<std::ptrdiff_t>(dropped));
    std::erase_if(result.unresolved, [&](const UnresolvedName& u) { return u.pos.line < line; });
    int rejected_lines = 0, last_error_line = 0;
    for (Diagnostic& d : result.diagnostics) {
      if (d.pos.line >= line || d.severity == Severity::note) continue;
      if (d.severity == Severity::error && d.pos.line != last_error_line) {
        ++rejected_lines;
        last_error_line = d.pos.line;
      }
      d.severity = Severity::note;
      d.message = "(replaced set) " + d.message;
    }
    result.ignored -= rejected_lines;
    result.resent_from = line;
    auto at = std::find_if(result.diagnostics.begin(), result.diagnostics.end(),
                           [&](const Diagnostic& d) { return d.pos.line >= line; });
    result.diagnostics.insert(
        at, Diagnostic{Severity::warning, options.file, SourcePos{line, 1},
                       fmt_resent(last->what, dropped, first, end),
                       first == end
                           ? Message{Msg::diag_resent_line,
                                     {arg::Number{static_cast<int>(dropped)}, arg::Number{first}}}
                           : Message{Msg::diag_resent,
                                     {arg::Number{static_cast<int>(dropped)}, arg::Number{first},
                                      arg::Number{end}}}});
  }

  static std::string fmt_resent(const std::string& what, std::size_t dropped, int first, int end) {
    const std::string lines = first == end
                                  ? "line " + std::to_string(first)
                                  : "lines " + std::to_string(first) + "-" + std::to_string(end);
    return "a resent set of orders starts here (" + what + "): it replaces the " +
           std::to_string(dropped) + " order(s) read before it (" + lines +
           "), as on the classical judges";
  }

  // `raw_line` is a view into `source`.
  void parse_one(std::string_view raw_line, int line_number, const SourceText& source,
                 grammar::Session& session, NormalisedLine& scratch, ParseResult& result,
                 Flow& flow) const {
    std::string_view text = strip_comment(raw_line, options.hash_comments);
    const std::string_view trimmed = trim(text);
    if (trimmed.empty()) return;
    if (refuse_long_line(trimmed, line_number, result)) return;
    NormalisedLine& norm = scratch;
    normalise(text, norm);
    // After a list marker, the order's text as written starts after it.
    std::string_view trimmed_order = trimmed;
    if (std::size_t from = blank_list_marker(norm); from > 0)
      trimmed_order = trim(text.substr(from));
    const std::size_t first_diagnostic = result.diagnostics.size();
    const std::size_t first_order = result.orders.size();
    std::vector<Converter::Span>& guessed = flow.guessed;
    if (read(norm, text, trimmed_order, line_number, source, session, result, &guessed)) {
      flow.last_order_line = line_number;
      // `A SYR Tiens`: a misspelled keyword can also pass for a misspelled name (Athènes); the
      // closer reading wins (misspelled_keywords only reports words closer to a keyword).
      auto keyword_like = [&](const Converter::Span& g) {
        const std::size_t size = norm.text.size();
        const auto first = std::min(static_cast<std::size_t>(std::max(g.first, 0)), size);
        const auto last = std::clamp(static_cast<std::size_t>(std::max(g.last, 0)), first, size);
        return flow.keyword_like.any(std::string_view(norm.text).substr(first, last - first));
      };
      if (std::any_of(guessed.begin(), guessed.end(), keyword_like)) {
        prefer_keywords(norm, text, trimmed_order, line_number, source, session, result,
                        first_diagnostic, first_order);
      }
      return;
    }
    // The line cannot be read: an order written wrong, or a remark of the email?
    LineShape shape = shape_of(norm.text, places.dictionary(), characters.dictionary);
    if (shape.order_like) {
      flow.last_order_line = line_number;
      if (!respell_keywords(norm, text, trimmed_order, line_number, source, session, result,
                            first_diagnostic))
        ++result.ignored;
      return;
    }
    forget(result, first_diagnostic, line_number);
    const SourcePos at{line_number, norm.col(0)};
    ++result.ignored;
    // What in the line looks like an order, quoted as written.
    std::string sign;
    if (!shape.sign.empty()) {
      auto a = static_cast<std::size_t>(norm.raw(shape.sign_begin));
      auto b = static_cast<std::size_t>(norm.raw(shape.sign_end));
      sign = std::string(shape.sign) + " '" + std::string(trim(text.substr(a, b - a))) + "'";
    }
    if (shape.prose) {
      if (!sign.empty()) {
        result.diagnostics.push_back({Severity::warning, options.file, at,
                                      looks_like_order(trimmed, sign),
                                      looks_like_order_said(trimmed, sign)});
        result.suspect_lines.push_back(line_number);
      } else {
        result.diagnostics.push_back(
            {Severity::note, options.file, at, remark(trimmed),
             Message{Msg::diag_remark, {arg::Words{std::string(trimmed)}}}});
      }
      result.remark_lines.push_back(line_number);
      return;
    }
    if (shape.signature)
      flow.signature.push_back({line_number, result.diagnostics.size(), std::move(sign)});
    result.diagnostics.push_back(
        {Severity::error, options.file, at,
         "not an order: '" + std::string(trimmed) +
             "' (an order starts with a unit such as A or F, a character, a space or an "
             "order word such as Co or Construire); the line is ignored",
         Message{Msg::diag_not_an_order, {arg::Words{std::string(trimmed)}}}});
  }

  // One warning for the control characters clean_player_text blanked, at the first of them
  // (line and column counted as the parser counts them: a CR alone was made a line end).
  void control_characters(std::string_view text, const CleanedText& cleaned, ParseResult& result,
                          int first_line = 1) const {
    if (cleaned.controls == 0) return;
    SourcePos at{first_line, 1};
    for (std::size_t i = 0; i < cleaned.first_offset && i < text.size(); ++i) {
      if (text[i] == '\n') {
        ++at.line;
        at.column = 1;
      } else if ((static_cast<unsigned char>(text[i]) & 0xC0) != 0x80) {
        ++at.column;
      }
    }
    // As data too, as the other warnings about a file's bytes (orders_file.cpp): a French
    // game's GM log and acknowledgements word it in French.
    result.diagnostics.push_back(
        {Severity::warning, options.file, at,
         "invisible control characters (" + code_point_name(cleaned.first) + " here, " +
             std::to_string(cleaned.controls) + " in all) were removed: each is read as a blank",
         Message{Msg::file_control_characters,
                 {arg::Words{code_point_name(cleaned.first)},
                  arg::Number{static_cast<int>(cleaned.controls)}}}});
  }

  // A line longer than max_line_length is refused before anything reads it (issue 34: an
  // unreadable line of thousands of words was read again once per word). Its text is not quoted.
  bool refuse_long_line(std::string_view trimmed, int line_number, ParseResult& result) const {
    if (trimmed.size() <= max_line_length) return false;  // bytes: never fewer than characters
    std::size_t length = 0;
    for (char c : trimmed) length += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
    if (length <= max_line_length) return false;
    // The players' wording is the catalogue's "unreadable" (a new entry in common/message.hpp
    // would rebuild every file); the GM reads the length and the limit here.
    result.diagnostics.push_back(
        {Severity::error, options.file, SourcePos{line_number, 1},
         "this line is " + std::to_string(length) + " characters long, more than the " +
             std::to_string(max_line_length) +
             " an order may take: it is not read; write one order per line",
         Message{Msg::diag_unreadable, {}}});
    ++result.ignored;
    return true;
  }

  static std::string remark(std::string_view trimmed) {
    return "not an order, skipped as a remark: '" + std::string(trimmed) + "'";
  }
  // The same for the players, in their language: the line and the words in it that look like
  // an order (`sign` is "order word 'x'" or "place 'x'").
  static Message looks_like_order_said(std::string_view trimmed, const std::string& sign) {
    std::string_view quoted = sign;
    if (const auto q = quoted.find('\''); q != std::string_view::npos)
      quoted = quoted.substr(q + 1);
    if (!quoted.empty() && quoted.back() == '\'') quoted.remove_suffix(1);
    return Message{Msg::diag_looks_like_order,
                   {arg::Words{std::string(trimmed)}, arg::Words{std::string(quoted)}}};
  }
  // R9a.gen.6: a remark that names an order word or a place is not dropped in silence.
  static std::string looks_like_order(std::string_view trimmed, const std::string& sign) {
    return "looks like an order but is not read as one: '" + std::string(trimmed) + "' (" + sign +
           "); write it as an order (see orders.md), or the GM can read it with an annotation "
           "(R9a.gen.6)";
  }

  // After the whole email: the short lines that follow the last order are its signature.
  void close_signature(const Flow& flow, ParseResult& result) const {
    for (const auto& c : flow.signature) {
      if (c.line <= flow.last_order_line) continue;
      Diagnostic& d = result.diagnostics[c.diagnostic];
      // A copy: d.message is rewritten below.
      std::string_view from_message = d.message;
      from_message = from_message.substr(from_message.find('\'') + 1);
      const std::string quoted(from_message.substr(0, from_message.find("' (an order starts")));
      if (c.sign.empty()) {
        d.severity = Severity::note;
        d.message = remark(quoted) + " (signature)";
        d.said = Message{Msg::diag_remark_signature, {arg::Words{quoted}}};
      } else {
        d.severity = Severity::warning;
        d.message = looks_like_order(quoted, c.sign);
        d.said = looks_like_order_said(quoted, c.sign);
        result.suspect_lines.push_back(c.line);
      }
      result.remark_lines.push_back(c.line);
    }
    std::sort(result.remark_lines.begin(), result.remark_lines.end());
    std::sort(result.suspect_lines.begin(), result.suspect_lines.end());
  }

  // R9a.gen.6: a line that cannot be read because a keyword is misspelled (`Constuire F EGE`)
  // is read again with the keyword spelled right; a unique reading is carried out with a
  // warning, several possible keywords make an error that lists them. True when the line had
  // such a keyword (whatever the outcome); then `result` holds its diagnostics.
  bool respell_keywords(const NormalisedLine& norm, std::string_view text, std::string_view trimmed,
                        int line_number, const SourceText& source, grammar::Session& session,
                        ParseResult& result, std::size_t first_diagnostic) const {
    auto fixes = misspelled_keywords(norm.text, places.dictionary(), characters.dictionary,
                                     sides.dictionary);
    if (fixes.empty()) return false;
    auto written = [&](const KeywordMisspelling& m) {
      auto a = static_cast<std::size_t>(norm.raw(m.begin));
      auto b = static_cast<std::size_t>(norm.raw(m.end));
      return std::string(trim(text.substr(a, b - a)));
    };
    auto at = [&](const KeywordMisspelling& m) {
      return SourcePos{line_number, norm.col(m.begin)};
    };
    bool ambiguous = std::any_of(fixes.begin(), fixes.end(),
                                 [](const auto& m) { return m.suggested.size() > 1; });
    if (ambiguous) {
      // Which keyword was meant cannot be told: the line's errors stand, with the choices.
      for (const auto& m : fixes) {
        if (m.suggested.size() < 2) continue;
        result.diagnostics.push_back(
            {Severity::error, options.file, at(m),
             "'" + written(m) + "' is not an order word (did you mean " +
                 quote_list(m.suggested, " or ") + "?)",
             Message{Msg::diag_not_order_word,
                     {arg::Words{written(m)}, arg::Words{quote_list(m.suggested, ", ")}}}});
      }
      ++result.ignored;
      return true;
    }
    ParseResult trial;
    bool ok = read_respelled(norm, text, trimmed, line_number, source, session, result.header,
                             fixes, trial);
    forget(result, first_diagnostic, line_number);
    take(std::move(trial), ok, result);
    if (!ok) ++result.ignored;
    return true;
  }

  // After a line was read with a guessed name: when a word of it is closer to a keyword than to
  // any name and the line reads with that keyword, the keyword reading replaces the first one.
  void prefer_keywords(const NormalisedLine& norm, std::string_view text, std::string_view trimmed,
                       int line_number, const SourceText& source, grammar::Session& session,
                       ParseResult& result, std::size_t first_diagnostic,
                       std::size_t first_order) const {
    auto fixes = misspelled_keywords(norm.text, places.dictionary(), characters.dictionary,
                                     sides.dictionary);
    if (fixes.empty() || std::any_of(fixes.begin(), fixes.end(),
                                     [](const auto& m) { return m.suggested.size() > 1; }))
      return;
    ParseResult trial;
    if (!read_respelled(norm, text, trimmed, line_number, source, session, result.header, fixes,
                        trial))
      return;
    forget(result, first_diagnostic, line_number);
    result.orders.resize(first_order);
    take(std::move(trial), true, result);
  }

  // Reads the line again with the keywords of `fixes` spelled right, into `trial`: first the
  // warnings that name each respelled keyword, then what the reading gives.
  bool read_respelled(const NormalisedLine& norm, std::string_view text, std::string_view trimmed,
                      int line_number, const SourceText& source, grammar::Session& session,
                      const Header& header, const std::vector<KeywordMisspelling>& fixes,
                      ParseResult& trial) const {
    for (const auto& m : fixes) {
      auto a = static_cast<std::size_t>(norm.raw(m.begin));
      auto b = static_cast<std::size_t>(norm.raw(m.end));
      const std::string written(trim(text.substr(a, b - a)));
      trial.diagnostics.push_back(
          {Severity::warning, options.file, SourcePos{line_number, norm.col(m.begin)},
           "misspelled keyword '" + written + "': did you mean " + m.suggested.front() +
               "? (read as " + m.suggested.front() + ")",
           Message{Msg::diag_misspelled_keyword,
                   {arg::Words{written}, arg::Words{m.suggested.front()}}}});
    }
    trial.header = header;
    NormalisedLine respelled = with_keywords(norm, fixes);
    return read(respelled, text, trimmed, line_number, source, session, trial);
  }

  // Drops what was said about line `line_number` from diagnostic `first_diagnostic` on.
  static void forget(ParseResult& result, std::size_t first_diagnostic, int line_number) {
    result.diagnostics.resize(first_diagnostic);
    while (!result.unresolved.empty() && result.unresolved.back().pos.line == line_number)
      result.unresolved.pop_back();
  }

  // Appends a trial reading's diagnostics, and its orders and header when it was read.
  static void take(ParseResult&& trial, bool read_ok, ParseResult& result) {
    for (auto& d : trial.diagnostics) result.diagnostics.push_back(std::move(d));
    for (auto& u : trial.unresolved) result.unresolved.push_back(std::move(u));
    if (!read_ok) return;
    for (auto& o : trial.orders) result.orders.push_back(std::move(o));
    result.header = std::move(trial.header);
  }

  // `norm` with the misspelled keywords replaced; the new bytes keep the position of the word.
  static NormalisedLine with_keywords(const NormalisedLine& norm,
                                      const std::vector<KeywordMisspelling>& fixes) {
    NormalisedLine out;
    out.identity = false;
    auto put = [&](char c, std::size_t from) {
      out.text += c;
      out.column.push_back(norm.col(from));
      out.raw_offset.push_back(norm.raw(from));
    };
    std::size_t i = 0;
    for (const auto& m : fixes) {
      for (; i < m.begin; ++i) put(norm.text[i], i);
      for (char c : m.spelling) put(c, m.begin);
      i = m.end;
    }
    for (; i < norm.text.size(); ++i) put(norm.text[i], i);
    out.column.push_back(norm.col(norm.text.size()));
    out.raw_offset.push_back(norm.raw(norm.text.size()));
    return out;
  }

  // Why a line cannot be read, in words a player can act on (never the grammar's list of
  // alternatives): a word whose removal gives a clean order is named with that order ("unknown
  // word 'attaque'; did you mean a move `Ae* CAP PTE`?"); otherwise what was found where, and
  // what the order needs there.
  void report_syntax_error(Converter& conv, const NormalisedLine& norm, std::string_view text,
                           int line_number, grammar::Session& session, int end) const {
    int at = std::max(session.furthest(), end);
    if (at < 0) at = 0;
    const std::string needed =
        session.furthest() == at ? what_is_needed(session.expected()) : std::string();
    const auto size = static_cast<int>(norm.text.size());
    while (at < size && norm.text[static_cast<std::size_t>(at)] == ' ') ++at;
    if (auto fix = without_one_word(norm, text, line_number, session, at)) {
      grammar::ast::name span;
      span.id_first = static_cast<int>(fix->begin);
      span.id_last = static_cast<int>(fix->end);
      conv.error(conv.pos_at(span.id_first),
                 std::string(fix->known ? "unexpected word '" : "unknown word '") +
                     conv.written(span) + "'; did you mean " + fix->kind + " `" + fix->line +
                     "`? (the order is ignored)",
                 Message{fix->known ? Msg::diag_unexpected_word : Msg::diag_unknown_word,
                         {arg::Words{conv.written(span)}, arg::Words{fix->line}}});
      return;
    }
    std::string msg;
    Message said{Msg::diag_stops_too_soon, {}};
    if (at >= size) {
      msg = "the order stops too soon: ";
      msg += needed.empty() || needed == complete
                 ? std::string(
                       "something is missing at the end (see the order's full form in "
                       "orders.md)")
                 : "it needs " + needed + " at the end";
    } else {
      int stop = at;
      while (stop < size && norm.text[static_cast<std::size_t>(stop)] != ' ') ++stop;
      grammar::ast::name span;
      span.id_first = at;
      span.id_last = stop;
      msg = "unexpected '" + conv.written(span) + "'";
      said = Message{Msg::diag_unexpected, {arg::Words{conv.written(span)}}};
      const std::string before(
          trim(text.substr(0, static_cast<std::size_t>(norm.raw(static_cast<std::size_t>(at))))));
      if (needed == complete || reads_cleanly(before, line_number, session)) {
        msg += ": the order `" + before +
               "` is complete before it; remove it, or write it as an order of its own";
        said = Message{Msg::diag_unexpected_complete,
                       {arg::Words{conv.written(span)}, arg::Words{before}}};
      } else if (!needed.empty()) {
        msg += ": " + needed + " is needed there";
      }
    }
    msg += "; the order is ignored";
    conv.error(conv.pos_at(at), msg, std::move(said));
  }

  static constexpr std::string_view complete = "<complete>";

  // `line` alone reads as one order, without an error or a guessed name.
  bool reads_cleanly(const std::string& line, int line_number, grammar::Session& session) const {
    return clean_reading(line, line_number, session).has_value();
  }
  std::optional<Order> clean_reading(const std::string& line, int line_number,
                                     grammar::Session& session) const {
    auto store = std::make_shared<const TextStore>(line);
    const std::string_view text = store->text();
    NormalisedLine norm;
    normalise(text, norm);
    blank_list_marker(norm);
    ParseResult trial;
    if (!read(norm, text, trim(text), line_number, store, session, trial, nullptr, false) ||
        trial.orders.size() != 1 || !trial.diagnostics.empty())
      return std::nullopt;
    return std::move(trial.orders.front());
  }

  // What the grammar was ready to read, in a player's words; `complete` when only the optional
  // tails of a finished order (`via convoy`, `Re …`) were.
  static std::string what_is_needed(const std::vector<std::string_view>& expected) {
    static constexpr std::string_view tails[] = {"via convoy", "re", "via"};
    // S, C and Ra are only read right after a unit: then every action is possible there.
    static constexpr std::string_view actions[] = {"s", "c", "ra"};
    static constexpr std::string_view within_actions[] = {"x", "a1", "a2", "-", "to", "m", "t"};
    auto among = [](std::string_view e, auto& set) {
      return std::find(std::begin(set), std::end(set), e) != std::end(set);
    };
    std::vector<std::string> parts;
    bool action = false, tail_only = !expected.empty();
    for (std::string_view e : expected) action = action || among(e, actions);
    for (std::string_view e : expected) {
      if (among(e, tails)) continue;
      tail_only = false;
      if (among(e, actions) || (action && among(e, within_actions))) continue;
      if (e == "A1 or A2") {
        parts.emplace_back("A1/A2");
      } else if (auto shown_as = shown(e)) {
        parts.push_back(*shown_as);
      }
    }
    if (tail_only) return std::string(complete);
    if (action)
      parts.insert(parts.begin(),
                   "what the unit does (a destination, X, S, C, A1, A2 or Ra and what follows)");
    std::vector<std::string> unique;
    for (auto& p : parts)
      if (std::find(unique.begin(), unique.end(), p) == unique.end()) unique.push_back(p);
    return quote_list(unique, " or ");
  }

  struct WordFix {
    std::size_t begin = 0, end = 0;  // the word, in the normalised line
    bool known = false;              // a word of the order language or a name, misplaced
    std::string line;                // the line without it, as written
    std::string kind;                // "a move", "a support"…
  };

  // The line read without one of its words, when that alone gives a clean order (no error, no
  // guessed name): the word nearest to where the reading stopped first, an unknown word before
  // a known one. Runs only for a line that failed.
  std::optional<WordFix> without_one_word(const NormalisedLine& norm, std::string_view text,
                                          int line_number, grammar::Session& session,
                                          int at) const {
    std::vector<std::pair<std::size_t, std::size_t>> words;
    for (std::size_t i = 0; i < norm.text.size();) {
      if (norm.text[i] == ' ') {
        ++i;
        continue;
      }
      std::size_t j = i;
      while (j < norm.text.size() && norm.text[j] != ' ') ++j;
      words.emplace_back(i, j);
      i = j;
    }
    if (words.size() < 2) return std::nullopt;
    // Nearest to `at` first: the word there, then those before it, then those after.
    std::stable_sort(words.begin(), words.end(), [&](const auto& a, const auto& b) {
      auto rank = [&](const std::pair<std::size_t, std::size_t>& w) {
        const auto pos = static_cast<long>(w.first);
        return pos <= at ? static_cast<long>(at) - pos : 1000000 + pos;
      };
      return rank(a) < rank(b);
    });
    std::optional<WordFix> known_fix;
    // Each try reads the line again: a bounded number of them keeps an unreadable line's cost
    // linear in its length (issue 34).
    std::size_t tries = 0;
    for (const auto& [b, e] : words) {
      const std::string_view word = std::string_view(norm.text).substr(b, e - b);
      const bool known = is_order_keyword(word) ||
                         places.dictionary().resolve(word, false).kind == Resolution::Kind::exact ||
                         characters.resolve(word).kind == Resolution::Kind::exact;
      if (known && known_fix) continue;
      if (++tries > max_repair_tries) break;
      const auto raw_b = static_cast<std::size_t>(norm.raw(b));
      const auto raw_e = static_cast<std::size_t>(norm.raw(e));
      std::string candidate = std::string(trim(text.substr(0, raw_b)));
      const std::string_view after = trim(text.substr(raw_e));
      if (!candidate.empty() && !after.empty()) candidate += ' ';
      candidate += after;
      const std::optional<Order> order = clean_reading(candidate, line_number, session);
      if (!order) continue;
      WordFix fix{b, e, known, candidate, std::string(kind_of(*order))};
      if (!known) return fix;
      known_fix = std::move(fix);
    }
    return known_fix;
  }

  static std::string_view kind_of(const Order& o) {
    if (get_if<Move>(&o.body)) return "a move";
    if (get_if<Hold>(&o.body)) return "a hold";
    if (get_if<Support>(&o.body)) return "a support";
    if (get_if<Convoy>(&o.body)) return "a convoy";
    if (get_if<Siege>(&o.body)) return "a siege";
    if (get_if<Supply>(&o.body)) return "a supply order";
    return "the order";
  }
};

OrderParser::OrderParser(const map::Map& map, ParseOptions options)
    : impl_(std::make_unique<Impl>(map, std::move(options))) {}
OrderParser::~OrderParser() = default;

const map::Map& OrderParser::map() const {
  return impl_->map;
}

ParseResult OrderParser::parse(std::string_view text) const {
  ParseResult result;
  parse(text, result);
  return result;
}

void OrderParser::parse(std::string_view input, ParseResult& result) const {
  // One copy of the text, shared by the orders (their `written` views point into it), cleaned
  // where the player's text enters: nothing else blanks control characters.
  std::string copy(input);
  const CleanedText cleaned = clean_player_text(copy);
  const SourceText source = std::make_shared<const TextStore>(std::move(copy));
  const std::string_view text = source->text();
  result.source = source;
  result.orders.clear();
  result.diagnostics.clear();
  impl_->control_characters(text, cleaned, result);
  result.unresolved.clear();
  result.header = Header();
  result.ignored = 0;
  result.remark_lines.clear();
  result.suspect_lines.clear();
  result.resent_from = 0;
  result.orders.reserve(count_lines(text));
  // A large file makes a large vector of orders (sizeof(Order) bytes each, 208 on 64-bit),
  // faulted in page by page: with 4 KiB pages the kernel's share was a quarter of the parse
  // when an order took 360 bytes. Huge pages where the system offers them.
  advise_huge_pages(result.orders.data(), result.orders.capacity() * sizeof(Order));
  grammar::Session session(impl_->dicts);
  NormalisedLine scratch;
  Impl::Flow flow;
  int line_number = 0;
  std::size_t at = 0;
  if (text.starts_with("\xEF\xBB\xBF")) at = 3;  // UTF-8 BOM
  // Quoted text and what follows a signature separator are not read, but never silently: one
  // note per quoted block and one for the signature say which lines were left out, so an order
  // written there does not vanish unseen.
  int quote_first = 0, quote_last = 0;  // the quoted block being skipped (0: none)
  auto close_quote = [&] {
    if (quote_first == 0) return;
    const bool one = quote_first == quote_last;
    std::string lines =
        one ? "line " + std::to_string(quote_first)
            : "lines " + std::to_string(quote_first) + "-" + std::to_string(quote_last);
    result.diagnostics.push_back(
        {Severity::note,
         impl_->options.file,
         {quote_first, 1},
         "quoted text (" + lines + ") is not read",
         one ? Message{Msg::diag_quoted_line, {arg::Number{quote_first}}}
             : Message{Msg::diag_quoted_text,
                       {arg::Number{quote_first}, arg::Number{quote_last}}}});
    quote_first = 0;
  };
  while (at <= text.size()) {
    std::size_t nl = text.find('\n', at);
    std::string_view line =
        text.substr(at, nl == std::string_view::npos ? std::string_view::npos : nl - at);
    ++line_number;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    std::string_view t = trim(line);
    if (t == "--") {  // signature delimiter: the rest is not orders
      close_quote();
      std::string_view rest = nl == std::string_view::npos ? "" : text.substr(nl + 1);
      if (!trim(rest).empty()) {
        result.diagnostics.push_back({Severity::note,
                                      impl_->options.file,
                                      {line_number, 1},
                                      "signature separator '--': the lines after it are not read",
                                      Message{Msg::diag_signature_separator, {}}});
      }
      break;
    }
    if (!t.empty() && t.front() == '>') {
      if (quote_first == 0) quote_first = line_number;
      quote_last = line_number;
    } else if (!t.empty()) {
      close_quote();
      if (forwarded_marker(t)) {
        flow.set_start(line_number, "a forwarded message", result.orders.size());
        result.diagnostics.push_back({Severity::note,
                                      impl_->options.file,
                                      {line_number, 1},
                                      "a forwarded message starts here",
                                      Message{Msg::diag_forwarded, {}}});
      } else {
        const bool had_player = result.header.player.has_value();
        const bool had_season = result.header.season.has_value();
        const std::size_t orders_before = result.orders.size();
        impl_->parse_one(line, line_number, source, session, scratch, result, flow);
        // A header line read again (not an order): a second `Joueur` or `Saison` line.
        if (result.orders.size() == orders_before) {
          if (had_player && result.header.player->pos.line == line_number)
            flow.set_start(line_number, "a second `Joueur` line", orders_before);
          else if (had_season && result.header.season_pos.line == line_number)
            flow.set_start(line_number, "a second `Saison` line", orders_before);
        }
      }
    }
    if (nl == std::string_view::npos) break;
    at = nl + 1;
  }
  close_quote();
  impl_->close_signature(flow, result);
  impl_->keep_last_set(flow, result);
}

ParseResult OrderParser::parse_line(std::string_view input, int line_number) const {
  std::string copy(input);
  const CleanedText cleaned = clean_player_text(copy);
  const SourceText source = std::make_shared<const TextStore>(std::move(copy));
  const std::string_view line = source->text();
  ParseResult result;
  result.source = source;
  impl_->control_characters(line, cleaned, result, line_number);
  grammar::Session session(impl_->dicts);
  NormalisedLine scratch;
  Impl::Flow flow;  // one line: no email, no signature
  impl_->parse_one(line, line_number, source, session, scratch, result, flow);
  return result;
}

std::string_view to_string(UnresolvedName::Kind k) {
  switch (k) {
    case UnresolvedName::Kind::place:
      return "place";
    case UnresolvedName::Kind::character:
      return "character";
    case UnresolvedName::Kind::side:
      return "side";
  }
  return "place";
}

ParseResult parse_orders(std::string_view text, const map::Map& map, const ParseOptions& options) {
  return OrderParser(map, options).parse(text);
}

}  // namespace dia::orders
