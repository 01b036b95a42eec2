#include "club/club_dir.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>
#include <string_view>

#include "common/text.hpp"
#include "state/file_transaction.hpp"
#include "state/game_dir.hpp"

namespace dia::club {

namespace fs = std::filesystem;

fs::path games_dir(const fs::path& dir) {
  return dir / "games";
}

std::vector<fs::path> game_dirs(const fs::path& dir) {
  std::vector<fs::path> games;
  if (!fs::is_directory(games_dir(dir))) return games;
  for (const auto& e : fs::directory_iterator(games_dir(dir)))
    if (e.is_directory() && fs::exists(e.path() / "game.yaml")) games.push_back(e.path());
  std::sort(games.begin(), games.end());
  return games;
}

void create_club(const fs::path& dir, const Club& club) {
  if (fs::exists(club_file(dir)))
    throw std::runtime_error(
        fmt::format("{}: error: a club already lives here; its players are changed in club.yaml",
                    club_file(dir).string()));
  fs::create_directories(games_dir(dir));
  state::FileTransaction tx;
  tx.write(club_file(dir), to_yaml(club));
  tx.commit();
}

game::NewGame new_game_request(const fs::path& dir, const Club& club, const ClubGame& request) {
  const fs::path game_dir = games_dir(dir) / request.game;
  if (request.game.empty() || request.game.find('/') != std::string::npos || request.game == "." ||
      request.game == "..")
    throw std::runtime_error(fmt::format(
        "'{}' is not a game's name: one folder name, as 'printemps-2027'", request.game));
  if (fs::exists(game_dir / "game.yaml"))
    throw std::runtime_error(fmt::format("{}: error: the game already exists", game_dir.string()));
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
