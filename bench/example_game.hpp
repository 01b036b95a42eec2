#pragma once
// A copy of the example game (examples/game-319) in a temporary folder, with the stored orders
// of every season in their seasons' orders folders, for the benchmarks that play it. Its
// game.yaml names the map and scenario by name (`map: diadoques`), found wherever the game is.
#include <filesystem>
#include <string>

namespace dia::bench {

struct ExampleGame {
  std::filesystem::path dir;
  explicit ExampleGame(const std::string& name)
      : dir(std::filesystem::temp_directory_path() / name) {
    namespace fs = std::filesystem;
    const fs::path example = fs::path(DIA_SOURCE_DIR) / "examples" / "game-319";
    fs::remove_all(dir);
    fs::copy(example, dir, fs::copy_options::recursive);
    for (const auto& season : fs::directory_iterator(example / "orders")) {
      const fs::path to = dir / "seasons" / season.path().filename() / "orders";
      fs::create_directories(to);
      for (const auto& f : fs::directory_iterator(season.path()))
        fs::copy_file(f.path(), to / f.path().filename(), fs::copy_options::overwrite_existing);
    }
  }
  ~ExampleGame() { std::filesystem::remove_all(dir); }
  ExampleGame(const ExampleGame&) = delete;
  ExampleGame& operator=(const ExampleGame&) = delete;
};

}  // namespace dia::bench
