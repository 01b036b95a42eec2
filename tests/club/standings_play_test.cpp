// A small club played through the binary over several seasons, and its standings compared with
// the golden files of tests/club/golden/ (docs/club.md "Standings"): three games of the same six
// players, one still played after five seasons (the example game's orders), one won by a total
// victory in summer -319 and one by a measured victory in spring -319 (positions edited by the
// test, as year_game_test does). Then the club abandons a game, and its points go.
// DIA_UPDATE_GOLDEN=1 rewrites the golden files from the current output.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <sstream>

#include "adjudicator/rules/scoring.hpp"
#include "club/club_file.hpp"
#include "e2e/game_fixture.hpp"
#include "e2e/state_edit.hpp"
#include "season/fixture.hpp"
#include "state/state_yaml.hpp"

using namespace dia;
using dia::test::Run;
using dia::test::write_text;
namespace fs = std::filesystem;

namespace {

const fs::path source = DIA_SOURCE_DIR;
const fs::path golden_dir = source / "tests/club/golden";

struct TempClub {
  fs::path root = fs::temp_directory_path() / fmt::format("dia-club-play-{}", ::getpid());
  fs::path dir = root / "club";
  TempClub() {
    fs::remove_all(root);
    fs::create_directories(root);
  }
  ~TempClub() { fs::remove_all(root); }
  TempClub(const TempClub&) = delete;
  TempClub& operator=(const TempClub&) = delete;

  Run run(const std::string& args) const { return test::run_diadoques(root, args); }
  fs::path season(const std::string& game, const std::string& id) const {
    return dir / "games" / game / "seasons" / id;
  }
  // The example game's orders of season `id` (examples/game-319/orders/<id>/) into `game`.
  void example_orders(const std::string& game, const std::string& id) const {
    for (const auto& f : fs::directory_iterator(source / "examples/game-319/orders" / id))
      write_text(season(game, id) / "orders" / f.path().filename(), state::read_file(f.path()));
  }
  // Rewrites the state of season `id` of `game`, before it is adjudicated.
  template <class F>
  void edit_state(const std::string& game, const std::string& id, F change) const {
    test::edit_state_file(season(game, id) / "state.yaml", change);
  }
  void adjudicate() const {
    // --all: the example game's winter and second spring miss a side's orders (its units hold).
    const Run r = run(fmt::format("club adjudicate '{}' --all", dir.string()));
    INFO(r.out, r.err);
    REQUIRE(r.rc == 0);
  }
};

// The standings in `format` against tests/club/golden/standings.<ext>.
void check_golden(const TempClub& club, const std::string& args, const std::string& file) {
  const Run r = club.run(fmt::format("club standings '{}' {}", club.dir.string(), args));
  INFO(r.err);
  REQUIRE(r.rc == 0);
  const fs::path golden = golden_dir / file;
  if (std::getenv("DIA_UPDATE_GOLDEN")) write_text(golden, r.out);
  CHECK(r.out == state::read_file(golden));
}

// Majors go to `side`, one by one, until `last` alone would give it a total victory (R3.total.1).
void one_short_of_total(state::GameState& s, const std::string& side, const std::string& last) {
  for (const map::Space& sp : test::diadoques_map().spaces) {
    state::GameState with_last = s;
    with_last.control[last] = side;
    if (adj::rules::total_victory(side, with_last, test::diadoques_map())) break;
    if (sp.citadel && sp.citadel->cls == map::CitadelClass::major && sp.code != last)
      s.control[sp.code] = side;
  }
  REQUIRE_FALSE(adj::rules::total_victory(side, s, test::diadoques_map()));
}

}  // namespace

