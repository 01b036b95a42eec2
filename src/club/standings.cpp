#include "club/standings.hpp"

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>

#include "club/club_dir.hpp"
#include "common/text.hpp"
#include "game/status.hpp"
#include "report/public_report.hpp"
#include "state/durable.hpp"
#include "state/game_dir.hpp"
#include "state/scenario.hpp"

namespace dia::club {

namespace fs = std::filesystem;

void place_seats(GameResult& g) {
  auto key = [&](const Seat& s) {
    const bool winner = std::find(g.winners.begin(), g.winners.end(), s.side) != g.winners.end() ||
                        (g.state == "shared" && !s.eliminated);
    // The winners are equal among themselves (a shared victory), as the eliminated are.
    const bool by_score = !s.eliminated && !winner;
    return std::tuple(!s.eliminated, winner, by_score ? s.pp : 0, by_score ? s.pv : 0);
  };
  std::stable_sort(g.seats.begin(), g.seats.end(),
                   [&](const Seat& a, const Seat& b) { return key(a) > key(b); });
  for (std::size_t i = 0; i < g.seats.size(); ++i)
    g.seats[i].place = i > 0 && key(g.seats[i]) == key(g.seats[i - 1]) ? g.seats[i - 1].place
                                                                       : static_cast<int>(i) + 1;
}

namespace {

std::string result_of(const GameResult& g, const Seat& s) {
  if (!g.finished()) return "";
  if (s.eliminated) return "eliminated";
  if (g.state == "shared") return "shared";
  if (std::find(g.winners.begin(), g.winners.end(), s.side) != g.winners.end()) return "win";
  return "survived";
}

// The points a result earns: a win scores as its kind of victory when the table names it.
int points_of(const Club& club, const GameResult& g, const Seat& s) {
  if (s.result == "win") return club.points(g.state);
  return s.result.empty() ? 0 : club.points(s.result);
}

// The club's spelling of a player a game names, or the game's own when the club has no such
// player (a game made by hand and copied in).
std::string club_name(const Club& club, const std::string& name) {
  const ClubPlayer* p = club.player(name);
  return p ? p->name : name;
}

// Elo over every pair of a game's players (docs/club.md "Rating"): against each other player,
// a better place scores 1, the same place 0.5, a worse one 0; the expected score comes from the
// ratings before the game; K is shared among the n-1 opponents, so a game moves a rating by at
// most K, and the changes of a game add up to zero.
void rate_game(GameResult& g, std::map<std::string, double>& rating, double k) {
  const std::size_t n = g.seats.size();
  if (n < 2) return;
  std::vector<double> change(n, 0.0);
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = 0; j < n; ++j) {
      if (i == j) continue;
      const double ri = rating[g.seats[i].player], rj = rating[g.seats[j].player];
      const double expected = 1.0 / (1.0 + std::pow(10.0, (rj - ri) / 400.0));
      const int pi = g.seats[i].place, pj = g.seats[j].place;
      const double actual = pi < pj ? 1.0 : pi == pj ? 0.5 : 0.0;
      change[i] += k / static_cast<double>(n - 1) * (actual - expected);
    }
  }
  for (std::size_t i = 0; i < n; ++i) {
    g.seats[i].rating_change = change[i];
    rating[g.seats[i].player] += change[i];
  }
}

long hundredths(double v) {
  return std::lround(v * 100.0);
}

}  // namespace

namespace {

// A game not yet adjudicated has no results to name its sides: the scenario's diadoques (the
// public set-up every player knows) do; a scenario that cannot be read leaves the ids.
void name_sides_from_scenario(const state::GameDir& game, GameResult& result) {
  std::optional<state::Scenario> scenario;
  try {
    scenario = state::load_scenario(game.scenario_path().string()).scenario;
  } catch (const std::exception&) {
    return;
  }
  if (!scenario) return;
  for (auto& seat : result.seats)
    if (const state::ScenarioSide* side = scenario->side(seat.side))
      seat.side_name = side->diadoque_name;
}

}  // namespace

GameResult game_result(const fs::path& game_dir) {
  return game_result(state::GameDir(game_dir));
}

