#pragma once
// What the property and consistency tests share: the real map, loaded once per test binary, and
// the positions their walks start from.
#include <doctest/doctest.h>

#include <cstdint>
#include <initializer_list>
#include <vector>

#include "map/load.hpp"
#include "orders/parse.hpp"
#include "tools/season_walk.hpp"

namespace dia::property_test {

inline const map::Map& diadoques_map() {
  static const map::Map m = [] {
    auto r = map::load_map_file(DIA_SOURCE_DIR "/maps/diadoques.yaml");
    REQUIRE(r.map.has_value());
    return *r.map;
  }();
  return m;
}

// The scenario's opening with each of `seeds`, then every season of the example game.
inline std::vector<tools::NamedPosition> walk_starts(const map::Map& map,
                                                     const orders::OrderParser& parser,
                                                     std::initializer_list<std::uint64_t> seeds) {
  std::vector<tools::NamedPosition> starts;
  for (std::uint64_t seed : seeds)
    starts.push_back(tools::opening_position(map, DIA_SOURCE_DIR, seed));
  for (auto& p : tools::example_positions(map, parser, DIA_SOURCE_DIR))
    starts.push_back(std::move(p));
  return starts;
}

}  // namespace dia::property_test
