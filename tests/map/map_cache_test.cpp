// Maps loaded once per process (map/map_cache, issue 18): the same texts give the same map
// object, wherever the copy lives; any edit to the map or to a file it names gives another.
#include <doctest/doctest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "map/map_cache.hpp"
#include "map_test_support.hpp"

using namespace dia;
namespace fs = std::filesystem;

namespace {

// A copy of maps/ in a fresh folder, as a game keeps one.
struct MapsCopy {
  fs::path dir;
  explicit MapsCopy(const std::string& name) {
    dir = fs::temp_directory_path() / ("dia-map-cache-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    for (const char* f : {"diadoques.yaml", "diadoques-facts.yaml", "diadoques-events.yaml",
                          "diadoques-geography.yaml"})
      fs::copy_file(fs::path(DIA_SOURCE_DIR) / "maps" / f, dir / f);
  }
  ~MapsCopy() { fs::remove_all(dir); }
  std::string map() const { return (dir / "diadoques.yaml").string(); }
  void edit(const char* file, const std::string& from, const std::string& to) const {
    const std::string text = map_test::edit(map_test::read((dir / file).string()), from, to);
    std::ofstream((dir / file).string(), std::ios::binary) << text;
  }
};

}  // namespace

TEST_CASE("the same map texts in two folders are loaded once; an edited copy gets its own map") {
  const MapsCopy a("a"), b("b"), c("c"), d("d");
  const map::SharedLoad first = map::load_shared_map_file(a.map());
  REQUIRE(first.map);
  CHECK(first.diagnostics.empty());
  CHECK(first.kept);
  CHECK(map::load_shared_map_file(a.map()).map == first.map);
  CHECK(map::load_shared_map_file(b.map()).map == first.map);

  c.edit("diadoques.yaml", "name: Macédoine\n", "name: Macédoine du Nord\n");
  const map::SharedLoad edited = map::load_shared_map_file(c.map());
  REQUIRE(edited.map);
  CHECK(edited.map != first.map);
  CHECK(edited.map->space(*edited.map->find_space("MAC")).name == "Macédoine du Nord");
  CHECK(first.map->space(*first.map->find_space("MAC")).name == "Macédoine");

  // A file the map names (here the geography the board is drawn on) counts as much as the map.
  const std::string geography = map_test::read((d.dir / "diadoques-geography.yaml").string());
  std::ofstream((d.dir / "diadoques-geography.yaml").string(), std::ios::binary)
      << geography << "\n# edited\n";
  CHECK(map::load_shared_map_file(d.map()).map != first.map);
}

TEST_CASE("a map with an error is said as load_map_file says it, and never kept") {
  const MapsCopy a("broken");
  a.edit("diadoques.yaml", "name: Macédoine\n", "name: Macédoine\n    colour: blue\n");
  const map::SharedLoad broken = map::load_shared_map_file(a.map());
  const map::LoadResult plain = map::load_map_file(a.map());
  CHECK_FALSE(broken.map);
  CHECK_FALSE(broken.kept);
  REQUIRE_FALSE(plain.map);
  REQUIRE(broken.diagnostics.size() == plain.diagnostics.size());
  for (std::size_t i = 0; i < plain.diagnostics.size(); ++i)
    CHECK(format(broken.diagnostics[i]) == format(plain.diagnostics[i]));
  CHECK_FALSE(map::load_shared_map_file((a.dir / "missing.yaml").string()).map);
}

TEST_CASE("threads asking for one map at once get one map object") {
  const MapsCopy a("threads");
  std::vector<std::shared_ptr<const map::Map>> got(4);
  {
    std::vector<std::jthread> threads;
    for (std::size_t i = 0; i < got.size(); ++i)
      threads.emplace_back([&, i] { got[i] = map::load_shared_map_file(a.map()).map; });
  }
  REQUIRE(got[0]);
  for (const auto& m : got) CHECK(m == got[0]);
}