GameResult game_result(const state::GameDir& game, const report::PublicView* last) {
  GameResult g;
  g.game = game.root().filename().string();
  g.name = game.config().name;
  // The victory and the eliminations only: the orders and deadline game_status reads are no
  // business of the standings.
  const game::GameEnd end = game::game_end(game);
  if (end.victory) {
    g.state = end.victory->kind;
    g.winners = end.victory->sides;
    g.victory_season = end.victory->season;
  }
  std::optional<report::PublicView> read;
  if (const std::string id = game.last_adjudicated(); !id.empty()) {
    g.season = id;
    if (!last) {
      const fs::path json = game.results_dir(id) / "public.json";
      read = report::public_view_from_json(state::read_file(json), json.string());
      last = &*read;
    }
  }
  for (const state::GamePlayer& player : game.config().players) {
    Seat seat;
    seat.player = player.name;
    seat.side = player.side;
    seat.side_name = player.side;
    seat.eliminated = std::find(end.eliminated.begin(), end.eliminated.end(), player.side) !=
                      end.eliminated.end();
    if (last) {
      seat.side_name = last->side_name(player.side, report::Lang::fr);
      for (const auto& score : last->scores)
        if (score.side == player.side) {
          seat.pv = score.pv;
          seat.pp = score.pp;
        }
    }
    g.seats.push_back(seat);
  }
  if (!last) name_sides_from_scenario(game, g);
  place_seats(g);
  return g;
}

Standings compute_standings(const Club& club, std::vector<GameResult> games) {
  Standings st;
  st.club = club.name;
  std::sort(games.begin(), games.end(),
            [](const GameResult& a, const GameResult& b) { return a.game < b.game; });
  std::map<std::string, PlayerRecord> records;
  std::map<std::string, double> rating;
  auto record = [&](const std::string& name) -> PlayerRecord& {
    auto [it, fresh] = records.try_emplace(name);
    if (fresh) {
      it->second.player = name;
      rating[name] = club.rating_start;
    }
    return it->second;
  };
  for (const auto& p : club.players) record(p.name);
  for (auto& g : games) {
    if (club.is_abandoned(g.game)) g.state = "abandoned";
    for (auto& seat : g.seats) {
      seat.player = club_name(club, seat.player);
      seat.result = result_of(g, seat);
      seat.points = points_of(club, g, seat);
      PlayerRecord& r = record(seat.player);
      if (g.state == "abandoned") {
        ++r.abandoned;
      } else if (!g.finished()) {
        ++r.playing;
      } else {
        ++r.played;
        r.points += seat.points;
        if (seat.result == "win") ++r.wins;
        if (seat.result == "shared") ++r.shared;
        if (seat.result == "survived") ++r.survived;
        if (seat.result == "eliminated") ++r.eliminated;
      }
    }
    if (g.finished()) rate_game(g, rating, club.rating_k);
  }
  for (auto& [name, r] : records) {
    r.rating = rating[name];
    st.players.push_back(r);
  }
  auto better = [](const PlayerRecord& a, const PlayerRecord& b) {
    if (a.points != b.points) return a.points > b.points;
    return hundredths(a.rating) > hundredths(b.rating);
  };
  std::stable_sort(st.players.begin(), st.players.end(),
                   [&](const PlayerRecord& a, const PlayerRecord& b) {
                     if (better(a, b) || better(b, a)) return better(a, b);
                     return fold_name(a.player) < fold_name(b.player);
                   });
  for (std::size_t i = 0; i < st.players.size(); ++i)
    st.players[i].rank = i > 0 && !better(st.players[i - 1], st.players[i])
                             ? st.players[i - 1].rank
                             : static_cast<int>(i) + 1;
  st.games = std::move(games);
  return st;
}

Standings club_standings(const fs::path& dir) {
  return club_standings(dir, read_club(dir));
}

Standings club_standings(const fs::path& dir, const Club& club) {
  std::vector<GameResult> games;
  for (const auto& game : game_dirs(dir)) games.push_back(game_result(game));
  return compute_standings(club, std::move(games));
}

}  // namespace dia::club
