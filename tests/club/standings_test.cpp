// The club's standings from games already read (club/standings.hpp): places, points by result,
// the Elo-style rating (docs/club.md "Rating"), abandoned and running games, ties.
#include <doctest/doctest.h>

#include <cmath>

#include "club/standings.hpp"
#include "club/standings_format.hpp"

using namespace dia;
using club::GameResult;
using club::Seat;

namespace {

const char* const sides[] = {"seleucos",  "antigone",  "ptolemee",
                             "lysimaque", "cassandre", "eumene"};

// A game of players p1..p6 (or `players`), seat i with the given PP (PV = PP / 10).
GameResult game(const std::string& name, const std::string& state, std::vector<std::string> winners,
                std::vector<int> pp,
                std::vector<std::string> players = {"P1", "P2", "P3", "P4", "P5", "P6"}) {
  GameResult g;
  g.game = name;
  g.name = name;
  g.season = "009-spring-317";
  g.state = state;
  g.winners = std::move(winners);
  g.victory_season = state.empty() ? "" : "008-winter-318";
  for (std::size_t i = 0; i < players.size(); ++i) {
    Seat s;
    s.player = players[i];
    s.side = s.side_name = sides[i];
    s.pv = pp[i] / 10;
    s.pp = pp[i];
    s.eliminated = pp[i] == 0;
    g.seats.push_back(s);
  }
  club::place_seats(g);
  return g;
}

club::Club six_players() {
  club::Club c;
  c.name = "Essai";
  for (const char* p : {"P1", "P2", "P3", "P4", "P5", "P6"}) c.players.push_back({p, ""});
  return c;
}

const club::PlayerRecord& record(const club::Standings& st, const std::string& player) {
  for (const auto& p : st.players)
    if (p.player == player) return p;
  throw std::runtime_error("no player " + player);
}

const Seat& seat(const GameResult& g, const std::string& player) {
  for (const auto& s : g.seats)
    if (s.player == player) return s;
  throw std::runtime_error("no seat " + player);
}

}  // namespace

TEST_CASE("R3.end.1 final places: the winner first, then by PP and PV, the eliminated last") {
  // P4 wins with fewer PP than P2: a victory comes first. P5 and P6 are eliminated (0 PP).
  GameResult g = game("g", "marginal", {"lysimaque"}, {80, 120, 120, 70, 0, 0});
  CHECK(g.seats[0].player == "P4");
  CHECK(g.seats[0].place == 1);
  CHECK(seat(g, "P2").place == 2);
  CHECK(seat(g, "P3").place == 2);  // the same PP and PV: the same place
  CHECK(seat(g, "P1").place == 4);
  CHECK(seat(g, "P5").place == 5);
  CHECK(seat(g, "P6").place == 5);
  // A shared victory puts every survivor first, together.
  GameResult shared = game("s", "shared", {}, {80, 120, 60, 70, 0, 90});
  for (const char* p : {"P1", "P2", "P3", "P4", "P6"}) CHECK(seat(shared, p).place == 1);
  CHECK(seat(shared, "P5").place == 6);
}

TEST_CASE("club standings: points from the club's table by result, a kind of victory it names") {
  club::Club c = six_players();
  c.scoring = {{"total", 15}, {"win", 10}, {"shared", 5}, {"survived", 1}, {"eliminated", 0}};
  const club::Standings st =
      club::compute_standings(c, {game("a", "total", {"seleucos"}, {200, 50, 40, 30, 20, 0}),
                                  game("b", "measured", {"antigone"}, {50, 200, 40, 30, 20, 10},
                                       {"P2", "P1", "P3", "P4", "P5", "P6"}),
                                  game("c", "shared", {}, {50, 60, 40, 30, 0, 10})});
  CHECK(record(st, "P1").points == 15 + 10 + 5);  // total, measured (as "win"), shared
  CHECK(record(st, "P1").wins == 2);
  CHECK(record(st, "P1").shared == 1);
  CHECK(record(st, "P2").points == 1 + 1 + 5);
  CHECK(record(st, "P5").points == 1 + 1 + 0);
  CHECK(record(st, "P5").eliminated == 1);
  CHECK(record(st, "P6").points == 0 + 1 + 5);
  CHECK(record(st, "P1").played == 3);
  CHECK(st.players.front().player == "P1");
  CHECK(st.players.front().rank == 1);
}

