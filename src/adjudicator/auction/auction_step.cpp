// R8a.gm.3, R11b.bid: the auction step. Every bid is checked on the position at the start of the
// step (bid_check); the units on sale are drawn in a random order (R11b.bid.5); for each in turn,
// the amounts above the bidder's treasury at that moment are discarded (R11b.bid.6), and the
// second-price rule decides (R11b.bid.7). Only the sale and its price are published (R11b.bid.8):
// each side reads its own bids' fate beside them in its private note; the GM log has the draw
// and every bid.
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <map>

#include "adjudicator/auction/auction.hpp"
#include "adjudicator/auction/bid_check.hpp"
#include "adjudicator/auction/lots.hpp"
#include "adjudicator/auction/purchase.hpp"
#include "adjudicator/auction/second_price.hpp"
#include "adjudicator/auction/unsold.hpp"
#include "adjudicator/rules/auction_lot.hpp"
#include "adjudicator/season/pieces.hpp"
#include "common/text.hpp"

namespace dia::adj::auction {

namespace {

// One side's accepted bid orders for one unit: several lines are read as one list.
struct Bidder {
  std::string side;
  std::vector<intrigue::OrderRef> orders;
  std::vector<int> amounts;  // at least the starting price
};

struct Lot {
  std::size_t unit = 0;
  int start = 0;
  std::vector<Bidder> bidders;  // in side order
};

bool in_storm(const intrigue::StepContext& ctx, const state::Unit& u) {
  const std::vector<std::string>& hit = ctx.facts.storm_or_flood;
  return std::any_of(hit.begin(), hit.end(),
                     [&](const std::string& s) { return fold_name(s) == fold_name(u.space); });
}

void note_all(intrigue::StepContext& ctx, const Bidder& b, OrderStatus status, const Message& m) {
  for (const intrigue::OrderRef& r : b.orders) ctx.note(r, status, Text{m});
}

// R11b.bid.5: a seeded shuffle (Fisher–Yates), each draw logged with its purpose.
std::vector<Lot> draw_order(intrigue::StepContext& ctx, std::vector<Lot> lots) {
  for (std::size_t k = lots.size(); k > 1; --k) {
    const std::size_t pick =
        ctx.dice.draw(k, Message{Msg::roll_auction_order,
                                 {arg::Number{static_cast<int>(lots.size() - k + 1)},
                                  arg::Number{static_cast<int>(lots.size())}}});
    std::swap(lots[pick], lots[k - 1]);
  }
  std::reverse(lots.begin(), lots.end());  // the first drawn is examined first
  return lots;
}

// Examines one lot; true if sold.
bool examine(intrigue::StepContext& ctx, Lot& lot) {
  state::Unit& u = ctx.work.units[lot.unit];
  const std::string piece = season::describe(ctx.work, u);
  std::vector<Message> bids;
  for (const Bidder& b : lot.bidders)
    bids.push_back(
        Message{Msg::log_bids,
                {arg::Side{b.side}, arg::Words{fmt::format("{}", fmt::join(b.amounts, ", "))}}});
  std::vector<Arg> args{arg::Piece{piece},
                        arg::Words{u.previous_owner.empty() ? "-" : u.previous_owner},
                        arg::Number{lot.start}};
  if (!bids.empty()) args.emplace_back(arg::Sub{std::move(bids)});
  ctx.log(Message{args.size() > 3 ? Msg::log_lot : Msg::log_lot_no_bid, std::move(args)});
  // R11b.bid.10: nothing is sold in a storm or a flooded province.
  if (in_storm(ctx, u)) {
    const Message m{Msg::auction_storm, {arg::Piece{piece}, arg::Clause{"R11b.bid.10"}}};
    for (const Bidder& b : lot.bidders) note_all(ctx, b, OrderStatus::failed, m);
    ctx.event(m);
    ctx.log(Message{Msg::log_not_sold_storm, {arg::Piece{piece}}});
    return false;
  }
  // R11b.bid.6: the amounts above the bidder's treasury now are discarded.
  std::vector<SideBids> valid;
  for (const Bidder& b : lot.bidders) {
    const state::Side* s = ctx.work.side(b.side);
    const int treasury = s != nullptr ? s->treasury : 0;
    SideBids sb{b.side, {}};
    for (int a : b.amounts)
      if (a <= treasury) sb.amounts.push_back(a);
    if (sb.amounts.empty()) {
      note_all(ctx, b, OrderStatus::failed,
               Message{Msg::bid_over_treasury, {arg::Number{treasury}, arg::Clause{"R11b.bid.6"}}});
      ctx.log(Message{Msg::log_bids_exceed, {arg::Side{b.side}, arg::Number{treasury}}});
    }
    valid.push_back(std::move(sb));
  }
  const Sale sale = decide(valid);
  for (std::size_t k = 0; k < lot.bidders.size(); ++k) {
    const Bidder& b = lot.bidders[k];
    if (valid[k].amounts.empty()) continue;  // told above
    if (b.side == sale.winner)
      note_all(ctx, b, OrderStatus::succeeded,
               Message{Msg::bid_won, {arg::Number{sale.price}, arg::Clause{"R11b.bid.7"}}});
    else if (std::find(sale.tied.begin(), sale.tied.end(), b.side) != sale.tied.end())
      note_all(ctx, b, OrderStatus::failed, Message{Msg::bid_tied, {arg::Clause{"R11b.bid.9"}}});
    else
      note_all(ctx, b, OrderStatus::failed, Message{Msg::bid_outbid, {arg::Clause{"R11b.bid.7"}}});
  }
  if (sale.winner.empty()) {
    ctx.log(sale.tied.empty()
                ? Message{Msg::log_not_sold_no_bid, {arg::Piece{piece}}}
                : Message{Msg::log_not_sold_tie,
                          {arg::Piece{piece},
                           arg::Words{fmt::format("{}", fmt::join(sale.tied, ", "))}}});
    return false;
  }
  // R11b.bid.8: only the winner pays, and only the winning price is published.
  ctx.pay(sale.winner, sale.price, Message{Msg::money_auction, {arg::Piece{piece}}}, "R11b.bid.8");
  ctx.event(Message{Msg::auction_sold,
                    {arg::Piece{piece}, arg::Side{season::side_name(ctx.work, sale.winner)},
                     arg::Number{sale.price}, arg::Clause{"R11b.bid.7"}}});
  ctx.log(
      Message{Msg::log_sold, {arg::Piece{piece}, arg::Side{sale.winner}, arg::Number{sale.price}}});
  join_winner(ctx, lot.unit, sale.winner);
  return true;
}

}  // namespace

void auction_step(intrigue::StepContext& ctx) {
  const std::vector<intrigue::OrderRef> refs = ctx.of_kind(orders::OrderKind::bid);
  std::vector<Lot> lots_on_sale;
  for (std::size_t i : lots(ctx.work))
    lots_on_sale.push_back({i, starting_price(ctx.work.units[i]), {}});
  if (refs.empty() && lots_on_sale.empty()) return;
  // Every bid is checked on the position at the start of the step (R11b.bid.1–4).
  for (const intrigue::OrderRef& r : refs) {
    const auto* bid = orders::get_if<orders::Bid>(&ctx.order(r).body);
    if (bid == nullptr) continue;
    const BidCheck b = check_bid(ctx.map, ctx.work, ctx.side(r), *bid);
    if (b.problem) {
      ctx.ignore(r, *b.problem, "R11b: ");
      continue;
    }
    if (!b.below.empty())
      ctx.log(
          Message{Msg::log_bid_below,
                  {arg::Side{ctx.side(r)}, arg::Number{ctx.order(r).pos.line},
                   arg::Words{fmt::format("{}", fmt::join(b.below, ", "))}, arg::Number{b.start}}});
    for (Lot& lot : lots_on_sale) {
      if (static_cast<int>(lot.unit) != b.unit) continue;
      auto it = std::find_if(lot.bidders.begin(), lot.bidders.end(),
                             [&](const Bidder& x) { return x.side == ctx.side(r); });
      if (it == lot.bidders.end())
        it = lot.bidders.insert(lot.bidders.end(), {ctx.side(r), {}, {}});
      it->orders.push_back(r);
      it->amounts.insert(it->amounts.end(), b.valid.begin(), b.valid.end());
    }
  }
  if (lots_on_sale.empty()) return;
  lots_on_sale = draw_order(ctx, std::move(lots_on_sale));
  std::vector<std::string> order;
  for (const Lot& lot : lots_on_sale)
    order.push_back(season::describe(ctx.work, ctx.work.units[lot.unit]));
  ctx.log(Message{Msg::log_auction_order, {arg::Words{fmt::format("{}", fmt::join(order, ", "))}}});
  std::vector<std::size_t> unsold;
  for (Lot& lot : lots_on_sale) {
    if (examine(ctx, lot)) continue;
    ctx.work.units[lot.unit].auction_offers += 1;
    unsold.push_back(lot.unit);
  }
  after_auction(ctx, unsold);
}

}  // namespace dia::adj::auction
