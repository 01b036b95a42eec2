#pragma once
// `diadoques history <dir>`: the whole game, season by season (issue 13). The adjudicated
// seasons are read back from their results/public.json, the form kept for tools, so the history
// holds exactly what was published, never a private fact.
#include <string>
#include <vector>

#include "report/public_view.hpp"
#include "state/game_dir.hpp"

namespace dia::game {

// Each season with results/public.json, in game order (empty when none is adjudicated yet).
// Throws std::runtime_error (file:line:col) when one cannot be read.
std::vector<report::PublicView> read_history(const state::GameDir& game);

}  // namespace dia::game
