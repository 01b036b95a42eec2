#include "adjudicator/intrigue/step_context.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "adjudicator/season/pieces.hpp"

namespace dia::adj::intrigue {

std::vector<OrderRef> StepContext::of_kind(orders::OrderKind kind) const {
  auto silenced = [&](std::size_t f, std::size_t k) {
    return std::any_of(facts.silenced.begin(), facts.silenced.end(),
                       [&](const OrderRef& r) { return r.file == f && r.index == k; });
  };
  auto rank = [&](std::size_t file) {
    const auto& sides = work.sides;
    for (std::size_t k = 0; k < sides.size(); ++k)
      if (sides[k].id == orders[file].side) return k;
    return sides.size();  // the GM's neutral orders last
  };
  std::vector<std::size_t> files(orders.size());
  for (std::size_t i = 0; i < files.size(); ++i) files[i] = i;
  std::stable_sort(files.begin(), files.end(),
                   [&](std::size_t a, std::size_t b) { return rank(a) < rank(b); });
  std::vector<OrderRef> out;
  for (std::size_t f : files)
    for (std::size_t k = 0; k < orders[f].parsed.orders.size(); ++k)
      if (orders[f].parsed.orders[k].kind() == kind && !silenced(f, k)) out.push_back({f, k});
  return out;
}

void StepContext::note(OrderRef r, OrderStatus status, const Text& text) {
  const int line = report_of[r.file][r.index];
  if (line < 0) return;
  OrderReport& rep = result.orders[static_cast<std::size_t>(line)];
  rep.status = status;
  rep.note = season::join(rep.note, text);
}

void StepContext::ignore(OrderRef r, const Message& why, std::string_view log_prefix) {
  note(r, OrderStatus::ignored, ignored_because(Text{why}));
  const orders::Order& o = order(r);
  Message line{Msg::log_order_ignored,
               {arg::Side{side(r)}, arg::Number{o.pos.line}, arg::Words{std::string(o.text)},
                arg::Sub{{why}}}};
  // The step's chapter before the line: "R9b: " is the clause R9b.
  std::string_view clause = log_prefix;
  while (!clause.empty() && (clause.back() == ' ' || clause.back() == ':')) clause.remove_suffix(1);
  if (clause.empty())
    log(std::move(line));
  else
    log(Message{Msg::log_prefixed,
                {arg::Clause{std::string(clause)}, arg::Sub{{std::move(line)}}}});
}

bool StepContext::pay(const std::string& side, int amount, Message what, std::string clause) {
  state::Side* s = work.side(side);
  if (s == nullptr || amount < 0 || s->treasury < amount) return false;
  s->treasury -= amount;
  result.money.push_back({side, -amount, std::move(what), std::move(clause)});
  return true;
}

void StepContext::credit(const std::string& side, int amount, Message what, std::string clause) {
  state::Side* s = work.side(side);
  if (s == nullptr) return;
  s->treasury += amount;
  result.money.push_back({side, amount, std::move(what), std::move(clause)});
}

bool owned_by_steps(orders::OrderKind kind) {
  using K = orders::OrderKind;
  switch (kind) {
    case K::corruption:
    case K::counter_corruption:
    case K::give:
    case K::spare:
    case K::assassinate:
    case K::royal_order:
    case K::open_gates:
    case K::gold:
    case K::capital:
    case K::seize:
    case K::dissociate:
    case K::command:
    case K::announce_marriage:
    case K::marriage:
    case K::accord:
    case K::epigone_placement:  // recorded before the epigones appear (epigone_choice.cpp)
    case K::vote:               // counted at step 2 (intrigue/votes.cpp)
    case K::bid:                // the auction step, R8a.gm.3 (adjudicator/auction)
      return true;
    default:
      return false;
  }
}

void not_adjudicated_yet(StepContext& ctx, orders::OrderKind kind) {
  for (const OrderRef& r : ctx.of_kind(kind)) {
    ctx.note(r, OrderStatus::not_adjudicated, Message{Msg::order_not_adjudicated, {}});
    const orders::Order& o = ctx.order(r);
    ctx.log(
        Message{Msg::log_order_not_adjudicated,
                {arg::Side{ctx.side(r)}, arg::Number{o.pos.line}, arg::Words{std::string(o.text)},
                 arg::Words{std::string(orders::to_string(kind))}}});
  }
}

}  // namespace dia::adj::intrigue
