#pragma once
// Regular winter income (R10.income): what a side's holdings yield. Also the starting treasury
// (R12.start.4 = the winter income of the starting holdings).
#include <string>
#include <vector>

#include "map/map.hpp"
#include "state/game_state.hpp"

namespace dia::adj {

struct IncomeLine {
  std::string space;  // province or citadel code
  int amount = 0;
  std::string why;  // "major citadel (R10.income.3)"
};

struct Income {
  int total = 0;
  std::vector<IncomeLine> lines;  // in map order
};

// A province yields 1 T if it holds a citadel, a town or a port (not HYR, NAB); a minor
// citadel 1 T, a major 11 T, the side's own capital 31 T (R10.income.1–4).
Income income_of(const std::string& side, const state::GameState& state, const map::Map& map);

}  // namespace dia::adj
