// The text and Markdown forms of the public results.
#include <fmt/format.h>

#include "report/capitalized.hpp"
#include "report/catalogue.hpp"
#include "report/position_text.hpp"
#include "report/public_lines.hpp"
#include "report/public_report.hpp"

namespace dia::report {

std::size_t display_width(std::string_view text) {
  std::size_t n = 0;
  for (char c : text) {
    if ((static_cast<unsigned char>(c) & 0xC0) != 0x80) ++n;
  }
  return n;
}

std::string padded(std::string_view text, std::size_t width) {
  std::string out(text);
  for (std::size_t w = display_width(text); w < width; ++w) out += ' ';
  return out;
}

std::string colon(Lang lang) {
  return say(lang, Msg::layout_colon);
}

std::string md_escape(std::string_view text) {
  std::string out;
  for (char c : text) {
    if (std::string_view("\\`*_[]<>|#").find(c) != std::string_view::npos) out += '\\';
    out += c;
  }
  return out;
}

std::string signed_number(int n) {
  return n > 0 ? fmt::format("+{}", n) : fmt::format("{}", n);
}

std::string side_title(const PublicSide& s, Lang lang) {
  // G12.1: the GM's orders for the neutral units come under their own heading.
  if (s.info.id.empty()) return say(lang, Msg::heading_neutrals);
  return s.info.player.empty() ? s.info.name : fmt::format("{} ({})", s.info.name, s.info.player);
}

std::string siege_line(const PublicView& v, const adj::SiegeReport& s, Lang lang) {
  return words(lang, Message{s.rounds > 1 ? Msg::siege_line_many : Msg::siege_line_one,
                             {arg::Piece{s.unit}, arg::Words{v.side_name(s.side, lang)},
                              arg::Place{s.citadel}, arg::Number{s.rounds}}});
}

std::string control_line(const PublicView& v, const PublicControlChange& c, Lang lang) {
  return fmt::format("{}{} {} → {}", c.space_name, colon(lang), v.side_name(c.from, lang),
                     v.side_name(c.to, lang));
}

// A side with nothing to show: it sent nothing, or only orders the rules keep private; one
// wording for both, which tells no one that a secret order was sent (R9b.val.4). In winter its
// units are kept (R10.upk.4) rather than holding.
std::string no_public_orders(const PublicView& v, Lang lang) {
  return words(
      lang,
      {v.season.military() ? Msg::side_no_public_orders : Msg::side_no_public_orders_winter, {}});
}

// The tool's reading beside an order written otherwise: `A CHD Sus (lu : A CHD SUS)`.
std::string reading_text(const PublicOrder& o, Lang lang) {
  const std::string& reading = lang == Lang::en && !o.reading_en.empty() ? o.reading_en : o.reading;
  if (reading.empty()) return "";
  return " (" + words(lang, {Msg::order_read_as, {arg::Words{reading}}}) + ")";
}

std::string public_text(const PublicView& v, Lang lang) {
  std::string out;
  out += fmt::format("{} — {} ({})\n", v.game, state::display(v.season, lang == Lang::fr),
                     v.season.id());
  out += say(lang, Msg::heading_public_results) + "\n\n";
  out += fmt::format("{}{} {}\n", say(lang, Msg::heading_event_of_season), colon(lang),
                     pick(v.event, lang));
  for (const auto& s : v.sides) {
    out += "\n" + side_title(s, lang) + "\n";
    if (s.orders.empty()) out += fmt::format("  ({})\n", no_public_orders(v, lang));
    for (const auto& o : s.orders) {
      std::string note = order_note(o, lang);
      out += fmt::format("  {}{}{}\n", o.text, reading_text(o, lang),
                         note.empty() ? "" : " — " + note);
    }
  }
  auto section = [&](Msg title, const std::vector<std::string>& lines) {
    out += "\n" + say(lang, title) + "\n";
    if (lines.empty()) out += fmt::format("  ({})\n", say(lang, Msg::none_masculine));
    for (const auto& l : lines) out += "  " + l + "\n";
  };
  std::vector<std::string> lines;
  for (const auto& e : v.events) lines.push_back(capitalized(pick(e, lang)));  // a sentence each
  section(Msg::heading_what_happened, lines);
  lines.clear();
  for (const auto& s : v.sieges) lines.push_back(siege_line(v, s, lang));
  section(Msg::heading_sieges, lines);
  lines.clear();
  for (const auto& c : v.control_changes) lines.push_back(control_line(v, c, lang));
  section(Msg::heading_control_changes, lines);
  out += position_text(v, lang);

  out += "\n" + say(lang, Msg::heading_points) + "\n";
  std::size_t width = 0;
  for (const auto& s : v.scores) width = std::max(width, display_width(v.side_name(s.side, lang)));
  if (v.scores.empty()) out += fmt::format("  ({})\n", say(lang, Msg::none_masculine));
  for (const auto& s : v.scores) {
    out += fmt::format("  {}  PV {:>2}  PP {:>3} ({})\n", padded(v.side_name(s.side, lang), width),
                       s.pv, s.pp, signed_number(s.pp_change));
    for (const auto& r : s.reasons) out += "      " + pick(r, lang) + "\n";
  }
  return out;
}

namespace {

std::string md_code(std::string_view text) {
  if (text.find('`') == std::string_view::npos) return fmt::format("`{}`", text);
  return fmt::format("`` {} ``", text);
}

}  // namespace

std::string public_markdown(const PublicView& v, Lang lang) {
  std::string out;
  out +=
      fmt::format("# {} — {}\n\n", md_escape(v.game), state::display(v.season, lang == Lang::fr));
  out += fmt::format("*{} ({})*\n\n", say(lang, Msg::heading_public_results), v.season.id());
  out += fmt::format("**{}{}** {}\n", say(lang, Msg::heading_event_of_season), colon(lang),
                     md_escape(pick(v.event, lang)));
  for (const auto& s : v.sides) {
    out += "\n## " + md_escape(side_title(s, lang)) + "\n\n";
    if (s.orders.empty()) out += fmt::format("*{}*\n", md_escape(no_public_orders(v, lang)));
    for (const auto& o : s.orders) {
      std::string note = order_note(o, lang);
      const std::string& reading =
          lang == Lang::en && !o.reading_en.empty() ? o.reading_en : o.reading;
      std::string read =
          reading.empty()
              ? ""
              : " (" + words(lang, {Msg::order_read_as, {arg::Words{md_code(reading)}}}) + ")";
      out += fmt::format("- {}{}{}\n", md_code(o.text), read,
                         note.empty() ? "" : " — " + md_escape(note));
    }
  }
  auto section = [&](Msg title, const std::vector<std::string>& lines) {
    out += "\n## " + say(lang, title) + "\n\n";
    if (lines.empty()) out += fmt::format("*{}*\n", say(lang, Msg::none_masculine));
    for (const auto& l : lines) out += "- " + md_escape(l) + "\n";
  };
  std::vector<std::string> lines;
  for (const auto& e : v.events) lines.push_back(capitalized(pick(e, lang)));  // a sentence each
  section(Msg::heading_what_happened, lines);
  lines.clear();
  for (const auto& s : v.sieges) lines.push_back(siege_line(v, s, lang));
  section(Msg::heading_sieges, lines);
  lines.clear();
  for (const auto& c : v.control_changes) lines.push_back(control_line(v, c, lang));
  section(Msg::heading_control_changes, lines);
  out += position_markdown(v, lang);

  out += "\n## " + say(lang, Msg::heading_points) + "\n\n";
  if (v.scores.empty()) {
    out += fmt::format("*{}*\n", say(lang, Msg::none_masculine));
    return out;
  }
  out += fmt::format("| {} | PV | PP | ±PP |\n|---|---:|---:|---:|\n", say(lang, Msg::column_side));
  for (const auto& s : v.scores) {
    out += fmt::format("| {} | {} | {} | {} |\n", md_escape(v.side_name(s.side, lang)), s.pv, s.pp,
                       signed_number(s.pp_change));
  }
  bool any_reason = false;
  for (const auto& s : v.scores) {
    for (const auto& r : s.reasons) {
      if (!any_reason) out += "\n";
      any_reason = true;
      out += fmt::format("- {}{} {}\n", md_escape(v.side_name(s.side, lang)), colon(lang),
                         md_escape(pick(r, lang)));
    }
  }
  return out;
}

}  // namespace dia::report
