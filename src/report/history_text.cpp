#include "report/history_text.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "report/capitalized.hpp"
#include "report/catalogue.hpp"
#include "report/public_report.hpp"

namespace dia::report {

namespace {

std::string padded_left(std::string_view text, std::size_t width) {
  std::string out;
  for (std::size_t w = display_width(text); w < width; ++w) out += ' ';
  return out + std::string(text);
}

// One block of a season: a label, then its lines indented; nothing when it has none.
std::string block(std::string_view label, const std::vector<std::string>& lines, Lang lang) {
  if (lines.empty()) return "";
  std::string out = fmt::format("  {}{}\n", label, colon(lang));
  for (const auto& l : lines) out += "    " + l + "\n";
  return out;
}

std::string season_text(const PublicView& v, Lang lang,
                        const std::vector<state::PlayerChange>& changes) {
  std::string out =
      fmt::format("\n{} ({})\n", state::display(v.season, lang == Lang::fr), v.season.id());
  out +=
      fmt::format("  {}{} {}\n", say(lang, Msg::history_event), colon(lang), pick(v.event, lang));
  std::vector<std::string> lines;
  for (const auto& e : v.events) lines.push_back(capitalized(pick(e, lang)));  // a sentence each
  out += block(say(lang, Msg::history_facts), lines, lang);
  lines.clear();
  for (const auto& c : v.control_changes) {
    lines.push_back(fmt::format("{}{} {} → {}", c.space_name, colon(lang),
                                v.side_name(c.from, lang), v.side_name(c.to, lang)));
  }
  out += block(say(lang, Msg::heading_control_changes), lines, lang);
  lines.clear();
  for (const auto& s : v.scores) {
    for (const auto& r : s.reasons)
      lines.push_back(
          fmt::format("{}{} {}", v.side_name(s.side, lang), colon(lang), pick(r, lang)));
  }
  out += block(say(lang, Msg::history_prestige), lines, lang);
  const bool prestige = !lines.empty();
  lines.clear();
  for (const state::PlayerChange& c : changes)
    if (c.season == v.season.id())
      lines.push_back(words(lang, Message{Msg::history_replacement,
                                          {arg::Words{c.after}, arg::Words{c.before},
                                           arg::Side{v.side_name(c.side, lang)}}}));
  out += block(say(lang, Msg::history_players), lines, lang);
  if (v.events.empty() && v.control_changes.empty() && !prestige && lines.empty())
    out += fmt::format("  ({})\n", say(lang, Msg::history_nothing_else));
  return out;
}

// Sides in the order they first appear in the scores, with their names as last published.
std::vector<std::pair<std::string, std::string>> sides_of(const std::vector<PublicView>& seasons,
                                                          Lang lang) {
  std::vector<std::pair<std::string, std::string>> sides;
  for (const auto& v : seasons) {
    for (const auto& s : v.scores) {
      auto it = std::find_if(sides.begin(), sides.end(),
                             [&](const auto& known) { return known.first == s.side; });
      if (it == sides.end())
        sides.emplace_back(s.side, v.side_name(s.side, lang));
      else
        it->second = v.side_name(s.side, lang);
    }
  }
  return sides;
}

std::string standings(const std::vector<PublicView>& seasons, Lang lang) {
  const auto sides = sides_of(seasons, lang);
  std::string out = fmt::format("\n{}\n", say(lang, Msg::history_standings));
  std::size_t first = display_width(say(lang, Msg::column_season));
  for (const auto& v : seasons)
    first = std::max(first, display_width(state::display(v.season, lang == Lang::fr)));
  std::vector<std::size_t> widths;
  for (const auto& s : sides) widths.push_back(std::max<std::size_t>(display_width(s.second), 7));
  out += "  " + padded(say(lang, Msg::column_season), first);
  for (std::size_t k = 0; k < sides.size(); ++k)
    out += "  " + padded_left(sides[k].second, widths[k]);
  out += "\n";
  for (const auto& v : seasons) {
    out += "  " + padded(state::display(v.season, lang == Lang::fr), first);
    for (std::size_t k = 0; k < sides.size(); ++k) {
      auto s = std::find_if(v.scores.begin(), v.scores.end(),
                            [&](const PublicScore& p) { return p.side == sides[k].first; });
      const std::string cell = s == v.scores.end() ? "—" : fmt::format("{} / {}", s->pv, s->pp);
      out += "  " + padded_left(cell, widths[k]);
    }
    out += "\n";
  }
  return out;
}

}  // namespace

std::string history_text(const std::vector<PublicView>& seasons, Lang lang,
                         const std::vector<state::PlayerChange>& changes) {
  if (seasons.empty()) return "";
  const PublicView& last = seasons.back();
  std::string out = fmt::format("{} — {}\n", last.game, say(lang, Msg::history_title));
  const bool french = lang == Lang::fr;  // the season names (state::display)
  out +=
      words(lang, Message{seasons.size() > 1 ? Msg::history_seasons_many : Msg::history_seasons_one,
                          {arg::Number{static_cast<int>(seasons.size())},
                           arg::Words{state::display(seasons.front().season, french)},
                           arg::Words{state::display(last.season, french)}}}) +
      "\n";
  for (const auto& v : seasons) out += season_text(v, lang, changes);
  out += standings(seasons, lang);
  return out;
}

}  // namespace dia::report
