#include "adjudicator/setup.hpp"

#include <algorithm>
#include <limits>
#include <numeric>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "adjudicator/income.hpp"

namespace dia::adj {
namespace {

using Ranks = std::vector<std::vector<int>>;  // ranks[player][side] = 1 (most wanted) .. n

// The lowest total rank with which the free players can share the free sides (R2.pref.3).
int best_total(const Ranks& ranks, std::vector<int> players, std::vector<int> sides) {
  std::sort(sides.begin(), sides.end());
  int best = std::numeric_limits<int>::max();
  do {
    int total = 0;
    for (std::size_t i = 0; i < players.size(); ++i) total += ranks[players[i]][sides[i]];
    best = std::min(best, total);
  } while (std::next_permutation(sides.begin(), sides.end()));
  return best;
}

Ranks read_ranks(const std::vector<PlayerEntry>& players,
                 const std::vector<std::string>& side_ids) {
  Ranks ranks(players.size(), std::vector<int>(side_ids.size(), 0));
  for (std::size_t p = 0; p < players.size(); ++p) {
    const auto& pref = players[p].preference;
    std::set<std::string> distinct(pref.begin(), pref.end());
    if (pref.size() != side_ids.size() || distinct.size() != side_ids.size()) {
      throw std::invalid_argument(fmt::format(
          "player {}: a preference ranking must list all {} diadoques once each (R2.pref.1)",
          players[p].name, side_ids.size()));
    }
    for (std::size_t r = 0; r < pref.size(); ++r) {
      auto it = std::find(side_ids.begin(), side_ids.end(), pref[r]);
      if (it == side_ids.end()) {
        throw std::invalid_argument(fmt::format("player {}: unknown diadoque '{}' in the ranking",
                                                players[p].name, pref[r]));
      }
      ranks[p][it - side_ids.begin()] = static_cast<int>(r) + 1;
    }
  }
  return ranks;
}

// The assignment as it is being built, round by round.
struct Board {
  std::vector<int> side_of;  // per player: the side given, -1 while free
  std::vector<bool> taken;   // per side
};

// A free player's choice in `round`: his round-th choice, or his best free one if that is taken
// (R2.pref.5).
int choice_in_round(const Ranks& ranks, const Board& board, int player, int round) {
  const int sides = static_cast<int>(board.taken.size());
  for (int s = 0; s < sides; ++s) {
    if (ranks[player][s] == round && !board.taken[s]) return s;
  }
  for (int r = 1; r <= sides; ++r) {
    for (int s = 0; s < sides; ++s) {
      if (ranks[player][s] == r && !board.taken[s]) return s;
    }
  }
  return -1;
}

// R2.pref.3: the contenders for side `s` whose receiving it allows the lowest total rank over
// the best assignment of the players and sides still free.
std::vector<int> best_contenders(const Ranks& ranks, const Board& board, int s,
                                 const std::vector<int>& contenders) {
  std::vector<int> best;
  int best_score = std::numeric_limits<int>::max();
  for (int c : contenders) {
    std::vector<int> others, free_sides;
    for (int p = 0; p < static_cast<int>(board.side_of.size()); ++p) {
      if (board.side_of[p] < 0 && p != c) others.push_back(p);
    }
    for (int t = 0; t < static_cast<int>(board.taken.size()); ++t) {
      if (!board.taken[t] && t != s) free_sides.push_back(t);
    }
    const int score = ranks[c][s] + best_total(ranks, others, free_sides);
    if (score < best_score) best_score = score, best.clear();
    if (score == best_score) best.push_back(c);
  }
  return best;
}

Assignment by_preference(const std::vector<PlayerEntry>& players,
                         const std::vector<std::string>& side_ids, state::Dice& dice) {
  const Ranks ranks = read_ranks(players, side_ids);
  const int n = static_cast<int>(players.size());
  const int sides = static_cast<int>(side_ids.size());
  Assignment out;
  Board board{std::vector<int>(n, -1), std::vector<bool>(side_ids.size(), false)};
  auto give = [&](int player, int s) {
    board.side_of[player] = s;
    board.taken[s] = true;
  };
  for (int round = 1; std::count(board.side_of.begin(), board.side_of.end(), -1) > 0; ++round) {
    std::vector<std::vector<int>> wanted_by(side_ids.size());
    for (int p = 0; p < n; ++p) {
      if (board.side_of[p] < 0) wanted_by[choice_in_round(ranks, board, p, round)].push_back(p);
    }
    // R2.pref.2 first: a diadoque wanted by one player only is his before any contest is
    // weighed, so that no contest counts that player, or that diadoque, as still free.
    for (int s = 0; s < sides; ++s) {
      if (wanted_by[s].size() != 1) continue;
      give(wanted_by[s].front(), s);
      out.log.push_back(fmt::format("round {}: {} to {}", round, side_ids[s],
                                    players[wanted_by[s].front()].name));
    }
    for (int s = 0; s < sides; ++s) {
      const auto& contenders = wanted_by[s];
      if (contenders.size() < 2) continue;
      // R2.pref.3, then R2.pref.4: a seeded draw only between contenders still equal.
      const std::vector<int> best = best_contenders(ranks, board, s, contenders);
      int winner = best.front();
      if (best.size() > 1) {
        winner =
            best[dice.draw(best.size(), Message{Msg::roll_preference_tie,
                                                {arg::Side{side_ids[s]},
                                                 arg::Number{static_cast<int>(best.size())}}})];
      }
      out.log.push_back(fmt::format("round {}: {} wanted by {} players, given to {} (R2.pref.3)",
                                    round, side_ids[s], contenders.size(), players[winner].name));
      give(winner, s);
    }
  }
  for (int p = 0; p < n; ++p)
    out.side_of_player.emplace_back(players[p].name, side_ids[board.side_of[p]]);
  return out;
}

}  // namespace

Assignment assign_sides(AssignmentMethod method, const std::vector<PlayerEntry>& players,
                        const std::vector<std::string>& side_ids, state::Dice& dice) {
  if (players.size() != side_ids.size()) {
    throw std::invalid_argument(
        fmt::format("{} players for {} diadoques: the game needs one "
                    "player per diadoque (G9.1)",
                    players.size(), side_ids.size()));
  }
  Assignment out;
  switch (method) {
    case AssignmentMethod::preference:
      return by_preference(players, side_ids, dice);
    case AssignmentMethod::random: {
      // R2.random.1: a seeded Fisher–Yates shuffle, each draw logged.
      std::vector<std::string> order = side_ids;
      for (std::size_t i = order.size(); i > 1; --i) {
        std::size_t j = dice.draw(i, Message{Msg::roll_random_assignment, {}});
        std::swap(order[i - 1], order[j]);
      }
      for (std::size_t p = 0; p < players.size(); ++p) {
        out.side_of_player.emplace_back(players[p].name, order[p]);
        out.log.push_back(fmt::format("{} draws {}", players[p].name, order[p]));
      }
      return out;
    }
    case AssignmentMethod::fixed: {
      std::set<std::string> used;
      for (const auto& p : players) {
        if (std::find(side_ids.begin(), side_ids.end(), p.fixed_side) == side_ids.end() ||
            !used.insert(p.fixed_side).second) {
          throw std::invalid_argument(fmt::format(
              "player {}: diadoque '{}' is unknown or given twice", p.name, p.fixed_side));
        }
        out.side_of_player.emplace_back(p.name, p.fixed_side);
        out.log.push_back(fmt::format("{} plays {} (set by the GM)", p.name, p.fixed_side));
      }
      return out;
    }
  }
  return out;
}

state::GameState initial_state(const state::Scenario& sc, const map::Map& map,
                               const std::vector<std::pair<std::string, std::string>>& players,
                               const state::Rng& rng) {
  // Spaces are stored under the map's own code ("Péluse" whether written Peluse or PELUSE).
  auto canonical = [&](const std::string& name) {
    auto id = map.find_space(name);
    return id ? map.space(*id).code : name;
  };
  state::GameState g;
  if (auto start = state::Season::from_id(sc.start)) g.season = *start;
  g.rng = rng;
  for (const auto& s : sc.sides) {
    state::Side side;
    side.id = s.id;
    side.diadoque = s.diadoque_id;
    side.epigone = s.epigone_id;
    side.capital = canonical(s.capital);
    for (const auto& [player, sid] : players) {
      if (sid == s.id) side.player = player;
    }
    g.sides.push_back(side);
    g.characters.push_back({s.diadoque_id, s.diadoque_name, state::CharacterKind::diadoque, s.id,
                            s.id, canonical(s.province), true, false, 0, state::Payments(),
                            state::Payments(), ""});
    // Epigones enter play later (R6b.epi.2, R7a): known, but on no space yet.
    g.characters.push_back({s.epigone_id, s.epigone_name, state::CharacterKind::epigone, s.id, s.id,
                            "", true, false, 0, state::Payments(), state::Payments(), ""});
    g.control[canonical(s.province)] = s.id;  // R12.start.3
    g.control[canonical(s.capital)] = s.id;
    if (!s.second_citadel.empty()) g.control[canonical(s.second_citadel)] = s.id;
  }
  for (const auto& c : sc.royal_family) {
    g.characters.push_back({c.id, c.name, state::CharacterKind::royal, "", c.controller, c.space,
                            true, false, 0, state::Payments(), state::Payments(), ""});
  }
  for (const auto& space : map.spaces) {
    if (space.citadel && space.citadel->treasure > 0)
      g.treasures[space.code] = space.citadel->treasure;
  }
  for (auto& side : g.sides) side.treasury = income_of(side.id, g, map).total;  // R12.start.4
  return g;
}

}  // namespace dia::adj
