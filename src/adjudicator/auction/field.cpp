#include "adjudicator/auction/field.hpp"

#include "adjudicator/auction/lots.hpp"

namespace dia::adj::auction {

std::vector<map::SpaceId> field_of(const map::Map& map, const state::GameState& state,
                                   const state::Unit& u) {
  std::vector<map::SpaceId> out;
  const std::optional<map::SpaceId> at = map.find_space(u.space);
  if (!at) return out;
  const map::Space* citadel = neutral_major_citadel(map, state, u);
  if (citadel == nullptr || !citadel->citadel) return {*at};  // R11b.neu.3
  // R11b.neu.2
  if (std::optional<map::SpaceId> c = map.find_space(citadel->code)) out.push_back(*c);
  if (state::is_fleet(u.type))
    out.insert(out.end(), citadel->citadel->sea_access.begin(), citadel->citadel->sea_access.end());
  else
    out.push_back(citadel->citadel->province);
  return out;
}

}  // namespace dia::adj::auction
