#pragma once
// `diadoques status`: where a game stands: its current season, its deadline, who has sent
// orders and who is late, the GM's own files, and any orders file no side claims.
#include <filesystem>
#include <iosfwd>
#include <optional>
#include <string>
#include <vector>

#include "state/deadline.hpp"
#include "state/game_dir.hpp"

namespace dia::game {

// Where a game stands, as data: `print_status` prints it for one game, `club status` for many.
struct GameStatus {
  std::string name;          // game.yaml's name
  std::string season;        // the current season's id ("001-spring-319")
  std::string season_shown;  // "printemps -319"
  bool adjudicated = false;  // the current season has results (a finished game's last one)
  // R3.end.1: a victory ends the game; its state is the last one and waits for nothing.
  struct Victory {
    std::string kind;
    std::vector<std::string> sides;
    std::string season;
  };
  std::optional<Victory> victory;
  std::optional<state::Instant> deadline;  // game.yaml `deadlines:` for the current season
  bool deadline_passed = false;
  state::Instant now = 0;  // the time it was read at (deadline_passed compares it)
  struct Side {
    std::string side;                             // side id
    std::string player;                           // its player's name
    std::optional<std::filesystem::path> orders;  // the file that holds its orders
    bool eliminated = false;  // out of the game: it sends nothing and is never waited for
  };
  std::vector<Side> sides;  // game.yaml's players, in order
  // "seasons/…/orders/x.txt: error: …": the files that would make `adjudicate` refuse.
  std::vector<std::string> orders_errors;

  bool over() const { return victory.has_value(); }
  // Every side still in the game has sent its orders.
  bool all_sent() const;
  // Some side has sent orders.
  bool any_sent() const;
  // readiness(*this).ready: what `club status` calls ready is what `club adjudicate` plays.
  bool ready() const;
};

// How a game is played without its GM at the keyboard: the judge's grace after the deadline and
// whether it plays a season once every side has sent (state/judge_settings.hpp). The defaults
// are `club status`'s and `club adjudicate`'s: no grace, early.
struct ReadyRule {
  state::Instant grace = 0;
  bool early = true;
};

// Whether the current season can be adjudicated now (by `adjudicate` without --force), and if
// not, why, in a line for the GM. THE one decision: `club status`, `club adjudicate` and the
// judge all ask it, so that no command calls ready a game another one then refuses. Not ready:
// over; adjudicated; an orders file `adjudicate` would refuse; no side has sent anything (every
// unit would hold: `adjudicate` wants --force for that, the GM decides); a side still in the game
// has not sent and the deadline (+ grace) has not passed; or, without early adjudication, the
// deadline (+ grace) has not passed.
struct Readiness {
  bool ready = false;
  std::string why;                   // "" when ready
  std::vector<std::string> missing;  // the sides still in the game without orders
  // Not ready because `adjudicate` would refuse a file of the season: an error the GM must fix,
  // not a wait (`club status` and `club adjudicate` exit 1 on it, the judge reports it).
  bool refused = false;
};
Readiness readiness(const GameStatus& st, const ReadyRule& rule = {});

// What the current season's state says of the game's end: the victory (R3.end.1) and the sides
// eliminated (R7c), both public; without reading the orders or the deadline (the standings).
struct GameEnd {
  std::optional<GameStatus::Victory> victory;
  std::vector<std::string> eliminated;  // side ids
};
// Nothing when the game has no season or its current season no state.yaml yet.
GameEnd game_end(const state::GameDir& game);

// Throws std::runtime_error when the game cannot be read (game.yaml, no season).
GameStatus game_status(const std::filesystem::path& dir, state::Instant now);
GameStatus game_status(const state::GameDir& game, state::Instant now);

// Returns 0, or 1 when an orders file would make `adjudicate` refuse the season (said on `err`).
int print_status(const std::string& dir, state::Instant now, std::ostream& out, std::ostream& err);

}  // namespace dia::game