TEST_CASE("club standings: the Elo-style rating over every pair of a game's players") {
  club::Club c = six_players();
  const club::Standings st =
      club::compute_standings(c, {game("a", "total", {"seleucos"}, {200, 50, 50, 30, 20, 0})});
  const GameResult& g = st.games.front();
  // Everyone at 1500: the expected score of each pair is 1/2. The winner beats five: K/5 × 5 ×
  // (1 − 1/2) = 16. P2 and P3 share second place: 3 wins, 1 draw, 1 loss → 32/5 × (3.5 − 2.5).
  CHECK(seat(g, "P1").rating_change == doctest::Approx(16.0));
  CHECK(seat(g, "P2").rating_change == doctest::Approx(6.4));
  CHECK(seat(g, "P3").rating_change == doctest::Approx(6.4));
  CHECK(seat(g, "P6").rating_change == doctest::Approx(-16.0));
  double sum = 0;
  for (const auto& s : g.seats) sum += s.rating_change;
  CHECK(sum == doctest::Approx(0.0));  // a game moves no rating points in or out of the club
  CHECK(record(st, "P1").rating == doctest::Approx(1516.0));
  // A second game: the favourite wins less than the first time.
  const club::Standings two =
      club::compute_standings(c, {game("a", "total", {"seleucos"}, {200, 50, 50, 30, 20, 0}),
                                  game("b", "total", {"seleucos"}, {200, 50, 50, 30, 20, 0})});
  // After game a: P1 1516, P2 and P3 1506.4, P4 1496.8, P5 1490.4, P6 1484; in game b P1 beats
  // them all again and gains 32/5 × Σ (1 − E), E = 1 / (1 + 10^((Rj − 1516) / 400)).
  double expected_gain = 0;
  for (double rj : {1506.4, 1506.4, 1496.8, 1490.4, 1484.0})
    expected_gain += 32.0 / 5.0 * (1.0 - 1.0 / (1.0 + std::pow(10.0, (rj - 1516.0) / 400.0)));
  CHECK(seat(two.games[1], "P1").rating_change == doctest::Approx(expected_gain));
  CHECK(expected_gain < 16.0);  // the favourite gains less than the first time
}

TEST_CASE("club standings: rating options of club.yaml (start, k)") {
  club::Club c = six_players();
  c.rating_start = 1000;
  c.rating_k = 50;
  const club::Standings st =
      club::compute_standings(c, {game("a", "total", {"seleucos"}, {200, 50, 40, 30, 20, 0})});
  CHECK(record(st, "P1").rating == doctest::Approx(1025.0));  // 50/5 × 5 × 1/2
  CHECK(record(st, "P6").rating == doctest::Approx(975.0));
}

TEST_CASE("club standings: a game still played or abandoned scores nothing and rates nothing") {
  club::Club c = six_players();
  c.abandoned = {"b"};
  const club::Standings st =
      club::compute_standings(c, {game("a", "", {}, {200, 50, 40, 30, 20, 10}),
                                  game("b", "total", {"seleucos"}, {200, 50, 40, 30, 20, 0})});
  for (const auto& p : st.players) {
    CHECK(p.points == 0);
    CHECK(p.rating == doctest::Approx(1500.0));
    CHECK(p.playing == 1);
    CHECK(p.abandoned == 1);
    CHECK(p.played == 0);
    CHECK(p.rank == 1);  // all equal: one shared first place
  }
  CHECK(st.games[1].state == "abandoned");
  CHECK(st.games[1].seats.front().result.empty());
  CHECK(club::game_state_words(st.games[0], report::Lang::en) == "in progress (spring 317 BC)");
  CHECK(club::game_state_words(st.games[1], report::Lang::fr) == "abandonnée (printemps -317)");
}

TEST_CASE("club standings: equal points, the rating decides, and equal both share a rank") {
  club::Club c = six_players();
  c.scoring = {{"win", 10}, {"shared", 5}, {"survived", 1}, {"eliminated", 1}};
  // P2 and P3 both survive (1 point), P2 above P3 in the game: a better rating, a better rank.
  const club::Standings st =
      club::compute_standings(c, {game("a", "total", {"seleucos"}, {200, 90, 40, 40, 20, 0})});
  CHECK(record(st, "P2").rank == 2);
  CHECK(record(st, "P3").rank == 3);
  CHECK(record(st, "P4").rank == 3);  // the same place as P3: the same rating, the same rank
  CHECK(record(st, "P6").rank == 6);
}

TEST_CASE("club standings: a game's state in words, a winner named by his diadoque") {
  GameResult g = game("a", "total", {"seleucos"}, {200, 50, 40, 30, 20, 0});
  g.seats[0].side_name = "Séleucos";
  for (auto& s : g.seats)
    if (s.side == "seleucos") s.side_name = "Séleucos";
  CHECK(club::game_state_words(g, report::Lang::fr) == "victoire totale de Séleucos (hiver -318)");
  CHECK(club::game_state_words(g, report::Lang::en) == "total victory of Séleucos (winter 318 BC)");
  GameResult none;
  CHECK(club::game_state_words(none, report::Lang::en) == "not started");
}

TEST_CASE("club standings as csv: a name with a comma or quote is quoted") {
  club::Club c;
  c.name = "x";
  c.players = {{"Dupont, \"Jo\"", ""}};
  const std::string csv = club::standings_csv(club::compute_standings(c, {}));
  CHECK(csv.find("1,\"Dupont, \"\"Jo\"\"\",0,") != std::string::npos);
}
