#include "adjudicator/intrigue/checks.hpp"

#include <fmt/format.h>

#include "adjudicator/auction/bid_check.hpp"
#include "adjudicator/intrigue/epigone_choice.hpp"

namespace dia::adj::intrigue {

void check_order(const CheckInput& in, season::CheckedOrder& c) {
  using K = orders::OrderKind;
  switch (in.order.kind()) {
    case K::corruption:
    case K::counter_corruption:
      check_corruption_order(in, c);
      return;
    case K::give:
    case K::spare:
    case K::assassinate:
    case K::royal_order:
      check_before_order(in, c);
      return;
    case K::gold:
      check_gold_order(in, c);
      return;
    case K::vote:
      check_vote_order(in, c);
      return;
    case K::bid:
      auction::check_bid_order(in, c);
      return;
    case K::epigone_placement:
      check_epigone_choice(in, c);
      return;
    default:
      check_after_order(in, c);
      return;
  }
}

void mark_ignored(const CheckInput& in, season::CheckedOrder& c, const Message& why) {
  c.verdict = season::Verdict::ignored;
  c.reason = Text{why};
  c.diagnostics.push_back(
      {Severity::error, in.file, in.order.pos, "order ignored: " + in_english(why), why});
}

void mark_not_adjudicated(const CheckInput& in, season::CheckedOrder& c) {
  c.verdict = season::Verdict::not_adjudicated;
  c.reason = Message{Msg::order_not_adjudicated, {}};
  c.diagnostics.push_back({Severity::note, in.file, in.order.pos,
                           fmt::format("{} order: not adjudicated by this version",
                                       orders::to_string(in.order.kind()))});
}

}  // namespace dia::adj::intrigue
