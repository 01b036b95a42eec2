#pragma once
// A club's standings (docs/club.md "Standings"): each game's result, read from its last
// adjudicated season (R3.end.1: the victory, every side's PV and PP, the eliminated sides), and
// each player's record across the club's games, scored by club.yaml's points table and rated
// by the club's Elo-style rating (docs/club.md gives the formula).
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "club/club_file.hpp"

namespace dia::state {
class GameDir;
}
namespace dia::report {
struct PublicView;
}

namespace dia::club {

// One seat of a game: a player, the side he plays, and where he stands at the end (or now).
struct Seat {
  std::string player;     // as game.yaml names him
  std::string side;       // side id ("seleucos")
  std::string side_name;  // its diadoque's name as the results give it ("Séleucos")
  int pv = 0;             // at the end of the last adjudicated season (R3.pv)
  int pp = 0;             // prestige then (R3.meas.1)
  bool eliminated = false;
  // "win", "shared", "survived", "eliminated" once the game is over; "" while it is played or
  // when it was abandoned.
  std::string result;
  int place = 0;             // 1 = first; equal places for a tie (R3 final standings)
  int points = 0;            // from the club's points table; 0 while the game is played
  double rating_change = 0;  // what this game changed of the player's rating
};

struct GameResult {
  std::string game;    // the folder's name under games/
  std::string name;    // game.yaml's name
  std::string season;  // the last adjudicated season's id, "" when none
  // "total", "measured", "marginal", "shared" once won (R3.end.1); "abandoned" when club.yaml
  // lists it as abandoned; "" while it is played.
  std::string state;
  std::vector<std::string> winners;  // side ids
  std::string victory_season;        // the season that decided it
  std::vector<Seat> seats;           // by place, then by side as in game.yaml
  bool finished() const { return !state.empty() && state != "abandoned"; }
};

struct PlayerRecord {
  std::string player;
  int played = 0;   // finished games
  int playing = 0;  // games still played
  int abandoned = 0;
  int wins = 0;
  int shared = 0;
  int survived = 0;
  int eliminated = 0;
  int points = 0;
  double rating = 0;  // shown rounded; ranks compare it to the hundredth
  int rank = 0;       // 1 = first; equal ranks for equal points and rating
};

struct Standings {
  std::string club;
  std::vector<GameResult> games;      // by folder name
  std::vector<PlayerRecord> players;  // by rank, then name
};

// Reads every game of the club. Throws std::runtime_error naming the file when a game or
// club.yaml cannot be read.
Standings club_standings(const std::filesystem::path& dir);
// The same, with club.yaml already read.
Standings club_standings(const std::filesystem::path& dir, const Club& club);

// The standings of games already read (for tests): `abandoned` as club.yaml lists them.
Standings compute_standings(const Club& club, std::vector<GameResult> games);

// R3 final standings: the winners first (every survivor of a shared victory), then by PP, then
// by PV; the eliminated last, together. Equal keys share a place. Sorts `g.seats` by place.
void place_seats(GameResult& g);

// The result of one game directory (its seats by place, no points yet). `last`: the public
// results of its last adjudicated season when the caller has read them already (the site reads
// every season), read here otherwise.
GameResult game_result(const state::GameDir& game, const report::PublicView* last = nullptr);
GameResult game_result(const std::filesystem::path& game_dir);

}  // namespace dia::club