TEST_CASE(
    "R3.end.1 R3.total.1 R3.meas.3 club standings of three games played over five seasons: "
    "results, points, ratings in txt, md, json and csv (golden), and an abandoned game scores "
    "nothing") {
  TempClub club;
  REQUIRE(club.run(fmt::format("club new '{}' --name \"Club d'essai\" --players '{}' "
                               "--languages fr,en",
                               club.dir.string(), (source / "examples/players.yaml").string()))
              .rc == 0);
  const char* roster[] = {"Aurélie,Bastien,Chloé,David,Élodie,Fabrice",
                          "Fabrice,Élodie,David,Chloé,Bastien,Aurélie",
                          "Chloé,Aurélie,Fabrice,Bastien,David,Élodie"};
  const char* games[] = {"g1-long", "g2-total", "g3-measured"};
  for (int i = 0; i < 3; ++i)
    REQUIRE(club.run(fmt::format("club game '{}' {} --scenario standard-319 --players {} "
                                 "--seed {}",
                                 club.dir.string(), games[i], roster[i], 319 + i))
                .rc == 0);

  // Spring -319: Séleucos one major short of a total victory in g2; Ptolémée's prestige ledger
  // in g3 above half the prestige in play (R3.meas.3).
  club.edit_state("g2-total", "001-spring-319",
                  [](state::GameState& s) { one_short_of_total(s, "seleucos", "Gordion"); });
  club.edit_state("g3-measured", "001-spring-319", [](state::GameState& s) {
    for (auto& side : s.sides)
      if (side.id == "ptolemee") side.prestige_ledger = 1000;
  });
  for (const char* g : games) club.example_orders(g, "001-spring-319");
  club.adjudicate();

  // Summer -319: majors with no other side's unit inside (R9a.move.8) go to Séleucos in g2 until
  // he holds enough for a total victory, which the end of the season finds.
  club.edit_state("g2-total", "002-summer-319", [](state::GameState& s) {
    for (const map::Space& sp : test::diadoques_map().spaces) {
      if (!sp.citadel || sp.citadel->cls != map::CitadelClass::major) continue;
      if (s.control[sp.code] == "seleucos") continue;
      const bool occupied = std::any_of(s.units.begin(), s.units.end(), [&](const auto& u) {
        return u.space == sp.code && u.side != "seleucos";
      });
      if (occupied) continue;
      s.control[sp.code] = "seleucos";
      if (adj::rules::total_victory("seleucos", s, test::diadoques_map())) break;
    }
    REQUIRE(adj::rules::total_victory("seleucos", s, test::diadoques_map()));
  });
  for (const char* g : {"g1-long", "g2-total"}) club.example_orders(g, "002-summer-319");
  club.adjudicate();
  for (const char* id : {"003-autumn-319", "004-winter-319", "005-spring-318"}) {
    club.example_orders("g1-long", id);
    club.adjudicate();
  }
  REQUIRE(fs::exists(club.season("g1-long", "005-spring-318") / "results/public.json"));

  check_golden(club, "", "standings.txt");
  check_golden(club, "--lang en", "standings-en.txt");
  check_golden(club, "--format md", "standings.md");
  check_golden(club, "--format json", "standings.json");
  check_golden(club, "--format csv", "standings.csv");

  // The club abandons g3: its players keep the game in their record, without its points or its
  // rating change.
  const fs::path yaml = club::club_file(club.dir);
  club::Club c = club::read_club(club.dir);
  c.abandoned.push_back("g3-measured");
  write_text(yaml, club::to_yaml(c));
  const Run json = club.run(fmt::format("club standings '{}' --format json", club.dir.string()));
  CHECK(json.out.find("\"state\": \"abandoned\"") != std::string::npos);
  const Run csv = club.run(fmt::format("club standings '{}' --format csv", club.dir.string()));
  REQUIRE(csv.rc == 0);
  // rank,player,played,playing,wins,shared,survived,eliminated,abandoned,points,rating: only
  // g2 is scored now (10 for its winner, 1 for each survivor); g1 is still played.
  std::istringstream lines(csv.out);
  std::string line;
  std::getline(lines, line);
  int rows = 0, winners = 0, points = 0;
  while (std::getline(lines, line)) {
    std::vector<std::string> cells;
    std::istringstream row(line);
    for (std::string cell; std::getline(row, cell, ',');) cells.push_back(cell);
    REQUIRE(cells.size() == 11);
    ++rows;
    CHECK(cells[2] == "1");  // played: g2
    CHECK(cells[3] == "1");  // playing: g1
    CHECK(cells[8] == "1");  // abandoned: g3
    winners += cells[4] == "1";
    points += std::stoi(cells[9]);
  }
  CHECK(rows == 6);
  CHECK(winners == 1);
  CHECK(points == 10 + 5 * 1);
}
