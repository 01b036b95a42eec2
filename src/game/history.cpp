#include "game/history.hpp"

#include <filesystem>

#include "report/public_report.hpp"
#include "state/durable.hpp"

namespace dia::game {

std::vector<report::PublicView> read_history(const state::GameDir& game) {
  std::vector<report::PublicView> seasons;
  // A season missing in the middle, or a stray one, is refused as `status` refuses it: a history
  // that skipped it would read as whole (issue 34). season_ids() refuses a write left half-done.
  game.check_season_sequence();
  for (const auto& id : game.season_ids()) {
    const std::filesystem::path file = game.results_dir(id) / "public.json";
    if (!std::filesystem::exists(file)) continue;
    const std::string name = std::filesystem::relative(file, game.root()).generic_string();
    seasons.push_back(report::public_view_from_json(state::read_file(file), name));
  }
  return seasons;
}

}  // namespace dia::game
