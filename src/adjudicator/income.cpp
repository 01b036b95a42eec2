#include "adjudicator/income.hpp"

namespace dia::adj {

Income income_of(const std::string& side_id, const state::GameState& state, const map::Map& map) {
  Income result;
  const state::Side* side = state.side(side_id);
  auto add = [&](const map::Space& s, int amount, const char* why) {
    result.lines.push_back({s.code, amount, why});
    result.total += amount;
  };
  for (const auto& space : map.spaces) {
    if (state.controller_of(space.code) != side_id) continue;
    if (space.kind == map::SpaceKind::land) {
      bool arsenal = !space.citadels.empty() || space.cities > 0 || !space.ports.empty();
      if (arsenal && !space.arsenal_exception) {
        add(space, 1, "province with a citadel, town or port (R10.income.1)");
      }
    } else if (space.kind == map::SpaceKind::citadel && space.citadel) {
      if (space.citadel->cls == map::CitadelClass::minor) {
        add(space, 1, "minor citadel (R10.income.2)");
      } else if (side && side->capital == space.code) {
        add(space, 31, "own capital (R10.income.4)");
      } else {
        add(space, 11, "major citadel (R10.income.3)");
      }
    }
  }
  return result;
}

}  // namespace dia::adj
