#include "adjudicator/rules/votes.hpp"

#include <algorithm>

#include "adjudicator/rules/names.hpp"
#include "adjudicator/rules/scoring.hpp"

namespace dia::adj::rules {

std::vector<std::string> marginal_candidates(const state::GameState& state, const map::Map& map) {
  std::vector<std::string> out;
  for (const state::Side& s : state.sides)
    if (!s.eliminated && marginal_candidate(s.id, state, map)) out.push_back(s.id);
  return out;
}

std::optional<Message> vote_problem(const state::GameState& state, const map::Map& map,
                                    const std::string& voter, const std::string& candidate,
                                    const std::string& candidate_name) {
  if (state.season.year == -319) return Message{Msg::vote_void_319, {arg::Clause{"R3.marg.5"}}};
  const std::vector<std::string> cands = marginal_candidates(state, map);
  if (std::find(cands.begin(), cands.end(), candidate) == cands.end()) {
    const arg::Side who =
        state.side(candidate) ? side_arg(state, candidate) : arg::Side{candidate_name};
    return Message{Msg::vote_no_candidate, {who, arg::Clause{"R3.marg.6"}}};
  }
  if (candidate == voter) return Message{Msg::vote_own_side, {arg::Clause{"R3.marg.2"}}};
  return std::nullopt;
}

VoteCount count_for(const state::GameState& state, const std::string& candidate,
                    const std::vector<std::string>& voted_for) {
  VoteCount out;
  out.candidate = candidate;
  for (const state::Side& s : state.sides) {
    if (s.eliminated || s.id == candidate) continue;
    if (std::find(voted_for.begin(), voted_for.end(), s.id) != voted_for.end())
      ++out.in_favour;
    else
      ++out.against;
  }
  return out;
}

}  // namespace dia::adj::rules
