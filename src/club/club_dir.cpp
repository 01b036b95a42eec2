#include "club/club_dir.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>
#include <string_view>

#include "common/text.hpp"
#include "state/durable.hpp"
#include "state/game_dir.hpp"

namespace dia::club {

namespace fs = std::filesystem;

namespace {
fs::path club_staging(const fs::path& dir) {
  return dir / ".diadoques-club.new";
}
}  // namespace

fs::path games_dir(const fs::path& dir) {
  return dir / "games";
}

std::vector<fs::path> game_dirs(const fs::path& dir) {
  std::vector<fs::path> games;
  if (!fs::is_directory(games_dir(dir))) return games;
  for (const auto& e : fs::directory_iterator(games_dir(dir)))
    // Not a hidden folder: a game being made (`.<game>.diadoques-new`, state/whole_dir.hpp).
    if (e.is_directory() && !e.path().filename().string().starts_with(".") &&
        fs::exists(e.path() / "game.yaml"))
      games.push_back(e.path());
  std::sort(games.begin(), games.end());
  return games;
}

bool make_club(const fs::path& dir, const Club& club) {
  // All or nothing (issue 34), in a directory that may hold other files already: club.yaml is
  // staged with games/ in a folder of the club's directory, games/ moved into place, then
  // club.yaml, whose rename makes the club; the staging folder goes last. A run killed before
  // that rename leaves no club (at most an empty games/), and the next one starts over; a run
  // killed after it leaves the staging folder beside club.yaml, which says the club was made,
  // until the lock says so (finish_create_club).
  const fs::path staging = club_staging(dir);
  if (state::present(club_file(dir))) {
    if (state::present(staging)) return false;
    throw std::runtime_error(
        fmt::format("{}: error: a club already lives here; its players are changed in club.yaml",
                    club_file(dir).string()));
  }
  if (state::present(staging)) fs::remove_all(staging);
  state::make_dirs(dir);
  state::make_dir(staging);
  state::write_synced(staging / "club.yaml", to_yaml(club));
  const bool make_games = !state::present(games_dir(dir));
  if (make_games) state::make_dir(staging / "games");
  state::sync_dir(staging);
  if (make_games) state::rename_path(staging / "games", games_dir(dir));
  state::rename_path(staging / "club.yaml", club_file(dir));  // the club is made
  state::sync_dir(dir);
  return true;
}

void finish_create_club(const fs::path& dir) {
  if (!state::present(club_staging(dir))) return;
  fs::remove_all(club_staging(dir));
  state::sync_dir(dir);
}

void create_club(const fs::path& dir, const Club& club) {
  if (!make_club(dir, club))
    throw std::runtime_error(
        fmt::format("{}: error: a club already lives here; its players are changed in club.yaml",
                    club_file(dir).string()));
  finish_create_club(dir);
}

void refuse_existing_game(const fs::path& game_dir) {
  if (fs::exists(game_dir / "game.yaml"))
    throw std::runtime_error(fmt::format("{}: error: the game already exists", game_dir.string()));
}

game::NewGame new_game_request(const fs::path& dir, const Club& club, const ClubGame& request) {
  const fs::path game_dir = games_dir(dir) / request.game;
  if (request.game.empty() || request.game.find('/') != std::string::npos || request.game == "." ||
      request.game == "..")
    throw std::runtime_error(fmt::format(
        "'{}' is not a game's name: one folder name, as 'printemps-2027'", request.game));
  game::PlayersFile roster;
  roster.method = adj::AssignmentMethod::random;
  for (const auto& wanted : request.players) {
    const ClubPlayer* p = club.player(std::string(trim(wanted)));
    if (!p) {
      std::vector<std::string> folded;
      for (const auto& known : club.players) folded.push_back(fold_name(known.name));
      std::vector<std::string_view> candidates(folded.begin(), folded.end());
      const std::string near = nearest_word(fold_name(wanted), candidates);
      std::string hint;
      for (const auto& known : club.players)
        if (!near.empty() && fold_name(known.name) == near) hint = known.name;
      throw std::runtime_error(
          fmt::format("{}: error: the club has no player '{}'{}", club_file(dir).string(), wanted,
                      hint.empty() ? " (players are added to club.yaml)"
                                   : fmt::format("; did you mean '{}'?", hint)));
    }
    for (const auto& already : roster.players)
      if (already.name == p->name)
        throw std::runtime_error(
            fmt::format("error: {} is named twice; a player plays one diadoque", p->name));
    adj::PlayerEntry entry;
    entry.name = p->name;
    entry.email = p->email;
    roster.players.push_back(entry);
    if (!p->language.empty()) roster.language[p->name] = p->language;
    if (!p->emails.empty()) roster.emails[p->name] = p->emails;
  }
  game::NewGame args;
  args.dir = game_dir.string();
  args.scenario = request.scenario;
  args.players = club_file(dir).string();  // where the players come from, in error messages
  args.name = request.game;
  args.seed = request.seed;
  args.roster = std::move(roster);
  args.language = request.language.empty() ? club.languages.front() : request.language;
  return args;
}

}  // namespace dia::club
