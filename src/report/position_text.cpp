#include "report/position_text.hpp"

#include <fmt/format.h>

#include "report/catalogue.hpp"
#include "report/public_report.hpp"

namespace dia::report {

std::string none_of(const PositionLine& line, Lang lang) {
  return words(lang, {line.feminine ? Msg::none_feminine : Msg::none_masculine, {}});
}

namespace {

using Line = PositionLine;

// "Unités (3)".
std::string counted(Lang lang, Msg label, std::size_t n) {
  return words(lang, Message{label, {arg::Number{static_cast<int>(n)}}});
}

std::string citadels_label(const SidePosition& p, Lang lang) {
  const std::size_t n = p.citadels.size();
  if (p.major_citadels == 0 || n == 0) return counted(lang, Msg::label_citadels, n);
  return words(lang, Message{p.major_citadels > 1 ? Msg::label_citadels_major_many
                                                  : Msg::label_citadels_major_one,
                             {arg::Number{static_cast<int>(n)}, arg::Number{p.major_citadels}}});
}

// "A THE (Philippe III, Roxane)"; a neutral unit's faction in brackets: "Am LAC [Révolte des
// Spartiates]", "A CYR [aux enchères]".
std::string unit_text(const PositionUnit& u, Lang lang) {
  std::string out = u.unit;
  for (std::size_t k = 0; k < u.with.size(); ++k) out += (k == 0 ? " (" : ", ") + u.with[k];
  if (!u.with.empty()) out += ")";
  if (u.on_sale) return out + " [" + say(lang, Msg::faction_on_sale) + "]";
  return u.faction.empty() ? out : out + " [" + u.faction + "]";
}

}  // namespace

std::vector<PositionLine> position_lines(const SidePosition& p, Lang lang) {
  std::vector<Line> lines;
  std::vector<std::string> units;
  for (const auto& u : p.units) units.push_back(unit_text(u, lang));
  lines.push_back({counted(lang, Msg::label_units, units.size()), units, true});
  std::vector<std::string> free, prisoners;
  for (const auto& c : p.characters)
    (c.prisoner ? prisoners : free).push_back(fmt::format("{} ({})", c.name, c.space));
  lines.push_back({counted(lang, Msg::label_characters, free.size()), free});
  // Characters of other sides this side holds (R7c): shown apart, so none is taken for its own.
  if (!prisoners.empty())
    lines.push_back({counted(lang, Msg::label_prisoners, prisoners.size()), prisoners});
  lines.push_back({counted(lang, Msg::label_provinces, p.provinces.size()), p.provinces, true});
  lines.push_back({citadels_label(p, lang), p.citadels, true});
  return lines;
}

std::string position_title(const PublicView& v, const SidePosition& p, Lang lang) {
  if (p.side.empty()) return say(lang, Msg::heading_neutrals);
  for (const auto& s : v.scores) {
    if (s.side == p.side) return fmt::format("{} (PV {})", v.side_name(p.side, lang), s.pv);
  }
  return v.side_name(p.side, lang);
}

namespace {

// "  Label : a, b, c" wrapped at 78 columns, continuation lines indented under the list.
std::string wrapped(const Line& line, Lang lang) {
  std::string out = fmt::format("  {}{} ", line.label, colon(lang));
  std::size_t column = display_width(out);
  if (line.items.empty()) return out + none_of(line, lang) + "\n";
  for (std::size_t k = 0; k < line.items.size(); ++k) {
    std::string item = line.items[k] + (k + 1 < line.items.size() ? "," : "");
    if (k > 0 && column + 1 + display_width(item) > 78) {
      out += "\n    ";
      column = 4;
    } else if (k > 0) {
      out += ' ';
      ++column;
    }
    out += item;
    column += display_width(item);
  }
  return out + "\n";
}

}  // namespace

std::string position_heading(Lang lang) {
  return say(lang, Msg::heading_position);
}

std::string position_text(const PublicView& v, Lang lang) {
  if (v.position.empty()) return "";
  std::string out = fmt::format("\n{}\n", position_heading(lang));
  for (const auto& p : v.position) {
    out += "\n" + position_title(v, p, lang) + "\n";
    for (const auto& line : position_lines(p, lang)) out += wrapped(line, lang);
  }
  return out;
}

std::string position_markdown(const PublicView& v, Lang lang) {
  if (v.position.empty()) return "";
  std::string out = fmt::format("\n## {}\n", position_heading(lang));
  for (const auto& p : v.position) {
    out += "\n### " + md_escape(position_title(v, p, lang)) + "\n\n";
    for (const auto& line : position_lines(p, lang)) {
      std::string items;
      for (const auto& i : line.items) items += (items.empty() ? "" : ", ") + md_escape(i);
      out += fmt::format("- **{}**{} {}\n", md_escape(line.label), colon(lang),
                         items.empty() ? none_of(line, lang) : items);
    }
  }
  return out;
}

}  // namespace dia::report
