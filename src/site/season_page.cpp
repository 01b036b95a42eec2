#include "site/season_page.hpp"

#include <fmt/format.h>

#include "report/capitalized.hpp"
#include "report/catalogue.hpp"
#include "report/position_text.hpp"
#include "report/public_lines.hpp"
#include "report/public_report.hpp"
#include "report/season_name.hpp"
#include "site/game_page.hpp"
#include "site/html.hpp"
#include "site/site_paths.hpp"

namespace dia::site {

using report::Lang;

namespace {

std::string h2(const std::string& text) {
  return "<h2>" + escape(text) + "</h2>\n";
}

// One order as written, the tool's reading beside it, then its note; the class names the
// outcome so the style sheet can mark a failed order.
std::string order_item(const report::PublicOrder& o, Lang lang) {
  const std::string note = report::order_note(o, lang);
  return fmt::format("<li class=\"{}\"><code>{}</code>{}{}</li>\n", report::status_code(o.status),
                     escape(o.text), escape(report::reading_text(o, lang)),
                     note.empty() ? "" : " — <span class=\"note\">" + escape(note) + "</span>");
}

std::string sides_html(const report::PublicView& v, Lang lang) {
  std::string out;
  for (const auto& s : v.sides) {
    out += h2(report::side_title(s, lang));
    if (s.orders.empty()) {
      out += "<p class=\"none\">" + escape(report::no_public_orders(v, lang)) + "</p>\n";
      continue;
    }
    out += "<ul class=\"orders\">\n";
    for (const auto& o : s.orders) out += order_item(o, lang);
    out += "</ul>\n";
  }
  return out;
}

std::string list_section(Msg title, const std::vector<std::string>& lines, Lang lang) {
  std::string out = h2(report::say(lang, title));
  if (lines.empty())
    return out + "<p class=\"none\">" + escape(report::say(lang, Msg::none_masculine)) + "</p>\n";
  out += "<ul>\n";
  for (const auto& l : lines) out += "<li>" + escape(l) + "</li>\n";
  return out + "</ul>\n";
}

std::string position_html(const report::PublicView& v, Lang lang) {
  std::string out;
  for (const auto& p : v.position) {
    out += "<h3>" + escape(report::position_title(v, p, lang)) + "</h3>\n<dl class=\"position\">\n";
    for (const auto& line : report::position_lines(p, lang)) {
      std::string items;
      for (const auto& i : line.items) items += (items.empty() ? "" : ", ") + i;
      out += fmt::format("<dt>{}</dt><dd>{}</dd>\n", escape(line.label),
                         escape(items.empty() ? report::none_of(line, lang) : items));
    }
    out += "</dl>\n";
  }
  return out;
}

std::string points_html(const report::PublicView& v, Lang lang) {
  std::string out = h2(report::say(lang, Msg::heading_points));
  if (v.scores.empty())
    return out + "<p class=\"none\">" + escape(report::say(lang, Msg::none_masculine)) + "</p>\n";
  out += fmt::format(
      "<table class=\"points\">\n<thead><tr><th scope=\"col\">{}</th><th scope=\"col\" "
      "class=\"n\">PV</th><th scope=\"col\" class=\"n\">PP</th><th scope=\"col\" "
      "class=\"n\">±PP</th></tr></thead>\n<tbody>\n",
      escape(report::say(lang, Msg::column_side)));
  for (const auto& s : v.scores) {
    out += fmt::format(
        "<tr><th scope=\"row\">{}</th><td class=\"n\">{}</td><td class=\"n\">{}</td>"
        "<td class=\"n\">{}</td></tr>\n",
        escape(v.side_name(s.side, lang)), s.pv, s.pp, report::signed_number(s.pp_change));
  }
  out += "</tbody>\n</table>\n";
  std::string reasons;
  for (const auto& s : v.scores) {
    for (const auto& r : s.reasons) {
      reasons += fmt::format("<li>{}{} {}</li>\n", escape(v.side_name(s.side, lang)),
                             escape(report::colon(lang)), escape(report::pick(r, lang)));
    }
  }
  return reasons.empty() ? out : out + "<ul class=\"reasons\">\n" + reasons + "</ul>\n";
}

}  // namespace

std::string public_results_html(const report::PublicView& v, Lang lang) {
  std::string out;
  out += fmt::format("<p class=\"event\"><strong>{}{}</strong> {}</p>\n",
                     escape(report::say(lang, Msg::heading_event_of_season)),
                     escape(report::colon(lang)), escape(report::pick(v.event, lang)));
  out += sides_html(v, lang);
  std::vector<std::string> lines;
  for (const auto& e : v.events) lines.push_back(report::capitalized(report::pick(e, lang)));
  out += list_section(Msg::heading_what_happened, lines, lang);
  lines.clear();
  for (const auto& s : v.sieges) lines.push_back(report::siege_line(v, s, lang));
  out += list_section(Msg::heading_sieges, lines, lang);
  lines.clear();
  for (const auto& c : v.control_changes) lines.push_back(report::control_line(v, c, lang));
  out += list_section(Msg::heading_control_changes, lines, lang);
  return out;
}

namespace {

// The game, and the seasons before and after this one.
std::string season_nav(const SiteGame& game, std::size_t index, Lang lang,
                       const std::string& from) {
  const std::string& folder = game.result.game;
  std::string out = "<ul class=\"pager\">";
  out += "<li>" + link(from, page_path(lang, game_page_rest(folder)), game_title(game)) + "</li>";
  if (index > 0) {
    out += "<li class=\"previous\">" +
           link(from, page_path(lang, season_page_rest(folder, game.seasons[index - 1].id)),
                "← " + report::say(lang, Msg::site_previous)) +
           "</li>";
  }
  if (index + 1 < game.seasons.size()) {
    out += "<li class=\"next\">" +
           link(from, page_path(lang, season_page_rest(folder, game.seasons[index + 1].id)),
                report::say(lang, Msg::site_next) + " →") +
           "</li>";
  }
  return out + "</ul>\n";
}

}  // namespace

Page season_page(const SiteModel& model, const SiteGame& game, std::size_t index, Lang lang) {
  const SiteSeason& season = game.seasons[index];
  const report::PublicView& v = season.view;
  Page page;
  page.rest = season_page_rest(game.result.game, season.id);
  page.path = page_path(lang, page.rest);
  page.lang = lang;
  page.club = model.club.name;
  page.title = fmt::format("{} — {}", game_title(game), report::season_name(season.id, lang));
  page.main += season_nav(game, index, lang, page.path);
  page.main +=
      fmt::format("<p class=\"subtitle\">{} ({})</p>\n",
                  escape(report::say(lang, Msg::heading_public_results)), escape(season.id));
  page.main += public_results_html(v, lang);
  if (!v.position.empty() || !season.map_svg.empty())
    page.main += h2(report::position_heading(lang));
  page.main += map_figure(game, season, lang, page.path);
  page.main += position_html(v, lang);
  page.main += points_html(v, lang);
  page.main += season_nav(game, index, lang, page.path);
  return page;
}

}  // namespace dia::site
