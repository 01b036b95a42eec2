#include "mail/mime_flowed.hpp"

#include <vector>

namespace dia::mail {

namespace {

struct FlowedLine {
  std::size_t depth;  // number of '>' quote marks
  std::string_view content;
  bool flowed;
};

FlowedLine parse_line(std::string_view line) {
  std::size_t depth = 0;
  while (depth < line.size() && line[depth] == '>') ++depth;
  std::string_view content = line.substr(depth);
  if (!content.empty() && content.front() == ' ') content.remove_prefix(1);  // space-stuffing
  // "-- " is the signature separator, never a flowed line (RFC 3676 4.3).
  const bool flowed = !content.empty() && content.back() == ' ' && content != "-- ";
  return {depth, content, flowed};
}

}  // namespace

std::string unflow(std::string_view text, bool delsp) {
  std::string out;
  std::string paragraph;
  std::size_t depth = 0;
  bool open = false;  // a flowed line waits for the next one
  auto close = [&] {
    out.append(depth, '>');
    if (depth > 0 && !paragraph.empty()) out += ' ';
    out += paragraph;
    out += '\n';
    paragraph.clear();
    open = false;
  };
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    const FlowedLine line = parse_line(text.substr(start, end - start));
    start = end + 1;
    if (open && line.depth != depth) close();  // a flowed line before a change of depth ends
    depth = line.depth;
    std::string_view content = line.content;
    if (line.flowed && delsp) content.remove_suffix(1);
    paragraph += content;
    if (line.flowed)
      open = true;
    else
      close();
  }
  if (open) close();
  return out;
}

}  // namespace dia::mail
