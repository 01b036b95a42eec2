#include "adjudicator/intrigue/votes.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "adjudicator/intrigue/checks.hpp"
#include "adjudicator/rules/names.hpp"
#include "adjudicator/rules/votes.hpp"
#include "adjudicator/season/pieces.hpp"

namespace dia::adj::intrigue {

namespace {

// The vote's candidate (side id, "" if the name is no side) and why it cannot count.
std::optional<Message> problem(const map::Map& map, const state::GameState& state,
                               const std::string& voter, const orders::Vote& v,
                               std::string& candidate) {
  candidate = season::side_by_name(state, v.side.name);
  return rules::vote_problem(state, map, voter, candidate, v.side.name);
}

}  // namespace

std::string count_votes(StepContext& ctx) {
  // R3.marg.6 (PROPOSED): candidacy from the previous results; nothing has moved yet at step 2.
  const std::vector<std::string> candidates = rules::marginal_candidates(ctx.work, ctx.map);
  std::map<std::string, std::vector<std::string>> in_favour;  // candidate → voters FOR
  std::vector<std::pair<std::string, std::string>> voted;     // (voter, candidate) seen
  for (const OrderRef& r : ctx.of_kind(orders::OrderKind::vote)) {
    const std::string& voter = ctx.side(r);
    const state::Side* s = ctx.work.side(voter);
    if (s == nullptr) {  // the GM's neutral orders: the neutrals have no vote
      ctx.ignore(r, Message{Msg::before_neutral_file, {arg::Clause{"R3.marg.2"}}}, "R3.marg: ");
      continue;
    }
    const auto& v = orders::get<orders::Vote>(ctx.order(r).body);
    std::string candidate;
    if (auto why = problem(ctx.map, ctx.work, voter, v, candidate)) {
      ctx.ignore(r, *why, "R3.marg: ");
      continue;
    }
    const std::pair<std::string, std::string> key{voter, candidate};
    if (std::find(voted.begin(), voted.end(), key) != voted.end()) {
      ctx.ignore(r,
                 Message{Msg::vote_twice,
                         {rules::side_arg(ctx.work, candidate), arg::Clause{"R3.marg.2"}}},
                 "R3.marg: ");
      continue;
    }
    voted.push_back(key);
    if (v.in_favour) in_favour[candidate].push_back(voter);
    ctx.note(r, OrderStatus::succeeded,
             Message{v.in_favour ? Msg::vote_counted : Msg::vote_counted_against,
                     {rules::side_arg(ctx.work, candidate), arg::Clause{"R3.marg.4"}}});
  }
  if (ctx.work.season.year == -319) return {};  // R3.marg.5: no count, no victory
  std::string winner;
  for (const std::string& c : candidates) {
    const rules::VoteCount n = rules::count_for(ctx.work, c, in_favour[c]);
    ctx.event(Message{Msg::vote_tally,
                      {rules::side_arg(ctx.work, c), arg::Number{n.in_favour},
                       arg::Number{n.against}, arg::Clause{"R3.marg.3"}}});
    ctx.log(
        Message{Msg::log_votes, {arg::Number{n.in_favour}, arg::Number{n.against}, arg::Side{c}}});
    if (n.carried() && winner.empty()) winner = c;
  }
  return winner;
}

void check_vote_order(const CheckInput& in, season::CheckedOrder& c) {
  std::string candidate;
  if (auto why =
          problem(in.map, in.state, in.side, orders::get<orders::Vote>(in.order.body), candidate)) {
    mark_ignored(in, c, *why);
    return;
  }
  c.verdict = season::Verdict::accepted;
}

}  // namespace dia::adj::intrigue
