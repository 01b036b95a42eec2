#include "adjudicator/season/report_lines.hpp"

#include <fmt/format.h>
#include <algorithm>

#include "adjudicator/season/neutral_orders.hpp"
#include "common/text.hpp"

namespace dia::adj::season {

Visibility visibility_of(const orders::Order& o, const orders::Disclosed& facts) {
  return orders::is_public(o, facts) ? Visibility::everyone : Visibility::side_only;
}

std::string author(const SideOrders& so) {
  return so.side == neutral_side ? "neutral" : so.side;
}

namespace {

std::string line_of(const std::string& text, int line) {
  int n = 1;
  std::size_t start = 0;
  while (n < line && start < text.size()) {
    const std::size_t nl = text.find('\n', start);
    if (nl == std::string::npos) return "";
    start = nl + 1;
    ++n;
  }
  const std::size_t end = text.find('\n', start);
  return std::string(
      trim(text.substr(start, end == std::string::npos ? std::string::npos : end - start)));
}

// Why a line could not be read, for its author in his language: the reason as data (every
// parser error has one); a diagnostic without one (none today) gives only its column.
Text unreadable_note(const Diagnostic* d) {
  if (d != nullptr && d->said) return Message{Msg::order_unreadable, {arg::Sub{{*d->said}}}};
  return Message{
      Msg::order_unreadable_at,
      {arg::Words{d != nullptr ? d->message : ""}, arg::Number{d != nullptr ? d->pos.column : 0}}};
}

// An unreadable order naming a space where another side's or a neutral unit stands and none
// of its author's is kept private, as a readable one would be (R9b.fail.1): it may be for the
// unit he tried to corrupt.
bool written_for_foreign_unit(const map::Map& map, const state::GameState& state,
                              const std::string& side, const std::string& line) {
  const std::optional<map::SpaceId> where = orders::unit_space_written(map, line);
  if (!where) return false;
  bool foreign = false;
  for (const state::Unit& u : state.units) {
    if (fold_name(u.space) != fold_name(map.space(*where).code)) continue;
    if (u.side == side) return false;
    foreign = true;
  }
  return foreign;
}

// Reports come in side order (the state's), then file order.
std::vector<std::size_t> side_order(const state::GameState& state,
                                    const std::vector<SideOrders>& orders) {
  std::vector<std::size_t> sides;
  for (std::size_t i = 0; i < orders.size(); ++i) sides.push_back(i);
  auto rank = [&](std::size_t i) {
    for (std::size_t k = 0; k < state.sides.size(); ++k)
      if (state.sides[k].id == orders[i].side) return k;
    return state.sides.size();
  };
  std::stable_sort(sides.begin(), sides.end(),
                   [&](std::size_t a, std::size_t b) { return rank(a) < rank(b); });
  return sides;
}

}  // namespace

ReportLines make_report_lines(const map::Map& map, const state::GameState& state,
                              const std::vector<SideOrders>& orders, SeasonResult& result) {
  ReportLines out;
  out.sides = side_order(state, orders);
  out.report_of.resize(orders.size());
  for (std::size_t si : out.sides) {
    const SideOrders& so = orders[si];
    struct Entry {
      int line;
      int order;  // -1: a line the parser could not read
      std::string text;
    };
    std::vector<Entry> entries;
    for (std::size_t k = 0; k < so.parsed.orders.size(); ++k)
      entries.push_back({so.parsed.orders[k].pos.line, static_cast<int>(k),
                         std::string(so.parsed.orders[k].text)});
    for (const Diagnostic& d : so.parsed.diagnostics) {
      if (d.severity == Severity::error && d.pos.line > 0) {
        const bool known = std::any_of(entries.begin(), entries.end(),
                                       [&](const Entry& e) { return e.line == d.pos.line; });
        if (!known) entries.push_back({d.pos.line, -1, line_of(so.text, d.pos.line)});
      }
    }
    std::stable_sort(entries.begin(), entries.end(),
                     [](const Entry& a, const Entry& b) { return a.line < b.line; });
    out.report_of[si].assign(so.parsed.orders.size(), -1);
    for (const Entry& e : entries) {
      OrderReport r;
      r.side = so.side;
      r.line = e.line;
      r.text = e.text;
      if (e.order < 0) {
        r.status = OrderStatus::ignored;
        r.visibility = orders::unreadable_line_is_public(e.text) &&
                               !written_for_foreign_unit(map, state, so.side, e.text)
                           ? Visibility::everyone
                           : Visibility::side_only;
        const auto d = std::find_if(so.parsed.diagnostics.begin(), so.parsed.diagnostics.end(),
                                    [&](const Diagnostic& x) { return x.pos.line == e.line; });
        r.note = unreadable_note(d != so.parsed.diagnostics.end() ? &*d : nullptr);
      } else {
        out.report_of[si][static_cast<std::size_t>(e.order)] =
            static_cast<int>(result.orders.size());
        r.visibility = visibility_of(so.parsed.orders[static_cast<std::size_t>(e.order)]);
      }
      result.orders.push_back(std::move(r));
    }
  }
  return out;
}

}  // namespace dia::adj::season
