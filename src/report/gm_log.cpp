#include <fmt/format.h>

#include "report/private_report.hpp"
#include "report/public_view.hpp"

namespace dia::report {

namespace {

std::string_view visibility_word(adj::Visibility v, Lang lang) {
  switch (v) {
    case adj::Visibility::everyone:
      return say(lang, "public", "public");
    case adj::Visibility::side_only:
      return say(lang, "privé", "private");
    case adj::Visibility::gm_only:
      return say(lang, "arbitre", "GM");
  }
  return "";
}

std::string_view status_word(adj::OrderStatus s, Lang lang) {
  switch (s) {
    case adj::OrderStatus::succeeded:
      return say(lang, "réussi", "succeeded");
    case adj::OrderStatus::failed:
      return say(lang, "échoué", "failed");
    case adj::OrderStatus::ignored:
      return say(lang, "ignoré", "ignored");
    case adj::OrderStatus::not_adjudicated:
      return say(lang, "non arbitré", "not adjudicated");
  }
  return "";
}

}  // namespace

std::string gm_log(const adj::SeasonResult& result, const std::vector<adj::SideOrders>& orders,
                   const state::GameState& before, const ReportInfo& info, Lang lang) {
  std::string out;
  out += fmt::format("{} — {} ({})\n", info.game, info.season_name(lang), info.season.id());
  out +=
      fmt::format("{}\n", say(lang, "Journal de l'arbitre (secret)", "Gamemaster's log (secret)"));
  out += fmt::format("{} {}\n", say(lang, "Générateur au début :", "Generator at the start:"),
                     before.rng.save());
  out += fmt::format("{} {}\n", say(lang, "Générateur à la fin :  ", "Generator at the end:  "),
                     result.next.rng.save());

  out += fmt::format("\n== {}\n", say(lang, "Fichiers d'ordres", "Orders files"));
  for (const auto& s : info.sides) {
    const adj::SideOrders* file = nullptr;
    for (const auto& o : orders) {
      if (o.side == s.id) file = &o;
    }
    if (!file) {
      out += fmt::format("{} : {}\n", s.id,
                         say(lang, "pas d'ordres, tout tient (R9a.gen.7)",
                             "no orders, everything holds (R9a.gen.7)"));
      continue;
    }
    out += fmt::format("{} : {} ({} {}, {} {})\n", s.id, file->file, file->parsed.orders.size(),
                       say(lang, "ordres compris", "orders understood"), file->parsed.ignored,
                       say(lang, "lignes ignorées", "lines ignored"));
    for (const auto& d : file->parsed.diagnostics) out += "  " + format(d) + "\n";
  }
  for (const auto& o : orders) {
    bool known = false;
    for (const auto& s : info.sides) known = known || s.id == o.side;
    if (known) continue;
    if (o.side.empty()) {  // the GM's neutral orders (G12.1)
      out += fmt::format("{} : {} ({} {}, {} {})\n", say(lang, "neutres", "neutrals"), o.file,
                         o.parsed.orders.size(), say(lang, "ordres compris", "orders understood"),
                         o.parsed.ignored, say(lang, "lignes ignorées", "lines ignored"));
      for (const auto& d : o.parsed.diagnostics) out += "  " + format(d) + "\n";
    } else {
      out += fmt::format("{} : {} ({})\n", o.side, o.file, say(lang, "hors camps", "not a side"));
    }
  }

  out += fmt::format("\n== {}\n", say(lang, "Tirages", "Dice"));
  if (result.rolls.empty()) out += fmt::format("({})\n", say(lang, "aucun", "none"));
  for (std::size_t k = 0; k < result.rolls.size(); ++k) {
    const auto& r = result.rolls[k];
    out += fmt::format("{:>3}. {} {} → {}\n", k + 1, r.die, r.purpose, r.result);
  }

  out += fmt::format("\n== {}\n", say(lang, "Ordres", "Orders"));
  for (const auto& o : result.orders) {
    std::string note = pick(o.note, lang);
    out += fmt::format("{} l.{} [{}] {} : {}{}\n",
                       o.side.empty() ? say(lang, "neutres", "neutrals") : std::string_view(o.side),
                       o.line, visibility_word(o.visibility, lang), o.text,
                       status_word(o.status, lang), note.empty() ? "" : " — " + note);
  }

  out += fmt::format("\n== {}\n", say(lang, "Événements", "Events"));
  out += fmt::format("{} {}\n", say(lang, "Événement de la saison :", "Event of the season:"),
                     pick(result.season_event, lang));
  for (const auto& e : result.events) {
    std::string who = e.visibility == adj::Visibility::side_only
                          ? fmt::format("{} {}", visibility_word(e.visibility, lang), e.side)
                          : std::string(visibility_word(e.visibility, lang));
    out += fmt::format("[{}] {}\n", who, pick(e.text, lang));
  }

  out += fmt::format("\n== {}\n", say(lang, "Décisions", "Decisions"));
  if (result.gm_log.empty()) out += fmt::format("({})\n", say(lang, "aucune", "none"));
  for (const auto& l : result.gm_log) out += l + "\n";

  out += fmt::format("\n== {}\n", say(lang, "Trésors et prestige", "Treasuries and prestige"));
  for (const auto& s : result.next.sides) {
    const state::Side* old = before.side(s.id);
    out += fmt::format("{} : {} T → {} T, {} {}{}\n", s.id, old ? old->treasury : 0, s.treasury,
                       say(lang, "registre PP", "PP ledger"), s.prestige_ledger,
                       s.eliminated ? say(lang, " (éliminé)", " (eliminated)") : "");
  }
  for (const auto& s : result.scores) {
    out += fmt::format("{} : PV {} PP {} ({:+})\n", s.side, s.pv, s.pp, s.pp_change);
    for (const auto& r : s.prestige_reasons) out += "  " + pick(r, lang) + "\n";
  }
  out += fmt::format("\n== {}\n", say(lang, "Contrôle au début de la saison suivante",
                                      "Control at the start of the next season"));
  for (const auto& [space, side] : result.next.control)
    out += fmt::format("{} : {}\n", space, side);
  return out;
}

}  // namespace dia::report
