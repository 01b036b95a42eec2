#pragma once
// Marginal-victory votes (R3.marg): who may be voted on, whether a vote counts, and the count.
// Candidacy is judged on the position at the start of the turn, that is on the PP of the previous
// turn's results (R3.marg.6, PROPOSED), where the candidacy was announced (R3.marg.1).
#include <optional>
#include <string>
#include <vector>

#include "common/message.hpp"
#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj::rules {

// The surviving sides whose PP are strictly more than a third of PP in play (R3.marg.1), in
// state order.
std::vector<std::string> marginal_candidates(const state::GameState& state, const map::Map& map);

// Why `voter`'s vote on `candidate` (a side id, "" if the name is no side) cannot count, or
// nothing: void in -319 (R3.marg.5), no candidate (R3.marg.6), a vote on oneself (R3.marg.2).
std::optional<Message> vote_problem(const state::GameState& state, const map::Map& map,
                                    const std::string& voter, const std::string& candidate,
                                    const std::string& candidate_name);

// One candidate's count: the other surviving sides that voted FOR; every other one counts
// AGAINST, a missing vote included (R3.marg.3, PROPOSED).
struct VoteCount {
  std::string candidate;
  int in_favour = 0;
  int against = 0;
  bool carried() const { return against == 0 && in_favour > 0; }
};
VoteCount count_for(const state::GameState& state, const std::string& candidate,
                    const std::vector<std::string>& voted_for);

}  // namespace dia::adj::rules
