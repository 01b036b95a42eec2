#include "state/deadline_record.hpp"

#include <sstream>
#include <stdexcept>
#include <vector>

#include <fmt/format.h>

#include "common/text.hpp"

namespace dia::state {

namespace {

bool indented(const std::string& line) {
  return !line.empty() && (line[0] == ' ' || line[0] == '\t');
}

// The key of a line `  key: value  # comment`, "" when it has none.
std::string key_of(const std::string& line) {
  const std::string_view t = trim(line);
  if (t.empty() || t[0] == '#') return "";
  const auto colon = t.find(':');
  return colon == std::string_view::npos ? "" : std::string(trim(t.substr(0, colon)));
}

}  // namespace

std::string with_deadline(const std::string& text, const std::string& season,
                          const std::string& when) {
  std::vector<std::string> lines;
  {
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) lines.push_back(line);
  }
  const std::string entry = fmt::format("  {}: {}", season, when);
  std::size_t block = lines.size();
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (!indented(lines[i]) && key_of(lines[i]) == "deadlines") block = i;
  if (block == lines.size()) {
    lines.push_back("deadlines:");
    lines.push_back(entry);
  } else {
    const std::string& head = lines[block];
    const std::string_view rest = trim(std::string_view(head).substr(head.find(':') + 1));
    if (!rest.empty() && rest[0] != '#')
      throw std::runtime_error(fmt::format(
          "game.yaml:{}: error: deadlines: written on one line; the judge records each "
          "season's deadline on a line of its own (`  002-summer-319: 2026-12-01 20:00`): "
          "please write them so",
          block + 1));
    std::size_t end = block + 1;  // past the block's last entry (blank and comment lines kept)
    std::size_t last = block + 1;
    bool replaced = false;
    for (; end < lines.size(); ++end) {
      const std::string_view t = trim(lines[end]);
      if (!indented(lines[end]) && !t.empty() && t[0] != '#') break;
      if (t.empty() || t[0] == '#') continue;
      last = end + 1;
      if (key_of(lines[end]) == season) {
        lines[end] = entry;
        replaced = true;
      }
    }
    if (!replaced) lines.insert(lines.begin() + static_cast<std::ptrdiff_t>(last), entry);
  }
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

std::string with_block(const std::string& text, const std::string& key, const std::string& block) {
  std::vector<std::string> lines;
  {
    std::istringstream in(text);
    std::string line;
    while (std::getline(in, line)) lines.push_back(line);
  }
  std::size_t start = lines.size();
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (!indented(lines[i]) && key_of(lines[i]) == key) start = i;
  std::string out;
  if (start == lines.size()) {
    for (const auto& l : lines) out += l + "\n";
    return out + block;
  }
  std::size_t end = start + 1;  // past the block's last indented line (a list's `- ` included)
  std::size_t last = start + 1;
  for (; end < lines.size(); ++end) {
    const std::string_view t = trim(lines[end]);
    if (!indented(lines[end]) && !t.empty() && t[0] != '#' && t[0] != '-') break;
    if (!t.empty() && t[0] != '#') last = end + 1;
  }
  for (std::size_t i = 0; i < start; ++i) out += lines[i] + "\n";
  out += block;
  for (std::size_t i = last; i < lines.size(); ++i) out += lines[i] + "\n";
  return out;
}

}  // namespace dia::state
