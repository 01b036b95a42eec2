#include "state/deadline_record.hpp"

#include <optional>
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

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Where a top-level `key:` block is: its key line, and one past its last indented line (a
// list's `- ` at the margin included; blank and comment lines after it are not its own).
struct BlockSpan {
  std::size_t start = 0;
  std::size_t last = 0;
};

std::optional<BlockSpan> block_span(const std::vector<std::string>& lines, const std::string& key) {
  std::optional<BlockSpan> span;
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (!indented(lines[i]) && key_of(lines[i]) == key) span = BlockSpan{i, i + 1};
  if (!span) return span;
  for (std::size_t end = span->start + 1; end < lines.size(); ++end) {
    const std::string_view t = trim(lines[end]);
    if (!indented(lines[end]) && !t.empty() && t[0] != '#' && t[0] != '-') break;
    if (!t.empty() && t[0] != '#') span->last = end + 1;
  }
  return span;
}

}  // namespace

std::string with_deadline(const std::string& text, const std::string& season,
                          const std::string& when) {
  const std::vector<std::string> lines = lines_of(text);
  const std::string entry = fmt::format("  {}: {}\n", season, when);
  const auto span = block_span(lines, "deadlines");
  if (!span) return with_block(text, "deadlines", "deadlines:\n" + entry);
  const std::string& head = lines[span->start];
  const std::string_view rest = trim(std::string_view(head).substr(head.find(':') + 1));
  if (!rest.empty() && rest[0] != '#')
    throw std::runtime_error(fmt::format(
        "game.yaml:{}: error: deadlines: written on one line; the judge records each "
        "season's deadline on a line of its own (`  002-summer-319: 2026-12-01 20:00`): "
        "please write them so",
        span->start + 1));
  // The block as it is, the season's line replaced, or added after the last entry.
  std::string block = head + "\n";
  bool replaced = false;
  for (std::size_t i = span->start + 1; i < span->last; ++i) {
    const bool is_season = key_of(lines[i]) == season;
    block += is_season ? entry : lines[i] + "\n";
    replaced = replaced || is_season;
  }
  if (!replaced) block += entry;
  return with_block(text, "deadlines", block);
}

std::string with_block(const std::string& text, const std::string& key, const std::string& block) {
  const std::vector<std::string> lines = lines_of(text);
  const auto span = block_span(lines, key);
  std::string out;
  if (!span) {
    for (const auto& l : lines) out += l + "\n";
    return out + block;
  }
  for (std::size_t i = 0; i < span->start; ++i) out += lines[i] + "\n";
  out += block;
  for (std::size_t i = span->last; i < lines.size(); ++i) out += lines[i] + "\n";
  return out;
}

}  // namespace dia::state
