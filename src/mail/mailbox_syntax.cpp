#include "mail/mailbox_syntax.hpp"

#include <cstring>
#include <optional>
#include <vector>

#include <fmt/format.h>

namespace dia::mail {
namespace {

// RFC 5322 3.2.3 atext, and RFC 6532's UTF-8 bytes.
bool is_atext(unsigned char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
         std::strchr("!#$%&'*+-/=?^_`{|}~", c) != nullptr || c >= 0x80;
}
bool is_control(unsigned char c) {
  return c < 0x20 || c == 0x7f;
}

enum class Kind { atom, quoted, literal, special };
struct Token {
  Kind kind;
  std::string text;      // as written (quotes and brackets included)
  std::size_t start;     // offset in the value
  bool space_before;     // spaces or comments between it and the token before
};

// Part of the value shown in a reason: what follows `start`, control bytes as \xNN.
std::string shown(std::string_view value, std::size_t start) {
  std::string out;
  for (std::size_t i = start; i < value.size() && out.size() < 60; ++i) {
    const auto c = static_cast<unsigned char>(value[i]);
    if (c == '\r' || c == '\n') continue;  // folding
    out += is_control(c) && c != '\t' ? fmt::format("\\x{:02X}", c) : std::string(1, value[i]);
  }
  while (!out.empty() && (out.front() == ' ' || out.front() == '\t')) out.erase(0, 1);
  return out;
}

class Lexer {
 public:
  explicit Lexer(std::string_view v) : v_(v) {}

  // The tokens, or why the text is not made of RFC 5322 tokens.
  std::variant<std::vector<Token>, MailboxSyntaxError> run() {
    std::vector<Token> out;
    while (true) {
      bool space = false;
      if (auto e = skip_cfws(space)) return *e;
      if (i_ >= v_.size()) return out;
      const std::size_t start = i_;
      const auto c = static_cast<unsigned char>(v_[i_]);
      if (is_control(c)) return control(c);
      if (is_atext(c)) {
        while (i_ < v_.size() && is_atext(static_cast<unsigned char>(v_[i_]))) ++i_;
        out.push_back({Kind::atom, std::string(v_.substr(start, i_ - start)), start, space});
      } else if (c == '"' || c == '[') {
        const char close = c == '"' ? '"' : ']';
        ++i_;
        while (i_ < v_.size() && v_[i_] != close) {
          const auto d = static_cast<unsigned char>(v_[i_]);
          if (d == '\\' && c == '"') {
            if (++i_ >= v_.size()) break;
          } else if (c == '[' && (d == '[' || d == '\\')) {
            return MailboxSyntaxError{fmt::format("'{}' inside a domain literal", v_[i_])};
          } else if (is_control(d) && !folding(i_)) {
            return control(d);
          }
          ++i_;
        }
        if (i_ >= v_.size())
          return MailboxSyntaxError{c == '"' ? "a quoted text without its closing '\"'"
                                             : "a domain literal without its closing ']'"};
        ++i_;
        out.push_back({c == '"' ? Kind::quoted : Kind::literal,
                       std::string(v_.substr(start, i_ - start)), start, space});
      } else if (std::strchr(")<>]:;@,.", c) != nullptr) {
        ++i_;
        out.push_back({Kind::special, std::string(1, static_cast<char>(c)), start, space});
      } else {
        return MailboxSyntaxError{fmt::format("'{}' outside quotes: '{}'", static_cast<char>(c),
                                              shown(v_, start))};
      }
    }
  }

 private:
  std::string_view v_;
  std::size_t i_ = 0;

  static MailboxSyntaxError control(unsigned char c) {
    return {c == 0 ? std::string("a NUL byte") : fmt::format("a control character (\\x{:02X})", c)};
  }

  // A line end that folds the field: CR LF or LF followed by a space or a tab.
  bool folding(std::size_t at) const {
    std::size_t j = at;
    if (j < v_.size() && v_[j] == '\r') ++j;
    return j < v_.size() && v_[j] == '\n' && j + 1 < v_.size() &&
           (v_[j + 1] == ' ' || v_[j + 1] == '\t');
  }

