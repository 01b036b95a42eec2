#include "adjudicator/auction/unsold.hpp"

#include <algorithm>

#include "adjudicator/auction/auction.hpp"
#include "adjudicator/auction/lots.hpp"
#include "adjudicator/rules/auction_lot.hpp"
#include "adjudicator/season/pieces.hpp"
#include "report/catalogue.hpp"

namespace dia::adj::auction {

namespace {

void say(intrigue::StepContext& ctx, Message m) {
  ctx.log(Message{Msg::log_prefixed, {arg::Clause{"R11b"}, arg::Sub{{m}}}});
  ctx.event(std::move(m));
}

// Removes the units at `indexes`; the characters with them stay where they are, alone (the
// housekeeping frees a held one left alone, R6b.free.1).
void eliminate(state::GameState& st, std::vector<std::size_t> indexes) {
  std::sort(indexes.rbegin(), indexes.rend());
  for (std::size_t i : indexes) st.units.erase(st.units.begin() + static_cast<std::ptrdiff_t>(i));
}

}  // namespace

void after_auction(intrigue::StepContext& ctx, const std::vector<std::size_t>& unsold) {
  std::vector<std::size_t> gone;
  for (std::size_t i : unsold) {
    const state::Unit& u = ctx.work.units[i];
    const arg::Piece piece{season::describe(ctx.work, u)};
    if (u.neutral_label == rules::unsupplied_auction_label) {  // R11b.unsup.2
      say(ctx, {Msg::auction_unsold_eliminated, {piece, arg::Clause{"R11b.unsup.2"}}});
      gone.push_back(i);
    } else if (at_season_end(ctx.map, ctx.work, u) == Unsold::stays) {
      say(ctx, {Msg::auction_unsold, {piece, arg::Clause{"R11b.bid.9"}}});
    }
    // Otherwise its last offer has failed (R11b.disb.3 in summer, R11b.elim.3 in autumn): it
    // does not stay neutral for the next offer, and end_of_season says once what becomes of it
    // ("invendue, est éliminée" or "devient définitivement neutre"), not "reste neutre" first.
  }
  eliminate(ctx.work, gone);
}

void end_of_season(intrigue::StepContext& ctx) {
  std::vector<std::size_t> gone;
  for (std::size_t i = 0; i < ctx.work.units.size(); ++i) {
    state::Unit& u = ctx.work.units[i];
    if (!on_sale(u)) continue;
    const Unsold fate = at_season_end(ctx.map, ctx.work, u);
    if (fate == Unsold::stays) continue;
    const arg::Piece piece{season::describe(ctx.work, u)};
    const bool disbanded = u.neutral_label == rules::disbanded_auction_label;
    const arg::Clause clause{disbanded ? "R11b.disb.3" : "R11b.elim.3"};
    if (fate == Unsold::eliminated) {
      say(ctx, {Msg::auction_unsold_eliminated, {piece, clause}});
      gone.push_back(i);
    } else {
      say(ctx, {Msg::auction_kept_neutral, {piece, clause}});
      u.neutral_label = rules::kept_neutral_auction_label;
      u.previous_owner.clear();
      u.auction_offers = 0;
    }
  }
  eliminate(ctx.work, gone);
}

}  // namespace dia::adj::auction
