#pragma once
// club.yaml, the file of a club (docs/club.md): its name, the languages its games are played in,
// its players, known once and reused by every game, and its scoring table.
//   name: Club des Diadoques
//   languages: [fr, en]
//   players:
//     - name: Aurélie
//       email: aurelie@example.org
//       emails: [aurelie@work.example]   # optional: further addresses
//       language: en                     # optional: the language of her notes
//   scoring: {win: 10, shared: 5, survived: 1, eliminated: 0}
//   rating: {start: 1500, k: 32}          # optional: the Elo-style rating (docs/club.md)
//   abandoned: [g-2027-hiver]             # optional: games stopped before their end
//   judge: {source: …, military: 3 days at 20:00}  # optional: the judge's defaults (`club judge`)
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "state/judge_settings.hpp"

namespace dia::club {

struct ClubPlayer {
  std::string name;
  std::string email;
  std::vector<std::string> emails = {};
  std::string language = "";  // "" = the game's
};

struct Club {
  std::string name;
  std::vector<std::string> languages = {"fr"};  // the first is a new game's default
  std::vector<ClubPlayer> players;
  // Points by result of a game, in the club's order (read and written back; the standings use
  // them).
  std::vector<std::pair<std::string, int>> scoring = {
      {"win", 10}, {"shared", 5}, {"survived", 1}, {"eliminated", 0}};
  // The rating every player starts from, and how far one game moves it (docs/club.md).
  int rating_start = 1500;
  int rating_k = 32;
  // Games (folder names under games/) the club stopped before their end: listed, not scored.
  std::vector<std::string> abandoned = {};
  // `judge:` the defaults of the judge for the club's games (state/judge_settings.hpp), under
  // each game's own `judge:` keys. Not written back by to_yaml: `club new` never makes one.
  state::JudgeSettings judge = {};

  // The points of a result ("win", "total", "measured", "marginal", "shared", "survived",
  // "eliminated"): a kind of victory the table does not name scores as "win"; 0 when absent.
  int points(const std::string& result) const;
  bool is_abandoned(const std::string& game) const;

  // The player called `name` (as written, or equal once folded: accents and case), or nullptr.
  const ClubPlayer* player(const std::string& name) const;
};

std::string to_yaml(const Club& club);
// Throws std::runtime_error "file:line:column: error: …" on anything malformed: a missing name,
// a language other than fr or en, a player without a name or named twice, a score that is not
// a whole number.
Club club_from_yaml(const std::string& text, const std::string& file);

// The players of a players.yaml (as `diadoques new` reads it): name, email, emails, language;
// the preferences belong to one game and are not kept. Errors as club_from_yaml.
std::vector<ClubPlayer> players_from_yaml(const std::string& text, const std::string& file);

// <dir>/club.yaml.
std::filesystem::path club_file(const std::filesystem::path& dir);
// Reads <dir>/club.yaml; throws std::runtime_error as club_from_yaml, or when it is missing.
Club read_club(const std::filesystem::path& dir);

}  // namespace dia::club
