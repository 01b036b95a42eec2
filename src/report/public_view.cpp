#include "report/public_view.hpp"

#include <algorithm>
#include <stdexcept>
#include <string_view>

#include "orders/visibility.hpp"
#include "report/catalogue.hpp"
#include "report/order_reading.hpp"

namespace dia::report {

std::string PublicView::side_name(const std::string& id, Lang lang) const {
  if (id.empty()) return say(lang, Msg::side_neutral);
  for (const auto& s : sides) {
    if (s.info.id == id) return s.info.name;
  }
  return id;
}

namespace {

PublicSide& side_entry(PublicView& view, const ReportInfo& info, const std::string& id) {
  for (auto& s : view.sides) {
    if (s.info.id == id) return s;
  }
  // An author outside the board's sides (the GM's neutral orders): its own group.
  view.sides.push_back({SideInfo{id, info.side_name(id, Lang::fr), ""}, {}});
  return view.sides.back();
}

}  // namespace

namespace {

std::string_view line_of(std::string_view text, int line) {
  std::size_t start = 0;
  for (int k = 1; k < line; ++k) {
    start = text.find('\n', start);
    if (start == std::string_view::npos) return {};
    ++start;
  }
  return text.substr(start, text.find('\n', start) - start);
}

}  // namespace

bool is_chatter(const std::vector<adj::SideOrders>& orders, const std::string& side, int line) {
  for (const auto& o : orders) {
    if (o.side != side) continue;
    for (const auto& order : o.parsed.orders) {
      if (order.pos.line == line) return false;
    }
    return !orders::unreadable_line_is_public(line_of(o.text, line));
  }
  return false;
}

namespace {

// The rules' table (orders/visibility), read again here: an order in a form the rules never
// publish (a gift without `public`, a bid, ...) stays out even if the result marks it public.
// Whatever the adjudication may reveal (a validated corruption) is taken as revealed: those
// cases are for the adjudicator's `visibility` to decide.
bool form_never_public(const std::vector<adj::SideOrders>& orders, const std::string& side,
                       int line) {
  orders::Disclosed revealed;
  revealed.validated = true;
  revealed.target_attempt = true;
  for (const auto& o : orders) {
    if (o.side != side) continue;
    for (const auto& order : o.parsed.orders)
      if (order.pos.line == line) return !orders::is_public(order, revealed);
  }
  return false;
}

}  // namespace

PublicView public_view(const adj::SeasonResult& result, const ReportInfo& info,
                       const std::vector<adj::SideOrders>& orders) {
  using adj::Visibility;
  PublicView view;
  view.game = info.game;
  view.season = info.season;
  view.event = result.season_event;
  // One line per side, whatever it sent: whether a side with nothing public sent nothing or
  // only private orders is its own affair (status and the GM log say which, R9b.val.4).
  for (const auto& s : info.sides) view.sides.push_back({s, {}});
  for (const auto& o : result.orders) {
    if (o.visibility != Visibility::everyone) continue;
    if (o.status == adj::OrderStatus::ignored && is_chatter(orders, o.side, o.line)) continue;
    if (form_never_public(orders, o.side, o.line)) continue;
    OrderReading reading = read_order(orders, o.side, o.line, o.text, info.map);
    side_entry(view, info, o.side)
        .orders.push_back(
            {o.text, o.status, o.note, reading.canonical, reading.canonical_en, reading.kind});
  }
  for (const auto& e : result.events) {
    if (e.visibility == Visibility::everyone) view.events.push_back(e.text);
  }
  view.sieges = result.sieges;
  // The season recomputes control several times (after the moves, the autumn supply revolts,
  // the housekeeping: R11e.ctrl.8, R11a.sup.8, R8a.end.1), each adding what it changed: a
  // province is listed once, from its controller at the start to the one at the end, and not
  // at all when it came back to where it started.
  for (const auto& c : result.control_changes) {
    auto same = std::find_if(view.control_changes.begin(), view.control_changes.end(),
                             [&](const PublicControlChange& p) { return p.space == c.space; });
    if (same == view.control_changes.end())
      view.control_changes.push_back({c.space, info.space_name(c.space), c.from, c.to});
    else
      same->to = c.to;
  }
  std::erase_if(view.control_changes,
                [](const PublicControlChange& p) { return p.from == p.to; });
  for (const auto& s : result.scores) {
    view.scores.push_back({s.side, s.pv, s.pp, s.pp_change, s.prestige_reasons});
  }
  std::vector<std::string> ids;
  for (const auto& s : info.sides) ids.push_back(s.id);
  view.position = position_view(result.next, ids, info.map);
  return view;
}

namespace {

// A plain success says what the order did, as the GM would write it beside the order.
std::string success_word(std::optional<orders::OrderKind> kind, Lang lang) {
  using K = orders::OrderKind;
  if (!kind) return "";
  switch (*kind) {
    case K::hold:
      return words(lang, {Msg::outcome_holds, {}});
    case K::support:
      return words(lang, {Msg::outcome_support_given, {}});
    case K::convoy:
      return words(lang, {Msg::outcome_convoy_made, {}});
    case K::supply:
      return words(lang, {Msg::outcome_supply_succeeded, {}});
    default:
      return words(lang, {Msg::outcome_succeeded, {}});
  }
}

}  // namespace

std::string order_note(const PublicOrder& order, Lang lang) {
  std::string note = pick(order.note, lang);
  if (!note.empty()) return note;
  switch (order.status) {
    case adj::OrderStatus::succeeded:
      return success_word(order.kind, lang);
    case adj::OrderStatus::failed:
      return words(lang, {Msg::outcome_fails, {}});
    case adj::OrderStatus::ignored:
      return words(lang, {Msg::outcome_ignored, {}});
    case adj::OrderStatus::not_adjudicated:
      return words(lang, {Msg::outcome_not_adjudicated, {}});
  }
  return "";
}

std::string_view status_code(adj::OrderStatus s) {
  switch (s) {
    case adj::OrderStatus::succeeded:
      return "succeeded";
    case adj::OrderStatus::failed:
      return "failed";
    case adj::OrderStatus::ignored:
      return "ignored";
    case adj::OrderStatus::not_adjudicated:
      return "not_adjudicated";
  }
  return "succeeded";
}

adj::OrderStatus status_from_code(std::string_view code) {
  for (auto s : {adj::OrderStatus::succeeded, adj::OrderStatus::failed, adj::OrderStatus::ignored,
                 adj::OrderStatus::not_adjudicated}) {
    if (status_code(s) == code) return s;
  }
  throw std::runtime_error("unknown order status '" + std::string(code) + "'");
}

}  // namespace dia::report
