#include <algorithm>

#include <fmt/format.h>

#include "report/private_report.hpp"
#include "report/public_view.hpp"

namespace dia::report {

namespace {

std::string line_text(const std::string& text, int line) {
  std::size_t start = 0;
  for (int k = 1; k < line && start != std::string::npos; ++k) {
    start = text.find('\n', start);
    if (start != std::string::npos) ++start;
  }
  if (start == std::string::npos) return "";
  std::string out = text.substr(start, text.find('\n', start) - start);
  while (!out.empty() && (out.back() == '\r' || out.back() == ' ')) out.pop_back();
  return out;
}

}  // namespace

std::string private_notes(const adj::SeasonResult& result, const ReportInfo& info,
                          const std::string& side, Lang lang,
                          const std::vector<adj::SideOrders>& orders) {
  using adj::Visibility;
  const std::string colon(say(lang, " :", ":"));
  std::string out;
  out += fmt::format("{} — {} ({})\n", info.game, info.season_name(lang), info.season.id());
  std::string name = info.side_name(side, lang);
  // French elides "de" before a vowel: "d'Antigone", "d'Eumène".
  bool vowel =
      name.find_first_of("AEIOUYaeiouy") == 0 || name.rfind("É", 0) == 0 || name.rfind("é", 0) == 0;
  out += lang == Lang::fr ? fmt::format("Notes privées {}{}\n\n", vowel ? "d'" : "de ", name)
                          : fmt::format("Private notes for {}\n\n", name);
  const state::Side* s = result.next.side(side);
  out += fmt::format("{}{} {} T\n", say(lang, "Trésor", "Treasury"), colon, s ? s->treasury : 0);

  std::vector<std::string> cc;
  for (const auto& u : result.next.units) {
    if (u.side == side && u.counter_corruption > 0) {
      cc.push_back(fmt::format("{} {} : {} T", state::code(u.type), u.space, u.counter_corruption));
    }
  }
  for (const auto& c : result.next.characters) {
    if (c.controller == side && c.counter_corruption > 0) {
      cc.push_back(fmt::format("{} : {} T", c.name, c.counter_corruption));
    }
  }
  out += fmt::format("\n{}\n", say(lang, "Contre-corruption en place cette année",
                                   "Counter-corruption in place this year"));
  if (cc.empty()) out += fmt::format("  ({})\n", say(lang, "aucune", "none"));
  for (const auto& l : cc) out += "  " + l + "\n";

  out += fmt::format("\n{}\n", say(lang, "Vos ordres secrets", "Your secret orders"));
  bool any = false;
  for (const auto& o : result.orders) {
    if (o.side != side || o.visibility != Visibility::side_only) continue;
    // An unreadable line is listed below, with the lines not read as orders.
    if (o.status == adj::OrderStatus::ignored && is_chatter(orders, side, o.line)) continue;
    any = true;
    PublicOrder shown{o.text, o.status, o.note, {}, {}};
    std::string note = order_note(shown, lang);
    out += note.empty() ? fmt::format("  {}\n", o.text) : fmt::format("  {} — {}\n", o.text, note);
  }
  if (!any) out += fmt::format("  ({})\n", say(lang, "aucun", "none"));

  std::vector<std::string> chatter;
  for (const auto& o : orders) {
    if (o.side != side) continue;
    int last = 0;  // a line with several diagnostics is listed once
    for (const auto& d : o.parsed.diagnostics) {
      if (d.severity != Severity::error || d.pos.line <= last) continue;
      if (!is_chatter(orders, side, d.pos.line)) continue;
      last = d.pos.line;
      chatter.push_back(
          fmt::format("  l.{}{} {}\n", d.pos.line, colon, line_text(o.text, d.pos.line)));
    }
  }
  if (!chatter.empty()) {
    out += fmt::format("\n{}\n", say(lang, "Lignes non lues comme des ordres (non publiées)",
                                     "Lines not read as orders (not published)"));
    for (const auto& l : chatter) out += l;
  }

  // Greetings, remarks and the signature of the email (R9a.gen.6): skipped, never published; the
  // author sees which lines they were, to be sure no order was taken for prose.
  std::vector<std::string> remarks;
  for (const auto& o : orders) {
    if (o.side != side) continue;
    for (int line : o.parsed.remark_lines) {
      // R9a.gen.6: a remark that looks like an order is pointed out, so its author can resend it.
      const bool suspect = std::find(o.parsed.suspect_lines.begin(), o.parsed.suspect_lines.end(),
                                     line) != o.parsed.suspect_lines.end();
      remarks.push_back(fmt::format(
          "  l.{}{} {}{}\n", line, colon, line_text(o.text, line),
          suspect ? say(lang, " — ressemble à un ordre : NON LU, à réécrire comme un ordre",
                        " — looks like an order: NOT READ, write it as an order")
                  : ""));
    }
  }
  if (!remarks.empty()) {
    out += fmt::format("\n{}\n", say(lang, "Lignes lues comme des remarques (non publiées)",
                                     "Lines read as remarks, not orders (not published)"));
    for (const auto& l : remarks) out += l;
  }

  out += fmt::format("\n{}\n", say(lang, "Ce que vous seul apprenez", "What only you learn"));
  any = false;
  for (const auto& e : result.events) {
    if (e.visibility != Visibility::side_only || e.side != side) continue;
    any = true;
    out += "  " + pick(e.text, lang) + "\n";
  }
  if (!any) out += fmt::format("  ({})\n", say(lang, "rien", "nothing"));
  return out;
}

}  // namespace dia::report
