#include <fmt/format.h>

#include "report/catalogue.hpp"
#include "report/private_report.hpp"
#include "report/public_report.hpp"
#include "report/public_view.hpp"

namespace dia::report {

namespace {

std::string visibility_word(adj::Visibility v, Lang lang) {
  switch (v) {
    case adj::Visibility::everyone:
      return say(lang, Msg::gm_public);
    case adj::Visibility::side_only:
      return say(lang, Msg::gm_private);
    case adj::Visibility::gm_only:
      return say(lang, Msg::gm_gm_only);
  }
  return "";
}

std::string status_word(adj::OrderStatus s, Lang lang) {
  switch (s) {
    case adj::OrderStatus::succeeded:
      return say(lang, Msg::gm_succeeded);
    case adj::OrderStatus::failed:
      return say(lang, Msg::gm_failed);
    case adj::OrderStatus::ignored:
      return say(lang, Msg::gm_ignored);
    case adj::OrderStatus::not_adjudicated:
      return say(lang, Msg::gm_not_adjudicated);
  }
  return "";
}

// "orders.txt (3 ordres compris, 1 lignes ignorées)".
std::string file_counts(const adj::SideOrders& o, Lang lang) {
  return words(lang,
               Message{Msg::gm_file_counts,
                       {arg::Words{o.file}, arg::Number{static_cast<int>(o.parsed.orders.size())},
                        arg::Number{o.parsed.ignored}}});
}

// A reading diagnostic in the log's language: `file:line:col: remarque : ...`, from its sentence
// as data (Diagnostic::said); the parser's English line when it has none.
std::string diagnostic_line(const Diagnostic& d, Lang lang) {
  if (!d.said) return format(d);
  const Msg severity = d.severity == Severity::error     ? Msg::mail_remark_error
                       : d.severity == Severity::warning ? Msg::mail_remark_warning
                                                         : Msg::mail_remark_note;
  return fmt::format("{}: {}{} {}", where(d), say(lang, severity), colon(lang),
                     words(lang, *d.said));
}

// A note without the status word its start repeats ("ignoré — aucune unité en EGE", not
// "ignoré — ignoré : aucune unité en EGE"; "ignoré — ordre illisible (…)"): the notes of an ignored
// order open with "ignoré : " for the players' results, where no status word precedes them.
std::string without_status(std::string note, const std::string& status, Lang lang) {
  const std::string prefix = status + colon(lang) + " ";
  if (note.starts_with(prefix)) note.erase(0, prefix.size());
  return note;
}

}  // namespace

std::string gm_log(const adj::SeasonResult& result, const std::vector<adj::SideOrders>& orders,
                   const state::GameState& before, const ReportInfo& info, Lang lang) {
  std::string out;
  out += fmt::format("{} — {} ({})\n", info.game, info.season_name(lang), info.season.id());
  out += fmt::format("{}\n", say(lang, Msg::gm_title));
  out += fmt::format("{} {}\n", say(lang, Msg::gm_rng_start), before.rng.save());
  out += fmt::format("{} {}\n", say(lang, Msg::gm_rng_end), result.next.rng.save());

  out += fmt::format("\n== {}\n", say(lang, Msg::gm_orders_files));
  for (const auto& s : info.sides) {
    const adj::SideOrders* file = nullptr;
    for (const auto& o : orders) {
      if (o.side == s.id) file = &o;
    }
    if (!file) {
      out += fmt::format(
          "{}{} {}\n", s.id, colon(lang),
          say(lang, info.season.military() ? Msg::gm_no_orders : Msg::gm_no_orders_winter));
      continue;
    }
    out += fmt::format("{}{} {}\n", s.id, colon(lang), file_counts(*file, lang));
    for (const auto& d : file->parsed.diagnostics) out += "  " + diagnostic_line(d, lang) + "\n";
  }
  for (const auto& o : orders) {
    bool known = false;
    for (const auto& s : info.sides) known = known || s.id == o.side;
    if (known) continue;
    if (o.side.empty()) {  // the GM's neutral orders (G12.1)
      out +=
          fmt::format("{}{} {}\n", say(lang, Msg::gm_neutrals), colon(lang), file_counts(o, lang));
      for (const auto& d : o.parsed.diagnostics) out += "  " + diagnostic_line(d, lang) + "\n";
    } else {
      out +=
          fmt::format("{}{} {} ({})\n", o.side, colon(lang), o.file, say(lang, Msg::gm_not_a_side));
    }
  }

  out += fmt::format("\n== {}\n", say(lang, Msg::gm_dice));
  if (result.rolls.empty()) out += fmt::format("({})\n", say(lang, Msg::none_masculine));
  for (std::size_t k = 0; k < result.rolls.size(); ++k) {
    const auto& r = result.rolls[k];
    out += fmt::format("{:>3}. {} {} → {}\n", k + 1, r.die, words(lang, r.purpose), r.result);
  }

  out += fmt::format("\n== {}\n", say(lang, Msg::gm_orders));
  for (const auto& o : result.orders) {
    std::string note = without_status(pick(o.note, lang), status_word(o.status, lang), lang);
    if (note == status_word(o.status, lang)) note.clear();  // not "réussi — réussi"
    out += fmt::format("{} l.{} [{}] {}{} {}{}\n",
                       o.side.empty() ? say(lang, Msg::gm_neutrals) : o.side, o.line,
                       visibility_word(o.visibility, lang), o.text, colon(lang),
                       status_word(o.status, lang), note.empty() ? "" : " — " + note);
  }

  out += fmt::format("\n== {}\n", say(lang, Msg::gm_events));
  out += fmt::format("{}{} {}\n", say(lang, Msg::heading_event_of_season), colon(lang),
                     pick(result.season_event, lang));
  for (const auto& e : result.events) {
    std::string who = e.visibility == adj::Visibility::side_only
                          ? fmt::format("{} {}", visibility_word(e.visibility, lang), e.side)
                          : visibility_word(e.visibility, lang);
    out += fmt::format("[{}] {}\n", who, pick(e.text, lang));
  }

  out += fmt::format("\n== {}\n", say(lang, Msg::gm_decisions));
  if (result.gm_log.empty()) out += fmt::format("({})\n", say(lang, Msg::none_feminine));
  for (const adj::Text& l : result.gm_log) out += pick(l, lang) + "\n";

  out += fmt::format("\n== {}\n", say(lang, Msg::gm_treasuries));
  for (const auto& s : result.next.sides) {
    const state::Side* old = before.side(s.id);
    out += fmt::format("{}{} {} T → {} T, {} {}{}\n", s.id, colon(lang), old ? old->treasury : 0,
                       s.treasury, say(lang, Msg::gm_pp_ledger), s.prestige_ledger,
                       s.eliminated ? " (" + say(lang, Msg::gm_eliminated) + ")" : "");
  }
  for (const auto& s : result.scores) {
    out += fmt::format("{}{} PV {} PP {} ({:+})\n", s.side, colon(lang), s.pv, s.pp, s.pp_change);
    for (const auto& r : s.prestige_reasons) out += "  " + pick(r, lang) + "\n";
  }
  out += fmt::format("\n== {}\n", say(lang, Msg::gm_control_next));
  for (const auto& [space, side] : result.next.control)
    out += fmt::format("{}{} {}\n", space, colon(lang), side);
  return out;
}

}  // namespace dia::report
