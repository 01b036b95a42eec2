#pragma once
// `diadoques new`: a game directory from a scenario and the GM's players.yaml: the diadoques
// assigned (R2), the starting position (R12), the game's own copy of its map and scenario
// (game/game_data.hpp), made whole beside the directory and renamed into it (state/whole_dir.hpp).
// The caller holds the lock beside it (cli::run_locked_beside).
#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>

#include "game/players_file.hpp"

namespace dia::game {

struct NewGame {
  std::string dir;
  std::string scenario;  // a file or a scenario's name (standard-319)
  std::string players;
  std::string name;  // the game's own name; default: the directory's name
  std::optional<std::uint64_t> seed;
  // The players given directly (a club's game, src/club): used instead of reading `players`.
  std::optional<PlayersFile> roster;
  std::string language;  // game.yaml `language:`; "" = the default (fr)
};

// Creates the game in args.dir, which must hold nothing but the lock file. Returns the exit code
// (0 done, 1 refused: nothing written); progress to `out`, errors and warnings to `err`.
int create_game(const NewGame& args, std::ostream& out, std::ostream& err);

}  // namespace dia::game
