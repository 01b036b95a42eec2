// A club's directory (src/club/club_dir.hpp, club_adjudicate.hpp): games found under games/,
// a game's players taken from club.yaml by name, and a club's adjudication that goes on past a
// failing game.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "club/club_adjudicate.hpp"
#include "club/club_dir.hpp"
#include "club/club_file.hpp"

using namespace dia;
namespace fs = std::filesystem;

namespace {

struct TempDir {
  fs::path path = fs::temp_directory_path() / ("dia-club-test-" + std::to_string(::getpid()));
  TempDir() {
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
};

club::Club six_players() {
  club::Club c;
  c.name = "Club";
  c.languages = {"en", "fr"};
  for (const char* n : {"Aurélie", "Bastien", "Chloé", "David", "Élodie", "Fabrice"})
    c.players.push_back({n, std::string(n) + "@example.org"});
  c.players[0].language = "fr";
  c.players[0].emails = {"aurelie@work.example"};
  return c;
}

// A game folder the club sees: its game.yaml is enough for game_dirs.
void fake_game(const fs::path& club, const std::string& name) {
  fs::create_directories(club::games_dir(club) / name);
  std::ofstream(club::games_dir(club) / name / "game.yaml") << "name: " << name << "\n";
}

}  // namespace

TEST_CASE("club new writes club.yaml and games/, and refuses a second club in one directory") {
  TempDir dir;
  club::create_club(dir.path, six_players());
  CHECK(fs::is_directory(club::games_dir(dir.path)));
  CHECK(club::read_club(dir.path).players.size() == 6);
  CHECK_THROWS_AS(club::create_club(dir.path, six_players()), std::runtime_error);
  // Not a club: said, with the command that makes one.
  fs::remove(club::club_file(dir.path));
  CHECK_THROWS_WITH(club::read_club(dir.path),
                    doctest::Contains("club.yaml is missing; `diadoques club new` makes one"));
}

TEST_CASE("club game takes the players from club.yaml by name, with their emails and language") {
  TempDir dir;
  const club::Club c = six_players();
  club::ClubGame g{
      "g1", "standard-319", {"aurelie", "Bastien", "Chloé", "David", "Elodie", " Fabrice"}, 7, ""};
  const game::NewGame args = club::new_game_request(dir.path, c, g);
  CHECK(args.dir == (club::games_dir(dir.path) / "g1").string());
  CHECK(args.seed == 7u);
  CHECK(args.language == "en");  // the club's first language
  REQUIRE(args.roster);
  CHECK(args.roster->method == adj::AssignmentMethod::random);
  REQUIRE(args.roster->players.size() == 6);
  CHECK(args.roster->players[0].name == "Aurélie");  // the club's spelling, not the typed one
  CHECK(args.roster->players[4].name == "Élodie");
  CHECK(args.roster->players[5].email == "Fabrice@example.org");
  CHECK(args.roster->language.at("Aurélie") == "fr");
  CHECK(args.roster->language.count("Bastien") == 0);
  CHECK(args.roster->emails.at("Aurélie") == std::vector<std::string>{"aurelie@work.example"});
  g.language = "fr";
  CHECK(club::new_game_request(dir.path, c, g).language == "fr");
}

TEST_CASE("club game: an unknown player is refused with the nearest name; a name twice too") {
  TempDir dir;
  const club::Club c = six_players();
  club::ClubGame g{"g1",
                   "standard-319",
                   {"Aurélie", "Bastien", "Chloé", "David", "Élodie", "Fabrise"},
                   std::nullopt,
                   ""};
  CHECK_THROWS_WITH(club::new_game_request(dir.path, c, g),
                    doctest::Contains("the club has no player 'Fabrise'; did you mean 'Fabrice'?"));
  g.players.back() = "Zoé-Anne-Marie";
  CHECK_THROWS_WITH(club::new_game_request(dir.path, c, g),
                    doctest::Contains("the club has no player 'Zoé-Anne-Marie' (players are"));
  g.players.back() = "bastien";
  CHECK_THROWS_WITH(club::new_game_request(dir.path, c, g),
                    doctest::Contains("Bastien is named twice"));
  g.players.back() = "Fabrice";
  g.game = "../escape";
  CHECK_THROWS_WITH(club::new_game_request(dir.path, c, g),
                    doctest::Contains("is not a game's name"));
  fake_game(dir.path, "taken");
  g.game = "taken";
  CHECK_THROWS_WITH(club::refuse_existing_game(club::new_game_request(dir.path, c, g).dir),
                    doctest::Contains("the game already exists"));
}

TEST_CASE("a club's games are the folders of games/ with a game.yaml, by name") {
  TempDir dir;
  club::create_club(dir.path, six_players());
  fake_game(dir.path, "b");
  fake_game(dir.path, "a");
  fs::create_directories(club::games_dir(dir.path) / "not-a-game");
  const auto games = club::game_dirs(dir.path);
  REQUIRE(games.size() == 2);
  CHECK(games[0].filename() == "a");
  CHECK(games[1].filename() == "b");
}

TEST_CASE("club adjudicate with --all: one game throwing is reported, the others still run") {
  TempDir dir;
  club::create_club(dir.path, six_players());
  // Games without a season cannot be read: with --all each is still attempted; the
  // adjudication handed in decides the outcome.
  for (const char* g : {"a", "b", "c"}) fake_game(dir.path, g);
  std::vector<std::string> tried;
  auto one = [&](const fs::path& game, bool force, std::ostream& out, std::ostream& err) {
    tried.push_back(game.filename().string());
    CHECK(force);  // --all forces a game whose sides are not all in
    if (game.filename() == "a") throw std::runtime_error("state.yaml: broken");
    if (game.filename() == "b") {
      err << "refused\n";
      return 1;
    }
    out << "done\n";
    return 0;
  };
  std::ostringstream out, err;
  club::ClubAdjudication how;
  how.all = true;
  const club::ClubTally t = club::adjudicate_club(dir.path, how, one, out, err);
  CHECK(tried == std::vector<std::string>{"a", "b", "c"});
  CHECK(t.adjudicated == 1);
  CHECK(t.failed == 2);
  CHECK(t.not_ready == 0);
  CHECK(out.str() ==
        "a: FAILED (left as it was)\nb: FAILED (left as it was)\nc: adjudicated\n"
        "1 adjudicated, 2 failed, 0 not ready\n");
  CHECK(err.str() == "a: diadoques adjudicate: error: state.yaml: broken\nb: refused\n");
}
