#include "adjudicator/auction/bid_check.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>

#include "adjudicator/auction/lots.hpp"
#include "adjudicator/season/neutral_orders.hpp"
#include "common/text.hpp"

namespace dia::adj::auction {

bool within(const map::Map& map, map::SpaceId from, map::SpaceId to, int most) {
  std::vector<int> dist(map.spaces.size(), -1);
  std::vector<map::SpaceId> frontier{from};
  dist[from] = 0;
  for (int d = 0; d < most && !frontier.empty(); ++d) {
    std::vector<map::SpaceId> next;
    for (map::SpaceId s : frontier)
      for (map::NodeId n : map.space(s).nodes) {
        const map::Node& node = map.node(n);
        for (const std::vector<map::NodeId>* adj : {&node.army_adjacent, &node.fleet_adjacent})
          for (map::NodeId m : *adj) {
            const map::SpaceId t = map.node(m).space;
            if (dist[t] >= 0) continue;
            dist[t] = d + 1;
            next.push_back(t);
          }
      }
    frontier = std::move(next);
  }
  return dist[to] >= 0;
}

bool in_reach(const map::Map& map, const state::GameState& state, const std::string& side,
              map::SpaceId space) {
  auto near = [&](const std::string& code) {
    const std::optional<map::SpaceId> s = map.find_space(code);
    return s && within(map, *s, space, 2);
  };
  for (const state::Unit& u : state.units)
    if (u.side == side && near(u.space)) return true;
  const state::Side* s = state.side(side);
  if (s == nullptr) return false;
  for (const std::string& id : {s->diadoque, s->epigone}) {
    const state::Character* c = id.empty() ? nullptr : state.character(id);
    if (c != nullptr && c->alive && !c->prisoner && c->controller == side && !c->space.empty() &&
        near(c->space))
      return true;
  }
  return false;
}

BidCheck check_bid(const map::Map& map, const state::GameState& state, const std::string& side,
                   const orders::Bid& bid) {
  BidCheck out;
  if (side == season::neutral_side) {  // G12.1: the GM orders neutral units there, nothing else
    out.problem = Message{Msg::before_neutral_file, {arg::Clause{"G12.1"}}};
    return out;
  }
  const std::string designator(orders::designator(bid.type));
  const std::string where = bid.where.resolved() ? map.space(bid.where.space).code : "";
  for (std::size_t i = 0; i < state.units.size(); ++i) {
    const state::Unit& u = state.units[i];
    if (on_sale(u) && fold_name(u.space) == fold_name(where) && state::code(u.type) == designator)
      out.unit = static_cast<int>(i);
  }
  if (out.unit < 0) {
    out.problem = Message{Msg::bid_no_lot, {arg::Words{designator}, arg::Place{where}}};
    return out;
  }
  const state::Unit& lot = state.units[static_cast<std::size_t>(out.unit)];
  if (lot.previous_owner == side) {
    out.problem = Message{Msg::bid_previous_owner, {arg::Clause{"R11b.bid.1"}}};
    return out;
  }
  if (!in_reach(map, state, side, bid.where.space)) {
    out.problem = Message{Msg::bid_out_of_reach, {arg::Clause{"R11b.bid.1"}}};
    return out;
  }
  out.start = starting_price(lot);
  for (int a : bid.amounts) (a >= out.start ? out.valid : out.below).push_back(a);
  if (out.valid.empty())
    out.problem =
        Message{Msg::bid_below_start, {arg::Number{out.start}, arg::Clause{"R11b.bid.4"}}};
  return out;
}

void check_bid_order(const intrigue::CheckInput& in, season::CheckedOrder& c) {
  const auto* bid = orders::get_if<orders::Bid>(&in.order.body);
  if (bid == nullptr) return;
  const BidCheck b = check_bid(in.map, in.state, in.side, *bid);
  if (b.problem) {
    intrigue::mark_ignored(in, c, *b.problem);
    return;
  }
  if (!b.below.empty())
    c.diagnostics.push_back(
        {Severity::warning, in.file, in.order.pos,
         fmt::format("bid order: {} below the starting price of {} T, ignored (R11b.bid.4)",
                     fmt::join(b.below, ", "), b.start)});
  const state::Side* s = in.state.side(in.side);
  const int treasury = s != nullptr ? s->treasury : 0;
  if (std::all_of(b.valid.begin(), b.valid.end(), [&](int a) { return a > treasury; }))
    c.diagnostics.push_back(
        {Severity::warning, in.file, in.order.pos,
         fmt::format("bid order: every amount is above the treasury ({} T) and will be "
                     "discarded (R11b.bid.6)",
                     treasury)});
}

}  // namespace dia::adj::auction
