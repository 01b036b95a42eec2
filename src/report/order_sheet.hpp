#pragma once
// A side's order sheet, sent with the results (issue 31): for the season to come, each of its
// units with where it may move directly, what it may besiege and supply (adj::season::
// unit_options: only orders the season's legality check accepts), each of its characters with
// the unit he is with, its treasury and what its units will cost to keep next winter. Private:
// it describes one side's pieces only.
#include <string>

#include "map/map.hpp"
#include "report/lang.hpp"
#include "state/game_state.hpp"

namespace dia::report {

// The sheet of `side` for the season of `state` (the position the next orders are written on).
std::string order_sheet(const map::Map& map, const state::GameState& state, const std::string& side,
                        Lang lang);

}  // namespace dia::report
