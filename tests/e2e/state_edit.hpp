#pragma once
// A season's state.yaml rewritten by a whole-program test before the season is adjudicated (a
// position set up by hand, as a GM may): read on the real map, changed, written back.
#include <doctest/doctest.h>

#include <filesystem>

#include "e2e/game_fixture.hpp"
#include "season/fixture.hpp"
#include "state/state_yaml.hpp"

namespace dia::test {

template <class F>
void edit_state_file(const std::filesystem::path& path, F change) {
  state::StateLoad load =
      state::state_from_yaml(state::read_file(path), path.string(), diadoques_map());
  REQUIRE(load.state);
  change(*load.state);
  write_text(path, state::to_yaml(*load.state));
}

}  // namespace dia::test
