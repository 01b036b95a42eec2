#include <algorithm>

#include <fmt/format.h>

#include "report/private_report.hpp"

#include "report/catalogue.hpp"
#include "report/order_reading.hpp"
#include "report/public_report.hpp"
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

// The season's payments and credits (SeasonResult::money: corruption, counter-corruption,
// bribes, gifts, treasures), each with its clause, between the treasury before and after; a
// difference they do not explain (a treasure taken by siege, ...) is shown as such. Nothing when
// the side had none, so the notes of a quiet season stay as they were.
std::string money_moves(const adj::SeasonResult& result, const std::string& side, Lang lang,
                        int after, const state::GameState* before) {
  std::vector<const adj::MoneyMove*> mine;
  int sum = 0;
  for (const adj::MoneyMove& m : result.money)
    if (m.side == side) {
      mine.push_back(&m);
      sum += m.amount;
    }
  if (mine.empty()) return "";
  auto say = [lang](Msg id, std::vector<Arg> args = {}) {
    return words(lang, Message{id, std::move(args)});
  };
  const state::Side* b = before != nullptr ? before->side(side) : nullptr;
  const int start = b != nullptr ? b->treasury : after - sum;
  std::string out = fmt::format("\n{}\n", say(Msg::private_money));
  out += "  " + say(Msg::private_money_before, {arg::Number{start}}) + "\n";
  for (const adj::MoneyMove* m : mine)
    out += "  " +
           say(m->amount < 0 ? Msg::private_money_payment : Msg::private_money_credit,
               {arg::Sub{{m->what}}, arg::Number{m->amount < 0 ? -m->amount : m->amount},
                arg::Clause{m->clause}}) +
           "\n";
  const int other = after - start - sum;  // signed with the typographic minus, as the lines above
  if (other != 0)
    out +=
        "  " +
        say(Msg::private_money_other,
            {arg::Words{fmt::format("{}{}", other > 0 ? "+" : "−", other > 0 ? other : -other)}}) +
        "\n";
  out += "  " + say(Msg::private_money_after, {arg::Number{after}}) + "\n";
  return out;
}

}  // namespace

std::string private_notes(const adj::SeasonResult& result, const ReportInfo& info,
                          const std::string& side, Lang lang,
                          const std::vector<adj::SideOrders>& orders,
                          const state::GameState* before) {
  using adj::Visibility;
  auto say = [lang](Msg id, std::vector<Arg> args = {}) {
    return words(lang, Message{id, std::move(args)});
  };
  auto line_ref = [&](int line, std::string text) {
    return say(Msg::line_quoted, {arg::Number{line}, arg::Words{std::move(text)}});
  };
  std::string out;
  out += fmt::format("{} — {} ({})\n", info.game, info.season_name(lang), info.season.id());
  out += say(Msg::private_title, {arg::Side{info.side_name(side, lang)}}) + "\n\n";
  const state::Side* s = result.next.side(side);
  out += say(Msg::private_treasury, {arg::Number{s ? s->treasury : 0}}) + "\n";
  out += money_moves(result, side, lang, s ? s->treasury : 0, before);

  // This year's counter-corruption as the season ended (SeasonResult::counter_corruption), not
  // the next position's: after autumn the year's totals are reset (R9b.year.1), and the notes
  // of that autumn would say "none" right after the payment.
  std::vector<std::string> cc;
  for (const adj::CounterCorruptionReport& c : result.counter_corruption)
    if (c.side == side) cc.push_back(fmt::format("{}{} {} T", c.piece, colon(lang), c.amount));
  out += fmt::format("\n{}\n", say(Msg::private_counter_corruption));
  if (cc.empty()) out += fmt::format("  ({})\n", say(Msg::none_feminine));
  for (const auto& l : cc) out += "  " + l + "\n";

  out += fmt::format("\n{}\n", say(Msg::private_secret_orders));
  bool any = false;
  for (const auto& o : result.orders) {
    if (o.side != side || o.visibility != Visibility::side_only) continue;
    // An unreadable line is listed below, with the lines not read as orders.
    if (o.status == adj::OrderStatus::ignored && is_chatter(orders, side, o.line)) continue;
    any = true;
    // The same layout as a public order: the reading beside it, then its outcome.
    const OrderReading reading = read_order(orders, o.side, o.line, o.text, info.map);
    PublicOrder shown{o.text,      o.status, o.note, reading.canonical, reading.canonical_en,
                      reading.kind};
    std::string note = order_note(shown, lang);
    out += fmt::format("  {}{}{}\n", o.text, reading_text(shown, lang),
                       note.empty() ? "" : " — " + note);
  }
  if (!any) out += fmt::format("  ({})\n", say(Msg::none_masculine));

  std::vector<std::string> chatter;
  for (const auto& o : orders) {
    if (o.side != side) continue;
    int last = 0;  // a line with several diagnostics is listed once
    for (const auto& d : o.parsed.diagnostics) {
      if (d.severity != Severity::error || d.pos.line <= last) continue;
      if (!is_chatter(orders, side, d.pos.line)) continue;
      last = d.pos.line;
      chatter.push_back("  " + line_ref(d.pos.line, line_text(o.text, d.pos.line)) + "\n");
    }
  }
  if (!chatter.empty()) {
    out += fmt::format("\n{}\n", say(Msg::private_lines_not_read));
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
      remarks.push_back("  " + line_ref(line, line_text(o.text, line)) +
                        (suspect ? " — " + say(Msg::private_remark_looks_like_order) : "") + "\n");
    }
  }
  if (!remarks.empty()) {
    out += fmt::format("\n{}\n", say(Msg::private_remarks));
    for (const auto& l : remarks) out += l;
  }

  out += fmt::format("\n{}\n", say(Msg::private_only_you_learn));
  any = false;
  for (const auto& e : result.events) {
    if (e.visibility != Visibility::side_only || e.side != side) continue;
    any = true;
    out += "  " + pick(e.text, lang) + "\n";
  }
  if (!any) out += fmt::format("  ({})\n", say(Msg::nothing));
  return out;
}

}  // namespace dia::report
