// A winter played through the real binary: the game goes from autumn to winter and on to the
// next spring, with every report written (R8b.gm.4), whatever the winter steps decide.
#include <doctest/doctest.h>

#include <unistd.h>
#include <cstdlib>

#include "e2e/game_fixture.hpp"
#include "state/durable.hpp"

using namespace dia;
using dia::test::TempGame;
using dia::test::write_text;
namespace fs = std::filesystem;

namespace {

int adjudicate(const TempGame& g, const std::string& extra = "--force") {
  const std::string cmd = fmt::format("'{}' adjudicate '{}' {} > '{}/out.txt' 2>&1", DIA_BINARY,
                                      g.dir.string(), extra, g.root.string());
  return WEXITSTATUS(std::system(cmd.c_str()));
}

// Spring, summer and autumn -319 with every unit holding (R9a.gen.7), then winter -319 with
// `cassandre`'s file.
void play_to_winter(const TempGame& g, const std::string& cassandre) {
  for (int i = 0; i < 3; ++i) REQUIRE(adjudicate(g) == 0);
  REQUIRE(fs::exists(g.dir / "seasons/004-winter-319/state.yaml"));
  write_text(g.orders("004-winter-319", "cassandre"), cassandre);
}

}  // namespace

TEST_CASE("R8b.gm.4 a winter is adjudicated and its results sent: public, private, GM log") {
  TempGame g("winter-results");
  play_to_winter(g, "Joueur Cassandre\nSaison hiver -319\n");
  REQUIRE(adjudicate(g) == 0);
  const fs::path results = g.dir / "seasons/004-winter-319/results";
  CHECK(fs::exists(results / "public.txt"));
  CHECK(fs::exists(results / "public.json"));
  CHECK(fs::exists(results / "gm-log.txt"));
  for (const char* side : {"cassandre", "lysimaque", "antigone", "eumene", "ptolemee", "seleucos"})
    CHECK(fs::exists(results / "private" / (std::string(side) + ".txt")));
  // R8.cal.1: after winter the year goes up by one, and spring comes.
  const std::string next = state::read_file(g.dir / "seasons/005-spring-318/state.yaml");
  CHECK(next.find("season: 005-spring-318") != std::string::npos);
  // R10.upk.4: in winter a side without orders keeps its units; no "units hold".
  const std::string pub = state::read_file(results / "public.txt");
  CHECK(pub.find("toutes ses unités sont entretenues (R10.upk.4)") != std::string::npos);
  CHECK(pub.find("ses unités tiennent") == std::string::npos);
  CHECK(pub.find("pas d'événement en hiver") != std::string::npos);
}

TEST_CASE("R8.cal.2 a military order in a winter file is set aside, never carried out") {
  TempGame g("winter-military");
  play_to_winter(g, "A MAC THE\n");
  const std::string before = state::read_file(g.dir / "seasons/004-winter-319/state.yaml");
  REQUIRE(before.find("space: MAC") != std::string::npos);
  REQUIRE(adjudicate(g) == 0);
  const std::string pub = state::read_file(g.dir / "seasons/004-winter-319/results/public.txt");
  CHECK(pub.find("A MAC THE — ignoré : pas un ordre d'hiver (R8.cal.2)") != std::string::npos);
  const std::string next = state::read_file(g.dir / "seasons/005-spring-318/state.yaml");
  CHECK(next.find("space: MAC") != std::string::npos);
}
