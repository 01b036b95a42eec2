// Maps and scenarios found by name (state/data_files.hpp): the GM's own folder first, then the
// installed data, then the source tree; a file path always wins over a name.
#include <doctest/doctest.h>

#include <unistd.h>
#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "state/data_files.hpp"

namespace fs = std::filesystem;
using dia::state::data_names;
using dia::state::data_not_found;
using dia::state::DataKind;
using dia::state::find_data_file;

namespace {

// A data folder of the GM's own, named by $DIADOQUES_DATA_DIR for the test's duration.
struct OwnDataDir {
  fs::path path = fs::temp_directory_path() / ("dia-data-" + std::to_string(::getpid()));
  OwnDataDir() {
    fs::remove_all(path);
    fs::create_directories(path / "maps");
    fs::create_directories(path / "scenarios");
    std::ofstream(path / "maps" / "diadoques.yaml") << "# the GM's own copy\n";
    std::ofstream(path / "scenarios" / "club-1990.yaml") << "# a club's scenario\n";
    ::setenv("DIADOQUES_DATA_DIR", path.c_str(), 1);
  }
  ~OwnDataDir() {
    ::unsetenv("DIADOQUES_DATA_DIR");
    fs::remove_all(path);
  }
};

}  // namespace

TEST_CASE("data files: the program's maps and scenarios are found by name, with or without .yaml") {
  ::unsetenv("DIADOQUES_DATA_DIR");
  auto map = find_data_file(DataKind::map, "diadoques");
  REQUIRE(map);
  CHECK(map->filename() == "diadoques.yaml");
  CHECK(map->parent_path().filename() == "maps");
  CHECK(find_data_file(DataKind::map, "classical.yaml"));
  auto scenario = find_data_file(DataKind::scenario, "standard-319");
  REQUIRE(scenario);
  CHECK(scenario->parent_path().filename() == "scenarios");
  // A scenario is not a map, and a map's facts file is not a map of its own.
  CHECK_FALSE(find_data_file(DataKind::map, "standard-319"));
  auto maps = data_names(DataKind::map);
  CHECK(std::find(maps.begin(), maps.end(), "diadoques") != maps.end());
  CHECK(std::find(maps.begin(), maps.end(), "diadoques-facts") == maps.end());
}

TEST_CASE("data files: $DIADOQUES_DATA_DIR comes first, and a path relative to the base wins") {
  OwnDataDir own;
  auto map = find_data_file(DataKind::map, "diadoques");
  REQUIRE(map);
  CHECK(*map == own.path / "maps" / "diadoques.yaml");
  CHECK(find_data_file(DataKind::scenario, "club-1990"));
  // The program's own scenario is still found behind the GM's folder.
  CHECK(find_data_file(DataKind::scenario, "standard-319"));
  // `map: maps/diadoques.yaml` in a game is the game's copy, not a name.
  fs::path game = own.path / "game";
  fs::create_directories(game / "maps");
  std::ofstream(game / "maps" / "diadoques.yaml") << "# the game's copy\n";
  auto copy = find_data_file(DataKind::map, "maps/diadoques.yaml", game);
  REQUIRE(copy);
  CHECK(*copy == game / "maps" / "diadoques.yaml");
  // A path that does not exist is not looked up as a name.
  CHECK_FALSE(find_data_file(DataKind::map, "nowhere/diadoques.yaml", game));
}

TEST_CASE("data files: a name not found gets the nearest name and the list") {
  ::unsetenv("DIADOQUES_DATA_DIR");
  CHECK_FALSE(find_data_file(DataKind::scenario, "standart-319"));
  std::string message = data_not_found(DataKind::scenario, "standart-319");
  CHECK(message.find("scenario 'standart-319' not found") != std::string::npos);
  CHECK(message.find("did you mean 'standard-319'?") != std::string::npos);
  CHECK(data_not_found(DataKind::map, "dia").find("known maps: classical, diadoques") !=
        std::string::npos);
  CHECK(data_not_found(DataKind::map, "x/y.yaml") ==
        "cannot read the map file 'x/y.yaml': no such file");
}
