// Whole games through the binary across the turn of the year: a short game played to a victory
// (R3.end.1: the results, `status`, and the refusal to go on), and a year adjudicated twice from
// the same inputs, spring to winter and the next spring, giving byte-identical outputs.
#include <doctest/doctest.h>

#include <fstream>
#include <sstream>

#include "adjudicator/rules/scoring.hpp"
#include "e2e/game_fixture.hpp"
#include "e2e/state_edit.hpp"
#include "season/fixture.hpp"
#include "state/state_yaml.hpp"

using namespace dia;
using dia::test::Run;
using dia::test::snapshot;
using dia::test::TempGame;
using dia::test::write_text;
namespace fs = std::filesystem;

namespace {

// `diadoques <args>`, its exit code, standard output and error.
Run diadoques(const TempGame& g, const std::string& args) {
  return dia::test::run_diadoques(g.root, args);
}

std::string adjudicate(const TempGame& g) {
  return fmt::format("adjudicate '{}' --force", g.dir.string());
}

fs::path season_dir(const TempGame& g, const std::string& id) {
  return g.dir / "seasons" / id;
}

// Rewrites the state of the season waiting for orders: `change` is applied to it.
template <class F>
void edit_state(const TempGame& g, const std::string& id, F change) {
  test::edit_state_file(season_dir(g, id) / "state.yaml", change);
}

}  // namespace

TEST_CASE(
    "R3.end.1 R3.total.1 a game played through the binary to a total victory: results, "
    "standings, status, and no season after it") {
  TempGame g("year-victory");
  // Séleucos one major short of a total victory in spring -319; Antigone's Gordion goes to him
  // in the position of summer -319 (state.yaml files written by the test), whose end finds the
  // total victory.
  const map::Map& m = test::diadoques_map();
  edit_state(g, "001-spring-319", [&](state::GameState& s) {
    for (const map::Space& sp : m.spaces) {
      state::GameState with_gordion = s;
      with_gordion.control["Gordion"] = "seleucos";
      if (adj::rules::total_victory("seleucos", with_gordion, m)) break;
      if (sp.citadel && sp.citadel->cls == map::CitadelClass::major && sp.code != "Gordion")
        s.control[sp.code] = "seleucos";
    }
    REQUIRE_FALSE(adj::rules::total_victory("seleucos", s, m));
  });
  REQUIRE(diadoques(g, adjudicate(g)).rc == 0);
  const std::string spring =
      state::read_file(season_dir(g, "001-spring-319") / "results" / "public.txt");
  CHECK(spring.find("Victoire totale") == std::string::npos);
  edit_state(g, "002-summer-319", [&](state::GameState& s) {
    s.control["Gordion"] = "seleucos";
    REQUIRE(adj::rules::total_victory("seleucos", s, m));
  });
  const Run summer = diadoques(g, adjudicate(g));
  REQUIRE(summer.rc == 0);
  const std::string results =
      state::read_file(season_dir(g, "002-summer-319") / "results" / "public.txt");
  CHECK(results.find("Victoire totale de Séleucos") != std::string::npos);
  CHECK(results.find("la partie est terminée") != std::string::npos);
  for (const char* side : {"Séleucos", "Antigone", "Cassandre", "Lysimaque", "Ptolémée", "Eumène"})
    CHECK(results.find(fmt::format("Classement final : {},", side)) != std::string::npos);
  // `status` says the game is over; `adjudicate` refuses to go on, saying why.
  const Run status = diadoques(g, fmt::format("status '{}'", g.dir.string()));
  CHECK(status.out.find("the game is over") != std::string::npos);
  CHECK(status.out.find("total victory of seleucos") != std::string::npos);
  const Run more = diadoques(g, adjudicate(g));
  CHECK(more.rc == 1);
  CHECK(more.err.find("the game is over") != std::string::npos);
}

TEST_CASE(
    "R8b.gm.4 a year adjudicated twice from the same inputs, spring to winter and the next "
    "spring, gives byte-identical outputs") {
  auto play = [](const std::string& tag) {
    auto g = std::make_unique<TempGame>(tag);
    for (const char* season : {"001-spring-319", "002-summer-319", "003-autumn-319"}) {
      for (const auto& f :
           fs::directory_iterator(fs::path(DIA_SOURCE_DIR) / "examples/game-319/orders" / season))
        write_text(g->orders(season, f.path().stem().string()), state::read_file(f.path()));
      REQUIRE(diadoques(*g, adjudicate(*g)).rc == 0);
    }
    // Winter -319: a vote (void in -319, R3.marg.5) and nothing else; spring -318: every unit
    // holds.
    write_text(g->orders("004-winter-319", "ptolemee"), "Vote Séleucos pour\n");
    REQUIRE(diadoques(*g, adjudicate(*g)).rc == 0);
    REQUIRE(diadoques(*g, adjudicate(*g)).rc == 0);
    REQUIRE(fs::exists(season_dir(*g, "005-spring-318") / "results" / "public.txt"));
    REQUIRE(fs::exists(season_dir(*g, "006-summer-318") / "state.yaml"));
    return snapshot(g->dir);
  };
  const auto a = play("year-replay-a");
  const auto b = play("year-replay-b");
  CHECK(a.size() == b.size());
  for (const auto& [name, bytes] : a) {
    auto it = b.find(name);
    REQUIRE_MESSAGE(it != b.end(), name);
    CHECK_MESSAGE(it->second == bytes, name);
  }
}
