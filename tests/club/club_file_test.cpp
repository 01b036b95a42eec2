// club.yaml (src/club/club_file.hpp): written and read back, and each malformed entry refused
// with file:line:column.
#include <doctest/doctest.h>

#include <stdexcept>
#include <string>

#include "club/club_file.hpp"

using namespace dia;

namespace {

// The message of the error club_from_yaml throws for `text`, "" when it throws nothing.
std::string error_of(const std::string& text) {
  try {
    club::club_from_yaml(text, "club.yaml");
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("club.yaml: a club written is read back the same, scoring in its order") {
  club::Club c;
  c.name = "Club des Diadoques";
  c.languages = {"en", "fr"};
  c.players = {{"Aurélie", "aurelie@example.org", {"aurelie@work.example", "a@b.example"}, "en"},
               {"Bastien", "bastien@example.org"}};
  c.scoring = {{"win", 12}, {"shared", 6}, {"survived", 2}, {"eliminated", -1}};
  const club::Club back = club::club_from_yaml(club::to_yaml(c), "club.yaml");
  CHECK(back.name == c.name);
  CHECK(back.languages == c.languages);
  REQUIRE(back.players.size() == 2);
  CHECK(back.players[0].name == "Aurélie");
  CHECK(back.players[0].email == "aurelie@example.org");
  CHECK(back.players[0].emails == c.players[0].emails);
  CHECK(back.players[0].language == "en");
  CHECK(back.players[1].emails.empty());
  CHECK(back.players[1].language.empty());
  CHECK(back.scoring == c.scoring);
  CHECK(club::to_yaml(back) == club::to_yaml(c));
}

TEST_CASE("club.yaml: what is left out takes its default (fr, the usual scoring)") {
  const club::Club c = club::club_from_yaml("name: Petit club\n", "club.yaml");
  CHECK(c.languages == std::vector<std::string>{"fr"});
  CHECK(c.players.empty());
  REQUIRE(c.scoring.size() == 4);
  CHECK(c.scoring.front() == std::pair<std::string, int>{"win", 10});
  // One address in `emails:` may be written without a list.
  const club::Club one = club::club_from_yaml(
      "name: C\nplayers:\n  - name: A\n    emails: a@b.example\n", "club.yaml");
  CHECK(one.players.at(0).emails == std::vector<std::string>{"a@b.example"});
}

TEST_CASE("club.yaml: each error names its file, line and column") {
  CHECK(error_of("languages: [fr]\n") == "club.yaml:1:1: error: the club needs a name");
  CHECK(error_of("name: C\nlanguages: [fr, de]\n") ==
        "club.yaml:2:17: error: language 'de': expected fr or en");
  CHECK(error_of("name: C\nplayers:\n  - email: a@b.example\n") ==
        "club.yaml:3:5: error: a player needs a name");
  CHECK(error_of("name: C\nplayers:\n  - name: Élodie\n  - name: elodie\n") ==
        "club.yaml:4:11: error: player 'elodie' is named twice");
  CHECK(error_of("name: C\nplayers:\n  - name: A\n    language: it\n") ==
        "club.yaml:4:15: error: language 'it': expected fr or en");
  CHECK(error_of("name: C\nscoring: {win: ten}\n") ==
        "club.yaml:2:16: error: scoring: 'ten' is not a whole number of points");
  CHECK(error_of("name: C\nscoring: [10, 5]\n") ==
        "club.yaml:2:10: error: scoring: expected points by result");
  CHECK(error_of("name: C\nscoring: {winner: 10}\n") ==
        "club.yaml:2:11: error: scoring: no result 'winner'; did you mean 'win'?");
  CHECK(error_of("name: C\nrating: {start: 1500, K: 32}\n") ==
        "club.yaml:2:23: error: rating: 'K': expected start or k");
  CHECK(error_of("name: C\nrating: {k: 0}\n") ==
        "club.yaml:2:13: error: rating: k: expected a whole number above 0");
  CHECK(error_of("name: C\nabandonned: [g1]\n") ==
        "club.yaml:2:1: error: unknown key 'abandonned'; did you mean 'abandoned'?");
  // A YAML syntax error keeps its place too.
  CHECK(error_of("name: [C\n").rfind("club.yaml:2:", 0) == 0);
}

TEST_CASE("club.yaml: the rating's start and k, the abandoned games, read back") {
  club::Club c;
  c.name = "C";
  c.rating_start = 1200;
  c.rating_k = 24;
  c.abandoned = {"g-2027"};
  const club::Club back = club::club_from_yaml(club::to_yaml(c), "club.yaml");
  CHECK(back.rating_start == 1200);
  CHECK(back.rating_k == 24);
  CHECK(back.is_abandoned("g-2027"));
  CHECK_FALSE(back.is_abandoned("g-2028"));
  // Defaults are not written: a club.yaml stays as short as its owner wrote it.
  club::Club plain;
  plain.name = "C";
  CHECK(club::to_yaml(plain).find("rating") == std::string::npos);
}

TEST_CASE(
    "club.yaml: the points of a result; a kind of victory the table leaves out scores as a "
    "win") {
  club::Club c;
  c.scoring = {{"win", 10}, {"total", 14}, {"shared", 5}};
  CHECK(c.points("total") == 14);
  CHECK(c.points("measured") == 10);
  CHECK(c.points("marginal") == 10);
  CHECK(c.points("shared") == 5);
  CHECK(c.points("eliminated") == 0);
}

TEST_CASE("club.yaml: a player is found by his name, accents and case aside") {
  club::Club c;
  c.players = {{"Élodie", "elodie@example.org"}, {"Bastien", "bastien@example.org"}};
  REQUIRE(c.player("Élodie") != nullptr);
  CHECK(c.player("elodie")->email == "elodie@example.org");
  CHECK(c.player("BASTIEN")->name == "Bastien");
  CHECK(c.player("Fabrice") == nullptr);
}

TEST_CASE("players.yaml read for a club keeps name, email, emails and language") {
  const auto players = club::players_from_yaml(
      "assignment: preference\nplayers:\n  - name: A\n    email: a@example.org\n    emails: "
      "[a2@example.org]\n    language: en\n    preference: [Ptolémée]\n",
      "players.yaml");
  REQUIRE(players.size() == 1);
  CHECK(players[0].name == "A");
  CHECK(players[0].email == "a@example.org");
  CHECK(players[0].emails == std::vector<std::string>{"a2@example.org"});
  CHECK(players[0].language == "en");
  CHECK_THROWS_WITH(club::players_from_yaml("assignment: random\n", "p.yaml"),
                    "p.yaml:1:1: error: expected a list of `players:`");
}

TEST_CASE("issue 34: club.yaml's player fields of the wrong kind name players[i].key and line") {
  CHECK(error_of("name: C\nplayers:\n  - name: A\n    emails: {home: a@b.example}\n") ==
        "club.yaml:4:13: error: players[0].emails: expected a list of strings, found a mapping");
  CHECK(error_of("name: C\nplayers:\n  - name: A\n  - name: B\n    email: [b@example.org]\n") ==
        "club.yaml:5:12: error: players[1].email: expected a string, found a list");
  // An alias is reported where it is used, not at its anchor's line.
  CHECK(error_of("name: C\nabandoned: &old [g1, g2]\nplayers:\n  - name: A\n    email: *old\n") ==
        "club.yaml:5:5: error: players[0].email: expected a string, found a list (through an "
        "alias: the value is the anchor's, line 2)");
}
