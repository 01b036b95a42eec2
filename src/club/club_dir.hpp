#pragma once
// A club's directory (DESIGN.md): club.yaml and games/<game>/, each an ordinary game directory.
#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "club/club_file.hpp"
#include "game/new_game.hpp"

namespace dia::club {

// <dir>/games.
std::filesystem::path games_dir(const std::filesystem::path& dir);
// The club's games: the folders of games/ that hold a game.yaml, by name (hidden ones aside).
std::vector<std::filesystem::path> game_dirs(const std::filesystem::path& dir);

// `club new`: writes <dir>/club.yaml and an empty games/. Throws std::runtime_error when the
// directory already holds a club. make_club and finish_create_club together.
void create_club(const std::filesystem::path& dir, const Club& club);
// The same in two steps, all or nothing even when killed at any point (the caller holds the lock
// beside `dir`, cli::run_locked_beside): make_club returns true once it has made the club, false
// when a run killed at its very end had made it (its staging folder still there); throws
// std::runtime_error when the directory holds a club already. finish_create_club then removes
// that staging folder, once the lock says the command is done.
bool make_club(const std::filesystem::path& dir, const Club& club);
void finish_create_club(const std::filesystem::path& dir);

// `club game`: the request that makes games/<game>/ with `diadoques new`'s code, the players
// taken from club.yaml by name (their email, emails and language copied into game.yaml) and the
// diadoques assigned at random (R2.random). Throws std::runtime_error for a name the club does
// not know (with the nearest one) or a player named twice. Whether the game exists already is
// asked under its lock (refuse_existing_game), after a killed run's leftovers are dealt with:
// asked before, `club game` run again after a kill just past publishing refused its own game.
struct ClubGame {
  std::string game;  // the folder's name under games/
  std::string scenario;
  std::vector<std::string> players;
  std::optional<std::uint64_t> seed;
  std::string language;  // "" = the club's first language
};
game::NewGame new_game_request(const std::filesystem::path& dir, const Club& club,
                               const ClubGame& request);

// Throws std::runtime_error ("the game already exists") when `game_dir` holds a game.
void refuse_existing_game(const std::filesystem::path& game_dir);

}  // namespace dia::club
