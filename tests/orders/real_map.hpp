#pragma once
// The real map of the game (maps/diadoques.yaml in the checkout), loaded once per test binary:
// the order tests that read what players write use its names.
#include <doctest/doctest.h>

#include <string>

#include "map/load.hpp"

namespace dia::test {

inline const map::Map& real_diadoques_map() {
  static const map::Map m = [] {
    auto r = map::load_map_file(std::string(DIA_SOURCE_DIR) + "/maps/diadoques.yaml");
    REQUIRE(r.map);
    return std::move(*r.map);
  }();
  return m;
}

}  // namespace dia::test
