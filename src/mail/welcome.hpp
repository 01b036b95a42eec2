#pragma once
// The welcome mail of a player who takes over a side during the game (`diadoques replace`): who
// he replaces and from which season, the deadline, his position and what each of his units may
// do (report/order_sheet.hpp), the last public results with their map. Written by the replace
// command in the same transaction as game.yaml.
#include <filesystem>
#include <string>

#include "map/map.hpp"
#include "state/deadline.hpp"
#include "state/game_dir.hpp"
#include "state/game_state.hpp"

namespace dia::mail {

struct PreparedMail {
  std::filesystem::path path;  // mail/outbox/<season>-welcome-<side>.eml
  std::string bytes;
};

// `config` is game.yaml as it will be, with the new player and the change recorded last in
// `replacements`; `position` the current season's.
PreparedMail welcome_mail(const state::GameDir& game, const state::GameConfig& config,
                          const map::Map& map, const state::GameState& position,
                          state::Instant now);

}  // namespace dia::mail
