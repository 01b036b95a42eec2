// Issue 30: the season consistency checker (tests/tools/season_check) on every season of the
// example game (examples/game-319), played through by the real program as the golden tests play
// it (tests/e2e/play-example.sh: `diadoques adjudicate` season after season, winters and the
// GM's event rulings included). Each season's files are read back from disk: its inputs as
// `adjudicate` reads them (game::read_season_inputs), the results/ it wrote, the next
// state.yaml it wrote; the outcomes are adjudicated again from those inputs (the adjudicator is
// deterministic: the next state written must be the one found again).
#include <doctest/doctest.h>

#include <unistd.h>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "game/adjudicate.hpp"
#include "map/load.hpp"
#include "report/lang.hpp"
#include "state/durable.hpp"
#include "state/game_dir.hpp"
#include "tools/known_defects.hpp"
#include "tools/season_check.hpp"

using namespace dia;
namespace fs = std::filesystem;

namespace {

// results/ as (path relative to it, bytes), as season_reports lists them.
report::ReportFiles results_of(const fs::path& dir) {
  report::ReportFiles out;
  for (const auto& e : fs::recursive_directory_iterator(dir))
    if (e.is_regular_file())
      out.emplace_back(fs::relative(e.path(), dir).generic_string(), state::read_file(e.path()));
  return out;
}

struct PlayedExample {
  fs::path work;
  PlayedExample() {
    work = fs::temp_directory_path() / fmt::format("dia-season-check-example-{}", ::getpid());
    const std::string cmd = fmt::format("bash '{}/tests/e2e/play-example.sh' '{}' '{}' > /dev/null",
                                        DIA_SOURCE_DIR, DIA_BINARY, work.string());
    REQUIRE(std::system(cmd.c_str()) == 0);
  }
  ~PlayedExample() { fs::remove_all(work); }
  PlayedExample(const PlayedExample&) = delete;
  PlayedExample& operator=(const PlayedExample&) = delete;
};

}  // namespace

TEST_CASE("issue 30: the season consistency checker holds on every season of the example game") {
  const PlayedExample played;
  const state::GameDir game(played.work / "game");
  auto loaded = map::load_map_file(game.map_path().string());
  REQUIRE(loaded.map.has_value());
  const map::Map& map = *loaded.map;
  const orders::OrderParser parser(map);
  const report::Lang lang = report::lang_from(game.config().language).value_or(report::Lang::fr);

  int checked = 0;
  std::map<std::string, int> known;
  const std::vector<std::string> seasons = game.season_ids();
  for (std::size_t i = 0; i + 1 < seasons.size(); ++i) {
    const std::string& id = seasons[i];
    if (!fs::exists(game.results_dir(id) / "public.json")) continue;
    CAPTURE(id);
    const game::SeasonInputs inputs = game::read_season_inputs(game, id, map, parser);
    const adj::SeasonResult result =
        game::adjudicate_with_options(map, inputs.state, inputs.orders, inputs.options);
    const report::ReportFiles files = results_of(game.results_dir(id));
    tools::SeasonCheckInput in;
    in.map = &map;
    in.before = &inputs.state;
    in.orders = &inputs.orders;
    in.result = &result;
    in.files = &files;
    in.lang = lang;
    in.next_state_yaml = state::read_file(game.state_path(result.next.season.id()));
    ++checked;
    for (const tools::Violation& v : tools::check_season(in)) {
      if (const test::KnownDefect* k = test::known_defect(v)) {
        MESSAGE(fmt::format("{}: known defect: {}", id, tools::to_string(v)));
        ++known[std::string(k->defect)];
        continue;
      }
      FAIL_CHECK(fmt::format("{}: {}", id, tools::to_string(v)));
    }
  }
  // The example's eight seasons: spring -319 to winter -318.
  CHECK(checked == 8);
}
