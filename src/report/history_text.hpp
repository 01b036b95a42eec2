#pragma once
// The history of a game in words (`diadoques history`): season by season, the event, what
// happened, the control changes and the prestige gained or lost, then the standings over time
// (PV and PP of every side at the end of every season).
#include <string>
#include <vector>

#include "report/public_view.hpp"
#include "state/game_dir.hpp"

namespace dia::report {

// `seasons` in game order, as read back from each season's public.json; `changes` (game.yaml
// `replacements:`) each shown in the season the new player began with.
std::string history_text(const std::vector<PublicView>& seasons, Lang lang,
                         const std::vector<state::PlayerChange>& changes = {});

}  // namespace dia::report
