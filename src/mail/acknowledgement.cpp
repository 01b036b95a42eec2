#include "mail/acknowledgement.hpp"

#include <algorithm>

#include "adjudicator/season/legality.hpp"
#include "orders/print.hpp"
#include "report/catalogue.hpp"

namespace dia::mail {
namespace {

using report::words;

Message msg(Msg id, std::vector<Arg> args = {}) {
  return Message{id, std::move(args)};
}

Message verdict_message(const adj::season::CheckedOrder& c,
                        const std::optional<Message>& condition) {
  switch (c.verdict) {
    case adj::season::Verdict::ignored:
      return msg(Msg::mail_verdict_ignored, {arg::Sub{c.reason.said}});
    case adj::season::Verdict::not_adjudicated:
      return msg(Msg::mail_verdict_not_adjudicated, {arg::Sub{c.reason.said}});
    case adj::season::Verdict::accepted:
      break;
  }
  if (condition) return *condition;  // "conditional: if the corruption of A SYR succeeds"
  return msg(Msg::mail_verdict_accepted);
}

std::string severity_words(report::Lang lang, Severity s) {
  switch (s) {
    case Severity::error:
      return words(lang, msg(Msg::mail_remark_error));
    case Severity::warning:
      return words(lang, msg(Msg::mail_remark_warning));
    case Severity::note:
      return words(lang, msg(Msg::mail_remark_note));
  }
  return "";
}

// A remark in the player's language when the reading said it as data, else as the parser wrote it.
std::string remark(report::Lang lang, const Diagnostic& d) {
  const Message said =
      d.said ? *d.said : msg(Msg::worded, {arg::Words{d.message}, arg::Words{d.message}});
  return words(lang, msg(Msg::mail_remark_line,
                         {arg::Number{d.pos.line}, arg::Words{severity_words(lang, d.severity)},
                          arg::Sub{{said}}}));
}

// The orders as read and what the current position makes of them.
std::string orders_as_read(const AckFacts& f) {
  const auto& parsed = *f.parsed;
  std::string out;
  if (parsed.orders.empty()) {
    return words(f.lang, msg(Msg::mail_no_order, {arg::Clause{"R9a.gen.7"}})) + "\n";
  }
  out += words(f.lang, msg(Msg::mail_orders_heading)) + "\n";
  for (std::size_t i = 0; i < parsed.orders.size(); ++i) {
    const auto& o = parsed.orders[i];
    const std::string text = orders::to_text(o, *f.map);
    if (f.check && i < f.check->checks.size()) {
      const std::optional<Message> condition =
          i < f.check->conditions.size() ? f.check->conditions[i] : std::nullopt;
      out += "  " +
             words(f.lang,
                   msg(Msg::mail_order_line,
                       {arg::Number{o.pos.line}, arg::Words{text},
                        arg::Sub{{verdict_message(f.check->checks[i], condition)}}})) +
             "\n";
    } else {
      out += "  " +
             words(f.lang, msg(Msg::mail_order_line_unchecked,
                               {arg::Number{o.pos.line}, arg::Words{text}})) +
             "\n";
    }
  }
  Diagnostics remarks = parsed.diagnostics;
  if (f.check) {  // an ignored order's error is its verdict already, on its own line
    for (auto& d : adj::season::diagnostics_of(f.check->checks)) {
      if (d.severity != Severity::error) remarks.push_back(std::move(d));
    }
  }
  std::stable_sort(remarks.begin(), remarks.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.pos.line < b.pos.line;
  });
  if (!remarks.empty()) {
    out += "\n" + words(f.lang, msg(Msg::mail_remarks_heading)) + "\n";
    for (const auto& d : remarks) out += "  " + remark(f.lang, d) + "\n";
  }
  if (f.check && f.check->winter_budget)
    out += "\n" + words(f.lang, *f.check->winter_budget) + "\n";
  const int illegal = f.check ? f.check->ignored : 0;
  out += "\n" +
         words(f.lang,
               msg(Msg::mail_summary, {arg::Number{static_cast<int>(parsed.orders.size())},
                                       arg::Number{parsed.rejected()}, arg::Number{illegal}})) +
         "\n";
  return out;
}

std::string notes_text(const AckFacts& f) {
  std::string out;
  for (const auto& n : f.notes) {
    if (n.kind == BodyNoteKind::html_converted) {
      out += words(f.lang, msg(Msg::mail_html_read)) + "\n";
    } else if (n.kind == BodyNoteKind::attachment_ignored || n.kind == BodyNoteKind::part_ignored) {
      out += words(f.lang, msg(Msg::mail_attachment_ignored, {arg::Words{n.what}})) + "\n";
    }
  }
  return out;
}

}  // namespace

