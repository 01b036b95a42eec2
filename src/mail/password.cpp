#include "mail/password.hpp"

#include <optional>

#include "common/text.hpp"

namespace dia::mail {
namespace {

// The password a line gives, if it is a password line.
std::optional<std::string> password_of(std::string_view line) {
  const auto colon = line.find(':');
  if (colon == std::string_view::npos) return std::nullopt;
  const std::string key = fold_name(std::string(line.substr(0, colon)));
  if (key != "mot de passe" && key != "password" && key != "motdepasse") return std::nullopt;
  return std::string(trim(line.substr(colon + 1)));
}

template <typename F>
void each_line(std::string_view text, F f) {
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto end = text.find('\n', start);
    const auto line = text.substr(start, end == std::string_view::npos ? text.npos : end - start);
    f(line, end != std::string_view::npos);
    if (end == std::string_view::npos) break;
    start = end + 1;
  }
}

}  // namespace

bool password_ok(std::string_view text, std::string_view password) {
  if (password.empty()) return true;
  bool ok = false;
  each_line(text, [&](std::string_view line, bool) {
    if (auto p = password_of(line); p && *p == password) ok = true;
  });
  return ok;
}

std::string without_password(std::string_view text) {
  std::string out;
  each_line(text, [&](std::string_view line, bool newline) {
    if (password_of(line)) return;
    out += line;
    if (newline) out += '\n';
  });
  return out;
}

}  // namespace dia::mail
