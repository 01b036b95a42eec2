// Whose orders each file under seasons/<id>/orders/ holds (R8a.pl.1: one orders file per player
// and season): a file is named after its side's id, its diadoque in any spelling, its player or
// his email; a file that matches no side, or a second file for one side, refuses the season
// (R9a.gen.5: no order lost in silence) in `status` and `adjudicate` alike.
#include <doctest/doctest.h>

#include <sys/wait.h>
#include <cstdlib>
#include <map>
#include <sstream>

#include "e2e/game_fixture.hpp"
#include "game/adjudicate.hpp"

using namespace dia;
using dia::test::snapshot;
using dia::test::TempGame;
using dia::test::write_text;
namespace fs = std::filesystem;

namespace {

const std::string spring = "001-spring-319";

fs::path orders_dir(const TempGame& g) {
  return g.dir / "seasons" / spring / "orders";
}

// The files the season was adjudicated from (side → file), as the adjudicator received them.
std::map<std::string, std::string> files_read;

adj::SeasonResult record_files(const map::Map&, const state::GameState& s,
                               const std::vector<adj::SideOrders>& orders,
                               const adj::SeasonOptions&) {
  files_read.clear();
  for (const adj::SideOrders& o : orders) files_read[o.side] = fs::path(o.file).filename().string();
  adj::SeasonResult r;
  r.next = s;
  r.next.season = s.season.next();
  return r;
}

int adjudicate(const TempGame& g, std::string& err) {
  files_read.clear();
  game::AdjudicateRequest req;
  req.dir = g.dir;
  std::ostringstream out, errors;
  const int code = game::adjudicate_game(req, record_files, out, errors);
  err = errors.str();
  return code;
}

int status(const TempGame& g, std::string& out) {
  const fs::path file = g.root / "status.out";
  const std::string cmd =
      fmt::format("'{}' status '{}' > '{}' 2>&1", DIA_BINARY, g.dir.string(), file.string());
  const int code = std::system(cmd.c_str());
  out = state::read_file(file);
  return WIFEXITED(code) ? WEXITSTATUS(code) : -1;
}

}  // namespace

TEST_CASE(
    "R8a.pl.1 an orders file is its side's by side id, diadoque in any spelling, player "
    "or email") {
  // examples/players.yaml: Aurélie plays Eumène, Bastien Antigone, Chloé Cassandre, David
  // Ptolémée, Élodie Séleucos, Fabrice Lysimaque.
  TempGame g("files-names");
  write_text(orders_dir(g) / "LYSIMAQUE.txt", "A THR\n");
  write_text(orders_dir(g) / "Ptolemy.txt", "A EGY\n");       // English spelling
  write_text(orders_dir(g) / "Séleukos.txt", "A BAB\n");      // Greek spelling, accented
  write_text(orders_dir(g) / "chloe.txt", "A MAC\n");         // the player, without accent
  write_text(orders_dir(g) / "bastien@example.org.txt", "");  // the player's email
  write_text(orders_dir(g) / "aurelie@example.org", "");      // the email alone
  write_text(orders_dir(g) / "neutral.txt", "");              // the GM's, no side's
  write_text(orders_dir(g) / ".keep", "");                    // hidden: nobody's
  std::string err;
  REQUIRE(adjudicate(g, err) == 0);
  CHECK(err.empty());
  CHECK(files_read == std::map<std::string, std::string>{{"lysimaque", "LYSIMAQUE.txt"},
                                                         {"ptolemee", "Ptolemy.txt"},
                                                         {"seleucos", "Séleukos.txt"},
                                                         {"cassandre", "chloe.txt"},
                                                         {"antigone", "bastien@example.org.txt"},
                                                         {"eumene", "aurelie@example.org"},
                                                         {"", "neutral.txt"}});
}

TEST_CASE("R8a.pl.1 a diadoque's spelling names his side in a game that names its scenario") {
  // The example game's game.yaml says `scenario: standard-319`: found by name, not as a path.
  TempGame g("files-scenario-name");
  const fs::path yaml = g.dir / "game.yaml";
  std::string text = state::read_file(yaml);
  const auto at = text.find("scenario: scenarios/standard-319.yaml");
  REQUIRE(at != std::string::npos);
  text.replace(at, std::string("scenario: scenarios/standard-319.yaml").size(),
               "scenario: standard-319");
  write_text(yaml, text);
  fs::remove_all(g.dir / "scenarios");
  write_text(orders_dir(g) / "Ptolemy.txt", "A EGY\n");
  std::string err;
  REQUIRE(adjudicate(g, err) == 0);
  CHECK(err.empty());
  CHECK(files_read.at("ptolemee") == "Ptolemy.txt");
}

TEST_CASE(
    "R8a.pl.1 R9a.gen.5 a file under orders/ that matches no side refuses the season, "
    "naming the file and the nearest side") {
  TempGame g("files-unknown");
  write_text(orders_dir(g) / "cassandre.txt", "A MAC\n");
  write_text(orders_dir(g) / "Lysimaqe.txt", "A THR\n");  // misspelt: never guessed
  const auto before = snapshot(g.dir);
  std::string err;
  CHECK(adjudicate(g, err) == 1);
  CHECK(err.find("seasons/001-spring-319/orders/Lysimaqe.txt: error: this file matches no side") !=
        std::string::npos);
  CHECK(err.find("nearest: lysimaque (Lysimaque, Fabrice)") != std::string::npos);
  CHECK(snapshot(g.dir) == before);

  std::string out;
  CHECK(status(g, out) == 1);
  CHECK(out.find("seasons/001-spring-319/orders/Lysimaqe.txt: error: this file matches no side") !=
        std::string::npos);
  CHECK(out.find("nearest: lysimaque (Lysimaque, Fabrice)") != std::string::npos);
  CHECK(out.find("cassandre    Chloé") != std::string::npos);
}

TEST_CASE("R8a.pl.1 two orders files for one side refuse the season: the last one never wins") {
  TempGame g("files-twice");
  write_text(orders_dir(g) / "cassandre.txt", "A MAC\n");
  write_text(orders_dir(g) / "Chloé.txt", "A MAC THE\n");
  const auto before = snapshot(g.dir);
  std::string err;
  CHECK(adjudicate(g, err) == 1);
  CHECK(err.find("seasons/001-spring-319/orders: error: 2 orders files for cassandre (Cassandre, "
                 "Chloé): Chloé.txt, cassandre.txt; keep one") != std::string::npos);
  CHECK(snapshot(g.dir) == before);

  std::string out;
  CHECK(status(g, out) == 1);
  CHECK(out.find("2 orders files for cassandre") != std::string::npos);
}