  // Skips spaces, folding and comments (nested, with quoted pairs); sets `space` when any.
  std::optional<MailboxSyntaxError> skip_cfws(bool& space) {
    while (i_ < v_.size()) {
      const char c = v_[i_];
      if (c == ' ' || c == '\t') {
        ++i_;
      } else if ((c == '\r' || c == '\n') && folding(i_)) {
        i_ += c == '\r' ? 2 : 1;
      } else if (c == '(') {
        int depth = 0;
        do {
          const auto d = static_cast<unsigned char>(v_[i_]);
          if (d == '(') ++depth;
          else if (d == ')') --depth;
          else if (d == '\\') ++i_;
          else if (is_control(d) && d != '\t' && !folding(i_)) return control(d);
          ++i_;
        } while (depth > 0 && i_ < v_.size());
        if (depth > 0) return MailboxSyntaxError{"a comment without its closing ')'"};
      } else {
        return std::nullopt;
      }
      space = true;
    }
    return std::nullopt;
  }
};

class Parser {
 public:
  Parser(std::string_view value, std::vector<Token> tokens) : v_(value), t_(std::move(tokens)) {}

  std::variant<MailboxSyntax, MailboxSyntaxError> run() {
    if (t_.empty()) return MailboxSyntaxError{"no address"};
    for (const Token& t : t_) {
      if (t.kind != Kind::special) continue;
      if (t.text == ",") return MailboxSyntaxError{"more than one address"};
      if (t.text == ":" || t.text == ";")
        return MailboxSyntaxError{"a group or a route (':' or ';')"};
    }
    std::size_t angle = t_.size();
    for (std::size_t k = 0; k < t_.size(); ++k)
      if (is(k, "<")) {
        angle = k;
        break;
      }
    if (angle == t_.size()) {  // addr-spec
      MailboxSyntax out;
      if (auto e = addr_spec(out.addr_spec)) return *e;
      if (k_ < t_.size()) return after_address();
      return out;
    }
    for (k_ = 0; k_ < angle; ++k_) {  // the display name: words, and dots (obs-phrase)
      const Token& t = t_[k_];
      const bool word = t.kind == Kind::atom || t.kind == Kind::quoted;
      if (!word && !(is(k_, ".") && k_ > 0))
        return MailboxSyntaxError{
            fmt::format("'{}' in the name before '<': '{}'", t.text, shown(v_, t.start))};
    }
    ++k_;
    MailboxSyntax out;
    if (auto e = addr_spec(out.addr_spec)) return *e;
    if (!is(k_, ">")) return MailboxSyntaxError{"no '>' after the address"};
    ++k_;
    if (k_ < t_.size()) return after_address();
    return out;
  }

 private:
  std::string_view v_;
  std::vector<Token> t_;
  std::size_t k_ = 0;

  bool is(std::size_t k, const char* special) const {
    return k < t_.size() && t_[k].kind == Kind::special && t_[k].text == special;
  }
  bool tight(std::size_t k) const { return k < t_.size() && !t_[k].space_before; }

  MailboxSyntaxError after_address() const {
    return {fmt::format("text after the address: '{}'", shown(v_, t_[k_].start))};
  }

  // local-part "@" domain: dot-atoms with nothing between their atoms and dots (RFC 5322
  // 3.2.3; spaces and comments may surround each dot-atom, and so the '@').
  std::optional<MailboxSyntaxError> addr_spec(std::string& out) {
    const std::size_t first = k_;
    auto dot_atom = [&](bool allow_quoted, bool allow_literal) -> bool {
      if (k_ >= t_.size()) return false;
      if ((allow_quoted && t_[k_].kind == Kind::quoted) ||
          (allow_literal && t_[k_].kind == Kind::literal)) {
        out += t_[k_++].text;
        return true;
      }
      if (t_[k_].kind != Kind::atom) return false;
      out += t_[k_++].text;
      while (is(k_, ".") && tight(k_) && k_ + 1 < t_.size() && t_[k_ + 1].kind == Kind::atom &&
             tight(k_ + 1)) {
        out += "." + t_[k_ + 1].text;
        k_ += 2;
      }
      return true;
    };
    if (!dot_atom(true, false))
      return MailboxSyntaxError{
          first < t_.size() ? fmt::format("no address at '{}'", shown(v_, t_[first].start))
                            : std::string("no address")};
    if (!is(k_, "@"))
      return MailboxSyntaxError{k_ < t_.size() ? fmt::format("no '@' in the address before '{}'",
                                                             shown(v_, t_[k_].start))
                                               : std::string("no '@' in the address")};
    out += "@";
    ++k_;
    if (!dot_atom(false, true))
      return MailboxSyntaxError{"no domain after the '@'"};
    return std::nullopt;
  }
};

}  // namespace

std::variant<MailboxSyntax, MailboxSyntaxError> mailbox_syntax(std::string_view value) {
  auto lexed = Lexer(value).run();
  if (auto* e = std::get_if<MailboxSyntaxError>(&lexed)) return *e;
  return Parser(value, std::move(std::get<std::vector<Token>>(lexed))).run();
}

}  // namespace dia::mail