std::string deadline_line(report::Lang lang, state::Instant deadline, state::Instant now) {
  const std::string when = state::format_instant(deadline);
  if (now >= deadline) return words(lang, msg(Msg::mail_deadline_passed, {arg::Words{when}}));
  const state::Instant minutes = (deadline - now) / 60;
  return words(lang, msg(Msg::mail_deadline,
                         {arg::Words{when}, arg::Number{static_cast<int>(minutes / (24 * 60))},
                          arg::Number{static_cast<int>(minutes / 60 % 24)},
                          arg::Number{static_cast<int>(minutes % 60)}}));
}

report::Lang language_of(const state::GameConfig& config, const state::GamePlayer& player) {
  const std::string& code = player.language.empty() ? config.language : player.language;
  return report::lang_from(code).value_or(report::Lang::fr);
}

std::string diadoque_of(const std::vector<state::SideKeys>& keys, const std::string& side) {
  for (const auto& k : keys) {
    if (k.id == side && !k.diadoque.empty()) return k.diadoque;
  }
  return side;
}

std::string signature(report::Lang lang, const std::string& game) {
  return "-- \n" + words(lang, msg(Msg::mail_signature, {arg::Words{game}})) + "\n";
}

std::optional<AckText> acknowledgement(const AckFacts& f) {
  const std::string received = state::format_instant(f.received);
  std::string body = words(f.lang, msg(Msg::mail_greeting, {arg::Words{f.player}})) + "\n\n";
  Msg subject = Msg::mail_subject_not_filed;
  switch (f.verdict) {
    case Verdict::accepted:
      subject = Msg::mail_subject_ack;
      body += words(f.lang, msg(Msg::mail_ack_filed,
                                {arg::Side{f.side}, arg::Words{f.season}, arg::Words{received}})) +
              "\n\n" + notes_text(f) + orders_as_read(f);
      break;
    case Verdict::no_orders:
      subject = Msg::mail_subject_not_filed;
      body += notes_text(f) + orders_as_read(f);
      break;
    case Verdict::superseded:
      subject = Msg::mail_subject_ack;
      body += words(f.lang,
                    msg(Msg::mail_ack_superseded,
                        {arg::Words{received}, arg::Words{state::format_instant(f.standing)}})) +
              "\n\n" + notes_text(f) + orders_as_read(f);
      break;
    case Verdict::late:
      body +=
          words(f.lang, msg(Msg::mail_late,
                            {arg::Words{received},
                             arg::Words{f.deadline ? state::format_instant(*f.deadline) : ""}})) +
          "\n";
      break;
    case Verdict::other_season:
      body += words(f.lang, msg(Msg::mail_other_season,
                                {arg::Words{f.written_season}, arg::Words{f.season}})) +
              "\n";
      break;
    case Verdict::wrong_side:
      body +=
          words(f.lang, msg(Msg::mail_wrong_side, {arg::Side{f.named_side}, arg::Side{f.side}})) +
          "\n";
      break;
    case Verdict::bad_password:
      body += words(f.lang, msg(Msg::mail_bad_password)) + "\n";
      break;
    case Verdict::unknown_sender:
    case Verdict::unreadable:
    case Verdict::already_read:
      return std::nullopt;
  }
  if (f.deadline && f.verdict != Verdict::late)
    body += "\n" + deadline_line(f.lang, *f.deadline, f.now) + "\n";
  body += "\n" + signature(f.lang, f.game);
  return AckText{words(f.lang, msg(subject, {arg::Words{f.game}, arg::Words{f.season}})), body};
}

}  // namespace dia::mail
